#!/usr/bin/env bash
# Makes a PostgreSQL server answer at 127.0.0.1:5432 for the server suite's second run and
# prints its URL. Uses the one that already answers; otherwise installs Debian's postgresql
# (when missing) and starts its cluster. Tests create one database each on it.
set -euo pipefail
url=${CI_PG_URL:-postgres://postgres:postgres@127.0.0.1:5432/postgres}

answers() { (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; }
# Accepting connections, not only the port open: a server still starting up or recovering from a
# crash answers on its port but refuses every session ("the database system is starting up").
ready() {
  if command -v pg_isready > /dev/null; then pg_isready -q -h 127.0.0.1 -p 5432; else answers; fi
}

if ! answers; then
  if ! compgen -G '/usr/lib/postgresql/*/bin/postgres' > /dev/null; then
    echo "Installing Debian's postgresql for the server suite on PostgreSQL" >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql > /dev/null
  fi
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  pg_ctlcluster "$version" main start >&2 || true
fi
for _ in $(seq 1 60); do ready && break; sleep 1; done
# The local superuser gets the password the URL names (a no-op when it already has it).
if id postgres > /dev/null 2>&1; then
  password=$(node -e 'console.log(decodeURIComponent(new URL(process.argv[1]).password))' "$url")
  su postgres -c "psql -qtAc \"alter user postgres password '$password'\"" > /dev/null 2>&1 || true
fi
ready || { echo "PostgreSQL does not accept connections at 127.0.0.1:5432" >&2; exit 1; }
echo "$url"
