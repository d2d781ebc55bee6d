--
-- Time windows on the key itself: uuid OP timestamptz (both operand orders)
-- and uuid_v7_within(uuid, tstzrange) mean, for a version 7 key,
-- uuid_timestamp(key) OP t (or <@ r); for any other UUID, the key's bytes
-- against the boundary UUID of t.  Before planning they become core's uuid
-- >=, < and <= against boundaries: index conditions and partition pruning
-- keys.  And none of it changes the meaning of a query that names no UUID.
--
\i test/sql/include/error_of.sql
SET timezone = 'UTC';
SET max_parallel_workers_per_gather = 0;

-- The eight operators: commutators and negators in place, every function
-- IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF with the one support function;
-- no operator between uuid and any other type.
SELECT o.oid::regoperator AS operator, o.oprcom::regoperator AS commutator,
       o.oprnegate::regoperator AS negator, p.prosupport::regproc AS support,
       p.provolatile, p.proisstrict, p.proparallel, p.proleakproof
  FROM pg_operator o JOIN pg_proc p ON p.oid = o.oprcode
 WHERE 'uuid'::regtype IN (o.oprleft, o.oprright) AND o.oprleft <> o.oprright
 ORDER BY o.oprleft, o.oprname COLLATE "C";
SELECT p.oid::regprocedure, p.prosupport::regproc AS support, p.provolatile, p.proisstrict,
       p.proparallel, p.proleakproof
  FROM pg_proc p
 WHERE p.oid IN ('uuid_v7_boundary(timestamptz, bool)'::regprocedure, 'uuid_v7_within(uuid, tstzrange)'::regprocedure,
                 'uuid_v7_lower_boundary(tstzrange)'::regprocedure, 'uuid_v7_upper_boundary(tstzrange)'::regprocedure)
 ORDER BY 1::text COLLATE "C";

--
-- Invisible where unused.  The catalogue, derived from the catalog: for
-- every operator of the extension and each of its operand types other than
-- uuid, that type on its side and $1 on the other; then the forms
-- applications write, with parameters (as node-postgres sends every one,
-- untyped) and with untyped literals.  Each is prepared (its parameter's
-- inferred type, or the error) or run (its answer), in this database
-- without the extension (dropped in a transaction rolled back) and with it:
-- the same, except where the other operand is a uuid.
--
CREATE TEMP TABLE window_catalogue (expr text PRIMARY KEY);
INSERT INTO window_catalogue
  SELECT CASE WHEN side = 'l' THEN format('NULL::%s %s $1', o.oprleft::regtype, o.oprname)
              ELSE format('$1 %s NULL::%s', o.oprname, o.oprright::regtype) END
    FROM pg_depend d JOIN pg_operator o ON o.oid = d.objid,
         LATERAL (VALUES ('l', o.oprleft), ('r', o.oprright)) AS v(side, t)
   WHERE d.classid = 'pg_operator'::regclass AND d.deptype = 'e'
     AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'uuid9562')
     AND t <> 'uuid'::regtype AND t <> 0
  ON CONFLICT DO NOTHING;
SELECT count(*) AS operator_operands FROM window_catalogue;  -- 8
INSERT INTO window_catalogue VALUES
  ($$tstzrange('2024-01-01', '2024-02-01') @> $1$$),
  ($$$1 <@ tstzrange('2024-01-01', '2024-02-01')$$),
  ($$$1 @> now()$$),
  ($$now() <@ $1$$),
  ($$now() >= $1$$),
  ($$$1 < now()$$),
  ($$$1 BETWEEN now() - interval '1 day' AND now()$$),
  ($$now() BETWEEN $1 AND now()$$),
  ($$$1 >= '2024-01-01'::timestamptz$$),
  ($$$1 = gen_random_uuid()$$),
  ($$tstzrange('2024-01-01', '2024-02-01') @> '[2024-01-05,2024-01-06)'$$),
  ($$tstzrange('2024-01-01', '2024-02-01') @> '2024-01-05'$$),
  ($$'2024-01-05' <@ tstzrange('2024-01-01', '2024-02-01')$$),
  ($$'2024-01-05' < now()$$),
  ($$now() BETWEEN '2024-01-01' AND 'infinity'$$);
-- The inferred type of $1 (or the answer of a query without it), or the
-- error's SQLSTATE.
CREATE FUNCTION pg_temp.window_resolution(expr text) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
	result text;
BEGIN
	IF strpos(expr, '$1') > 0 THEN
		EXECUTE 'PREPARE window_probe AS SELECT ' || expr;
		SELECT parameter_types::text INTO result FROM pg_prepared_statements WHERE name = 'window_probe';
		DEALLOCATE window_probe;
	ELSE
		EXECUTE 'SELECT (' || expr || ')::text' INTO result;
	END IF;
	RETURN result;
