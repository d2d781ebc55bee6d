--
-- The portable edition's plain SQL form (dist/uuid9562-plain.sql, built by
-- make portable for schema app) run as a migration tool runs it: the whole
-- file as one query of the simple protocol (psql's \gexec) inside the
-- caller's transaction, by a role without superuser.  It refuses what the
-- psql script refuses, with the same SQLSTATEs; it leaves every setting of
-- the transaction as it found it (a custom search_path, a custom setting,
-- an empty search_path, one set for the session), so that a table the
-- migration creates next lands where it would have; and running it again
-- in the same transaction or the next is the upgrade in place.  Any major
-- from 13.
--
SET timezone = 'UTC';
\set VERBOSITY default
\set SHOW_CONTEXT never
\set plain `cat dist/uuid9562-plain.sql`
-- (the file's text, sent with ECHO none: the output shows its errors only)
SELECT :'plain' !~ '(^|\n)\s*\\' AS no_meta_commands,
       :'plain' !~* '(^|\n)\s*(BEGIN|COMMIT|ROLLBACK|START TRANSACTION)\s*;' AS no_transaction_control;
CREATE ROLE regress_plain_owner;
GRANT CREATE ON DATABASE :"DBNAME" TO regress_plain_owner;
-- pgcrypto, which the file needs, created here (and dropped at the end) if missing.
SELECT NOT EXISTS (SELECT FROM pg_extension WHERE extname = 'pgcrypto') AS plain_own_pgcrypto \gset
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS pgcrypto;
RESET client_min_messages;

-- Refused as by the psql script: a schema app that the role may not use
-- (3F000), then a function of one of the edition's names in it (42723).
-- Each is run twice: with the message, detail and hint, then with only the
-- SQLSTATE (VERBOSITY sqlstate: the psql of 17 and 18 left LAST_ERROR_SQLSTATE
-- empty after an error in a query of \gexec).
CREATE SCHEMA app;
SET SESSION AUTHORIZATION regress_plain_owner;
BEGIN;
\set ECHO none
SELECT :'plain' \gexec
\set ECHO all
ROLLBACK;
BEGIN;
\set VERBOSITY sqlstate
\set ECHO none
SELECT :'plain' \gexec
\set ECHO all
\set VERBOSITY default
ROLLBACK;
RESET SESSION AUTHORIZATION;
DROP SCHEMA app;
SET SESSION AUTHORIZATION regress_plain_owner;
BEGIN;
CREATE SCHEMA app;
CREATE FUNCTION app.uuid_generate_v4() RETURNS uuid LANGUAGE sql AS 'SELECT gen_random_uuid()';
\set ECHO none
SELECT :'plain' \gexec
\set ECHO all
ROLLBACK;
BEGIN;
CREATE SCHEMA app;
CREATE FUNCTION app.uuid_generate_v4() RETURNS uuid LANGUAGE sql AS 'SELECT gen_random_uuid()';
\set VERBOSITY sqlstate
\set ECHO none
SELECT :'plain' \gexec
\set ECHO all
\set VERBOSITY default
ROLLBACK;
SELECT count(*) AS schemas_app FROM pg_namespace WHERE nspname = 'app';

-- A migration's transaction: its own search_path and another setting, then
-- the file (which creates schema app), then a table with the edition's
-- default, created where the caller's search_path puts it.
CREATE SCHEMA plain_tables;
BEGIN;
SET LOCAL search_path = plain_tables, public;
SET LOCAL work_mem = '7MB';
CREATE TEMP TABLE settings_before AS SELECT name, setting FROM pg_settings;
\set ECHO none
SELECT :'plain' \gexec
\set ECHO all
SHOW search_path;
SHOW work_mem;
SELECT count(*) AS settings_changed FROM settings_before b FULL JOIN pg_settings s USING (name)
 WHERE b.setting IS DISTINCT FROM s.setting;
SELECT pg_get_userbyid(nspowner) AS app_owner FROM pg_namespace WHERE nspname = 'app';
CREATE TABLE events (id uuid PRIMARY KEY DEFAULT app.uuid_generate_v7(), n int);
SELECT relnamespace::regnamespace AS events_schema FROM pg_class WHERE oid = 'events'::regclass;
INSERT INTO events (n) SELECT i FROM generate_series(1, 100) AS i;
SELECT count(*) FILTER (WHERE app.uuid_version(id) = 7) AS v7,
       count(*) FILTER (WHERE id OPERATOR(app.>=) now() - interval '1 minute') AS last_minute
  FROM events;
-- The same file again in the same transaction (the next version's file
-- stands for itself): every function keeps its identity, settings unchanged.
CREATE TEMP TABLE functions_before AS
SELECT array_agg(oid ORDER BY oid) AS oids FROM pg_proc WHERE pronamespace = 'app'::regnamespace;
\set ECHO none
SELECT :'plain' \gexec
\set ECHO all
SELECT oids = (SELECT array_agg(oid ORDER BY oid) FROM pg_proc WHERE pronamespace = 'app'::regnamespace) AS same_functions
  FROM functions_before;
SELECT count(*) AS settings_changed FROM settings_before b FULL JOIN pg_settings s USING (name)
 WHERE b.setting IS DISTINCT FROM s.setting;
COMMIT;
SHOW search_path;
SHOW work_mem;

-- An upgrade in a later transaction, the search_path set for the session;
-- then one with an empty search_path.
SET search_path = plain_tables, "$user";
BEGIN;
\set ECHO none
SELECT :'plain' \gexec
\set ECHO all
SHOW search_path;
INSERT INTO events (n) VALUES (0);
COMMIT;
BEGIN;
SET LOCAL search_path = '';
\set ECHO none
SELECT :'plain' \gexec
\set ECHO all
SHOW search_path;
COMMIT;
SHOW search_path;
SELECT count(*) AS rows, count(DISTINCT id) AS ids FROM plain_tables.events;

RESET search_path;
RESET SESSION AUTHORIZATION;
SET client_min_messages = warning;
DROP SCHEMA plain_tables, app CASCADE;
DROP OWNED BY regress_plain_owner;
DROP ROLE regress_plain_owner;
\if :plain_own_pgcrypto
DROP EXTENSION pgcrypto;
\endif
RESET client_min_messages;
