
-- The takeover of the portable edition, last part: the portable edition's
-- internal helpers (functions no extension owns whose comment starts with
-- "internal: ", uuid9562_portable_version() among them), which the C
-- edition's functions no longer call, are dropped; without CASCADE, so
-- that an object of the user's that uses one stops the update with
-- nothing changed.  The table uuid9562_mask_key and its domain stay: they
-- hold the portable edition's mask key, which docs/upgrading.md moves into
-- the C edition's key file before they are dropped by hand.
DO $takeover_tail$
DECLARE
	helper pg_catalog.regprocedure;
BEGIN
	FOR helper IN
		SELECT p.oid
		  FROM pg_catalog.pg_proc p
		  JOIN pg_catalog.pg_description c
			ON c.classoid OPERATOR(pg_catalog.=) 'pg_catalog.pg_proc'::pg_catalog.regclass
		   AND c.objoid OPERATOR(pg_catalog.=) p.oid AND c.objsubid OPERATOR(pg_catalog.=) 0
		 WHERE p.pronamespace OPERATOR(pg_catalog.=)
			   pg_catalog.to_regnamespace(pg_catalog.quote_ident(pg_catalog.current_schema()))
		   AND pg_catalog.starts_with(c.description, 'internal: ')
		   AND NOT EXISTS (
			SELECT FROM pg_catalog.pg_depend d
			 WHERE d.classid OPERATOR(pg_catalog.=) 'pg_catalog.pg_proc'::pg_catalog.regclass
			   AND d.objid OPERATOR(pg_catalog.=) p.oid AND d.deptype OPERATOR(pg_catalog.=) 'e')
		 ORDER BY p.oid DESC
	LOOP
		EXECUTE pg_catalog.format('DROP FUNCTION %s', helper);
	END LOOP;
END
$takeover_tail$;
