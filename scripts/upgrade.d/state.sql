-- scripts/upgrade.d/state.sql: what must be identical before and after an
-- upgrade: each table's row count and a checksum of its rows in the order of
-- its index (native for orders and tagged, uuid_time_ops for legacy), and
-- the extension's version is printed apart (it may change).
\set ON_ERROR_STOP 1
SELECT 'orders', count(*), md5(string_agg(id::text || ':' || n, ',' ORDER BY id)) FROM orders
UNION ALL
SELECT 'legacy', count(*), md5(string_agg(id::text || ':' || n, ',' ORDER BY id USING ~<~)) FROM legacy
UNION ALL
SELECT 'tagged', count(*), md5(string_agg(id::text || ':' || n, ',' ORDER BY id)) FROM tagged
ORDER BY 1;
