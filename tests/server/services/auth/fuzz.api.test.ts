import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authRedirects, endpoints } from "../../../../core/contract/index.ts";
import { startAuthApp, type AuthHarness } from "./harness.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp(); });
afterAll(async () => { await h.close(); });

/** Every auth call: the contract's, the social ones, and the loopback admin call. */
const ROUTES: { method: "GET" | "POST"; path: string }[] = [
  ...Object.values(endpoints).filter((e) => e.tag === "auth"),
  ...Object.values(authRedirects).map((e) => ({ method: e.method, path: e.path.replace("{source}", "google") })),
  { method: "POST", path: "/auth/api/admin/grant" },
];

const KEYS = [
  "email", "password", "password_confirmation", "username", "2fa_code", "remember", "otp", "otp_code", "token",
  "current_password", "code", "source", "redirect", "state", "error", "plan", "__proto__", "constructor",
];
const text = fc.string({ unit: "grapheme-ascii", maxLength: 40 });
const value = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.emailAddress(),
  fc.stringMatching(/^\d{6}$/),
  fc.constantFrom("Secret123", "google", "yandex", "mailru", "1", "", " "),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
);
/** Bodies near the real ones (known fields, random values) and anything at all. */
const body = fc.oneof(fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), text), value, { maxKeys: 6 }), fc.jsonValue({ maxDepth: 3 }));
const query = fc.oneof(
  fc.dictionary(fc.constantFrom(...KEYS), fc.oneof(text, fc.emailAddress(), fc.stringMatching(/^\d{6}$/)), { maxKeys: 4 }).map((q) => new URLSearchParams(q).toString()),
  text.map(encodeURI),
);
const headers = fc.record(
  {
    lang: fc.oneof(text, fc.constantFrom("ru", "kk", "en", "EN-us")),
    authorization: fc.oneof(text.map((t) => `Bearer ${t}`), text),
    cookie: text.map((t) => `portal_session=${t}; portal_oauth=${t}`),
    origin: fc.constantFrom("http://portal.test", "https://evil.example", "null"),
    "x-admin-secret": text,
  },
  { requiredKeys: [] },
);

describe("bad input of every kind gets 4xx with a message, never 5xx", () => {
  it.each(ROUTES)("$method $path", async ({ method, path }) => {
    await fc.assert(
      fc.asyncProperty(body, query, headers, fc.boolean(), async (payload, q, extra, raw) => {
        const res = await h.app.inject({
          method,
          url: `${path}?${q}`,
          headers: { ...extra, ...(method === "POST" ? { "content-type": "application/json" } : {}) },
          // Sometimes the JSON text is cut short: a body that does not parse.
          ...(method === "POST" ? { payload: raw ? JSON.stringify(payload).slice(0, -1) || "{" : JSON.stringify(payload) } : {}),
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof (res.json() as { message?: unknown }).message).not.toBe("undefined");
      }),
      { numRuns: 60 },
    );
  });
});
