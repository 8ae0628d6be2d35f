#!/usr/bin/env bash
# Installs what the tests need and runs the whole suite: type-check, lint, unit tests, API tests on
# PGlite and on PostgreSQL (and LibreOffice reading exported workbooks, HAProxy in front of two server
# processes), browser journeys in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium fonts-liberation)
# HAProxy balances two real server processes in the several-instances test (Debian puts it in /usr/sbin).
command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
# Info-ZIP's unzip reads the workbooks' zip container back in its unit test; chrt (util-linux) puts
# the export worker at SCHED_IDLE.
command -v unzip >/dev/null 2>&1 || missing+=(unzip)
command -v chrt >/dev/null 2>&1 || missing+=(util-linux)
if [ ${#missing[@]} -gt 0 ]; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi

# LibreOffice opens the exported workbooks in the export tests (about 30 s to install, without the
# recommended extras); the tests say they are skipped when soffice is missing.
if ! command -v soffice >/dev/null 2>&1; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends libreoffice-calc-nogui
fi

# The shared (Redis) limiter's tests use the machine's local Redis when it runs; start it if it is installed.
if command -v redis-server >/dev/null 2>&1 && ! redis-cli -h 127.0.0.1 ping >/dev/null 2>&1; then
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null || true
fi

# The API tests also run on the local PostgreSQL server.
if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi

npm ci --no-audit --no-fund
npm test