EXCEPTION WHEN OTHERS THEN
	RETURN 'error ' || SQLSTATE;
END
$$;
BEGIN;
SET LOCAL client_min_messages = warning;
DROP EXTENSION uuid9562 CASCADE;
SELECT json_object_agg(expr, pg_temp.window_resolution(expr)) AS without_extension FROM window_catalogue \gset
ROLLBACK;
SELECT expr, :'without_extension'::json ->> expr AS without_extension,
       pg_temp.window_resolution(expr) AS with_extension
  FROM window_catalogue ORDER BY expr COLLATE "C";
SELECT count(*) AS exprs,
       count(*) FILTER (WHERE (:'without_extension'::json ->> expr) IS DISTINCT FROM pg_temp.window_resolution(expr)) AS changed  -- 0
  FROM window_catalogue;

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
CREATE TABLE window_ms (ms bigint);
INSERT INTO window_ms
  VALUES (0), (1), (999), (1000), (1645557742000), (1645557742001), (281474976710654), (281474976710655);
INSERT INTO window_ms SELECT (random() * 281474976710655)::bigint FROM generate_series(1, 20);
INSERT INTO window_ms SELECT (1700000000000 + random() * 1000000000)::bigint FROM generate_series(1, 20);
-- Version 7 keys: the smallest, the largest and a random one of each
-- millisecond (written from the millisecond's digits: exact, where float
-- arithmetic on times would round); times at and around its edges.
CREATE TABLE window_keys (k uuid);
INSERT INTO window_keys
  SELECT x FROM window_ms, LATERAL (VALUES (lpad(to_hex(ms), 12, '0'))) AS h(hex),
         LATERAL (VALUES ((hex || '70008000000000000000')::uuid), ((hex || '7fffbfffffffffffffff')::uuid),
                         (uuid_generate_v7_at(uuid_timestamp((hex || '70008000000000000000')::uuid)
                                              + floor(random() * 1000) * interval '1 microsecond'))) AS v(x);
INSERT INTO window_keys VALUES (NULL);
SELECT count(*) AS keys, count(DISTINCT k) AS distinct_keys,
       bool_and(uuid_version(k) = 7) AS all_version_7,
       count(*) FILTER (WHERE uuid_timestamp(k) = 'epoch') AS at_epoch
  FROM window_keys;
CREATE TABLE window_times (t timestamptz);
INSERT INTO window_times
  SELECT uuid_timestamp((lpad(to_hex(ms), 12, '0') || '70008000000000000000')::uuid) + d * interval '1 microsecond'
    FROM window_ms, (VALUES (-1000), (-999), (-1), (0), (1), (999), (1000)) AS v(d);
INSERT INTO window_times
  VALUES ('-infinity'), ('infinity'), ('4714-11-24 00:00:00+00 BC'), ('294276-12-31 23:59:59.999999'),
         ('1969-12-31 23:59:59.999999'), ('1900-01-01'), ('10889-08-02 05:31:50.655001'),
         ('10889-08-02 05:31:50.656'), ('12000-01-01'), (NULL);
INSERT INTO window_times
  SELECT timestamptz '1960-01-01' + random() * (timestamptz '2200-01-01' - timestamptz '1960-01-01')
    FROM generate_series(1, 40);
SELECT count(*) AS times, count(*) FILTER (WHERE t < 'epoch') AS before_1970,
       count(*) FILTER (WHERE t > '10889-08-02 05:31:50.655') AS beyond_48_bits
  FROM window_times;

-- Every comparison against uuid_timestamp() and uuid_extract_timestamp(), in
-- both operand orders; NULL where either side is NULL.  The latter is core's
-- on 18 and later; 17's reads version 1 only, so there (as on 15) the
-- extension's of that name, in its schema on every major.  A view, so that
-- each query plans it afresh (rewritten or not, as the catalog says then).
SELECT CASE WHEN current_setting('server_version_num')::int >= 180000 THEN 'pg_catalog'
            ELSE extnamespace::regnamespace::text END AS extract_schema
  FROM pg_extension WHERE extname = 'uuid9562' \gset
CREATE VIEW window_meaning AS
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
  FROM window_keys, window_times;

