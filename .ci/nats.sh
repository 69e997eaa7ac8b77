#!/usr/bin/env bash
# Makes a NATS server answer at 127.0.0.1:4222 for the cluster tests and prints its URL. Uses the
# one that already answers; otherwise installs Debian's nats-server (when missing) and starts it
# in the background (a session's processes end with it, so CI starts it every run).
set -euo pipefail
url=${CI_NATS_URL:-nats://127.0.0.1:4222}

answers() { (exec 3<>/dev/tcp/127.0.0.1/4222) 2>/dev/null; }

if ! answers; then
  if ! command -v nats-server > /dev/null; then
    echo "Installing Debian's nats-server for the cluster tests" >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nats-server > /dev/null
  fi
  nohup nats-server -a 127.0.0.1 -p 4222 > /tmp/lotwise-nats.log 2>&1 &
  for _ in $(seq 1 30); do answers && break; sleep 0.2; done
fi
answers || { echo "NATS does not answer at 127.0.0.1:4222" >&2; exit 1; }
echo "$url"
