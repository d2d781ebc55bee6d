--
-- test/portable/window.sql: the time windows of the portable edition
-- (portable/30_window.sql) against the C edition's, in one database with
-- the C edition in schema c_ed and the portable one in p_ed.
--
--   psql -v ON_ERROR_STOP=1 -f test/portable/window.sql
--
-- Prints only counts and booleans, each with the value it must have in a
-- trailing comment: the same results for every key of a table of mixed
-- versions (version 7 at and around the limits of time, boundary UUIDs and
-- their neighbours, versions 1, 4, 6 and 8, every version nibble, the
-- other variants, nil, max, NULL) against every time of a list (around
-- each key's millisecond, before 1970, past 10889, the infinities, NULL)
-- and every range built from them; the same errors from uuid_v7_floor()
-- and uuid_v7_ceil(); index range scans for constant, stable and
-- parameter windows in custom and generic plans, with the C edition's rows.
--
SET timezone = 'UTC';
SET search_path = pg_catalog, pg_temp;

-- The times: fixed edges, then around the milliseconds of random keys.
CREATE TEMP TABLE w_time (ts timestamptz);
INSERT INTO w_time VALUES
	(NULL), ('-infinity'), ('infinity'), ('4713-01-01 00:00:00+00 BC'), ('294276-12-31 23:59:59.999999+00'),
	('1969-12-31 23:59:59.999999+00'), ('1969-12-31 23:59:59.999+00'), ('1969-12-31 23:59:59.9995+00'),
	('1970-01-01 00:00:00+00'), ('1970-01-01 00:00:00.000001+00'), ('1970-01-01 00:00:00.000999+00'),
	('1970-01-01 00:00:00.001+00'), ('1999-12-31 23:59:59.9995+00'), ('2000-01-01 00:00:00+00'),
	('2000-01-01 00:00:00.0005+00'), ('1999-12-31 23:59:59.999999+00'),
	('10889-08-02 05:31:50.654999+00'), ('10889-08-02 05:31:50.655+00'), ('10889-08-02 05:31:50.655001+00'),
	('10889-08-02 05:31:50.655999+00'), ('10889-08-02 05:31:50.656+00'), ('10889-08-02 05:31:50.656001+00'),
	('20000-01-01 00:00:00+00');
INSERT INTO w_time
SELECT t + d * interval '1 microsecond'
  FROM (SELECT timestamptz '2000-01-01 00:00:00+00' + (random() * 40 - 10) * interval '1 year' AS t
		  FROM generate_series(1, 30)) AS base,
	   unnest(ARRAY[-1001, -1000, -999, -1, 0, 1, 999, 1000, 1001]) AS d;
SELECT count(*) AS times FROM w_time;  -- 293

-- The keys: version 7 at and next to those times, boundaries and their
-- neighbours, the other versions and variants.
CREATE TEMP TABLE w_key (id uuid);
INSERT INTO w_key VALUES (NULL), ('00000000-0000-0000-0000-000000000000'), ('ffffffff-ffff-ffff-ffff-ffffffffffff'),
	('ffffffff-ffff-7fff-bfff-ffffffffffff'), ('ffffffff-ffff-ffff-ffff-fffffffffffe'),
	('00000000-0000-7000-8000-000000000000'), ('00000000-0000-7000-7fff-ffffffffffff'),
	('00000000-0000-6fff-ffff-ffffffffffff'), ('00000000-0000-7000-8000-000000000001');
INSERT INTO w_key
SELECT c_ed.uuid_generate_v7_at(ts) FROM w_time
 WHERE ts BETWEEN '1970-01-01 00:00:00+00' AND '10889-08-02 05:31:50.655999+00';
INSERT INTO w_key
SELECT k FROM w_time, LATERAL (VALUES (c_ed.uuid_v7_boundary(ts, false)), (c_ed.uuid_v7_boundary(ts, true)),
		(c_ed.uuid_v7_upper_boundary(tstzrange(NULL, ts, '[]'))), (c_ed.uuid_v7_upper_boundary(tstzrange(NULL, ts, '[)'))))
		AS b(k)
 WHERE ts IS NOT NULL;
INSERT INTO w_key SELECT c_ed.uuid_generate_v4() FROM generate_series(1, 200);
INSERT INTO w_key SELECT c_ed.uuid_generate_v1() FROM generate_series(1, 50);
INSERT INTO w_key SELECT c_ed.uuid_generate_v6() FROM generate_series(1, 50);
INSERT INTO w_key SELECT c_ed.uuid_generate_v8(uuid_send(gen_random_uuid())) FROM generate_series(1, 50);
-- every version nibble and every variant, over random bytes and over the
-- first bytes of version 7 keys (so that they sort among them)
INSERT INTO w_key
SELECT encode(set_byte(set_byte(b, 6, (get_byte(b, 6) & 15) | (v << 4)), 8, (get_byte(b, 8) & 31) | var), 'hex')::uuid
  FROM (SELECT CASE WHEN i % 2 = 0 THEN uuid_send(gen_random_uuid())
					ELSE uuid_send(c_ed.uuid_generate_v7_at(timestamptz '2000-01-01 00:00:00+00' + random() * interval '20 years')) END AS b
		  FROM generate_series(1, 4) AS i) AS r,
	   generate_series(0, 15) AS v, unnest(ARRAY[0, 64, 128, 192, 224]) AS var;
SELECT count(*) > 2000 AS many_keys FROM w_key;  -- t

-- uuid_v7_boundary(), floor and ceil: the same value, or the same error
-- (regress.value_of(): the value or the error's SQLSTATE, message, detail
-- and hint).
\i test/sql/include/error_of.sql
CREATE TEMP TABLE w_fn (fn text, c_res text, p_res text);
INSERT INTO w_fn
SELECT f, regress.value_of(format('SELECT c_ed.%s(%L::timestamptz)%s', f, ts, a))::text,
	   regress.value_of(format('SELECT p_ed.%s(%L::timestamptz)%s', f, ts, a))::text
  FROM w_time,
	   (VALUES ('uuid_v7_floor', ''), ('uuid_v7_ceil', '')) AS x(f, a);
INSERT INTO w_fn
SELECT 'uuid_v7_boundary', c_ed.uuid_v7_boundary(ts, s)::text, p_ed.uuid_v7_boundary(ts, s)::text
  FROM w_time, (VALUES (false), (true), (NULL)) AS x(s);
SELECT count(*) AS calls, count(*) FILTER (WHERE c_res IS DISTINCT FROM p_res) AS differ,
	   count(*) FILTER (WHERE c_res LIKE '(22008,%') AS errors
  FROM w_fn;  -- 1465 | 0 | 20
SELECT fn, c_res, p_res FROM w_fn WHERE c_res IS DISTINCT FROM p_res LIMIT 5;

-- The eight operators, every key against every time.
SELECT count(*) AS pairs,
	   count(*) FILTER (WHERE (k.id OPERATOR(c_ed.<) t.ts) IS DISTINCT FROM (k.id OPERATOR(p_ed.<) t.ts)) AS lt,
	   count(*) FILTER (WHERE (k.id OPERATOR(c_ed.<=) t.ts) IS DISTINCT FROM (k.id OPERATOR(p_ed.<=) t.ts)) AS le,
	   count(*) FILTER (WHERE (k.id OPERATOR(c_ed.>=) t.ts) IS DISTINCT FROM (k.id OPERATOR(p_ed.>=) t.ts)) AS ge,
	   count(*) FILTER (WHERE (k.id OPERATOR(c_ed.>) t.ts) IS DISTINCT FROM (k.id OPERATOR(p_ed.>) t.ts)) AS gt,
	   count(*) FILTER (WHERE (t.ts OPERATOR(c_ed.<) k.id) IS DISTINCT FROM (t.ts OPERATOR(p_ed.<) k.id)) AS t_lt,
	   count(*) FILTER (WHERE (t.ts OPERATOR(c_ed.<=) k.id) IS DISTINCT FROM (t.ts OPERATOR(p_ed.<=) k.id)) AS t_le,
	   count(*) FILTER (WHERE (t.ts OPERATOR(c_ed.>=) k.id) IS DISTINCT FROM (t.ts OPERATOR(p_ed.>=) k.id)) AS t_ge,
	   count(*) FILTER (WHERE (t.ts OPERATOR(c_ed.>) k.id) IS DISTINCT FROM (t.ts OPERATOR(p_ed.>) k.id)) AS t_gt,
	   count(*) FILTER (WHERE k.id OPERATOR(p_ed.>=) t.ts) > 0 AND count(*) FILTER (WHERE k.id OPERATOR(p_ed.<) t.ts) > 0 AS both_ways
  FROM w_key AS k, w_time AS t;  -- 0 in every column but pairs, both_ways t

-- The ranges: pairs of times in every inclusivity, unbounded sides,
-- empty, NULL; uuid_v7_within() and both boundaries against every key.
CREATE TEMP TABLE w_range (r tstzrange);
INSERT INTO w_range VALUES (NULL), ('empty'), ('(,)'), ('[-infinity,infinity]'), ('(-infinity,infinity)'),
	('[infinity,infinity]'), ('[-infinity,-infinity]');
INSERT INTO w_range
SELECT tstzrange(least(a.ts, b.ts), greatest(a.ts, b.ts), bounds)
  FROM (SELECT ts FROM w_time ORDER BY random() LIMIT 16) AS a,
	   (SELECT ts FROM w_time ORDER BY random() LIMIT 5) AS b,
	   unnest(ARRAY['[]', '[)', '(]', '()']) AS bounds;
SELECT count(*) > 300 AS many_ranges FROM w_range;  -- t
SELECT count(*) AS differ_boundaries FROM w_range
 WHERE c_ed.uuid_v7_lower_boundary(r) IS DISTINCT FROM p_ed.uuid_v7_lower_boundary(r)
	OR c_ed.uuid_v7_upper_boundary(r) IS DISTINCT FROM p_ed.uuid_v7_upper_boundary(r);  -- 0
SELECT count(*) AS pairs,
	   count(*) FILTER (WHERE c_ed.uuid_v7_within(k.id, w.r) IS DISTINCT FROM p_ed.uuid_v7_within(k.id, w.r)) AS differ,
	   count(*) FILTER (WHERE p_ed.uuid_v7_within(k.id, w.r)) > 0 AS some_in
  FROM w_key AS k, w_range AS w;  -- 0 | t

--
-- Plans and rows: a table of the keys, indexed, and a copy partitioned by
-- the key by year.
--
CREATE TEMP TABLE w_tab AS SELECT id FROM w_key WHERE id IS NOT NULL;
INSERT INTO w_tab SELECT c_ed.uuid_generate_v7_at(now() - random() * interval '3 days') FROM generate_series(1, 5000);
CREATE INDEX ON w_tab (id);
ANALYZE w_tab;
CREATE TEMP TABLE w_part (id uuid NOT NULL) PARTITION BY RANGE (id);
CREATE TEMP TABLE w_part_old PARTITION OF w_part FOR VALUES FROM (MINVALUE) TO ('01900000-0000-7000-8000-000000000000');
CREATE TEMP TABLE w_part_new PARTITION OF w_part FOR VALUES FROM ('01900000-0000-7000-8000-000000000000') TO (MAXVALUE);
INSERT INTO w_part SELECT id FROM w_tab;
CREATE INDEX ON w_part (id);
ANALYZE w_part;

-- Whether the plan of query (EXPLAIN, costs off) scans an index with the
-- window as its condition and has no filter left, or is empty by planning
-- (a window no key can be in, as with the C edition).
CREATE FUNCTION pg_temp.w_indexed(query text) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
	line text;
	cond boolean := false;
	filter boolean := false;
BEGIN
	FOR line IN EXECUTE 'EXPLAIN (COSTS OFF) ' || query LOOP
		cond := cond OR line ~ 'Index Cond: .*id >=|Index Cond: .*id <|Index Cond: .*id <=';
		filter := filter OR line ~ '^ *Filter:';
		cond := cond OR line ~ 'One-Time Filter: false';
	END LOOP;
	RETURN cond AND NOT filter;
END $$;

-- The number of rows in which the results of two queries (of one uuid
-- column; an EXECUTE of a prepared statement too) differ.
CREATE FUNCTION pg_temp.w_diff(a text, b text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
	ra uuid[] := '{}';
	rb uuid[] := '{}';
	id uuid;
BEGIN
	FOR id IN EXECUTE a LOOP ra := ra || id; END LOOP;
	FOR id IN EXECUTE b LOOP rb := rb || id; END LOOP;
	RETURN (SELECT count(*) FROM ((SELECT unnest(ra) EXCEPT ALL SELECT unnest(rb))
								  UNION ALL (SELECT unnest(rb) EXCEPT ALL SELECT unnest(ra))) AS d);
END $$;

-- The number of rows of a query.
CREATE FUNCTION pg_temp.w_count(q text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
	EXECUTE format('SELECT count(*) FROM (%s) AS q', q) INTO n;
	RETURN n;
END $$;

-- The same rows from both editions for windows as constants, each planned
-- as an index scan (checked), then again both as sequential scans.
CREATE TEMP TABLE w_query (c text, p text);
INSERT INTO w_query
SELECT format('SELECT id FROM %s WHERE id OPERATOR(c_ed.%s) %L::timestamptz', tab, op, ts),
	   format('SELECT id FROM %s WHERE id OPERATOR(p_ed.%s) %L::timestamptz', tab, op, ts)
  FROM (SELECT ts FROM w_time WHERE ts IS NOT NULL ORDER BY random() LIMIT 30) AS t,
	   unnest(ARRAY['<', '<=', '>=', '>']) AS op, unnest(ARRAY['w_tab', 'w_part']) AS tab;
INSERT INTO w_query
SELECT format('SELECT id FROM %s WHERE %L::timestamptz OPERATOR(c_ed.%s) id', tab, ts, op),
	   format('SELECT id FROM %s WHERE %L::timestamptz OPERATOR(p_ed.%s) id', tab, ts, op)
  FROM (SELECT ts FROM w_time WHERE ts IS NOT NULL ORDER BY random() LIMIT 30) AS t,
	   unnest(ARRAY['<', '<=', '>=', '>']) AS op, unnest(ARRAY['w_tab', 'w_part']) AS tab;
INSERT INTO w_query
SELECT format('SELECT id FROM %s WHERE c_ed.uuid_v7_within(id, %L::tstzrange)', tab, r),
	   format('SELECT id FROM %s WHERE p_ed.uuid_v7_within(id, %L::tstzrange)', tab, r)
  FROM (SELECT r FROM w_range WHERE r IS NOT NULL ORDER BY random() LIMIT 100) AS w,
	   unnest(ARRAY['w_tab', 'w_part']) AS tab;
-- windows of the last days, where the table's recent keys are
INSERT INTO w_query
SELECT format('SELECT id FROM %s WHERE id OPERATOR(c_ed.%s) now() - %L::interval', tab, op, i),
	   format('SELECT id FROM %s WHERE id OPERATOR(p_ed.%s) now() - %L::interval', tab, op, i)
  FROM unnest(ARRAY['<', '<=', '>=', '>']) AS op, unnest(ARRAY['1 hour', '1 day', '2 days 3 hours']) AS i,
	   unnest(ARRAY['w_tab', 'w_part']) AS tab;
INSERT INTO w_query
SELECT format('SELECT id FROM %s WHERE c_ed.uuid_v7_within(id, tstzrange(now() - %L::interval, now() - %L::interval, %L))', tab, a, b, bounds),
	   format('SELECT id FROM %s WHERE p_ed.uuid_v7_within(id, tstzrange(now() - %L::interval, now() - %L::interval, %L))', tab, a, b, bounds)
  FROM (VALUES ('1 day', '1 hour'), ('2 days', '1 day'), ('70 hours', '0')) AS x(a, b),
	   unnest(ARRAY['[]', '[)', '(]', '()']) AS bounds, unnest(ARRAY['w_tab', 'w_part']) AS tab;
SET enable_seqscan = off;
SET enable_bitmapscan = off;
CREATE TEMP TABLE w_result AS
SELECT c, p, pg_temp.w_diff(c, p) AS differ, pg_temp.w_indexed(p) AS indexed, pg_temp.w_count(p) AS n
  FROM w_query;
RESET enable_seqscan;
SET enable_indexscan = off;
UPDATE w_result SET differ = differ + pg_temp.w_diff(c, p);
RESET enable_indexscan;
RESET enable_bitmapscan;
SELECT count(*) AS windows, count(*) FILTER (WHERE differ > 0) AS differ,
	   count(*) FILTER (WHERE NOT indexed) AS not_indexed,
	   count(*) FILTER (WHERE n > 0) > count(*) / 2 AS most_have_rows
  FROM w_result;  -- 0 | 0 | t
SELECT p, differ, indexed FROM w_result WHERE differ > 0 OR NOT indexed LIMIT 5;

-- Prepared statements, custom and generic plans: an index condition on
-- the key, partitions pruned (at planning for a constant, when the
-- executor starts for a stable expression or a parameter), the C
-- edition's rows.
CREATE FUNCTION pg_temp.w_plan(query text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	line text;
	plan text := '';
BEGIN
	FOR line IN EXECUTE 'EXPLAIN (COSTS OFF) ' || query LOOP
		plan := plan || line || E'\n';
	END LOOP;
	RETURN plan;
END $$;
PREPARE w_p_op(timestamptz) AS SELECT id FROM w_part WHERE id OPERATOR(p_ed.>=) $1;
PREPARE w_c_op(timestamptz) AS SELECT id FROM w_part WHERE id OPERATOR(c_ed.>=) $1;
PREPARE w_p_in(timestamptz, timestamptz) AS SELECT id FROM w_part WHERE p_ed.uuid_v7_within(id, tstzrange($1, $2));
PREPARE w_c_in(timestamptz, timestamptz) AS SELECT id FROM w_part WHERE c_ed.uuid_v7_within(id, tstzrange($1, $2));
SET enable_seqscan = off;
SET enable_bitmapscan = off;
CREATE TEMP TABLE w_plans (what text, mode text, plan text, differ bigint);
SET plan_cache_mode = force_custom_plan;
INSERT INTO w_plans VALUES
	('constant', 'custom', pg_temp.w_plan($q$SELECT id FROM w_part WHERE id OPERATOR(p_ed.>=) '2025-01-01 00:00:00+00'::timestamptz$q$),
	 pg_temp.w_diff($q$SELECT id FROM w_part WHERE id OPERATOR(c_ed.>=) '2025-01-01 00:00:00+00'::timestamptz$q$,
					$q$SELECT id FROM w_part WHERE id OPERATOR(p_ed.>=) '2025-01-01 00:00:00+00'::timestamptz$q$)),
	('stable', 'custom', pg_temp.w_plan($q$SELECT id FROM w_part WHERE id OPERATOR(p_ed.>=) now() - interval '1 day'$q$),
	 pg_temp.w_diff($q$SELECT id FROM w_part WHERE id OPERATOR(c_ed.>=) now() - interval '1 day'$q$,
					$q$SELECT id FROM w_part WHERE id OPERATOR(p_ed.>=) now() - interval '1 day'$q$)),
	('parameter', 'custom', pg_temp.w_plan($q$EXECUTE w_p_op(now() - interval '1 day')$q$),
	 pg_temp.w_diff($q$EXECUTE w_c_op(now() - interval '1 day')$q$, $q$EXECUTE w_p_op(now() - interval '1 day')$q$)),
	('within parameters', 'custom', pg_temp.w_plan($q$EXECUTE w_p_in(now() - interval '2 days', now() - interval '1 day')$q$),
	 pg_temp.w_diff($q$EXECUTE w_c_in(now() - interval '2 days', now() - interval '1 day')$q$,
					$q$EXECUTE w_p_in(now() - interval '2 days', now() - interval '1 day')$q$));
SET plan_cache_mode = force_generic_plan;
INSERT INTO w_plans VALUES
	('parameter', 'generic', pg_temp.w_plan($q$EXECUTE w_p_op(now() - interval '1 day')$q$),
	 pg_temp.w_diff($q$EXECUTE w_c_op(now() - interval '1 day')$q$, $q$EXECUTE w_p_op(now() - interval '1 day')$q$)),
	('within parameters', 'generic', pg_temp.w_plan($q$EXECUTE w_p_in(now() - interval '2 days', now() - interval '1 day')$q$),
	 pg_temp.w_diff($q$EXECUTE w_c_in(now() - interval '2 days', now() - interval '1 day')$q$,
					$q$EXECUTE w_p_in(now() - interval '2 days', now() - interval '1 day')$q$));
RESET plan_cache_mode;
RESET enable_seqscan;
RESET enable_bitmapscan;
SELECT what, mode,
	   plan ~ 'Index Cond: \(+id >= ' AS index_cond,
	   plan !~ '(?n)^ *Filter:' AS no_filter,
	   plan !~ 'w_part_old' OR plan ~ 'Subplans Removed: 1' AS pruned,
	   differ
  FROM w_plans ORDER BY what, mode;
-- every row: t | t | t | 0
