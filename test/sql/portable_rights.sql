--
-- The portable edition used by a role that has only the privileges of its
-- tables and views, as the C edition is: no USAGE on the schema the edition
-- is installed in (app), none on pgcrypto's (crypto), no EXECUTE on the
-- edition's internal functions.  PostgreSQL inlines a LANGUAGE sql body as
-- the role that runs the query, so every name left in an inlined body would
-- cost that role a right (42501); the build expands the internal helpers so
-- that those bodies name only pg_catalog, and the functions it cannot
-- expand are SECURITY DEFINER (scripts/portable-expand).  Each case twice:
-- with the default EXECUTE of PUBLIC, then with EXECUTE revoked from PUBLIC
-- on every function of the schema and granted on the C edition's names
-- only.  The windows stay index range scans.  Any major from 13.
--
SET timezone = 'UTC';
CREATE ROLE regress_rights_owner;
CREATE ROLE regress_rights_user;
GRANT CREATE ON DATABASE :"DBNAME" TO regress_rights_owner;
SET SESSION AUTHORIZATION regress_rights_owner;
CREATE SCHEMA crypto;
CREATE EXTENSION pgcrypto SCHEMA crypto;
CREATE SCHEMA app;
\set schema app
\i test/sql/include/portable.sql

-- The owner's objects: a table keyed by version 7 and stamped by version 1
-- through defaults, 2,000 rows an hour apart and 50 made now; views over
-- the time operators, uuid_v7_within(), a mask under a key argument and
-- version 5; a policy over the time operator.
CREATE SCHEMA data;
CREATE TABLE data.events (id uuid PRIMARY KEY DEFAULT app.uuid_generate_v7(),
						  stamp uuid DEFAULT app.uuid_generate_v1(), n int);
INSERT INTO data.events (id, n)
SELECT app.uuid_generate_v7_at(now() - i * interval '1 hour'), i FROM generate_series(1, 2000) AS i;
INSERT INTO data.events (n) SELECT -i FROM generate_series(1, 50) AS i;
VACUUM ANALYZE data.events;
CREATE VIEW data.last_day AS
	SELECT id, n FROM data.events WHERE id OPERATOR(app.>=) now() - interval '1 day';
CREATE VIEW data.day_before AS
	SELECT id, n FROM data.events WHERE app.uuid_v7_within(id, tstzrange(now() - interval '2 days', now() - interval '1 day'));
CREATE VIEW data.masked AS
	SELECT app.uuid_v7_mask(id, '\x000102030405060708090a0b0c0d0e0f'::bytea) AS public_id, n FROM data.events;
CREATE VIEW data.named AS
	SELECT app.uuid_generate_v5(app.uuid_ns_dns(), 'example.com') AS v5, app.uuid_generate_v3(app.uuid_ns_dns(), 'example.com') AS v3;
CREATE TABLE data.notes (id uuid PRIMARY KEY, body text);
INSERT INTO data.notes SELECT id, 'note ' || n FROM data.events;
ALTER TABLE data.notes ENABLE ROW LEVEL SECURITY;
CREATE POLICY last_day ON data.notes FOR SELECT USING (id OPERATOR(app.>=) now() - interval '1 day');
VACUUM ANALYZE data.notes;
GRANT USAGE ON SCHEMA data TO regress_rights_user;
GRANT SELECT, INSERT, DELETE ON data.events TO regress_rights_user;
GRANT SELECT ON data.last_day, data.day_before, data.masked, data.named, data.notes TO regress_rights_user;

-- What the owner sees, for the user to see the same.
SELECT (SELECT count(*) FROM data.last_day) AS last_day, (SELECT count(*) FROM data.day_before) AS day_before,
	   (SELECT md5(string_agg(public_id::text, ',' ORDER BY n)) FROM data.masked) AS masked \gset owner_
SELECT * FROM data.named;  -- cfbff0d1-9375-5685-968c-48ce8b15ae17 | 9073926b-929f-31c2-abc9-fad77ae3e8eb
RESET SESSION AUTHORIZATION;

-- The index scans of a query's plan as the user runs it: whether each has
-- an index condition (a range scan rather than a full one).
CREATE FUNCTION pg_temp.range_scans(query text) RETURNS SETOF boolean LANGUAGE plpgsql AS $$
DECLARE
	plan jsonb;
BEGIN
	EXECUTE 'EXPLAIN (FORMAT JSON) ' || query INTO plan;
	RETURN QUERY SELECT s ? 'Index Cond'
	  FROM jsonb_path_query(plan, 'strict $.** ? (exists (@."Index Name"))') AS s;
END
$$;
GRANT EXECUTE ON FUNCTION pg_temp.range_scans(text) TO regress_rights_user;

