/* uuid9562--1.4--1.5.sql */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION uuid9562 UPDATE TO '1.5'" to load this file. \quit

-- The objects and changes that version 1.5 brings to 1.4.  The full
-- install script uuid9562--1.5.sql will be uuid9562--1.4.sql followed by
-- this file from the line after its \echo, so that an update and a fresh
-- install run the same statements.
