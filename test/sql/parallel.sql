--
-- Parallel query: every generator is PARALLEL SAFE, so a parallel plan
-- calls it in its workers, each a process of its own, forked from the
-- postmaster with the random pool and clock state of none of the others.
-- No two of them may produce the same value.
--
\i test/sql/include/error_of.sql

-- This session's own version 1 node (octets 10-15), drawn before any worker
-- runs, to show that no worker shares it.
SELECT substr(uuid_generate_v1()::text, 25) AS leader_node \gset

-- Force parallel plans of two workers, the leader taking no rows itself.
-- PostgreSQL 16 renamed force_parallel_mode to debug_parallel_query.
SELECT set_config(name, 'on', false) AS forced
  FROM pg_settings WHERE name IN ('force_parallel_mode', 'debug_parallel_query');  -- on
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET min_parallel_table_scan_size = 0;
SET max_parallel_workers_per_gather = 2;
SET parallel_leader_participation = off;

CREATE TABLE regress.parallel_rows AS SELECT g FROM generate_series(1, 200000) AS g;
ALTER TABLE regress.parallel_rows SET (parallel_workers = 2);
ANALYZE regress.parallel_rows;

-- The generators are evaluated below the Gather, by the parallel scan of
-- the workers, also when the result is written to a table.
EXPLAIN (VERBOSE, COSTS OFF)
CREATE TABLE regress.parallel_ids AS
SELECT uuid_generate_v1() AS v1, uuid_generate_v1mc() AS v1mc, uuid_generate_v4() AS v4,
       uuid_generate_v6() AS v6, uuid_generate_v7() AS v7,
       uuid_generate_v9() AS v9_seq, uuid_generate_v9('', false) AS v9_rand
  FROM regress.parallel_rows;
CREATE TABLE regress.parallel_ids AS
SELECT uuid_generate_v1() AS v1, uuid_generate_v1mc() AS v1mc, uuid_generate_v4() AS v4,
       uuid_generate_v6() AS v6, uuid_generate_v7() AS v7,
       uuid_generate_v9() AS v9_seq, uuid_generate_v9('', false) AS v9_rand
  FROM regress.parallel_rows;
-- Back to serial plans for the checks.
RESET parallel_leader_participation;
RESET max_parallel_workers_per_gather;
RESET min_parallel_table_scan_size;
RESET parallel_tuple_cost;
RESET parallel_setup_cost;
SELECT set_config(name, 'off', false) AS forced
  FROM pg_settings WHERE name IN ('force_parallel_mode', 'debug_parallel_query');  -- off

-- No value repeats, whichever worker generated it.
SELECT count(*) AS ids,                                                     -- 200000
       count(*) = count(DISTINCT v1) AS v1_distinct,                       -- t
       count(*) = count(DISTINCT v1mc) AS v1mc_distinct,                   -- t
       count(*) = count(DISTINCT v4) AS v4_distinct,                       -- t
       count(*) = count(DISTINCT v6) AS v6_distinct,                       -- t
       count(*) = count(DISTINCT v7) AS v7_distinct,                       -- t
       count(*) = count(DISTINCT v9_seq) AS v9_seq_distinct,               -- t
       count(*) = count(DISTINCT v9_rand) AS v9_rand_distinct              -- t
  FROM regress.parallel_ids;

-- The version 1 node is drawn once per process, so the nodes tell the
-- processes apart: the rows came from more than one (how many workers were
-- launched varies, so only that is printed), none of them the leader.
SELECT count(DISTINCT substr(v1::text, 25)) > 1 AS several_processes,         -- t
       count(*) FILTER (WHERE substr(v1::text, 25) = :'leader_node') AS leader_rows  -- 0
  FROM regress.parallel_ids;

-- Within one process, versions 1, 6, 7 and sequential 9 all increase in the
-- order of generation, so ordered by version 7 the others increase too
-- (version 1 in the time order).
SELECT count(*) AS out_of_order  -- 0
  FROM (SELECT lag(v1) OVER w ~>=~ v1 AS v1, lag(v6) OVER w >= v6 AS v6,
               lag(v9_seq) OVER w >= v9_seq AS v9_seq
          FROM regress.parallel_ids
        WINDOW w AS (PARTITION BY substr(v1::text, 25) ORDER BY v7)) AS s
 WHERE v1 OR v6 OR v9_seq;

DROP TABLE regress.parallel_ids, regress.parallel_rows;
