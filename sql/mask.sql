--
-- Hidden creation time (UUIDv47): uuid_v7_mask() and uuid_v7_unmask() with
-- a key argument and with the key file of uuid9562.mask_key_file; masking
-- vectors and a 10,000-pair digest computed by scripts/mask-vectors, an
-- implementation independent of the C code; round trips and uniqueness over
-- 100,000 generated values; every error path, each refusal of a key file;
-- rotation by rewriting the file and reloading; what remains of the 1.1
-- setting uuid9562.mask_key when the library is loaded on demand (refused);
-- the privilege rules, as a role without privileges, and before the library
-- is loaded.  t/001_mask_key_file.pl checks what needs a server of its own:
-- fresh sessions of a role without privileges, files of other owners and
-- odd kinds, the server log, rotation under parallel plans, refusals that
-- heal, and uuid9562.mask_key in a server that preloads the library.  The
-- unit program (unit/test_mask.c, make unit) checks SipHash-2-4 against the
-- SipHash paper's vectors and the parser of a key file's contents.
--

--
-- Masking vectors, from scripts/mask-vectors: UUIDv47's published example
-- (key k0 = 0x0123456789abcdef, k1 = 0xfedcba9876543210, little-endian
-- bytes), the RFC 9562 version 7 vector and the extremes of the message and
-- time bits, under four keys.
--
CREATE TEMP TABLE mask_key (name text, key bytea);
INSERT INTO mask_key VALUES
	('published', '\xefcdab89674523011032547698badcfe'),
	('paper', '\x000102030405060708090a0b0c0d0e0f'),
	('zero', '\x00000000000000000000000000000000'),
	('ones', '\xffffffffffffffffffffffffffffffff');
CREATE TEMP TABLE mask_vector (v7 uuid, key_name text, masked uuid);
INSERT INTO mask_vector VALUES
	('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', 'published', '2463c780-7fca-4def-8c3f-7b1a2c4d5e6f'),
	('017f22e2-79b0-7cc3-98c4-dc0c0c07398f', 'published', 'ff86d1d8-79db-4cc3-98c4-dc0c0c07398f'),
	('00000000-0000-7000-8000-000000000000', 'published', '22d97126-9609-4000-8000-000000000000'),
	('ffffffff-ffff-7fff-bfff-ffffffffffff', 'published', '92e2af2b-ee16-4fff-bfff-ffffffffffff'),
	('00000000-0000-7fff-bfff-ffffffffffff', 'published', '6d1d50d4-11e9-4fff-bfff-ffffffffffff'),
	('ffffffff-ffff-7000-8000-000000000000', 'published', 'dd268ed9-69f6-4000-8000-000000000000'),
	('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', 'paper', '39971462-0f9f-4def-8c3f-7b1a2c4d5e6f'),
	('017f22e2-79b0-7cc3-98c4-dc0c0c07398f', 'paper', 'e4b98970-eb53-4cc3-98c4-dc0c0c07398f'),
	('00000000-0000-7000-8000-000000000000', 'paper', 'd2d1776f-12b1-4000-8000-000000000000'),
	('ffffffff-ffff-7fff-bfff-ffffffffffff', 'paper', '4b879cd9-4b5a-4fff-bfff-ffffffffffff'),
	('00000000-0000-7fff-bfff-ffffffffffff', 'paper', 'b4786326-b4a5-4fff-bfff-ffffffffffff'),
	('ffffffff-ffff-7000-8000-000000000000', 'paper', '2d2e8890-ed4e-4000-8000-000000000000'),
	('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', 'zero', '56905116-aa92-4def-8c3f-7b1a2c4d5e6f'),
	('017f22e2-79b0-7cc3-98c4-dc0c0c07398f', 'zero', 'bc2c7c17-2490-4cc3-98c4-dc0c0c07398f'),
	('00000000-0000-7000-8000-000000000000', 'zero', '61bc14fa-dc0a-4000-8000-000000000000'),
	('ffffffff-ffff-7fff-bfff-ffffffffffff', 'zero', 'e0330079-56e8-4fff-bfff-ffffffffffff'),
	('00000000-0000-7fff-bfff-ffffffffffff', 'zero', '1fccff86-a917-4fff-bfff-ffffffffffff'),
	('ffffffff-ffff-7000-8000-000000000000', 'zero', '9e43eb05-23f5-4000-8000-000000000000'),
	('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', 'ones', '455e0bf1-5d41-4def-8c3f-7b1a2c4d5e6f'),
	('017f22e2-79b0-7cc3-98c4-dc0c0c07398f', 'ones', '9cd30fbd-22e3-4cc3-98c4-dc0c0c07398f'),
	('00000000-0000-7000-8000-000000000000', 'ones', 'c58d8292-bf70-4000-8000-000000000000'),
	('ffffffff-ffff-7fff-bfff-ffffffffffff', 'ones', 'd1e5d314-2433-4fff-bfff-ffffffffffff'),
	('00000000-0000-7fff-bfff-ffffffffffff', 'ones', '2e1a2ceb-dbcc-4fff-bfff-ffffffffffff'),
	('ffffffff-ffff-7000-8000-000000000000', 'ones', '3a727d6d-408f-4000-8000-000000000000');
SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', '\xefcdab89674523011032547698badcfe');  -- 2463c780-7fca-4def-8c3f-7b1a2c4d5e6f
SELECT uuid_v7_unmask('2463c780-7fca-4def-8c3f-7b1a2c4d5e6f', '\xefcdab89674523011032547698badcfe');  -- 018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f
SELECT count(*) AS vectors,
       count(*) FILTER (WHERE uuid_v7_mask(v.v7, k.key) = v.masked) AS masked_right,
       count(*) FILTER (WHERE uuid_v7_unmask(v.masked, k.key) = v.v7) AS unmasked_right
  FROM mask_vector v JOIN mask_key k ON k.name = v.key_name;  -- 24, 24, 24

-- 10,000 pairs of a version 7 value and a key, both from md5 of a counter:
-- the md5 of their masks in order is the digest scripts/mask-vectors prints.
CREATE TEMP TABLE mask_pairs AS
SELECT i, encode(set_byte(set_byte(b, 6, (get_byte(b, 6) & 15) | 112), 8, (get_byte(b, 8) & 63) | 128), 'hex')::uuid AS v7,
       decode(md5('key:' || i), 'hex') AS key
  FROM (SELECT i, decode(md5('v7:' || i), 'hex') AS b FROM generate_series(1, 10000) AS i) AS s;
SELECT md5(string_agg(uuid_v7_mask(v7, key)::text, ',' ORDER BY i)) AS digest,  -- 47045f9eb54ec9f440b6aae391db187b
       count(*) FILTER (WHERE uuid_v7_unmask(uuid_v7_mask(v7, key), key) <> v7) AS round_trip_wrong
  FROM mask_pairs;

