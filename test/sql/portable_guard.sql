--
-- The portable edition trusts nothing it did not make (issue 51, items 2,
-- 3 and 5; issue 52, item 3): the installer refuses what another role
-- planted under its names, ignores a planted operator, takes any schema
-- name and runs none; re-run, it keeps users' comments and grants; the
-- clock reads whatever a role writes into its setting without an error and
-- runs at most 1 s ahead of the system clock; version 1's node comes from
-- no setting.  Any major from 13.
--
SET timezone = 'UTC';
SET client_min_messages = warning;
SELECT NOT EXISTS (SELECT FROM pg_extension WHERE extname = 'pgcrypto') AS guard_pgcrypto \gset
CREATE EXTENSION IF NOT EXISTS pgcrypto;
\i test/sql/include/error_of.sql
GRANT USAGE ON SCHEMA regress TO PUBLIC;
CREATE ROLE regress_guard_owner;
CREATE ROLE regress_guard_planter;
GRANT CREATE ON DATABASE :"DBNAME" TO regress_guard_owner;
RESET client_min_messages;
-- The installer's DO block alone (what both installers run), as a query
-- for regress.error_of(): it installs into the current schema.
\set installer `sed -n '/^DO \$uuid9562_install\$/,/^\$uuid9562_install\$;/p' dist/uuid9562-portable.sql`

-- A schema the owner made, in which another role may create.
SET SESSION AUTHORIZATION regress_guard_owner;
CREATE SCHEMA guarded;
GRANT USAGE, CREATE ON SCHEMA guarded TO regress_guard_planter;
RESET SESSION AUTHORIZATION;

-- A planted view under the key table's name: refused, as is a planted
-- function of one of the edition's names, and a planted operator.
SET SESSION AUTHORIZATION regress_guard_planter;
CREATE VIEW guarded.uuid9562_mask_key AS SELECT '\x000102030405060708090a0b0c0d0e0f'::bytea AS key;
SET SESSION AUTHORIZATION regress_guard_owner;
SET search_path = guarded;
SELECT * FROM regress.error_of(:'installer');
RESET SESSION AUTHORIZATION;
DROP VIEW guarded.uuid9562_mask_key;
SET SESSION AUTHORIZATION regress_guard_planter;
CREATE FUNCTION guarded.uuid_generate_v7() RETURNS uuid LANGUAGE sql AS 'SELECT gen_random_uuid()';
SET SESSION AUTHORIZATION regress_guard_owner;
SET search_path = guarded;
SELECT * FROM regress.error_of(:'installer');
RESET SESSION AUTHORIZATION;
DROP FUNCTION guarded.uuid_generate_v7();
SET SESSION AUTHORIZATION regress_guard_planter;
CREATE FUNCTION guarded.planted_lt(uuid, timestamptz) RETURNS boolean LANGUAGE sql AS 'SELECT true';
CREATE OPERATOR guarded.< (LEFTARG = uuid, RIGHTARG = timestamptz, FUNCTION = guarded.planted_lt);
SET SESSION AUTHORIZATION regress_guard_owner;
SET search_path = guarded;
SELECT * FROM regress.error_of(:'installer');
RESET SESSION AUTHORIZATION;
DROP OPERATOR guarded.< (uuid, timestamptz);
DROP FUNCTION guarded.planted_lt(uuid, timestamptz);

-- A planted =(oid, regclass), an exact match for an unqualified "=" with a
-- regclass literal: never run, and the install goes through.
SET SESSION AUTHORIZATION regress_guard_planter;
CREATE FUNCTION guarded.planted_eq(oid, regclass) RETURNS boolean LANGUAGE plpgsql AS
$$ BEGIN RAISE EXCEPTION 'the planted operator ran as %', current_user; END $$;
CREATE OPERATOR guarded.= (LEFTARG = oid, RIGHTARG = regclass, FUNCTION = guarded.planted_eq);
SET SESSION AUTHORIZATION regress_guard_owner;
SET search_path = guarded;
SELECT * FROM regress.error_of(:'installer');
RESET search_path;
SELECT relkind, pg_get_userbyid(relowner) AS owner FROM pg_class WHERE oid = 'guarded.uuid9562_mask_key'::regclass;

-- Run again by another role (a superuser too): refused, nothing replaced.
RESET SESSION AUTHORIZATION;
SET search_path = guarded;
SELECT * FROM regress.error_of(:'installer');

-- Run again by its owner: users' comments and grants kept, the edition's
-- own comments set.
CREATE ROLE regress_guard_user;
SET SESSION AUTHORIZATION regress_guard_owner;
COMMENT ON FUNCTION guarded.uuid_generate_v7() IS 'our ids';
COMMENT ON FUNCTION guarded.uuid_generate_v4() IS 'generate UUID version 4 (random)';
GRANT EXECUTE ON FUNCTION guarded.uuid_generate_v7() TO regress_guard_user;
REVOKE EXECUTE ON FUNCTION guarded.uuid_generate_v5(uuid, text) FROM PUBLIC;
SET search_path = guarded;
SELECT * FROM regress.error_of(:'installer');
SELECT obj_description('guarded.uuid_generate_v7()'::regprocedure, 'pg_proc') AS v7_comment,
       obj_description('guarded.uuid_generate_v4()'::regprocedure, 'pg_proc') AS v4_comment,
       has_function_privilege('regress_guard_user', 'guarded.uuid_generate_v7()', 'EXECUTE') AS v7_granted,
       has_function_privilege('regress_guard_planter', 'guarded.uuid_generate_v5(uuid, text)', 'EXECUTE') AS v5_revoked_kept;