-- Ranges: between pairs of edge times with every kind of bound, unbounded
-- on either side, empty, infinite bounds, NULL.
CREATE TABLE window_ranges (r tstzrange);
INSERT INTO window_ranges
  SELECT tstzrange(a.t, b.t, f)
    FROM (SELECT t FROM window_times WHERE t IS NOT NULL ORDER BY t LIMIT 12 OFFSET 50) AS a,
         (SELECT t FROM window_times WHERE t IS NOT NULL ORDER BY t LIMIT 12 OFFSET 50) AS b,
         (VALUES ('[)'), ('[]'), ('(]'), ('()')) AS v(f)
   WHERE a.t <= b.t;
INSERT INTO window_ranges
  SELECT tstzrange(CASE WHEN lo THEN t END, CASE WHEN NOT lo THEN t END, f)
    FROM (SELECT t FROM window_times WHERE t IS NOT NULL ORDER BY t LIMIT 12 OFFSET 50) AS a,
         (VALUES (true), (false)) AS s(lo), (VALUES ('[]'), ('()')) AS v(f);
INSERT INTO window_ranges
  VALUES ('empty'), ('(,)'), ('[-infinity,infinity]'), ('(-infinity,infinity)'), ('[-infinity,1970-01-01)'),
         ('[10889-08-02 05:31:50.655,infinity]'), (NULL);
SELECT count(*) AS ranges, count(*) FILTER (WHERE isempty(r)) AS empty,
       count(*) FILTER (WHERE lower_inf(r) OR upper_inf(r)) AS unbounded
  FROM window_ranges;
CREATE VIEW window_range_meaning AS
SELECT count(*) AS pairs,
       count(*) FILTER (WHERE uuid_v7_within(k, r) IS DISTINCT FROM (uuid_timestamp(k) <@ r)) AS wrong_within,
       count(*) FILTER (WHERE (NOT uuid_v7_within(k, r)) IS DISTINCT FROM (NOT (uuid_timestamp(k) <@ r))) AS wrong_not_within,
       count(*) FILTER (WHERE uuid_v7_within(k, r)) AS inside
  FROM window_keys, window_ranges;

-- UUIDs of other versions and variants against the boundary's bytes.
CREATE VIEW window_bytes AS
SELECT k, count(*) FILTER (WHERE (k >= t) IS DISTINCT FROM (k >= uuid_v7_boundary(t, false))
                              OR (k > t) IS DISTINCT FROM (k >= uuid_v7_boundary(t, true))
                              OR (k < t) IS DISTINCT FROM (k < uuid_v7_boundary(t, false))
                              OR (k <= t) IS DISTINCT FROM (k < uuid_v7_boundary(t, true))) AS wrong
  FROM (VALUES (uuid_nil()), (uuid_max()), ('c232ab00-9414-11ec-b3c8-9e6bdeced846'::uuid),
               ('1ec9414c-232a-6b00-b3c8-9e6bdeced846'), ('919108f7-52d1-4320-9bac-f847db4148a8'),
               ('017f22e2-79b0-0cc3-98c4-dc0c0c07398f'), ('017f22e2-79b0-7cc3-08c4-dc0c0c07398f')) AS v(k),
       window_times
 GROUP BY k ORDER BY k;

-- As planned (rewritten into uuid_v7_boundary(), uuid_v7_lower_boundary(),
-- uuid_v7_upper_boundary() and core's operators) ...
SELECT * FROM window_meaning;
SELECT * FROM window_range_meaning;
-- ... and the functions themselves, their support function taken away
-- for a moment: the same answers.
BEGIN;
UPDATE pg_proc SET prosupport = 0 WHERE prosupport = 'uuid_timestamptz_support'::regproc;
SELECT * FROM window_meaning;
SELECT * FROM window_range_meaning;
SELECT * FROM window_bytes;
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
  FROM window_keys, window_times;
-- The boundary functions are the window's edges: a key is within the
-- range exactly when it lies between them, for every key and range.
SELECT count(*) AS pairs,
       count(*) FILTER (WHERE uuid_v7_within(k, r) IS DISTINCT FROM
                              (k >= uuid_v7_lower_boundary(r) AND k <= uuid_v7_upper_boundary(r))) AS differ  -- 0
  FROM window_keys, window_ranges;
SELECT count(*) FILTER (WHERE isempty(r) AND uuid_v7_lower_boundary(r) = uuid_max() AND uuid_v7_upper_boundary(r) = uuid_nil()) AS empty_max_nil,
       count(*) FILTER (WHERE lower_inf(r) AND NOT isempty(r) AND uuid_v7_lower_boundary(r) = uuid_nil()) AS unbounded_below_nil,
       count(*) FILTER (WHERE upper_inf(r) AND NOT isempty(r) AND uuid_v7_upper_boundary(r) = uuid_max()) AS unbounded_above_max,
       count(*) FILTER (WHERE r IS NULL AND uuid_v7_lower_boundary(r) IS NULL AND uuid_v7_upper_boundary(r) IS NULL) AS null_null
  FROM window_ranges;
SELECT uuid_v7_lower_boundary('[2022-02-22 19:22:22,2022-02-22 19:22:23)') AS lower_inclusive,  -- 017f22e2-79b0-7000-8000-000000000000
       uuid_v7_lower_boundary('(2022-02-22 19:22:22,2022-02-22 19:22:23)') AS lower_exclusive,  -- 017f22e2-79b1-...
       uuid_v7_upper_boundary('[2022-02-22 19:22:21,2022-02-22 19:22:22)') AS upper_exclusive,  -- 017f22e2-79b0-7000-7fff-...: below every key of .000
       uuid_v7_upper_boundary('[2022-02-22 19:22:21,2022-02-22 19:22:22]') AS upper_inclusive;  -- 017f22e2-79b1-7000-7fff-...: above every key of .000

-- Constants (folded into boundary UUIDs at planning): every time and every
-- range of the tables as a literal, each in a query of its own; the number
-- of literals whose counts differ from uuid_timestamp()'s.  (Not the NULL
-- key: see below.)
CREATE FUNCTION pg_temp.window_literal_mismatches(OUT times int, OUT wrong_times int,
                                                   OUT ranges int, OUT wrong_ranges int)
