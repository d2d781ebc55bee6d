#!/bin/bash
# bench/scale.sh: the cost of inserts as a table grows, by key, run by
# "bench/run scale" (and "make bench") inside a throwaway cluster whose
# shared_buffers is small (scripts/run starts it with BENCH_SHARED_BUFFERS,
# default 32MB), so that a random key's index outgrows it early; checkpoint
# settings are the defaults.  Random keys scatter index writes, each
# checkpoint cycle's first change to a page writes the whole page to WAL, and
# once the index outgrows memory every insert reads a page back: this
# samples those curves, and the right-edge contention of sequential keys
# when several sessions insert at once.
#
# One table per key (autovacuum off, a short text body): on 15 a bigint
# identity (the floor), uuid_generate_v7(), uuid_generate_v4() and core's
# gen_random_uuid(); on 18 and later the identity, our uuid_generate_v7(),
# core's uuidv7() and, where installed, pg_uuidv7's uuid_generate_v7().
# The tables grow together in BENCH_SCALE_STEPS steps (default 6), each
# doubling the size, up to BENCH_SCALE_ROWS rows (default 30,000,000).  At
# each step, with the keys in an order rotating from step to step and round
# to round, three measured phases:
#   batch   each key's table grows to the step's size by INSERT ... SELECT
#           FROM generate_series, BENCH_SCALE_BATCH rows a statement
#           (default 250,000)
#   1, 4    then, in BENCH_SCALE_ROUNDS rounds (default 2), each key's
#           single-row INSERTs by pgbench -f, 1 and then 4 sessions,
#           BENCH_SCALE_SECONDS seconds each (default 2), prepared, with
#           synchronous_commit BENCH_SCALE_SYNC (default off: here a WAL
#           flush takes about 2 ms, which would make every key's rate the
#           disk's); the rounds interleave the keys so that the machine's
#           load, which changes from second to second, weighs on all alike
# and then each index's size and leaf density (pgstatindex).  Per phase:
# rows per second, WAL bytes, full-page images (pg_stat_wal) and buffers
# read (pg_statio_user_tables) per row.  Prints the figures, the targets of
# issue 39 as PASS/MISS per size, and where version 4 parts from version 7;
# writes them as CSV to BENCH_SCALE_CSV (default log/scale-MAJOR.csv),
# which bench/scale.gp draws.  A smoke run (a minute or two):
# BENCH_SCALE_ROWS=400000 BENCH_SCALE_STEPS=3 BENCH_SCALE_ROUNDS=1
# BENCH_SCALE_SECONDS=1.
set -euo pipefail
cd "$(dirname "$0")/.."

rows=${BENCH_SCALE_ROWS:-30000000}
steps=${BENCH_SCALE_STEPS:-6}
batch=${BENCH_SCALE_BATCH:-250000}
seconds=${BENCH_SCALE_SECONDS:-2}
rounds=${BENCH_SCALE_ROUNDS:-2}
sync=${BENCH_SCALE_SYNC:-off}
major=$(psql -X -At -c "SELECT current_setting('server_version_num')::int / 10000")
csv=${BENCH_SCALE_CSV:-log/scale-$major.csv}
body="'a short body'"	# every row's text

# psql with the options of every call here; "$@" its arguments.
q() {
	psql -X -q -At -v ON_ERROR_STOP=1 "$@"
}

# Mark the $5 edge ("start" or "end") of round $4 of phase $3 of key $1
# at step $2: the counters then (scale_mark(), which waits for the phase's
# sessions to be gone and their statistics flushed).
mark() {
	q -c "SELECT scale_mark($1, $2, '$3', $4, '$5')" >/dev/null
}

q <<SQL
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS uuid9562;
CREATE EXTENSION IF NOT EXISTS pgstattuple;
DROP TABLE IF EXISTS scale_key, scale_mark, scale_index CASCADE;
CREATE TABLE scale_key (pos int PRIMARY KEY, key text, label text, coldef text);
INSERT INTO scale_key VALUES
	(1, 'identity', 'bigint identity', 'bigint GENERATED ALWAYS AS IDENTITY'),
	(2, 'v7', 'uuid_generate_v7()', 'uuid DEFAULT uuid_generate_v7()');
INSERT INTO scale_key
SELECT * FROM (VALUES
	(3, 'v4', 'uuid_generate_v4()', 'uuid DEFAULT uuid_generate_v4()'),
	(4, 'gen_random_uuid', 'gen_random_uuid() (core)', 'uuid DEFAULT gen_random_uuid()')) AS k
 WHERE $major < 18
UNION ALL
SELECT * FROM (VALUES
	(5, 'uuidv7', 'uuidv7() (core)', 'uuid DEFAULT uuidv7()'),
	(6, 'pg_uuidv7', 'pg_uuidv7 uuid_generate_v7()', 'uuid DEFAULT pguv7.uuid_generate_v7()')) AS k(pos, key)
 WHERE $major >= 18
   AND (key <> 'pg_uuidv7' OR EXISTS (SELECT FROM pg_available_extensions WHERE name = 'pg_uuidv7'));
