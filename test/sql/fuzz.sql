--
-- Hostile input: every argument of type text or bytea (the version 2
-- domain, the version 8 data and hash algorithm, the names of versions 3, 5
-- and 8, the UUIDv9 prefix and the text the UUIDv9 validator reads, the
-- TypeID, ULID and base32hex texts and the TypeID prefix, the text of a
-- UUID read by pg_partman's time decoder, the mask key and
-- the setting uuid9562.mask_key)
-- driven with at least 10,000 generated
-- malformed or extreme inputs, from empty to 1 MB (a tenth of them under
-- emulation: test/sql/include/loops.sql).  Each outcome is
-- compared with an independent SQL rendering of the
-- documented contract: the right value (against core's md5() and SHA-2
-- functions where core has the hash), or an error with the documented
-- SQLSTATE, message and hint; the validators never raise one.  The inputs
-- come from a fixed seed, and only counts and booleans print.  The
-- contents of a mask key file are driven by the unit program and its fuzz
-- target (unit/, make unit and make fuzz).
--
\i test/sql/include/error_of.sql
SET timezone = 'UTC';
SET datestyle = 'ISO';  -- the style of the times in error messages, whatever the session's
SELECT setseed(0.5);
\i test/sql/include/loops.sql
-- The text forms' references, and shown(t): a value as an error message
-- quotes it, cut past 64 bytes.
\i test/sql/include/textform_ref.sql

-- The clock stands still at the millisecond 1700000000000 (18bcfe56800), so
-- that sequential UUIDv9 carry known time digits.
SELECT set_config('uuid9562.test_clock', '1700000000000000', false) IS NOT NULL AS frozen;

--
-- Generators
--

-- rnd(n): a random integer from 0 to n - 1.
CREATE FUNCTION pg_temp.rnd(n int) RETURNS int
LANGUAGE sql VOLATILE AS $$ SELECT floor(random() * n)::int $$;

-- atext(n): n random ASCII characters 1-127, control characters included.
CREATE FUNCTION pg_temp.atext(n int) RETURNS text
LANGUAGE sql VOLATILE AS $$
SELECT coalesce(string_agg(chr(1 + floor(random() * 127)::int), ''), '') FROM generate_series(1, n)
$$;

-- utext(n): n random characters of every UTF-8 width (1 to 4 bytes), any
-- code point from U+0001 to U+10FFFF but the surrogates.
CREATE FUNCTION pg_temp.utext(n int) RETURNS text
LANGUAGE sql VOLATILE AS $$
SELECT coalesce(string_agg(chr(CASE WHEN cp BETWEEN 55296 AND 63487 THEN cp + 2048 ELSE cp END), ''), '')
  FROM (SELECT CASE floor(random() * 4)::int
                 WHEN 0 THEN 1 + floor(random() * 127)::int
                 WHEN 1 THEN 128 + floor(random() * 1920)::int
                 WHEN 2 THEN 2048 + floor(random() * 61440)::int
                 ELSE 65536 + floor(random() * 1048576)::int END AS cp
          FROM generate_series(1, n)) AS s
$$;

-- ftext(alphabet, n): n random characters of alphabet.
CREATE FUNCTION pg_temp.ftext(alphabet text, n int) RETURNS text
LANGUAGE sql VOLATILE AS $$
SELECT coalesce(string_agg(substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1), ''), '')
  FROM generate_series(1, n)
$$;

-- rbytes(n): n random bytes, NUL included.
CREATE FUNCTION pg_temp.rbytes(n int) RETURNS bytea
LANGUAGE sql VOLATILE AS $$
SELECT decode(coalesce(string_agg(lpad(to_hex(floor(random() * 256)::int), 2, '0'), ''), ''), 'hex')
  FROM generate_series(1, n)
$$;

-- flipcase(t): t with each character upper- or lower-cased at random.
CREATE FUNCTION pg_temp.flipcase(t text) RETURNS text
LANGUAGE sql VOLATILE AS $$
SELECT coalesce(string_agg(CASE WHEN random() < 0.5 THEN upper(c) ELSE lower(c) END, '' ORDER BY o), '')
  FROM regexp_split_to_table(t, '') WITH ORDINALITY AS s(c, o)
$$;

