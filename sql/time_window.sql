--
-- Time predicates on the key itself: uuid OP timestamptz (both operand
-- orders) and uuid <@ tstzrange (tstzrange @> uuid) mean, for a version 7
-- key, uuid_timestamp(key) OP t; for any other UUID, the key's bytes against
-- the boundary UUID of t.  Before planning they become core's uuid >= and <
-- against that boundary: index conditions and partition pruning keys.
--
SET timezone = 'UTC';
SET max_parallel_workers_per_gather = 0;

-- The ten operators: commutators and negators in place, every function
-- IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF with the one support function.
SELECT o.oid::regoperator AS operator, o.oprcom::regoperator AS commutator,
       o.oprnegate::regoperator AS negator, p.prosupport::regproc AS support,
       p.provolatile, p.proisstrict, p.proparallel, p.proleakproof
  FROM pg_operator o JOIN pg_proc p ON p.oid = o.oprcode
 WHERE (o.oprleft, o.oprright) IN (('uuid'::regtype, 'timestamptz'::regtype), ('timestamptz'::regtype, 'uuid'::regtype),
                                   ('uuid'::regtype, 'tstzrange'::regtype), ('tstzrange'::regtype, 'uuid'::regtype))
 ORDER BY o.oprleft, o.oprname COLLATE "C";
SELECT p.oid::regprocedure, p.provolatile, p.proleakproof
  FROM pg_proc p WHERE p.oid = 'uuid_v7_boundary(timestamptz, bool)'::regprocedure;

--
-- The boundary UUID: the smallest version 7 UUID of the first millisecond at
-- or after a time (after it, if strict), clamped to the version 7 range.
--
SELECT uuid_v7_boundary('2022-02-22 19:22:22', false) AS at_ms,               -- 017f22e2-79b0-7000-8000-000000000000
       uuid_v7_boundary('2022-02-22 19:22:22', true) AS after_ms,             -- 017f22e2-79b1-...
       uuid_v7_boundary('2022-02-22 19:22:22.000001', false) AS at_next_us,  -- 017f22e2-79b1-...
       uuid_v7_boundary('2022-02-22 19:22:21.999999', true) AS after_prev_us; -- 017f22e2-79b0-...
SELECT uuid_v7_boundary('-infinity', false) AS minus_infinity,
       uuid_v7_boundary('4714-11-24 00:00:00+00 BC', true) AS first_timestamptz,
       uuid_v7_boundary('1969-12-31 23:59:59.999999', false) AS last_us_before_1970,
       uuid_v7_boundary('1969-12-31 23:59:59.999999', true) AS after_it;
SELECT uuid_v7_boundary('10889-08-02 05:31:50.655', false) AS last_v7_ms,
       uuid_v7_boundary('10889-08-02 05:31:50.654001', false) AS last_v7_ms_from_below,
       uuid_v7_boundary('10889-08-02 05:31:50.655', true) AS past_it,
       uuid_v7_boundary('294276-12-31 23:59:59.999999', false) AS last_timestamptz,
       uuid_v7_boundary('infinity', true) AS infinity;
-- The same as uuid_v7_floor() wherever that is defined: sampled over 1970
-- to 10889 and at millisecond edges.
SELECT count(*) AS times,
       count(*) FILTER (WHERE uuid_v7_boundary(t, false) <> uuid_v7_floor(t + interval '999 microseconds')) AS wrong_at,
       count(*) FILTER (WHERE uuid_v7_boundary(t, true) <> uuid_v7_floor(t + interval '1 millisecond')) AS wrong_after
  FROM (SELECT timestamptz 'epoch' + i * interval '1 millisecond' + j * interval '1 microsecond' AS t
          FROM generate_series(0, 3) AS i, generate_series(0, 999, 333) AS j
        UNION ALL
        SELECT timestamptz 'epoch' + (i * 8936.4) * interval '1 day' + j * interval '1 microsecond'
          FROM generate_series(0, 349) AS i, generate_series(-1, 1) AS j WHERE i > 0 OR j >= 0) AS s;

--
-- The meaning, row by row: keys at, just before and just after millisecond
-- edges and at random times; times at those edges, random, before 1970,
-- beyond the 48-bit limit and infinite; NULLs.
--
SELECT setseed(0.27);
CREATE TABLE timeops_ms (ms bigint);
INSERT INTO timeops_ms
  VALUES (0), (1), (999), (1000), (1645557742000), (1645557742001), (281474976710654), (281474976710655);
