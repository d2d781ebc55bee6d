\set mask_vectors_echo :ECHO
\set ECHO none
-- The masking vectors of scripts/mask-vectors, shared by the tests of both
-- editions (mask, portable_mask): UUIDv47's published example (key k0 =
-- 0x0123456789abcdef, k1 = 0xfedcba9876543210, little-endian bytes), the
-- RFC 9562 version 7 vector and the extremes of the message and time bits,
-- under four keys, as the temp tables mask_key (name, key) and mask_vector
-- (v7, key_name, masked), made silently; then, echoed as a test's own
-- lines, the checks of uuid_v7_mask(id, key) and uuid_v7_unmask(id, key)
-- against them and against the digest of 10,000 pairs (the temp table
-- mask_pairs (i, v7, key)).  Read with \i by the tests of both editions
-- (mask, portable_mask), whose functions are on the search_path.
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
\set ECHO :mask_vectors_echo
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
