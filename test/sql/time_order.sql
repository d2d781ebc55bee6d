--
-- The time order: operator class uuid_time_ops, uuid_time_cmp, the
-- operators, sort support, index use, partition pruning and NULLs.
--
\i test/sql/include/error_of.sql
SET timezone = 'UTC';

-- The operator class is valid, and its operators are each other's
-- commutators and negators, estimated like core's inequalities.
SELECT amvalidate(oid) FROM pg_opclass WHERE opcname = 'uuid_time_ops';  -- t
SELECT amproc::regproc, amprocnum
  FROM pg_amproc p JOIN pg_opclass c ON c.opcfamily = p.amprocfamily
 WHERE c.opcname = 'uuid_time_ops' ORDER BY amprocnum;
-- Sort support (support function 2) is uuid_time_sortsupport, which takes
-- "internal" and only the sort code calls: every ORDER BY ... USING ~<~ and
-- CREATE INDEX below sorts through it, abbreviated keys included.
SELECT p.amproc = 'uuid_time_sortsupport(internal)'::regprocedure AS sortsupport
  FROM pg_amproc p JOIN pg_opclass c ON c.opcfamily = p.amprocfamily
 WHERE c.opcname = 'uuid_time_ops' AND p.amprocnum = 2;  -- t
SELECT o.oprname, a.amopstrategy, o.oprcom::regoper, o.oprnegate::regoper, o.oprrest, o.oprjoin,
       o.oprcanmerge, o.oprcanhash
  FROM pg_amop a JOIN pg_opclass c ON c.opcfamily = a.amopfamily
       JOIN pg_operator o ON o.oid = a.amopopr
 WHERE c.opcname = 'uuid_time_ops' ORDER BY a.amopstrategy;
SELECT p.proname, p.proleakproof, p.provolatile
  FROM pg_proc p
 WHERE p.proname LIKE 'uuid\_time\_%' ORDER BY p.proname;

-- The RFC 9562 vectors of versions 1, 6 and 7 carry the same instant,
-- 2022-02-22 19:22:22 UTC: equal in time, ordered by their bytes.
\set v1 '\'c232ab00-9414-11ec-b3c8-9e6bdeced846\'::uuid'
\set v6 '\'1ec9414c-232a-6b00-b3c8-9e6bdeced846\'::uuid'
\set v7 '\'017f22e2-79b0-7cc3-98c4-dc0c0c07398f\'::uuid'
SELECT uuid_time_cmp(:v7, :v6) AS v7_v6, uuid_time_cmp(:v6, :v1) AS v6_v1,
       uuid_time_cmp(:v1, :v1) AS v1_v1, uuid_time_cmp(:v1, :v7) AS v1_v7;  -- -1 -1 0 1
-- One 100 ns tick later, the version 1 value sorts after the version 7
-- vector and before the first version 7 UUID of the next millisecond.
SELECT 'c232ab01-9414-11ec-b3c8-9e6bdeced846'::uuid ~>~ :v7 AS v1_tick_after_v7,            -- t
       'c232ab01-9414-11ec-b3c8-9e6bdeced846'::uuid ~<~ uuid_v7_floor('2022-02-22 19:22:22.001+00')
         AS v1_tick_before_next_ms;                                                     -- t
-- The native order puts a later version 1 value first; the time order does not.
SELECT 'c232ab00-9414-11ec-b3c8-9e6bdeced846'::uuid > 'c232aaff-9415-11ec-b3c8-9e6bdeced846'::uuid
         AS native_later_is_less,                                                       -- t
       'c232ab00-9414-11ec-b3c8-9e6bdeced846'::uuid ~<~ 'c232aaff-9415-11ec-b3c8-9e6bdeced846'::uuid
         AS time_earlier_is_less;                                                       -- t
