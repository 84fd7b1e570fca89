/**
 * The parts of `npm run bench`: `js` (first-route JS from the build manifest), `api` (API and sign-in loads),
 * `analytics` (the paid analytics calls alone, which `api` also runs), `workspace` (the feed, watch list and what
 * changed alone, which `api` also runs), `html` (code card HTML under load), `scripts` (scripts until network idle), `lighthouse` (Lighthouse mobile),
 * `operate` (one process and three on PostgreSQL under load, a PostgreSQL restart: several minutes).
 */
const PARTS = ["js", "api", "analytics", "workspace", "html", "scripts", "lighthouse", "operate"];

/** The parts `BENCH_ONLY` names (comma-separated, e.g. `BENCH_ONLY=lighthouse`); unset, every part. */
export function benchParts(): Set<string> {
  const only = (process.env.BENCH_ONLY ?? "").split(",").map((p) => p.trim()).filter(Boolean);
  if (only.length === 0) return new Set(PARTS);
  // A typo would otherwise run nothing and print nothing, which reads like a broken bench.
  const unknown = only.filter((p) => !PARTS.includes(p));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: no part ${unknown.join(", ")} (parts: ${PARTS.join(", ")})`);
  return new Set(only);
}

/**
 * Which analytics calls to load: `BENCH_CALLS` (comma-separated) keeps the calls whose title contains one of
 * its words (`BENCH_CALLS=delivery,code-statistic`); unset, every call.
 */
export function benchCalls(): (title: string) => boolean {
  const words = (process.env.BENCH_CALLS ?? "").split(",").map((w) => w.trim()).filter(Boolean);
  return (title) => words.length === 0 || words.some((w) => title.includes(w));
}
