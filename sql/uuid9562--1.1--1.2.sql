/* uuid9562--1.1--1.2.sql */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION uuid9562 UPDATE TO '1.2'" to load this file. \quit

-- The objects that version 1.2 adds to 1.1.  The Makefile appends this file to
-- uuid9562--1.1.sql to make the full install script uuid9562--1.2.sql, so
-- that an update and a fresh install run the same statements; only the check
-- below goes first there, ahead of the statements of 1.0 and 1.1.

--
-- Core's names in the extension's schema on every major
--
-- Versions 1.0 and 1.1 created uuid_extract_timestamp, uuid_extract_version,
-- uuidv4, uuidv7 and the aggregates min and max of uuid only where the server
-- lacked them, so an installation's objects depended on the major it was
-- made on, and a dump that names them schema-qualified (public.uuidv7())
-- could not be restored into a newer major.  From 1.2 on, each is in the
-- extension's schema on every major.  Where the server has the name too,
-- its own stays what an unqualified call reaches (pg_catalog is searched
-- first) and ours is reached schema-qualified.
--
-- The extension is relocatable, so @extschema@ is not substituted; the
-- target schema is current_schema(), the first schema of the search_path
-- that CREATE EXTENSION and ALTER EXTENSION UPDATE set ("<schema>,
-- pg_temp", pg_catalog implicitly first), whatever the caller's.

-- First, the check (the Makefile puts it at the top of the full install
-- script): the target schema must not hold a function of one of these
-- names that is not the extension's own, such as a hand-written
-- PL/pgSQL uuidv7() from before PostgreSQL 18.  Any argument types count
-- for the four function names (another overload beside ours could make a
-- call ambiguous); for min and max only the aggregates of uuid do.  Only
-- names that the extension does not have there yet are checked, so an
-- installation that already has them all (a 1.1 made on PostgreSQL 15)
-- updates as before.
DO $check$
DECLARE
	target pg_catalog.oid := pg_catalog.to_regnamespace(pg_catalog.quote_ident(pg_catalog.current_schema()));
	ext pg_catalog.oid := (SELECT oid FROM pg_catalog.pg_extension
						   WHERE extname OPERATOR(pg_catalog.=) 'uuid9562');
	culprit pg_catalog.text;
	found_name pg_catalog.name;
	found_ext pg_catalog.name;
BEGIN
	SELECT pg_catalog.format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.oidvectortypes(p.proargtypes)),
		   p.proname, e.extname
	  INTO culprit, found_name, found_ext
	  FROM pg_catalog.pg_proc p
	  JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) p.pronamespace
	  LEFT JOIN pg_catalog.pg_depend d
		ON d.classid OPERATOR(pg_catalog.=) 'pg_catalog.pg_proc'::pg_catalog.regclass
	   AND d.objid OPERATOR(pg_catalog.=) p.oid AND d.deptype OPERATOR(pg_catalog.=) 'e'
	  LEFT JOIN pg_catalog.pg_extension e ON e.oid OPERATOR(pg_catalog.=) d.refobjid
	 WHERE p.pronamespace OPERATOR(pg_catalog.=) target
	   AND (e.oid IS NULL OR e.oid OPERATOR(pg_catalog.<>) ext)
	   AND ((p.proname OPERATOR(pg_catalog.=) ANY
				(ARRAY['uuid_extract_timestamp', 'uuid_extract_version', 'uuidv4', 'uuidv7']::pg_catalog.name[])
			 -- a name that the extension already has there is settled
			 AND NOT EXISTS (
				SELECT FROM pg_catalog.pg_proc o
				  JOIN pg_catalog.pg_depend od
					ON od.classid OPERATOR(pg_catalog.=) 'pg_catalog.pg_proc'::pg_catalog.regclass
				   AND od.objid OPERATOR(pg_catalog.=) o.oid AND od.deptype OPERATOR(pg_catalog.=) 'e'
				 WHERE od.refobjid OPERATOR(pg_catalog.=) ext
				   AND o.pronamespace OPERATOR(pg_catalog.=) target
				   AND o.proname OPERATOR(pg_catalog.=) p.proname))
			OR (p.proname OPERATOR(pg_catalog.=) ANY (ARRAY['min', 'max']::pg_catalog.name[])
				AND p.proargtypes OPERATOR(pg_catalog.=) '2950'::pg_catalog.oidvector))
	 ORDER BY 1
	 LIMIT 1;

	IF culprit IS NULL THEN
		RETURN;
	ELSIF found_ext IS NULL THEN
		RAISE EXCEPTION 'function % already exists', culprit
			USING ERRCODE = 'duplicate_function',
				DETAIL = pg_catalog.format('Extension "uuid9562" has its own %s in the schema it is installed into, and %s is not part of it.',
										   found_name, culprit),
				HINT = 'Install the extension into a schema of its own (CREATE EXTENSION uuid9562 SCHEMA uuid9562), or drop the hand-written function first.';
	ELSE
		RAISE EXCEPTION 'function % already exists', culprit
			USING ERRCODE = 'duplicate_function',
				DETAIL = pg_catalog.format('Extension "uuid9562" has its own %s in the schema it is installed into, and %s belongs to extension "%s".',
										   found_name, culprit, found_ext),
				HINT = 'Install the extension into a schema of its own (CREATE EXTENSION uuid9562 SCHEMA uuid9562).';
	END IF;