-- Untimed UUIDs (versions 4 and 8, nil, max, other variants) come after
-- every timed one, the latest possible version 7 included, in byte order.
SELECT u ~>~ 'ffffffff-ffff-7fff-bfff-ffffffffffff'::uuid AS after_last_v7,
       u ~>~ 'ffffffff-ffff-1fff-bfff-ffffffffffff'::uuid AS after_last_v1
  FROM (VALUES ('00000000-0000-0000-0000-000000000000'::uuid),
               ('00000000-0000-4000-8000-000000000000'),
               ('017f22e2-79b0-7cc3-c8c4-dc0c0c07398f'),  -- v7 bits, Microsoft variant
               ('ffffffff-ffff-ffff-ffff-ffffffffffff')) AS t(u);
SELECT uuid_time_cmp(uuid_nil(), '00000000-0000-4000-8000-000000000000') AS nil_v4,   -- -1
       uuid_time_cmp(uuid_max(), uuid_nil()) AS max_nil;                              -- 1

-- Fixtures: version 6 and 1 values built in SQL from a count of 100 ns ticks
-- since 1582-10-15 and a 16-digit tail (variant, clock sequence, node).
CREATE FUNCTION regress.v6_at(ticks bigint, tail text) RETURNS uuid
LANGUAGE sql IMMUTABLE STRICT AS $$
	SELECT (substr(t, 1, 8) || '-' || substr(t, 9, 4) || '-6' || substr(t, 13, 3) || '-' || tail)::uuid
	  FROM (SELECT lpad(to_hex(ticks), 15, '0') AS t) AS s
$$;
CREATE FUNCTION regress.v1_of_v6(id uuid) RETURNS uuid
LANGUAGE sql IMMUTABLE STRICT AS $$
	SELECT (substr(t, 8, 8) || '-' || substr(t, 4, 4) || '-1' || substr(t, 1, 3) || substr(u, 19))::uuid
	  FROM (SELECT u, substr(u, 1, 8) || substr(u, 10, 4) || substr(u, 16, 3) AS t
	          FROM (SELECT id::text AS u) AS s1) AS s2
$$;
CREATE FUNCTION regress.ticks_of(ts timestamptz) RETURNS bigint
LANGUAGE sql IMMUTABLE STRICT AS $$
	SELECT (extract(epoch FROM ts) * 1000000)::bigint * 10 + 122192928000000000
$$;
SELECT regress.v6_at(regress.ticks_of('2022-02-22 19:22:22+00'), 'b3c8-9e6bdeced846') = :v6 AS v6_ok,
       regress.v1_of_v6(:v6) = :v1 AS v1_ok;  -- t t

-- A mixture of 120,000 values: versions 7, 6 and 1 at random microseconds
-- of 2020-2029 (a few version 1 values in the 17th century), version 4,
-- duplicates, nil and max.
SELECT setseed(0.5);
CREATE TABLE mixed (id uuid);
INSERT INTO mixed
SELECT CASE i % 4
         WHEN 0 THEN uuid_generate_v7_at(ts)
         WHEN 1 THEN regress.v6_at(regress.ticks_of(ts), tail)
         WHEN 2 THEN regress.v1_of_v6(regress.v6_at(regress.ticks_of(ts), tail))
         ELSE uuid_generate_v4()
       END
  FROM (SELECT i, timestamptz '2020-01-01 00:00:00+00' + random() * interval '3650 days' AS ts,
               '8' || substr(md5(i::text), 1, 3) || '-' || substr(md5(i::text), 4, 12) AS tail
          FROM generate_series(1, 116000) AS i) AS s;
INSERT INTO mixed
SELECT regress.v1_of_v6(regress.v6_at(regress.ticks_of(timestamptz '1600-01-01 00:00:00+00'
                                                         + random() * interval '36500 days'),
                                      '8' || substr(md5(i::text), 1, 3) || '-' || substr(md5(i::text), 4, 12)))
  FROM generate_series(1, 1000) AS i;
INSERT INTO mixed SELECT id FROM mixed ORDER BY random() LIMIT 2996;
INSERT INTO mixed VALUES (uuid_nil()), (uuid_max()), (:v1), (:v6);
SELECT uuid_version(id) AS version, count(*) FROM mixed GROUP BY 1 ORDER BY 1;

