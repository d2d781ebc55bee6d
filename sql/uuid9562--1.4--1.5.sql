/* uuid9562--1.4--1.5.sql */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION uuid9562 UPDATE TO '1.5'" to load this file. \quit

-- The objects and changes that version 1.5 brings to 1.4.  The full
-- install script uuid9562--1.5.sql will be uuid9562--1.4.sql followed by
-- this file from the line after its \echo, so that an update and a fresh
-- install run the same statements.

--
-- The horizon of committed keys (docs/tailing.md)
--

CREATE FUNCTION uuid_v7_horizon() RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_v7_horizon'
	LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;
COMMENT ON FUNCTION uuid_v7_horizon() IS 'UUID version 7 below which no key generated here can still be committed into this database';
-- It reveals the earliest transaction start of any session of the database,
-- which pg_stat_activity shows only to members of pg_read_all_stats and the
-- session's own role: granted explicitly (docs/tailing.md, "Who may call it").
REVOKE EXECUTE ON FUNCTION uuid_v7_horizon() FROM PUBLIC;