END
$check$;

-- end of the check

-- Then each of them that the schema lacks, as 1.0 and 1.1 defined it (the
-- same C functions and comments).  Every name is qualified with the target
-- schema: unqualified, COMMENT ON would reach core's function of the name.
DO $core_names$
DECLARE
	target pg_catalog.oid := pg_catalog.to_regnamespace(pg_catalog.quote_ident(pg_catalog.current_schema()));
	s pg_catalog.text := pg_catalog.quote_ident(pg_catalog.current_schema());
	obj record;
BEGIN
	FOR obj IN
		SELECT v.name, v.args, v.def
		  FROM (VALUES
			(1, 'uuid_extract_timestamp', '2950', $def$
				CREATE FUNCTION %1$s.uuid_extract_timestamp(pg_catalog.uuid) RETURNS pg_catalog.timestamptz
					AS 'MODULE_PATHNAME', 'uuid_extract_timestamp_compat'
					LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
				COMMENT ON FUNCTION %1$s.uuid_extract_timestamp(pg_catalog.uuid) IS 'extract timestamp from UUID';
			$def$),
			(2, 'uuid_extract_version', '2950', $def$
				CREATE FUNCTION %1$s.uuid_extract_version(pg_catalog.uuid) RETURNS pg_catalog.int2
					AS 'MODULE_PATHNAME', 'uuid_version'
					LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
				COMMENT ON FUNCTION %1$s.uuid_extract_version(pg_catalog.uuid) IS 'extract version from RFC 9562 UUID';
			$def$),
			(3, 'uuidv4', '', $def$
				CREATE FUNCTION %1$s.uuidv4() RETURNS pg_catalog.uuid
					AS 'MODULE_PATHNAME', 'uuid_generate_v4'
					LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
				COMMENT ON FUNCTION %1$s.uuidv4() IS 'generate UUID version 4';
			$def$),
			(4, 'uuidv7', '', $def$
				CREATE FUNCTION %1$s.uuidv7() RETURNS pg_catalog.uuid
					AS 'MODULE_PATHNAME', 'uuid_generate_v7'
					LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
				COMMENT ON FUNCTION %1$s.uuidv7() IS 'generate UUID version 7';
			$def$),
			(5, 'uuidv7', '1186', $def$
				CREATE FUNCTION %1$s.uuidv7(shift pg_catalog.interval) RETURNS pg_catalog.uuid
					AS 'MODULE_PATHNAME', 'uuid_generate_v7_shift'
					LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
				COMMENT ON FUNCTION %1$s.uuidv7(pg_catalog.interval) IS 'generate UUID version 7 with a timestamp shifted by specified interval';
			$def$),
			(6, 'max', '2950', $def$
				CREATE AGGREGATE %1$s.max(pg_catalog.uuid) (
					SFUNC = %1$s.uuid_greatest, STYPE = pg_catalog.uuid,
					COMBINEFUNC = %1$s.uuid_greatest, SORTOP = OPERATOR(pg_catalog.>),
					PARALLEL = SAFE
				);
				COMMENT ON AGGREGATE %1$s.max(pg_catalog.uuid) IS 'maximum value of all uuid input values';
			$def$),
			(7, 'min', '2950', $def$
				CREATE AGGREGATE %1$s.min(pg_catalog.uuid) (
					SFUNC = %1$s.uuid_least, STYPE = pg_catalog.uuid,
					COMBINEFUNC = %1$s.uuid_least, SORTOP = OPERATOR(pg_catalog.<),
					PARALLEL = SAFE
				);
				COMMENT ON AGGREGATE %1$s.min(pg_catalog.uuid) IS 'minimum value of all uuid input values';
			$def$)) AS v(ord, name, args, def)
		 WHERE NOT EXISTS (
			SELECT FROM pg_catalog.pg_proc p
			 WHERE p.pronamespace OPERATOR(pg_catalog.=) target
			   AND p.proname OPERATOR(pg_catalog.=) v.name::pg_catalog.name
			   AND p.proargtypes OPERATOR(pg_catalog.=) v.args::pg_catalog.oidvector)
		 ORDER BY v.ord
	LOOP
		EXECUTE pg_catalog.format(obj.def, s);
	END LOOP;
END
$core_names$;

--
-- The key of the one-argument masking functions: the file that
-- uuid9562.mask_key_file names (uuid9562.mask_key only when preloaded).
--
COMMENT ON FUNCTION uuid_v7_mask(pg_catalog.uuid) IS 'mask a UUID version 7 as a UUID version 4 that hides its time, under the key of the file uuid9562.mask_key_file names (UUIDv47 compatible)';
COMMENT ON FUNCTION uuid_v7_unmask(pg_catalog.uuid) IS 'recover the UUID version 7 from its mask under the key of the file uuid9562.mask_key_file names (UUIDv47 compatible)';

CREATE FUNCTION uuid_v7_text_to_timestamptz(id pg_catalog.text) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'uuid_v7_text_to_timestamptz'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_v7_text_to_timestamptz(pg_catalog.text) IS 'first 48 bits of a UUID given as text as Unix milliseconds (pg_partman''s time decoder, any version)';