-- ORDER BY USING ~<~ (a sort with abbreviated keys over 120,000 rows) gives
-- the order of the embedded time, untimed last, ties by bytes; version 1
-- and 6 values are whole microseconds here, so uuid_timestamp() is exact.
SET work_mem = '64MB';
SELECT count(*) AS misplaced
  FROM (SELECT id, row_number() OVER (ORDER BY id USING ~<~) AS r FROM mixed) AS a
  JOIN (SELECT id, row_number() OVER (ORDER BY uuid_timestamp(id) NULLS LAST, id) AS r FROM mixed) AS b
 USING (r)
 WHERE a.id <> b.id;  -- 0
-- The same descending, with ~>~.
SELECT count(*) AS misplaced
  FROM (SELECT id, row_number() OVER (ORDER BY id USING ~>~) AS r FROM mixed) AS a
  JOIN (SELECT id, row_number() OVER (ORDER BY uuid_timestamp(id) DESC NULLS FIRST, id DESC) AS r FROM mixed) AS b
 USING (r)
 WHERE a.id <> b.id;  -- 0
-- Neighbours in the sorted sequence agree with every operator and with cmp.
SELECT count(*) FILTER (WHERE NOT (prev ~<=~ id AND id ~>=~ prev)) AS not_sorted,
       count(*) FILTER (WHERE (prev ~<~ id) <> (prev <> id)) AS lt_not_ne,
       count(*) FILTER (WHERE uuid_time_cmp(prev, id) <> CASE WHEN prev = id THEN 0 ELSE -1 END) AS bad_cmp
  FROM (SELECT id, lag(id) OVER (ORDER BY id USING ~<~) AS prev FROM mixed) AS s
 WHERE prev IS NOT NULL;  -- 0 0 0

-- Values of the generators, versions 1 and 6 interleaved in one session:
-- the time order is the order of generation (one strictly increasing clock),
-- and orders the version 1 values as the native order does their version 6
-- conversions.
CREATE TEMP TABLE gen AS
SELECT i, CASE i % 2 WHEN 0 THEN uuid_generate_v1() ELSE uuid_generate_v6() END AS id
  FROM generate_series(1, 100000) AS i;
SELECT count(*) FILTER (WHERE NOT prev ~<~ id) AS out_of_order
  FROM (SELECT id, lag(id) OVER (ORDER BY i) AS prev FROM gen) AS s
 WHERE prev IS NOT NULL;  -- 0
SELECT count(*) AS misplaced
  FROM (SELECT id, row_number() OVER (ORDER BY id USING ~<~) AS r FROM gen WHERE uuid_version(id) = 1) AS a
  JOIN (SELECT id, row_number() OVER (ORDER BY uuid_v1_to_v6(id)) AS r FROM gen WHERE uuid_version(id) = 1) AS b
 USING (r)
 WHERE a.id <> b.id;  -- 0

-- Many UUIDs of one millisecond (the test clock frozen): too few distinct
-- abbreviated keys, so the sort gives up abbreviating, and still sorts right.
SET uuid9562.test_clock = '1645557742000000';
CREATE TEMP TABLE dense AS SELECT uuid_generate_v7() AS id FROM generate_series(1, 100000);
RESET uuid9562.test_clock;
SELECT count(*) AS misplaced
  FROM (SELECT id, row_number() OVER (ORDER BY id USING ~<~) AS r FROM dense) AS a
  JOIN (SELECT id, row_number() OVER (ORDER BY id) AS r FROM dense) AS b USING (r)
 WHERE a.id <> b.id;  -- 0

