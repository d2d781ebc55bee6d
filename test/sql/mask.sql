--
-- Hidden creation time (UUIDv47): uuid_v7_mask() and uuid_v7_unmask() with
-- a key argument; masking vectors and a 10,000-pair digest computed by
-- scripts/mask-vectors, an implementation independent of the C code; round
-- trips and uniqueness over 100,000 generated values; the error paths; the
-- retired 1.1 setting uuid9562.mask_key in a session, refused; the
-- privilege rules of both settings, as a role without
-- privileges, and before the library is loaded.  Nothing here configures a
-- key or depends on the server's: the key file (uuid9562.mask_key_file, set
-- by ALTER SYSTEM, reloads, files of every kind) and the one-argument
-- functions are test/t/001_mask_key_file.pl's, on a server of its own.  The unit
-- program (unit/test_mask.c, make unit) checks SipHash-2-4 against the
-- SipHash paper's vectors and the parser of a key file's contents.
--
\i test/sql/include/error_of.sql

--
-- Masking vectors and the digest, from scripts/mask-vectors.
--
\i test/sql/include/mask_vectors.sql

--
-- Round trips and uniqueness over 100,000 generated version 7 values: every
-- mask is version 4 of the RFC variant, keeps octets 6-15 but the version,
-- unmasks to its value, and no two are equal; the masked order is unrelated
-- to time.
--
\set key '\\x8f3c2a6b5d4e7f1029384756abcdef01'
CREATE TEMP TABLE generated AS
SELECT i, v7, uuid_v7_mask(v7, :'key') AS masked
  FROM (SELECT i, uuid_generate_v7() AS v7 FROM generate_series(1, 100000) AS i) AS s;
SELECT count(*) AS ids,
       count(*) FILTER (WHERE uuid_version(masked) <> 4 OR uuid_variant(masked) <> 'rfc9562') AS not_v4,
       count(*) FILTER (WHERE substr(masked::text, 16) <> substr(v7::text, 16)) AS other_bits_changed,
       count(*) FILTER (WHERE uuid_v7_unmask(masked, :'key') <> v7) AS round_trip_wrong,
       count(DISTINCT masked) AS distinct_masks
  FROM generated;  -- 100000, 0, 0, 0, 100000
SELECT count(*) FILTER (WHERE up) BETWEEN 45000 AND 55000 AS masked_order_random
  FROM (SELECT masked > lag(masked) OVER (ORDER BY i) AS up FROM generated) AS s;  -- t

-- Version 7 values that differ only in time, or only in random bits, all
-- in the same millisecond: distinct masks (masking is a permutation).
SELECT count(*) AS ids, count(DISTINCT uuid_v7_mask(id, :'key')) AS distinct_masks
  FROM (SELECT uuid_v7_floor(timestamptz '2025-01-01 00:00:00+00' + i * interval '1 ms') AS id
          FROM generate_series(1, 5000) AS i
        UNION ALL
        SELECT uuid_generate_v7_at(timestamptz '2025-01-01 00:00:00+00') FROM generate_series(1, 5000)) AS s;  -- 10000, 10000

-- Another key gives other masks, and unmasks to other values.
SELECT count(*) FILTER (WHERE uuid_v7_mask(v7, '\x00000000000000000000000000000001') = masked) AS same_mask,
       count(*) FILTER (WHERE uuid_v7_unmask(masked, '\x00000000000000000000000000000001') = v7) AS same_value
  FROM generated WHERE i <= 1000;  -- 0, 0

