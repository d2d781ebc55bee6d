/* uuid9562--1.4.sql (uuid9562--1.3.sql, then uuid9562--1.3--1.4.sql after its \echo) */

-- complain if script is sourced in psql, rather than via CREATE EXTENSION
\echo Use "CREATE EXTENSION uuid9562" to load this file. \quit

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


-- Every type and function outside this extension is schema-qualified, so that
-- the script means the same whatever the installing user's search_path.

--
-- Version 7 (foundation)
--

CREATE FUNCTION uuid_generate_v7() RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_generate_v7'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_generate_v7() IS 'generate UUID version 7 (Unix time, strictly increasing within a session)';

CREATE FUNCTION uuid_generate_v7(shift pg_catalog.interval) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_generate_v7_shift'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_generate_v7(pg_catalog.interval) IS 'generate UUID version 7 for the current time shifted by an interval';

CREATE FUNCTION uuid_generate_v7_at(ts pg_catalog.timestamptz) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_generate_v7_at'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_generate_v7_at(pg_catalog.timestamptz) IS 'generate UUID version 7 for a given time';

CREATE FUNCTION uuid_v7_floor(ts pg_catalog.timestamptz) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_v7_floor'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_v7_floor(pg_catalog.timestamptz) IS 'smallest UUID version 7 of the millisecond of a time';

CREATE FUNCTION uuid_v7_ceil(ts pg_catalog.timestamptz) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_v7_ceil'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_v7_ceil(pg_catalog.timestamptz) IS 'largest UUID version 7 of the millisecond of a time';

--
-- Version 4, nil and max
--

CREATE FUNCTION uuid_generate_v4() RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_generate_v4'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_generate_v4() IS 'generate UUID version 4 (random)';

CREATE FUNCTION uuid_nil() RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_nil'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_nil() IS 'nil UUID (all bits zero)';

CREATE FUNCTION uuid_max() RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_max'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_max() IS 'max UUID (all bits one)';

--
-- Extraction
--

CREATE FUNCTION uuid_timestamp(id pg_catalog.uuid) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'uuid_timestamp'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_timestamp(pg_catalog.uuid) IS 'embedded time of a UUID of version 1, 6 or 7, else null';

CREATE FUNCTION uuid_version(id pg_catalog.uuid) RETURNS pg_catalog.int2
	AS 'MODULE_PATHNAME', 'uuid_version'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_version(pg_catalog.uuid) IS 'version of a UUID of the RFC 9562 variant, else null';

CREATE FUNCTION uuid_variant(id pg_catalog.uuid) RETURNS pg_catalog.text
	AS 'MODULE_PATHNAME', 'uuid_variant'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_variant(pg_catalog.uuid) IS 'variant of a UUID: ncs, rfc9562, microsoft or future';

--
-- Every other version: 1, 1mc, 2, 6 (time), 3, 5, 8 (name and caller's
-- data), namespaces, conversions, and pg_uuidv7's names
--

CREATE FUNCTION uuid_generate_v1() RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_generate_v1'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_generate_v1() IS 'generate UUID version 1 (Gregorian time, random multicast node per session)';

CREATE FUNCTION uuid_generate_v1mc() RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_generate_v1mc'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_generate_v1mc() IS 'generate UUID version 1 with a random multicast node per call';

CREATE FUNCTION uuid_generate_v2(domain pg_catalog.text, local_id pg_catalog.int8) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_generate_v2'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_generate_v2(pg_catalog.text, pg_catalog.int8) IS 'generate UUID version 2 (DCE security: domain and local id)';

CREATE FUNCTION uuid_v2_local_id(id pg_catalog.uuid) RETURNS pg_catalog.int8
	AS 'MODULE_PATHNAME', 'uuid_v2_local_id'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_v2_local_id(pg_catalog.uuid) IS 'local id of a UUID of version 2, else null';

CREATE FUNCTION uuid_v2_domain(id pg_catalog.uuid) RETURNS pg_catalog.text
	AS 'MODULE_PATHNAME', 'uuid_v2_domain'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_v2_domain(pg_catalog.uuid) IS 'domain of a UUID of version 2 (person, group, org or a number), else null';

