-- scripts/upgrade.d/after.sql: the checks after a migration (run once
-- state.sql has found every row the same), each printed as "name<TAB>t" when
-- it holds:
--   amcheck's bt_index_parent_check (with the heap check) clean on every
--   index;
--   ALTER EXTENSION uuid9562 UPDATE reaches the newest version, and the
--   extension's members then equal those of a fresh CREATE EXTENSION in a
--   scratch database of the same cluster (each member's identity and
--   definition: pg_get_functiondef, an aggregate's support, an operator's
--   and an operator family's parts, the comments);
--   every default of fixture_defaults generates what it must, in rows that
--   sort after the old ones (natively or under uuid_time_ops);
--   the stored public ids (masks under a key) are what the new library
--   computes;
--   the time order's functions, called by name, agree with ~<~ on legacy's
--   keys;
--   the time operators (1.3) agree with uuid_timestamp() on readings' keys,
--   the new rows' among them, and its partial index answers a window of 2026;
--   the indexes clean again after the new rows.
-- Runs as a superuser connected to database app; uses psql's \c.
\set ON_ERROR_STOP 1
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS amcheck;

ALTER EXTENSION uuid9562 UPDATE;
SELECT 'extension at ' || extversion, extversion = (SELECT default_version FROM pg_available_extensions
                                                    WHERE name = 'uuid9562')
  FROM pg_extension WHERE extname = 'uuid9562';

-- The extension's members, one line each, in a form that does not depend on
-- object ids.
\set members_query 'SELECT coalesce(string_agg(m, E''\\n'' ORDER BY m), '''') AS members FROM (SELECT (pg_identify_object(d.classid, d.objid, 0)).type || '' '' || (pg_identify_object(d.classid, d.objid, 0)).identity || '' | '' || coalesce(CASE d.classid WHEN ''pg_proc''::regclass THEN (SELECT CASE WHEN p.prokind = ''a'' THEN (SELECT format(''aggregate %s %s %s %s'', a.aggtransfn::regprocedure, a.aggcombinefn::regprocedure, a.aggsortop::regoperator, a.aggtranstype::regtype) FROM pg_aggregate a WHERE a.aggfnoid = p.oid) ELSE replace(pg_get_functiondef(p.oid), chr(10), '' '') END FROM pg_proc p WHERE p.oid = d.objid) WHEN ''pg_operator''::regclass THEN (SELECT format(''%s %s %s %s %s %s %s'', o.oprcode::regprocedure, o.oprcom::regoperator, o.oprnegate::regoperator, o.oprrest, o.oprjoin, o.oprcanmerge, o.oprcanhash) FROM pg_operator o WHERE o.oid = d.objid) WHEN ''pg_opfamily''::regclass THEN (SELECT string_agg(x, '' '' ORDER BY x) FROM (SELECT format(''op %s %s'', amopstrategy, amopopr::regoperator) FROM pg_amop WHERE amopfamily = d.objid UNION ALL SELECT format(''proc %s %s'', amprocnum, amproc::regprocedure) FROM pg_amproc WHERE amprocfamily = d.objid) AS f(x)) WHEN ''pg_opclass''::regclass THEN (SELECT format(''%s %s %s'', opcintype::regtype, opcdefault, (pg_identify_object(''pg_opfamily''::regclass, opcfamily, 0)).identity) FROM pg_opclass WHERE oid = d.objid) END, '''') || '' | '' || coalesce(obj_description(d.objid, (SELECT relname FROM pg_class WHERE oid = d.classid)), '''') FROM pg_depend d WHERE d.refclassid = ''pg_extension''::regclass AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = ''uuid9562'') AND d.deptype = ''e'') AS s(m)'
SELECT extversion AS app_version FROM pg_extension WHERE extname = 'uuid9562' \gset
:members_query \gset app_
DROP DATABASE IF EXISTS uuid9562_fresh;
CREATE DATABASE uuid9562_fresh;
\c uuid9562_fresh
SET client_min_messages = warning;
CREATE EXTENSION uuid9562;
:members_query \gset fresh_
-- The lines that differ, if any, then the check.
SELECT 'member only after the update: ' || x, false
  FROM (SELECT unnest(string_to_array(:'app_members', E'\n'))
        EXCEPT SELECT unnest(string_to_array(:'fresh_members', E'\n'))) AS s(x);
SELECT 'member only in a fresh install: ' || x, false
  FROM (SELECT unnest(string_to_array(:'fresh_members', E'\n'))
        EXCEPT SELECT unnest(string_to_array(:'app_members', E'\n'))) AS s(x);
SELECT 'members equal a fresh ' || extversion || ': '
       || array_length(string_to_array(:'fresh_members', E'\n'), 1),
       :'app_members' = :'fresh_members' AND extversion = :'app_version'
  FROM pg_extension WHERE extname = 'uuid9562';
\c app
DROP DATABASE uuid9562_fresh;
SET client_min_messages = warning;

-- Every index of the schema: bt_index_parent_check raises an error on any
-- inconsistency (partitioned indexes have no storage; their partitions'
-- indexes are checked).
CREATE FUNCTION pg_temp.check_indexes() RETURNS bigint LANGUAGE sql AS $$
	SELECT count(bt_index_parent_check(c.oid, true))
	  FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
	  JOIN pg_am a ON a.oid = c.relam
	 WHERE a.amname = 'btree' AND c.relkind = 'i' AND c.relnamespace = 'public'::regnamespace
$$;
SELECT 'btree indexes clean: ' || pg_temp.check_indexes(), true;

-- Rows made by every default (n = 0), each value checked, and after the old
-- ones in its order.
CREATE FUNCTION pg_temp.check_defaults() RETURNS TABLE (name text, ok boolean) LANGUAGE plpgsql AS $$
DECLARE
	t text;
	f record;
	old_last uuid;
	bad bigint;
BEGIN
	FOR t IN SELECT DISTINCT tbl FROM fixture_defaults ORDER BY 1 LOOP
		EXECUTE format('CREATE TEMP TABLE %I AS SELECT * FROM %I', 'old_' || t, t);
		EXECUTE format('INSERT INTO %I SELECT FROM generate_series(1, 200)', t);
	END LOOP;
	FOR f IN SELECT * FROM fixture_defaults ORDER BY tbl, val LOOP
		EXECUTE format('SELECT count(*) FILTER (WHERE NOT coalesce(%s, false)) FROM %I WHERE n = 0',
					   format(f.expect, f.val), f.tbl) INTO bad;
		name := format('default %s.%s: 200 new values, each %s', f.tbl, f.val, format(f.expect, 'v'));
		ok := bad = 0;
		RETURN NEXT;
		CONTINUE WHEN f.ordered = 'none';
		EXECUTE format('SELECT %s FROM %I ORDER BY 1 %s LIMIT 1', f.val, 'old_' || f.tbl,
					   CASE f.ordered WHEN 'time' THEN 'USING OPERATOR(public.~>~)' ELSE 'DESC' END)
			INTO old_last;
		EXECUTE format('SELECT count(*) FILTER (WHERE NOT (%s %s %L::uuid)) FROM %I WHERE n = 0', f.val,
					   CASE f.ordered WHEN 'time' THEN 'OPERATOR(public.~>~)' ELSE '>' END, old_last, f.tbl)
			INTO bad;
		name := format('default %s.%s: new values after the old (%s order)', f.tbl, f.val, f.ordered);
		ok := bad = 0;
		RETURN NEXT;
	END LOOP;
END
$$;
SELECT * FROM pg_temp.check_defaults();

-- The public ids: each stored mask is what the new library computes.
SELECT to_regclass('accounts') IS NOT NULL AS has_accounts \gset
\if :has_accounts
SELECT 'public ids (masks under a key) unchanged',
       bool_and(public_id = uuid_v7_mask(id, '\x000102030405060708090a0b0c0d0e0f')
                AND uuid_v7_unmask(public_id, '\x000102030405060708090a0b0c0d0e0f') = id)
  FROM accounts;
\endif

-- The functions behind ~<~, ~<=~, ~>=~ and ~>~ by name: each key before the
-- next in the time order, and never after it.
SELECT 'the time order''s functions by name agree with ~<~',
       bool_and(uuid_time_lt(id, nxt) AND uuid_time_le(id, nxt) AND uuid_time_gt(nxt, id)
                AND uuid_time_ge(nxt, id) AND NOT uuid_time_lt(nxt, id))
  FROM (SELECT id, lead(id) OVER (ORDER BY id USING ~<~) AS nxt FROM legacy) AS s
 WHERE nxt IS NOT NULL;

-- The time operators on readings' keys (where the fixture reached 1.3): the
-- same answers as uuid_timestamp(), rewritten by the planner and not (a
-- range that is not a constant); the partial index by its predicate holds
-- exactly the rows of 2026 and later.
SELECT to_regclass('readings') IS NOT NULL AS has_readings \gset
\if :has_readings
SELECT 'the time operators agree with uuid_timestamp() on readings',
       bool_and((id < timestamptz '2026-01-01 00:00+00') = (uuid_timestamp(id) < timestamptz '2026-01-01 00:00+00')
                AND (timestamptz '2025-09-01 00:00+00' <= id) = (timestamptz '2025-09-01 00:00+00' <= uuid_timestamp(id))
                AND (id <@ r) = (uuid_timestamp(id) <@ r)
                AND (id <@ tstzrange('2025-12-01 00:00+00', NULL)) = (uuid_timestamp(id) >= timestamptz '2025-12-01 00:00+00'))
  FROM readings, (SELECT tstzrange('2025-12-01 00:00+00', '2026-01-01 00:00+00', '(]') AS r OFFSET 0) AS s;
CREATE FUNCTION pg_temp.plan_text(query text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	line text;
	plan text := '';
BEGIN
	FOR line IN EXECUTE 'EXPLAIN (COSTS OFF) ' || query LOOP
		plan := plan || line || E'\n';
	END LOOP;
	RETURN plan;
END
$$;
SELECT 'readings_recent answers a window of 2026 (its predicate implied)',
       pg_temp.plan_text($$SELECT n FROM readings WHERE id >= timestamptz '2026-01-01 00:00+00' AND n = 2000$$)
           LIKE '%readings_recent%'
       AND (SELECT count(*) FROM readings WHERE id >= timestamptz '2026-01-01 00:00+00' AND n = 2000) = 1;
\endif

SELECT 'btree indexes clean after the new rows: ' || pg_temp.check_indexes(), true;