-- The pattern of docs/masking.md: the version 7 value is the primary key, the
-- public id its mask; a lookup by public id unmasks it once (STABLE) and
-- uses the primary key's index.  The one-argument form's plan is shown
-- generic: a custom plan would evaluate it (a STABLE function of a
-- constant) for its estimates, which needs the server's key.
CREATE TEMP TABLE orders (id uuid PRIMARY KEY, n int);
INSERT INTO orders SELECT v7, i FROM generated;
ANALYZE orders;
PREPARE order_by_public_id(uuid) AS SELECT n FROM orders WHERE id = uuid_v7_unmask($1);
SET plan_cache_mode = force_generic_plan;
EXPLAIN (COSTS OFF) EXECUTE order_by_public_id('6d1d50d4-11e9-4fff-bfff-ffffffffffff');
RESET plan_cache_mode;
DEALLOCATE order_by_public_id;
SELECT o.n = g.i AS found FROM generated g JOIN LATERAL (SELECT n FROM orders WHERE id = uuid_v7_unmask(g.masked, :'key')) AS o ON true
 WHERE g.i = 54321;  -- t

-- Parallel plans: the one-argument functions are PARALLEL RESTRICTED (1.3),
-- so the workers scan and the leader masks every row (a worker would read
-- the key file afresh; test/t/001_mask_key_file.pl runs such plans across a
-- rotation).  The table is a regular one: a temporary table is never
-- scanned by workers.
CREATE TABLE regress.mask_parallel AS SELECT i, v7, masked FROM generated;
ALTER TABLE regress.mask_parallel SET (parallel_workers = 2);
ANALYZE regress.mask_parallel;
BEGIN;
SET LOCAL parallel_setup_cost = 0;
SET LOCAL parallel_tuple_cost = 0;
SET LOCAL min_parallel_table_scan_size = 0;
SET LOCAL max_parallel_workers_per_gather = 2;
SET LOCAL parallel_leader_participation = off;
EXPLAIN (VERBOSE, COSTS OFF)
SELECT count(*) FILTER (WHERE uuid_v7_mask(v7) <> masked OR uuid_v7_unmask(masked) <> v7) AS wrong_in_parallel_plan
  FROM regress.mask_parallel;
COMMIT;
DROP TABLE regress.mask_parallel;

--
-- Errors
--
-- Masking takes version 7 only, unmasking version 4 only (RFC variant).
SELECT * FROM regress.error_of($$SELECT uuid_v7_mask('919108f7-52d1-4320-9bac-f847db4148a8', '\x000102030405060708090a0b0c0d0e0f')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_mask('c232ab00-9414-11ec-b3c8-9e6bdeced846', '\x000102030405060708090a0b0c0d0e0f')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_mask(uuid_nil(), '\x000102030405060708090a0b0c0d0e0f')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_mask('017f22e2-79b0-7cc3-d8c4-dc0c0c07398f', '\x000102030405060708090a0b0c0d0e0f')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_unmask('017f22e2-79b0-7cc3-98c4-dc0c0c07398f', '\x000102030405060708090a0b0c0d0e0f')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_unmask(uuid_max(), '\x000102030405060708090a0b0c0d0e0f')$$);

-- A key of other than 16 bytes; the message never shows its bytes.
SELECT * FROM regress.error_of($$SELECT uuid_v7_mask('017f22e2-79b0-7cc3-98c4-dc0c0c07398f', '\x000102030405060708090a0b0c0d0e')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_unmask('919108f7-52d1-4320-9bac-f847db4148a8', '\x000102030405060708090a0b0c0d0e0f10')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_mask('017f22e2-79b0-7cc3-98c4-dc0c0c07398f', '')$$);

-- NULL in, NULL out.
SELECT uuid_v7_mask(NULL, :'key') IS NULL AND uuid_v7_mask(uuid_generate_v7(), NULL) IS NULL
       AND uuid_v7_unmask(NULL, :'key') IS NULL AND uuid_v7_unmask(uuid_generate_v4(), NULL) IS NULL
       AND uuid_v7_mask(NULL) IS NULL AND uuid_v7_unmask(NULL) IS NULL AS nulls;  -- t

