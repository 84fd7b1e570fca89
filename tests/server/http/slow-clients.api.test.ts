// A client that sends its request a byte at a time is cut in seconds (issue 15): 408, then the socket closes.
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp } from "../../support/test-app.ts";

let t: Awaited<ReturnType<typeof startTestApp>>;
let port = 0;
beforeAll(async () => {
  t = await startTestApp({ HTTP_HEADERS_TIMEOUT: "1", HTTP_REQUEST_TIMEOUT: "2" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => { await t.close(); });

/** Sends `start` and nothing more; resolves with what the server wrote once it has closed the connection. */
function sendAndStall(start: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(start));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
  });
}

it("a request whose headers never end gets 408 and a closed connection", async () => {
  const answer = await sendAndStall("GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
});

it("a body that never arrives gets 408 and a closed connection", async () => {
  const answer = await sendAndStall(
    "POST /auth/api/v2/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"email\":",
  );
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
});

it("a whole request is still answered", async () => {
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"));
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString()));
    socket.on("error", reject);
    socket.on("close", () => resolve(text));
  });
  expect(answer).toMatch(/^HTTP\/1\.1 200/);
});
