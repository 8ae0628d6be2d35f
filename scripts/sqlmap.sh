#!/usr/bin/env bash
# SQL injection scan of the running product with sqlmap (Debian package: apt-get install sqlmap).
#
# Starts the server on a free loopback port with a fresh embedded database (PGlite) in a temporary
# folder, or on a fresh PostgreSQL database with --postgres (created and dropped here, on
# POSTGRES_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres). It signs a user up with
# curl, adds two transactions, signs the operator in, and runs sqlmap in batch mode against the
# parameterised endpoints listed in TARGETS below (query strings, path ids and JSON bodies), with the
# session cookie and a same-origin Origin header so the CSRF check lets the requests through.
# First, the same settings must find the injection in scripts/sqlmap-canary.ts (a deliberately flawed
# server on the same database engine): if they don't, the script stops, since a clean result would
# prove nothing.
#
# Prints one line per endpoint ("not injectable", or what sqlmap found) and exits non-zero if sqlmap
# identified any injection point or the server answered any probe with a 500.
#
# Usage: scripts/sqlmap.sh [--postgres]
# Environment: SQLMAP_LEVEL (default 3), SQLMAP_RISK (default 2), SQLMAP_THREADS (default 4),
#   SQLMAP_DBMS (default PostgreSQL, the only engine the product runs on; set empty to probe all),
#   SQLMAP_ONLY (a substring: run only the targets whose name contains it), KEEP=1 keeps the work folder.
# Not part of npm test: a full run takes about 10 minutes (docs/security.md has the figures).
set -euo pipefail
cd "$(dirname "$0")/.."

command -v sqlmap >/dev/null || { echo "sqlmap not found: apt-get install -y sqlmap" >&2; exit 2; }
command -v curl >/dev/null || { echo "curl not found" >&2; exit 2; }

LEVEL="${SQLMAP_LEVEL:-3}"
RISK="${SQLMAP_RISK:-2}"
THREADS="${SQLMAP_THREADS:-4}"
DBMS="${SQLMAP_DBMS-PostgreSQL}"
ONLY="${SQLMAP_ONLY:-}"
USE_POSTGRES=0
[[ "${1:-}" == "--postgres" ]] && USE_POSTGRES=1

WORK="$(mktemp -d "${TMPDIR:-/tmp}/tally-sqlmap.XXXXXX")"
PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
BASE="http://127.0.0.1:${PORT}"
ADMIN_USER="sqlmap-operator"
ADMIN_PASS="Sqlmap-Operator-$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')"
PG_ADMIN="${POSTGRES_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
PG_DB="tally_sqlmap_$(od -An -N4 -tx1 /dev/urandom | tr -d ' \n')"
SERVER_PID=""
CANARY_PID=""

cleanup() {
  if [[ -n "$CANARY_PID" ]]; then kill "$CANARY_PID" 2>/dev/null || true; fi
  if [[ -n "$SERVER_PID" ]]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
  if [[ "$USE_POSTGRES" == 1 ]]; then psql "$PG_ADMIN" -qc "drop database if exists ${PG_DB} with (force)" >/dev/null 2>&1 || true; fi
  if [[ "${KEEP:-}" == 1 ]]; then echo "work folder kept: $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

declare -a DB_ENV=(DATA_DIR="$WORK/db")
if [[ "$USE_POSTGRES" == 1 ]]; then
  psql "$PG_ADMIN" -qc "create database ${PG_DB}" >/dev/null
  DB_ENV=(DATABASE_URL="${PG_ADMIN%/*}/${PG_DB}")
  echo "database: PostgreSQL (${PG_DB})"
else
  echo "database: PGlite ($WORK/db)"
fi

env "${DB_ENV[@]}" PORT="$PORT" HOST=127.0.0.1 NODE_ENV=production LOG_LEVEL=warn BETA_SEATS=100000 \
  RATE_LIMIT_SCALE=1000000 PUBLIC_URL="$BASE" ADMIN_USERNAME="$ADMIN_USER" ADMIN_PASSWORD="$ADMIN_PASS" \
  node --no-regexp-tier-up --import tsx apps/server/src/main.ts >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 360); do
  curl -fs "$BASE/api/health" >/dev/null 2>&1 && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log"; exit 2; }
  sleep 0.5
done
curl -fs "$BASE/api/health" >/dev/null || { echo "server did not start" >&2; cat "$WORK/server.log"; exit 2; }
echo "server: $BASE"

