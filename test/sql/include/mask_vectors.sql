\set mask_vectors_echo :ECHO
\set ECHO none
-- The masking vectors of scripts/mask-vectors, shared by the tests of both
-- editions (mask, portable_mask): UUIDv47's published example (key k0 =
-- 0x0123456789abcdef, k1 = 0xfedcba9876543210, little-endian bytes), the
-- RFC 9562 version 7 vector and the extremes of the message and time bits,
-- under four keys, as the temp tables mask_key (name, key) and mask_vector
-- (v7, key_name, masked).  Read with \i; prints nothing.
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
