#!/usr/bin/env bash
# Everything `npm test` checks, in order; the first failure stops the run.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n== %s\n' "$*"; }

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


step "unit and model-based tests (diagrams are compared with their machines here too)"
mkdir -p .test-data && rm -f .test-data/flow-coverage.json
npx vitest run --project unit

step "API tests on PGlite"
npx vitest run --project api

step "API tests on a throwaway PostgreSQL cluster"
pgdir=$(mktemp -d /tmp/portal-pg-XXXXXX)
trap 'scripts/pg-cluster.sh stop "$pgdir"' EXIT
DATABASE_URL=$(scripts/pg-cluster.sh start "$pgdir")
DATABASE_URL="$DATABASE_URL" npx vitest run --project api

step "cluster: three server processes behind a round-robin proxy on that cluster (sign-in walk, card quota, concurrent starts, PostgreSQL restart, rolling update)"
# On the same cluster: each test file clones the database the API tests just imported instead of importing again.
started=$SECONDS
DATABASE_URL="$DATABASE_URL" npx vitest run --project cluster
echo "cluster step: $((SECONDS - started)) s"
scripts/pg-cluster.sh stop "$pgdir"
trap - EXIT

step "build"
npx vite build >/dev/null
npx vite build --ssr src/entry-server.tsx --outDir dist/server >/dev/null
npx vite build --config build/vite.server.config.ts >/dev/null

step "browser tests (Playwright, system Chromium)"
rm -f .test-data/flow-coverage-browser.json
npx playwright test

step "flow coverage"
npx tsx scripts/print-flow-coverage.ts --strict