INSERT INTO timeops_ms SELECT (random() * 281474976710655)::bigint FROM generate_series(1, 20);
INSERT INTO timeops_ms SELECT (1700000000000 + random() * 1000000000)::bigint FROM generate_series(1, 20);
-- Version 7 keys: the smallest, the largest and a random one of each
-- millisecond (written from the millisecond's digits: exact, where float
-- arithmetic on times would round); times at and around its edges.
CREATE TABLE timeops_keys (k uuid);
INSERT INTO timeops_keys
  SELECT x FROM timeops_ms, LATERAL (VALUES (lpad(to_hex(ms), 12, '0'))) AS h(hex),
         LATERAL (VALUES ((hex || '70008000000000000000')::uuid), ((hex || '7fffbfffffffffffffff')::uuid),
                         (uuid_generate_v7_at(uuid_timestamp((hex || '70008000000000000000')::uuid)
                                              + floor(random() * 1000) * interval '1 microsecond'))) AS v(x);
INSERT INTO timeops_keys VALUES (NULL);
SELECT count(*) AS keys, count(DISTINCT k) AS distinct_keys,
       bool_and(uuid_version(k) = 7) AS all_version_7,
       count(*) FILTER (WHERE uuid_timestamp(k) = 'epoch') AS at_epoch
  FROM timeops_keys;
CREATE TABLE timeops_times (t timestamptz);
INSERT INTO timeops_times
  SELECT uuid_timestamp((lpad(to_hex(ms), 12, '0') || '70008000000000000000')::uuid) + d * interval '1 microsecond'
    FROM timeops_ms, (VALUES (-1000), (-999), (-1), (0), (1), (999), (1000)) AS v(d);
INSERT INTO timeops_times
  VALUES ('-infinity'), ('infinity'), ('4714-11-24 00:00:00+00 BC'), ('294276-12-31 23:59:59.999999'),
         ('1969-12-31 23:59:59.999999'), ('1900-01-01'), ('10889-08-02 05:31:50.655001'),
         ('10889-08-02 05:31:50.656'), ('12000-01-01'), (NULL);
INSERT INTO timeops_times
  SELECT timestamptz '1960-01-01' + random() * (timestamptz '2200-01-01' - timestamptz '1960-01-01')
    FROM generate_series(1, 40);
SELECT count(*) AS times, count(*) FILTER (WHERE t < 'epoch') AS before_1970,
       count(*) FILTER (WHERE t > '10889-08-02 05:31:50.655') AS beyond_48_bits
  FROM timeops_times;

-- Every comparison against uuid_timestamp() and uuid_extract_timestamp(), in
-- both operand orders; NULL where either side is NULL.  The latter is core's
-- on 18 and later; 17's reads version 1 only, so there (as on 15) the
-- extension's of that name, in its schema on every major.  A view, so that
-- each query plans it afresh (rewritten or not, as the catalog says then).
SELECT CASE WHEN current_setting('server_version_num')::int >= 180000 THEN 'pg_catalog'
            ELSE extnamespace::regnamespace::text END AS extract_schema
  FROM pg_extension WHERE extname = 'uuid9562' \gset
CREATE VIEW timeops_meaning AS
SELECT count(*) AS pairs,
       count(*) FILTER (WHERE (k < t) IS DISTINCT FROM (uuid_timestamp(k) < t)
                           OR (k <= t) IS DISTINCT FROM (uuid_timestamp(k) <= t)
                           OR (k > t) IS DISTINCT FROM (uuid_timestamp(k) > t)
                           OR (k >= t) IS DISTINCT FROM (uuid_timestamp(k) >= t)) AS wrong_key_first,
       count(*) FILTER (WHERE (t < k) IS DISTINCT FROM (t < uuid_timestamp(k))
                           OR (t <= k) IS DISTINCT FROM (t <= uuid_timestamp(k))
                           OR (t > k) IS DISTINCT FROM (t > uuid_timestamp(k))
                           OR (t >= k) IS DISTINCT FROM (t >= uuid_timestamp(k))) AS wrong_time_first,
       count(*) FILTER (WHERE (k < t) IS DISTINCT FROM (:extract_schema.uuid_extract_timestamp(k) < t)
                           OR (k <= t) IS DISTINCT FROM (:extract_schema.uuid_extract_timestamp(k) <= t)
                           OR (t < k) IS DISTINCT FROM (t < :extract_schema.uuid_extract_timestamp(k))
                           OR (t <= k) IS DISTINCT FROM (t <= :extract_schema.uuid_extract_timestamp(k))) AS wrong_extract,
       count(*) FILTER (WHERE k >= t) AS at_or_after, count(*) FILTER (WHERE k > t) AS after,
       count(*) FILTER (WHERE k < t) AS before, count(*) FILTER (WHERE k <= t) AS at_or_before,
       count(*) FILTER (WHERE k >= t AND k <= t) AS same_ms
  FROM timeops_keys, timeops_times;

