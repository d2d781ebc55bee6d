--
-- The portable edition in place of the C edition for the tests of REGRESS
-- that follow it in make portable_installcheck (REGRESS_ON_PORTABLE): the
-- script installed into public by a role without superuser, then its
-- objects given to the superuser running the tests and the role dropped, so
-- that those tests call the portable edition's functions by the same
-- unqualified names and give the same expected output.  Not alone: it is
-- those tests' fixture.
--
CREATE ROLE regress_portable_setup;
GRANT CREATE ON DATABASE :"DBNAME" TO regress_portable_setup;
GRANT CREATE ON SCHEMA public TO regress_portable_setup;
SELECT current_user AS regress_superuser \gset
SET SESSION AUTHORIZATION regress_portable_setup;
\set schema public
\i test/sql/include/portable.sql
RESET SESSION AUTHORIZATION;
REASSIGN OWNED BY regress_portable_setup TO :"regress_superuser";
REVOKE CREATE ON SCHEMA public FROM regress_portable_setup;
REVOKE CREATE ON DATABASE :"DBNAME" FROM regress_portable_setup;
DROP ROLE regress_portable_setup;
-- No C edition here, and the functions the tests call are in public.
SELECT count(*) AS c_edition FROM pg_extension WHERE extname = 'uuid9562';  -- 0
SELECT to_regprocedure('public.uuid_generate_v7()') IS NOT NULL AS portable_v7;  -- t