LANGUAGE plpgsql AS $$
DECLARE
	lit text;
	wrong bool;
BEGIN
	times := 0; wrong_times := 0; ranges := 0; wrong_ranges := 0;
	FOR lit IN SELECT quote_literal(t) FROM window_times WHERE t IS NOT NULL LOOP
		EXECUTE format('SELECT bool_or((k < %1$s::timestamptz) <> (uuid_timestamp(k) < %1$s::timestamptz)
		                            OR (k <= %1$s::timestamptz) <> (uuid_timestamp(k) <= %1$s::timestamptz)
		                            OR (k > %1$s::timestamptz) <> (uuid_timestamp(k) > %1$s::timestamptz)
		                            OR (k >= %1$s::timestamptz) <> (uuid_timestamp(k) >= %1$s::timestamptz)
		                            OR (%1$s::timestamptz < k) <> (%1$s::timestamptz < uuid_timestamp(k))
		                            OR (%1$s::timestamptz <= k) <> (%1$s::timestamptz <= uuid_timestamp(k))
		                            OR (%1$s::timestamptz > k) <> (%1$s::timestamptz > uuid_timestamp(k))
		                            OR (%1$s::timestamptz >= k) <> (%1$s::timestamptz >= uuid_timestamp(k)))
		                  FROM window_keys WHERE k IS NOT NULL', lit) INTO wrong;
		times := times + 1;
		wrong_times := wrong_times + wrong::int;
	END LOOP;
	FOR lit IN SELECT quote_literal(r) FROM window_ranges WHERE r IS NOT NULL LOOP
		EXECUTE format('SELECT bool_or(uuid_v7_within(k, %1$s::tstzrange) <> (uuid_timestamp(k) <@ %1$s::tstzrange)
		                            OR (NOT uuid_v7_within(k, %1$s::tstzrange)) <> (NOT (uuid_timestamp(k) <@ %1$s::tstzrange)))
		                  FROM window_keys WHERE k IS NOT NULL', lit) INTO wrong;
		ranges := ranges + 1;
		wrong_ranges := wrong_ranges + wrong::int;
	END LOOP;
END
$$;
SELECT * FROM pg_temp.window_literal_mismatches();

-- NULL gives NULL.
SELECT NULL::uuid < now() AS lt, now() >= NULL::uuid AS ge, '017f22e2-79b0-7cc3-98c4-dc0c0c07398f'::uuid > NULL::timestamptz AS gt,
       uuid_v7_within(NULL, tstzrange('2020-01-01', '2021-01-01')) AS within_null_key,
       uuid_v7_within(uuid_nil(), NULL) AS within_null_range;

--
-- Three-valued logic: every rewrite answers exactly what the function
-- answers, NULL for a NULL key or range and never true or false, under NOT
-- too, whether the range (or time) is a constant, a parameter of a custom
-- or a generic plan (a PL/pgSQL variable), or not a constant at all.  The
-- answers of each key are one string per range: t, f or n for uuid_v7_within
-- and then for NOT uuid_v7_within, k >= lower(r) and NOT (lower(r) < k).
--
CREATE TEMP TABLE window_tv_keys (pos int, k uuid);
INSERT INTO window_tv_keys VALUES
  (1, NULL), (2, uuid_nil()), (3, uuid_v7_floor('2020-01-01')), (4, uuid_v7_floor('2020-01-02')),
  (5, uuid_v7_floor('2020-01-02 12:00') ), (6, uuid_v7_ceil('2020-01-02 23:59:59.999')),
  (7, uuid_v7_floor('2020-01-03')), (8, uuid_v7_floor('2020-01-04')), (9, uuid_max());
