--
-- The portable edition (dist/uuid9562-portable.sql) installed as its users
-- install it: by a role without superuser, into a schema of its own.  A
-- table keyed by DEFAULT uuid_generate_v7(), its time windows planned as
-- index range scans (the SQL functions inlined), and the script run again
-- over itself: the upgrade in place keeps the default, the index and a
-- view that depend on it, and every object its identity.  Any major from 13.
--
SET timezone = 'UTC';
CREATE ROLE regress_portable_owner;
GRANT CREATE ON DATABASE :"DBNAME" TO regress_portable_owner;
SET SESSION AUTHORIZATION regress_portable_owner;
SELECT rolsuper FROM pg_roles WHERE rolname = current_user;  -- f
CREATE SCHEMA portable_app;
\set schema portable_app
\i test/sql/include/portable.sql
SET search_path = portable_app;

-- Everything the script made is the role's, in its schema.
SELECT count(*) > 0 AS has_functions,
       count(*) FILTER (WHERE pg_get_userbyid(p.proowner) <> 'regress_portable_owner') AS owned_by_others
  FROM pg_proc p WHERE p.pronamespace = 'portable_app'::regnamespace
   AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e');

-- A table keyed by version 7: 10,000 rows a quarter of an hour apart (the
-- last 104 days) and 100 made now by the default.
CREATE TABLE portable_app.events (id uuid PRIMARY KEY DEFAULT uuid_generate_v7(), n int);
INSERT INTO portable_app.events
SELECT uuid_generate_v7_at(now() - i * interval '15 minutes'), i FROM generate_series(1, 10000) AS i;
INSERT INTO portable_app.events (n) SELECT -i FROM generate_series(1, 100) AS i;
VACUUM ANALYZE portable_app.events;
SELECT count(*) AS rows, count(*) FILTER (WHERE uuid_version(id) = 7) AS v7 FROM portable_app.events;

-- The index scans of a query's plan: node, index, whether it has an index
-- condition (a range scan rather than a full one).
CREATE FUNCTION pg_temp.index_scans(query text)
RETURNS TABLE (node text, index text, range_scan boolean) LANGUAGE plpgsql AS $$
DECLARE
	plan jsonb;
BEGIN
	EXECUTE 'EXPLAIN (FORMAT JSON) ' || query INTO plan;
	RETURN QUERY
	SELECT s ->> 'Node Type', s ->> 'Index Name', s ? 'Index Cond'
	  FROM jsonb_path_query(plan, 'strict $.** ? (exists (@."Index Name"))') AS s;
END
$$;

-- The windows of the issue: each an index range scan, with the rows that
-- the time read back from each key selects.
SELECT index, range_scan FROM pg_temp.index_scans(
  $$SELECT count(*) FROM portable_app.events WHERE id >= now() - interval '1 day'$$);
SELECT index, range_scan FROM pg_temp.index_scans(
  $$SELECT count(*) FROM portable_app.events WHERE uuid_v7_within(id, tstzrange(now() - interval '2 days', now() - interval '1 day'))$$);
SELECT (SELECT count(*) FROM portable_app.events WHERE id >= now() - interval '1 day')
     = (SELECT count(*) FROM portable_app.events WHERE uuid_timestamp(id) >= date_trunc('milliseconds', now() - interval '1 day')) AS same_rows_1_day,
       (SELECT count(*) FROM portable_app.events WHERE id >= now() - interval '1 day') BETWEEN 190 AND 200 AS about_196;
SELECT (SELECT count(*) FROM portable_app.events
         WHERE uuid_v7_within(id, tstzrange(now() - interval '2 days', now() - interval '1 day')))
     = (SELECT count(*) FROM portable_app.events
         WHERE uuid_timestamp(id) <@ tstzrange(date_trunc('milliseconds', now() - interval '2 days'),
                                              date_trunc('milliseconds', now() - interval '1 day'))) AS same_rows_within;
-- A parameter, in a generic plan.
SET plan_cache_mode = force_generic_plan;
PREPARE since(timestamptz) AS SELECT count(*) FROM portable_app.events WHERE id >= $1;
SELECT index, range_scan FROM pg_temp.index_scans($$EXECUTE since(now() - interval '1 day')$$);
RESET plan_cache_mode;
DEALLOCATE since;

-- A view over a function of the edition, then the script again over itself.
CREATE VIEW portable_app.recent AS
SELECT id, uuid_timestamp(id) AS at FROM portable_app.events WHERE id >= now() - interval '1 day';
CREATE TEMP TABLE before_upgrade AS
SELECT (SELECT array_agg(oid ORDER BY oid) FROM pg_proc WHERE pronamespace = 'portable_app'::regnamespace) AS functions,
       (SELECT array_agg(oid ORDER BY oid) FROM pg_operator WHERE oprnamespace = 'portable_app'::regnamespace) AS operators,
       (SELECT count(*) FROM portable_app.recent) AS recent;
\i test/sql/include/portable.sql
SELECT functions = (SELECT array_agg(oid ORDER BY oid) FROM pg_proc WHERE pronamespace = 'portable_app'::regnamespace) AS same_functions,
       operators IS NOT DISTINCT FROM (SELECT array_agg(oid ORDER BY oid) FROM pg_operator WHERE oprnamespace = 'portable_app'::regnamespace) AS same_operators,
       recent <= (SELECT count(*) FROM portable_app.recent) AS view_reads
  FROM before_upgrade;
SELECT pg_get_expr(d.adbin, d.adrelid) AS id_default
  FROM pg_attrdef d WHERE d.adrelid = 'portable_app.events'::regclass;
SELECT indisvalid, indisready FROM pg_index WHERE indrelid = 'portable_app.events'::regclass;
INSERT INTO portable_app.events (n) VALUES (0);
SELECT index, range_scan FROM pg_temp.index_scans(
  $$SELECT count(*) FROM portable_app.events WHERE id >= now() - interval '1 day'$$);

RESET search_path;
RESET SESSION AUTHORIZATION;
SET client_min_messages = warning;
DROP SCHEMA portable_app CASCADE;
DROP OWNED BY regress_portable_owner;
DROP ROLE regress_portable_owner;
RESET client_min_messages;