--
-- The 1.1 setting uuid9562.mask_key, retired in 1.4: a session's every
-- value is refused with 55000 (SET and set_config()), with the hint that
-- names the key file and docs/masking.md, never echoed; it stays unset.
-- test/t/006_mask_key_retired.pl checks the server's configuration (a
-- warning when the library loads, an error from the one-argument functions
-- while it is set), preloaded and not, and the way from 1.1 to 1.4.
--
SELECT code, message, detail, hint,
       strpos(concat(message, detail, hint), 'deadbeef') = 0 AS value_hidden
  FROM (VALUES ('deadbeefdeadbeefdeadbeefdeadbee'), ('deadbeefdeadbeefdeadbeefdeadbeef0'),
               ('deadbeefdeadbeefdeadbeefdeadbeeg'), (' deadbeefdeadbeefdeadbeefdeadbeef'),
               ('\xdeadbeefdeadbeefdeadbeefdeadbeef'), ('deadbeef-deadbeef-deadbeef-deadbeef'),
               ('deadbeefdeadbeefdeadbeefdeadbeef'), ('DEADBEEFDEADBEEFDEADBEEFDEADBEEF')) AS v(value),
       LATERAL regress.error_of(format('SET uuid9562.mask_key = %L', value));
SELECT code FROM regress.error_of($$SELECT set_config('uuid9562.mask_key', 'deadbeefdeadbeefdeadbeefdeadbeef', false)$$);  -- 55000
SET uuid9562.mask_key = 'deadbeefdeadbeefdeadbeefdeadbeef';
SET uuid9562.mask_key = '';
SHOW uuid9562.mask_key;  -- empty

--
-- Privileges.  A role without privileges can set neither the key file's
-- path nor uuid9562.mask_key, nor read the latter (SHOW, current_setting()
-- and pg_settings reveal nothing).  test/t/001_mask_key_file.pl checks the rest
-- against a configured key file (pg_read_file(), COPY, lo_import,
-- pg_file_settings, the masks such a role gets).
--
CREATE ROLE regress_uuid9562_nopriv;
GRANT USAGE ON SCHEMA regress TO regress_uuid9562_nopriv;  -- for error_of
SET ROLE regress_uuid9562_nopriv;
SELECT code FROM regress.error_of($$SET uuid9562.mask_key_file = 'other.key'$$);  -- 55P02
SELECT code FROM regress.error_of($$SELECT set_config('uuid9562.mask_key_file', 'other.key', false)$$);  -- 55P02
SELECT code FROM regress.error_of($$SHOW uuid9562.mask_key$$);  -- 42501
SELECT code FROM regress.error_of($$SELECT current_setting('uuid9562.mask_key')$$);  -- 42501
SELECT code FROM regress.error_of($$SELECT current_setting('uuid9562.mask_key', true)$$);  -- 42501
SELECT count(*) FROM pg_settings WHERE name = 'uuid9562.mask_key';  -- 0
SELECT * FROM regress.error_of($$SET uuid9562.mask_key = '00000000000000000000000000000000'$$);
SELECT * FROM regress.error_of($$RESET uuid9562.mask_key$$);
RESET ROLE;

-- A path per database, role or function is refused (55P02), even to a
-- superuser; so is the key itself (22023), whose refusal never echoes it.
-- Only this test's database and role are named (ALTER ROLE ALL is
-- test/t/001_mask_key_file.pl's).
SELECT current_database() AS dbname \gset
SELECT code, message FROM regress.error_of($$ALTER ROLE regress_uuid9562_nopriv SET uuid9562.mask_key_file = 'other.key'$$);
SELECT code, message FROM regress.error_of(format('ALTER DATABASE %I SET uuid9562.mask_key_file = %L', :'dbname', 'other.key'));
SELECT code, message FROM regress.error_of($$CREATE FUNCTION pg_temp.keyed() RETURNS int LANGUAGE sql
	SET uuid9562.mask_key_file = 'other.key' AS 'SELECT 1'$$);
