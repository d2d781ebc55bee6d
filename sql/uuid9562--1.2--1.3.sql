/* uuid9562--1.2--1.3.sql */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION uuid9562 UPDATE TO '1.3'" to load this file. \quit

-- The objects and changes that version 1.3 brings to 1.2.  The Makefile
-- appends this file to uuid9562--1.2.sql to make the full install script
-- uuid9562--1.3.sql, so that an update and a fresh install run the same
-- statements.