SELECT 'CREATE SCHEMA IF NOT EXISTS pguv7; CREATE EXTENSION IF NOT EXISTS pg_uuidv7 SCHEMA pguv7'
 WHERE EXISTS (SELECT FROM scale_key WHERE key = 'pg_uuidv7') \gexec
SELECT format('DROP TABLE IF EXISTS scale_%s; '
              'CREATE TABLE scale_%s (id %s PRIMARY KEY, body text) WITH (autovacuum_enabled = off)',
              pos, pos, coldef)
  FROM scale_key \gexec

CREATE TABLE scale_mark (pos int, step int, phase text, round int, edge text, t float8, wal numeric,
                         fpi bigint, blks_read bigint, tup_ins bigint) WITH (autovacuum_enabled = off);
CREATE TABLE scale_index (pos int, step int, index_bytes bigint, leaf_density float8)
	WITH (autovacuum_enabled = off);

-- Record the counters of key p_pos's table at edge p_edge of round p_round
-- of phase p_phase of step p_step: the clock, the WAL insert position, full-page images
-- written, the table's and index's blocks read into shared buffers, rows
-- inserted.  Statistics reach shared memory when a session ends, so it
-- first waits (after reading the clock) until no other client session is
-- left in the database.
CREATE FUNCTION scale_mark(p_pos int, p_step int, p_phase text, p_round int, p_edge text) RETURNS void
LANGUAGE plpgsql AS \$\$
DECLARE
	t float8 := extract(epoch FROM clock_timestamp());
BEGIN
	LOOP
		PERFORM pg_stat_clear_snapshot();
		EXIT WHEN NOT EXISTS (SELECT FROM pg_stat_activity
							  WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()
								AND datname = current_database());
		PERFORM pg_sleep(0.01);
	END LOOP;
	INSERT INTO scale_mark
	SELECT p_pos, p_step, p_phase, p_round, p_edge, t, pg_current_wal_insert_lsn() - '0/0', w.wal_fpi,
		   s.heap_blks_read + s.idx_blks_read, u.n_tup_ins
	  FROM pg_stat_wal w, pg_statio_user_tables s JOIN pg_stat_user_tables u USING (relid)
	 WHERE s.relid = format('scale_%s', p_pos)::regclass;
END
\$\$;
SQL

keys=($(q -c "SELECT pos FROM scale_key ORDER BY pos"))
script=$(mktemp)
trap 'rm -f "$script" "$script.log"' EXIT
echo
echo "== Inserts as the table grows: PostgreSQL $major, up to $rows rows in $steps steps, keys:" \
	"$(q -c "SELECT string_agg(label, ', ' ORDER BY pos) FROM scale_key")"
q -c "SELECT 'shared_buffers ' || current_setting('shared_buffers') || ', max_wal_size '
              || current_setting('max_wal_size') || ', checkpoint_timeout '
              || current_setting('checkpoint_timeout') || ', synchronous_commit of the sessions $sync'"