RESET SESSION AUTHORIZATION;
RESET search_path;

-- Schema names that once broke the install or ran code: each installs,
-- with as many functions as guarded has, and none sleeps.
CREATE TEMP TABLE odd_name (name text);
INSERT INTO odd_name VALUES ('My App'), ('it''s'), ('a$$b'), ('x$body$'),
	('q''||(pg_catalog.pg_sleep(3)IS NULL)||'''), ('x*/y'), ('back\slash'), ('-- x');
DO $$
DECLARE
	n text;
BEGIN
	FOR n IN SELECT name FROM odd_name LOOP
		EXECUTE format('CREATE SCHEMA %I AUTHORIZATION regress_guard_owner', n);
	END LOOP;
END
$$;
-- The installer run with the schema name as the only schema of the path.
CREATE FUNCTION pg_temp.install_into(name text, installer text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
	PERFORM set_config('search_path', quote_ident(name), true);
	RETURN (regress.error_of(installer)).code;
END
$$;
GRANT SELECT ON odd_name TO regress_guard_owner;
SET SESSION AUTHORIZATION regress_guard_owner;
SELECT clock_timestamp() AS before_names \gset
SELECT name, pg_temp.install_into(name, :'installer') AS code FROM odd_name ORDER BY name;
SELECT clock_timestamp() - :'before_names'::timestamptz < interval '3 s' AS no_sleep;
RESET SESSION AUTHORIZATION;
SELECT o.name,
       (SELECT count(*) FROM pg_proc p WHERE p.pronamespace = n.oid)
         = (SELECT count(*) FROM pg_proc p WHERE p.pronamespace = 'guarded'::regnamespace
                                              AND p.proowner = 'regress_guard_owner'::regrole) AS all_functions,
       (regress.value_of(format('SELECT %I.uuid_version(%I.uuid_generate_v7())', o.name, o.name))).value AS v7,
       (regress.value_of(format('SELECT %I.uuid_generate_v5(%I.uuid_ns_dns(), ''x'')', o.name, o.name))).value AS v5
  FROM odd_name o JOIN pg_namespace n ON n.nspname = o.name
 ORDER BY 1;

-- The clock against what a role with INSERT (payload) only writes into its
-- setting: the year 10476, beyond 2^60, garbage.  Each id's time at most
-- 1 s ahead of the system clock, its variant and version intact, and no
-- error.
CREATE ROLE regress_guard_writer;
GRANT USAGE ON SCHEMA guarded TO regress_guard_writer;
CREATE TABLE guarded.events (id uuid PRIMARY KEY DEFAULT guarded.uuid_generate_v7(), payload text);
GRANT INSERT (payload) ON guarded.events TO regress_guard_writer;
CREATE FUNCTION guarded.add_event(p text) RETURNS void LANGUAGE sql SECURITY DEFINER
	AS 'INSERT INTO guarded.events (payload) VALUES (p)';
GRANT EXECUTE ON FUNCTION guarded.add_event(text) TO regress_guard_writer;
SET SESSION AUTHORIZATION regress_guard_writer;
SET uuid9562_portable.clock = '1099511627775999999';
INSERT INTO guarded.events (payload) VALUES ('year 10476');
SELECT guarded.add_event('year 10476, definer');
SELECT set_config('uuid9562_portable.clock', '99999999999999999999999999', false) IS NOT NULL AS set;
INSERT INTO guarded.events (payload) VALUES ('beyond 2^60');
SET uuid9562_portable.clock = 'garbage';
INSERT INTO guarded.events (payload) VALUES ('garbage');
SET uuid9562_portable.clock = '-5';
INSERT INTO guarded.events (payload) VALUES ('negative');
SET uuid9562_portable.clock = '';
INSERT INTO guarded.events (payload) VALUES ('empty');
RESET SESSION AUTHORIZATION;
SELECT payload, guarded.uuid_version(id) AS version, guarded.uuid_variant(id) AS variant,
       guarded.uuid_v7_to_timestamptz(id) <= clock_timestamp() + interval '1 s' AS at_most_1_s_ahead,
       guarded.uuid_v7_to_timestamptz(id) > clock_timestamp() - interval '1 min' AS now
  FROM guarded.events ORDER BY payload;
-- Ids made one after another stay strictly increasing under a forged clock.
SET uuid9562_portable.clock = '1099511627775999999';
SELECT count(*) FILTER (WHERE id <= prev) AS out_of_order
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS prev
          FROM (SELECT n, guarded.uuid_generate_v7() AS id FROM generate_series(1, 1000) AS n) s) s;