-- hostile_char(alphabet): one character, from alphabet, random ASCII
-- (control characters included), a look-alike of a digit, letter, dash or
-- space, or any code point.
CREATE FUNCTION pg_temp.hostile_char(alphabet text) RETURNS text
LANGUAGE sql VOLATILE AS $$
SELECT CASE floor(random() * 5)::int
         WHEN 0 THEN pg_temp.ftext(alphabet, 1)
         WHEN 1 THEN pg_temp.ftext(alphabet, 1)
         WHEN 2 THEN pg_temp.atext(1)
         WHEN 3 THEN (ARRAY[' ', '-', '{', '}', '%', '''', '"', '\', E'\u00a0', E'\u3000', E'\ufeff', E'\u200b',
                            E'\uff10', E'\uff21', E'\uff46', E'\u0660', E'\u2010', E'\u2212', E'\U0001d7ce',
                            E'\u0131', E'\u017f', E'\u212a', E'\u00e9', E'\U0010ffff'])[1 + floor(random() * 24)::int]
         ELSE pg_temp.utext(1) END
$$;

-- hostile(seeds, alphabet, total): total inputs around the seeds (the
-- argument's valid and nearly valid values) and the alphabet its values
-- draw from, in twelve classes of equal size, then eight huge ones of 64 kB
-- to 1 MB.
CREATE FUNCTION pg_temp.hostile(seeds text[], alphabet text, total int)
RETURNS TABLE (n int, class text, t text)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	nasty text[] := ARRAY['', ' ', E'\t', E'\n', E'\r\n', chr(11), chr(127), 'null', 'NULL', '\0', '\x00',
	                      '%s', '%s%s%s%s%n', '%d', '%', '''', '"', '\', '\\', '--', ';', '''; DROP TABLE t; --',
	                      '{}', '0x', '0X1', '-', '+', '-0', '+1', '-1', '1e3', '0.5', 'NaN', 'Infinity',
	                      E'\u0661\u0662', E'\uff11\uff12', E'\uff21\uff22', E'\U0001d7d9', E'\u00df', E'\u0130',
	                      E'\u00a0', E'\u200b', E'\ufeff', E'\U0010ffff', E'\ufffd', repeat('9', 40), repeat('f', 40)];
	spaces text[] := ARRAY[' ', E'\t', E'\n', E'\r', chr(11), chr(12), E'\u00a0', E'\u3000', E'\ufeff'];
	s text;
	w text;
	p int;
	chunk text;
BEGIN
	FOR i IN 1 .. total LOOP
		n := i;
		s := seeds[1 + pg_temp.rnd(cardinality(seeds))];
		w := spaces[1 + pg_temp.rnd(cardinality(spaces))];
		p := 1 + pg_temp.rnd(greatest(length(s), 1));
		CASE i % 12
			WHEN 0 THEN class := 'nasty strings';
				t := nasty[1 + pg_temp.rnd(cardinality(nasty))];
			WHEN 1 THEN class := 'seed';
				t := s;
			WHEN 2 THEN class := 'seed, case flipped';
				t := pg_temp.flipcase(s);
			WHEN 3 THEN class := 'seed, one char replaced';
				t := overlay(s PLACING pg_temp.hostile_char(alphabet) FROM p FOR 1);
			WHEN 4 THEN class := 'seed, one char inserted';
				t := overlay(s PLACING pg_temp.hostile_char(alphabet) FROM 1 + pg_temp.rnd(length(s) + 1) FOR 0);
			WHEN 5 THEN class := 'seed, one char deleted';
				t := overlay(s PLACING '' FROM p FOR 1);
			WHEN 6 THEN class := 'seed, padded with space';
				t := CASE pg_temp.rnd(3) WHEN 0 THEN w || s WHEN 1 THEN s || w ELSE w || s || w END;
			WHEN 7 THEN class := 'seed, repeated or extended';
				t := CASE pg_temp.rnd(3) WHEN 0 THEN repeat(s, 2 + pg_temp.rnd(50))
				                         WHEN 1 THEN s || pg_temp.ftext(alphabet, 1 + pg_temp.rnd(20))
				                         ELSE pg_temp.ftext(alphabet, 1 + pg_temp.rnd(20)) || s END;
			WHEN 8 THEN class := 'alphabet, 0-12 chars';
				t := pg_temp.ftext(alphabet, pg_temp.rnd(13));
			WHEN 9 THEN class := 'alphabet, 13-300 chars';
				t := pg_temp.ftext(alphabet, 13 + pg_temp.rnd(288));
			WHEN 10 THEN class := 'ASCII 1-127, 0-40 chars';
				t := pg_temp.atext(pg_temp.rnd(41));
			ELSE class := 'Unicode, 0-40 chars';
				t := pg_temp.utext(pg_temp.rnd(41));
		END CASE;
		RETURN NEXT;
	END LOOP;

	class := 'huge, 64 kB to 1 MB';
	s := seeds[1 + pg_temp.rnd(cardinality(seeds))];
	chunk := pg_temp.utext(64);
	FOR i IN 1 .. 8 LOOP
		n := total + i;
		t := CASE i
			WHEN 1 THEN left(repeat(s, 1048576 / greatest(length(s), 1) + 1), 1048576)
			WHEN 2 THEN repeat('0', 1048576 - length(s)) || s
			WHEN 3 THEN s || repeat(' ', 1048576 - length(s))
			WHEN 4 THEN repeat(pg_temp.ftext(alphabet, 64), 16384)
			WHEN 5 THEN repeat(chunk, 1048576 / octet_length(chunk))
			WHEN 6 THEN repeat(E'\u00e9', 524288)
			WHEN 7 THEN pg_temp.atext(65536)
			ELSE left(repeat(s, 65536 / greatest(length(s), 1) + 1), 65536) END;
		RETURN NEXT;
	END LOOP;
END
$$;

-- Callers that catch an error and return its SQLSTATE, message, detail and
-- hint, or 'ok' and the value: regress.value_of, one subtransaction per call.
CREATE FUNCTION pg_temp.try_v2(domain text, local_id bigint,
	OUT code text, OUT message text, OUT detail text, OUT hint text, OUT id uuid)
LANGUAGE sql AS $$
SELECT code, message, detail, hint, value::uuid
  FROM regress.value_of(format('SELECT uuid_generate_v2(%L::text, %L::bigint)', domain, local_id))
$$;
CREATE FUNCTION pg_temp.try_v8(data bytea,
	OUT code text, OUT message text, OUT detail text, OUT hint text, OUT id uuid)
LANGUAGE sql AS $$
SELECT code, message, detail, hint, value::uuid
  FROM regress.value_of(format('SELECT uuid_generate_v8(%L::bytea)', data))
$$;
CREATE FUNCTION pg_temp.try_v8_name(namespace uuid, name text, algorithm text, hashspace uuid,
	OUT code text, OUT message text, OUT detail text, OUT hint text, OUT id uuid)
LANGUAGE sql AS $$
SELECT code, message, detail, hint, value::uuid
  FROM regress.value_of(format('SELECT uuid_generate_v8_name(%L::uuid, %L::text, %L::text, %L::uuid)',
                               namespace, name, algorithm, hashspace))
$$;
CREATE FUNCTION pg_temp.try_v9(prefix text, ts bool, cs bool, ver bool, leg bool,
	OUT code text, OUT message text, OUT detail text, OUT hint text, OUT id uuid)
LANGUAGE sql AS $$
SELECT code, message, detail, hint, value::uuid
  FROM regress.value_of(format('SELECT uuid_generate_v9(%L::text, %L::bool, %L::bool, %L::bool, %L::bool)',
                               prefix, ts, cs, ver, leg))
$$;
CREATE FUNCTION pg_temp.try_v9_at(prefix text, ts timestamptz, cs bool, ver bool, leg bool,
	OUT code text, OUT message text, OUT detail text, OUT hint text, OUT id uuid)
LANGUAGE sql AS $$
SELECT code, message, detail, hint, value::uuid
  FROM regress.value_of(format('SELECT uuid_generate_v9_at(%L::text, %L::timestamptz, %L::bool, %L::bool, %L::bool)',
                               prefix, ts, cs, ver, leg))
$$;

--
-- Oracles
--

-- ascii_lower(t): t with A-Z lowered and every other character kept, the
-- case folding of the names the extension accepts.
CREATE FUNCTION pg_temp.ascii_lower(t text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT translate(t, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') $$;

-- with_version(digest, version): the first 16 bytes of a hash as a
-- name-based UUID of that version and the RFC 9562 variant.
CREATE FUNCTION pg_temp.with_version(digest bytea, version int) RETURNS uuid
LANGUAGE sql IMMUTABLE AS $$
SELECT encode(set_byte(set_byte(substr(digest, 1, 16), 6, (get_byte(digest, 6) & 15) | (version << 4)),
                       8, (get_byte(digest, 8) & 63) | 128), 'hex')::uuid
$$;

-- crc8(data): CRC-8/SMBUS, bit by bit (polynomial 0x07, initial value 0, no
-- reflection, no final xor).
CREATE FUNCTION pg_temp.crc8(data bytea) RETURNS int
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
	crc int := 0;
BEGIN
	FOR i IN 0 .. length(data) - 1 LOOP
		crc := crc # get_byte(data, i);
		FOR b IN 1 .. 8 LOOP
			crc := CASE WHEN crc & 128 <> 0 THEN ((crc << 1) # 7) & 255 ELSE (crc << 1) & 255 END;
		END LOOP;
	END LOOP;
	RETURN crc;
END
$$;

-- The oracle's CRC-8 against the check value and the reference vectors.
SELECT to_hex(pg_temp.crc8(convert_to('123456789', 'UTF8'))) AS check_value,  -- f4
       to_hex(pg_temp.crc8('\xffffffffffffffffffffffffffffff')) AS ones,  -- 3
       to_hex(pg_temp.crc8('\xa1b2c3d418bcfe5680001122334455')) AS vector;  -- 66

--
-- uuid_v9_is_valid(id text, checksum, version): never an error, and true
-- exactly for 36 chars 8-4-4-4-12 of hex digits in either case, with
-- "checksum" whose last two digits are the CRC-8 of the first 30 in
-- lowercase (as the references write and compare it), with "version" whose
-- 13th digit is 9, or 1 or 4 with a 17th digit 8-b.
--

-- v9_texts(total): total texts in thirteen classes of equal size around
-- UUIDv9 and other UUIDs in their text form, then six huge ones.
CREATE FUNCTION pg_temp.v9_texts(total int)
RETURNS TABLE (n int, class text, t text)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	hex text := '0123456789abcdefABCDEF';
	spaces text[] := ARRAY[' ', E'\t', E'\n', E'\r', chr(11), chr(12), E'\u00a0', E'\u3000', E'\ufeff', E'\u200b'];
	nasty text[] := ARRAY['', ' ', '-', 'null', 'not a uuid', repeat('-', 36), repeat('0', 36), repeat('0', 32),
	                      repeat(' ', 36), '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff',
	                      'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFF03', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
	                      'gggggggg-gggg-gggg-gggg-gggggggggggg', '%s%s%s%s-%s%s-%s%s-%s%s-%s%s%s%s%s%s%s%n',
	                      '--------+----+----+----+------------', '00000000-0000-0000-0000-00000000000',
	                      '00000000-0000-0000-0000-0000000000000', E'00000000-0000-0000-0000-00000000000\n',
	                      '0000000--0000-0000-0000-000000000000', '00000000-0000-0000-0000-0000000000-0',
	                      E'\uff10\uff10\uff10\uff10\uff10\uff10\uff10\uff10-0000-0000-0000-000000000000',
	                      '00000000-0000-0000-0000-00000000000' || E'\u00e9', '0x000000-0000-0000-0000-000000000000',
	                      '+0000000-0000-0000-0000-000000000000', '-0000000-0000-0000-0000-000000000000'];
	positions int[] := ARRAY[1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 15, 16, 17, 18, 20, 21, 22, 23,
	                         25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36];
	s text;
	d text;
	p int;
	h text;
BEGIN
	FOR i IN 1 .. total LOOP
		n := i;
		-- a seed: a UUIDv9 of any options, from a given time or without one, or any UUID
		s := CASE pg_temp.rnd(3)
			WHEN 0 THEN uuid_generate_v9_at(pg_temp.ftext('0123456789abcdef', pg_temp.rnd(9)),
			                                '1970-01-01+00'::timestamptz + random() * interval '500 years',
			                                random() < 0.5, random() < 0.5, random() < 0.5)::text
			WHEN 1 THEN uuid_generate_v9(pg_temp.ftext('0123456789abcdef', pg_temp.rnd(9)), false,
			                             random() < 0.5, random() < 0.5, random() < 0.5)::text
			ELSE md5(random()::text)::uuid::text END;
		p := positions[1 + pg_temp.rnd(32)];
		CASE i % 13
			WHEN 0 THEN class := 'UUID as generated';
				t := s;
			WHEN 1 THEN class := 'UUID, case flipped';
				t := pg_temp.flipcase(s);
			WHEN 2 THEN class := 'UUID, one digit changed';
				d := pg_temp.ftext('0123456789abcdef', 1);
				IF d = substr(s, p, 1) THEN
					d := CASE d WHEN 'f' THEN '0' ELSE to_hex(('x0' || d)::bit(8)::int + 1) END;
				END IF;
				t := overlay(s PLACING d FROM p FOR 1);
			WHEN 3 THEN class := 'UUID, one char replaced';
				t := overlay(s PLACING pg_temp.hostile_char(hex || '-') FROM 1 + pg_temp.rnd(36) FOR 1);
			WHEN 4 THEN class := 'UUID, one char inserted or deleted';
				t := CASE WHEN random() < 0.5
					THEN overlay(s PLACING pg_temp.hostile_char(hex || '-') FROM 1 + pg_temp.rnd(37) FOR 0)
					ELSE overlay(s PLACING '' FROM 1 + pg_temp.rnd(36) FOR 1) END;
			WHEN 5 THEN class := 'UUID, 13th and 17th digits varied, checksum right';
				t := overlay(overlay(s PLACING pg_temp.ftext(hex, 1) FROM 15 FOR 1) PLACING pg_temp.ftext(hex, 1) FROM 20 FOR 1);
				t := left(t, 34) || lpad(to_hex(pg_temp.crc8(decode(left(replace(t, '-', ''), 30), 'hex'))), 2, '0');
			WHEN 6 THEN class := 'UUID, dashes moved, dropped or doubled';
				t := CASE pg_temp.rnd(10)
					WHEN 0 THEN replace(s, '-', '')
					WHEN 1 THEN '{' || s || '}'
					WHEN 2 THEN 'urn:uuid:' || s
					WHEN 3 THEN rtrim(regexp_replace(replace(s, '-', ''), '(....)', '\1-', 'g'), '-')
					WHEN 4 THEN replace(s, '-', '--')
					WHEN 5 THEN replace(s, '-', (ARRAY[' ', '_', ':', '.', E'\u2010', E'\u2212', E'\uff0d'])[1 + pg_temp.rnd(7)])
					WHEN 6 THEN left(s, 7) || '-' || substr(s, 8, 1) || substr(s, 10)
					WHEN 7 THEN left(s, 8) || substr(s, 10, 1) || '-' || substr(s, 11)
					WHEN 8 THEN left(s, 23) || substr(s, 25, 1) || '-' || substr(s, 26)
					ELSE replace(s, '-', '') || repeat('-', 4) END;
			WHEN 7 THEN class := 'UUID, padded with space';
				d := spaces[1 + pg_temp.rnd(cardinality(spaces))];
				t := CASE pg_temp.rnd(3) WHEN 0 THEN d || s WHEN 1 THEN s || d ELSE d || left(s, 34) || d END;
			WHEN 8 THEN class := 'UUID, truncated or extended';
				t := CASE pg_temp.rnd(3) WHEN 0 THEN left(s, pg_temp.rnd(36))
				                         WHEN 1 THEN s || pg_temp.ftext(hex || '-', 1 + pg_temp.rnd(4))
				                         ELSE s || s END;
			WHEN 9 THEN class := 'hex digits and dashes, 36 chars';
				h := pg_temp.ftext(hex, 32);
				t := CASE WHEN random() < 0.5 THEN pg_temp.ftext(hex || '----', 36)
				          ELSE left(h, 8) || '-' || substr(h, 9, 4) || '-' || substr(h, 13, 4) || '-' ||
				               substr(h, 17, 4) || '-' || substr(h, 21) END;
			WHEN 10 THEN class := 'ASCII 1-127, 0-40 chars';
				t := pg_temp.atext(CASE WHEN random() < 0.5 THEN 36 ELSE pg_temp.rnd(41) END);
			WHEN 11 THEN class := 'Unicode, 36 bytes or 36 chars';
				t := CASE pg_temp.rnd(5)
					WHEN 0 THEN pg_temp.utext(36)
					WHEN 1 THEN overlay(s PLACING E'\u00e9' FROM 35 FOR 2)
					WHEN 2 THEN overlay(s PLACING E'\u20ac' FROM 1 FOR 3)
					WHEN 3 THEN overlay(s PLACING E'\U0001d7ce' FROM 25 FOR 4)
					ELSE overlay(s PLACING (ARRAY[E'\uff10', E'\uff21', E'\uff46', E'\u0660', E'\u00e9'])[1 + pg_temp.rnd(5)]
					               FROM p FOR 1) END;
			ELSE class := 'nasty strings';
				t := nasty[1 + pg_temp.rnd(cardinality(nasty))];
		END CASE;
		RETURN NEXT;
	END LOOP;

	class := 'huge, 1 MB';
	FOR i IN 1 .. 6 LOOP
		n := total + i;
		t := CASE i
			WHEN 1 THEN repeat(s, 29127)
			WHEN 2 THEN repeat('0', 1048576)
			WHEN 3 THEN s || repeat(' ', 1048540)
			WHEN 4 THEN repeat('-', 1048576)
			WHEN 5 THEN repeat(pg_temp.utext(64), 4096)
			ELSE left(s, 35) || repeat('0', 1048541) END;
		RETURN NEXT;
	END LOOP;
END
$$;

CREATE TEMP TABLE v9_text AS
SELECT n, class, t,
       t ~ ('^[0123456789abcdefABCDEF]{8}-[0123456789abcdefABCDEF]{4}-[0123456789abcdefABCDEF]{4}-'
            '[0123456789abcdefABCDEF]{4}-[0123456789abcdefABCDEF]{12}$') AS wellformed
  FROM pg_temp.v9_texts(13000 / :loops);
CREATE TEMP TABLE v9_valid AS
SELECT n, class, wellformed,
       CASE WHEN wellformed
            THEN pg_temp.crc8(decode(left(replace(t, '-', ''), 30), 'hex')) = get_byte(decode(right(t, 2), 'hex'), 0)
            ELSE false END AS crc_right,
       CASE WHEN wellformed
            THEN pg_temp.crc8(decode(left(replace(t, '-', ''), 30), 'hex')) = get_byte(decode(right(t, 2), 'hex'), 0)
                 AND right(t, 2) !~ '[A-F]'
            ELSE false END AS checksum_right,
       CASE WHEN wellformed
            THEN substr(t, 15, 1) = '9' OR (substr(t, 15, 1) IN ('1', '4') AND substr(t, 20, 1) IN ('8', '9', 'a', 'b', 'A', 'B'))
            ELSE false END AS version_right,
       CASE WHEN wellformed THEN uuid_v9_checksum(t::uuid) END AS uuid_checksum,
       CASE WHEN wellformed THEN t::uuid::text = lower(t) END AS parses,
       uuid_v9_is_valid(t) AS is_plain,
       uuid_v9_is_valid(t, checksum => true) AS is_checksum,
       uuid_v9_is_valid(t, version => true) AS is_version,
       uuid_v9_is_valid(t, true, true) AS is_both
  FROM v9_text;

-- Every call returned true or false, as the oracle says; the checksum of
-- the uuid type agrees with the oracle's CRC; each outcome occurs.
SELECT count(*) = max(n) AND max(n) >= 10000 / :loops AS all_inputs, count(DISTINCT class) AS classes,
       count(*) FILTER (WHERE is_plain IS NULL OR is_checksum IS NULL OR is_version IS NULL OR is_both IS NULL) AS not_boolean,
       count(*) FILTER (WHERE is_plain <> wellformed) AS wrong_plain,
       count(*) FILTER (WHERE is_checksum <> (wellformed AND checksum_right)) AS wrong_checksum,
       count(*) FILTER (WHERE is_version <> (wellformed AND version_right)) AS wrong_version,
       count(*) FILTER (WHERE is_both <> (wellformed AND checksum_right AND version_right)) AS wrong_both,
       count(*) FILTER (WHERE uuid_checksum <> crc_right OR NOT parses) AS wrong_uuid_checksum
  FROM v9_valid;
SELECT bool_or(NOT wellformed) AS malformed, bool_or(wellformed AND NOT checksum_right AND NOT version_right) AS neither,
       bool_or(checksum_right AND NOT version_right) AS checksum_only, bool_or(version_right AND NOT checksum_right) AS version_only,
       bool_or(checksum_right AND version_right) AS both_right
  FROM v9_valid;
SELECT class,
       count(*) FILTER (WHERE is_plain IS DISTINCT FROM wellformed
                           OR is_checksum IS DISTINCT FROM (wellformed AND checksum_right)
                           OR is_version IS DISTINCT FROM (wellformed AND version_right)
                           OR is_both IS DISTINCT FROM (wellformed AND checksum_right AND version_right)) AS unexpected
  FROM v9_valid GROUP BY class ORDER BY class COLLATE "C";

--
-- uuid_generate_v9(prefix, ...) and uuid_generate_v9_at(prefix, ts, ...):
-- each prefix with every combination of the flags; 22023 with the prefix
-- quoted for one that is not 0 to 8 hex digits, 22008 for a time before
-- 1970 or infinite; otherwise the prefix lowercased in front, the time
-- digits after it, and the checksum, version and variant asked for.
--

-- v9_right(id, prefix, ms, checksum, version, legacy): whether id is the
-- UUIDv9 of these, ms its millisecond or NULL without time; the marks
-- taken out again to find the time digits.
CREATE FUNCTION pg_temp.v9_right(id uuid, prefix text, ms bigint, cs bool, ver bool, leg bool) RETURNS bool
LANGUAGE sql IMMUTABLE AS $$
SELECT starts_with(h, lower(prefix))
   AND (ms IS NULL OR substr(bare, length(prefix) + 1, length(to_hex(ms))) = to_hex(ms))
   AND (NOT cs OR uuid_v9_checksum(id))
   AND uuid_v9_is_valid(id::text, cs, ver OR leg)
   AND CASE WHEN leg THEN uuid_version(id) = CASE WHEN ms IS NULL THEN 4 ELSE 1 END
                          AND uuid_variant(id) = 'rfc9562' AND (ms IS NULL OR substr(h, 17, 1) = '8')
            WHEN ver THEN substr(h, 13, 1) = '9'
            ELSE true END
  FROM (SELECT replace(id::text, '-', '') AS h) AS a,
       LATERAL (SELECT CASE WHEN leg THEN left(h, 12) || substr(h, 14, 3) || substr(h, 18)
                            WHEN ver THEN left(h, 12) || substr(h, 14)
                            ELSE h END AS bare) AS b
$$;

-- prefix_hint(prefix, hint): the hint the error for a bad prefix should
-- give: to shorten a prefix of more than 8 characters (or to use hex digits,
-- if it is not hex either: both are right, the given one is accepted), else
-- to use hex digits, however many bytes its characters take.
CREATE FUNCTION pg_temp.prefix_hint(prefix text, given text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
SELECT CASE WHEN char_length(prefix) <= 8 THEN 'Use digits 0-9 and letters a-f only.'
            WHEN prefix ~ '^[0123456789abcdefABCDEF]*$' THEN 'Shorten the prefix to 8 digits or fewer.'
            WHEN given IN ('Use digits 0-9 and letters a-f only.', 'Shorten the prefix to 8 digits or fewer.') THEN given
            ELSE 'Shorten the prefix to 8 digits or fewer.' END
$$;

CREATE TEMP TABLE flags AS
SELECT ts, cs, ver, leg
  FROM (VALUES (false), (true)) AS a(ts), (VALUES (false), (true)) AS b(cs),
       (VALUES (false), (true)) AS c(ver), (VALUES (false), (true)) AS d(leg);

CREATE TEMP TABLE prefixes AS
SELECT n, class, t,
       octet_length(t) <= 8 AND t ~ '^[0123456789abcdefABCDEF]*$' AS valid,
       CASE WHEN random() < 0.75
            THEN (ARRAY['1970-01-01 00:00:00+00', '1970-01-01 00:00:00.000999+00', '1970-01-01 00:00:00.001+00',
                        '1969-12-31 23:59:59.999999+00', '2004-11-03 19:53:47.775999+00', '2004-11-03 19:53:47.776+00',
                        '294276-12-31 23:59:59.999999+00', '4714-11-24 00:00:00+00 BC', 'infinity', '-infinity'
                       ]::timestamptz[])[1 + pg_temp.rnd(10)]
            WHEN random() < 0.5 THEN '1970-01-01+00'::timestamptz + random() * interval '292000 years'
            WHEN random() < 0.5 THEN '1970-01-01+00'::timestamptz - random() * interval '6000 years'
            ELSE '2000-01-01+00'::timestamptz + random() * interval '100 years' END AS at
  FROM pg_temp.hostile(ARRAY['', '0', 'a', 'F', '0f', 'A1b2', 'deadbeef', 'DEADBEEF', 'a1b2c3d4', 'ffffffff',
                             '00000000', '123456789', 'g', 'x1', '0x12', 'a1-b2'],
                       '0123456789abcdefABCDEF', 12000 / :loops);

CREATE TEMP TABLE v9_gen AS
SELECT p.n, p.class, f.*, r.code,
       CASE WHEN p.valid THEN 'ok' ELSE '22023' END AS expected,
       CASE WHEN r.code = '22023'
            THEN (r.message, r.detail, r.hint) IS NOT DISTINCT FROM
                 (format('invalid UUIDv9 prefix "%s"', pg_temp.shown(p.t)), 'A prefix has at most 8 hexadecimal digits.',
                  pg_temp.prefix_hint(p.t, r.hint)) END AS message_right,
       CASE WHEN r.code = 'ok'
            THEN pg_temp.v9_right(r.id, p.t, CASE WHEN f.ts THEN 1700000000000 END, f.cs, f.ver, f.leg) END AS value_right
  FROM prefixes AS p, flags AS f, LATERAL pg_temp.try_v9(p.t, f.ts, f.cs, f.ver, f.leg) AS r;

SELECT count(DISTINCT n) = max(n) AND max(n) >= 10000 / :loops AS all_prefixes, count(DISTINCT (ts, cs, ver, leg)) AS flag_combinations,
       count(*) = 16 * count(DISTINCT n) AS all_calls,
       count(*) FILTER (WHERE code <> expected) AS wrong_sqlstate,
       count(*) FILTER (WHERE NOT message_right) AS wrong_message,
       count(*) FILTER (WHERE NOT value_right) AS wrong_value,
       string_agg(DISTINCT code, ', ' ORDER BY code) AS outcomes
  FROM v9_gen;
SELECT class,
       count(*) FILTER (WHERE code <> expected OR NOT message_right OR NOT value_right) AS unexpected
  FROM v9_gen GROUP BY class ORDER BY class COLLATE "C";

CREATE TEMP TABLE v9_at AS
SELECT p.n, p.class, f.cs, f.ver, f.leg, r.code,
       CASE WHEN NOT p.valid AND (NOT isfinite(p.at) OR p.at < '1970-01-01+00') THEN '22023 or 22008'
            WHEN NOT p.valid THEN '22023'
            WHEN NOT isfinite(p.at) OR p.at < '1970-01-01+00' THEN '22008'
            ELSE 'ok' END AS expected,
       CASE r.code
            WHEN '22023' THEN (r.message, r.detail, r.hint) IS NOT DISTINCT FROM
                 (format('invalid UUIDv9 prefix "%s"', pg_temp.shown(p.t)), 'A prefix has at most 8 hexadecimal digits.',
                  pg_temp.prefix_hint(p.t, r.hint))
            WHEN '22008' THEN (r.message, r.detail, r.hint) IS NOT DISTINCT FROM
                 (format('timestamp "%s" is out of range for UUIDv9', p.at),
                  'UUIDv9 holds finite times from 1970-01-01 00:00:00 UTC on.', '') END AS message_right,
       CASE WHEN r.code = 'ok'
            THEN pg_temp.v9_right(r.id, p.t, (p.at::date - date '1970-01-01') * 86400000::bigint
                                                 + floor(extract(epoch FROM p.at::time) * 1000)::bigint,
                              f.cs, f.ver, f.leg) END AS value_right
  FROM prefixes AS p, (SELECT DISTINCT cs, ver, leg FROM flags) AS f,
       LATERAL pg_temp.try_v9_at(p.t, p.at, f.cs, f.ver, f.leg) AS r;

SELECT count(DISTINCT n) = max(n) AND max(n) >= 10000 / :loops AS all_prefixes, count(DISTINCT (cs, ver, leg)) AS flag_combinations,
       count(*) = 8 * count(DISTINCT n) AS all_calls,
       count(*) FILTER (WHERE code <> ALL (string_to_array(expected, ' or '))) AS wrong_sqlstate,
       count(*) FILTER (WHERE NOT message_right) AS wrong_message,
       count(*) FILTER (WHERE NOT value_right) AS wrong_value,
       string_agg(DISTINCT code, ', ' ORDER BY code) AS outcomes
  FROM v9_at;

-- The hint for a bad prefix: a prefix of at most 8 characters is told to
-- use hex digits, however many bytes its characters take.
SELECT p AS prefix, octet_length(p) AS bytes, (regress.error_of(format('SELECT uuid_generate_v9(%L)', p))).hint
  FROM unnest(ARRAY['xyz', 'a1b2c3d4e', 'a1b2c3d' || E'\u00e9', E'\u20ac\u20ac\u20ac',
                    E'\U0001d7ce\U0001d7ce\U0001d7ce']) AS p;  -- "Shorten" for a1b2c3d4e only

--
-- uuid_generate_v2(domain, local_id): the domain is person, group or org
-- (in any case) or a decimal number from 0 to 255, else 22023 with the
-- domain quoted; 22003 for a local id outside 0 .. 4294967295 (either
-- SQLSTATE when both are bad); the value reads both back.
--
-- v2_domain(t): what uuid_v2_domain() reads back for the domain t, NULL for
-- a bad one.
CREATE FUNCTION pg_temp.v2_domain(t text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
SELECT CASE WHEN pg_temp.ascii_lower(t) IN ('person', 'group', 'org') THEN pg_temp.ascii_lower(t)
            WHEN v IS NULL OR v > 255 THEN NULL
            WHEN v < 3 THEN (ARRAY['person', 'group', 'org'])[v + 1]
            ELSE v::text END
  FROM (SELECT CASE WHEN t ~ '^[0123456789]+$' AND length(ltrim(t, '0')) <= 3
                    THEN coalesce(nullif(ltrim(t, '0'), ''), '0')::int END AS v) AS s
$$;

CREATE TEMP TABLE domains AS
SELECT n, class, t,
       CASE WHEN random() < 0.9 THEN floor(random() * 4294967296)::bigint
            ELSE (ARRAY[0, 4294967295, -1, 4294967296, -4294967296, -9223372036854775808,
                        9223372036854775807])[1 + pg_temp.rnd(7)] END AS local_id
  FROM pg_temp.hostile(ARRAY['person', 'group', 'org', '0', '1', '2', '3', '42', '127', '255', '256', '007',
                             '0255', '1000', '99999999999999999999', 'people', 'grou', 'organization', '-1'],
                       '01234567890123456789persongupPERSONGUP', 12000 / :loops);
CREATE TEMP TABLE v2 AS
SELECT d.n, d.class, r.code,
       CASE WHEN pg_temp.v2_domain(d.t) IS NULL AND d.local_id NOT BETWEEN 0 AND 4294967295 THEN '22023 or 22003'
            WHEN pg_temp.v2_domain(d.t) IS NULL THEN '22023'
            WHEN d.local_id NOT BETWEEN 0 AND 4294967295 THEN '22003'
            ELSE 'ok' END AS expected,
       CASE r.code
            WHEN '22023' THEN (r.message, r.detail, r.hint) IS NOT DISTINCT FROM
                 (format('invalid DCE security domain "%s"', pg_temp.shown(d.t)), '', 'Use person, group, org or a number from 0 to 255.')
            WHEN '22003' THEN (r.message, r.detail, r.hint) IS NOT DISTINCT FROM
                 (format('local id %s is out of range for UUID version 2', d.local_id), '', 'Use a local id from 0 to 4294967295.')
            END AS message_right,
       CASE WHEN r.code = 'ok'
            THEN uuid_version(r.id) = 2 AND uuid_variant(r.id) = 'rfc9562'
                 AND uuid_v2_domain(r.id) = pg_temp.v2_domain(d.t) AND uuid_v2_local_id(r.id) = d.local_id END AS value_right
  FROM domains AS d, LATERAL pg_temp.try_v2(d.t, d.local_id) AS r;

SELECT count(*) = max(n) AND max(n) >= 10000 / :loops AS all_inputs, count(DISTINCT class) AS classes,
       count(*) FILTER (WHERE code <> ALL (string_to_array(expected, ' or '))) AS wrong_sqlstate,
       count(*) FILTER (WHERE NOT message_right) AS wrong_message,
       count(*) FILTER (WHERE NOT value_right) AS wrong_value,
       string_agg(DISTINCT code, ', ' ORDER BY code) AS outcomes
  FROM v2;
SELECT class,
       count(*) FILTER (WHERE code <> ALL (string_to_array(expected, ' or '))
                           OR NOT message_right OR NOT value_right) AS unexpected
  FROM v2 GROUP BY class ORDER BY class COLLATE "C";

--
-- uuid_generate_v8(data bytea): exactly 16 bytes, kept but for the version
-- and variant bits; 22023 naming the length for any other.
--
CREATE FUNCTION pg_temp.v8_data(total int)
RETURNS TABLE (n int, class text, b bytea)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	FOR i IN 1 .. total LOOP
		n := i;
		CASE i % 8
			WHEN 0 THEN class := 'empty or 1 byte';
				b := pg_temp.rbytes(pg_temp.rnd(2));
			WHEN 1 THEN class := '2-15 bytes';
				b := pg_temp.rbytes(2 + pg_temp.rnd(14));
			WHEN 2 THEN class := '16 random bytes';
				b := pg_temp.rbytes(16);
			WHEN 3 THEN class := '16 equal bytes';
				b := decode(repeat(lpad(to_hex(pg_temp.rnd(256)), 2, '0'), 16), 'hex');
			WHEN 4 THEN class := '15 or 17 bytes';
				b := pg_temp.rbytes(15 + 2 * pg_temp.rnd(2));
			WHEN 5 THEN class := '18-64 bytes';
				b := pg_temp.rbytes(18 + pg_temp.rnd(47));
			WHEN 6 THEN class := 'a UUID as bytes, text or hex';
				b := CASE pg_temp.rnd(4)
					WHEN 0 THEN uuid_send(md5(random()::text)::uuid)
					WHEN 1 THEN convert_to(md5(random()::text)::uuid::text, 'UTF8')
					WHEN 2 THEN convert_to(md5(random()::text), 'UTF8')
					ELSE convert_to('{' || md5(random()::text)::uuid::text || '}', 'UTF8') END;
			ELSE class := 'Unicode text as bytes';
				b := convert_to(pg_temp.utext(pg_temp.rnd(17)), 'UTF8');
		END CASE;
		RETURN NEXT;
	END LOOP;

	class := 'huge, 64 kB to 1 MB';
	FOR i IN 1 .. 4 LOOP
		n := total + i;
		b := CASE i
			WHEN 1 THEN decode(repeat('00', 65536), 'hex')
			WHEN 2 THEN decode(repeat('00', 1048576), 'hex')
			WHEN 3 THEN decode(repeat('ff', 1048560), 'hex') || pg_temp.rbytes(16)
			ELSE decode(repeat(encode(pg_temp.rbytes(16), 'hex'), 65536), 'hex') END;
		RETURN NEXT;
	END LOOP;
END
$$;

CREATE TEMP TABLE v8 AS
SELECT d.n, d.class, octet_length(d.b) AS bytes, r.code,
       CASE WHEN octet_length(d.b) = 16 THEN 'ok' ELSE '22023' END AS expected,
       CASE WHEN r.code = '22023'
            THEN (r.message, r.detail, r.hint) IS NOT DISTINCT FROM
                 (format('invalid data length %s for UUID version 8', octet_length(d.b)), '',
                  'UUID version 8 takes exactly 16 bytes of data.') END AS message_right,
       CASE WHEN r.code = 'ok' THEN r.id = pg_temp.with_version(d.b, 8) END AS value_right
  FROM pg_temp.v8_data(10000 / :loops) AS d, LATERAL pg_temp.try_v8(d.b) AS r;

SELECT count(*) = max(n) AND max(n) >= 10000 / :loops AS all_inputs, count(DISTINCT class) AS classes, min(bytes) AS min_bytes, max(bytes) AS max_bytes,
       count(*) FILTER (WHERE code <> expected) AS wrong_sqlstate,
       count(*) FILTER (WHERE NOT message_right) AS wrong_message,
       count(*) FILTER (WHERE NOT value_right) AS wrong_value,
       string_agg(DISTINCT code, ', ' ORDER BY code) AS outcomes
  FROM v8;
SELECT class,
       count(*) FILTER (WHERE code <> expected OR NOT message_right OR NOT value_right) AS unexpected
  FROM v8 GROUP BY class ORDER BY class COLLATE "C";

--
-- uuid_v7_mask(id, key) and uuid_v7_unmask(id, key): the key is exactly 16
-- bytes, else 22023 naming its length (before the id is looked at); the id
-- of uuid_v7_mask is version 7, of uuid_v7_unmask version 4 (RFC 9562
-- variant both), else 22023 naming the version.  A mask is version 4, keeps
-- every bit but the version and the first 48, and unmasks to the id.  The
-- keys are the inputs of uuid_generate_v8(data) above, the ids versions 7
-- and 4 and any 16 bytes.
--
CREATE FUNCTION pg_temp.try_mask(id uuid, key bytea, unmask bool,
	OUT code text, OUT message text, OUT detail text, OUT hint text, OUT result uuid)
LANGUAGE sql AS $$
SELECT code, message, detail, hint, value::uuid
  FROM regress.value_of(format('SELECT uuid_v7_%s(%L::uuid, %L::bytea)',
                               CASE WHEN unmask THEN 'unmask' ELSE 'mask' END, id, key))
$$;

-- mask_error(id, key, unmask): the documented error (message, detail) of
-- a call, or NULL for none.
CREATE FUNCTION pg_temp.mask_error(id uuid, key bytea, unmask bool, OUT message text, OUT detail text)
LANGUAGE sql IMMUTABLE AS $$
SELECT CASE WHEN octet_length(key) <> 16 THEN format('invalid mask key length %s', octet_length(key))
            WHEN get_byte(uuid_send(id), 8) & 192 <> 128
            THEN format('cannot %s a UUID that is not of the RFC 9562 variant', verb)
            WHEN get_byte(uuid_send(id), 6) >> 4 <> from_version
            THEN format('cannot %s a UUID of version %s', verb, get_byte(uuid_send(id), 6) >> 4) END,
       CASE WHEN octet_length(key) <> 16 THEN 'A mask key is 16 bytes.'
            WHEN get_byte(uuid_send(id), 8) & 192 <> 128 OR get_byte(uuid_send(id), 6) >> 4 <> from_version
            THEN format('Only UUID version %s can be %sed.', from_version, verb) END
  FROM (SELECT CASE WHEN unmask THEN 'unmask' ELSE 'mask' END AS verb,
               CASE WHEN unmask THEN 4 ELSE 7 END AS from_version) AS s
$$;

CREATE TEMP TABLE masks AS
SELECT d.n, d.class, octet_length(d.b) AS bytes, u.unmask, r.code, e.message IS NULL AS valid,
       CASE WHEN r.code = '22023' THEN (r.message, r.detail, r.hint) IS NOT DISTINCT FROM (e.message, e.detail, '') END AS message_right,
       CASE WHEN r.code = 'ok'
            THEN uuid_version(r.result) = CASE WHEN u.unmask THEN 7 ELSE 4 END
                 AND uuid_variant(r.result) = 'rfc9562'
                 AND substr(r.result::text, 16) = substr(u.id::text, 16)
                 AND CASE WHEN u.unmask THEN uuid_v7_mask(r.result, d.b) ELSE uuid_v7_unmask(r.result, d.b) END = u.id END AS value_right
  FROM pg_temp.v8_data(10000 / :loops) AS d,
       LATERAL (SELECT CASE pg_temp.rnd(4) WHEN 0 THEN uuid_generate_v7() WHEN 1 THEN uuid_generate_v4()
                                           WHEN 2 THEN md5(random()::text)::uuid
                                           ELSE uuid_v7_mask(uuid_generate_v7(), '\x000102030405060708090a0b0c0d0e0f') END AS id,
                       random() < 0.5 AS unmask
                 WHERE d.n > 0) AS u,
       LATERAL pg_temp.try_mask(u.id, d.b, u.unmask) AS r,
       LATERAL pg_temp.mask_error(u.id, d.b, u.unmask) AS e;

SELECT count(*) = max(n) AND max(n) >= 10000 / :loops AS all_inputs, count(DISTINCT class) AS classes, min(bytes) AS min_bytes, max(bytes) AS max_bytes,
       count(*) FILTER (WHERE code <> CASE WHEN valid THEN 'ok' ELSE '22023' END) AS wrong_sqlstate,
       count(*) FILTER (WHERE NOT message_right) AS wrong_message,
       count(*) FILTER (WHERE NOT value_right) AS wrong_value,
       count(*) FILTER (WHERE valid AND unmask) > 0 AND count(*) FILTER (WHERE valid AND NOT unmask) > 0 AS both_ways,
       string_agg(DISTINCT code, ', ' ORDER BY code) AS outcomes
  FROM masks;
SELECT class,
       count(*) FILTER (WHERE code <> CASE WHEN valid THEN 'ok' ELSE '22023' END OR NOT message_right OR NOT value_right) AS unexpected
  FROM masks GROUP BY class ORDER BY class COLLATE "C";

--
-- uuid9562.mask_key, retired in 1.4: every value but the empty one is
-- refused with 55000, a key (32 hex digits) as any other, with the one
-- fixed message, detail and hint (so none contains the value), and no value
-- is ever set (SHOW stays empty).
--
CREATE FUNCTION pg_temp.try_mask_key(value text,
	OUT code text, OUT message text, OUT detail text, OUT hint text, OUT agrees bool)
LANGUAGE sql AS $$
SELECT code, message, detail, hint, current_setting('uuid9562.mask_key') = ''
  FROM regress.value_of(format('SELECT set_config(%L, %L, true)', 'uuid9562.mask_key', value))
$$;

CREATE TEMP TABLE mask_keys AS
SELECT h.n, h.class, octet_length(h.t) AS bytes, r.code,
       CASE WHEN h.t = '' THEN 'ok' ELSE '55000' END AS expected,
       CASE WHEN r.code = '55000'
            THEN (r.message, r.detail, r.hint) IS NOT DISTINCT FROM
                 ('parameter "uuid9562.mask_key" no longer gives a mask key',
                  'Since uuid9562 1.4 the key is read only from the file named by "uuid9562.mask_key_file".',
                  'Write the key into a file named by "uuid9562.mask_key_file" and remove "uuid9562.mask_key" from the server''s configuration, as docs/masking.md says ("The 1.1 setting").')
            ELSE r.code = 'ok' END AS message_right,
       r.agrees
  FROM pg_temp.hostile(ARRAY['000102030405060708090a0b0c0d0e0f', '8F3C2A6B5D4E7F1029384756ABCDEF01',
                             'ffffffffffffffffffffffffffffffff', 'DeadBeefDeadBeefDeadBeefDeadBeef', ''],
                       '0123456789abcdefABCDEF', 12000 / :loops) AS h,
       LATERAL pg_temp.try_mask_key(h.t) AS r;
SELECT count(*) = max(n) AND max(n) >= 10000 / :loops AS all_inputs, count(DISTINCT class) AS classes, min(bytes) AS min_bytes, max(bytes) AS max_bytes,
       count(*) FILTER (WHERE code <> expected) AS wrong_sqlstate,
       count(*) FILTER (WHERE NOT message_right) AS wrong_message,
       count(*) FILTER (WHERE NOT agrees) AS key_set,
       string_agg(DISTINCT code, ', ' ORDER BY code) AS outcomes
  FROM mask_keys;
SELECT class,
       count(*) FILTER (WHERE code <> expected OR NOT message_right OR NOT agrees) AS unexpected
  FROM mask_keys GROUP BY class ORDER BY class COLLATE "C";

--
-- uuid_generate_v8_name(namespace, name, algorithm, hashspace): the
-- algorithm is sha224, sha256, sha384 or sha512 in any case, else 22023
-- with the name quoted; the value is the SHA-2 of hashspace (if any),
-- namespace and name, as core's sha224() .. sha512() compute it.
--

-- sha2_name(algorithm, hashspace, namespace, name): the oracle.
CREATE FUNCTION pg_temp.sha2_name(algorithm text, hashspace uuid, namespace uuid, name bytea) RETURNS uuid
LANGUAGE sql IMMUTABLE AS $$
SELECT pg_temp.with_version(CASE pg_temp.ascii_lower(algorithm)
                              WHEN 'sha224' THEN sha224(m) WHEN 'sha256' THEN sha256(m)
                              WHEN 'sha384' THEN sha384(m) WHEN 'sha512' THEN sha512(m) END, 8)
  FROM (SELECT coalesce(uuid_send(hashspace), '') || uuid_send(namespace) || name AS m) AS s
$$;

-- ns(): one of the namespaces, the nil or max UUID, or any UUID.
CREATE FUNCTION pg_temp.ns() RETURNS uuid
LANGUAGE sql VOLATILE AS $$
SELECT (ARRAY[uuid_ns_dns(), uuid_ns_url(), uuid_ns_oid(), uuid_ns_x500(), uuid_nil(), uuid_max(),
              md5(random()::text)::uuid, md5(random()::text)::uuid])[1 + floor(random() * 8)::int]
$$;

CREATE TEMP TABLE v8_name AS
SELECT a.n, a.class, r.code,
       CASE WHEN pg_temp.ascii_lower(a.t) IN ('sha224', 'sha256', 'sha384', 'sha512') THEN 'ok' ELSE '22023' END AS expected,
       CASE WHEN r.code = '22023'
            THEN (r.message, r.detail, r.hint) IS NOT DISTINCT FROM
                 (format('unrecognized hash algorithm "%s" for UUID version 8', pg_temp.shown(a.t)), '',
                  'Use sha224, sha256, sha384 or sha512.') END AS message_right,
       CASE WHEN r.code = 'ok'
            THEN r.id = pg_temp.sha2_name(a.t, a.hs, a.ns, convert_to(a.name, 'UTF8')) END AS value_right
  FROM (SELECT h.*, pg_temp.ns() AS ns, pg_temp.utext(pg_temp.rnd(20)) AS name,
               CASE WHEN random() < 0.5 THEN pg_temp.ns() END AS hs
          FROM pg_temp.hostile(ARRAY['sha224', 'sha256', 'sha384', 'sha512', 'SHA224', 'Sha384', 'sHA512', 'md5', 'sha1',
                                     'sha3-256', 'sha-256', 'sha_256', 'sha2', 'sha', 'sha2560', 'shake256', 'blake2b',
                                     'sha512/256'],
                               'sha0123456789SHA-_/', 12000 / :loops) AS h) AS a,
       LATERAL pg_temp.try_v8_name(a.ns, a.name, a.t, a.hs) AS r;

SELECT count(*) = max(n) AND max(n) >= 10000 / :loops AS all_inputs, count(DISTINCT class) AS classes,
       count(*) FILTER (WHERE code <> expected) AS wrong_sqlstate,
       count(*) FILTER (WHERE NOT message_right) AS wrong_message,
       count(*) FILTER (WHERE NOT value_right) AS wrong_value,
       string_agg(DISTINCT code, ', ' ORDER BY code) AS outcomes
  FROM v8_name;
SELECT class,
       count(*) FILTER (WHERE code <> expected OR NOT message_right OR NOT value_right) AS unexpected
  FROM v8_name GROUP BY class ORDER BY class COLLATE "C";

--
-- Names of versions 3, 5 and 8, from 0 bytes to 1 MB: text of any code
-- point but NUL, and bytes of any value.  Never an error; version 3 and 8
-- are the md5() and SHA-2 of core over namespace and name, version 5 has
-- its version and variant bits; each is the same for the same input twice,
-- and a text name gives what its bytes give.
--
CREATE FUNCTION pg_temp.text_names(total int)
RETURNS TABLE (n int, class text, t text)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	controls text := (SELECT string_agg(chr(c), '') FROM generate_series(1, 32) AS c) || chr(127) ||
	                 E'\u00a0\u200b\u200e\u202e\u2028\ufeff\ufffd\ufffe\uffff\U0010ffff';
BEGIN
	FOR i IN 1 .. total LOOP
		n := i;
		CASE i % 8
			WHEN 0 THEN class := 'empty or 1 char';
				t := pg_temp.utext(pg_temp.rnd(2));
			WHEN 1 THEN class := 'ASCII 1-127, 1-64 chars';
				t := pg_temp.atext(1 + pg_temp.rnd(64));
			WHEN 2 THEN class := 'Unicode, 1-64 chars';
				t := pg_temp.utext(1 + pg_temp.rnd(64));
			WHEN 3 THEN class := 'hash block edges, 55-257 bytes';
				t := pg_temp.atext((ARRAY[55, 56, 57, 63, 64, 65, 111, 112, 113, 119, 120, 127, 128, 129,
				                          191, 192, 255, 256, 257])[1 + pg_temp.rnd(19)]);
			WHEN 4 THEN class := 'Unicode, 65-1000 chars';
				t := pg_temp.utext(65 + pg_temp.rnd(936));
			WHEN 5 THEN class := 'control and invisible chars, 1-64';
				t := pg_temp.ftext(controls, 1 + pg_temp.rnd(64));
			WHEN 6 THEN class := 'one char repeated, 1-5000 times';
				t := repeat(pg_temp.utext(1), 1 + pg_temp.rnd(5000));
			ELSE class := 'medium, 1 kB to 64 kB';
				t := repeat(pg_temp.utext(16), 16 + pg_temp.rnd(1009));
		END CASE;
		RETURN NEXT;
	END LOOP;

	class := 'empty and huge, up to 1 MB';
	FOR i IN 1 .. 6 LOOP
		n := total + i;
		t := CASE i
			WHEN 1 THEN ''
			WHEN 2 THEN repeat('a', 1048576)
			WHEN 3 THEN repeat(pg_temp.atext(64), 16384)
			WHEN 4 THEN repeat(pg_temp.utext(64), 4096)
			WHEN 5 THEN repeat(E'\U0010ffff', 262144)
			ELSE repeat(E'\u00e9', 524287) || 'z' END;
		RETURN NEXT;
	END LOOP;
END
$$;

CREATE TEMP TABLE text_names AS
SELECT n, class, t, pg_temp.ns() AS ns,
       (ARRAY['sha224', 'sha256', 'sha384', 'sha512', 'SHA256', 'Sha512'])[1 + pg_temp.rnd(6)] AS alg,
       CASE WHEN random() < 0.5 THEN pg_temp.ns() END AS hs
  FROM pg_temp.text_names(10000 / :loops);
CREATE TEMP TABLE text_checked AS
SELECT n, class, octet_length(t) AS bytes, ns, t,
       uuid_generate_v3(ns, t) IS DISTINCT FROM
           pg_temp.with_version(decode(md5(uuid_send(ns) || convert_to(t, 'UTF8')), 'hex'), 3) AS wrong_v3,
       uuid_generate_v5(ns, t) IS DISTINCT FROM uuid_generate_v5(ns, t)
           OR uuid_generate_v5(ns, t) IS DISTINCT FROM uuid_generate_v5(ns, convert_to(t, 'UTF8'))
           OR uuid_version(uuid_generate_v5(ns, t)) IS DISTINCT FROM 5
           OR uuid_variant(uuid_generate_v5(ns, t)) IS DISTINCT FROM 'rfc9562' AS wrong_v5,
       uuid_generate_v8_name(ns, t, alg, hs) IS DISTINCT FROM pg_temp.sha2_name(alg, hs, ns, convert_to(t, 'UTF8')) AS wrong_v8
  FROM text_names;
SELECT count(*) = max(n) AND max(n) >= 10000 / :loops AS all_names, count(DISTINCT class) AS classes, min(bytes) AS min_bytes, max(bytes) AS max_bytes,
       count(*) FILTER (WHERE wrong_v3) AS wrong_v3, count(*) FILTER (WHERE wrong_v5) AS wrong_v5,
       count(*) FILTER (WHERE wrong_v8) AS wrong_v8,
       count(DISTINCT (ns, t)) = count(DISTINCT uuid_generate_v5(ns, t)) AS v5_distinct
  FROM text_checked;
SELECT class, count(*) FILTER (WHERE wrong_v3 OR wrong_v5 OR wrong_v8) AS unexpected
  FROM text_checked GROUP BY class ORDER BY class COLLATE "C";

CREATE FUNCTION pg_temp.bytea_names(total int)
RETURNS TABLE (n int, class text, b bytea)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	broken text[] := ARRAY['80', 'bf', 'c0', 'c080', 'c1bf', 'e080', 'eda080', 'edbfbf', 'f4908080', 'f8888080',
	                       'fe', 'ff', 'fffe', 'efbbbf', '00', '0000'];
BEGIN
	FOR i IN 1 .. total LOOP
		n := i;
		CASE i % 8
			WHEN 0 THEN class := 'empty or 1 byte';
				b := pg_temp.rbytes(pg_temp.rnd(2));
			WHEN 1 THEN class := 'random, 1-64 bytes';
				b := pg_temp.rbytes(1 + pg_temp.rnd(64));
			WHEN 2 THEN class := 'mostly NUL, 1-64 bytes';
				b := decode(pg_temp.ftext('000000000000000000000000001f', 2 * (1 + pg_temp.rnd(64))), 'hex');
			WHEN 3 THEN class := 'hash block edges, 55-257 bytes';
				b := pg_temp.rbytes((ARRAY[55, 56, 57, 63, 64, 65, 111, 112, 113, 119, 120, 127, 128, 129,
				                           191, 192, 255, 256, 257])[1 + pg_temp.rnd(19)]);
			WHEN 4 THEN class := 'random, 65-1000 bytes';
				b := pg_temp.rbytes(65 + pg_temp.rnd(936));
			WHEN 5 THEN class := 'broken UTF-8 in text';
				b := convert_to(pg_temp.utext(pg_temp.rnd(8)), 'UTF8')
				     || decode(broken[1 + pg_temp.rnd(cardinality(broken))], 'hex')
				     || convert_to(pg_temp.utext(pg_temp.rnd(8)), 'UTF8');
			WHEN 6 THEN class := 'UTF-8 of Unicode text, 1-64 chars';
				b := convert_to(pg_temp.utext(1 + pg_temp.rnd(64)), 'UTF8');
			ELSE class := 'medium, 1 kB to 64 kB';
				b := decode(repeat(encode(pg_temp.rbytes(16), 'hex'), 64 + pg_temp.rnd(4033)), 'hex');
		END CASE;
		RETURN NEXT;
	END LOOP;

	class := 'empty and huge, up to 1 MB';
	FOR i IN 1 .. 5 LOOP
		n := total + i;
		b := CASE i
			WHEN 1 THEN ''::bytea
			WHEN 2 THEN decode(repeat('00', 1048576), 'hex')
			WHEN 3 THEN decode(repeat('ff', 1048576), 'hex')
			WHEN 4 THEN decode(repeat(encode(pg_temp.rbytes(64), 'hex'), 16384), 'hex')
			ELSE decode(repeat(encode(pg_temp.rbytes(64), 'hex'), 16383), 'hex') || pg_temp.rbytes(63) END;
		RETURN NEXT;
	END LOOP;
END
$$;

CREATE TEMP TABLE bytea_checked AS
SELECT n, class, octet_length(b) AS bytes, ns, b,
       uuid_generate_v3(ns, b) IS DISTINCT FROM pg_temp.with_version(decode(md5(uuid_send(ns) || b), 'hex'), 3) AS wrong_v3,
       uuid_generate_v5(ns, b) IS DISTINCT FROM uuid_generate_v5(ns, b)
           OR uuid_version(uuid_generate_v5(ns, b)) IS DISTINCT FROM 5
           OR uuid_variant(uuid_generate_v5(ns, b)) IS DISTINCT FROM 'rfc9562' AS wrong_v5
  FROM (SELECT n, class, b, pg_temp.ns() AS ns FROM pg_temp.bytea_names(10000 / :loops)) AS s;
SELECT count(*) = max(n) AND max(n) >= 10000 / :loops AS all_names, count(DISTINCT class) AS classes, min(bytes) AS min_bytes, max(bytes) AS max_bytes,
       count(*) FILTER (WHERE wrong_v3) AS wrong_v3, count(*) FILTER (WHERE wrong_v5) AS wrong_v5,
       count(DISTINCT (ns, b)) = count(DISTINCT uuid_generate_v5(ns, b)) AS v5_distinct
  FROM bytea_checked;
SELECT class, count(*) FILTER (WHERE wrong_v3 OR wrong_v5) AS unexpected
  FROM bytea_checked GROUP BY class ORDER BY class COLLATE "C";

--
-- Text forms: the TypeID read by typeid_to_uuid(typeid [, prefix]),
-- typeid_prefix() and typeid_is_valid(); the ULID of ulid_to_uuid() and
-- ulid_is_valid(); the text of base32hex_to_uuid(); and the prefix given to
-- uuid_to_typeid(), typeid_generate() and typeid_to_uuid(typeid, prefix).
-- The validators never raise an error and agree with the grammar; a reader
-- raises 22P02 quoting the text (shortened past 64 bytes) exactly where the
-- grammar rejects it, else returns the UUID whose text form it is; a bad
-- prefix argument raises 22023 with the rule in the hint, as does a TypeID
-- of another type.
--

-- Each call runs through regress.error_of(); where it raised no error, the
-- value is checked by calling the function again.

-- The TypeID grammar (specification 0.3.0) and the rule of its prefixes.
CREATE FUNCTION pg_temp.typeid_ok(t text) RETURNS bool
LANGUAGE sql IMMUTABLE AS $$ SELECT t ~ '^([a-z]([a-z_]{0,61}[a-z])?_)?[0-7][0123456789abcdefghjkmnpqrstvwxyz]{25}$' $$;
CREATE FUNCTION pg_temp.typeid_prefix_ok(p text) RETURNS bool
LANGUAGE sql IMMUTABLE AS $$ SELECT p ~ '^([a-z]([a-z_]{0,61}[a-z])?)?$' $$;

CREATE TEMP TABLE typeid_texts AS
SELECT n, class, t, pg_temp.typeid_ok(t) AS valid,
       CASE WHEN pg_temp.typeid_ok(t) THEN left(t, greatest(length(t) - 27, 0)) END AS prefix,
       (ARRAY['user', 'pre_fix', '', 'a'])[1 + pg_temp.rnd(4)] AS other
  FROM pg_temp.hostile(ARRAY['user_01h455vb4pex5vsknk084sn02q', '01h455vb4pex5vsknk084sn02q', 'pre_fix_00000000000000000000000000',
                             '7zzzzzzzzzzzzzzzzzzzzzzzzz', '8zzzzzzzzzzzzzzzzzzzzzzzzz', 'a_7zzzzzzzzzzzzzzzzzzzzzzzzz',
                             repeat('ab_', 20) || 'abc_7zzzzzzzzzzzzzzzzzzzzzzzzz', repeat('a', 64) || '_00000000000000000000000000',
                             '_00000000000000000000000000', 'a__00000000000000000000000000', 'A_00000000000000000000000000',
                             '01H455VB4PEX5VSKNK084SN02Q', 'user_01h455vb4pex5vsknk084sn02', '_'],
                       '0123456789abcdefghjkmnpqrstvwxyz_ilouAZ', 12000 / :loops);
CREATE TEMP TABLE typeid_read AS
SELECT x.n, x.class, x.valid, typeid_is_valid(x.t) AS is_valid, r.code, w.code AS with_code, p.code AS prefix_code,
       CASE WHEN x.valid THEN 'no error' ELSE '22P02' END AS expected,
       CASE WHEN NOT x.valid THEN '22P02' WHEN x.prefix = x.other THEN 'no error' ELSE '22023' END AS with_expected,
       CASE WHEN r.code = '22P02'
            THEN r.message = format('invalid TypeID "%s"', pg_temp.shown(x.t)) AND r.detail <> '' AND r.hint = ''
                 AND (w.message, p.message) = (r.message, r.message) END AS message_right,
       CASE WHEN w.code = '22023'
            THEN w.message = format('TypeID "%s" has prefix "%s", not "%s"', pg_temp.shown(x.t), x.prefix, x.other) END AS with_message_right,
       CASE WHEN r.code = 'no error'
            THEN uuid_to_typeid(x.prefix, typeid_to_uuid(x.t)) = x.t AND typeid_prefix(x.t) = x.prefix
                 AND (w.code <> 'no error' OR typeid_to_uuid(x.t, x.other) = typeid_to_uuid(x.t)) END AS value_right
  FROM typeid_texts AS x,
       LATERAL regress.error_of(format('SELECT typeid_to_uuid(%L)', x.t)) AS r,
       LATERAL regress.error_of(format('SELECT typeid_to_uuid(%L, %L)', x.t, x.other)) AS w,
       LATERAL regress.error_of(format('SELECT typeid_prefix(%L)', x.t)) AS p;

SELECT count(*) = max(n) AND max(n) >= 10000 / :loops AS all_inputs, count(DISTINCT class) AS classes,
       count(*) FILTER (WHERE is_valid IS DISTINCT FROM valid) AS wrong_is_valid,
       count(*) FILTER (WHERE code <> expected OR prefix_code <> expected OR with_code <> with_expected) AS wrong_sqlstate,
       count(*) FILTER (WHERE NOT message_right OR NOT with_message_right) AS wrong_message,
       count(*) FILTER (WHERE NOT value_right) AS wrong_value,
       string_agg(DISTINCT code, ', ' ORDER BY code) AS outcomes,
       string_agg(DISTINCT with_code, ', ' ORDER BY with_code) AS with_prefix_outcomes
  FROM typeid_read;
SELECT class,
       count(*) FILTER (WHERE is_valid IS DISTINCT FROM valid OR code <> expected OR prefix_code <> expected
                           OR with_code <> with_expected OR NOT message_right OR NOT with_message_right
                           OR NOT value_right) AS unexpected
  FROM typeid_read GROUP BY class ORDER BY class COLLATE "C";

-- The prefix arguments.
CREATE TEMP TABLE typeid_prefix_args AS
SELECT n, class, t, pg_temp.typeid_prefix_ok(t) AS valid, md5(n::text)::uuid AS id
  FROM pg_temp.hostile(ARRAY['', 'a', 'user', 'pre_fix', 'a_b_c', repeat('ab_', 20) || 'abc', repeat('a', 64), 'User',
                             '_a', 'a_', 'a__b', 'a1', 'a b', 'a-b'],
                       'abcxyz_ABZ019-', 12000 / :loops);
CREATE TEMP TABLE typeid_prefix_checked AS
SELECT x.n, x.class, x.valid, e.code AS encode_code, g.code AS generate_code, d.code AS decode_code,
       CASE WHEN x.valid THEN 'no error' ELSE '22023' END AS expected,
       (SELECT bool_and((c.message, c.detail, c.hint) IS NOT DISTINCT FROM
                        (format('invalid TypeID prefix "%s"', pg_temp.shown(x.t)), '',
                         'A prefix has at most 63 characters a-z and "_", and begins and ends with a letter.'))
          FROM (VALUES (e.*), (g.*), (d.*)) AS c(code, message, detail, hint) WHERE c.code = '22023') AS message_right,
       CASE WHEN x.valid
            THEN typeid_to_uuid(uuid_to_typeid(x.t, x.id), x.t) = x.id AND typeid_prefix(typeid_generate(x.t)) = x.t
                 AND uuid_version(typeid_to_uuid(typeid_generate(x.t))) = 7 END AS value_right
  FROM typeid_prefix_args AS x,
       LATERAL regress.error_of(format('SELECT uuid_to_typeid(%L, %L)', x.t, x.id)) AS e,
       LATERAL regress.error_of(format('SELECT typeid_generate(%L)', x.t)) AS g,
       LATERAL regress.error_of(format('SELECT typeid_to_uuid(%L, %L)',
                                       uuid_to_typeid(CASE WHEN x.valid THEN x.t ELSE 'user' END, x.id), x.t)) AS d;
SELECT count(*) = max(n) AND max(n) >= 10000 / :loops AS all_inputs, count(DISTINCT class) AS classes,
       count(*) FILTER (WHERE (encode_code, generate_code, decode_code) <> (expected, expected, expected)) AS wrong_sqlstate,
       count(*) FILTER (WHERE NOT message_right) AS wrong_message,
       count(*) FILTER (WHERE NOT value_right) AS wrong_value,
       string_agg(DISTINCT encode_code, ', ' ORDER BY encode_code) AS outcomes
  FROM typeid_prefix_checked;

-- ULIDs: 26 characters of Crockford's alphabet in either case, the first at most 7.
CREATE TEMP TABLE ulid_read AS
SELECT x.n, x.class, x.valid, ulid_is_valid(x.t) AS is_valid, r.code,
       CASE WHEN x.valid THEN 'no error' ELSE '22P02' END AS expected,
       CASE WHEN r.code = '22P02'
            THEN r.message = format('invalid ULID "%s"', pg_temp.shown(x.t)) AND r.detail <> '' AND r.hint = '' END AS message_right,
       CASE WHEN r.code = 'no error' THEN uuid_to_ulid(ulid_to_uuid(x.t)) = upper(x.t) END AS value_right
  FROM (SELECT n, class, t, t ~ '^[0-7][0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghjkmnpqrstvwxyz]{25}$' AS valid
          FROM pg_temp.hostile(ARRAY['01ARZ3NDEKTSV4RRFFQ69G5FAV', '01h455vb4pex5vsknk084sn02q', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ',
                                     '80000000000000000000000000', '00000000000000000000000000', '01ARZ3NDEKTSV4RRFFQ69G5FA',
                                     'O1ARZ3NDEKTSV4RRFFQ69G5FAV'],
                               '0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghjkmnpqrstvwxyzILOUilou', 12000 / :loops)) AS x,
       LATERAL regress.error_of(format('SELECT ulid_to_uuid(%L)', x.t)) AS r;
SELECT count(*) = max(n) AND max(n) >= 10000 / :loops AS all_inputs, count(DISTINCT class) AS classes,
       count(*) FILTER (WHERE is_valid IS DISTINCT FROM valid) AS wrong_is_valid,
       count(*) FILTER (WHERE code <> expected) AS wrong_sqlstate,
       count(*) FILTER (WHERE NOT message_right) AS wrong_message,
       count(*) FILTER (WHERE NOT value_right) AS wrong_value,
       string_agg(DISTINCT code, ', ' ORDER BY code) AS outcomes
  FROM ulid_read;

-- base32hex: what PostgreSQL 19's decode(text, 'base32hex')::uuid accepts
-- (the reference, and that function itself where the server has it).
CREATE TEMP TABLE base32hex_read AS
SELECT x.n, x.class, r.code, x.ref,
       CASE WHEN x.ref IS NOT NULL THEN 'no error' ELSE '22P02' END AS expected,
       CASE WHEN r.code = '22P02'
            THEN r.message = format('invalid base32hex UUID "%s"', pg_temp.shown(x.t)) AND r.detail <> '' AND r.hint = '' END AS message_right,
       CASE WHEN r.code = 'no error' THEN base32hex_to_uuid(x.t) = x.ref END AS value_right,
       pg_temp.core_base32hex_decode(x.t) IS NOT DISTINCT FROM x.ref AS core_agrees
  FROM (SELECT n, class, t, pg_temp.base32hex_ref(t) AS ref
          FROM pg_temp.hostile(ARRAY['04HKAPS9LF6UU0938LJOJAUDTS', '04hkaps9lf6uu0938ljojaudts======', 'VVVVVVVVVVVVVVVVVVVVVVVVVS',
                                     '00000000000000000000000000', '04HKAPS9LF6UU0938LJOJAUDTSV', ' 04HKAPS9LF6UU0938LJOJAUDTS ==',
                                     '04HKAPS9LF6UU0938LJOJAUDT', '04HKAPS9LF6UU0938LJOJAUDTS====='],
                               '0123456789ABCDEFGHIJKLMNOPQRSTUVabcuvw= ', 12000 / :loops)) AS x,
       LATERAL regress.error_of(format('SELECT base32hex_to_uuid(%L)', x.t)) AS r;
SELECT count(*) = max(n) AND max(n) >= 10000 / :loops AS all_inputs, count(DISTINCT class) AS classes,
       count(*) FILTER (WHERE code <> expected) AS wrong_sqlstate,
       count(*) FILTER (WHERE NOT message_right) AS wrong_message,
       count(*) FILTER (WHERE NOT value_right) AS wrong_value,
       count(*) FILTER (WHERE NOT core_agrees) AS core_disagrees,
       string_agg(DISTINCT code, ', ' ORDER BY code) AS outcomes
  FROM base32hex_read;

-- uuid_v7_text_to_timestamptz (pg_partman's time decoder): what core's
-- uuid input accepts, with its error for the rest (the value quoted cut as
-- shown() cuts it, where core quotes it whole), and then the time of the
-- first 48 bits.
CREATE TEMP TABLE decoder_read AS
SELECT x.n, x.class, r.code, c.code AS expected,
       r.code = 'no error' OR r.message = format('invalid input syntax for type uuid: "%s"', pg_temp.shown(x.t)) AS message_right,
       CASE WHEN r.code = 'no error' THEN uuid_v7_text_to_timestamptz(x.t) = uuid_v7_to_timestamptz(x.t::uuid) END AS value_right
  FROM pg_temp.hostile(ARRAY['017f22e2-79b0-7cc3-98c4-dc0c0c07398f', '{017F22E2-79B0-7CC3-98C4-DC0C0C07398F}',
                             '017f22e279b07cc398c4dc0c0c07398f', '017f-22e2-79b0-7cc3-98c4-dc0c-0c07-398f',
                             '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff',
                             '017f22e2-79b0-7cc3-98c4-dc0c0c07398', '017f22e2-79b0-7cc3-98c4-dc0c0c07398f0'],
                       '0123456789abcdefABCDEF-{} ', 3000) AS x,
       LATERAL regress.error_of(format('SELECT uuid_v7_text_to_timestamptz(%L)', x.t)) AS r,
       LATERAL regress.error_of(format('SELECT %L::uuid', x.t)) AS c;
SELECT count(*) AS inputs, count(DISTINCT class) AS classes,
       count(*) FILTER (WHERE code <> expected) AS wrong_sqlstate,
       count(*) FILTER (WHERE NOT message_right) AS wrong_message,
       count(*) FILTER (WHERE NOT value_right) AS wrong_value,
       string_agg(DISTINCT code, ', ' ORDER BY code) AS outcomes
  FROM decoder_read;

--
-- NULL: every function here is STRICT (NULL whatever the other, hostile,
-- arguments), but uuid_generate_v8_name, which is NULL for a NULL
-- namespace, name or algorithm before it looks at the algorithm.
--
SELECT count(*) FILTER (WHERE uuid_generate_v2(t, NULL) IS NOT NULL) AS v2,
       count(*) FILTER (WHERE uuid_generate_v8_name(NULL, t, t) IS NOT NULL
                           OR uuid_generate_v8_name(uuid_ns_dns(), NULL, t) IS NOT NULL
                           OR uuid_generate_v8_name(uuid_ns_dns(), t, NULL) IS NOT NULL) AS v8_name,
       count(*) FILTER (WHERE uuid_generate_v9(t, NULL) IS NOT NULL
                           OR uuid_generate_v9_at(t, NULL) IS NOT NULL
                           OR uuid_generate_v9_at(t, now(), NULL) IS NOT NULL) AS v9,
       count(*) FILTER (WHERE uuid_v9_is_valid(t, NULL) IS NOT NULL OR uuid_v9_is_valid(t, false, NULL) IS NOT NULL) AS v9_is_valid,
       count(*) = max(n) AS all_inputs
  FROM domains;
SELECT uuid_generate_v2(NULL, 1) IS NULL AS v2, uuid_generate_v8(NULL) IS NULL AS v8,
       uuid_generate_v3(uuid_ns_dns(), NULL::text) IS NULL AND uuid_generate_v3(uuid_ns_dns(), NULL::bytea) IS NULL AS v3,
       uuid_generate_v5(uuid_ns_dns(), NULL::text) IS NULL AND uuid_generate_v5(uuid_ns_dns(), NULL::bytea) IS NULL AS v5,
       uuid_generate_v8_name(uuid_ns_dns(), 'a', NULL) IS NULL AND uuid_generate_v8_name(uuid_ns_dns(), NULL, 'md5') IS NULL
           AND uuid_generate_v8_name(uuid_ns_dns(), 'a', 'sha256', NULL) IS NOT NULL AS v8_name,
       uuid_generate_v9(NULL) IS NULL AND uuid_generate_v9_at(NULL, now()) IS NULL AS v9,
       uuid_v9_is_valid(NULL) IS NULL AS v9_is_valid;

RESET uuid9562.test_clock;