-- Total order on random samples: antisymmetry, "=" agreement, agreement of
-- the operators and of the functions behind them (called by name) with cmp
-- over all pairs; transitivity over all triples.
CREATE TEMP TABLE sample AS SELECT id FROM mixed ORDER BY random() LIMIT 300;
INSERT INTO sample SELECT id FROM sample LIMIT 20;  -- duplicates
SELECT count(*) AS pairs,
       count(*) FILTER (WHERE uuid_time_cmp(a.id, b.id) <> -uuid_time_cmp(b.id, a.id)) AS not_antisymmetric,
       count(*) FILTER (WHERE (uuid_time_cmp(a.id, b.id) = 0) <> (a.id = b.id)) AS eq_disagrees,
       count(*) FILTER (WHERE (a.id ~<~ b.id) <> (uuid_time_cmp(a.id, b.id) < 0)
                           OR (a.id ~<=~ b.id) <> (uuid_time_cmp(a.id, b.id) <= 0)
                           OR (a.id ~>=~ b.id) <> (uuid_time_cmp(a.id, b.id) >= 0)
                           OR (a.id ~>~ b.id) <> (uuid_time_cmp(a.id, b.id) > 0)
                           OR (a.id ~<~ b.id) <> (b.id ~>~ a.id)
                           OR (a.id ~<~ b.id) = (a.id ~>=~ b.id)) AS op_disagrees,
       count(*) FILTER (WHERE uuid_time_lt(a.id, b.id) <> (uuid_time_cmp(a.id, b.id) < 0)
                           OR uuid_time_le(a.id, b.id) <> (uuid_time_cmp(a.id, b.id) <= 0)
                           OR uuid_time_ge(a.id, b.id) <> (uuid_time_cmp(a.id, b.id) >= 0)
                           OR uuid_time_gt(a.id, b.id) <> (uuid_time_cmp(a.id, b.id) > 0)) AS fn_disagrees,
       count(*) FILTER (WHERE uuid_time_cmp(a.id, b.id) NOT IN (-1, 0, 1)) AS not_unit
  FROM sample a, sample b;  -- 102400 0 0 0 0 0
SELECT count(*) AS intransitive
  FROM (SELECT id FROM sample LIMIT 60) a, (SELECT id FROM sample LIMIT 60 OFFSET 100) b,
       (SELECT id FROM sample LIMIT 60 OFFSET 200) c
 WHERE (a.id ~<=~ b.id AND b.id ~<=~ c.id AND NOT a.id ~<=~ c.id)
    OR (a.id ~<~ b.id AND b.id ~<~ c.id AND NOT a.id ~<~ c.id);  -- 0

-- An index with uuid_time_ops serves ~<~ predicates, ORDER BY USING ~<~
-- with LIMIT (either direction), and merge joins.
CREATE INDEX mixed_time_idx ON mixed (id uuid_time_ops);
VACUUM ANALYZE mixed;
SET enable_seqscan = off;
SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF)
SELECT id FROM mixed
 WHERE id ~>=~ uuid_v7_floor('2024-03-01 00:00:00+00') AND id ~<~ uuid_v7_floor('2024-03-02 00:00:00+00');
-- That window holds exactly the values of versions 1, 6 and 7 of that day.
SELECT count(*) = (SELECT count(*) FROM mixed
                    WHERE uuid_timestamp(id) >= '2024-03-01 00:00:00+00'
                      AND uuid_timestamp(id) < '2024-03-02 00:00:00+00') AS same_rows,
       count(DISTINCT uuid_version(id)) AS versions
  FROM mixed
 WHERE id ~>=~ uuid_v7_floor('2024-03-01 00:00:00+00') AND id ~<~ uuid_v7_floor('2024-03-02 00:00:00+00');  -- t 3
EXPLAIN (COSTS OFF)
SELECT id FROM mixed ORDER BY id USING ~<~ LIMIT 5;
EXPLAIN (COSTS OFF)
SELECT id FROM mixed ORDER BY id USING ~>~ LIMIT 5;
SELECT (SELECT array_agg(id) FROM (SELECT id FROM mixed ORDER BY id USING ~<~ LIMIT 5) AS s)
     = (SELECT array_agg(id) FROM (SELECT id FROM mixed ORDER BY uuid_timestamp(id), id LIMIT 5) AS s)
       AS first_five,
       (SELECT array_agg(id) FROM (SELECT id FROM mixed ORDER BY id USING ~>~ LIMIT 5) AS s)
     = (SELECT array_agg(id) FROM (SELECT id FROM mixed ORDER BY uuid_timestamp(id) DESC NULLS FIRST, id DESC LIMIT 5) AS s)
       AS last_five;  -- t t
