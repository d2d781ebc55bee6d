/* uuid9562--portable.sql */

-- complain if script is sourced in psql, rather than via CREATE EXTENSION
\echo Use "CREATE EXTENSION uuid9562 VERSION 'portable'" to load this file. \quit

-- The pseudo-version "portable": the first of the two steps that take over
-- the portable edition (docs/managed.md) in its schema, keeping every
-- object that uses its functions (docs/upgrading.md, "From the portable
-- edition to the C edition"):
--
--   CREATE EXTENSION uuid9562 SCHEMA app VERSION 'portable';
--   ALTER EXTENSION uuid9562 UPDATE;
--
-- This script only checks that the target schema holds the portable
-- edition and creates nothing: the extension starts empty.  The update
-- (uuid9562--portable--VERSION.sql, which make builds) adds the portable
-- edition's functions, aggregates and operators to the extension and
-- replaces each by the C edition's in place, as contrib's old "unpackaged"
-- scripts did.
DO $portable$
BEGIN
	IF pg_catalog.to_regprocedure(pg_catalog.quote_ident(pg_catalog.current_schema())
								  OPERATOR(pg_catalog.||) '.uuid9562_portable_version()') IS NULL THEN
		RAISE EXCEPTION 'schema "%" holds no portable edition of uuid9562', pg_catalog.current_schema()
			USING ERRCODE = 'object_not_in_prerequisite_state',
				DETAIL = 'Version "portable" only takes over the portable edition installed in the target schema.',
				HINT = 'Install the extension with CREATE EXTENSION uuid9562, without VERSION.';
	END IF;
END
$portable$;