-- Ranges: between pairs of edge times with every kind of bound, unbounded
-- on either side, empty, infinite bounds, NULL.
CREATE TABLE timeops_ranges (r tstzrange);
INSERT INTO timeops_ranges
  SELECT tstzrange(a.t, b.t, f)
    FROM (SELECT t FROM timeops_times WHERE t IS NOT NULL ORDER BY t LIMIT 12 OFFSET 50) AS a,
         (SELECT t FROM timeops_times WHERE t IS NOT NULL ORDER BY t LIMIT 12 OFFSET 50) AS b,
         (VALUES ('[)'), ('[]'), ('(]'), ('()')) AS v(f)
   WHERE a.t <= b.t;
INSERT INTO timeops_ranges
  SELECT tstzrange(CASE WHEN lo THEN t END, CASE WHEN NOT lo THEN t END, f)
    FROM (SELECT t FROM timeops_times WHERE t IS NOT NULL ORDER BY t LIMIT 12 OFFSET 50) AS a,
         (VALUES (true), (false)) AS s(lo), (VALUES ('[]'), ('()')) AS v(f);
INSERT INTO timeops_ranges
  VALUES ('empty'), ('(,)'), ('[-infinity,infinity]'), ('(-infinity,infinity)'), ('[-infinity,1970-01-01)'),
         ('[10889-08-02 05:31:50.655,infinity]'), (NULL);
SELECT count(*) AS ranges, count(*) FILTER (WHERE isempty(r)) AS empty,
       count(*) FILTER (WHERE lower_inf(r) OR upper_inf(r)) AS unbounded
  FROM timeops_ranges;
CREATE VIEW timeops_range_meaning AS
SELECT count(*) AS pairs,
       count(*) FILTER (WHERE (k <@ r) IS DISTINCT FROM (uuid_timestamp(k) <@ r)) AS wrong_contained_by,
       count(*) FILTER (WHERE (r @> k) IS DISTINCT FROM (r @> uuid_timestamp(k))) AS wrong_contains,
       count(*) FILTER (WHERE k <@ r) AS inside
  FROM timeops_keys, timeops_ranges;

-- UUIDs of other versions and variants against the boundary's bytes.
CREATE VIEW timeops_bytes AS
SELECT k, count(*) FILTER (WHERE (k >= t) IS DISTINCT FROM (k >= uuid_v7_boundary(t, false))
                              OR (k > t) IS DISTINCT FROM (k >= uuid_v7_boundary(t, true))
                              OR (k < t) IS DISTINCT FROM (k < uuid_v7_boundary(t, false))
                              OR (k <= t) IS DISTINCT FROM (k < uuid_v7_boundary(t, true))) AS wrong
  FROM (VALUES (uuid_nil()), (uuid_max()), ('c232ab00-9414-11ec-b3c8-9e6bdeced846'::uuid),
               ('1ec9414c-232a-6b00-b3c8-9e6bdeced846'), ('919108f7-52d1-4320-9bac-f847db4148a8'),
               ('017f22e2-79b0-0cc3-98c4-dc0c0c07398f'), ('017f22e2-79b0-7cc3-08c4-dc0c0c07398f')) AS v(k),
       timeops_times
 GROUP BY k ORDER BY k;

