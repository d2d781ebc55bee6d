-- scripts/upgrade.d/after.sql: the checks after an upgrade, each printed as
-- "name<TAB>t" when it holds: amcheck's bt_index_parent_check (with the
-- heap check) clean on every index, ALTER EXTENSION uuid9562 UPDATE to the
-- newest version, and values generated afterwards sorting after the old
-- ones in each index's order.
\set ON_ERROR_STOP 1
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS amcheck;
-- bt_index_parent_check raises an error on any inconsistency.
SELECT 'btree indexes checked: ' || count(*), count(*) = 3
  FROM (SELECT bt_index_parent_check(c.oid, true)
          FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
          JOIN pg_am a ON a.oid = c.relam
         WHERE a.amname = 'btree' AND c.relnamespace = 'public'::regnamespace) AS s;
ALTER EXTENSION uuid9562 UPDATE;
SELECT 'extension at ' || extversion, extversion = (SELECT default_version FROM pg_available_extensions
                                                    WHERE name = 'uuid9562')
  FROM pg_extension WHERE extname = 'uuid9562';
CREATE TEMP TABLE old AS
SELECT (SELECT id FROM orders ORDER BY id DESC LIMIT 1) AS orders,
       (SELECT id FROM legacy ORDER BY id USING ~>~ LIMIT 1) AS legacy,
       (SELECT id FROM tagged ORDER BY id DESC LIMIT 1) AS tagged;
INSERT INTO orders (n) SELECT generate_series(20001, 21000);
INSERT INTO legacy (n) SELECT generate_series(20001, 21000);
INSERT INTO tagged (n) SELECT generate_series(20001, 21000);
SELECT 'new version 7 keys after the old', bool_and(id > (SELECT orders FROM old)) FROM orders WHERE n > 20000;
SELECT 'new version 1 keys after the old (uuid_time_ops)', bool_and(id ~>~ (SELECT legacy FROM old))
  FROM legacy WHERE n > 20000;
SELECT 'new UUIDv9 keys after the old', bool_and(id > (SELECT tagged FROM old)) FROM tagged WHERE n > 20000;
SELECT 'indexes clean after the new rows', count(*) = 3
  FROM (SELECT bt_index_parent_check(c.oid, true)
          FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
         WHERE c.relnamespace = 'public'::regnamespace) AS s;
