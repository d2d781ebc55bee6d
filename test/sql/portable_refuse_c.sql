--
-- The portable installer refuses a schema that holds the C edition (issue
-- 52, item 3), whoever runs it, even where a move from the portable edition
-- left its uuid9562_portable_version() behind: 55000, naming
-- docs/upgrading.md, and not one function of the extension replaced.
-- Where the C edition is installed (beside portable_diff).
--
SET client_min_messages = warning;
DROP EXTENSION IF EXISTS uuid9562;
CREATE SCHEMA c_app;
CREATE EXTENSION uuid9562 SCHEMA c_app;
\i test/sql/include/error_of.sql
RESET client_min_messages;
\set installer `sed -n '/^DO \$uuid9562_install\$/,/^\$uuid9562_install\$;/p' dist/uuid9562-portable.sql`
CREATE TEMP TABLE c_functions AS
SELECT p.oid, p.prosrc, p.prolang FROM pg_proc p WHERE p.pronamespace = 'c_app'::regnamespace;

-- As a superuser.
SET search_path = c_app;
SELECT * FROM regress.error_of(:'installer');
-- With the version function a move from the portable edition left behind.
CREATE FUNCTION c_app.uuid9562_portable_version() RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT '1.4'::text $$;
SELECT * FROM regress.error_of(:'installer');
-- As a role without superuser that may create in the schema.
RESET search_path;
CREATE ROLE regress_refuse_c;
GRANT USAGE, CREATE ON SCHEMA c_app, regress TO regress_refuse_c;
SET SESSION AUTHORIZATION regress_refuse_c;
SET search_path = c_app;
SELECT * FROM regress.error_of(:'installer');
RESET SESSION AUTHORIZATION;
RESET search_path;

-- Every function of the extension as it was.
SELECT count(*) AS changed FROM c_functions c JOIN pg_proc p ON p.oid = c.oid
 WHERE (p.prosrc, p.prolang) IS DISTINCT FROM (c.prosrc, c.prolang);

SET client_min_messages = warning;
DROP SCHEMA c_app CASCADE;
REVOKE ALL ON SCHEMA regress FROM regress_refuse_c;
DROP ROLE regress_refuse_c;
RESET client_min_messages;
