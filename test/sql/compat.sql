--
-- Compatibility functions: core's names with core's semantics, so that code
-- written for PostgreSQL 18 runs on 15 and 17, and the aggregates min and
-- max of uuid.  Since 1.2 every one of them is in the extension's schema on
-- every major; where the server has the name too, an unqualified call
-- reaches the server's (pg_catalog is searched first) and a schema-qualified
-- one, as in a restored dump, ours.
--
\i test/sql/include/error_of.sql
SET timezone = 'UTC';

-- The same seven members on every major, in the extension's schema.
SELECT pg_catalog.format('%s.%s(%s)', n.nspname, p.proname, oidvectortypes(p.proargtypes)) AS member,
       p.prokind
  FROM pg_depend d JOIN pg_proc p ON p.oid = d.objid JOIN pg_namespace n ON n.oid = p.pronamespace
 WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'uuid9562')
   AND d.classid = 'pg_proc'::regclass AND d.deptype = 'e'
   AND p.proname IN ('uuid_extract_timestamp', 'uuid_extract_version', 'uuidv4', 'uuidv7', 'min', 'max')
 ORDER BY p.proname COLLATE "C", p.proargtypes::text COLLATE "C";

-- Which of them the server has itself: none on 15, the two extraction
-- functions on 17, also uuidv4 and uuidv7 on 18 and 19; min and max of uuid
-- none up to 19.
CREATE TEMP TABLE compat_calls (name text, unqualified text, qualified text, in_core bool);
INSERT INTO compat_calls (name, unqualified, qualified) VALUES
	('uuid_extract_timestamp(uuid)', $$SELECT uuid_extract_timestamp('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')$$,
	 $$SELECT public.uuid_extract_timestamp('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')$$),
	('uuid_extract_version(uuid)', $$SELECT uuid_extract_version('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')$$,
	 $$SELECT public.uuid_extract_version('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')$$),
	('uuidv4()', 'SELECT uuidv4()', 'SELECT public.uuidv4()'),
	('uuidv7()', 'SELECT uuidv7()', 'SELECT public.uuidv7()'),
	('uuidv7(interval)', $$SELECT uuidv7(interval '-1 hour')$$, $$SELECT public.uuidv7(interval '-1 hour')$$),
	('max(uuid)', $$SELECT max(id) FROM (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), ('ffffffff-ffff-ffff-ffff-ffffffffffff')) AS v(id)$$,
	 $$SELECT public.max(id) FROM (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), ('ffffffff-ffff-ffff-ffff-ffffffffffff')) AS v(id)$$),
	('min(uuid)', $$SELECT min(id) FROM (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), ('ffffffff-ffff-ffff-ffff-ffffffffffff')) AS v(id)$$,
	 $$SELECT public.min(id) FROM (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), ('ffffffff-ffff-ffff-ffff-ffffffffffff')) AS v(id)$$);
UPDATE compat_calls SET in_core = to_regprocedure('pg_catalog.' || name) IS NOT NULL;
SELECT string_agg(name, ', ' ORDER BY name COLLATE "C") FILTER (WHERE in_core)
         IS NOT DISTINCT FROM
       CASE WHEN current_setting('server_version_num')::int < 170000 THEN NULL
            WHEN current_setting('server_version_num')::int < 180000
              THEN 'uuid_extract_timestamp(uuid), uuid_extract_version(uuid)'
            ELSE 'uuid_extract_timestamp(uuid), uuid_extract_version(uuid), uuidv4(), uuidv7(), uuidv7(interval)'
       END AS core_has_as_expected
  FROM compat_calls;

-- reaches(query): whose function a query's call is bound to: 'uuid9562'
-- for a member of the extension, 'core' for one in pg_catalog; read from
-- the parse tree that a view of the query stores (the first function or
-- aggregate it calls).  ran(query): whether running it called a function of
-- the extension, as counted with track_functions = 'all' (the server counts
-- calls of C functions, never of its own internal ones, nor the transition
-- calls of an aggregate).
CREATE FUNCTION pg_temp.reaches(query text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	f oid;
BEGIN
	EXECUTE 'CREATE TEMP VIEW reaches_view AS ' || query;
	SELECT (regexp_match(r.ev_action::text, '\{(?:FUNCEXPR :funcid|AGGREF :aggfnoid) (\d+)'))[1]::oid INTO f
	  FROM pg_rewrite r WHERE r.ev_class = 'reaches_view'::regclass;
	DROP VIEW reaches_view;
	RETURN CASE WHEN EXISTS (SELECT FROM pg_depend d
	                          WHERE d.classid = 'pg_proc'::regclass AND d.objid = f AND d.deptype = 'e'
	                            AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'uuid9562'))
	            THEN 'uuid9562'
	            WHEN (SELECT pronamespace FROM pg_proc WHERE oid = f) = 'pg_catalog'::regnamespace
	            THEN 'core' END;
END
$$;
CREATE FUNCTION pg_temp.ran(query text) RETURNS text LANGUAGE plpgsql SET track_functions = 'all' AS $$
DECLARE
	calls_before bigint;
	calls_after bigint;