-- Top-N sort without the index.
SET enable_indexscan = off;
SET enable_indexonlyscan = off;
SET enable_seqscan = on;
EXPLAIN (COSTS OFF)
SELECT id FROM mixed ORDER BY id USING ~<~ LIMIT 5;
SELECT array_agg(id) = (SELECT array_agg(id) FROM (SELECT id FROM mixed ORDER BY uuid_timestamp(id), id LIMIT 5) AS s)
       AS top_n
  FROM (SELECT id FROM mixed ORDER BY id USING ~<~ LIMIT 5) AS s;  -- t
RESET enable_indexscan;
RESET enable_indexonlyscan;
SET enable_seqscan = off;

-- Merge join through two uuid_time_ops indexes (and no uuid_ops index).
CREATE TABLE other AS SELECT id FROM mixed WHERE uuid_version(id) = 1;
CREATE INDEX other_time_idx ON other (id uuid_time_ops);
VACUUM ANALYZE other;
SET enable_hashjoin = off;
SET enable_nestloop = off;
SET enable_sort = off;
EXPLAIN (COSTS OFF)
SELECT count(*) FROM mixed m JOIN other o ON m.id = o.id;
SELECT count(*) = (SELECT count(*) FROM mixed m JOIN other o USING (id) WHERE uuid_version(m.id) = 1) AS same,
       count(*) > 30000 AS many
  FROM mixed m JOIN other o ON m.id = o.id;  -- t t
-- Merge join output already in the time order, for ORDER BY USING ~<~.
EXPLAIN (COSTS OFF)
SELECT m.id FROM mixed m JOIN other o ON m.id = o.id ORDER BY m.id USING ~<~;
RESET enable_hashjoin;
RESET enable_nestloop;
RESET enable_sort;

-- NULLs: the functions and operators are strict; NULLS FIRST / LAST place
-- NULLs in sorts and index scans.
SELECT uuid_time_cmp(NULL, :v1) IS NULL AS cmp_null, (:v1 ~<~ NULL) IS NULL AS lt_null,
       (NULL::uuid ~>=~ :v1) IS NULL AS ge_null;  -- t t t
CREATE TEMP TABLE few (id uuid);
INSERT INTO few VALUES (NULL), (uuid_max()), (:v1), (NULL), (uuid_nil()), (:v7);
SELECT array_agg(id ORDER BY id USING ~<~) AS nulls_last_by_default FROM few;
SELECT array_agg(id ORDER BY id USING ~<~ NULLS FIRST) AS nulls_first FROM few;
SELECT array_agg(id ORDER BY id USING ~>~) AS desc_nulls_first_by_default FROM few;
CREATE INDEX few_time_idx ON few (id uuid_time_ops NULLS FIRST);
VACUUM ANALYZE few;
EXPLAIN (COSTS OFF)
SELECT id FROM few ORDER BY id USING ~<~ NULLS FIRST LIMIT 3;
SELECT array_agg(id) AS nulls_first_via_index
  FROM (SELECT id FROM few ORDER BY id USING ~<~ NULLS FIRST LIMIT 3) AS s;
INSERT INTO mixed VALUES (NULL);
SELECT count(*) FROM mixed WHERE id ~<~ NULL;  -- 0
RESET enable_seqscan;
RESET enable_bitmapscan;

-- Range partitioning by uuid_v7_floor bounds, monthly: a time window prunes
-- to the partition of its month.
CREATE TABLE events (id uuid NOT NULL, payload text) PARTITION BY RANGE (id);
CREATE TABLE events_2025_01 PARTITION OF events
	FOR VALUES FROM (uuid_v7_floor('2025-01-01 00:00:00+00')) TO (uuid_v7_floor('2025-02-01 00:00:00+00'));
