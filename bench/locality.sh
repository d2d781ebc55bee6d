#!/bin/bash
# bench/locality.sh: the index-locality measurements of the time order, run
# by "bench/run locality" (and "make bench") inside a throwaway cluster whose
# shared_buffers is small (scripts/run starts it with BENCH_SHARED_BUFFERS,
# default 32MB), so that the random version 4 index does not fit in memory and
# full-page writes after each checkpoint count.  Checkpoint settings are the
# defaults.  Prints a table of figures and PASS/MISS per target of issue 5.
#
#   1. inserts: LOCALITY_ROWS rows in batches of LOCALITY_BATCH, one commit
#      each, into tables keyed by bigint identity, uuid_generate_v7(),
#      uuid_generate_v4(), uuid_generate_v1() in the native order and
#      uuid_generate_v1() under a uuid_time_ops unique index: elapsed time,
#      WAL bytes, index size, leaf density; and, for reference, version 1
#      values spread over SPREAD_HOURS hours (default 24) in both orders;
#      LOCALITY_ROUNDS rounds (default 3) in rotating order, medians
#   2. sorting: SORT_ROWS version 1 values stored in random order, ORDER BY
#      id USING ~<~ against the native ORDER BY id (and CREATE INDEX with
#      either), SORT_ROUNDS rounds, medians
#   3. range scan: a one-hour window over RANGE_ROWS version 7 rows spread
#      over RANGE_HOURS hours, bounded with uuid_v7_floor(), by btree and by
#      BRIN: plan and fraction of the table's pages read
#
# Every size can be overridden from the environment for a quick smoke run,
# e.g. LOCALITY_ROWS=30000 LOCALITY_BATCH=10000 SORT_ROWS=50000
# RANGE_ROWS=50000 bench/run locality.  V1_EXPR replaces the version 1
# generator (default uuid_generate_v1()).
set -euo pipefail
cd "$(dirname "$0")/.."

rows=${LOCALITY_ROWS:-3000000}
batch=${LOCALITY_BATCH:-100000}
rounds=${LOCALITY_ROUNDS:-3}
sort_rows=${SORT_ROWS:-5000000}
sort_rounds=${SORT_ROUNDS:-3}
range_rows=${RANGE_ROWS:-5000000}
range_hours=${RANGE_HOURS:-1000}
v1_expr=${V1_EXPR:-uuid_generate_v1()}
spread_hours=${SPREAD_HOURS:-24}

psql -X -q -v ON_ERROR_STOP=1 \
	-v rows="$rows" -v batch="$batch" -v rounds="$rounds" \
	-v sort_rows="$sort_rows" -v sort_rounds="$sort_rounds" \
	-v range_rows="$range_rows" -v range_hours="$range_hours" \
	-v v1_expr="$v1_expr" -v spread_hours="$spread_hours" <<'SQL'
SET client_min_messages = warning;
SET jit = off;
SET max_parallel_workers_per_gather = 0;
SET max_parallel_maintenance_workers = 0;
\pset footer off

CREATE EXTENSION IF NOT EXISTS uuid9562;
CREATE EXTENSION IF NOT EXISTS pgstattuple;

SELECT set_config('bench.v1_expr', :'v1_expr', false) \gset
DROP TABLE IF EXISTS bench_locality, bench_locality_runs, bench_locality_case, bench_sort_times;
CREATE TABLE bench_locality_runs (pos int, label text, secs float8, wal_bytes numeric,
                                  index_bytes bigint, leaf_density float8);

-- One insert case into an existing empty table whose key column has a
-- default (or whose keys are key_expr over the row number g) and whose index
-- is idx: checkpoint, insert total rows in batches of batch_size, one
-- transaction each, and record elapsed time, WAL bytes, final index size and
-- leaf density.
CREATE PROCEDURE pg_temp.insert_case(pos int, label text, tbl regclass, idx regclass,
                                     total int, batch_size int, key_expr text DEFAULT NULL)
LANGUAGE plpgsql AS $$
DECLARE
	done int := 0;
	lsn0 pg_lsn;
	t0 timestamptz;
	secs float8;
	wal numeric;
