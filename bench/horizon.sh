#!/bin/bash
# bench/horizon.sh: the cost of one uuid_v7_horizon() call (bench/horizon.sql)
# with no other connection, with 100 idle ones, then with 100 more each in a
# transaction (idle in transaction: every one of them a start the horizon
# must read; running queries would take the 2 cores the timing needs).  Run
# by bench/run inside a throwaway cluster (PGHOST, PGPORT, PGUSER set) whose
# max_connections allows 210 connections.  The connections are psql
# processes that this script starts and ends (at most BENCH_HORIZON_HOLD
# seconds each, default 120).  BENCH_HORIZON_CALLS calls (default 2,000)
# for BENCH_ROUNDS rounds (default 5).
set -euo pipefail
cd "$(dirname "$0")/.."

hold=${BENCH_HORIZON_HOLD:-120}
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done' EXIT

psql -X -q -v ON_ERROR_STOP=1 -c 'CREATE EXTENSION IF NOT EXISTS uuid9562'
db=$(psql -XAtq -c 'SELECT current_database()')

# Open $1 connections to this database, each running "$2" (a statement or
# empty) and then holding the connection for $hold seconds; wait until the
# server counts $3 connections of this database besides the caller's.
open_connections() {
	local n=$1 sql=$2 want=$3
	for _ in $(seq "$n"); do
		if [ -n "$sql" ]; then
			psql -X -q -c "$sql" -c "\\! sleep $hold" >/dev/null 2>&1 &
		else
			psql -X -q -c "\\! sleep $hold" >/dev/null 2>&1 &
		fi
		pids+=($!)
	done
	for _ in $(seq 300); do
		[ "$(psql -XAtq -c "SELECT count(*) FROM pg_stat_activity WHERE datname = '$db' AND pid <> pg_backend_pid()")" -ge "$want" ] && return 0
		sleep 0.1
	done
	echo "bench/horizon.sh: $want connections did not open" >&2
	return 1
}

run() {
	psql -X -q -v ON_ERROR_STOP=1 -v load="$1" -v calls="${BENCH_HORIZON_CALLS:-2000}" \
		-v rounds="${BENCH_ROUNDS:-5}" -f bench/horizon.sql
}

run "uuid_v7_horizon(): no other connection"
open_connections 100 '' 100
run "uuid_v7_horizon(): 100 idle connections"
open_connections 100 'BEGIN' 200
run "uuid_v7_horizon(): 100 idle connections and 100 in a transaction"
