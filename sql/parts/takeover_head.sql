-- The takeover of the portable edition (sql/uuid9562--portable.sql), first
-- part: every function, aggregate and operator of the C edition that the
-- target schema holds as a free-standing object (the portable edition's
-- of the same name and argument types) joins the extension, and passes to
-- the role that runs the update, as a fresh install's objects belong to it;
-- their grants and comments stay.  The statements that follow, the full
-- install script's with CREATE OR REPLACE, then give each the C edition's
-- definition under its old OID, so that column defaults, generated
-- columns, indexes, views and policies keep using it.  An object owned by
-- a role whose rights the extension's owner lacks is refused (42501): a
-- trusted extension's update runs as a superuser, and must not take over
-- another role's functions for a database owner.
DO $takeover$
DECLARE
	s pg_catalog.text := pg_catalog.quote_ident(pg_catalog.current_schema());
	target pg_catalog.oid := pg_catalog.to_regnamespace(pg_catalog.quote_ident(pg_catalog.current_schema()));
	ext_owner pg_catalog.oid := (SELECT extowner FROM pg_catalog.pg_extension
								 WHERE extname OPERATOR(pg_catalog.=) 'uuid9562');
	obj record;
	found pg_catalog.oid;
	found_owner pg_catalog.oid;
	class pg_catalog.regclass;
	part pg_catalog.text[];
BEGIN
	FOR obj IN
		SELECT v.kind, v.sig FROM (VALUES
		@OBJECTS@) AS v(kind, sig)
	LOOP
		IF obj.kind OPERATOR(pg_catalog.=) 'OPERATOR' THEN
			-- "< (pg_catalog.uuid, pg_catalog.timestamptz)": name, left and right type
			part := pg_catalog.regexp_match(obj.sig, '^(\S+) \(([^,]+), ([^)]+)\)$');
			SELECT o.oid, o.oprowner INTO found, found_owner
			  FROM pg_catalog.pg_operator o
			 WHERE o.oprnamespace OPERATOR(pg_catalog.=) target
			   AND o.oprname OPERATOR(pg_catalog.=) part[1]
			   AND o.oprleft OPERATOR(pg_catalog.=) part[2]::pg_catalog.regtype
			   AND o.oprright OPERATOR(pg_catalog.=) part[3]::pg_catalog.regtype;
			class := 'pg_catalog.pg_operator';
		ELSE
			SELECT p.oid, p.proowner INTO found, found_owner
			  FROM pg_catalog.pg_proc p
			 WHERE p.oid OPERATOR(pg_catalog.=)
				   pg_catalog.to_regprocedure(s OPERATOR(pg_catalog.||) '.' OPERATOR(pg_catalog.||) obj.sig);
			class := 'pg_catalog.pg_proc';
		END IF;
		CONTINUE WHEN found IS NULL OR EXISTS (
			SELECT FROM pg_catalog.pg_depend d
			 WHERE d.classid OPERATOR(pg_catalog.=) class AND d.objid OPERATOR(pg_catalog.=) found
			   AND d.deptype OPERATOR(pg_catalog.=) 'e');
		IF NOT pg_catalog.pg_has_role(ext_owner, found_owner, 'USAGE') THEN
			RAISE EXCEPTION 'permission denied to take over % %.%', pg_catalog.lower(obj.kind), s, obj.sig
				USING ERRCODE = 'insufficient_privilege',
					DETAIL = pg_catalog.format('It is owned by role "%s", whose rights the extension''s owner "%s" does not have.',
											   pg_catalog.pg_get_userbyid(found_owner), pg_catalog.pg_get_userbyid(ext_owner)),
					HINT = 'Take it over as the owner of the portable edition, or as a superuser.';
		END IF;
		EXECUTE pg_catalog.format('ALTER EXTENSION uuid9562 ADD %s %s.%s', obj.kind, s, obj.sig);
		EXECUTE pg_catalog.format('ALTER %s %s.%s OWNER TO CURRENT_USER', obj.kind, s, obj.sig);
	END LOOP;
END
$takeover$;

