--
-- test/t/stress/check.sql: the checks of the stress test (test/t/003_stress.pl) over
-- its table, one line each: name, expected value, actual value (psql -At);
-- the test compares them.  psql variables: rows1 and backends1, rows2 and
-- backends2, what pgbench should have left in phases 1 (kept connections)
-- and 2 (a new connection per transaction).
--
-- A backend is (phase, pid, backend_start); n orders its rows as it
-- generated them (see schema.sql).
--
WITH
phases AS (
	SELECT count(*) FILTER (WHERE phase = 1) AS rows1,
	       count(DISTINCT (pid, backend_start)) FILTER (WHERE phase = 1) AS backends1,
	       count(*) FILTER (WHERE phase = 2) AS rows2,
	       count(DISTINCT (pid, backend_start)) FILTER (WHERE phase = 2) AS backends2
	  FROM stress
),
-- Values generated twice; the unique indexes should have refused them, so
-- this counts again with the built-in equality, whatever the indexes did.
dups AS (
	SELECT count(*) - count(DISTINCT v1) AS v1, count(*) - count(DISTINCT v1mc) AS v1mc,
	       count(*) - count(DISTINCT v4) AS v4, count(*) - count(DISTINCT v6) AS v6,
	       count(*) - count(DISTINCT v7) AS v7, count(*) - count(DISTINCT v9_seq) AS v9_seq,
	       count(*) - count(DISTINCT v9_rand) AS v9_rand,
	       count(*) FILTER (WHERE uuid_version(v1) <> 1 OR uuid_version(v1mc) <> 1
	                           OR uuid_version(v4) <> 4 OR uuid_version(v6) <> 6
	                           OR uuid_version(v7) <> 7) AS wrong_version
	  FROM stress
),
-- Each value against the one its backend generated before it: versions 1
-- (also mc), 6, 7 and sequential 9 strictly increase within a backend,
-- version 1 in the time order, the others in the native one.
steps AS (
	SELECT lag(v1) OVER w ~>=~ v1 AS v1, lag(v1mc) OVER w ~>=~ v1mc AS v1mc,
	       lag(v6) OVER w >= v6 AS v6, lag(v7) OVER w >= v7 AS v7,
	       lag(v9_seq) OVER w >= v9_seq AS v9_seq
	  FROM stress
	WINDOW w AS (PARTITION BY phase, pid, backend_start ORDER BY n)
),
violations AS (
	SELECT count(*) FILTER (WHERE v1) AS v1, count(*) FILTER (WHERE v1mc) AS v1mc,
	       count(*) FILTER (WHERE v6) AS v6, count(*) FILTER (WHERE v7) AS v7,
	       count(*) FILTER (WHERE v9_seq) AS v9_seq
	  FROM steps
),
-- Each backend's version 1 node (octets 10-15) and clock sequence (octets
-- 8-9, with the variant bits, which are the same in all): drawn at random
-- in the backend itself on its first call, never inherited from the
-- postmaster it was forked from.  So a backend keeps one node, no two
-- backends share one (47 random bits), and clock sequences (14 random
-- bits) differ between backends: among n backends, fewer than n / 2
-- distinct ones would take a miracle.  Only a step back of the system
-- clock changes a backend's clock sequence, so that is not checked.
backends AS (
	SELECT count(*) AS n,
	       count(*) FILTER (WHERE nodes > 1) AS many_nodes,
	       count(*) - count(DISTINCT node) AS shared_nodes,
	       count(DISTINCT clock_seq) * 2 >= count(*) AS clock_seqs_differ
	  FROM (SELECT count(DISTINCT substr(v1::text, 25)) AS nodes,
	               min(substr(v1::text, 25)) AS node,
	               min(substr(v1::text, 20, 4)) AS clock_seq
	          FROM stress GROUP BY phase, pid, backend_start) AS b
)
SELECT c.name, c.expected, c.actual
  FROM phases p, dups d, violations v, backends b,
       LATERAL (VALUES
		('rows, phase 1', :'rows1', p.rows1::text),
		('backends, phase 1', :'backends1', p.backends1::text),
		('rows, phase 2', :'rows2', p.rows2::text),
		('backends, phase 2', :'backends2', p.backends2::text),
		('duplicate v1', '0', d.v1::text),
		('duplicate v1mc', '0', d.v1mc::text),
		('duplicate v4', '0', d.v4::text),
		('duplicate v6', '0', d.v6::text),
		('duplicate v7', '0', d.v7::text),
		('duplicate v9 sequential', '0', d.v9_seq::text),
		('duplicate v9 random', '0', d.v9_rand::text),
		('values of another version', '0', d.wrong_version::text),
		('order violations v1 (time order)', '0', v.v1::text),
		('order violations v1mc (time order)', '0', v.v1mc::text),
		('order violations v6', '0', v.v6::text),
		('order violations v7', '0', v.v7::text),
		('order violations v9 sequential', '0', v.v9_seq::text),
		('backends with more than one v1 node', '0', b.many_nodes::text),
		('backends sharing a v1 node', '0', b.shared_nodes::text),
		('v1 clock sequences differ between backends', 'true', b.clock_seqs_differ::text)
	   ) AS c(name, expected, actual);
