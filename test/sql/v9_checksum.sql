--
-- UUIDv9 checksum (CRC-8/SMBUS) and text validation: the vectors of the
-- reference implementation, every way text can be malformed, the version
-- digits, and NULLs.
--

-- The checksum vectors: the CRC-8 of the first 30 digits is the last two.
CREATE TEMP TABLE vectors (id text PRIMARY KEY);
INSERT INTO vectors VALUES
	('00000000-0000-0000-0000-000000000000'),  -- 00
	('ffffffff-ffff-ffff-ffff-ffffffffff03'),  -- 03
	('01234567-89ab-cdef-0123-456789abcdab'),  -- ab
	('a1b2c3d4-18bc-fe56-8000-112233445566'),  -- 66
	('00112233-4455-6677-8899-aabbccddee53');  -- 53
SELECT id, uuid_v9_checksum(id::uuid) AS checksum,
       uuid_v9_is_valid(id, checksum => true) AS valid
  FROM vectors ORDER BY id;

-- Case, as the JavaScript, Python and Go references answer: they read the
-- first 30 digits in either case, write the CRC-8 of them as two lowercase
-- digits and compare that text with the last two.  So a checksum with an
-- uppercase letter fails, whatever the case of the rest; one of two decimal
-- digits has no case.  Without the checksum option, every case is valid.
SELECT t, uuid_v9_is_valid(t, checksum => true) AS valid, uuid_v9_is_valid(t) AS valid_without_checksum
  FROM (VALUES
	('01234567-89ab-cdef-0123-456789abcdab'),  -- t: as the references write it
	('01234567-89AB-CDEF-0123-456789ABCDab'),  -- t: digits 1-30 in either case
	('01234567-89Ab-cDeF-0123-456789aBcDab'),  -- t: mixed case there too
	('01234567-89AB-CDEF-0123-456789ABCDAB'),  -- f: checksum AB
	('01234567-89ab-cdef-0123-456789abcdAb'),  -- f: checksum Ab
	('01234567-89ab-cdef-0123-456789abcdaB'),  -- f: checksum aB
	('A1B2C3D4-18BC-FE56-8000-112233445566'),  -- t: checksum 66
	('00112233-4455-6677-8899-AABBCCDDEE53'),  -- t: checksum 53
	('FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFF03')   -- t: checksum 03
	) AS v(t);

-- Every other value of the last two digits fails, as does a change to any
-- one of the first 30 digits (CRC-8 catches every single-digit error).
SELECT count(*) FILTER (WHERE uuid_v9_checksum(bad::uuid)) AS checksum,
       count(*) FILTER (WHERE uuid_v9_is_valid(bad, checksum => true)) AS valid,
       count(*) AS tried
  FROM vectors,
       LATERAL (SELECT left(id, 34) || lpad(to_hex(b), 2, '0') AS bad
                  FROM generate_series(0, 255) AS b
                 WHERE lpad(to_hex(b), 2, '0') <> right(id, 2)) AS s;  -- 0, 0, 1275
SELECT count(*) FILTER (WHERE uuid_v9_is_valid(bad, checksum => true)) AS valid, count(*) AS tried
  FROM vectors,
       LATERAL (SELECT overlay(id PLACING d FROM p FOR 1) AS bad
                  FROM generate_series(1, 34) AS p,
                       unnest(string_to_array('0123456789abcdef', NULL)) AS d
                 WHERE p NOT IN (9, 14, 19, 24) AND substr(id, p, 1) <> d) AS s;  -- 0, 2250

-- The CRC-8/SMBUS check value: CRC of ASCII "123456789" is f4 (leading zero
-- bytes leave a CRC with initial value 0 unchanged).
SELECT uuid_v9_checksum('00000000-0000-3132-3334-3536373839f4') AS check_value;  -- t
SELECT uuid_v9_checksum('00000000-0000-3132-3334-3536373839f5') AS off_by_one;  -- f
SELECT uuid_v9_checksum(uuid_max()) AS max;  -- f: ff is not 03

-- Text validation without options: 36 chars 8-4-4-4-12 of hex digits in
-- either case, nothing else; never an error.
SELECT t, uuid_v9_is_valid(t) AS valid
  FROM (VALUES
	('01234567-89ab-cdef-0123-456789abcdef'),   -- valid
	('01234567-89AB-CDEF-0123-456789ABCDEF'),   -- upper case: valid
	('01234567-89ab-cdef-0123-456789abcde'),    -- 35 chars
	('01234567-89ab-cdef-0123-456789abcdef0'),  -- 37 chars
	('0123456789abcdef0123456789abcdef'),       -- no dashes
	('{01234567-89ab-cdef-0123-456789abcdef}'), -- braces
	('0123456-789ab-cdef-0123-456789abcdef'),   -- dash one early
	('01234567-89abc-def-0123-456789abcdef'),   -- dash one late
	('01234567+89ab-cdef-0123-456789abcdef'),   -- not a dash
	('01234567-89ab-cdef-0123-456789abcdeg'),   -- g
	('01234567-89ab-cdef-0123-456789abcde '),   -- space
	(' 1234567-89ab-cdef-0123-456789abcdef'),   -- leading space
	('01234567-89ab-cdef-0123-4567-9abcdef'),   -- dash for a digit
	('0x234567-89ab-cdef-0123-456789abcdef'),   -- 0x
	('0123456é-89ab-cdef-0123-456789abcde'),    -- non-ASCII, 36 bytes
	(''),
	('not a uuid')) AS v(t);
SELECT uuid_v9_is_valid(repeat('0', 100000)) AS long_text;  -- f

-- With version: the 13th digit is 9, or 1 or 4 with a 17th digit 8-b (in
-- either case).
SELECT d13, d17, uuid_v9_is_valid('a1b2c3d4-18bc-' || d13 || 'e56-' || d17 || '000-112233445566', version => true) AS valid
  FROM (VALUES ('9', '0'), ('9', 'f'), ('1', '8'), ('1', 'b'), ('4', '9'), ('4', 'a'),
               ('4', 'A'), ('1', 'B'), ('1', '7'), ('1', 'c'), ('4', '0'), ('7', '8'),
               ('0', '8'), ('8', '9'), ('a', '8')) AS v(d13, d17);

-- Both options at once: the checksum covers the version digit.
SELECT uuid_v9_is_valid('a1b2c3d4-18bc-9fe5-6800-0112233445b4', true, true) AS both,         -- t
       uuid_v9_is_valid('a1b2c3d4-18bc-9fe5-6800-0112233445b4', true, false) AS checksum,    -- t
       uuid_v9_is_valid('a1b2c3d4-18bc-8fe5-6800-0112233445b4', false, true) AS bad_version, -- f
       uuid_v9_is_valid('a1b2c3d4-18bc-9fe5-6800-0112233445b5', true, true) AS bad_checksum; -- f

-- NULL in, NULL out.
SELECT uuid_v9_is_valid(NULL) IS NULL AS id, uuid_v9_is_valid('00000000-0000-0000-0000-000000000000', NULL) IS NULL AS checksum,
       uuid_v9_is_valid('00000000-0000-0000-0000-000000000000', false, NULL) IS NULL AS version,
       uuid_v9_checksum(NULL) IS NULL AS checksum_of;
