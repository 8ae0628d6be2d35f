#!/usr/bin/env bash
# Installs, builds and starts the product on the embedded database (PGlite, data in ./data).
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
exec npm start