CREATE TABLE events_2025_02 PARTITION OF events
	FOR VALUES FROM (uuid_v7_floor('2025-02-01 00:00:00+00')) TO (uuid_v7_floor('2025-03-01 00:00:00+00'));
CREATE TABLE events_2025_03 PARTITION OF events
	FOR VALUES FROM (uuid_v7_floor('2025-03-01 00:00:00+00')) TO (uuid_v7_floor('2025-04-01 00:00:00+00'));
INSERT INTO events
SELECT uuid_generate_v7_at(timestamptz '2025-01-01 00:00:00+00' + i * interval '1 minute'), 'e' || i
  FROM generate_series(0, 129599) AS i;  -- 90 days
SELECT tableoid::regclass AS partition, count(*),
       min(uuid_timestamp(id)) AS first, max(uuid_timestamp(id)) AS last
  FROM events GROUP BY 1 ORDER BY 1;
EXPLAIN (COSTS OFF)
SELECT count(*) FROM events
 WHERE id >= uuid_v7_floor('2025-02-10 00:00:00+00') AND id < uuid_v7_floor('2025-02-11 00:00:00+00');
SELECT count(*) FROM events
 WHERE id >= uuid_v7_floor('2025-02-10 00:00:00+00') AND id < uuid_v7_floor('2025-02-11 00:00:00+00');  -- 1440
-- Run-time pruning too, with the bounds as parameters.
PREPARE window_count(timestamptz, timestamptz) AS
SELECT count(*) FROM events WHERE id >= uuid_v7_floor($1) AND id < uuid_v7_floor($2);
SET plan_cache_mode = force_generic_plan;
EXPLAIN (COSTS OFF) EXECUTE window_count('2025-03-05 00:00:00+00', '2025-03-05 01:00:00+00');
EXECUTE window_count('2025-03-05 00:00:00+00', '2025-03-05 01:00:00+00');  -- 60
RESET plan_cache_mode;
DEALLOCATE window_count;

-- Version 1 data partitioned in the time order, with the same bounds: a
-- window written with ~>=~ and ~<~ prunes the same way.
CREATE TABLE v1_events (id uuid NOT NULL) PARTITION BY RANGE (id uuid_time_ops);
CREATE TABLE v1_events_2025_01 PARTITION OF v1_events
	FOR VALUES FROM (uuid_v7_floor('2025-01-01 00:00:00+00')) TO (uuid_v7_floor('2025-02-01 00:00:00+00'));
CREATE TABLE v1_events_2025_02 PARTITION OF v1_events
	FOR VALUES FROM (uuid_v7_floor('2025-02-01 00:00:00+00')) TO (uuid_v7_floor('2025-03-01 00:00:00+00'));
INSERT INTO v1_events
SELECT regress.v1_of_v6(regress.v6_at(regress.ticks_of(timestamptz '2025-01-01 00:00:00.000001+00' + i * interval '1 minute'),
                                      '8' || substr(md5(i::text), 1, 3) || '-' || substr(md5(i::text), 4, 12)))
  FROM generate_series(0, 84959) AS i;  -- 59 days
SELECT tableoid::regclass AS partition, count(*) FROM v1_events GROUP BY 1 ORDER BY 1;
EXPLAIN (COSTS OFF)
SELECT count(*) FROM v1_events
 WHERE id ~>=~ uuid_v7_floor('2025-02-10 00:00:00+00') AND id ~<~ uuid_v7_floor('2025-02-11 00:00:00+00');
SELECT count(*) FROM v1_events
 WHERE id ~>=~ uuid_v7_floor('2025-02-10 00:00:00+00') AND id ~<~ uuid_v7_floor('2025-02-11 00:00:00+00');  -- 1440

DROP TABLE mixed, other, events, v1_events;
DROP FUNCTION regress.v6_at(bigint, text), regress.v1_of_v6(uuid), regress.ticks_of(timestamptz);
