-- scripts/upgrade.d/state.sql: what must be identical before and after a
-- migration: for every table, partition, view and materialized view of the
-- schema public, its row count and a checksum of its rows in order (each
-- row's text in the "C" collation, which for a leading uuid column is the
-- uuid's own order).  Views are read like tables, so the state includes what
-- every view computes with the extension's functions (the masks under a key,
-- the text forms, the validations, the aggregates).  The extension's version
-- is not part of it (it may change).
\set ON_ERROR_STOP 1
SET timezone = 'UTC';
SET datestyle = 'ISO, MDY';
SET intervalstyle = 'postgres';
SET bytea_output = 'hex';
SELECT format('SELECT %L, count(*), md5(coalesce(string_agg(r::text, %L ORDER BY r::text COLLATE "C"), %L)) FROM %I AS r',
              c.relname, E'\n', '', c.relname)
  FROM pg_class c
 WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm')
   AND NOT EXISTS (SELECT FROM pg_depend d
                    WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
 ORDER BY c.relname
\gexec
