import type { MessageDescriptor } from "@lingui/core";
import type { FastifyInstance } from "fastify";
import { endpoints, type Tracking } from "../../../core/contract/index.ts";
import { checkContainerNumber, containerCheckMessage } from "../../../core/iso6346.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/connect.ts";
import { route } from "../../http/route.ts";
import { ttlCache } from "../../http/cache.ts";
import { sendError } from "../../http/errors.ts";
import { localeOf } from "../../i18n.ts";
import { ingestEvents } from "../../containers/ingest.ts";
import { signatureValid } from "../../containers/signature.ts";
import { buildTracking } from "../../containers/tracking.ts";
import type { ContainersRepo } from "./containers-repo.ts";

export const texts = {
  noEvents: /*i18n*/ { id: "track.error.noEvents", message: "О контейнере {number} пока нет событий: перевозчик их ещё не прислал" },
  badSignature: /*i18n*/ { id: "track.error.signature", message: "Подпись Notification-Signature отсутствует или неверна" },
  noSecret: /*i18n*/ { id: "track.error.noSecret", message: "Приём событий не настроен: задайте TNT_WEBHOOK_SECRET" },
  badEvent: /*i18n*/ { id: "track.error.badEvent", message: "Событие DCSA не прошло проверку: поле {field}" },
  badJson: /*i18n*/ { id: "track.error.badJson", message: "Тело запроса — не JSON" },
} satisfies Record<string, MessageDescriptor>;

/** GET /v1/track-container, GET /v1/track-container/demo, POST /v1/track-container/events. */
export function containerRoutes(app: FastifyInstance, deps: { repo: ContainersRepo; database: Database; config: Config }) {
  const { repo, database, config } = deps;

  async function track(number: string, locale: ReturnType<typeof localeOf>): Promise<Tracking | null> {
    const events = await repo.events(number);
    if (!events.length) return null;
    const imos = [...new Set(events.map((e) => e.vesselImo).filter((v): v is string => v !== null))];
    const names = [...new Set(events.map((e) => e.vesselName?.toUpperCase()).filter((v): v is string => !!v))];
    const locodes = [...new Set(events.map((e) => e.locode).filter((v): v is string => v !== null))];
    const [owner, sanctions, places] = await Promise.all([repo.owner(number.slice(0, 4)), repo.sanctioned(imos, names), repo.places(locodes)]);
    return buildTracking(locale, { number, owner, events, places, sanctions });
  }

  // A page asks again on every visit and language switch; new events show within the few seconds kept here.
  const answers = ttlCache<Tracking | null>({ max: 5_000, ttlMs: 5_000 });
  route(app, "trackContainer", async (request, reply) => {
    const { query } = request;
    const check = checkContainerNumber(query.number);
    if (!check.ok) {
      const { descriptor, values } = containerCheckMessage(check);
      return sendError(request, reply, 422, descriptor, values, { number: [check.part] });
    }
    const locale = localeOf(request.headers.lang);
    const data = await answers.get(`${locale}:${check.number}`, () => track(check.number, locale));
    if (!data) return sendError(request, reply, 404, texts.noEvents, { number: check.number });
    return { data };
  });

  // The demo list changes only when the demo carrier runs: a minute in memory is plenty.
  const demo = ttlCache<{ number: string; from: string; to: string }[]>({ max: 3, ttlMs: 60_000 });
  route(app, "trackContainerDemo", async (request) => {
    const locale = localeOf(request.headers.lang);
    const data = await demo.get(locale, async () => {
      const list = await Promise.all((await repo.demoContainers()).map((n) => track(n, locale)));
      return list.flatMap((t) => (t && t.route.length ? [{ number: t.number, from: t.route[0]!.name, to: t.route.at(-1)!.name }] : []));
    });
    return { data };
  });

  // The callback's signature covers the raw bytes: this scope alone reads JSON as a Buffer.
  void app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    route(scope, "trackContainerEvents", async (request, reply) => {
      const secret = config.TNT_WEBHOOK_SECRET;
      if (!secret) return sendError(request, reply, 503, texts.noSecret);
      const raw: unknown = request.body;
      if (!Buffer.isBuffer(raw) || !signatureValid(secret, raw, request.headers["notification-signature"])) {
        return sendError(request, reply, 401, texts.badSignature);
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString("utf8"));
      } catch {
        return sendError(request, reply, 422, texts.badJson);
      }
      const parsed = endpoints.trackContainerEvents.body.safeParse(json);
      if (!parsed.success) {
        // The message names the first wrong field (`0.eventDateTime`); `errors` lists every one.
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (errors[issue.path.join(".") || "_"] ??= []).push(issue.message);
        return sendError(request, reply, 422, texts.badEvent, { field: parsed.error.issues[0]?.path.join(".") || "body" }, errors);
      }
      return { data: await ingestEvents(database, parsed.data, "webhook") };
    }, { rawBody: true });
  });
}