-- A database default (ALTER DATABASE ... SET), which DISCARD ALL restores:
-- bounded too, for the next client of a pooled connection.
ALTER DATABASE :"DBNAME" SET uuid9562_portable.clock = '1099511627775999999';
\c
SET timezone = 'UTC';
DISCARD ALL;
SELECT current_setting('uuid9562_portable.clock') AS forged;
SET SESSION AUTHORIZATION regress_guard_writer;
INSERT INTO guarded.events (payload) VALUES ('after DISCARD ALL');
RESET SESSION AUTHORIZATION;
ALTER DATABASE :"DBNAME" RESET uuid9562_portable.clock;
SELECT guarded.uuid_v7_to_timestamptz(id) <= clock_timestamp() + interval '1 s' AS at_most_1_s_ahead
  FROM guarded.events WHERE payload = 'after DISCARD ALL';

-- The operators off the search_path (docs/managed.md): id >= timestamptz
-- is 42883; a bound of uuid_v7_floor() and OPERATOR(guarded.>=) work.
RESET search_path;
SELECT code, message FROM regress.error_of(
  $$SELECT count(*) FROM guarded.events WHERE id >= now() - interval '1 day'$$);
SELECT count(*) AS by_floor FROM guarded.events WHERE id >= guarded.uuid_v7_floor(now() - interval '1 day');
SELECT count(*) AS by_operator FROM guarded.events WHERE id OPERATOR(guarded.>=) now() - interval '1 day';

-- Version 1: no setting picks the node or clock sequence (1.4 read them
-- from uuid9562_portable.v1_tail), and a rollback (of a transaction or to
-- a savepoint), RESET ALL or DISCARD ALL lets no value come twice, even
-- with the clock set half a second ahead, so that the instants repeat.
SET uuid9562_portable.v1_tail = '8000010000000000';
SELECT count(DISTINCT substr(guarded.uuid_generate_v1()::text, 20)) AS tails_of_10
  FROM generate_series(1, 10);
SELECT (floor(extract(epoch FROM clock_timestamp()) * 4096000) + 2048000)::bigint AS ahead \gset
SELECT set_config('uuid9562_portable.clock', :'ahead', false) IS NOT NULL AS set;
BEGIN;
SELECT array_agg(guarded.uuid_generate_v1())::text AS rolled_back FROM generate_series(1, 5) \gset
ROLLBACK;
SELECT array_agg(guarded.uuid_generate_v1()) && :'rolled_back'::uuid[] AS repeated_after_rollback
  FROM generate_series(1, 5);
BEGIN;
SAVEPOINT s;
SELECT array_agg(guarded.uuid_generate_v1())::text AS rolled_back FROM generate_series(1, 5) \gset
ROLLBACK TO SAVEPOINT s;
SELECT array_agg(guarded.uuid_generate_v1()) && :'rolled_back'::uuid[] AS repeated_after_savepoint
  FROM generate_series(1, 5);
COMMIT;
SELECT set_config('uuid9562_portable.clock', :'ahead', false) IS NOT NULL AS set;
SELECT array_agg(guarded.uuid_generate_v1())::text AS before_reset FROM generate_series(1, 5) \gset
RESET ALL;
SET uuid9562_portable.v1_tail = '8000010000000000';
SELECT set_config('uuid9562_portable.clock', :'ahead', false) IS NOT NULL AS set;
SELECT array_agg(guarded.uuid_generate_v1()) && :'before_reset'::uuid[] AS repeated_after_reset_all
  FROM generate_series(1, 5);
SELECT set_config('uuid9562_portable.clock', :'ahead', false) IS NOT NULL AS set;
SELECT array_agg(guarded.uuid_generate_v1())::text AS before_discard FROM generate_series(1, 5) \gset
DISCARD ALL;
SET uuid9562_portable.v1_tail = '8000010000000000';
SELECT set_config('uuid9562_portable.clock', :'ahead', false) IS NOT NULL AS set;
SELECT array_agg(guarded.uuid_generate_v1()) && :'before_discard'::uuid[] AS repeated_after_discard_all
  FROM generate_series(1, 5);

SET client_min_messages = warning;
DROP SCHEMA guarded, "My App", "it's", "a$$b", "x$body$", "q'||(pg_catalog.pg_sleep(3)IS NULL)||'", "x*/y",
	"back\slash", "-- x" CASCADE;
REVOKE USAGE ON SCHEMA regress FROM PUBLIC;
REVOKE CREATE ON DATABASE :"DBNAME" FROM regress_guard_owner;
DROP OWNED BY regress_guard_owner, regress_guard_planter, regress_guard_writer, regress_guard_user;
DROP ROLE regress_guard_owner, regress_guard_planter, regress_guard_writer, regress_guard_user;
\if :guard_pgcrypto
DROP EXTENSION pgcrypto;
\endif
RESET client_min_messages;