CREATE TEMP TABLE window_tv_ranges (r tstzrange);
INSERT INTO window_tv_ranges VALUES
  (NULL), ('empty'), ('(,)'), ('[-infinity,infinity]'), ('[2020-01-02,)'), ('(2020-01-02,)'),
  ('(,2020-01-03)'), ('(,2020-01-03]'), ('[2020-01-02,2020-01-03)'), ('(2020-01-02,2020-01-03]'),
  ('[2020-01-02,2020-01-02]');
CREATE FUNCTION pg_temp.tv(b bool) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$SELECT coalesce(left(b::text, 1), 'n')$$;
-- The range as a PL/pgSQL variable, a parameter of the statement's plan
-- (custom or generic as plan_cache_mode says).
CREATE FUNCTION pg_temp.window_tv_param(r tstzrange) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
	answers text;
BEGIN
	SELECT string_agg(pg_temp.tv(uuid_v7_within(k, r)) || pg_temp.tv(NOT uuid_v7_within(k, r))
	                  || pg_temp.tv(k >= lower(r)) || pg_temp.tv(NOT (lower(r) < k)), ' ' ORDER BY pos)
	  INTO answers FROM window_tv_keys;
	RETURN answers;
END
$$;
-- The range as a literal of the statement: a constant.
CREATE FUNCTION pg_temp.window_tv_const(r tstzrange) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
	answers text;
BEGIN
	EXECUTE format('SELECT string_agg(pg_temp.tv(uuid_v7_within(k, %1$s::tstzrange))
	                                  || pg_temp.tv(NOT uuid_v7_within(k, %1$s::tstzrange))
	                                  || pg_temp.tv(k >= lower(%1$s::tstzrange))
	                                  || pg_temp.tv(NOT (lower(%1$s::tstzrange) < k)), '' '' ORDER BY pos)
	                  FROM window_tv_keys', quote_nullable(r)) INTO answers;
	RETURN answers;
END
$$;
-- The range from a table: not a constant.
CREATE TEMP VIEW window_tv_column AS
SELECT r, string_agg(pg_temp.tv(uuid_v7_within(k, r)) || pg_temp.tv(NOT uuid_v7_within(k, r))
                     || pg_temp.tv(k >= lower(r)) || pg_temp.tv(NOT (lower(r) < k)), ' ' ORDER BY pos) AS answers
  FROM window_tv_keys, window_tv_ranges GROUP BY r;
-- The reference: the functions themselves, their support taken away.
BEGIN;
UPDATE pg_proc SET prosupport = 0 WHERE prosupport = 'uuid_timestamptz_support'::regproc;
SELECT json_object_agg(coalesce(r::text, 'NULL'), answers) AS reference FROM window_tv_column \gset
ROLLBACK;
SELECT r, :'reference'::json ->> coalesce(r::text, 'NULL') AS answers  -- keys: NULL, nil, 2020-01-01, 01-02, 01-02 12:00, 01-02 23:59:59.999, 01-03, 01-04, max
  FROM window_tv_ranges ORDER BY r NULLS FIRST;
SET plan_cache_mode = force_custom_plan;
CREATE TEMP TABLE window_tv_custom AS SELECT r, pg_temp.window_tv_param(r) AS answers FROM window_tv_ranges;
SET plan_cache_mode = force_generic_plan;
CREATE TEMP TABLE window_tv_generic AS SELECT r, pg_temp.window_tv_param(r) AS answers FROM window_tv_ranges;
RESET plan_cache_mode;
SELECT count(*) AS ranges,
       count(*) FILTER (WHERE pg_temp.window_tv_const(r) IS DISTINCT FROM ref) AS wrong_constant,
       count(*) FILTER (WHERE (SELECT answers FROM window_tv_custom c WHERE c.r IS NOT DISTINCT FROM v.r) IS DISTINCT FROM ref) AS wrong_custom,
       count(*) FILTER (WHERE (SELECT answers FROM window_tv_generic g WHERE g.r IS NOT DISTINCT FROM v.r) IS DISTINCT FROM ref) AS wrong_generic,
       count(*) FILTER (WHERE (SELECT answers FROM window_tv_column c WHERE c.r IS NOT DISTINCT FROM v.r) IS DISTINCT FROM ref) AS wrong_column
  FROM (SELECT r, :'reference'::json ->> coalesce(r::text, 'NULL') AS ref FROM window_tv_ranges) AS v;  -- 11, 0, 0, 0, 0
