
-- The first statement of the full install script (scripts/extension-scripts
-- puts this file there; the released scripts of 1.0 to 1.4 keep their own
-- statements after it): the target schema must not hold the portable edition
-- (a uuid9562_portable_version() that no extension owns), whose functions
-- have the C edition's names.  Without this check the install would fail
-- at the first of them with "function ... already exists", and the
-- obvious next step, DROP SCHEMA ... CASCADE, would drop every column
-- default, generated column, index and view that uses them.  The hint names
-- the way that keeps them: CREATE EXTENSION ... VERSION 'portable', then
-- ALTER EXTENSION ... UPDATE (docs/upgrading.md, "From the portable edition
-- to the C edition").
DO $refuse_portable$
DECLARE
	marker pg_catalog.regprocedure := pg_catalog.to_regprocedure(
		pg_catalog.quote_ident(pg_catalog.current_schema()) OPERATOR(pg_catalog.||) '.uuid9562_portable_version()');
BEGIN
	IF marker IS NOT NULL AND NOT EXISTS (
		SELECT FROM pg_catalog.pg_depend d
		 WHERE d.classid OPERATOR(pg_catalog.=) 'pg_catalog.pg_proc'::pg_catalog.regclass
		   AND d.objid OPERATOR(pg_catalog.=) marker AND d.deptype OPERATOR(pg_catalog.=) 'e') THEN
		RAISE EXCEPTION 'schema "%" holds the portable edition of uuid9562', pg_catalog.current_schema()
			USING ERRCODE = 'duplicate_object',
				DETAIL = 'Its functions have the names of the extension''s, and columns, indexes and views may use them.',
				HINT = pg_catalog.format('Take it over in place with CREATE EXTENSION uuid9562 SCHEMA %I VERSION ''portable'', then ALTER EXTENSION uuid9562 UPDATE (docs/upgrading.md).',
										 pg_catalog.current_schema());
	END IF;
END
$refuse_portable$;

