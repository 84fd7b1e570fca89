import type autocannon from "autocannon";

/** One autocannon result as one aligned line, so every load figure of the bench reads the same. */
export function printLoad(title: string, result: autocannon.Result, note = "") {
  console.log(`  ${title.padEnd(34)} p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ${Math.round(result.requests.average)} req/s  non-2xx ${result.non2xx}${note && `  (${note})`}`);
}
