\set portable_echo :ECHO
\set ECHO none
-- Install the portable edition (dist/uuid9562-portable.sql, written by make
-- portable) into schema :schema as the current role, the way its users run
-- it (psql -v schema=NAME -f ...), printing nothing but errors: the
-- script's notices and command tags are not a test's output.  pgcrypto,
-- which the script needs, is created first if missing: it is trusted, so a
-- role without superuser that may create in the schema can (into that
-- schema, unless it is installed already).  Read with
-- \i by the tests of make portable_installcheck; running it again over an
-- installed edition is the upgrade in place.  The script stops at its
-- first error (ON_ERROR_STOP), and so does the test: a failed install
-- shows as that error.
\set portable_quiet :QUIET
\set portable_stop :ON_ERROR_STOP
\set QUIET on
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS pgcrypto SCHEMA :"schema";
\o /dev/null
\i dist/uuid9562-portable.sql
\o
RESET client_min_messages;
\set ON_ERROR_STOP :portable_stop
\set QUIET :portable_quiet
\set ECHO :portable_echo