start=$SECONDS
for ((step = 1; step <= steps; step++)); do
	t=$SECONDS
	size=$((rows >> (steps - step)))
	for ((i = 0; i < ${#keys[@]}; i++)); do
		k=${keys[$(((i + step) % ${#keys[@]}))]}
		have=$(q -c "SELECT n_tup_ins FROM pg_stat_user_tables WHERE relid = 'scale_$k'::regclass")
		[ "$have" -lt "$size" ] || continue
		mark "$k" "$step" batch 1 start
		for ((n = size - have; n > 0; n -= batch)); do
			echo "INSERT INTO scale_$k (body) SELECT $body FROM generate_series(1, $((n < batch ? n : batch)));"
		done | q
		mark "$k" "$step" batch 1 end
	done
	for ((r = 1; r <= rounds; r++)); do
		for ((i = 0; i < ${#keys[@]}; i++)); do
			k=${keys[$(((i + step + r) % ${#keys[@]}))]}
			echo "INSERT INTO scale_$k (body) VALUES ($body);" >"$script"
			for c in 1 4; do
				mark "$k" "$step" "$c" "$r" start
				PGOPTIONS="-c synchronous_commit=$sync" pgbench -n -M prepared -c "$c" -j "$((c < 2 ? c : 2))" \
					-T "$seconds" -f "$script" >"$script.log" 2>&1 || { cat "$script.log"; exit 1; }
				mark "$k" "$step" "$c" "$r" end
			done
		done
	done
	q -c "INSERT INTO scale_index SELECT pos, $step, pg_relation_size(i), (pgstatindex(i)).avg_leaf_density
	        FROM scale_key, CAST(format('scale_%s_pkey', pos) AS regclass) AS i"
	echo "step $step: $size rows, $((SECONDS - t)) s"
done
echo "all steps: $((SECONDS - start)) s"

mkdir -p "$(dirname "$csv")"
q -P footer=off <<SQL
\pset format aligned
\pset tuples_only off
-- Each phase's figures per row, its rounds summed.
CREATE TEMP VIEW phase AS
SELECT $major AS major, k.pos, k.key, k.label, s.phase, s.step, max(e.tup_ins) AS table_rows,
       sum(e.tup_ins - s.tup_ins) AS rows, sum(e.t - s.t) AS secs,
       sum(e.tup_ins - s.tup_ins) / sum(e.t - s.t) AS rows_per_s,
       sum(e.wal - s.wal) / sum(e.tup_ins - s.tup_ins) AS wal_per_row,
       sum(e.fpi - s.fpi)::float8 / sum(e.tup_ins - s.tup_ins) AS fpi_per_row,
       sum(e.blks_read - s.blks_read)::float8 / sum(e.tup_ins - s.tup_ins) AS reads_per_row,
       i.index_bytes, i.leaf_density
  FROM scale_mark s JOIN scale_mark e USING (pos, step, phase, round) JOIN scale_key k USING (pos)
  JOIN scale_index i USING (pos, step)
 WHERE s.edge = 'start' AND e.edge = 'end'
 GROUP BY k.pos, k.key, k.label, s.phase, s.step, i.index_bytes, i.leaf_density;
-- The same against the identity's in the same step.
CREATE TEMP VIEW vs AS
SELECT p.*, p.rows_per_s / b.rows_per_s AS rows_x_id, p.wal_per_row / b.wal_per_row AS wal_x_id
  FROM phase p JOIN phase b ON b.step = p.step AND b.phase = p.phase AND b.key = 'identity';

\copy (SELECT major, key, label, CASE phase WHEN 'batch' THEN 'batch' ELSE phase || ' sessions' END AS phase, step, table_rows, rows, round(secs::numeric, 3) AS seconds, round(rows_per_s::numeric, 1) AS rows_per_s, round(wal_per_row, 1) AS wal_bytes_per_row, round(fpi_per_row::numeric, 4) AS fpi_per_row, round(reads_per_row::numeric, 4) AS reads_per_row, index_bytes, round(leaf_density::numeric, 1) AS leaf_density FROM phase ORDER BY major, pos, phase, step) TO '$csv' WITH (FORMAT csv, HEADER, FORCE_QUOTE (label))

SELECT CASE phase WHEN 'batch' THEN 'batch' ELSE phase || ' sess.' END AS phase,
       round(table_rows / 1e6, 2) AS "M rows", label AS key, round(rows_per_s) AS "rows/s",
       round(rows_x_id::numeric, 2) AS "x id", round(wal_per_row, 1) AS "WAL B/row",
       round(wal_x_id::numeric, 2) AS "x id", round(fpi_per_row::numeric, 4) AS "FPI/row",
       round(reads_per_row::numeric, 4) AS "reads/row", round(index_bytes / 1048576.0, 1) AS "index MB",
       round(leaf_density::numeric, 1) AS "leaf %"
  FROM vs ORDER BY phase = 'batch' DESC, phase, step, pos;

\echo 'Targets: uuid_generate_v7() at least 0.8x the identity rows/s and at most 1.2x its WAL per row'
SELECT phase || ' sess.' AS phase, round(table_rows / 1e6, 2) AS "M rows",
       round(rows_x_id::numeric, 2) AS "rows/s x id",
       CASE WHEN rows_x_id >= 0.8 THEN 'PASS' ELSE 'MISS' END AS ">= 0.8",
       round(wal_x_id::numeric, 2) AS "WAL/row x id",
       CASE WHEN wal_x_id <= 1.2 THEN 'PASS' ELSE 'MISS' END AS "<= 1.2"
  FROM vs WHERE key = 'v7' AND phase <> 'batch' ORDER BY phase, step;

\echo 'Where the random keys part from uuid_generate_v7(): the size from which on their rows/s stay below 0.8x'
WITH r AS (
	SELECT r.phase, r.pos, r.label, r.table_rows,
	       bool_and(r.rows_per_s < 0.8 * s.rows_per_s)
	           OVER (PARTITION BY r.phase, r.pos ORDER BY r.step DESC) AS below_from_here
	  FROM phase r JOIN phase s ON s.step = r.step AND s.phase = r.phase AND s.key = 'v7'
	 WHERE r.key IN ('v4', 'gen_random_uuid')
)
SELECT CASE phase WHEN 'batch' THEN 'batch' ELSE phase || ' sess.' END AS phase, label AS key,
       coalesce(min(round(table_rows / 1e6, 2)) FILTER (WHERE below_from_here)::text,
                'not up to ' || round(max(table_rows) / 1e6, 2)) AS "M rows"
  FROM r GROUP BY phase, pos, label ORDER BY phase = 'batch' DESC, phase, pos;
SQL
echo "CSV: $csv"
