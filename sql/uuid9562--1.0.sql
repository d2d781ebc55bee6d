/* uuid9562--1.0.sql */

-- complain if script is sourced in psql, rather than via CREATE EXTENSION
\echo Use "CREATE EXTENSION uuid9562" to load this file. \quit

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
	IF pg_catalog.current_setting('server_version_num')::pg_catalog.int4 < 170000 THEN
		CREATE FUNCTION uuid_extract_timestamp(pg_catalog.uuid) RETURNS pg_catalog.timestamptz
			AS 'MODULE_PATHNAME', 'uuid_extract_timestamp_compat'
			LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
		COMMENT ON FUNCTION uuid_extract_timestamp(pg_catalog.uuid) IS 'extract timestamp from UUID';

		CREATE FUNCTION uuid_extract_version(pg_catalog.uuid) RETURNS pg_catalog.int2
			AS 'MODULE_PATHNAME', 'uuid_version'
			LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
		COMMENT ON FUNCTION uuid_extract_version(pg_catalog.uuid) IS 'extract version from RFC 9562 UUID';
	END IF;

	IF pg_catalog.current_setting('server_version_num')::pg_catalog.int4 < 180000 THEN
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