BEGIN
	SELECT sum(pg_stat_get_xact_function_calls(d.objid)) INTO calls_before
	  FROM pg_depend d
	 WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'uuid9562')
	   AND d.classid = 'pg_proc'::regclass AND d.deptype = 'e';
	EXECUTE query;
	SELECT sum(pg_stat_get_xact_function_calls(d.objid)) INTO calls_after
	  FROM pg_depend d
	 WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'uuid9562')
	   AND d.classid = 'pg_proc'::regclass AND d.deptype = 'e';
	RETURN CASE WHEN coalesce(calls_after, 0) > coalesce(calls_before, 0) THEN 'uuid9562' ELSE 'core' END;
END
$$;

-- An unqualified call reaches the server's function where the server has
-- one, else ours; a call qualified with the extension's schema always
-- reaches ours.  For the functions, running the calls confirms it.  (On
-- 18: uuidv7() runs core's, public.uuidv7() ours.)
SELECT name,
       pg_temp.reaches(unqualified) = CASE WHEN in_core THEN 'core' ELSE 'uuid9562' END AS unqualified_core_if_any,
       pg_temp.reaches(qualified) AS qualified_reaches,
       CASE WHEN name NOT LIKE 'm%' THEN pg_temp.ran(unqualified) = pg_temp.reaches(unqualified)
                                     AND pg_temp.ran(qualified) = pg_temp.reaches(qualified) END AS ran_so
  FROM compat_calls ORDER BY name COLLATE "C";

-- Ours, qualified, have today's semantics on every major: the time of
-- versions 1 and 7 (core's on 17 reads version 1 only), the version, and
-- new UUIDs of versions 4 and 7.
SELECT public.uuid_extract_timestamp('c232ab00-9414-11ec-b3c8-9e6bdeced846') AS v1,
       public.uuid_extract_timestamp('017f22e2-79b0-7cc3-98c4-dc0c0c07398f') AS v7,
       public.uuid_extract_version('017f22e2-79b0-7cc3-98c4-dc0c0c07398f') AS version,
       public.uuid_extract_version(public.uuidv4()) AS v4_version,
       public.uuid_extract_version(public.uuidv7()) AS v7_version,
       public.uuid_extract_timestamp(public.uuidv7(interval '-1 hour')) < now() - interval '59 minutes' AS shifted;

-- Unqualified, as applications call them.  uuid_extract_timestamp: versions
-- 1 and 7 only, as in core 18.  On PostgreSQL 17 the call reaches core's
-- own, which reads version 1 only (NULL for version 7: use uuid_timestamp()
-- or the qualified name); expected/compat_1.out holds that.
SELECT uuid_extract_timestamp('c232ab00-9414-11ec-b3c8-9e6bdeced846') AS v1,
       uuid_extract_timestamp('017f22e2-79b0-7cc3-98c4-dc0c0c07398f') AS v7,
       uuid_extract_timestamp('1ec9414c-232a-6b00-b3c8-9e6bdeced846') AS v6,
       uuid_extract_timestamp('919108f7-52d1-4320-9bac-f847db4148a8') AS v4;

-- uuid_extract_version: NULL outside the RFC variant, as in core.
SELECT uuid_extract_version('919108f7-52d1-4320-9bac-f847db4148a8') AS v4,
       uuid_extract_version('017f22e2-79b0-7cc3-98c4-dc0c0c07398f') AS v7,
       uuid_extract_version('ffffffff-ffff-ffff-ffff-ffffffffffff') AS max;

-- uuidv4(), uuidv7(), uuidv7(interval).
SELECT uuid_extract_version(uuidv4()) AS v4, uuid_extract_version(uuidv7()) AS v7;
SELECT count(*) FILTER (WHERE NOT (uuid_extract_timestamp(id) > before - interval '1 hour 1 ms'
                                   AND uuid_extract_timestamp(id) <= after - interval '1 hour')) AS off_clock,
       count(DISTINCT id) AS distinct_ids
  FROM (SELECT clock_timestamp() AS before, uuidv7(interval '-1 hour') AS id, clock_timestamp() AS after
          FROM generate_series(1, 1000)) AS s;
SELECT count(*) FILTER (WHERE id <= prev) AS not_increasing
  FROM (SELECT i, id, lag(id) OVER (ORDER BY i) AS prev
          FROM (SELECT i, uuidv7() AS id FROM generate_series(1, 10000) AS i) AS g) AS s;

--
-- A function of one of these names in the target schema that is not the
-- extension's, such as an application's hand-written PL/pgSQL uuidv7() from
-- before PostgreSQL 18, stops CREATE EXTENSION and the update to 1.2 with
-- 42723, naming the function, and a hint; nothing is installed or changed.
-- Done in schema regress_app, with the extension installed there; public's
-- comes back at the end.
--
DROP EXTENSION uuid9562;
CREATE SCHEMA regress_app;
CREATE FUNCTION regress_app.uuidv7() RETURNS uuid LANGUAGE plpgsql AS $$
BEGIN
	RETURN pg_catalog.gen_random_uuid();
END
$$;

-- A fresh install into that schema.
SELECT * FROM regress.error_of('CREATE EXTENSION uuid9562 SCHEMA regress_app');
-- The same with the schema first in the caller's search_path (the install
-- goes there), and not when the install goes elsewhere: the script looks
-- only at its target schema, whatever the caller's search_path.
SET search_path = regress_app, public;
SELECT * FROM regress.error_of('CREATE EXTENSION uuid9562');
CREATE SCHEMA regress_own;
CREATE EXTENSION uuid9562 SCHEMA regress_own;
SELECT regress_own.uuid_extract_version(regress_own.uuidv7()) AS ours,
       regress_own.uuid_extract_version(regress_app.uuidv7()) AS hand_written;  -- 7, 4
DROP EXTENSION uuid9562;
DROP SCHEMA regress_own;
RESET search_path;
SELECT count(*) AS installed FROM pg_extension WHERE extname = 'uuid9562';  -- 0

-- Any argument types count for the four function names; for min and max
-- only an aggregate of uuid does.
DROP FUNCTION regress_app.uuidv7();
CREATE FUNCTION regress_app.uuidv7(ts timestamptz) RETURNS uuid LANGUAGE sql
	AS $$SELECT pg_catalog.md5(ts::text)::uuid$$;
SELECT * FROM regress.error_of('CREATE EXTENSION uuid9562 SCHEMA regress_app');
DROP FUNCTION regress_app.uuidv7(timestamptz);
CREATE FUNCTION regress_app.uuid_larger(a uuid, b uuid) RETURNS uuid LANGUAGE sql
	AS $$SELECT CASE WHEN a > b THEN a ELSE b END$$;
CREATE AGGREGATE regress_app.max(uuid) (SFUNC = regress_app.uuid_larger, STYPE = uuid);
SELECT * FROM regress.error_of('CREATE EXTENSION uuid9562 SCHEMA regress_app');
DROP AGGREGATE regress_app.max(uuid);
CREATE AGGREGATE regress_app.max(text) (SFUNC = pg_catalog.text_larger, STYPE = text);
CREATE EXTENSION uuid9562 SCHEMA regress_app;
DROP EXTENSION uuid9562;
DROP AGGREGATE regress_app.max(text);
DROP FUNCTION regress_app.uuid_larger(uuid, uuid);

-- The update to 1.2 of an installation without uuidv7() (a 1.0 or 1.1 made
-- on 18 or later) beside a hand-written one, from 1.1 and from 1.0.  On 15
-- and 17, 1.0 and 1.1 have their own uuidv7() and uuidv7(interval): the
-- test takes them out of the extension first, to the state of one made on
-- 18, then writes the hand-written one.
CREATE FUNCTION pg_temp.hand_write_uuidv7() RETURNS void LANGUAGE plpgsql AS $do$
BEGIN
	IF to_regprocedure('regress_app.uuidv7()') IS NOT NULL THEN
		ALTER EXTENSION uuid9562 DROP FUNCTION regress_app.uuidv7();
		ALTER EXTENSION uuid9562 DROP FUNCTION regress_app.uuidv7(interval);
		DROP FUNCTION regress_app.uuidv7();
		DROP FUNCTION regress_app.uuidv7(interval);
	END IF;
	CREATE FUNCTION regress_app.uuidv7() RETURNS uuid LANGUAGE plpgsql AS $fn$
	BEGIN
		RETURN pg_catalog.gen_random_uuid();
	END
	$fn$;
END
$do$;
CREATE EXTENSION uuid9562 VERSION '1.1' SCHEMA regress_app;
SELECT pg_temp.hand_write_uuidv7();
SELECT * FROM regress.error_of('ALTER EXTENSION uuid9562 UPDATE');
SELECT extversion FROM pg_extension WHERE extname = 'uuid9562';  -- 1.1
DROP EXTENSION uuid9562;
DROP FUNCTION regress_app.uuidv7();
CREATE EXTENSION uuid9562 VERSION '1.0' SCHEMA regress_app;
SELECT pg_temp.hand_write_uuidv7();
SELECT * FROM regress.error_of($$ALTER EXTENSION uuid9562 UPDATE TO '1.2'$$);
SELECT extversion FROM pg_extension WHERE extname = 'uuid9562';  -- 1.0
-- Nothing changed: the hand-written function is there, not a member.
SELECT l.lanname,
       EXISTS (SELECT FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e') AS member
  FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
 WHERE p.oid = 'regress_app.uuidv7()'::regprocedure;

-- With the hand-written function dropped, the update goes through and
-- regress_app.uuidv7() is the extension's.
DROP FUNCTION regress_app.uuidv7();
ALTER EXTENSION uuid9562 UPDATE;
SELECT extversion FROM pg_extension WHERE extname = 'uuid9562';  -- 1.5
SELECT l.lanname, EXISTS (SELECT FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e') AS member
  FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
 WHERE p.oid = 'regress_app.uuidv7()'::regprocedure;
SELECT regress_app.uuid_extract_version(regress_app.uuidv7()) AS v7;  -- 7

-- Back in public, as install left it.
DROP EXTENSION uuid9562;
DROP SCHEMA regress_app;
CREATE EXTENSION uuid9562;