-- The issue's own cases, from a prepared statement: a NULL key counts in
-- no plan, (,) and NOT 'empty' alike.
CREATE TEMP TABLE window_n2 (k uuid);
INSERT INTO window_n2 VALUES (NULL), (uuid_v7_floor('2020-01-01'));
PREPARE window_in(tstzrange) AS SELECT count(*) FROM window_n2 WHERE uuid_v7_within(k, $1);
PREPARE window_out(tstzrange) AS SELECT count(*) FROM window_n2 WHERE NOT uuid_v7_within(k, $1);
SET plan_cache_mode = force_custom_plan;
SELECT (SELECT count(*) FROM window_n2 WHERE uuid_v7_within(k, '(,)')) AS constant,
       (SELECT count(*) FROM window_n2 WHERE uuid_v7_within(k, (SELECT '(,)'::tstzrange))) AS subquery;  -- 1, 1
EXECUTE window_in('(,)');  -- 1
EXECUTE window_out('empty');  -- 1
SET plan_cache_mode = force_generic_plan;
EXECUTE window_in('(,)');  -- 1
EXECUTE window_out('empty');  -- 1
RESET plan_cache_mode;
DEALLOCATE window_in;
DEALLOCATE window_out;

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

DROP VIEW window_meaning, window_range_meaning, window_bytes;
DROP TABLE window_ms, window_keys, window_times, window_ranges;

--
-- Plans.  A table with a primary key: a day of keys every minute in 2020.
--
CREATE TABLE window_events (id uuid PRIMARY KEY, n int);
INSERT INTO window_events
  SELECT uuid_generate_v7_at(timestamptz '2020-01-01' + i * interval '1 minute'), i
    FROM generate_series(0, 3 * 1440 - 1) AS i;
ANALYZE window_events;
SET enable_seqscan = off;
SET enable_bitmapscan = off;

-- A constant: folded into boundary UUIDs, an index condition.  BETWEEN and
-- the commutated form alike.
EXPLAIN (COSTS OFF)
SELECT n FROM window_events WHERE id >= timestamptz '2020-01-02' AND id < timestamptz '2020-01-02 01:00';
EXPLAIN (COSTS OFF)
SELECT n FROM window_events WHERE id BETWEEN timestamptz '2020-01-02' AND timestamptz '2020-01-02 01:00';
EXPLAIN (COSTS OFF)
SELECT n FROM window_events WHERE timestamptz '2020-01-02' < id;
-- A constant range: two conditions, one for an unbounded side, for an
-- empty range one that no key meets (and a NULL key does not either).
EXPLAIN (COSTS OFF)
SELECT n FROM window_events WHERE uuid_v7_within(id, tstzrange('2020-01-02', '2020-01-02 01:00', '(]'));
EXPLAIN (COSTS OFF)
SELECT n FROM window_events WHERE uuid_v7_within(id, tstzrange('2020-01-02', NULL));
EXPLAIN (COSTS OFF)
SELECT n FROM window_events WHERE uuid_v7_within(id, 'empty');
-- now()-relative: a stable boundary expression, still an index condition.
EXPLAIN (COSTS OFF)
SELECT n FROM window_events WHERE id >= now() - interval '1 day';
-- A prepared statement's generic plan: the parameters in the boundaries.
SET plan_cache_mode = force_generic_plan;
PREPARE window_window(timestamptz, timestamptz) AS
  SELECT count(*) FROM window_events WHERE id >= $1 AND id < $2;