BEGIN
	CHECKPOINT;
	COMMIT;
	lsn0 := pg_current_wal_lsn();
	t0 := clock_timestamp();
	WHILE done < total LOOP
		IF key_expr IS NULL THEN
			EXECUTE format('INSERT INTO %s (n) SELECT g FROM generate_series(%s, %s) AS g',
						   tbl, done + 1, least(done + batch_size, total));
		ELSE
			EXECUTE format('INSERT INTO %s (id, n) SELECT %s, g FROM generate_series(%s, %s) AS g',
						   tbl, key_expr, done + 1, least(done + batch_size, total));
		END IF;
		done := done + batch_size;
		COMMIT;
	END LOOP;
	secs := extract(epoch FROM clock_timestamp() - t0);
	wal := pg_wal_lsn_diff(pg_current_wal_lsn(), lsn0);
	INSERT INTO bench_locality_runs
		VALUES (pos, label, secs, wal, pg_relation_size(idx), (pgstatindex(idx)).avg_leaf_density);
	COMMIT;
END
$$;

\echo
\echo '== 1. Insert locality:' :rows 'rows in batches of' :batch', median of' :rounds 'rounds'
SELECT current_setting('shared_buffers') AS shared_buffers,
       current_setting('max_wal_size') AS max_wal_size,
       current_setting('checkpoint_timeout') AS checkpoint_timeout,
       current_setting('full_page_writes') AS full_page_writes;

-- Version 1 values of a long-running ingestion, simulated: the same number
-- of values spread evenly over spread_hours hours (built in SQL, which costs
-- the same in both cases).  One session of real inserts lasts less than the
-- 429.5 s in which the low 32 bits of the 100 ns clock, which the native
-- order compares first, wrap around; over hours they wrap many times and
-- the native order scatters the inserts.
SELECT format($$(SELECT (substr(t, 8, 8) || '-' || substr(t, 4, 4) || '-1' || substr(t, 1, 3)
                   || '-8' || substr(h, 1, 3) || '-' || substr(h, 4, 12))::uuid
           FROM (SELECT lpad(to_hex(%s + g::bigint * %s), 15, '0') AS t, md5(g::text) AS h) AS s)$$,
              (extract(epoch FROM timestamptz '2025-01-01 00:00:00+00') * 10000000)::bigint
                + 122192928000000000,
              (:spread_hours::bigint * 36000000000) / :rows) AS spread_expr \gset

-- The cases: the table loc (created by ddl, autovacuum off, dropped after
-- each run), its index, and the expression of its keys (NULL: the
-- column's default).  A primary key takes the default operator class only,
-- hence unique indexes for uuid_time_ops.
CREATE TABLE bench_locality_case (pos int, label text, ddl text, idx text, key_expr text);
INSERT INTO bench_locality_case VALUES
	(1, 'bigint identity',
	 'CREATE TABLE loc (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, n int)', 'loc_pkey', NULL),
	(2, 'uuid_generate_v7()',
	 'CREATE TABLE loc (id uuid DEFAULT uuid_generate_v7() PRIMARY KEY, n int)', 'loc_pkey', NULL),
	(3, 'uuid_generate_v4()',
	 'CREATE TABLE loc (id uuid DEFAULT uuid_generate_v4() PRIMARY KEY, n int)', 'loc_pkey', NULL),
	(4, 'v1, native order',
	 format('CREATE TABLE loc (id uuid DEFAULT %s PRIMARY KEY, n int)', :'v1_expr'), 'loc_pkey', NULL),
	(5, 'v1, uuid_time_ops',
	 format('CREATE TABLE loc (id uuid NOT NULL DEFAULT %s, n int); '
	        'CREATE UNIQUE INDEX loc_key ON loc (id uuid_time_ops)', :'v1_expr'), 'loc_key', NULL),
	(6, 'v1 over ' || :spread_hours || ' h, native',
	 'CREATE TABLE loc (id uuid PRIMARY KEY, n int)', 'loc_pkey', :'spread_expr'),
	(7, 'v1 over ' || :spread_hours || ' h, uuid_time_ops',
	 'CREATE TABLE loc (id uuid NOT NULL, n int); '
	 'CREATE UNIQUE INDEX loc_key ON loc (id uuid_time_ops)', 'loc_key', :'spread_expr');

-- Every case once per round, each round starting one case later, so that
-- no case always follows the same one; the machine is shared, so single
-- runs are noisy and the medians are reported.
SELECT set_config('bench.rows', :'rows', false), set_config('bench.batch', :'batch', false),
       set_config('bench.rounds', :'rounds', false) \gset
DO $$
DECLARE
	n int := (SELECT count(*) FROM bench_locality_case);
	c record;
BEGIN
	FOR r IN 1 .. current_setting('bench.rounds')::int LOOP
		FOR k IN 0 .. n - 1 LOOP
			SELECT * INTO c FROM bench_locality_case ORDER BY pos OFFSET (k + r) % n LIMIT 1;
			EXECUTE c.ddl;
			ALTER TABLE loc SET (autovacuum_enabled = off);
			COMMIT;
			CALL pg_temp.insert_case(c.pos, c.label, 'loc', c.idx::regclass,
									 current_setting('bench.rows')::int,
									 current_setting('bench.batch')::int, c.key_expr);
			DROP TABLE loc;
			COMMIT;
		END LOOP;
	END LOOP;
END
$$;

CREATE TABLE bench_locality AS
SELECT pos, label,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY secs) AS secs,
       (percentile_cont(0.5) WITHIN GROUP (ORDER BY wal_bytes))::numeric AS wal_bytes,
       (percentile_cont(0.5) WITHIN GROUP (ORDER BY index_bytes))::bigint AS index_bytes,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY leaf_density) AS leaf_density
  FROM bench_locality_runs GROUP BY pos, label;

