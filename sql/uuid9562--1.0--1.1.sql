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
