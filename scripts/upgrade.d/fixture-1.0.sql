-- scripts/upgrade.d/fixture-1.0.sql: the database the upgrade checks carry
-- across majors, first stage: what a user of extension version 1.0 made with
-- it.  Every generator backs a default (our names, core's uuidv4/uuidv7,
-- uuid-ossp's and pg_uuidv7's), the extraction and name-based functions back
-- generated columns and expression indexes, views call the rest, a
-- uuid_time_ops index, a table range-partitioned by uuid_v7_floor bounds, a
-- CHECK with uuid_v9_is_valid and a materialized view; fixture-1.1.sql and
-- fixture-1.2.sql add the objects of the later versions.  Every table has
-- n int DEFAULT 0: the fixture's rows have n >= 1, rows made by defaults
-- after a migration have n = 0 (after.sql).
--
-- Only deterministic things are read back (state.sql checksums every table
-- and view): no view calls a generator, and uuid_extract_timestamp reads only
-- version 1 ids (core 17's reads no version 7, so a version 7 input would
-- change meaning between majors).
\set ON_ERROR_STOP 1
SET client_min_messages = warning;
CREATE EXTENSION uuid9562 VERSION '1.0';

-- What each default must generate (after.sql): the value as an SQL
-- expression over the row, a condition on it (format() puts the value for
-- %1$s), and the order in which new values follow the old ones: native,
-- time (uuid_time_ops) or none.
CREATE TABLE fixture_defaults (
	tbl text NOT NULL,
	val text NOT NULL,
	expect text NOT NULL,
	ordered text NOT NULL CHECK (ordered IN ('native', 'time', 'none')),
	PRIMARY KEY (tbl, val)
);

-- Version 7 under our and pg_uuidv7's names.
CREATE TABLE orders (
	id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
	shifted uuid NOT NULL DEFAULT uuid_generate_v7(interval '-1 day'),
	backfill uuid NOT NULL DEFAULT uuid_generate_v7_at(now()),
	pgv7 uuid NOT NULL DEFAULT uuid_timestamptz_to_v7(now()),
	n int NOT NULL DEFAULT 0,
	created timestamptz GENERATED ALWAYS AS (uuid_timestamp(id)) STORED,
	created_ms timestamptz GENERATED ALWAYS AS (uuid_v7_to_timestamptz(pgv7)) STORED
);
CREATE INDEX orders_created ON orders (uuid_timestamp(id));
CREATE INDEX orders_time ON orders (shifted uuid_time_ops);
INSERT INTO orders (n) SELECT generate_series(1, 2000);
INSERT INTO fixture_defaults VALUES
	('orders', 'id', 'uuid_version(%1$s) = 7', 'native'),
	('orders', 'shifted', 'uuid_version(%1$s) = 7', 'time'),
	('orders', 'backfill', 'uuid_version(%1$s) = 7', 'native'),
	('orders', 'pgv7', 'uuid_version(%1$s) = 7', 'native');

-- Versions 1, 2, 4, 6 and uuid-ossp's names; the name-based versions 3, 5
-- and 8 as generated columns.
CREATE TABLE legacy (
	id uuid PRIMARY KEY DEFAULT uuid_generate_v1(),
	mc uuid NOT NULL DEFAULT uuid_generate_v1mc(),
	v6 uuid NOT NULL DEFAULT uuid_generate_v6(),
	v4 uuid NOT NULL DEFAULT uuid_generate_v4(),
	dce uuid NOT NULL DEFAULT uuid_generate_v2('person', 1000),
	n int NOT NULL DEFAULT 0,
	v3 uuid GENERATED ALWAYS AS (uuid_generate_v3(uuid_ns_dns(), 'n' || n::text)) STORED,
	v3b uuid GENERATED ALWAYS AS (uuid_generate_v3(uuid_ns_oid(), int4send(n))) STORED,
	v5 uuid GENERATED ALWAYS AS (uuid_generate_v5(uuid_ns_url(), 'https://example.com/' || n::text)) STORED,
	v5b uuid GENERATED ALWAYS AS (uuid_generate_v5(uuid_ns_x500(), int4send(n))) STORED,
	v8 uuid GENERATED ALWAYS AS (uuid_generate_v8(decode(md5(n::text), 'hex'))) STORED,
	v8n uuid GENERATED ALWAYS AS (uuid_generate_v8_name(uuid_ns_dns(), n::text)) STORED,
	v8h uuid GENERATED ALWAYS AS (uuid_generate_v8_name(uuid_ns_url(), n::text, 'sha512', uuid_nil())) STORED
);
CREATE INDEX legacy_time ON legacy (id uuid_time_ops);
CREATE INDEX legacy_v6 ON legacy (v6);
CREATE INDEX legacy_v5 ON legacy (v5);
CREATE INDEX legacy_local_id ON legacy (uuid_v2_local_id(dce));
INSERT INTO legacy (n) SELECT generate_series(1, 2000);
INSERT INTO fixture_defaults VALUES
	('legacy', 'id', 'uuid_version(%1$s) = 1', 'time'),
	('legacy', 'mc', 'uuid_version(%1$s) = 1', 'time'),
	('legacy', 'v6', 'uuid_version(%1$s) = 6', 'native'),
	('legacy', 'v4', 'uuid_version(%1$s) = 4', 'none'),
	('legacy', 'dce', 'uuid_version(%1$s) = 2 AND uuid_v2_local_id(%1$s) = 1000', 'none');

