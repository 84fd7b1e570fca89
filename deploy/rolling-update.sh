#!/usr/bin/env bash
# Zero-downtime rolling update of the portal's processes behind nginx (deploy/README.md): build once, then
# restart one process at a time and wait until it answers /healthz with 200 before touching the next, so
# nginx always has the others to send requests to. A process stopped by SIGTERM finishes its requests in
# flight first (at most 10 s); nginx passes a request it refuses, or answers 503, to the next process.
#
#   cd /srv/portal && sudo -u portal git pull && sudo deploy/rolling-update.sh
#
# Settings, from the environment (the defaults fit deploy/systemd/portal@.service):
#   APP_DIR         the checkout to build (default: the folder above this script)
#   PORTS           the processes' ports, space-separated (default "3001 3002 3003")
#   BUILD_CMD       run once in APP_DIR, as APP_DIR's owner, before any restart (default "npm ci && npm run build";
#                   ":" skips it)
#   RESTART_CMD     restarts one process, {port} standing for its port (default "systemctl restart portal@{port}")
#   HEALTH_URL      that process's health check, {port} as above (default "http://127.0.0.1:{port}/healthz")
#   HEALTH_TIMEOUT  seconds a restarted process has to answer 200 (default 300: when a data set changed, the
#                   first process imports it, about a minute, before it listens)
#   SETTLE_SECONDS  pause after a process is healthy, before the next restart (default 5: the new process, its
#                   caches still empty, takes its share of the requests before another one goes)
# A process that is not healthy in time stops the update with its journal, leaving the others as they are.
set -euo pipefail

APP_DIR=${APP_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
PORTS=${PORTS:-"3001 3002 3003"}
BUILD_CMD=${BUILD_CMD:-"npm ci && npm run build"}
RESTART_CMD=${RESTART_CMD:-"systemctl restart portal@{port}"}
HEALTH_URL=${HEALTH_URL:-"http://127.0.0.1:{port}/healthz"}
HEALTH_TIMEOUT=${HEALTH_TIMEOUT:-300}
SETTLE_SECONDS=${SETTLE_SECONDS:-5}

say() { printf '%s rolling-update: %s\n' "$(date +%H:%M:%S)" "$*"; }
for_port() { printf '%s' "${1//\{port\}/$2}"; }

# 200 from the health check; anything else (a refused connection, 503 while the database is away) is not yet.
healthy() { [ "$(curl -s -o /dev/null -m 5 -w '%{http_code}' "$1" || true)" = 200 ]; }

wait_healthy() {
  local port=$1 url deadline
  url=$(for_port "$HEALTH_URL" "$port")
  deadline=$((SECONDS + HEALTH_TIMEOUT))
  until healthy "$url"; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      say "port $port: no 200 from $url within ${HEALTH_TIMEOUT} s; stopping here, the other processes are untouched"
      command -v journalctl >/dev/null && journalctl -u "portal@$port" -n 30 --no-pager 2>/dev/null || true
      return 1
    fi
    sleep 1
  done
}

# Every process must be healthy before one of them goes away: else the update would take the last one down.
for port in $PORTS; do
  healthy "$(for_port "$HEALTH_URL" "$port")" || { say "port $port is not healthy before the update; fix it first"; exit 1; }
done

if [ "$BUILD_CMD" != ":" ]; then
  say "building in $APP_DIR"
  if [ "$(id -u)" = 0 ] && [ "$(stat -c %u "$APP_DIR")" != 0 ]; then
    (cd "$APP_DIR" && runuser -u "$(stat -c %U "$APP_DIR")" -- bash -c "$BUILD_CMD")
  else
    (cd "$APP_DIR" && bash -c "$BUILD_CMD")
  fi
fi

first=1
for port in $PORTS; do
  [ "$first" = 1 ] || sleep "$SETTLE_SECONDS"
  first=0
  say "port $port: restarting"
  started=$SECONDS
  bash -c "$(for_port "$RESTART_CMD" "$port")"
  wait_healthy "$port"
  say "port $port: healthy after $((SECONDS - started)) s"
done
say "done: $PORTS"
