-- bench/peers.sql: our generators beside core's built-ins and the peers in
-- one PostgreSQL 18 server (the sid root; "make bench" with "peers"): the
-- per-call cost above the floor (uuid_nil() through the same executor
-- path, bench/include/measure.sql) of our version 7 and 4 against core's
-- uuidv7() and gen_random_uuid(), pg_uuidv7's uuid_generate_v7(),
-- TimescaleDB's generate_uuidv7() (the server preloads it) and uuid-ossp's
-- v1 and v4, each extension in its own schema.  Target: ours at most one
-- tenth of every anchor's cost above the floor.
\pset footer off
SET client_min_messages = warning;
CREATE SCHEMA u;
CREATE EXTENSION uuid9562 SCHEMA u;
\i test/sql/include/peers.sql
RESET client_min_messages;

CREATE TEMP TABLE bench_case (pos int, label text, expr text, src text);
INSERT INTO bench_case VALUES
	(1, 'uuid_nil() (floor)', 'pg_temp.bench_floor()'),
	(2, 'u.uuid_generate_v7() (ours)', 'u.uuid_generate_v7()'),
	(3, 'u.uuid_generate_v4() (ours)', 'u.uuid_generate_v4()'),
	(4, 'uuidv7() (core 18)', 'pg_catalog.uuidv7()'),
	(5, 'gen_random_uuid() (core)', 'pg_catalog.gen_random_uuid()'),
	(6, 'pguv7.uuid_generate_v7() (pg_uuidv7)', 'pguv7.uuid_generate_v7()'),
	(7, 'tsdb.generate_uuidv7() (TimescaleDB)', 'tsdb.generate_uuidv7()'),
	(8, 'ossp.uuid_generate_v1() (uuid-ossp)', 'ossp.uuid_generate_v1()'),
	(9, 'ossp.uuid_generate_v4() (uuid-ossp)', 'ossp.uuid_generate_v4()');
\i bench/include/measure.sql

\echo
\echo 'Per-call cost above the floor, PostgreSQL 18 (median of the rounds; ratios within this run)'
CREATE TEMP TABLE med AS
SELECT c.pos, r.label, percentile_cont(0.5) WITHIN GROUP (ORDER BY r.ns_per_call) AS ns
  FROM bench_result r JOIN bench_case c USING (label) GROUP BY c.pos, r.label;
SELECT m.label AS "function",
       round(m.ns::numeric, 1) AS "ns/call",
       round((m.ns - f.ns)::numeric, 1) AS "above floor",
       round(((m.ns - f.ns) / (v7.ns - f.ns))::numeric, 1) AS "x our v7",
       round(((m.ns - f.ns) / (v4.ns - f.ns))::numeric, 1) AS "x our v4"
  FROM med m,
       (SELECT ns FROM med WHERE pos = 1) f,
       (SELECT ns FROM med WHERE pos = 2) v7,
       (SELECT ns FROM med WHERE pos = 3) v4
 ORDER BY m.pos;

\echo 'Target: our v7 and v4 above the floor at most 1/10 of every anchor (core, pg_uuidv7, TimescaleDB, uuid-ossp)'
SELECT ours.label AS "ours", a.label AS "anchor",
       round(((ours.ns - f.ns) / (a.ns - f.ns))::numeric, 3) AS "fraction",
       CASE WHEN (ours.ns - f.ns) <= (a.ns - f.ns) / 10 THEN 'PASS' ELSE 'MISS' END AS "target"
  FROM med ours, med a, (SELECT ns FROM med WHERE pos = 1) f
 WHERE ours.pos IN (2, 3) AND a.pos >= 4
 ORDER BY ours.pos, a.pos;
