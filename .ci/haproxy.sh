#!/usr/bin/env bash
# Makes sure Debian's HAProxy is installed: the load balancer of the local cluster
# (scripts/cluster.sh) and of the cluster's browser test (tests/e2e-cluster), which start it
# themselves with their own configuration.
set -euo pipefail
if ! command -v haproxy > /dev/null; then
  echo "Installing Debian's haproxy for the cluster" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy > /dev/null
fi