CREATE FUNCTION uuid_generate_v3(namespace pg_catalog.uuid, name pg_catalog.text) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_generate_v3'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_generate_v3(pg_catalog.uuid, pg_catalog.text) IS 'generate UUID version 3 (MD5 name-based)';

CREATE FUNCTION uuid_generate_v3(namespace pg_catalog.uuid, name pg_catalog.bytea) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_generate_v3_bytea'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_generate_v3(pg_catalog.uuid, pg_catalog.bytea) IS 'generate UUID version 3 (MD5 name-based) from a binary name';

CREATE FUNCTION uuid_generate_v5(namespace pg_catalog.uuid, name pg_catalog.text) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_generate_v5'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_generate_v5(pg_catalog.uuid, pg_catalog.text) IS 'generate UUID version 5 (SHA-1 name-based)';

CREATE FUNCTION uuid_generate_v5(namespace pg_catalog.uuid, name pg_catalog.bytea) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_generate_v5_bytea'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_generate_v5(pg_catalog.uuid, pg_catalog.bytea) IS 'generate UUID version 5 (SHA-1 name-based) from a binary name';

CREATE FUNCTION uuid_generate_v6() RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_generate_v6'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_generate_v6() IS 'generate UUID version 6 (Gregorian time in byte order, strictly increasing within a session)';

CREATE FUNCTION uuid_generate_v8(data pg_catalog.bytea) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_generate_v8'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_generate_v8(pg_catalog.bytea) IS 'generate UUID version 8 from 16 bytes of custom data';

-- Not STRICT: a NULL hashspace means "no hashspace" (the C function returns
-- NULL itself when namespace, name or algorithm is NULL).
CREATE FUNCTION uuid_generate_v8_name(namespace pg_catalog.uuid, name pg_catalog.text,
		algorithm pg_catalog.text DEFAULT 'sha256', hashspace pg_catalog.uuid DEFAULT NULL)
	RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_generate_v8_name'
	LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION uuid_generate_v8_name(pg_catalog.uuid, pg_catalog.text, pg_catalog.text, pg_catalog.uuid) IS 'generate UUID version 8 (SHA-2 name-based, optionally in a hash space)';

CREATE FUNCTION uuid_ns_dns() RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_ns_dns'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_ns_dns() IS 'DNS namespace for UUIDs';

CREATE FUNCTION uuid_ns_url() RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_ns_url'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_ns_url() IS 'URL namespace for UUIDs';

CREATE FUNCTION uuid_ns_oid() RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_ns_oid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_ns_oid() IS 'ISO OID namespace for UUIDs';

CREATE FUNCTION uuid_ns_x500() RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_ns_x500'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_ns_x500() IS 'X.500 distinguished name namespace for UUIDs';

CREATE FUNCTION uuid_v1_to_v6(id pg_catalog.uuid) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_v1_to_v6'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_v1_to_v6(pg_catalog.uuid) IS 'convert a UUID of version 1 to version 6 (lossless)';

CREATE FUNCTION uuid_v6_to_v1(id pg_catalog.uuid) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_v6_to_v1'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_v6_to_v1(pg_catalog.uuid) IS 'convert a UUID of version 6 to version 1 (lossless)';

CREATE FUNCTION uuid_v7_to_timestamptz(id pg_catalog.uuid) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'uuid_v7_to_timestamptz'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_v7_to_timestamptz(pg_catalog.uuid) IS 'first 48 bits of a UUID as Unix milliseconds (pg_uuidv7 compatible, any version)';

CREATE FUNCTION uuid_timestamptz_to_v7(ts pg_catalog.timestamptz, zero pg_catalog.bool DEFAULT false)
	RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_timestamptz_to_v7'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_timestamptz_to_v7(pg_catalog.timestamptz, pg_catalog.bool) IS 'generate UUID version 7 for a given time, random bits zero if asked (pg_uuidv7 compatible)';