-- Core's names: on 15 (and for uuidv4/uuidv7 on 17) the extension's.
CREATE TABLE core_names (
	id uuid PRIMARY KEY DEFAULT uuidv7(),
	past uuid NOT NULL DEFAULT uuidv7(interval '-1 hour'),
	v4 uuid NOT NULL DEFAULT uuidv4(),
	v1 uuid NOT NULL DEFAULT uuid_generate_v1(),
	n int NOT NULL DEFAULT 0,
	v1_time timestamptz GENERATED ALWAYS AS (uuid_extract_timestamp(v1)) STORED,
	v4_version smallint GENERATED ALWAYS AS (uuid_extract_version(v4)) STORED
);
CREATE INDEX core_names_v1_time ON core_names (uuid_extract_timestamp(v1));
CREATE INDEX core_names_version ON core_names (uuid_extract_version(past));
INSERT INTO core_names (n) SELECT generate_series(1, 2000);
INSERT INTO fixture_defaults VALUES
	('core_names', 'id', 'uuid_extract_version(%1$s) = 7', 'native'),
	('core_names', 'past', 'uuid_extract_version(%1$s) = 7', 'native'),
	('core_names', 'v4', 'uuid_extract_version(%1$s) = 4', 'none');

-- UUIDv9: prefixed, checksummed, with the version digit, validated by CHECK.
CREATE TABLE tagged (
	id uuid PRIMARY KEY DEFAULT uuid_generate_v9('a1b2c3d4', true, true, true),
	plain uuid NOT NULL DEFAULT uuid_generate_v9(),
	at_now uuid NOT NULL DEFAULT uuid_generate_v9_at('c0ffee', now(), true),
	n int NOT NULL DEFAULT 0,
	CONSTRAINT tagged_valid CHECK (uuid_v9_is_valid(id::text, true, true))
);
INSERT INTO tagged (n) SELECT generate_series(1, 2000);
INSERT INTO fixture_defaults VALUES
	('tagged', 'id', 'uuid_v9_is_valid(%1$s::text, true, true) AND %1$s::text LIKE ''a1b2c3d4-%%''', 'native'),
	('tagged', 'plain', 'uuid_v9_is_valid(%1$s::text)', 'native'),
	('tagged', 'at_now', 'uuid_v9_checksum(%1$s) AND %1$s::text LIKE ''c0ffee%%''', 'native');

-- Range partitions by uuid_v7_floor bounds; rows backfilled into each, up to
-- 2026-06 (before any made by the default).
CREATE TABLE events (
	id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
	n int NOT NULL DEFAULT 0,
	payload text
) PARTITION BY RANGE (id);
CREATE TABLE events_before PARTITION OF events
	FOR VALUES FROM (MINVALUE) TO (uuid_v7_floor('2025-07-01 00:00+00'));
CREATE TABLE events_2025h2 PARTITION OF events
	FOR VALUES FROM (uuid_v7_floor('2025-07-01 00:00+00')) TO (uuid_v7_floor('2026-01-01 00:00+00'));
CREATE TABLE events_after PARTITION OF events
	FOR VALUES FROM (uuid_v7_floor('2026-01-01 00:00+00')) TO (MAXVALUE);
CREATE INDEX events_n ON events (n);
INSERT INTO events (id, n, payload)
SELECT uuid_generate_v7_at(timestamptz '2025-06-01 00:00+00' + i * interval '3 hours'), i, 'event ' || i::text
  FROM generate_series(1, 3000) AS i;
INSERT INTO fixture_defaults VALUES ('events', 'id', 'uuid_version(%1$s) = 7', 'native');

-- Views over every function that backs no default or column above.
CREATE VIEW legacy_read AS
SELECT n, uuid_timestamp(id) AS ts, uuid_version(id) AS version, uuid_variant(id) AS variant,
       uuid_v1_to_v6(id) AS as_v6, uuid_v6_to_v1(uuid_v1_to_v6(id)) = id AS round_trip,
       uuid_timestamp(v6) AS ts6, uuid_v2_local_id(dce) AS local_id, uuid_v2_domain(dce) AS domain,
       uuid_variant(uuid_nil()) AS nil_variant, uuid_variant(uuid_max()) AS max_variant
  FROM legacy;
CREATE VIEW orders_read AS
SELECT n, uuid_v7_floor(created) <= id AS after_floor, id <= uuid_v7_ceil(created) AS before_ceil,
       uuid_time_cmp(shifted, id) AS cmp, shifted ~<~ id AS lt, shifted ~<=~ id AS le,
       id ~>=~ shifted AS ge, id ~>~ shifted AS gt, id > uuid_nil() AND id < uuid_max() AS inside,
       uuid_v7_to_timestamptz(pgv7) = created_ms AS pgv7_time
  FROM orders;
CREATE VIEW tagged_read AS
SELECT n, uuid_v9_checksum(id) AS checksum, uuid_v9_is_valid(id::text, true, true) AS valid,
       uuid_v9_is_valid(plain::text, true) AS plain_checksum, uuid_v9_checksum(at_now) AS at_checksum
  FROM tagged;
CREATE MATERIALIZED VIEW legacy_versions AS
SELECT uuid_variant(x) AS variant, uuid_version(x) AS version, count(*) AS ids
  FROM legacy, LATERAL (VALUES (id), (mc), (v6), (v4), (dce), (v3), (v3b), (v5), (v5b), (v8), (v8n), (v8h)) AS u(x)
 GROUP BY 1, 2;
CREATE UNIQUE INDEX legacy_versions_key ON legacy_versions (variant, version);
