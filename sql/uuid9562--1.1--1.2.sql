/* uuid9562--1.1--1.2.sql */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION uuid9562 UPDATE TO '1.2'" to load this file. \quit

-- The objects that version 1.2 adds to 1.1.  The Makefile appends this file to
-- uuid9562--1.1.sql to make the full install script uuid9562--1.2.sql, so
-- that an update and a fresh install run the same statements.

CREATE FUNCTION uuid_v7_text_to_timestamptz(id pg_catalog.text) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'uuid_v7_text_to_timestamptz'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_v7_text_to_timestamptz(pg_catalog.text) IS 'first 48 bits of a UUID given as text as Unix milliseconds (pg_partman''s time decoder, any version)';
