// A page rendered on the server asks the API in-process (server/web/ssr.ts); those calls carry the visitor's
// address, so the per-address limits of the expensive calls count the visitor, not the server itself.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, expect, it } from "vitest";
import { loadRenderer } from "../../../server/web/ssr.ts";

const dist = mkdtempSync(path.join(os.tmpdir(), "portal-ssr-"));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

it("renders with in-process calls that come from the visitor's address and in the page's locale", async () => {
  mkdirSync(path.join(dist, "server"));
  // A stand-in render entry: the page is what the API told it.
  writeFileSync(
    path.join(dist, "server", "entry-server.js"),
    `let transport;
export function configure(t) { transport = t; }
export async function render() { return { html: await (await transport.fetch(transport.prefixUrl + "probe")).text() }; }
`,
  );
  const app = Fastify();
  app.get("/probe", async (request) => ({ ip: request.ip, lang: request.headers.lang }));
  await app.ready();
  const renderer = await loadRenderer(app, dist);
  const [one, other] = await Promise.all([renderer!.render("/kk/sanctions", "203.0.113.9"), renderer!.render("/en/", "2001:db8::7")]);
  expect(JSON.parse(one.html)).toEqual({ ip: "203.0.113.9", lang: "kk" });
  expect(JSON.parse(other.html)).toEqual({ ip: "2001:db8::7", lang: "en" });
  await app.close();
});
