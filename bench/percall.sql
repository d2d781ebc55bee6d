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
CREATE TEMP TABLE bench_case (pos int, label text, expr text, src text);
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
-- argument and from the key file of uuid9562.mask_key_file (compare with
-- uuid_generate_v7() above: the mask's own cost is the difference).  The
-- server writes the file into its data directory (COPY TO PROGRAM) and
-- the setting is reset at the end.
COPY (SELECT '8f3c2a6b5d4e7f1029384756abcdef01') TO PROGRAM 'umask 077 && cat > uuid9562_bench.key';
ALTER SYSTEM SET uuid9562.mask_key_file = 'uuid9562_bench.key';
\i test/sql/include/reload.sql
INSERT INTO bench_case VALUES
	(40, 'uuid_v7_mask(uuid_generate_v7(), key)', 'uuid_v7_mask(uuid_generate_v7(), ''\x8f3c2a6b5d4e7f1029384756abcdef01''::bytea)'),
	(41, 'uuid_v7_mask(uuid_generate_v7()) (key file)', 'uuid_v7_mask(uuid_generate_v7())');

-- Text forms: each encoder and decoder against core's uuid_out (id::text)
-- and uuid_in (text::uuid) over the same 100,000 random UUIDs and their
-- texts, read round and round (pos 100 and later; src names the rows).
CREATE TEMP TABLE bench_text AS
SELECT id, id::text AS t, uuid_to_typeid('user', id) AS typeid, uuid_to_ulid(id) AS ulid,
       uuid_to_base32hex(id) AS b32
  FROM (SELECT md5(i::text)::uuid AS id FROM generate_series(1, 100000) AS i) AS s;
INSERT INTO bench_case VALUES
	(100, 'count(id) alone (scan floor)', 'id', 'text'),
	(101, 'id::text (core uuid_out)', 'id::text', 'text'),
	(102, 'uuid_to_typeid(''user'', id)', 'uuid_to_typeid(''user'', id)', 'text'),
	(103, 'uuid_to_ulid(id)', 'uuid_to_ulid(id)', 'text'),
	(104, 'uuid_to_base32hex(id)', 'uuid_to_base32hex(id)', 'text'),
	(110, 't::uuid (core uuid_in)', 't::uuid', 'text'),
	(111, 'typeid_to_uuid(typeid)', 'typeid_to_uuid(typeid)', 'text'),
	(112, 'typeid_to_uuid(typeid, ''user'')', 'typeid_to_uuid(typeid, ''user'')', 'text'),
	(113, 'ulid_to_uuid(ulid)', 'ulid_to_uuid(ulid)', 'text'),
	(114, 'base32hex_to_uuid(b32)', 'base32hex_to_uuid(b32)', 'text');
-- The text forms' generators, against uuid_generate_v7() in the first table.
INSERT INTO bench_case VALUES
	(30, 'typeid_generate(''user'')', 'typeid_generate(''user'')'),
	(31, 'ulid_generate()', 'ulid_generate()');

\i bench/include/measure.sql

-- The clock reading, measured outside the server (no executor around it).
INSERT INTO bench_case VALUES (5, 'clock_gettime(CLOCK_REALTIME) alone (bench/clock.c)', NULL);
INSERT INTO bench_result VALUES ('clock_gettime(CLOCK_REALTIME) alone (bench/clock.c)', :clock_ns);

-- The median of each case over the rounds.
CREATE TEMP VIEW med AS
SELECT label, percentile_cont(0.5) WITHIN GROUP (ORDER BY ns_per_call) AS ns
  FROM bench_result GROUP BY label;

\echo
\echo 'Per-call cost (median of the rounds; ratios within this run)'
SELECT m.label AS "function",
       round(m.ns::numeric, 1) AS "ns/call",
       round((m.ns / f.ns)::numeric, 2) AS "x floor",
       round((m.ns / g.ns)::numeric, 3) AS "x gen_random_uuid"
  FROM med m
  JOIN bench_case c USING (label),
       (SELECT ns FROM med WHERE label = 'uuid_nil() (floor)') f,
       (SELECT ns FROM med WHERE label = 'gen_random_uuid() (core)') g
 WHERE c.pos < 100
 ORDER BY c.pos;

\echo
\echo 'Text forms: per call over the same UUIDs and texts (median of the rounds)'
\echo '("x core": encoders against id::text, decoders against text::uuid; "net": the scan floor subtracted first)'
SELECT m.label AS "function",
       round(m.ns::numeric, 1) AS "ns/call",
       round((m.ns / r.ns)::numeric, 2) AS "x core",
       round(((m.ns - f.ns) / (r.ns - f.ns))::numeric, 2) AS "net x core"
  FROM med m
  JOIN bench_case c USING (label)
  JOIN med r ON r.label = CASE WHEN c.pos < 110 THEN 'id::text (core uuid_out)' ELSE 't::uuid (core uuid_in)' END,
       (SELECT ns FROM med WHERE label = 'count(id) alone (scan floor)') f
 WHERE c.pos > 100
 ORDER BY c.pos;

ALTER SYSTEM RESET uuid9562.mask_key_file;
SELECT pg_reload_conf() AS reloaded \gset
COPY (SELECT 1 WHERE false) TO PROGRAM 'rm -f uuid9562_bench.key';
