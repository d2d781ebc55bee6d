-- bench/percall.sql: the per-call cost of each generator, as the executor
-- sees it: SELECT count(f()) over :calls rows of a set-returning target
-- list (the leanest loop the executor offers), timed inside the server.
-- Cases run in rotating order for :rounds rounds; the median of each is
-- compared with two references measured in the same run:
--   floor  the executor calling a C function that returns a uuid (our
--          uuid_nil(), declared VOLATILE here so that it is not folded)
--   core   core's gen_random_uuid(), which asks OpenSSL for every value
-- For reference, the table also shows the cost of one system clock reading,
-- clock_gettime(CLOCK_REALTIME), as bench/clock.c measured it in this run
-- (psql variable clock_ns): every time-based generator takes one on top of
-- the floor.
\pset footer off

CREATE EXTENSION IF NOT EXISTS uuid9562;
CREATE SCHEMA IF NOT EXISTS ossp;
CREATE EXTENSION IF NOT EXISTS "uuid-ossp" SCHEMA ossp;

-- The cases: a label and an expression over the series value i.
CREATE TEMP TABLE bench_case (pos int, label text, expr text);
INSERT INTO bench_case VALUES
	(1, 'uuid_nil() (floor)', 'pg_temp.bench_floor()'),
	(2, 'gen_random_uuid() (core)', 'gen_random_uuid()'),
	(3, 'uuid_generate_v7()', 'uuid_generate_v7()'),
	(4, 'uuid_generate_v4()', 'uuid_generate_v4()');
-- Versions 1, 6 and 5 (a different name every row) against uuid-ossp's.
INSERT INTO bench_case VALUES
	(10, 'uuid_generate_v1()', 'uuid_generate_v1()'),
	(11, 'uuid_generate_v6()', 'uuid_generate_v6()'),
	(12, 'uuid_generate_v5(dns, i::text)', 'uuid_generate_v5(uuid_ns_dns(), i::text)'),
	(13, 'ossp.uuid_generate_v1() (uuid-ossp)', 'ossp.uuid_generate_v1()'),
	(14, 'ossp.uuid_generate_v5(dns, i::text) (uuid-ossp)', 'ossp.uuid_generate_v5(ossp.uuid_ns_dns(), i::text)');
-- UUIDv9: sequential, without and with a prefix, and with a checksum.
INSERT INTO bench_case VALUES
	(20, 'uuid_generate_v9()', 'uuid_generate_v9()'),
	(21, 'uuid_generate_v9(''a1b2c3d4'')', 'uuid_generate_v9(''a1b2c3d4'')'),
	(22, 'uuid_generate_v9(''a1b2c3d4'', true, true) (checksum)', 'uuid_generate_v9(''a1b2c3d4'', true, true)');

-- Hidden creation time: masking a fresh version 7, with the key as an
-- argument and from the setting uuid9562.mask_key (compare with
-- uuid_generate_v7() above: the mask's own cost is the difference).
SET uuid9562.mask_key = '8f3c2a6b5d4e7f1029384756abcdef01';
INSERT INTO bench_case VALUES
	(30, 'uuid_v7_mask(uuid_generate_v7(), key)', 'uuid_v7_mask(uuid_generate_v7(), ''\x8f3c2a6b5d4e7f1029384756abcdef01''::bytea)'),
	(31, 'uuid_v7_mask(uuid_generate_v7()) (setting)', 'uuid_v7_mask(uuid_generate_v7())');

\i bench/include/measure.sql

-- The clock reading, measured outside the server (no executor around it).
INSERT INTO bench_case VALUES (5, 'clock_gettime(CLOCK_REALTIME) alone (bench/clock.c)', NULL);
INSERT INTO bench_result VALUES ('clock_gettime(CLOCK_REALTIME) alone (bench/clock.c)', :clock_ns);

\echo
\echo 'Per-call cost (median of the rounds; ratios within this run)'
WITH med AS (
	SELECT label, percentile_cont(0.5) WITHIN GROUP (ORDER BY ns_per_call) AS ns
	  FROM bench_result GROUP BY label
)
SELECT m.label AS "function",
       round(m.ns::numeric, 1) AS "ns/call",
       round((m.ns / f.ns)::numeric, 2) AS "x floor",
       round((m.ns / g.ns)::numeric, 3) AS "x gen_random_uuid"
  FROM med m
  JOIN bench_case c USING (label),
       (SELECT ns FROM med WHERE label = 'uuid_nil() (floor)') f,
       (SELECT ns FROM med WHERE label = 'gen_random_uuid() (core)') g
 ORDER BY c.pos;
