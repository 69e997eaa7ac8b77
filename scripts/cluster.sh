#!/usr/bin/env bash
# One command for a local cluster (issue 22): PostgreSQL and NATS (started as CI starts them),
# the build, three nodes on ports 8081–8083 and HAProxy in front at http://localhost:8080.
# Ctrl-C stops the nodes and HAProxy. `npm run cluster`.
set -euo pipefail
cd "$(dirname "$0")/.."

pg_base=$(bash .ci/postgres.sh)
nats_url=$(bash .ci/nats.sh)
bash .ci/haproxy.sh
# One database for the cluster, created once.
db_url=$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/lotwise_cluster"; console.log(u.toString())' "$pg_base")
node -e '
  const pg = require("pg");
  const c = new pg.Client({ connectionString: process.argv[1] });
  c.connect().then(async () => {
    const r = await c.query("select 1 from pg_database where datname = $1", ["lotwise_cluster"]);
    if (!r.rowCount) await c.query("create database lotwise_cluster");
    await c.end();
  });
' "$pg_base"

[ -f dist/server/src/server/main.js ] || npm run build

pids=()
stop() {
  kill "${pids[@]}" 2> /dev/null || true
  wait 2> /dev/null || true
}
trap stop EXIT INT TERM

# The first node migrates and seeds the database; the others start once it answers.
for n in 1 2 3; do
  mkdir -p "data/cluster/node$n"
  DATABASE_URL="$db_url" NATS_URL="$nats_url" NODE_ID="node$n" PORT=$((8080 + n)) HOST=127.0.0.1 \
    DATA_DIR="data/cluster/node$n" TRUST_PROXY=127.0.0.1 node --enable-source-maps dist/server/src/server/main.js &
  pids+=($!)
  for _ in $(seq 1 120); do
    curl -sf "http://127.0.0.1:$((8080 + n))/api/basicSet/getBasicInfo" > /dev/null && break
    sleep 0.5
  done
done
haproxy -f deploy/haproxy.cfg &
pids+=($!)
echo "Lotwise cluster: http://localhost:8080 (nodes on 8081, 8082, 8083). Ctrl-C stops it."
# A node that dies leaves the others running (that is the point); Ctrl-C stops them all.
wait
