#!/usr/bin/env bash
# Several providers on one machine, as they run on several (docs/deploy.md): a PostgreSQL for the
# accounts, two provider processes sharing it and one data folder (the trade and statistics files,
# export files, the mail outbox), and Debian's nginx in front at one address, spreading the calls
# over both. With demo data. Ctrl-C stops everything; the data stays for the next run.
# Installs what it needs first (Node 24 and pnpm, the workspace, and PostgreSQL and nginx with
# apt-get when missing).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$PORTOLAN_ROOT"
install_deps
ensure_postgresql
ensure_nginx

ADDRESS_PORT="${PORTOLAN_CLUSTER_PORT:-8080}"
read -r -a PROVIDER_PORTS <<< "${PORTOLAN_CLUSTER_PROVIDER_PORTS:-8081 8082}"
DATA="${PORTOLAN_DATA_DIR:-$PORTOLAN_ROOT/.data/cluster}"
# PostgreSQL's files belong to the user that runs it (not root): outside the work tree, which that
# user may not be able to enter.
PG_DIR="${PORTOLAN_CLUSTER_PG_DIR:-/var/tmp/portolan-cluster-$(id -u)/postgres}"
PG_PORT="${PORTOLAN_CLUSTER_PG_PORT:-5433}"
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
mkdir -p "$DATA" "$(dirname "$PG_DIR")"

as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pids=()
stop_all() {
  trap - EXIT INT TERM
  echo "cluster: stopping" >&2
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait "${pids[@]}" 2>/dev/null || true
  [ -f "$DATA/nginx/nginx.pid" ] && kill "$(cat "$DATA/nginx/nginx.pid")" 2>/dev/null || true
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR" -m fast -w stop >/dev/null 2>&1 || true
}
trap stop_all EXIT INT TERM

if [ ! -f "$PG_DIR/PG_VERSION" ]; then
  echo "cluster: a new PostgreSQL in $PG_DIR" >&2
  mkdir -p "$PG_DIR"
  if [ "$(id -u)" -eq 0 ]; then chown postgres: "$PG_DIR" "$(dirname "$PG_DIR")"; fi
  as_pg "$PG_BIN/initdb" -D "$PG_DIR" -A trust -U portolan -E UTF8 --no-locale >/dev/null
fi
as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR" -l "$PG_DIR/../postgres.log" -w \
  -o "-p $PG_PORT -k $(dirname "$PG_DIR") -c listen_addresses=127.0.0.1" start >/dev/null
as_pg "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U portolan -d postgres -tAc \
  "SELECT 1 FROM pg_database WHERE datname = 'portolan'" | grep -q 1 ||
  as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U portolan portolan

echo "cluster: building the site (ui/dist)" >&2
pnpm --dir ui run build >&2

export PORTOLAN_DATABASE_URL="postgres://portolan@127.0.0.1:$PG_PORT/portolan"
export PORTOLAN_DATA_DIR="$DATA"
export PORTOLAN_PUBLIC_ORIGIN="http://127.0.0.1:$ADDRESS_PORT"
# The providers believe X-Forwarded-For from nginx only (per-address limits see the real client).
export PORTOLAN_TRUSTED_PROXIES="127.0.0.1"
export PORTOLAN_DEMO_MODE="${PORTOLAN_DEMO_MODE:-true}"

start_provider() {
  local port="$1"
  PORTOLAN_PORT="$port" node server/src/main.ts > "$DATA/provider-$port.log" 2>&1 &
  pids+=("$!")
  for _ in $(seq 1 240); do
    if curl -fs -o /dev/null "http://127.0.0.1:$port/public/overseas/packages"; then return 0; fi
    if ! kill -0 "${pids[-1]}" 2>/dev/null; then cat "$DATA/provider-$port.log" >&2; return 1; fi
    sleep 0.5
  done
  echo "cluster: the provider on $port did not start (log: $DATA/provider-$port.log)" >&2
  return 1
}
# One at a time: the first loads the demo data, the second finds it there.
for port in "${PROVIDER_PORTS[@]}"; do
  echo "cluster: provider on 127.0.0.1:$port" >&2
  start_provider "$port"
done

mkdir -p "$DATA/nginx"
{
  echo "pid $DATA/nginx/nginx.pid;"
  # Run as root, nginx's workers would become nobody, who may not write its folders here.
  if [ "$(id -u)" -eq 0 ]; then echo "user root;"; fi
  echo "error_log $DATA/nginx/error.log;"
  echo "events {}"
  echo "http {"
  echo "  access_log $DATA/nginx/access.log;"
  echo "  client_body_temp_path $DATA/nginx/body; proxy_temp_path $DATA/nginx/proxy;"
  echo "  upstream portolan {"
  for port in "${PROVIDER_PORTS[@]}"; do echo "    server 127.0.0.1:$port;"; done
  echo "  }"
  echo "  server {"
  echo "    listen 127.0.0.1:$ADDRESS_PORT;"
  echo "    client_max_body_size 20m;"
  echo "    location / {"
  echo "      proxy_pass http://portolan;"
  echo "      proxy_http_version 1.1;"
  echo "      proxy_set_header Host \$host:\$server_port;"
  echo "      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;"
  echo "      proxy_set_header X-Forwarded-Proto \$scheme;"
  echo "    }"
  echo "  }"
  echo "}"
} > "$DATA/nginx/nginx.conf"
nginx -c "$DATA/nginx/nginx.conf" -p "$DATA/nginx" -g "daemon off;" &
pids+=("$!")

echo "Portolan (two providers behind nginx, accounts on PostgreSQL) is running at $PORTOLAN_PUBLIC_ORIGIN"
echo "providers: ${PROVIDER_PORTS[*]}; data: $DATA; PostgreSQL: $PORTOLAN_DATABASE_URL; Ctrl-C stops it"
wait -n "${pids[@]}"
