#!/usr/bin/env bash
# `npm run test:pg`: the stand-in's tests with its records on a Postgres server instead of the
# embedded PGlite (the same schema and queries through node-postgres; docs/mocks.md). With
# MOCK_TEST_DATABASE_URL set, that server (each test file makes a schema of its own); else a
# throwaway server started here from Debian's postgresql (apt-get install -y postgresql),
# listening on 127.0.0.1 and a free port, removed at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."
TESTS=(mocks/routes mocks/server mocks/db tests/integration/contract)

if [ -n "${MOCK_TEST_DATABASE_URL:-}" ]; then
  exec npx vitest run "${TESTS[@]}"
fi

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "test:pg needs a Postgres server: install Debian's (apt-get install -y postgresql) or set MOCK_TEST_DATABASE_URL" >&2
  exit 1
fi
dir=$(mktemp -d)
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
# Postgres refuses to run as root: as its own user then.
as=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$dir"
  as=(runuser -u postgres --)
fi
stop() {
  "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT
"${as[@]}" "$bin/initdb" -D "$dir/data" -A trust -U miao >/dev/null
"${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
MOCK_TEST_DATABASE_URL="postgres://miao@127.0.0.1:$port/postgres" npx vitest run "${TESTS[@]}"