SELECT l.label AS "key",
       round(l.secs::numeric, 2) AS "time s",
       round(l.wal_bytes / 1048576, 1) AS "WAL MB",
       round(l.index_bytes / 1048576.0, 1) AS "index MB",
       round(l.leaf_density::numeric, 1) AS "leaf density %",
       round((l.secs / b.secs)::numeric, 2) AS "time x bigint",
       round(l.wal_bytes / b.wal_bytes, 2) AS "WAL x bigint",
       round(l.index_bytes::numeric / b.index_bytes, 2) AS "index x bigint",
       round((l.secs / s.secs)::numeric, 2) AS "time x v7",
       round(l.wal_bytes / s.wal_bytes, 2) AS "WAL x v7",
       round(l.index_bytes::numeric / s.index_bytes, 2) AS "index x v7"
  FROM bench_locality l,
       (SELECT * FROM bench_locality WHERE pos = 1) b,
       (SELECT * FROM bench_locality WHERE pos = 2) s
 ORDER BY l.pos;

SELECT CASE WHEN pg_size_bytes(current_setting('shared_buffers')) < index_bytes
            THEN 'shared_buffers ' || current_setting('shared_buffers') || ' < final v4 index '
                 || pg_size_pretty(index_bytes) || ': as required'
            ELSE 'WARNING: shared_buffers ' || current_setting('shared_buffers')
                 || ' is not smaller than the final v4 index ' || pg_size_pretty(index_bytes)
                 || ', so the figures understate locality' END AS "precondition"
  FROM bench_locality WHERE pos = 3;

