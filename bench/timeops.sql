-- bench/timeops.sql: a one-hour window over :rows version 7 keys spread
-- evenly over :hours hours (a primary key, one run, one server), asked five
-- ways:
--   operator   id >= t1 AND id < t2 (the time operators, rewritten before
--              planning into core's uuid comparisons with boundary UUIDs)
--   floor      id >= uuid_v7_floor(t1) AND id < uuid_v7_floor(t2)
--   function   uuid_timestamp(id) >= t1 AND uuid_timestamp(id) < t2
--   within     uuid_v7_within(id, tstzrange(t1, t2)), a constant range
--   within_stable  the same range written with now() - now(), so not a
--              constant: rewritten into the key between
--              uuid_v7_lower_boundary() and uuid_v7_upper_boundary()
-- For each: its plan, the pages it touches (shared buffers hit and read, from
-- EXPLAIN (ANALYZE, BUFFERS)) and its time (the median of :rounds rounds in
-- rotating order, each the mean of enough executions to last 0.2 s at
-- least); then the ratios against the targets of issue 27: the operator form
-- within 10% of the floor form in pages and time, and at least 100 times
-- fewer pages than the function form.
\pset footer off
SET client_min_messages = warning;
SET jit = off;
SET max_parallel_workers_per_gather = 0;
SET timezone = 'UTC';

CREATE EXTENSION IF NOT EXISTS uuid9562;

DROP TABLE IF EXISTS bench_timeops;
CREATE TABLE bench_timeops (id uuid PRIMARY KEY, n int);
SELECT set_config('bench.rows', :'rows', false), set_config('bench.hours', :'hours', false) \gset
INSERT INTO bench_timeops
  SELECT uuid_generate_v7_at(timestamptz '2026-01-01' + (i::float8 / :rows) * (:hours * interval '1 hour')), i
    FROM generate_series(0, :rows - 1) AS i;
VACUUM ANALYZE bench_timeops;

-- The window: the hour in the middle of the span.
CREATE TEMP TABLE bench_form (pos int, label text, query text);
INSERT INTO bench_form
  SELECT pos, label, format('SELECT count(*), sum(n) FROM bench_timeops WHERE %s', cond)
    FROM (VALUES (1, 'operator', 'id >= %1$s AND id < %2$s'),
                 (2, 'floor', 'id >= uuid_v7_floor(%1$s) AND id < uuid_v7_floor(%2$s)'),
                 (3, 'function', 'uuid_timestamp(id) >= %1$s AND uuid_timestamp(id) < %2$s'),
                 (4, 'within', 'uuid_v7_within(id, tstzrange(%1$s, %2$s))'),
                 (5, 'within_stable', 'uuid_v7_within(id, tstzrange(%1$s + (now() - now()), %2$s))')) AS f(pos, label, tmpl),
         LATERAL (SELECT format(tmpl, quote_literal(t1) || '::timestamptz',
                                quote_literal(t1 + interval '1 hour') || '::timestamptz') AS cond
                    FROM (SELECT timestamptz '2026-01-01' + (:hours / 2) * interval '1 hour' AS t1) AS w) AS c;

\i bench/include/window.sql

SELECT :rows AS keys, :hours AS hours, pg_size_pretty(pg_table_size('bench_timeops')) AS heap,
       pg_size_pretty(pg_indexes_size('bench_timeops')) AS index;
SELECT label, pages, round(ms::numeric, 3) AS ms FROM bench_figure ORDER BY pos;
SELECT round(o.pages::numeric / fl.pages, 3) AS "pages operator/floor",
       round((o.ms / fl.ms)::numeric, 3) AS "time operator/floor",
       round(fn.pages::numeric / o.pages, 1) AS "pages function/operator",
       round((fn.ms / o.ms)::numeric, 1) AS "time function/operator",
       CASE WHEN o.pages <= 1.1 * fl.pages AND o.ms <= 1.1 * fl.ms AND fn.pages >= 100 * o.pages
            THEN 'PASS' ELSE 'MISS' END AS "targets (within 10% of floor; 100x fewer pages than function)"
  FROM bench_figure o, bench_figure fl, bench_figure fn
 WHERE o.label = 'operator' AND fl.label = 'floor' AND fn.label = 'function';

DROP TABLE bench_timeops;