--
-- The key of the one-argument functions: a file that only the server's
-- user may read, named by uuid9562.mask_key_file.  The test writes it
-- through the server (COPY TO PROGRAM runs a shell as the server's user in
-- the data directory, where a relative path of the setting points), names
-- it with ALTER SYSTEM and reloads (sql/include/reload.sql waits until this
-- session has processed the reload).
--
CREATE FUNCTION pg_temp.in_data_dir(command text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE format('COPY (SELECT 1 WHERE false) TO PROGRAM %L', command);
END
$$;
SELECT pg_temp.in_data_dir('umask 077 && printf ''%s\n'' 8F3C2A6B5D4E7F1029384756ABCDEF01 > uuid9562_regress.key');
ALTER SYSTEM SET uuid9562.mask_key_file = 'uuid9562_regress.key';
\i sql/include/reload.sql
SHOW uuid9562.mask_key_file;  -- uuid9562_regress.key

--
-- Round trips and uniqueness over 100,000 generated version 7 values, with
-- a key argument and with the key file, which must agree: every mask is
-- version 4 of the RFC variant, keeps octets 6-15 but the version, unmasks
-- to its value, and no two are equal; the masked order is unrelated to
-- time.
--
\set key '\\x8f3c2a6b5d4e7f1029384756abcdef01'
CREATE TEMP TABLE generated AS
SELECT i, v7, uuid_v7_mask(v7, :'key') AS masked, uuid_v7_mask(v7) AS masked_setting
  FROM (SELECT i, uuid_generate_v7() AS v7 FROM generate_series(1, 100000) AS i) AS s;
SELECT count(*) AS ids,
       count(*) FILTER (WHERE masked IS DISTINCT FROM masked_setting) AS forms_differ,
       count(*) FILTER (WHERE uuid_version(masked) <> 4 OR uuid_variant(masked) <> 'rfc9562') AS not_v4,
       count(*) FILTER (WHERE substr(masked::text, 16) <> substr(v7::text, 16)) AS other_bits_changed,
       count(*) FILTER (WHERE uuid_v7_unmask(masked, :'key') <> v7 OR uuid_v7_unmask(masked) <> v7) AS round_trip_wrong,
       count(DISTINCT masked) AS distinct_masks
  FROM generated;  -- 100000, 0, 0, 0, 0, 100000
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
-- uses the primary key's index.
CREATE TEMP TABLE orders (id uuid PRIMARY KEY, n int);
INSERT INTO orders SELECT v7, i FROM generated;
ANALYZE orders;
EXPLAIN (COSTS OFF) SELECT n FROM orders WHERE id = uuid_v7_unmask('6d1d50d4-11e9-4fff-bfff-ffffffffffff');
SELECT o.n = g.i AS found FROM generated g JOIN LATERAL (SELECT n FROM orders WHERE id = uuid_v7_unmask(g.masked)) AS o ON true
 WHERE g.i = 54321;  -- t

-- Parallel plans: the one-argument functions are PARALLEL RESTRICTED (1.3),
-- so the workers scan and the leader masks every row, with the key this
-- session uses in serial plans too (a worker would read the key file
-- afresh, which after a rewrite and before the reload is another key: see
-- the rotation below).  The table is a regular one: a temporary table is
-- never scanned by workers.
CREATE TABLE regress.mask_parallel AS SELECT i, v7, masked FROM generated;
ALTER TABLE regress.mask_parallel SET (parallel_workers = 2);
ANALYZE regress.mask_parallel;
-- parallel_plan: parallel plans of two workers, the leader scanning nothing.
\set parallel_plan 'SET LOCAL parallel_setup_cost = 0; SET LOCAL parallel_tuple_cost = 0; SET LOCAL min_parallel_table_scan_size = 0; SET LOCAL max_parallel_workers_per_gather = 2; SET LOCAL parallel_leader_participation = off;'
BEGIN;
:parallel_plan
EXPLAIN (VERBOSE, COSTS OFF)
SELECT count(*) FILTER (WHERE uuid_v7_mask(v7) <> masked OR uuid_v7_unmask(masked) <> v7) AS wrong_in_parallel_plan
  FROM regress.mask_parallel;
SELECT count(*) FILTER (WHERE uuid_v7_mask(v7) <> masked OR uuid_v7_unmask(masked) <> v7) AS wrong_in_parallel_plan
  FROM regress.mask_parallel;  -- 0
COMMIT;

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
SELECT * FROM regress.error_of($$SELECT uuid_v7_mask('919108f7-52d1-4320-9bac-f847db4148a8')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_unmask('5df41881-3aed-3515-88a7-2f4a814cf09e')$$);

-- A key of other than 16 bytes; the message never shows its bytes.
SELECT * FROM regress.error_of($$SELECT uuid_v7_mask('017f22e2-79b0-7cc3-98c4-dc0c0c07398f', '\x000102030405060708090a0b0c0d0e')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_unmask('919108f7-52d1-4320-9bac-f847db4148a8', '\x000102030405060708090a0b0c0d0e0f10')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_mask('017f22e2-79b0-7cc3-98c4-dc0c0c07398f', '')$$);

-- NULL in, NULL out.
SELECT uuid_v7_mask(NULL, :'key') IS NULL AND uuid_v7_mask(uuid_generate_v7(), NULL) IS NULL
       AND uuid_v7_unmask(NULL, :'key') IS NULL AND uuid_v7_unmask(uuid_generate_v4(), NULL) IS NULL
       AND uuid_v7_mask(NULL) IS NULL AND uuid_v7_unmask(NULL) IS NULL AS nulls;  -- t

--
-- Rotation: a key written over the file is used after a reload, not before
-- (each backend reads the file on its first call after a reload), and so
-- is another file named by the setting.  A key without a final newline,
-- in either case, is a key.
--
SELECT pg_temp.in_data_dir('umask 077 && printf ''%s\n'' 000102030405060708090a0b0c0d0e0f > uuid9562_regress.key.new && mv uuid9562_regress.key.new uuid9562_regress.key');
SELECT count(*) FILTER (WHERE uuid_v7_mask(v7) <> masked OR uuid_v7_unmask(masked) <> v7) AS old_key_wrong
  FROM generated WHERE i <= 1000;  -- 0: not reloaded yet
-- The same in a parallel plan of two workers (the leader scanning nothing):
-- every row of the statement under the key of this session's serial
-- statements, none under the key the workers would read from the file.
BEGIN;
:parallel_plan
SELECT count(*) FILTER (WHERE uuid_v7_mask(v7) = masked AND uuid_v7_unmask(masked) = v7) AS old_key,
       count(*) FILTER (WHERE uuid_v7_mask(v7) = uuid_v7_mask(v7, '\x000102030405060708090a0b0c0d0e0f')) AS new_key
  FROM regress.mask_parallel;  -- 100000, 0: not reloaded yet
COMMIT;
\i sql/include/reload.sql
SELECT count(*) FILTER (WHERE uuid_v7_mask(v7) <> uuid_v7_mask(v7, '\x000102030405060708090a0b0c0d0e0f')) AS new_key_wrong,
       count(*) FILTER (WHERE uuid_v7_unmask(uuid_v7_mask(v7)) <> v7) AS round_trip_wrong
  FROM generated WHERE i <= 1000;  -- 0, 0
DROP TABLE regress.mask_parallel;
SELECT pg_temp.in_data_dir('umask 077 && printf %s FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF > uuid9562_regress_2.key');
ALTER SYSTEM SET uuid9562.mask_key_file = 'uuid9562_regress_2.key';
\i sql/include/reload.sql
SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f');  -- 455e0bf1-5d41-4def-8c3f-7b1a2c4d5e6f (the 'ones' vector)
SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f') = v.masked AS ones_vector
  FROM mask_vector v WHERE v.v7 = '018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f' AND v.key_name = 'ones';  -- t
SELECT pg_temp.in_data_dir('rm uuid9562_regress_2.key');

--
-- Each refusal of a key file, from the next call after a reload: the error
-- names the file and never its contents (the key digits 8f3c2a6b appear in
-- no message, detail or hint), and the next good file is used again.
-- Missing 58P01, unreadable by the server's user 42501, not a regular file
-- (a directory, a FIFO, which must not block the backend) F0000, any
-- permission for group or others F0000, no key F0000.  A read-only file
-- and a symbolic link to a good file are keys.
--
CREATE FUNCTION pg_temp.key_file_error(
	OUT code text, OUT message text, OUT detail text, OUT hint text, OUT key_hidden bool)
LANGUAGE plpgsql AS $$
BEGIN
	SELECT e.code, e.message, e.detail, e.hint INTO code, message, detail, hint
	  FROM regress.error_of($q$SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f')$q$) AS e;
	key_hidden := strpos(lower(concat(message, detail, hint)), '8f3c2a6b') = 0;
	IF code = 'no error' THEN
		code := CASE WHEN uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f') =
						  uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', '\x8f3c2a6b5d4e7f1029384756abcdef01')
					 THEN 'the key' ELSE 'another key' END;
	END IF;
END
$$;
SELECT pg_temp.in_data_dir('umask 077 && printf ''%s\n'' 8f3c2a6b5d4e7f1029384756abcdef01 > uuid9562_regress.key');
ALTER SYSTEM SET uuid9562.mask_key_file = 'uuid9562_regress.key';
\i sql/include/reload.sql
SELECT * FROM pg_temp.key_file_error();  -- the key
SELECT pg_temp.in_data_dir('mv uuid9562_regress.key uuid9562_regress.key.kept');
\i sql/include/reload.sql
SELECT * FROM pg_temp.key_file_error();  -- 58P01
SELECT pg_temp.in_data_dir('mkdir uuid9562_regress.key');
\i sql/include/reload.sql
SELECT * FROM pg_temp.key_file_error();  -- F0000
SELECT pg_temp.in_data_dir('rmdir uuid9562_regress.key && mkfifo -m 600 uuid9562_regress.key');
\i sql/include/reload.sql
SELECT * FROM pg_temp.key_file_error();  -- F0000
SELECT pg_temp.in_data_dir('rm uuid9562_regress.key && cp -p uuid9562_regress.key.kept uuid9562_regress.key && chmod 644 uuid9562_regress.key');
\i sql/include/reload.sql
SELECT * FROM pg_temp.key_file_error();  -- F0000
SELECT pg_temp.in_data_dir('chmod 640 uuid9562_regress.key');
\i sql/include/reload.sql
SELECT * FROM pg_temp.key_file_error();  -- F0000
SELECT pg_temp.in_data_dir('chmod 602 uuid9562_regress.key');
\i sql/include/reload.sql
SELECT * FROM pg_temp.key_file_error();  -- F0000
SELECT pg_temp.in_data_dir('chmod 000 uuid9562_regress.key');
\i sql/include/reload.sql
SELECT * FROM pg_temp.key_file_error();  -- 42501
SELECT pg_temp.in_data_dir('chmod 400 uuid9562_regress.key');
\i sql/include/reload.sql
SELECT * FROM pg_temp.key_file_error();  -- the key
SELECT pg_temp.in_data_dir('rm uuid9562_regress.key && ln -s uuid9562_regress.key.kept uuid9562_regress.key');
\i sql/include/reload.sql
SELECT * FROM pg_temp.key_file_error();  -- the key
SELECT pg_temp.in_data_dir('rm uuid9562_regress.key && umask 077 && printf %s 8f3c2a6b5d4e7f1029384756abcdef0 > uuid9562_regress.key');
\i sql/include/reload.sql
SELECT * FROM pg_temp.key_file_error();  -- F0000: 31 digits
SELECT pg_temp.in_data_dir('umask 077 && printf ''%s\r\n'' 8f3c2a6b5d4e7f1029384756abcdef01 > uuid9562_regress.key');
\i sql/include/reload.sql
SELECT * FROM pg_temp.key_file_error();  -- F0000: a carriage return
SELECT pg_temp.in_data_dir('umask 077 && printf ''%s\n\n'' 8f3c2a6b5d4e7f1029384756abcdef01 > uuid9562_regress.key');
\i sql/include/reload.sql
SELECT * FROM pg_temp.key_file_error();  -- F0000: two newlines
SELECT pg_temp.in_data_dir('umask 077 && printf ''\\x%s\n'' 8f3c2a6b5d4e7f1029384756abcdef01 > uuid9562_regress.key');
\i sql/include/reload.sql
SELECT * FROM pg_temp.key_file_error();  -- F0000: \x
SELECT pg_temp.in_data_dir('umask 077 && : > uuid9562_regress.key');
\i sql/include/reload.sql
SELECT * FROM pg_temp.key_file_error();  -- F0000: empty
SELECT pg_temp.in_data_dir('mv uuid9562_regress.key.kept uuid9562_regress.key');
\i sql/include/reload.sql
SELECT * FROM pg_temp.key_file_error();  -- the key

-- No key file: 55000 with a hint, for both one-argument functions.
ALTER SYSTEM RESET uuid9562.mask_key_file;
\i sql/include/reload.sql
SHOW uuid9562.mask_key_file;  -- empty
SELECT * FROM regress.error_of($$SELECT uuid_v7_mask(uuid_generate_v7())$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_unmask(uuid_generate_v4())$$);
ALTER SYSTEM SET uuid9562.mask_key_file = 'uuid9562_regress.key';
\i sql/include/reload.sql

--
-- The 1.1 setting uuid9562.mask_key, in a library loaded on demand: a
-- value that is not 32 hex digits is refused with 22023, a key with 55000
-- (SET, set_config() and ALTER SYSTEM), neither echoed; no key is set and
-- the key file stays the key.  t/001_mask_key_file.pl checks it in the
-- server's configuration (a warning when the library loads, an error from
-- the one-argument functions until it is removed) and preloaded.
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
ALTER SYSTEM SET uuid9562.mask_key = 'deadbeefdeadbeefdeadbeefdeadbeef';
ALTER SYSTEM SET uuid9562.mask_key = 'deadbeefdeadbeefdeadbeefdeadbeeX';
SET uuid9562.mask_key = '';
SHOW uuid9562.mask_key;  -- empty
SELECT * FROM pg_temp.key_file_error();  -- the key
SELECT count(*) FROM pg_file_settings WHERE name = 'uuid9562.mask_key';  -- 0

--
-- Privileges.  A role without privileges can mask and unmask with the key
-- file, sees its path (no secret), but can neither set the path nor read
-- the file or uuid9562.mask_key (SHOW, current_setting(), pg_settings and
-- pg_file_settings reveal nothing).
--
CREATE ROLE regress_uuid9562_nopriv;
GRANT USAGE ON SCHEMA regress TO regress_uuid9562_nopriv;  -- for error_of
SET ROLE regress_uuid9562_nopriv;
SHOW uuid9562.mask_key_file;  -- uuid9562_regress.key
SELECT code FROM regress.error_of($$SET uuid9562.mask_key_file = 'other.key'$$);  -- 55P02
SELECT code FROM regress.error_of($$SELECT set_config('uuid9562.mask_key_file', 'other.key', false)$$);  -- 55P02
SELECT code FROM regress.error_of($$SELECT pg_read_file('uuid9562_regress.key')$$);  -- 42501
CREATE TEMP TABLE nopriv_copy (t text);
SELECT code FROM regress.error_of($$COPY nopriv_copy FROM 'uuid9562_regress.key'$$);  -- 42501
SELECT code FROM regress.error_of($$SELECT count(*) FROM pg_file_settings$$);  -- 42501
SELECT code FROM regress.error_of($$SHOW uuid9562.mask_key$$);  -- 42501
SELECT code FROM regress.error_of($$SELECT current_setting('uuid9562.mask_key')$$);  -- 42501
SELECT code FROM regress.error_of($$SELECT current_setting('uuid9562.mask_key', true)$$);  -- 42501
SELECT count(*) FROM pg_settings WHERE name = 'uuid9562.mask_key';  -- 0
SELECT count(*) FROM pg_settings WHERE setting ~* '8f3c2a6b' OR reset_val ~* '8f3c2a6b' OR boot_val ~* '8f3c2a6b';  -- 0
SELECT * FROM regress.error_of($$SET uuid9562.mask_key = '00000000000000000000000000000000'$$);
SELECT * FROM regress.error_of($$RESET uuid9562.mask_key$$);
SELECT uuid_v7_mask('017f22e2-79b0-7cc3-98c4-dc0c0c07398f') = uuid_v7_mask('017f22e2-79b0-7cc3-98c4-dc0c0c07398f', :'key')
       AND uuid_v7_unmask(uuid_v7_mask('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')) = '017f22e2-79b0-7cc3-98c4-dc0c0c07398f'
       AS masks_with_key;  -- t
RESET ROLE;

-- A path per database, role or function is refused (55P02), even to a
-- superuser; so is the key itself (22023), whose refusal never echoes it.
SELECT current_database() AS dbname \gset
SELECT code, message FROM regress.error_of($$ALTER ROLE regress_uuid9562_nopriv SET uuid9562.mask_key_file = 'other.key'$$);
SELECT code, message FROM regress.error_of(format('ALTER DATABASE %I SET uuid9562.mask_key_file = %L', :'dbname', 'other.key'));
SELECT code, message FROM regress.error_of($$CREATE FUNCTION pg_temp.keyed() RETURNS int LANGUAGE sql
	SET uuid9562.mask_key_file = 'other.key' AS 'SELECT 1'$$);
SELECT code, message FROM regress.error_of($$SET uuid9562.mask_key_file = 'other.key'$$);
SELECT * FROM regress.error_of($$ALTER ROLE regress_uuid9562_nopriv SET uuid9562.mask_key = '00000000000000000000000000000000'$$);
SELECT * FROM regress.error_of(format('ALTER DATABASE %I SET uuid9562.mask_key = %L', :'dbname', '00000000000000000000000000000000'));
SELECT * FROM regress.error_of(format('ALTER ROLE regress_uuid9562_nopriv IN DATABASE %I SET uuid9562.mask_key = %L', :'dbname', '00000000000000000000000000000000'));
SELECT * FROM regress.error_of($$ALTER ROLE ALL SET uuid9562.mask_key = '00000000000000000000000000000000'$$);
SELECT * FROM regress.error_of($$ALTER ROLE regress_uuid9562_nopriv SET uuid9562.mask_key FROM CURRENT$$);
SELECT * FROM regress.error_of($$CREATE FUNCTION pg_temp.keyed() RETURNS int LANGUAGE sql
	SET uuid9562.mask_key = '00000000000000000000000000000000' AS 'SELECT 1'$$);
SELECT count(*) FROM pg_db_role_setting WHERE array_to_string(setconfig, ',') LIKE '%uuid9562.mask_key%';  -- 0
-- RESET, which stores nothing, stays possible: it cleans up a value stored
-- from a session without the library.
ALTER ROLE regress_uuid9562_nopriv RESET uuid9562.mask_key;
ALTER ROLE ALL RESET uuid9562.mask_key;

--
-- A 1.0 installation reaches the four functions with ALTER EXTENSION
-- uuid9562 UPDATE (in a database of its own).
--
CREATE DATABASE regress_uuid9562_mask;
\c regress_uuid9562_mask
CREATE EXTENSION uuid9562 VERSION '1.0';
SELECT to_regprocedure('uuid_v7_mask(uuid, bytea)') IS NULL AS absent_in_1_0;  -- t
ALTER EXTENSION uuid9562 UPDATE;
SELECT extversion FROM pg_extension WHERE extname = 'uuid9562';  -- 1.3
SELECT p.oid::regprocedure AS function, p.provolatile, p.proisstrict, p.proparallel
  FROM pg_proc p JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
 WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'uuid9562')
   AND p.proname IN ('uuid_v7_mask', 'uuid_v7_unmask')
 ORDER BY p.oid::regprocedure::text COLLATE "C";
SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', '\xefcdab89674523011032547698badcfe');  -- 2463c780-7fca-4def-8c3f-7b1a2c4d5e6f
SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f') = uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', :'key') AS key_file_here;  -- t
\c :"dbname"
DROP DATABASE regress_uuid9562_mask;

--
-- Before the library is loaded, uuid9562.mask_key_file and
-- uuid9562.mask_key are placeholders that anyone may SET in a session.
-- When the library loads, such a path is refused (a warning: it is set
-- only in the server's configuration) and the configured file stays the
-- key; a key is refused too (a warning: permission denied, or for a
-- superuser not preloaded), and no key is set.  Each case in a fresh
-- session, where the library is not loaded yet.
--
\c
SELECT count(*) AS loaded FROM pg_settings WHERE name = 'uuid9562.test_clock';  -- 0: not loaded
SET ROLE regress_uuid9562_nopriv;
SET uuid9562.mask_key_file = 'other.key';
SET uuid9562.mask_key = '00000000000000000000000000000000';
SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f') = uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', :'key') AS key_file_used;  -- t
SHOW uuid9562.mask_key_file;  -- uuid9562_regress.key
RESET ROLE;
\c
SET uuid9562.mask_key_file = 'other.key';
SET uuid9562.mask_key = 'deadbeefdeadbeefdeadbeefdeadbeeX';
SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f') = uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', :'key') AS key_file_used;  -- t
\c
SET uuid9562.mask_key = '000102030405060708090A0B0C0D0E0F';
SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f') = uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', :'key') AS key_file_used;  -- t
SHOW uuid9562.mask_key;  -- empty

-- Clean up: no key file, no files left in the data directory.
ALTER SYSTEM RESET uuid9562.mask_key_file;
\i sql/include/reload.sql
COPY (SELECT 1 WHERE false) TO PROGRAM 'rm -f uuid9562_regress.key';
REVOKE USAGE ON SCHEMA regress FROM regress_uuid9562_nopriv;
DROP ROLE regress_uuid9562_nopriv;
