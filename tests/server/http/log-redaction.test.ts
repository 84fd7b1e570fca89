import { Writable } from "node:stream";
import Fastify from "fastify";
import { expect, it } from "vitest";
import { requestLogFields } from "../../../server/http/log-redaction.ts";

it("logs a request's URL without the value of a token in its query", async () => {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk: Buffer, _encoding, done) { lines.push(chunk.toString()); done(); } });
  const app = Fastify({ logger: { level: "info", stream, serializers: { req: requestLogFields } } });
  app.post("/user/api/notifications/unsubscribe", async () => ({ ok: true }));
  app.get("/kk/unsubscribe", async () => "page");
  await app.inject({ method: "POST", url: "/user/api/notifications/unsubscribe?token=SECRET.SIGNATURE&x=1" });
  await app.inject({ method: "GET", url: "/kk/unsubscribe?TOKEN=SECRET2" });
  await app.close();
  const urls = lines.map((l) => (JSON.parse(l) as { req?: { url?: string } }).req?.url).filter(Boolean);
  expect(urls).toEqual(["/user/api/notifications/unsubscribe?token=[redacted]&x=1", "/kk/unsubscribe?TOKEN=[redacted]"]);
  expect(lines.join("")).not.toContain("SECRET");
});
