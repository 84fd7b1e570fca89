// Issue 14: how fast the server answers a code card's address as a page (HTML), whatever it renders.
import autocannon from "autocannon";
import { printLoad } from "./print-load.ts";

const CODE_CARD = "/custom/0201100008";

/** 50 connections for 10 s on the code card's HTML; prints p50/p99 (budget p99 50 ms) and the page's size. */
export async function codeCardHtml(base: string) {
  const headers = { accept: "text/html" };
  const page = await (await fetch(`${base}${CODE_CARD}`, { headers })).text();
  const result = await autocannon({ url: `${base}${CODE_CARD}`, connections: 50, duration: 10, headers });
  printLoad("code card HTML (budget p99 50 ms)", result, `${(Buffer.byteLength(page) / 1024).toFixed(1)} KB of HTML`);
}
