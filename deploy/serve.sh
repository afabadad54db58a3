#!/usr/bin/env bash
# The production recipe, one command (`npm run serve:prod`): Debian's nginx serving the
# build under /miao_web/ with the security headers, gzip and caching of
# deploy/renderNginxConf.ts, proxying /miao and /usee to the API host. With no
# MIAO_API_HOST the local stand-in answers behind it.
#
#   PORT=8080                 where nginx listens (127.0.0.1)
#   MIAO_API_HOST=https://…   a real API host instead of the stand-in
#   MIAO_PRODUCT_HOST=https://…  the product host (default: the API host)
#   SKIP_BUILD=1              serve the dist/ that is there
#   MIAO_SERVER_NAME=miao.example.com  serve only this name (other Hosts: 421)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT_DIR=$(pwd)

PORT=${PORT:-8080}
RUN_DIR=${NGINX_RUN_DIR:-$ROOT_DIR/deploy/run/$PORT}

if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  if [ "$(id -u)" = "0" ]; then
    echo "nginx is not installed: installing Debian's package"
    apt-get update >/dev/null && apt-get install -y nginx >/dev/null
  else
    echo "nginx is not installed: run 'sudo apt-get install -y nginx' and try again" >&2
    exit 1
  fi
fi
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

if [ "${SKIP_BUILD:-0}" != "1" ] || [ ! -f dist/index.html ]; then
  npm run build
fi

mkdir -p "$RUN_DIR/www" "$RUN_DIR/tmp"
ln -sfn "$ROOT_DIR/dist" "$RUN_DIR/www/miao_web"

pids=()
# A process and everything it started (npx → tsx → node for the stand-in): killing only the
# first would leave the stand-in running.
killtree() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null); do killtree "$child"; done
  kill -TERM "$1" 2>/dev/null || true
}
cleanup() {
  for pid in "${pids[@]}"; do killtree "$pid"; done
}
trap cleanup EXIT INT TERM

# WATCH_PID (the e2e suite's process): when it is gone, however it ended (a crash, a hang
# killed from outside), this recipe stops too, nginx and the stand-in with it: nothing is
# left running after a test run.
if [ -n "${WATCH_PID:-}" ]; then
  ( while kill -0 "$WATCH_PID" 2>/dev/null; do sleep 1; done; kill -TERM $$ 2>/dev/null ) &
  pids+=($!)
fi

if [ -n "${MIAO_API_HOST:-}" ]; then
  API_UPSTREAM=$MIAO_API_HOST
else
  API_PORT=${MOCK_PORT:-$((PORT + 1))}
  PORT=$API_PORT HOST=127.0.0.1 npx tsx mocks/server/http.ts &
  pids+=($!)
  API_UPSTREAM=http://127.0.0.1:$API_PORT
  for _ in $(seq 1 100); do
    if curl -fs "$API_UPSTREAM/mock/switches" >/dev/null 2>&1; then break; fi
    sleep 0.1
  done
fi

# Started by root, nginx's workers would run as `nobody`, who cannot read a checkout in a
# private folder (under /root, a mktemp -d): they run as the user who started the recipe.
NGINX_USER=
if [ "$(id -u)" = "0" ]; then NGINX_USER=$(id -un); fi

NGINX_LISTEN=127.0.0.1:$PORT NGINX_ROOT=$RUN_DIR/www NGINX_RUN_DIR=$RUN_DIR NGINX_USER=$NGINX_USER \
  NGINX_API_UPSTREAM=$API_UPSTREAM NGINX_PRODUCT_UPSTREAM=${MIAO_PRODUCT_HOST:-} \
  NGINX_SERVER_NAME=${MIAO_SERVER_NAME:-} \
  npx tsx deploy/renderNginxConf.ts >"$RUN_DIR/nginx.conf"
"$NGINX" -t -q -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf" 2>/dev/null || "$NGINX" -t -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf"

echo "Miao on http://127.0.0.1:$PORT/miao_web/ (nginx; API: $API_UPSTREAM)"
"$NGINX" -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf" &
pids+=($!)
wait -n
