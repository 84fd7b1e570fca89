/**
 * The parts of `npm run bench`: `js` (first-route JS from the build manifest), `api` (API and sign-in loads),
 * `html` (code card HTML under load), `scripts` (scripts until network idle), `lighthouse` (Lighthouse mobile),
 * `operate` (one process and three on PostgreSQL under load, a PostgreSQL restart: several minutes).
 */
const PARTS = ["js", "api", "html", "scripts", "lighthouse", "operate"];

/** The parts `BENCH_ONLY` names (comma-separated, e.g. `BENCH_ONLY=lighthouse`); unset, every part. */
export function benchParts(): Set<string> {
  const only = (process.env.BENCH_ONLY ?? "").split(",").map((p) => p.trim()).filter(Boolean);
  if (only.length === 0) return new Set(PARTS);
  // A typo would otherwise run nothing and print nothing, which reads like a broken bench.
  const unknown = only.filter((p) => !PARTS.includes(p));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: no part ${unknown.join(", ")} (parts: ${PARTS.join(", ")})`);
  return new Set(only);
}