ORIGIN="Origin: $BASE"
JSON="Content-Type: application/json"
PHONE="+1201$((RANDOM % 8 + 2))$(printf '%06d' $((RANDOM * 32 % 1000000)))"
PASSWORD="Sqlmap-Pass1"
cookie_from() { grep -i '^set-cookie: '"$1"'=' | head -1 | sed -E 's/^[Ss]et-[Cc]ookie: ([^;]*).*/\1/' | tr -d '\r'; }

SESSION="$(curl -fsS -D - -o "$WORK/register.json" -H "$ORIGIN" -H "$JSON" "$BASE/api/auth/register" \
  --data "{\"phoneNumber\":\"$PHONE\",\"name\":\"Scan Person\",\"email\":\"scan${PHONE:1}@example.com\",\"password\":\"$PASSWORD\"}" | cookie_from tally_session)"
[[ -n "$SESSION" ]] || { echo "sign-up gave no session cookie" >&2; exit 2; }
USER_ID="$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1],"utf8")).user.id)' "$WORK/register.json")"
new_transaction() {
  curl -fsS -H "$ORIGIN" -H "$JSON" -H "Cookie: $SESSION" "$BASE/api/transactions" \
    --data '{"type":"expense","amount":"12.50","currency":"USD","description":"Lunch","category":"Dining","tags":["work"],"transactionDate":"2026-01-15"}' |
    node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).id))'
}
TX_ID="$(new_transaction)"
DOOMED_ID="$(new_transaction)"
ADMIN_COOKIE="$(curl -fsS -D - -o /dev/null -H "$ORIGIN" -H "$JSON" "$BASE/api/admin/login" \
  --data "{\"username\":\"$ADMIN_USER\",\"password\":\"$ADMIN_PASS\"}" | cookie_from tally_admin)"
[[ -n "$ADMIN_COOKIE" ]] || { echo "operator sign-in gave no cookie" >&2; exit 2; }
echo "user $USER_ID, transactions $TX_ID and $DOOMED_ID, operator signed in"

# name | method | path (a * marks a path injection point) | JSON body or "" | parameters (-p) | cookie
TARGETS=(
  "list-transactions|GET|/api/transactions?period=all&type=expense&category=Dining&tag=work&categoryId=1&from=2026-01-01&to=2026-12-31&limit=50&offset=0||period,type,category,tag,categoryId,from,to,limit,offset|user"
  "dashboard|GET|/api/dashboard?period=month&userId=${USER_ID}||period,userId|user"
  "get-transaction|GET|/api/transactions/${TX_ID}*|||user"
  "update-transaction|PATCH|/api/transactions/${TX_ID}|{\"description\":\"Lunch\",\"category\":\"Dining\",\"amount\":\"12.50\",\"tags\":[\"work\"],\"transactionDate\":\"2026-01-15\"}|description,category,amount,tags,transactionDate|user"
  "delete-transaction|DELETE|/api/transactions/${DOOMED_ID}*|||user"
  "create-transaction|POST|/api/transactions|{\"type\":\"expense\",\"amount\":\"3.25\",\"currency\":\"USD\",\"description\":\"Coffee\",\"category\":\"Dining\",\"tags\":[\"morning\"],\"transactionDate\":\"2026-02-01\"}|type,amount,currency,description,category,tags,transactionDate|user"
  "chat|POST|/api/chat|{\"message\":\"spent 5 on coffee\"}|message|user"
  "create-category|POST|/api/categories|{\"name\":\"Hobbies\",\"type\":\"expense\"}|name,type|user"
  "login|POST|/api/auth/login|{\"phoneNumber\":\"${PHONE}\",\"password\":\"${PASSWORD}\"}|phoneNumber,password|none"
  "admin-login|POST|/api/admin/login|{\"username\":\"${ADMIN_USER}\",\"password\":\"${ADMIN_PASS}\"}|username,password|none"
  "admin-users|GET|/api/admin/users?page=1&sort=createdAt&order=desc||page,sort,order|admin"
  "admin-feedback|GET|/api/admin/feedback?page=1&status=all||page,status|admin"
)

