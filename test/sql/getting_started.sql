--
-- The README's "Getting started": test/t/050_docs.pl checks that the README shows
-- exactly this file's output between the two marker comments, so the
-- example fails here when its output changes.  It begins, as a user does,
-- with CREATE EXTENSION in a fresh session: the extension pg_regress created
-- goes first, and the session ends the test as the README's leaves it but
-- for its table.
--
DROP EXTENSION uuid9562;
\c
SET datestyle = 'ISO, MDY';  -- a server's default; pg_regress sets another
-- README: Getting started begins
SET timezone = 'UTC';
CREATE EXTENSION uuid9562;

CREATE TABLE orders (
    id   uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
    item text
);
INSERT INTO orders (item) VALUES ('tea'), ('coffee'), ('cake');

-- Each key holds its creation time, and the keys of one connection increase:
SELECT uuid_version(id), now() - uuid_timestamp(id) < interval '1 minute' AS recent, item
  FROM orders ORDER BY id;

-- Back-filled rows keep their own time in the key:
INSERT INTO orders (id, item) VALUES (uuid_generate_v7_at('2022-02-22 19:22:22+00'), 'archived');
SELECT uuid_timestamp(id), item FROM orders ORDER BY id LIMIT 1;

-- A time window compares the key with times; before planning it becomes a
-- range of keys, which the primary key's index serves:
SELECT count(*) FROM orders WHERE id >= now() - interval '1 hour';
SELECT item FROM orders WHERE uuid_v7_within(id, tstzrange('2022-01-01 00:00+00', '2023-01-01 00:00+00'));
-- The smallest version 7 key of a millisecond, where such a range starts:
SELECT uuid_v7_floor('2025-02-10 00:00+00');

-- Name-based keys are the same for the same name, everywhere:
SELECT uuid_generate_v5(uuid_ns_dns(), 'www.example.com');
-- README: Getting started ends
DROP TABLE orders;
