#!/usr/bin/env bash
# Everything `npm test` checks; the first failure stops the run.
# The browser tests run in the background beside the vitest suites instead of after them: the two slow each
# other down (on two cores the unit tests took 430–490 s beside them, 190 s alone), but the suites end within
# the longer browser run, and the whole run took 27–33 min instead of 37.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n== %s\n' "$*"; }

browser=""
pgdir=""
# On any exit: stop the background browser run (its own process group: Playwright, its server, Chromium)
# and the throwaway PostgreSQL cluster, whichever is still there.
cleanup() {
  if [ -n "$browser" ] && kill -0 "$browser" 2>/dev/null; then kill -- "-$browser" 2>/dev/null || true; fi
  if [ -n "$pgdir" ]; then scripts/pg-cluster.sh stop "$pgdir"; fi
}
trap cleanup EXIT

step "catalogs: extract, then compile --strict (fails on any untranslated message)"
npx lingui extract >/dev/null
npx lingui compile --strict --typescript

step "types and lint (side by side: each is one process on one core)"
npx tsc --noEmit &
types=$!
npx eslint . &
lint=$!
# Both are waited for before the first failure stops the run, so neither outlives it.
status=0
wait "$types" || status=$?
wait "$lint" || status=$?
[ "$status" -eq 0 ]

step "build"
npx vite build >/dev/null
npx vite build --ssr src/entry-server.tsx --outDir dist/server >/dev/null
npx vite build --config build/vite.server.config.ts >/dev/null

step "test data: data/ imported once into the PGlite template (the API tests and the browser tests' server copy it)"
npx tsx scripts/import-test-data.ts

step "browser tests (Playwright, system Chromium): started in the background, their output follows the vitest suites"
mkdir -p .test-data && rm -f .test-data/flow-coverage-browser.json
browser_log=.test-data/browser-tests.log
browser_started=$SECONDS
setsid npx playwright test >"$browser_log" 2>&1 &
browser=$!

step "unit and model-based tests (diagrams are compared with their machines here too)"
rm -f .test-data/flow-coverage.json
npx vitest run --project unit

step "API tests on PGlite"
npx vitest run --project api

step "API tests on a throwaway PostgreSQL cluster"
pgdir=$(mktemp -d /tmp/portal-pg-XXXXXX)
DATABASE_URL=$(scripts/pg-cluster.sh start "$pgdir")
DATABASE_URL="$DATABASE_URL" npx vitest run --project api

step "cluster: three server processes behind a round-robin proxy on that cluster (sign-in walk, card quota, concurrent starts, PostgreSQL restart, rolling update)"
# On the same cluster: each test file clones the database the API tests just imported instead of importing again.
started=$SECONDS
DATABASE_URL="$DATABASE_URL" npx vitest run --project cluster
echo "cluster step: $((SECONDS - started)) s"
scripts/pg-cluster.sh stop "$pgdir"
pgdir=""

step "browser tests: waiting for the background run"
status=0
wait "$browser" || status=$?
browser=""
cat "$browser_log"
echo "browser step: $((SECONDS - browser_started)) s (beside the vitest suites)"
[ "$status" -eq 0 ]

step "flow coverage"
npx tsx scripts/print-flow-coverage.ts --strict
