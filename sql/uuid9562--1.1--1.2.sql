/* uuid9562--1.1--1.2.sql */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION uuid9562 UPDATE TO '1.2'" to load this file. \quit

-- The objects that version 1.2 adds to 1.1.  The Makefile appends this file to
-- uuid9562--1.1.sql to make the full install script uuid9562--1.2.sql, so
-- that an update and a fresh install run the same statements.

-- The one-argument masking functions take their key from the file that
-- uuid9562.mask_key_file names (uuid9562.mask_key only when preloaded).
COMMENT ON FUNCTION uuid_v7_mask(pg_catalog.uuid) IS 'mask a UUID version 7 as a UUID version 4 that hides its time, under the key of the file uuid9562.mask_key_file names (UUIDv47 compatible)';
COMMENT ON FUNCTION uuid_v7_unmask(pg_catalog.uuid) IS 'recover the UUID version 7 from its mask under the key of the file uuid9562.mask_key_file names (UUIDv47 compatible)';

CREATE FUNCTION uuid_v7_text_to_timestamptz(id pg_catalog.text) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'uuid_v7_text_to_timestamptz'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_v7_text_to_timestamptz(pg_catalog.text) IS 'first 48 bits of a UUID given as text as Unix milliseconds (pg_partman''s time decoder, any version)';