EXPLAIN (COSTS OFF) EXECUTE window_window('2020-01-02', '2020-01-02 01:00');
EXECUTE window_window('2020-01-02', '2020-01-02 01:00');  -- 60
RESET plan_cache_mode;
-- A range that is not a constant (the form people write), a parameter: the
-- boundary functions of the range, an index condition still.
EXPLAIN (COSTS OFF)
SELECT n FROM window_events WHERE uuid_v7_within(id, tstzrange(now() - interval '2 hours', now() - interval '1 hour'));
SET plan_cache_mode = force_generic_plan;
PREPARE window_range(tstzrange) AS SELECT count(*) FROM window_events WHERE uuid_v7_within(id, $1);
EXPLAIN (COSTS OFF) EXECUTE window_range('[2020-01-02,2020-01-02 01:00)');
EXECUTE window_range('[2020-01-02,2020-01-02 01:00)');  -- 60
EXECUTE window_range('[2020-01-02,2020-01-02 01:00]');  -- 61
EXECUTE window_range('empty');  -- 0
EXECUTE window_range('(,)');  -- 4320
RESET plan_cache_mode;
-- A PL/pgSQL variable: a parameter of the statement's plan.  Its EXPLAIN
-- shows the value folded; run under generic plans, the statement scans the
-- index (the table's scans counted in this transaction).
CREATE FUNCTION pg_temp.window_plan(since timestamptz) RETURNS SETOF text
LANGUAGE plpgsql AS $$
DECLARE
	line text;
BEGIN
	FOR line IN EXPLAIN (COSTS OFF) SELECT n FROM window_events WHERE id > since LOOP
		RETURN NEXT line;
	END LOOP;
END
$$;
SELECT pg_temp.window_plan('2020-01-03 23:00');
CREATE FUNCTION pg_temp.window_range_plan(r tstzrange) RETURNS SETOF text
LANGUAGE plpgsql AS $$
DECLARE
	line text;
BEGIN
	FOR line IN EXPLAIN (COSTS OFF) SELECT n FROM window_events WHERE uuid_v7_within(id, r) LOOP
		RETURN NEXT line;
	END LOOP;
END
$$;
BEGIN;
SET LOCAL plan_cache_mode = force_generic_plan;
SELECT pg_temp.window_range_plan('[2020-01-03 23:00,)');
COMMIT;
CREATE FUNCTION pg_temp.window_count(since timestamptz) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
	c bigint;
BEGIN
	SELECT count(*) INTO c FROM window_events WHERE id > since;
	RETURN c;
END
$$;
CREATE FUNCTION pg_temp.window_range_count(r tstzrange) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
	c bigint;
BEGIN
	SELECT count(*) INTO c FROM window_events WHERE uuid_v7_within(id, r);
	RETURN c;
END
$$;
BEGIN;
SET LOCAL plan_cache_mode = force_generic_plan;
SELECT seq_scan AS seq0, idx_scan AS idx0 FROM pg_stat_xact_user_tables WHERE relname = 'window_events' \gset
SELECT pg_temp.window_count(t) FROM (VALUES (timestamptz '2020-01-03 23:00'), ('2020-01-03 23:30')) AS v(t);  -- 59, 29
SELECT pg_temp.window_range_count(r)
  FROM (VALUES (tstzrange('2020-01-03 23:00', NULL)), ('[2020-01-03 23:30,2020-01-03 23:40]'), ('empty')) AS v(r);  -- 60, 11, 0
SELECT seq_scan - :seq0 AS seq_scans, idx_scan - :idx0 AS index_scans
  FROM pg_stat_xact_user_tables WHERE relname = 'window_events';  -- 0, 5
COMMIT;

-- A range from another relation: a parameterized index scan.
EXPLAIN (COSTS OFF)
SELECT n FROM (SELECT tstzrange('2020-01-02', '2020-01-02 01:00') AS r OFFSET 0) AS s, window_events
 WHERE uuid_v7_within(id, r);
-- A volatile range, which the rewrite would evaluate twice, is left to the
-- function.
SET enable_seqscan = on;
EXPLAIN (COSTS OFF)
SELECT n FROM window_events WHERE uuid_v7_within(id, tstzrange(now() - random() * interval '1 day', NULL));
SET enable_seqscan = off;

-- The same windows through the index and through a sequential scan: the
-- same rows.
CREATE FUNCTION pg_temp.window_ids(query text, seq bool) RETURNS uuid[]
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
SELECT q, coalesce(cardinality(pg_temp.window_ids(q, false)), 0) AS rows,
       pg_temp.window_ids(q, false) IS NOT DISTINCT FROM pg_temp.window_ids(q, true) AS same
  FROM (VALUES ($$SELECT id FROM window_events WHERE id >= timestamptz '2020-01-02 12:00:30' AND id < timestamptz '2020-01-02 13:00'$$),
               ($$SELECT id FROM window_events WHERE id > timestamptz '2020-01-03 23:00' OR id <= timestamptz '2020-01-01 00:10'$$),
               ($$SELECT id FROM window_events WHERE uuid_v7_within(id, tstzrange('2020-01-02', '2020-01-02 00:30', '[]'))$$),
               ($$SELECT id FROM window_events WHERE NOT uuid_v7_within(id, tstzrange('2020-01-02', '2020-01-02 00:30', '()'))$$),
               ($$SELECT id FROM window_events WHERE uuid_v7_within(id, tstzrange('2020-01-03 23:30', NULL))$$),
               ($$SELECT id FROM window_events WHERE uuid_v7_within(id, tstzrange(NULL, '2020-01-01 00:30', '(]'))$$),
               ($$SELECT id FROM window_events WHERE NOT (id < timestamptz '2020-01-03 23:50')$$),
               ($$SELECT id FROM window_events WHERE uuid_v7_within(id, tstzrange(now() - interval '7 days', now()))$$),
               ($$SELECT id FROM window_events WHERE id >= now() - interval '1 day'$$)) AS v(q);

--
-- A table partitioned by range of its key, a partition per day.
--
CREATE TABLE window_parts (id uuid NOT NULL, n int) PARTITION BY RANGE (id);
CREATE TABLE window_parts_1 PARTITION OF window_parts
  FOR VALUES FROM (uuid_v7_floor('2020-01-01')) TO (uuid_v7_floor('2020-01-02'));
CREATE TABLE window_parts_2 PARTITION OF window_parts
  FOR VALUES FROM (uuid_v7_floor('2020-01-02')) TO (uuid_v7_floor('2020-01-03'));
CREATE TABLE window_parts_3 PARTITION OF window_parts
  FOR VALUES FROM (uuid_v7_floor('2020-01-03')) TO (uuid_v7_floor('2020-01-04'));
CREATE INDEX ON window_parts (id);
INSERT INTO window_parts SELECT id, n FROM window_events;
ANALYZE window_parts;
-- Pruned at planning: a constant, a range.
EXPLAIN (COSTS OFF)
SELECT n FROM window_parts WHERE id >= timestamptz '2020-01-02 12:00' AND id < timestamptz '2020-01-02 13:00';
EXPLAIN (COSTS OFF)
SELECT n FROM window_parts WHERE uuid_v7_within(id, tstzrange('2020-01-02 23:00', '2020-01-03 01:00'));
-- Pruned at execution: a stable expression (date_trunc of timestamptz
-- depends on the time zone), now() (every key is in the past), a generic
-- plan's parameters.
EXPLAIN (COSTS OFF)
SELECT n FROM window_parts WHERE id >= date_trunc('day', timestamptz '2020-01-02 12:00');
EXPLAIN (COSTS OFF)
SELECT n FROM window_parts WHERE id > now() - interval '1 day';
SET plan_cache_mode = force_generic_plan;
PREPARE window_parts_window(timestamptz, timestamptz) AS
  SELECT count(*) FROM window_parts WHERE id >= $1 AND id < $2;
EXPLAIN (COSTS OFF) EXECUTE window_parts_window('2020-01-02 12:00', '2020-01-02 13:00');
EXECUTE window_parts_window('2020-01-02 12:00', '2020-01-02 13:00');  -- 60
PREPARE window_parts_range(tstzrange) AS
  SELECT count(*) FROM window_parts WHERE uuid_v7_within(id, $1);
EXPLAIN (COSTS OFF) EXECUTE window_parts_range('[2020-01-02 12:00,2020-01-02 13:00)');
EXECUTE window_parts_range('[2020-01-02 12:00,2020-01-02 13:00)');  -- 60
RESET plan_cache_mode;
EXPLAIN (COSTS OFF)
SELECT n FROM window_parts WHERE uuid_v7_within(id, tstzrange(now() - interval '2 hours', now() - interval '1 hour'));

--
-- A role without privileges of its own, under row-level security: the
-- operators and uuid_v7_within() are leakproof, so the window is still an
-- index condition beneath the policy.
--
CREATE ROLE regress_window_reader;
GRANT SELECT ON window_events TO regress_window_reader;
ALTER TABLE window_events ENABLE ROW LEVEL SECURITY;
CREATE POLICY window_even ON window_events FOR SELECT USING (n % 2 = 0);
SET ROLE regress_window_reader;
EXPLAIN (COSTS OFF)
SELECT n FROM window_events WHERE id >= timestamptz '2020-01-02' AND id < timestamptz '2020-01-02 01:00';
EXPLAIN (COSTS OFF)
SELECT n FROM window_events WHERE id >= now() - interval '1 day';
SELECT count(*) FROM window_events WHERE id >= timestamptz '2020-01-02' AND id < timestamptz '2020-01-02 01:00';  -- 30
EXPLAIN (COSTS OFF)
SELECT n FROM window_events WHERE uuid_v7_within(id, tstzrange(now() - interval '2 hours', now()));
RESET ROLE;

RESET enable_seqscan;
RESET enable_bitmapscan;
DEALLOCATE window_window;
DEALLOCATE window_parts_window;
DEALLOCATE window_parts_range;
DEALLOCATE window_range;
DROP TABLE window_events, window_parts;
DROP ROLE regress_window_reader;
