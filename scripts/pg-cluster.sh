#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on a free loopback port, for the API tests.
#   scripts/pg-cluster.sh start DIR   -> prints the DATABASE_URL
#   scripts/pg-cluster.sh stop DIR
set -euo pipefail
cmd=${1:?start|stop}
dir=${2:?cluster directory}

bin_of() {
  command -v "$1" 2>/dev/null && return
  ls -d /usr/lib/postgresql/*/bin/"$1" 2>/dev/null | sort -V | tail -n 1
}
initdb=$(bin_of initdb)
pg_ctl=$(bin_of pg_ctl)
[ -n "$initdb" ] && [ -n "$pg_ctl" ] || { echo "PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2; exit 1; }

# initdb refuses to run as root: run the cluster as the postgres (or nobody) user.
as_user=()
if [ "$(id -u)" = 0 ]; then
  user=postgres; id "$user" >/dev/null 2>&1 || user=nobody
  as_user=(runuser -u "$user" --)
fi

case "$cmd" in
  start)
    rm -rf "$dir"; mkdir -p "$dir"
    [ ${#as_user[@]} -gt 0 ] && chown "${as_user[2]}" "$dir"
    port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
    "${as_user[@]}" "$initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
      || "${as_user[@]}" "$initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C >"$dir/initdb.log" 2>&1
    "${as_user[@]}" "$pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -d "$dir/data" ] && "${as_user[@]}" "$pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start|stop DIR" >&2; exit 2 ;;
esac
