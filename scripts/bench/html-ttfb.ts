// Issue 14: how fast the server answers a code card's address as a page (HTML), whatever it renders.
import autocannon from "autocannon";
import { printLoad } from "./print-load.ts";

const CODE_CARD = "/custom/0201100008";

/**
 * 50 connections for 10 s on the code card's HTML, asked for as a browser asks (brotli accepted) and
 * as a client that takes no compression; prints p50/p99 (budget p99 50 ms) and the bytes sent.
 */
export async function codeCardHtml(base: string) {
  for (const [label, encoding] of [["browser, br", "br, gzip"], ["identity", "identity"]] as const) {
    const headers = { accept: "text/html", "accept-encoding": encoding };
    // fetch undoes the compression: the length header says what travelled.
    const response = await fetch(`${base}${CODE_CARD}`, { headers });
    const bytes = Number(response.headers.get("content-length") ?? 0) || (await response.arrayBuffer()).byteLength;
    const result = await autocannon({ url: `${base}${CODE_CARD}`, connections: 50, duration: 10, headers });
    printLoad(`code card HTML, ${label} (budget p99 50 ms)`, result, `${(bytes / 1024).toFixed(1)} KB as sent`);
  }
}
