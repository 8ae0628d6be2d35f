#!/usr/bin/env bash
# Installs, builds (web app and server) and starts the compiled server on the embedded database
# (PGlite, data in ./data). npm start execs the server, so Ctrl-C and SIGTERM reach it and it stops gracefully.
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
exec npm start
