-- scripts/upgrade.d/fixture-1.1.sql: the second stage of the upgrade checks'
-- database (after fixture-1.0.sql): the extension updated to 1.1, then its
-- objects: the public id of a version 7 key masked under an explicit key, the
-- text forms in defaults, generated columns and expression indexes, the
-- pg_uuidv7 1.1 names, and min/max(uuid) in a view.
\set ON_ERROR_STOP 1
SET client_min_messages = warning;
ALTER EXTENSION uuid9562 UPDATE TO '1.1';

CREATE TABLE accounts (
	id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
	tid text NOT NULL DEFAULT typeid_generate('acct'),
	ulid text NOT NULL DEFAULT ulid_generate(),
	utc uuid NOT NULL DEFAULT uuid_timestamp_to_v7(now() AT TIME ZONE 'UTC'),
	n int NOT NULL DEFAULT 0,
	public_id uuid GENERATED ALWAYS AS (uuid_v7_mask(id, '\x000102030405060708090a0b0c0d0e0f')) STORED,
	typeid text GENERATED ALWAYS AS (uuid_to_typeid('acct', id)) STORED,
	utc_time timestamp GENERATED ALWAYS AS (uuid_v7_to_timestamp(utc)) STORED
);
CREATE UNIQUE INDEX accounts_public_id ON accounts (public_id);
CREATE INDEX accounts_ulid ON accounts (ulid_to_uuid(ulid));
CREATE INDEX accounts_tid ON accounts (typeid_to_uuid(tid, 'acct'));
CREATE INDEX accounts_base32hex ON accounts (uuid_to_base32hex(id));
CREATE INDEX accounts_ulid_text ON accounts (uuid_to_ulid(id));
INSERT INTO accounts (n) SELECT generate_series(1, 2000);
INSERT INTO fixture_defaults VALUES
	('accounts', 'id', 'uuid_version(%1$s) = 7', 'native'),
	('accounts', 'typeid_to_uuid(tid)', 'uuid_version(%1$s) = 7', 'native'),
	('accounts', 'ulid_to_uuid(ulid)', 'uuid_version(%1$s) = 7', 'native'),
	('accounts', 'utc', 'uuid_version(%1$s) = 7', 'native');

-- The public ids: masks under an explicit key, and the text forms read back.
CREATE VIEW accounts_public AS
SELECT n, public_id, uuid_v7_unmask(public_id, '\x000102030405060708090a0b0c0d0e0f') = id AS unmasks,
       typeid, typeid_prefix(typeid) AS prefix, typeid_is_valid(typeid) AS typeid_valid,
       typeid_to_uuid(typeid) = id AS typeid_back, typeid_prefix(tid) AS tid_prefix,
       uuid_to_ulid(id) AS ulid_of_id, ulid_is_valid(ulid) AS ulid_valid,
       ulid_to_uuid(lower(uuid_to_ulid(id))) = id AS ulid_back,
       uuid_to_base32hex(id) AS base32hex, base32hex_to_uuid(uuid_to_base32hex(id)) = id AS base32hex_back,
       uuid_v7_to_timestamp(utc) = utc_time AS utc_read
  FROM accounts;
CREATE VIEW orders_public AS
SELECT n, uuid_v7_mask(id, '\x0f0e0d0c0b0a09080706050403020100') AS public_id,
       uuid_to_typeid('order', id) AS typeid
  FROM orders;
CREATE VIEW id_bounds AS
SELECT 'orders' AS tbl, min(id) AS first, max(id) AS last FROM orders WHERE n > 0
UNION ALL
SELECT 'accounts', min(id), max(id) FROM accounts WHERE n > 0
UNION ALL
SELECT 'tagged', min(id), max(id) FROM tagged WHERE n > 0
UNION ALL
SELECT 'legacy', uuid_least(min(v4), min(v6)), uuid_greatest(max(v4), max(v6)) FROM legacy WHERE n > 0;
