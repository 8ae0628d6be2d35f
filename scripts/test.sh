#!/usr/bin/env bash
# Installs what the tests need and runs the whole suite: type-check, lint, unit tests, API tests on
# PGlite and on PostgreSQL, browser journeys in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium fonts-liberation)
if [ ${#missing[@]} -gt 0 ]; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi

# The API tests also run on the local PostgreSQL server.
if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi

npm ci --no-audit --no-fund
npm test
