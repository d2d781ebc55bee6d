-- scripts/demo.sql: what "make demo" shows in a throwaway cluster.
\pset footer off
SET timezone = 'UTC';
CREATE EXTENSION uuid9562;

\echo '-- a table keyed by UUID version 7'
CREATE TABLE orders (id uuid PRIMARY KEY DEFAULT uuid_generate_v7(), item text);
INSERT INTO orders (item) VALUES ('tea'), ('coffee'), ('cake');
SELECT id, uuid_version(id), uuid_timestamp(id) AS created, item FROM orders ORDER BY id;

\echo '-- the orders of the last hour, as an index range scan'
SELECT count(*) FROM orders
 WHERE id >= uuid_v7_floor(now() - interval '1 hour') AND id < uuid_v7_floor(now() + interval '1 ms');

\echo '-- the RFC 9562 vector of version 7 and its time'
SELECT uuid_timestamp('017f22e2-79b0-7cc3-98c4-dc0c0c07398f');

\echo '-- the same keys as public ids: TypeID, and a version 4-looking mask that hides their time'
SELECT uuid_to_typeid('order', id) AS typeid,
       uuid_v7_mask(id, '\x000102030405060708090a0b0c0d0e0f') AS masked,
       uuid_v7_unmask(uuid_v7_mask(id, '\x000102030405060708090a0b0c0d0e0f'),
                      '\x000102030405060708090a0b0c0d0e0f') = id AS unmasks
  FROM orders ORDER BY id;