--
-- Time order
--
-- uuid_time_ops orders UUIDs by their embedded time on one timeline (versions
-- 1, 6 and 7), UUIDs without a time after all timed ones, ties broken by the
-- bytes; its "=" is the built-in one.  The comparison functions cannot fail,
-- hence LEAKPROOF.

CREATE FUNCTION uuid_time_cmp(a pg_catalog.uuid, b pg_catalog.uuid) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'uuid_time_cmp'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION uuid_time_cmp(pg_catalog.uuid, pg_catalog.uuid) IS 'less-equal-greater in the time order of UUIDs (embedded time, then bytes)';

CREATE FUNCTION uuid_time_lt(a pg_catalog.uuid, b pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'uuid_time_lt'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION uuid_time_lt(pg_catalog.uuid, pg_catalog.uuid) IS 'implementation of ~<~ operator';

CREATE FUNCTION uuid_time_le(a pg_catalog.uuid, b pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'uuid_time_le'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION uuid_time_le(pg_catalog.uuid, pg_catalog.uuid) IS 'implementation of ~<=~ operator';

CREATE FUNCTION uuid_time_ge(a pg_catalog.uuid, b pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'uuid_time_ge'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION uuid_time_ge(pg_catalog.uuid, pg_catalog.uuid) IS 'implementation of ~>=~ operator';

CREATE FUNCTION uuid_time_gt(a pg_catalog.uuid, b pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'uuid_time_gt'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION uuid_time_gt(pg_catalog.uuid, pg_catalog.uuid) IS 'implementation of ~>~ operator';

CREATE FUNCTION uuid_time_sortsupport(pg_catalog.internal) RETURNS pg_catalog.void
	AS 'MODULE_PATHNAME', 'uuid_time_sortsupport'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_time_sortsupport(pg_catalog.internal) IS 'sort support';

CREATE OPERATOR ~<~ (
	LEFTARG = pg_catalog.uuid, RIGHTARG = pg_catalog.uuid, FUNCTION = uuid_time_lt,
	COMMUTATOR = ~>~, NEGATOR = ~>=~,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR ~<~ (pg_catalog.uuid, pg_catalog.uuid) IS 'less than in the time order';

CREATE OPERATOR ~<=~ (
	LEFTARG = pg_catalog.uuid, RIGHTARG = pg_catalog.uuid, FUNCTION = uuid_time_le,
	COMMUTATOR = ~>=~, NEGATOR = ~>~,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR ~<=~ (pg_catalog.uuid, pg_catalog.uuid) IS 'less than or equal in the time order';

CREATE OPERATOR ~>=~ (
	LEFTARG = pg_catalog.uuid, RIGHTARG = pg_catalog.uuid, FUNCTION = uuid_time_ge,
	COMMUTATOR = ~<=~, NEGATOR = ~<~,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR ~>=~ (pg_catalog.uuid, pg_catalog.uuid) IS 'greater than or equal in the time order';

CREATE OPERATOR ~>~ (
	LEFTARG = pg_catalog.uuid, RIGHTARG = pg_catalog.uuid, FUNCTION = uuid_time_gt,
	COMMUTATOR = ~<~, NEGATOR = ~<=~,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR ~>~ (pg_catalog.uuid, pg_catalog.uuid) IS 'greater than in the time order';

CREATE OPERATOR CLASS uuid_time_ops FOR TYPE pg_catalog.uuid USING btree AS
	OPERATOR 1 ~<~,
	OPERATOR 2 ~<=~,
	OPERATOR 3 pg_catalog.= (pg_catalog.uuid, pg_catalog.uuid),
	OPERATOR 4 ~>=~,
	OPERATOR 5 ~>~,
	FUNCTION 1 uuid_time_cmp(pg_catalog.uuid, pg_catalog.uuid),
	FUNCTION 2 uuid_time_sortsupport(pg_catalog.internal),
	FUNCTION 4 pg_catalog.btequalimage(pg_catalog.oid);
COMMENT ON OPERATOR CLASS uuid_time_ops USING btree IS 'btree order of UUIDs by embedded time (versions 1, 6, 7), then bytes';

--
-- UUIDv9 (not part of RFC 9562)
--

CREATE FUNCTION uuid_generate_v9(prefix pg_catalog.text DEFAULT '',
		"timestamp" pg_catalog.bool DEFAULT true, checksum pg_catalog.bool DEFAULT false,
		version pg_catalog.bool DEFAULT false, legacy pg_catalog.bool DEFAULT false)
	RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_generate_v9'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_generate_v9(pg_catalog.text, pg_catalog.bool, pg_catalog.bool, pg_catalog.bool, pg_catalog.bool) IS 'generate UUIDv9 (hex prefix, optional Unix time, checksum and version digit; strictly increasing within a session)';

CREATE FUNCTION uuid_generate_v9_at(prefix pg_catalog.text, ts pg_catalog.timestamptz,
		checksum pg_catalog.bool DEFAULT false, version pg_catalog.bool DEFAULT false,
		legacy pg_catalog.bool DEFAULT false)
	RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_generate_v9_at'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_generate_v9_at(pg_catalog.text, pg_catalog.timestamptz, pg_catalog.bool, pg_catalog.bool, pg_catalog.bool) IS 'generate UUIDv9 for a given time';

CREATE FUNCTION uuid_v9_is_valid(id pg_catalog.text, checksum pg_catalog.bool DEFAULT false,
		version pg_catalog.bool DEFAULT false)
	RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'uuid_v9_is_valid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_v9_is_valid(pg_catalog.text, pg_catalog.bool, pg_catalog.bool) IS 'whether text is a UUID, optionally with a valid UUIDv9 checksum and version digit';

CREATE FUNCTION uuid_v9_checksum(id pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'uuid_v9_checksum'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_v9_checksum(pg_catalog.uuid) IS 'whether the last octet of a UUID is the UUIDv9 checksum (CRC-8) of the others';

--
-- Compatibility with newer servers' built-ins, created only where the server
-- lacks them, with core's semantics.
--

DO $compat$
BEGIN
	IF pg_catalog.current_setting('server_version_num')::pg_catalog.int4 OPERATOR(pg_catalog.<) 170000 THEN
		CREATE FUNCTION uuid_extract_timestamp(pg_catalog.uuid) RETURNS pg_catalog.timestamptz
			AS 'MODULE_PATHNAME', 'uuid_extract_timestamp_compat'
			LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
		COMMENT ON FUNCTION uuid_extract_timestamp(pg_catalog.uuid) IS 'extract timestamp from UUID';

		CREATE FUNCTION uuid_extract_version(pg_catalog.uuid) RETURNS pg_catalog.int2
			AS 'MODULE_PATHNAME', 'uuid_version'
			LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
		COMMENT ON FUNCTION uuid_extract_version(pg_catalog.uuid) IS 'extract version from RFC 9562 UUID';
	END IF;

	IF pg_catalog.current_setting('server_version_num')::pg_catalog.int4 OPERATOR(pg_catalog.<) 180000 THEN
		CREATE FUNCTION uuidv4() RETURNS pg_catalog.uuid
			AS 'MODULE_PATHNAME', 'uuid_generate_v4'
			LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
		COMMENT ON FUNCTION uuidv4() IS 'generate UUID version 4';

		CREATE FUNCTION uuidv7() RETURNS pg_catalog.uuid
			AS 'MODULE_PATHNAME', 'uuid_generate_v7'
			LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
		COMMENT ON FUNCTION uuidv7() IS 'generate UUID version 7';

		CREATE FUNCTION uuidv7(shift pg_catalog.interval) RETURNS pg_catalog.uuid
			AS 'MODULE_PATHNAME', 'uuid_generate_v7_shift'
			LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
		COMMENT ON FUNCTION uuidv7(pg_catalog.interval) IS 'generate UUID version 7 with a timestamp shifted by specified interval';
	END IF;
END
$compat$;

-- The objects that version 1.1 adds to 1.0.  The Makefile appends this file to
-- uuid9562--1.0.sql to make the full install script uuid9562--1.1.sql, so
-- that an update and a fresh install run the same statements.

--
-- pg_uuidv7's timestamp-without-time-zone names (its 1.6 and later), the time
-- read as UTC
--

CREATE FUNCTION uuid_v7_to_timestamp(id pg_catalog.uuid) RETURNS pg_catalog.timestamp
	AS 'MODULE_PATHNAME', 'uuid_v7_to_timestamp'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_v7_to_timestamp(pg_catalog.uuid) IS 'first 48 bits of a UUID as Unix milliseconds, as a UTC timestamp without time zone (pg_uuidv7 compatible, any version)';

CREATE FUNCTION uuid_timestamp_to_v7(ts pg_catalog.timestamp, zero pg_catalog.bool DEFAULT false)
	RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_timestamp_to_v7'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_timestamp_to_v7(pg_catalog.timestamp, pg_catalog.bool) IS 'generate UUID version 7 for a UTC timestamp without time zone, random bits zero if asked (pg_uuidv7 compatible)';

--
-- Hidden creation time: a version 7 key shown as a random-looking version 4
-- (UUIDv47), under a key argument or the superuser-only setting
-- uuid9562.mask_key
--

CREATE FUNCTION uuid_v7_mask(id pg_catalog.uuid, key pg_catalog.bytea) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_v7_mask'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_v7_mask(pg_catalog.uuid, pg_catalog.bytea) IS 'mask a UUID version 7 as a UUID version 4 that hides its time, under a 16-byte key (UUIDv47 compatible)';

CREATE FUNCTION uuid_v7_unmask(id pg_catalog.uuid, key pg_catalog.bytea) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_v7_unmask'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_v7_unmask(pg_catalog.uuid, pg_catalog.bytea) IS 'recover the UUID version 7 from its mask under a 16-byte key (UUIDv47 compatible)';

CREATE FUNCTION uuid_v7_mask(id pg_catalog.uuid) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_v7_mask_setting'
	LANGUAGE C STABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_v7_mask(pg_catalog.uuid) IS 'mask a UUID version 7 as a UUID version 4 that hides its time, under the key of uuid9562.mask_key (UUIDv47 compatible)';

CREATE FUNCTION uuid_v7_unmask(id pg_catalog.uuid) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_v7_unmask_setting'
	LANGUAGE C STABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_v7_unmask(pg_catalog.uuid) IS 'recover the UUID version 7 from its mask under the key of uuid9562.mask_key (UUIDv47 compatible)';

--
-- Public text forms: TypeID (specification 0.3.0), ULID and base32hex
-- (RFC 4648 section 7), each in both directions.  Text of these forms sorts
-- in the "C" collation as the UUIDs do.
--

CREATE FUNCTION uuid_to_typeid(prefix pg_catalog.text, id pg_catalog.uuid) RETURNS pg_catalog.text
	AS 'MODULE_PATHNAME', 'uuid_to_typeid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_to_typeid(pg_catalog.text, pg_catalog.uuid) IS 'TypeID of a UUID with a type prefix';

CREATE FUNCTION typeid_to_uuid(typeid pg_catalog.text) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'typeid_to_uuid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION typeid_to_uuid(pg_catalog.text) IS 'UUID of a TypeID of any type';

CREATE FUNCTION typeid_to_uuid(typeid pg_catalog.text, prefix pg_catalog.text) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'typeid_to_uuid_prefix'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION typeid_to_uuid(pg_catalog.text, pg_catalog.text) IS 'UUID of a TypeID that must have the given type prefix';

CREATE FUNCTION typeid_prefix(typeid pg_catalog.text) RETURNS pg_catalog.text
	AS 'MODULE_PATHNAME', 'typeid_prefix'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION typeid_prefix(pg_catalog.text) IS 'type prefix of a TypeID, empty if none';

CREATE FUNCTION typeid_is_valid(typeid pg_catalog.text) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'typeid_is_valid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION typeid_is_valid(pg_catalog.text) IS 'whether text is a TypeID';

CREATE FUNCTION typeid_generate(prefix pg_catalog.text DEFAULT '') RETURNS pg_catalog.text
	AS 'MODULE_PATHNAME', 'typeid_generate'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION typeid_generate(pg_catalog.text) IS 'generate a TypeID of a new UUID version 7 (strictly increasing within a session)';

CREATE FUNCTION uuid_to_ulid(id pg_catalog.uuid) RETURNS pg_catalog.text
	AS 'MODULE_PATHNAME', 'uuid_to_ulid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_to_ulid(pg_catalog.uuid) IS 'ULID of a UUID (26 characters, uppercase)';

CREATE FUNCTION ulid_to_uuid(ulid pg_catalog.text) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'ulid_to_uuid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_to_uuid(pg_catalog.text) IS 'UUID of a ULID in either case';

CREATE FUNCTION ulid_is_valid(ulid pg_catalog.text) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'ulid_is_valid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_is_valid(pg_catalog.text) IS 'whether text is a ULID';

CREATE FUNCTION ulid_generate() RETURNS pg_catalog.text
	AS 'MODULE_PATHNAME', 'ulid_generate'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_generate() IS 'generate the ULID of a new UUID version 7 (strictly increasing within a session)';

CREATE FUNCTION uuid_to_base32hex(id pg_catalog.uuid) RETURNS pg_catalog.text
	AS 'MODULE_PATHNAME', 'uuid_to_base32hex'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_to_base32hex(pg_catalog.uuid) IS 'base32hex of a UUID without padding (26 characters, as PostgreSQL 19''s encode)';

CREATE FUNCTION base32hex_to_uuid(base32hex pg_catalog.text) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'base32hex_to_uuid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION base32hex_to_uuid(pg_catalog.text) IS 'UUID of a base32hex text, with or without padding (as PostgreSQL 19''s decode)';

--
-- min(uuid) and max(uuid) in the native order, created only where the server
-- lacks them; "<" and ">" as sort operators let the planner answer them
-- from a btree index.
--

CREATE FUNCTION uuid_greatest(a pg_catalog.uuid, b pg_catalog.uuid) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_greatest'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_greatest(pg_catalog.uuid, pg_catalog.uuid) IS 'larger of two UUIDs (transition function of max)';

CREATE FUNCTION uuid_least(a pg_catalog.uuid, b pg_catalog.uuid) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_least'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_least(pg_catalog.uuid, pg_catalog.uuid) IS 'smaller of two UUIDs (transition function of min)';

DO $minmax$
BEGIN
	IF pg_catalog.to_regprocedure('pg_catalog.max(pg_catalog.uuid)') IS NULL THEN
		CREATE AGGREGATE max(pg_catalog.uuid) (
			SFUNC = uuid_greatest, STYPE = pg_catalog.uuid,
			COMBINEFUNC = uuid_greatest, SORTOP = OPERATOR(pg_catalog.>),
			PARALLEL = SAFE
		);
		COMMENT ON AGGREGATE max(pg_catalog.uuid) IS 'maximum value of all uuid input values';
	END IF;

	IF pg_catalog.to_regprocedure('pg_catalog.min(pg_catalog.uuid)') IS NULL THEN
		CREATE AGGREGATE min(pg_catalog.uuid) (
			SFUNC = uuid_least, STYPE = pg_catalog.uuid,
			COMBINEFUNC = uuid_least, SORTOP = OPERATOR(pg_catalog.<),
			PARALLEL = SAFE
		);
		COMMENT ON AGGREGATE min(pg_catalog.uuid) IS 'minimum value of all uuid input values';
	END IF;
END
$minmax$;

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

-- The objects and changes that version 1.3 brings to 1.2.  The full
-- install script uuid9562--1.3.sql is uuid9562--1.2.sql followed by this
-- file from the line after its \echo, so that an update and a fresh
-- install run the same statements.

--
-- One key per statement: the one-argument masking functions run only in
-- the backend that runs the statement, never in a parallel worker.  That
-- backend reads the key file at its first call after a reload and keeps
-- the key until it processes the next reload, which happens between
-- statements; a worker, a process of its own, would read the file afresh
-- and, after the file was rewritten and before the reload, use the new key
-- for its share of the rows while the leader uses the old one.
--
ALTER FUNCTION uuid_v7_mask(pg_catalog.uuid) PARALLEL RESTRICTED;
ALTER FUNCTION uuid_v7_unmask(pg_catalog.uuid) PARALLEL RESTRICTED;

--
-- Time predicates on the key itself
--
-- uuid OP timestamptz (<, <=, >, >= in both operand orders) and
-- uuid_v7_within(uuid, tstzrange) compare a key with a time.  For a version
-- 7 key, k OP t is uuid_timestamp(k) OP t at the key's millisecond; for any
-- other UUID it is the comparison of its bytes with the boundary UUID of t
-- (uuid_v7_boundary).  None of them can raise an error, hence LEAKPROOF.
-- Their support function rewrites each into core's uuid >=, < or <= against
-- boundaries before planning, so that the comparison is an index condition
-- and a partition pruning key with core's uuid_ops.
--
-- A window is a function, not an operator: an operator <@ (uuid, tstzrange)
-- or @> (tstzrange, uuid) would beat core's anyelement <@ anyrange for an
-- untyped parameter or literal ("range @> $1"), changing the meaning of
-- queries that never name a UUID.  The comparison operators cannot: beside
-- a timestamptz, an untyped operand resolves to core's exact timestamptz
-- operators first.

CREATE FUNCTION uuid_timestamptz_support(pg_catalog.internal) RETURNS pg_catalog.internal
	AS 'MODULE_PATHNAME', 'uuid_timestamptz_support'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_timestamptz_support(pg_catalog.internal) IS 'planner support for uuid-timestamptz comparison';

CREATE FUNCTION uuid_v7_boundary(ts pg_catalog.timestamptz, strict pg_catalog.bool) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_v7_boundary'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION uuid_v7_boundary(pg_catalog.timestamptz, pg_catalog.bool) IS 'smallest UUID version 7 of the first millisecond at or after a time (after it if strict), the millisecond clamped to 1970 and to the max UUID past 10889';

CREATE FUNCTION uuid_lt_timestamptz(id pg_catalog.uuid, ts pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'uuid_lt_timestamptz'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SUPPORT uuid_timestamptz_support;
COMMENT ON FUNCTION uuid_lt_timestamptz(pg_catalog.uuid, pg_catalog.timestamptz) IS 'implementation of < operator';

CREATE FUNCTION uuid_le_timestamptz(id pg_catalog.uuid, ts pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'uuid_le_timestamptz'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SUPPORT uuid_timestamptz_support;
COMMENT ON FUNCTION uuid_le_timestamptz(pg_catalog.uuid, pg_catalog.timestamptz) IS 'implementation of <= operator';

CREATE FUNCTION uuid_ge_timestamptz(id pg_catalog.uuid, ts pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'uuid_ge_timestamptz'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SUPPORT uuid_timestamptz_support;
COMMENT ON FUNCTION uuid_ge_timestamptz(pg_catalog.uuid, pg_catalog.timestamptz) IS 'implementation of >= operator';

CREATE FUNCTION uuid_gt_timestamptz(id pg_catalog.uuid, ts pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'uuid_gt_timestamptz'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SUPPORT uuid_timestamptz_support;
COMMENT ON FUNCTION uuid_gt_timestamptz(pg_catalog.uuid, pg_catalog.timestamptz) IS 'implementation of > operator';

CREATE FUNCTION timestamptz_lt_uuid(ts pg_catalog.timestamptz, id pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'timestamptz_lt_uuid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SUPPORT uuid_timestamptz_support;
COMMENT ON FUNCTION timestamptz_lt_uuid(pg_catalog.timestamptz, pg_catalog.uuid) IS 'implementation of < operator';

CREATE FUNCTION timestamptz_le_uuid(ts pg_catalog.timestamptz, id pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'timestamptz_le_uuid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SUPPORT uuid_timestamptz_support;
COMMENT ON FUNCTION timestamptz_le_uuid(pg_catalog.timestamptz, pg_catalog.uuid) IS 'implementation of <= operator';

CREATE FUNCTION timestamptz_ge_uuid(ts pg_catalog.timestamptz, id pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'timestamptz_ge_uuid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SUPPORT uuid_timestamptz_support;
COMMENT ON FUNCTION timestamptz_ge_uuid(pg_catalog.timestamptz, pg_catalog.uuid) IS 'implementation of >= operator';

CREATE FUNCTION timestamptz_gt_uuid(ts pg_catalog.timestamptz, id pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'timestamptz_gt_uuid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SUPPORT uuid_timestamptz_support;
COMMENT ON FUNCTION timestamptz_gt_uuid(pg_catalog.timestamptz, pg_catalog.uuid) IS 'implementation of > operator';

CREATE FUNCTION uuid_v7_within(id pg_catalog.uuid, r pg_catalog.tstzrange) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'uuid_v7_within'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SUPPORT uuid_timestamptz_support;
COMMENT ON FUNCTION uuid_v7_within(pg_catalog.uuid, pg_catalog.tstzrange) IS 'whether the key''s time is in the range';

CREATE FUNCTION uuid_v7_lower_boundary(r pg_catalog.tstzrange) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_v7_lower_boundary'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION uuid_v7_lower_boundary(pg_catalog.tstzrange) IS 'smallest UUID whose time is in the range (nil UUID if unbounded below, max UUID if empty)';

CREATE FUNCTION uuid_v7_upper_boundary(r pg_catalog.tstzrange) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_v7_upper_boundary'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION uuid_v7_upper_boundary(pg_catalog.tstzrange) IS 'largest UUID whose time is in the range (max UUID if unbounded above, nil UUID if empty)';

CREATE OPERATOR < (
	LEFTARG = pg_catalog.uuid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = uuid_lt_timestamptz,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (pg_catalog.uuid, pg_catalog.timestamptz) IS 'key''s time before';

CREATE OPERATOR <= (
	LEFTARG = pg_catalog.uuid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = uuid_le_timestamptz,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (pg_catalog.uuid, pg_catalog.timestamptz) IS 'key''s time before or at';

CREATE OPERATOR >= (
	LEFTARG = pg_catalog.uuid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = uuid_ge_timestamptz,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (pg_catalog.uuid, pg_catalog.timestamptz) IS 'key''s time at or after';

CREATE OPERATOR > (
	LEFTARG = pg_catalog.uuid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = uuid_gt_timestamptz,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (pg_catalog.uuid, pg_catalog.timestamptz) IS 'key''s time after';

CREATE OPERATOR < (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = pg_catalog.uuid, FUNCTION = timestamptz_lt_uuid,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (pg_catalog.timestamptz, pg_catalog.uuid) IS 'before the key''s time';

CREATE OPERATOR <= (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = pg_catalog.uuid, FUNCTION = timestamptz_le_uuid,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (pg_catalog.timestamptz, pg_catalog.uuid) IS 'before or at the key''s time';

CREATE OPERATOR >= (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = pg_catalog.uuid, FUNCTION = timestamptz_ge_uuid,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (pg_catalog.timestamptz, pg_catalog.uuid) IS 'at or after the key''s time';

CREATE OPERATOR > (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = pg_catalog.uuid, FUNCTION = timestamptz_gt_uuid,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (pg_catalog.timestamptz, pg_catalog.uuid) IS 'after the key''s time';

-- The objects and changes that version 1.4 brings to 1.3.  The full
-- install script uuid9562--1.4.sql is uuid9562--1.3.sql followed by
-- this file from the line after its \echo, so that an update and a fresh
-- install run the same statements.