-- As planned (rewritten into uuid_v7_boundary() and core's operators) ...
SELECT * FROM timeops_meaning;
SELECT * FROM timeops_range_meaning;
-- ... and the operators' own functions, their support function taken away
-- for a moment: the same answers.
BEGIN;
UPDATE pg_proc SET prosupport = 0 WHERE prosupport = 'uuid_timestamptz_support'::regproc;
SELECT * FROM timeops_meaning;
SELECT * FROM timeops_range_meaning;
SELECT * FROM timeops_bytes;
ROLLBACK;
-- The operators' functions called by name give the operators' answers.
SELECT count(*) AS pairs,
       count(*) FILTER (WHERE uuid_lt_timestamptz(k, t) IS DISTINCT FROM (k < t)
                           OR uuid_le_timestamptz(k, t) IS DISTINCT FROM (k <= t)
                           OR uuid_ge_timestamptz(k, t) IS DISTINCT FROM (k >= t)
                           OR uuid_gt_timestamptz(k, t) IS DISTINCT FROM (k > t)
                           OR timestamptz_lt_uuid(t, k) IS DISTINCT FROM (t < k)
                           OR timestamptz_le_uuid(t, k) IS DISTINCT FROM (t <= k)
                           OR timestamptz_ge_uuid(t, k) IS DISTINCT FROM (t >= k)
                           OR timestamptz_gt_uuid(t, k) IS DISTINCT FROM (t > k)) AS differ  -- 0
  FROM timeops_keys, timeops_times;
SELECT count(*) AS pairs,
       count(*) FILTER (WHERE uuid_contained_by_tstzrange(k, r) IS DISTINCT FROM (k <@ r)
                           OR tstzrange_contains_uuid(r, k) IS DISTINCT FROM (r @> k)) AS differ  -- 0
  FROM timeops_keys, timeops_ranges;

-- Constants (folded into boundary UUIDs at planning): every time and every
-- range of the tables as a literal, each in a query of its own; the number
-- of literals whose counts differ from uuid_timestamp()'s.  (Not the NULL
-- key: see below.)
CREATE FUNCTION pg_temp.timeops_literal_mismatches(OUT times int, OUT wrong_times int,
                                                   OUT ranges int, OUT wrong_ranges int)
LANGUAGE plpgsql AS $$
DECLARE
	lit text;
	wrong bool;
BEGIN
	times := 0; wrong_times := 0; ranges := 0; wrong_ranges := 0;
	FOR lit IN SELECT quote_literal(t) FROM timeops_times WHERE t IS NOT NULL LOOP
		EXECUTE format('SELECT bool_or((k < %1$s::timestamptz) <> (uuid_timestamp(k) < %1$s::timestamptz)
		                            OR (k <= %1$s::timestamptz) <> (uuid_timestamp(k) <= %1$s::timestamptz)
		                            OR (k > %1$s::timestamptz) <> (uuid_timestamp(k) > %1$s::timestamptz)
		                            OR (k >= %1$s::timestamptz) <> (uuid_timestamp(k) >= %1$s::timestamptz)
		                            OR (%1$s::timestamptz < k) <> (%1$s::timestamptz < uuid_timestamp(k))
		                            OR (%1$s::timestamptz <= k) <> (%1$s::timestamptz <= uuid_timestamp(k))
		                            OR (%1$s::timestamptz > k) <> (%1$s::timestamptz > uuid_timestamp(k))
		                            OR (%1$s::timestamptz >= k) <> (%1$s::timestamptz >= uuid_timestamp(k)))
		                  FROM timeops_keys WHERE k IS NOT NULL', lit) INTO wrong;
		times := times + 1;
		wrong_times := wrong_times + wrong::int;
	END LOOP;
	FOR lit IN SELECT quote_literal(r) FROM timeops_ranges WHERE r IS NOT NULL LOOP
		EXECUTE format('SELECT bool_or((k <@ %1$s::tstzrange) <> (uuid_timestamp(k) <@ %1$s::tstzrange)
		                            OR (%1$s::tstzrange @> k) <> (%1$s::tstzrange @> uuid_timestamp(k)))
		                  FROM timeops_keys WHERE k IS NOT NULL', lit) INTO wrong;
		ranges := ranges + 1;
		wrong_ranges := wrong_ranges + wrong::int;
	END LOOP;
END
$$;
SELECT * FROM pg_temp.timeops_literal_mismatches();

-- NULL gives NULL.
SELECT NULL::uuid < now() AS lt, now() >= NULL::uuid AS ge, '017f22e2-79b0-7cc3-98c4-dc0c0c07398f'::uuid > NULL::timestamptz AS gt,
       NULL::uuid <@ tstzrange('2020-01-01', '2021-01-01') AS contained, NULL::tstzrange @> uuid_nil() AS contains;
