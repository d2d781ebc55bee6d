\set portable_echo :ECHO
\set ECHO none
-- Install the portable edition (dist/uuid9562-portable.sql, written by make
-- portable) into schema :schema as the current role, the way its users run
-- it (psql -v schema=NAME -f ...), printing nothing but errors: the
-- script's notices and command tags are not a test's output.  pgcrypto,
-- which the script needs, is created first if missing: it is trusted, so a
-- role without superuser that may create in the database can.  Read with
-- \i by the tests of make portable_installcheck; running it again over an
-- installed edition is the upgrade in place.
\set portable_quiet :QUIET
\set QUIET on
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS pgcrypto;
\o /dev/null
\i dist/uuid9562-portable.sql
\o
RESET client_min_messages;
\set QUIET :portable_quiet
\set ECHO :portable_echo