# One sqlmap run: scan NAME BASE METHOD PATH BODY PARAMS COOKIE; sets RESULT and TOOK.
scan() {
  local name="$1" base="$2" method="$3" path="$4" body="$5" params="$6" cookie="$7"
  local args=(-u "$base$path" --method="$method" --batch --level="$LEVEL" --risk="$RISK" --threads="$THREADS"
    --output-dir="$WORK/out-$name" --flush-session --disable-coloring --ignore-code=400,401,404,409,422)
  [[ -n "$DBMS" ]] && args+=(--dbms="$DBMS")
  [[ -n "$params" ]] && args+=(-p "$params")
  # Same origin, so the CSRF check lets the writes through.
  if [[ -n "$body" ]]; then args+=(--data="$body" --headers="Origin: $base
$JSON"); else args+=(--headers="Origin: $base"); fi
  [[ -n "$cookie" ]] && args+=(--cookie="$cookie")
  local t0 code errors500
  t0=$(date +%s)
  set +e
  sqlmap "${args[@]}" >"$WORK/$name.log" 2>&1
  code=$?
  set -e
  TOOK=$(($(date +%s) - t0))
  errors500="$(grep -Eo '500 \(Internal Server Error\) - [0-9]+ times' "$WORK/$name.log" | grep -Eo '[0-9]+ times' | head -1 || true)"
  if grep -q 'identified the following injection point' "$WORK/$name.log"; then
    RESULT="INJECTABLE: $(grep -E '^Parameter: ' "$WORK/$name.log" | sort -u | tr '\n' ' ')"
  elif [[ -n "$errors500" ]]; then
    RESULT="server errors (500) on $errors500"
  elif grep -q 'all tested parameters do not appear to be injectable' "$WORK/$name.log"; then
    RESULT="not injectable"
  else
    RESULT="scan did not finish (sqlmap exit $code): $(grep -E '\[CRITICAL\]' "$WORK/$name.log" | tail -1)"
  fi
}

# The canary: the same settings must find the injection in a deliberately flawed server, or a clean
# result below would mean nothing.
node --import tsx scripts/sqlmap-canary.ts >"$WORK/canary.log" 2>&1 &
CANARY_PID=$!
for _ in $(seq 1 60); do grep -q 'canary listening' "$WORK/canary.log" && break; sleep 0.5; done
CANARY="http://127.0.0.1:$(grep -Eo '[0-9]+$' "$WORK/canary.log")"
for canary in "canary-query|GET|/api/canary?description=Lunch|" "canary-json|POST|/api/canary|{\"description\":\"Lunch\"}"; do
  IFS='|' read -r name method path body <<<"$canary"
  scan "$name" "$CANARY" "$method" "$path" "$body" description ""
  printf '%-20s %-6s %-40s %4ss  %s\n' "$name" "$method" "${path%%\?*}" "$TOOK" "$RESULT"
  if [[ "$RESULT" != INJECTABLE* ]]; then
    echo "the canary's injection was not found: these settings cannot be trusted" >&2
    exit 2
  fi
done
kill "$CANARY_PID"; wait "$CANARY_PID" 2>/dev/null || true
CANARY_PID=""

START=$(date +%s)
FAILED=0
for target in "${TARGETS[@]}"; do
  IFS='|' read -r name method path body params who <<<"$target"
  [[ -n "$ONLY" && "$name" != *"$ONLY"* ]] && continue
  case "$who" in
    user) cookie="$SESSION" ;;
    admin) cookie="$ADMIN_COOKIE" ;;
    *) cookie="" ;;
  esac
  scan "$name" "$BASE" "$method" "$path" "$body" "$params" "$cookie"
  [[ "$RESULT" == "not injectable" ]] || FAILED=1
  printf '%-20s %-6s %-40s %4ss  %s\n' "$name" "$method" "${path%%\?*}" "$TOOK" "$RESULT"
  [[ "${KEEP:-}" == 1 ]] && echo "  log: $WORK/$name.log"
done

if grep -Eq '"level":50|"statusCode":500' "$WORK/server.log"; then
  echo "server log has errors:"; grep -E '"level":50' "$WORK/server.log" | head -5
  FAILED=1
fi

echo
echo "sqlmap $(sqlmap --version 2>/dev/null | head -1), level $LEVEL, risk $RISK, dbms ${DBMS:-any}, $(($(date +%s) - START))s for the product's endpoints"
if [[ "$FAILED" == 1 ]]; then echo "RESULT: findings (see above)"; exit 1; fi
echo "RESULT: no endpoint injectable"
