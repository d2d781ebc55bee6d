/* uuid9562--1.0--1.1.sql */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION uuid9562 UPDATE TO '1.1'" to load this file. \quit

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