-- The targets of issue 5, bigint being the limit.
WITH c AS (
	SELECT max(secs) FILTER (WHERE pos = 1) AS b_secs,
	       max(wal_bytes) FILTER (WHERE pos = 1) AS b_wal,
	       max(index_bytes) FILTER (WHERE pos = 1) AS b_index,
	       max(secs) FILTER (WHERE pos = 2) AS v7_secs,
	       max(wal_bytes) FILTER (WHERE pos = 2) AS v7_wal,
	       max(index_bytes) FILTER (WHERE pos = 2) AS v7_index,
	       max(index_bytes) FILTER (WHERE pos = 3) AS v4_index,
	       max(secs) FILTER (WHERE pos = 5) AS v1t_secs,
	       max(wal_bytes) FILTER (WHERE pos = 5) AS v1t_wal,
	       max(index_bytes) FILTER (WHERE pos = 5) AS v1t_index
	  FROM bench_locality
)
SELECT t.target, round(t.ratio::numeric, 2) AS ratio, t.lim AS "at most",
       CASE WHEN t.ratio <= t.lim THEN 'PASS' ELSE 'MISS' END AS result
  FROM c, LATERAL (VALUES
	('v7 insert time / bigint', v7_secs / b_secs, 1.25),
	('v7 index size / bigint', v7_index::float8 / b_index, 1.45),
	('v7 index size / v4', v7_index::float8 / v4_index, 0.80),
	('v7 WAL / bigint', (v7_wal / b_wal)::float8, 1.15),
	('v1 uuid_time_ops insert time / v7', v1t_secs / v7_secs, 1.15),
	('v1 uuid_time_ops index size / v7', v1t_index::float8 / v7_index, 1.15),
	('v1 uuid_time_ops WAL / v7', (v1t_wal / v7_wal)::float8, 1.15)
  ) AS t(target, ratio, lim);

\echo
\echo '== 2. Sorting' :sort_rows 'version 1 values, median of' :sort_rounds 'rounds'
SET work_mem = '1GB';
SET maintenance_work_mem = '1GB';
DROP TABLE IF EXISTS sort_v1;
-- Stored shuffled: generated in one session, the values would be stored in
-- time order, and both sorts would merely confirm a presorted input.
CREATE TABLE sort_v1 WITH (autovacuum_enabled = off) AS
SELECT id FROM (SELECT :v1_expr AS id FROM generate_series(1, :sort_rows)) AS s ORDER BY random();
VACUUM ANALYZE sort_v1;

-- Seconds taken by a statement.
CREATE FUNCTION pg_temp.secs(stmt text) RETURNS float8
LANGUAGE plpgsql AS $$
DECLARE
	t0 timestamptz := clock_timestamp();
BEGIN
	EXECUTE stmt;
	RETURN extract(epoch FROM clock_timestamp() - t0);
END
$$;

CREATE TABLE bench_sort_times (what text, how text, secs float8);
SELECT set_config('bench.sort_rows', :'sort_rows', false),
       set_config('bench.sort_rounds', :'sort_rounds', false) \gset
DO $$
DECLARE
	n text := current_setting('bench.sort_rows');
	r int;
BEGIN
	PERFORM pg_temp.secs(format('SELECT id FROM sort_v1 ORDER BY id OFFSET %s', n));	-- warm up
	FOR r IN 1 .. current_setting('bench.sort_rounds')::int LOOP
		INSERT INTO bench_sort_times VALUES
			('ORDER BY', 'native', pg_temp.secs(format('SELECT id FROM sort_v1 ORDER BY id OFFSET %s', n))),
			('ORDER BY', 'USING ~<~', pg_temp.secs(format('SELECT id FROM sort_v1 ORDER BY id USING ~<~ OFFSET %s', n))),
			('CREATE INDEX', 'native', pg_temp.secs('CREATE INDEX sort_v1_native ON sort_v1 (id)')),
			('CREATE INDEX', 'USING ~<~', pg_temp.secs('CREATE INDEX sort_v1_time ON sort_v1 (id uuid_time_ops)'));
		DROP INDEX sort_v1_native, sort_v1_time;
	END LOOP;
END
$$;
WITH med AS (
	SELECT what, how, percentile_cont(0.5) WITHIN GROUP (ORDER BY secs) AS secs
	  FROM bench_sort_times GROUP BY what, how
)
SELECT t.what AS "operation", round(n.secs::numeric, 3) AS "native s",
       round(t.secs::numeric, 3) AS "uuid_time_ops s",
       round((t.secs / n.secs)::numeric, 2) AS ratio,
       CASE WHEN t.what = 'ORDER BY' THEN CASE WHEN t.secs / n.secs <= 1.3 THEN 'PASS' ELSE 'MISS' END
            ELSE '(no target)' END AS "at most 1.3x"
  FROM med t JOIN med n ON n.what = t.what AND n.how = 'native'
 WHERE t.how = 'USING ~<~'
 ORDER BY t.what DESC;