-- But a NULL key <@ a constant empty range is false, and <@ a constant range
-- unbounded on both sides true: the planner answers those without the key,
-- as core's own <@ does from PostgreSQL 18.  (Where the range is not a
-- constant, NULL.)
SELECT k <@ 'empty'::tstzrange AS empty, k <@ '(,)'::tstzrange AS unbounded, k <@ r AS not_constant
  FROM timeops_keys, (SELECT 'empty'::tstzrange AS r OFFSET 0) AS s WHERE k IS NULL;

-- Other UUIDs: their bytes against the boundary.  The nil UUID sorts before
-- every version 7 key, so it is before every time, -infinity included; the
-- max UUID after every time, infinity included.  The version 1 vector (its
-- time 2022-02-22 19:22:22) lies between the boundaries of the milliseconds
-- 8736-04-09 13:11:35.187 and .188 (c232ab00-9414, its first 48 bits, is
-- .188, but its version nibble 1 sorts below the boundary's 7), so it
-- compares as the millisecond .187.
SELECT uuid_nil() < timestamptz '-infinity' AS nil_before_minus_infinity,
       uuid_nil() >= timestamptz '-infinity' AS nil_at_or_after,
       uuid_max() > timestamptz 'infinity' AS max_after_infinity,
       uuid_max() <= timestamptz 'infinity' AS max_at_or_before,
       'c232ab00-9414-11ec-b3c8-9e6bdeced846'::uuid > timestamptz '2022-02-22 19:22:22' AS v1_after_its_time,
       'c232ab00-9414-11ec-b3c8-9e6bdeced846'::uuid >= timestamptz '8736-04-09 13:11:35.187' AS v1_at_or_after_187,
       'c232ab00-9414-11ec-b3c8-9e6bdeced846'::uuid > timestamptz '8736-04-09 13:11:35.187' AS v1_after_187,
       '919108f7-52d1-4320-9bac-f847db4148a8'::uuid >= timestamptz 'infinity' AS v4_at_or_after_infinity;
-- A bare string literal beside a uuid is read as a uuid (core's uuid
-- operators win the resolution), so a time must be typed.
SELECT code, message FROM regress.error_of($$SELECT uuid_nil() >= '2026-01-01'$$);
SELECT uuid_nil() >= timestamptz '2026-01-01' AS typed;  -- f

DROP VIEW timeops_meaning, timeops_range_meaning, timeops_bytes;
DROP TABLE timeops_ms, timeops_keys, timeops_times, timeops_ranges;

--
-- Plans.  A table with a primary key: a day of keys every minute in 2020.
--
CREATE TABLE timeops_events (id uuid PRIMARY KEY, n int);
INSERT INTO timeops_events
  SELECT uuid_generate_v7_at(timestamptz '2020-01-01' + i * interval '1 minute'), i
    FROM generate_series(0, 3 * 1440 - 1) AS i;
ANALYZE timeops_events;
SET enable_seqscan = off;
SET enable_bitmapscan = off;

-- A constant: folded into boundary UUIDs, an index condition.  BETWEEN and
-- the commutated form alike.
EXPLAIN (COSTS OFF)
SELECT n FROM timeops_events WHERE id >= timestamptz '2020-01-02' AND id < timestamptz '2020-01-02 01:00';
EXPLAIN (COSTS OFF)
SELECT n FROM timeops_events WHERE id BETWEEN timestamptz '2020-01-02' AND timestamptz '2020-01-02 01:00';
EXPLAIN (COSTS OFF)
SELECT n FROM timeops_events WHERE timestamptz '2020-01-02' < id;
-- A range: two conditions, one for an unbounded side, none for an empty
-- range.
EXPLAIN (COSTS OFF)
SELECT n FROM timeops_events WHERE id <@ tstzrange('2020-01-02', '2020-01-02 01:00', '(]');
EXPLAIN (COSTS OFF)
SELECT n FROM timeops_events WHERE tstzrange('2020-01-02', NULL) @> id;
CREATE FUNCTION pg_temp.timeops_explain(query text) RETURNS SETOF text
LANGUAGE plpgsql AS $$
BEGIN
	RETURN QUERY EXECUTE 'EXPLAIN (COSTS OFF) ' || query;
END
$$;
SELECT bool_or(line LIKE '%One-Time Filter: false%') AS folded_to_false,
       bool_or(line LIKE '%Scan using%' OR line LIKE '%Seq Scan%') AS scans  -- t, f
  FROM pg_temp.timeops_explain($$SELECT n FROM timeops_events WHERE id <@ 'empty'::tstzrange$$) AS line;
-- now()-relative: a stable boundary expression, still an index condition.
EXPLAIN (COSTS OFF)
SELECT n FROM timeops_events WHERE id >= now() - interval '1 day';
-- A prepared statement's generic plan: the parameters in the boundaries.
SET plan_cache_mode = force_generic_plan;
PREPARE timeops_window(timestamptz, timestamptz) AS
  SELECT count(*) FROM timeops_events WHERE id >= $1 AND id < $2;
EXPLAIN (COSTS OFF) EXECUTE timeops_window('2020-01-02', '2020-01-02 01:00');
EXECUTE timeops_window('2020-01-02', '2020-01-02 01:00');  -- 60
RESET plan_cache_mode;
-- A PL/pgSQL variable: a parameter of the statement's plan.  Its EXPLAIN
-- shows the value folded; run under generic plans, the statement scans the
-- index (the table's scans counted in this transaction).
CREATE FUNCTION pg_temp.timeops_plan(since timestamptz) RETURNS SETOF text
LANGUAGE plpgsql AS $$
DECLARE
	line text;
BEGIN
	FOR line IN EXPLAIN (COSTS OFF) SELECT n FROM timeops_events WHERE id > since LOOP
		RETURN NEXT line;
	END LOOP;
END
$$;
SELECT pg_temp.timeops_plan('2020-01-03 23:00');
CREATE FUNCTION pg_temp.timeops_count(since timestamptz) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
	c bigint;
BEGIN
	SELECT count(*) INTO c FROM timeops_events WHERE id > since;
	RETURN c;
END
$$;
BEGIN;
SET LOCAL plan_cache_mode = force_generic_plan;
SELECT seq_scan AS seq0, idx_scan AS idx0 FROM pg_stat_xact_user_tables WHERE relname = 'timeops_events' \gset
SELECT pg_temp.timeops_count(t) FROM (VALUES (timestamptz '2020-01-03 23:00'), ('2020-01-03 23:30')) AS v(t);  -- 59, 29
SELECT seq_scan - :seq0 AS seq_scans, idx_scan - :idx0 AS index_scans
  FROM pg_stat_xact_user_tables WHERE relname = 'timeops_events';  -- 0, 2
COMMIT;

-- Where no rewrite is possible (a range that is not a constant), the
-- operator answers alone.
SET enable_seqscan = on;
EXPLAIN (COSTS OFF)
SELECT n FROM timeops_events, (SELECT tstzrange('2020-01-02', '2020-01-02 01:00') AS r OFFSET 0) AS s
 WHERE id <@ r;
SET enable_seqscan = off;

-- The same windows through the index and through a sequential scan: the
-- same rows.
CREATE FUNCTION pg_temp.timeops_ids(query text, seq bool) RETURNS uuid[]
LANGUAGE plpgsql AS $$
DECLARE
	ids uuid[];
BEGIN
	PERFORM set_config('enable_seqscan', (seq)::text, true);
	PERFORM set_config('enable_indexscan', (NOT seq)::text, true);
	PERFORM set_config('enable_indexonlyscan', (NOT seq)::text, true);
	EXECUTE 'SELECT array_agg(id ORDER BY id) FROM (' || query || ') AS q' INTO ids;
	RETURN ids;
END
$$;
SELECT q, coalesce(cardinality(pg_temp.timeops_ids(q, false)), 0) AS rows,
       pg_temp.timeops_ids(q, false) IS NOT DISTINCT FROM pg_temp.timeops_ids(q, true) AS same
  FROM (VALUES ($$SELECT id FROM timeops_events WHERE id >= timestamptz '2020-01-02 12:00:30' AND id < timestamptz '2020-01-02 13:00'$$),
               ($$SELECT id FROM timeops_events WHERE id > timestamptz '2020-01-03 23:00' OR id <= timestamptz '2020-01-01 00:10'$$),
               ($$SELECT id FROM timeops_events WHERE id <@ tstzrange('2020-01-02', '2020-01-02 00:30', '[]')$$),
               ($$SELECT id FROM timeops_events WHERE tstzrange('2020-01-02', '2020-01-02 00:30', '()') @> id$$),
               ($$SELECT id FROM timeops_events WHERE id <@ tstzrange('2020-01-03 23:30', NULL)$$),
               ($$SELECT id FROM timeops_events WHERE id <@ tstzrange(NULL, '2020-01-01 00:30', '(]')$$),
               ($$SELECT id FROM timeops_events WHERE NOT (id < timestamptz '2020-01-03 23:50')$$),
               ($$SELECT id FROM timeops_events WHERE id >= now() - interval '1 day'$$)) AS v(q);

--
-- A table partitioned by range of its key, a partition per day.
--
CREATE TABLE timeops_parts (id uuid NOT NULL, n int) PARTITION BY RANGE (id);
CREATE TABLE timeops_parts_1 PARTITION OF timeops_parts
  FOR VALUES FROM (uuid_v7_floor('2020-01-01')) TO (uuid_v7_floor('2020-01-02'));
CREATE TABLE timeops_parts_2 PARTITION OF timeops_parts
  FOR VALUES FROM (uuid_v7_floor('2020-01-02')) TO (uuid_v7_floor('2020-01-03'));
CREATE TABLE timeops_parts_3 PARTITION OF timeops_parts
  FOR VALUES FROM (uuid_v7_floor('2020-01-03')) TO (uuid_v7_floor('2020-01-04'));
CREATE INDEX ON timeops_parts (id);
INSERT INTO timeops_parts SELECT id, n FROM timeops_events;
ANALYZE timeops_parts;
-- Pruned at planning: a constant, a range.
EXPLAIN (COSTS OFF)
SELECT n FROM timeops_parts WHERE id >= timestamptz '2020-01-02 12:00' AND id < timestamptz '2020-01-02 13:00';
EXPLAIN (COSTS OFF)
SELECT n FROM timeops_parts WHERE id <@ tstzrange('2020-01-02 23:00', '2020-01-03 01:00');
-- Pruned at execution: a stable expression (date_trunc of timestamptz
-- depends on the time zone), now() (every key is in the past), a generic
-- plan's parameters.
EXPLAIN (COSTS OFF)
SELECT n FROM timeops_parts WHERE id >= date_trunc('day', timestamptz '2020-01-02 12:00');
EXPLAIN (COSTS OFF)
SELECT n FROM timeops_parts WHERE id > now() - interval '1 day';
SET plan_cache_mode = force_generic_plan;
PREPARE timeops_parts_window(timestamptz, timestamptz) AS
  SELECT count(*) FROM timeops_parts WHERE id >= $1 AND id < $2;
EXPLAIN (COSTS OFF) EXECUTE timeops_parts_window('2020-01-02 12:00', '2020-01-02 13:00');
EXECUTE timeops_parts_window('2020-01-02 12:00', '2020-01-02 13:00');  -- 60
RESET plan_cache_mode;

--
-- A role without privileges of its own, under row-level security: the
-- operators are leakproof, so the window is still an index condition
-- beneath the policy.
--
CREATE ROLE regress_timeops_reader;
GRANT SELECT ON timeops_events TO regress_timeops_reader;
ALTER TABLE timeops_events ENABLE ROW LEVEL SECURITY;
CREATE POLICY timeops_even ON timeops_events FOR SELECT USING (n % 2 = 0);
SET ROLE regress_timeops_reader;
EXPLAIN (COSTS OFF)
SELECT n FROM timeops_events WHERE id >= timestamptz '2020-01-02' AND id < timestamptz '2020-01-02 01:00';
EXPLAIN (COSTS OFF)
SELECT n FROM timeops_events WHERE id >= now() - interval '1 day';
SELECT count(*) FROM timeops_events WHERE id >= timestamptz '2020-01-02' AND id < timestamptz '2020-01-02 01:00';  -- 30
RESET ROLE;

RESET enable_seqscan;
RESET enable_bitmapscan;
DEALLOCATE timeops_window;
DEALLOCATE timeops_parts_window;
DROP TABLE timeops_events, timeops_parts;
DROP ROLE regress_timeops_reader;
