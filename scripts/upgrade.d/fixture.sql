-- scripts/upgrade.d/fixture.sql: the data the upgrade checks carry across
-- majors, made with extension version 1.0 as a user of 1.0 made it: a
-- version 7 primary key, version 1 keys under a uuid_time_ops index, and
-- prefixed UUIDv9 ids, 20,000 rows each.
\set ON_ERROR_STOP 1
CREATE EXTENSION uuid9562 VERSION '1.0';
CREATE TABLE orders (id uuid PRIMARY KEY DEFAULT uuid_generate_v7(), n int NOT NULL);
INSERT INTO orders (n) SELECT generate_series(1, 20000);
CREATE TABLE legacy (id uuid NOT NULL DEFAULT uuid_generate_v1(), n int NOT NULL);
INSERT INTO legacy (n) SELECT generate_series(1, 20000);
CREATE INDEX legacy_time ON legacy (id uuid_time_ops);
CREATE TABLE tagged (id uuid PRIMARY KEY DEFAULT uuid_generate_v9('a1b2c3d4'), n int NOT NULL);
INSERT INTO tagged (n) SELECT generate_series(1, 20000);