-- Every case as the user: rows equal to the owner's, windows planned as
-- index range scans, the defaults filled.
CREATE FUNCTION pg_temp.cases() RETURNS TABLE (check_name text, ok boolean) LANGUAGE plpgsql AS $$
BEGIN
	RETURN QUERY VALUES
		('no usage on app, crypto', NOT has_schema_privilege('app', 'USAGE') AND NOT has_schema_privilege('crypto', 'USAGE'));
	INSERT INTO data.events (n) VALUES (0);
	RETURN QUERY SELECT 'defaults v7 and v1', substr(id::text, 15, 1) = '7' AND substr(stamp::text, 15, 1) = '1'
	  FROM data.events WHERE n = 0;
	DELETE FROM data.events WHERE n = 0;
	RETURN QUERY SELECT 'operator view', count(*) = current_setting('regress.last_day')::int FROM data.last_day;
	RETURN QUERY SELECT 'operator view range scan', bool_and(s) FROM pg_temp.range_scans('SELECT count(*) FROM data.last_day') AS s;
	RETURN QUERY SELECT 'uuid_v7_within view', count(*) = current_setting('regress.day_before')::int FROM data.day_before;
	RETURN QUERY SELECT 'uuid_v7_within view range scan', bool_and(s) FROM pg_temp.range_scans('SELECT count(*) FROM data.day_before') AS s;
	RETURN QUERY SELECT 'policy', count(*) = current_setting('regress.last_day')::int FROM data.notes;
	RETURN QUERY SELECT 'policy range scan', bool_and(s) FROM pg_temp.range_scans('SELECT count(*) FROM data.notes') AS s;
	RETURN QUERY SELECT 'mask view', md5(string_agg(public_id::text, ',' ORDER BY n)) = current_setting('regress.masked')
	  FROM data.masked;
	RETURN QUERY SELECT 'version 5 and 3 view',
		v5 = 'cfbff0d1-9375-5685-968c-48ce8b15ae17' AND v3 = '9073926b-929f-31c2-abc9-fad77ae3e8eb' FROM data.named;
END
$$;
GRANT EXECUTE ON FUNCTION pg_temp.cases() TO regress_rights_user;
SELECT set_config('regress.last_day', :'owner_last_day', false) IS NOT NULL
   AND set_config('regress.day_before', :'owner_day_before', false) IS NOT NULL
   AND set_config('regress.masked', :'owner_masked', false) IS NOT NULL AS owner_results_kept;
SELECT :'owner_last_day'::int BETWEEN 73 AND 75 AS about_74, :'owner_day_before'::int BETWEEN 23 AND 25 AS about_24;

SET SESSION AUTHORIZATION regress_rights_user;
SELECT * FROM pg_temp.cases();
RESET SESSION AUTHORIZATION;

-- EXECUTE on the C edition's names only: the user's queries still reach
-- no internal function.
SET SESSION AUTHORIZATION regress_rights_owner;
REVOKE EXECUTE ON ALL FUNCTIONS IN SCHEMA app FROM PUBLIC;
DO $$
DECLARE
	f regprocedure;
BEGIN
	FOR f IN SELECT p.oid FROM pg_proc p
			  WHERE p.pronamespace = 'app'::regnamespace AND p.proname !~ '^uuid9562_' LOOP
		EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO PUBLIC', f);
	END LOOP;
END
$$;
SELECT count(*) FILTER (WHERE has_function_privilege('regress_rights_user', p.oid, 'EXECUTE')) AS internal_executable
  FROM pg_proc p WHERE p.pronamespace = 'app'::regnamespace AND p.proname ~ '^uuid9562_';  -- 0
RESET SESSION AUTHORIZATION;
SET SESSION AUTHORIZATION regress_rights_user;
SELECT * FROM pg_temp.cases();
RESET SESSION AUTHORIZATION;

-- Version 5 wherever pgcrypto is: moved to another schema (as a dump
-- restored elsewhere finds it), which the owner may not use and then may,
-- then dropped (the SHA-1 computed without it, over one block and over
-- two).
CREATE SCHEMA crypto_moved;
ALTER EXTENSION pgcrypto SET SCHEMA crypto_moved;  -- its functions are the bootstrap superuser's
SET SESSION AUTHORIZATION regress_rights_user;
SELECT v5 FROM data.named;  -- cfbff0d1-9375-5685-968c-48ce8b15ae17
RESET SESSION AUTHORIZATION;
GRANT USAGE ON SCHEMA crypto_moved TO regress_rights_owner;
SET SESSION AUTHORIZATION regress_rights_user;
SELECT v5 FROM data.named;  -- cfbff0d1-9375-5685-968c-48ce8b15ae17
RESET SESSION AUTHORIZATION;
SET SESSION AUTHORIZATION regress_rights_owner;
DROP EXTENSION pgcrypto;
RESET SESSION AUTHORIZATION;
SET SESSION AUTHORIZATION regress_rights_user;
SELECT v5 FROM data.named;  -- cfbff0d1-9375-5685-968c-48ce8b15ae17
RESET SESSION AUTHORIZATION;
SELECT app.uuid_generate_v5(app.uuid_ns_url(), repeat('x', 100));  -- c4956a8f-abe3-5d39-8dfa-4bf25e22e84b

SET client_min_messages = warning;
DROP SCHEMA data, app, crypto, crypto_moved CASCADE;
DROP OWNED BY regress_rights_owner, regress_rights_user;
REVOKE CREATE ON DATABASE :"DBNAME" FROM regress_rights_owner;
DROP ROLE regress_rights_owner, regress_rights_user;
RESET client_min_messages;
