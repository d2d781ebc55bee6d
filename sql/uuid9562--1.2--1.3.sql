/* uuid9562--1.2--1.3.sql */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION uuid9562 UPDATE TO '1.3'" to load this file. \quit

-- The objects and changes that version 1.3 brings to 1.2.  The Makefile
-- appends this file to uuid9562--1.2.sql to make the full install script
-- uuid9562--1.3.sql, so that an update and a fresh install run the same
-- statements.

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