SELECT code, message FROM regress.error_of($$SET uuid9562.mask_key_file = 'other.key'$$);
SELECT * FROM regress.error_of($$ALTER ROLE regress_uuid9562_nopriv SET uuid9562.mask_key = '00000000000000000000000000000000'$$);
SELECT * FROM regress.error_of(format('ALTER DATABASE %I SET uuid9562.mask_key = %L', :'dbname', '00000000000000000000000000000000'));
SELECT * FROM regress.error_of(format('ALTER ROLE regress_uuid9562_nopriv IN DATABASE %I SET uuid9562.mask_key = %L', :'dbname', '00000000000000000000000000000000'));
SELECT * FROM regress.error_of($$ALTER ROLE regress_uuid9562_nopriv SET uuid9562.mask_key FROM CURRENT$$);
SELECT * FROM regress.error_of($$CREATE FUNCTION pg_temp.keyed() RETURNS int LANGUAGE sql
	SET uuid9562.mask_key = '00000000000000000000000000000000' AS 'SELECT 1'$$);
SELECT count(*) FROM pg_db_role_setting
 WHERE (setrole = 'regress_uuid9562_nopriv'::regrole
        OR setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database()))
   AND array_to_string(setconfig, ',') LIKE '%uuid9562.mask_key%';  -- 0
-- RESET, which stores nothing, stays possible: it cleans up a value stored
-- from a session without the library.
ALTER ROLE regress_uuid9562_nopriv RESET uuid9562.mask_key;

--
-- A 1.0 installation reaches the four functions with ALTER EXTENSION
-- uuid9562 UPDATE: in a fresh session, the extension pg_regress created is
-- replaced by version 1.0, which the update brings back to 1.5.
--
\c
DROP EXTENSION uuid9562;
CREATE EXTENSION uuid9562 VERSION '1.0';
SELECT to_regprocedure('uuid_v7_mask(uuid, bytea)') IS NULL AS absent_in_1_0;  -- t
ALTER EXTENSION uuid9562 UPDATE;
SELECT extversion FROM pg_extension WHERE extname = 'uuid9562';  -- 1.5
SELECT p.oid::regprocedure AS function, p.provolatile, p.proisstrict, p.proparallel
  FROM pg_proc p JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
 WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'uuid9562')
   AND p.proname IN ('uuid_v7_mask', 'uuid_v7_unmask')
 ORDER BY p.oid::regprocedure::text COLLATE "C";
SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', '\xefcdab89674523011032547698badcfe');  -- 2463c780-7fca-4def-8c3f-7b1a2c4d5e6f

--
-- Before the library is loaded, uuid9562.mask_key_file and
-- uuid9562.mask_key are placeholders that anyone may SET in a session.
-- When the library loads (here through the two-argument function), such a
-- path is refused (a warning: it is set only in the server's
-- configuration) and the server's value stays; a key is refused too (a
-- warning: permission denied, or for a superuser not preloaded), and no key
-- is set.  Each case in a fresh session, where the library is not loaded
-- yet; test/t/001_mask_key_file.pl checks that the configured file stays the key.
--
\c
SELECT count(*) AS loaded FROM pg_settings WHERE name = 'uuid9562.test_clock';  -- 0: not loaded
SET ROLE regress_uuid9562_nopriv;
SET uuid9562.mask_key_file = 'other.key';
SET uuid9562.mask_key = '00000000000000000000000000000000';
SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', :'key') IS NOT NULL AS loaded;  -- t
SELECT current_setting('uuid9562.mask_key_file') <> 'other.key' AS path_refused;  -- t
RESET ROLE;
SHOW uuid9562.mask_key;  -- empty
\c
SET uuid9562.mask_key_file = 'other.key';
SET uuid9562.mask_key = 'deadbeefdeadbeefdeadbeefdeadbeeX';
SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', :'key') IS NOT NULL AS loaded;  -- t
SELECT current_setting('uuid9562.mask_key_file') <> 'other.key' AS path_refused;  -- t
SHOW uuid9562.mask_key;  -- empty
\c
SET uuid9562.mask_key = '000102030405060708090A0B0C0D0E0F';
SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', :'key') IS NOT NULL AS loaded;  -- t
SHOW uuid9562.mask_key;  -- empty

-- Clean up: the role goes.
REVOKE USAGE ON SCHEMA regress FROM regress_uuid9562_nopriv;
DROP ROLE regress_uuid9562_nopriv;