DROP TABLE sort_v1;
RESET work_mem;
RESET maintenance_work_mem;

\echo
\echo '== 3. Range scan: a one-hour window over' :range_rows 'version 7 rows spread over' :range_hours 'hours'
DROP TABLE IF EXISTS range_v7;
CREATE TABLE range_v7 (id uuid PRIMARY KEY, n int, payload text) WITH (autovacuum_enabled = off);
INSERT INTO range_v7
SELECT uuid_generate_v7_at(timestamptz '2025-01-01 00:00:00+00'
                           + i * ((:range_hours * interval '1 hour') / :range_rows)),
       i, 'payload ' || i
  FROM generate_series(0, :range_rows - 1) AS i;
CREATE INDEX range_v7_brin ON range_v7 USING brin (id uuid_minmax_ops);
VACUUM ANALYZE range_v7;

-- The window: the hour in the middle of the span.
SELECT timestamptz '2025-01-01 00:00:00+00' + (:range_hours / 2) * interval '1 hour' AS w0 \gset
SELECT set_config('bench.w0', :'w0', false) \gset

-- Plan, rows, and table pages read (shared blocks hit or read by the whole
-- plan, index pages included) against the table's pages, as JSON fields.
CREATE FUNCTION pg_temp.window_scan(OUT plan text, OUT rows_found bigint,
	OUT pages_read bigint, OUT table_pages bigint)
LANGUAGE plpgsql AS $$
DECLARE
	q text := format('SELECT count(payload) FROM range_v7 WHERE id >= uuid_v7_floor(%L) AND id < uuid_v7_floor(%L)',
					 current_setting('bench.w0')::timestamptz,
					 current_setting('bench.w0')::timestamptz + interval '1 hour');
	j json;
	line text;
BEGIN
	EXECUTE 'EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ' || q INTO j;
	pages_read := (j -> 0 -> 'Plan' ->> 'Shared Hit Blocks')::bigint
		+ (j -> 0 -> 'Plan' ->> 'Shared Read Blocks')::bigint;
	EXECUTE q INTO rows_found;
	table_pages := pg_relation_size('range_v7') / current_setting('block_size')::int;
	plan := '';
	FOR line IN EXECUTE 'EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF, SUMMARY OFF) ' || q LOOP
		plan := plan || line || E'\n';
	END LOOP;
END
$$;

-- Each index alone (the other dropped in a transaction rolled back
-- afterwards), after a first, cold run.
SELECT * FROM pg_temp.window_scan() \g /dev/null
BEGIN;
DROP INDEX range_v7_brin;
SELECT plan AS bt_plan, rows_found AS bt_rows, pages_read AS bt_pages, table_pages AS bt_table_pages
  FROM pg_temp.window_scan() \gset
ROLLBACK;
BEGIN;
ALTER TABLE range_v7 DROP CONSTRAINT range_v7_pkey;
SELECT plan AS br_plan, rows_found AS br_rows, pages_read AS br_pages, table_pages AS br_table_pages
  FROM pg_temp.window_scan() \gset
ROLLBACK;
CREATE TEMP TABLE bench_range (how text, plan text, rows_found bigint, pages_read bigint, table_pages bigint);
INSERT INTO bench_range VALUES
	('btree (primary key)', :'bt_plan', :bt_rows, :bt_pages, :bt_table_pages),
	('BRIN (uuid_minmax_ops)', :'br_plan', :br_rows, :br_pages, :br_table_pages);

\pset format unaligned
\pset tuples_only on
SELECT '-- ' || how || E':\n' || plan FROM bench_range;
\pset format aligned
\pset tuples_only off
SELECT how AS "index", rows_found AS "rows", pages_read AS "pages read", table_pages AS "table pages",
       round(100.0 * pages_read / table_pages, 3) AS "% of table",
       CASE WHEN plan ~ 'Index' AND plan !~ 'Seq Scan' AND pages_read < table_pages / 100.0
            THEN 'PASS' ELSE 'MISS' END AS "index scan, < 1%"
  FROM bench_range;
DROP TABLE range_v7, bench_locality, bench_locality_runs, bench_locality_case, bench_sort_times, bench_range;
SQL
