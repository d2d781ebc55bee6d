--
-- Public text forms: TypeID (specification 0.3.0), ULID and base32hex
-- (RFC 4648 section 7): the specifications' vectors, every error path,
-- round trips over 100,000 random UUIDs, agreement with independent SQL
-- references (and with PostgreSQL 19's encode/decode where the server has
-- them), and the order of the text against the order of the UUIDs.  Under
-- emulation a tenth of the loops (test/sql/include/loops.sql): the counts print
-- as whether every row was made.
--
\i test/sql/include/error_of.sql
SET timezone = 'UTC';
SELECT setseed(0.25);
\i test/sql/include/loops.sql

-- The SQL references of the text forms, bit by bit, independent of the C
-- codec (shared with the fuzz test).
\i test/sql/include/textform_ref.sql

-- The references against the vectors they are built from.
SELECT pg_temp.b32_ref('01890a5d-ac96-774b-bcce-b302099a8057', '0123456789abcdefghjkmnpqrstvwxyz', 2);  -- 01h455vb4pex5vsknk084sn02q
SELECT pg_temp.b32_ref_decode('01h455vb4pex5vsknk084sn02q', '0123456789abcdefghjkmnpqrstvwxyz', 2);  -- 01890a5d-...
SELECT pg_temp.base32hex_ref('04HKAPS9LF6UU0938LJOJAUDTS');  -- 01234567-89ab-cdef-0123-456789abcdef

--
-- TypeID: the specification's valid examples, both ways
--
CREATE TEMP TABLE typeid_valid (name text, typeid text, prefix text, id uuid);
INSERT INTO typeid_valid VALUES
	('nil', '00000000000000000000000000', '', '00000000-0000-0000-0000-000000000000'),
	('one', '00000000000000000000000001', '', '00000000-0000-0000-0000-000000000001'),
	('ten', '0000000000000000000000000a', '', '00000000-0000-0000-0000-00000000000a'),
	('sixteen', '0000000000000000000000000g', '', '00000000-0000-0000-0000-000000000010'),
	('thirty-two', '00000000000000000000000010', '', '00000000-0000-0000-0000-000000000020'),
	('max-valid', '7zzzzzzzzzzzzzzzzzzzzzzzzz', '', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
	('valid-alphabet', 'prefix_0123456789abcdefghjkmnpqrs', 'prefix', '0110c853-1d09-52d8-d73e-1194e95b5f19'),
	('valid-uuidv7', 'prefix_01h455vb4pex5vsknk084sn02q', 'prefix', '01890a5d-ac96-774b-bcce-b302099a8057'),
	('prefix-underscore', 'pre_fix_00000000000000000000000000', 'pre_fix', '00000000-0000-0000-0000-000000000000');
SELECT name,
       typeid_to_uuid(typeid) = id AS decodes,
       typeid_to_uuid(typeid, prefix) = id AS decodes_with_prefix,
       typeid_prefix(typeid) = prefix AS prefix_right,
       uuid_to_typeid(prefix, id) = typeid AS encodes,
       typeid_is_valid(typeid) AS valid
  FROM typeid_valid;

--
-- TypeID: the specification's invalid examples, and more; each is
-- rejected by the validator and by every reader with SQLSTATE 22P02
--
CREATE TEMP TABLE typeid_invalid (name text, typeid text);
INSERT INTO typeid_invalid VALUES
	('prefix-uppercase', 'PREFIX_00000000000000000000000000'),
	('prefix-numeric', '12345_00000000000000000000000000'),
	('prefix-period', 'pre.fix_00000000000000000000000000'),
	('prefix-non-ascii', 'préfix_00000000000000000000000000'),
	('prefix-spaces', '  prefix_00000000000000000000000000'),
	('prefix-64-chars', 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijkl_00000000000000000000000000'),
	('separator-empty-prefix', '_00000000000000000000000000'),
	('separator-empty', '_'),
	('suffix-short', 'prefix_1234567890123456789012345'),
	('suffix-long', 'prefix_123456789012345678901234567'),
	('suffix-spaces', 'prefix_1234567890123456789012345 '),
	('suffix-uppercase', 'prefix_0123456789ABCDEFGHJKMNPQRS'),
	('suffix-hyphens', 'prefix_123456789-123456789-123456'),
	('suffix-wrong-alphabet', 'prefix_ooooooiiiiiiuuuuuuulllllll'),
	('suffix-ambiguous-crockford', 'prefix_i23456789ol23456789oi23456'),
	('suffix-hyphens-crockford', 'prefix_123456789-0123456789-0123456'),
	('suffix-overflow', 'prefix_8zzzzzzzzzzzzzzzzzzzzzzzzz'),
	('prefix-underscore-start', '_prefix_00000000000000000000000000'),
	('prefix-underscore-end', 'prefix__00000000000000000000000000'),
	-- not in the specification's list
	('empty', ''),
	('suffix-alone-uppercase', '01H455VB4PEX5VSKNK084SN02Q'),
	('suffix-alone-overflow', '80000000000000000000000000'),
	('suffix-alone-short', '0000000000000000000000000'),
	('ulid-separator', 'prefix-01h455vb4pex5vsknk084sn02q'),
	('no-suffix', 'prefix_'),
	('long-garbage', repeat('x_', 100));
SELECT name, typeid_is_valid(typeid) AS valid, e.code, e.message, e.detail
  FROM typeid_invalid, LATERAL regress.error_of(format('SELECT typeid_to_uuid(%L)', typeid)) AS e;
-- The other readers reject them alike.
SELECT count(*) AS inputs,
       count(*) FILTER (WHERE (SELECT code FROM regress.error_of(format('SELECT typeid_prefix(%L)', typeid))) <> '22P02') AS prefix_not_22p02,
       count(*) FILTER (WHERE (SELECT code FROM regress.error_of(format('SELECT typeid_to_uuid(%L, ''prefix'')', typeid))) <> '22P02') AS with_prefix_not_22p02
  FROM typeid_invalid;

-- Prefixes of 0, 1 and 63 characters; 64 and the other malformed prefixes
-- raise 22023 with the rule in the hint.
SELECT length(p) AS prefix_length, uuid_to_typeid(p, '01890a5d-ac96-774b-bcce-b302099a8057') AS typeid,
       typeid_prefix(uuid_to_typeid(p, '01890a5d-ac96-774b-bcce-b302099a8057')) = p AS prefix_back
  FROM (VALUES (''), ('a'), ('a_b'), (repeat('abc_', 15) || 'abc')) AS v(p);
SELECT e.* FROM (VALUES (repeat('a', 64)), ('User'), ('_user'), ('user_'), ('us3r'), ('us er'), ('ü')) AS v(p),
       LATERAL regress.error_of(format('SELECT uuid_to_typeid(%L, uuid_nil())', p)) AS e;
SELECT e.* FROM regress.error_of(format('SELECT typeid_generate(%L)', repeat('a', 64))) AS e;
SELECT e.* FROM regress.error_of('SELECT typeid_to_uuid(''user_01h455vb4pex5vsknk084sn02q'', ''User'')') AS e;

-- The type must match: 22023 naming both prefixes.
SELECT typeid_to_uuid('user_01h455vb4pex5vsknk084sn02q', 'user');  -- 01890a5d-...
SELECT e.* FROM regress.error_of('SELECT typeid_to_uuid(''user_01h455vb4pex5vsknk084sn02q'', ''order'')') AS e;
SELECT e.* FROM regress.error_of('SELECT typeid_to_uuid(''01h455vb4pex5vsknk084sn02q'', ''user'')') AS e;
SELECT e.* FROM regress.error_of('SELECT typeid_to_uuid(''user_01h455vb4pex5vsknk084sn02q'', '''')') AS e;

-- A long value is shortened in the message.
SELECT e.message FROM regress.error_of(format('SELECT typeid_to_uuid(%L)', repeat('é', 1000))) AS e;

--
-- ULID: the specification's examples
--
SELECT uuid_to_ulid('01890a5d-ac96-774b-bcce-b302099a8057');  -- 01H455VB4PEX5VSKNK084SN02Q
SELECT ulid_to_uuid('01H455VB4PEX5VSKNK084SN02Q') AS upper, ulid_to_uuid('01h455vb4pex5vsknk084sn02q') AS lower,
       ulid_to_uuid('01h455VB4PEX5vsknk084sn02Q') AS mixed;
-- The time part: ulid(1469918176385) begins 01ARYZ6S41.
SELECT uuid_v7_to_timestamptz(ulid_to_uuid('01ARYZ6S41TSV4RRFFQ69G5FAV'));  -- 2016-07-30 22:36:16.385
SELECT uuid_to_ulid(uuid_v7_floor('2016-07-30 22:36:16.385+00'))::text LIKE '01ARYZ6S41%' AS time_part;
SELECT ulid_to_uuid('00000000000000000000000000') AS smallest, ulid_to_uuid('7ZZZZZZZZZZZZZZZZZZZZZZZZZ') AS largest;
SELECT uuid_to_ulid(uuid_nil()) AS nil, uuid_to_ulid(uuid_max()) AS max;
SELECT t, ulid_is_valid(t) AS valid, e.code, e.message, e.detail
  FROM (VALUES ('80000000000000000000000000'), ('ZZZZZZZZZZZZZZZZZZZZZZZZZZ'), ('01ARZ3NDEKTSV4RRFFQ69G5FA'),
               ('01ARZ3NDEKTSV4RRFFQ69G5FAVX'), ('01ARZ3NDEKTSV4RRFFQ69G5FAI'), ('01ARZ3NDEKTSV4RRFFQ69G5FAL'),
               ('01ARZ3NDEKTSV4RRFFQ69G5FAO'), ('01ARZ3NDEKTSV4RRFFQ69G5FAU'), ('01ARZ3NDEKTSV4RRFFQ69G5FA-'),
               (' 1ARZ3NDEKTSV4RRFFQ69G5FAV'), ('01ARZ3NDEKTSV4RRFFQ69G5FAé'), ('')) AS v(t),
       LATERAL regress.error_of(format('SELECT ulid_to_uuid(%L)', t)) AS e;

--
-- base32hex: vectors (PostgreSQL 19's output for them), padding, case,
-- and the errors
--
SELECT uuid_to_base32hex('01234567-89ab-cdef-0123-456789abcdef');  -- 04HKAPS9LF6UU0938LJOJAUDTS
SELECT uuid_to_base32hex('01890a5d-ac96-774b-bcce-b302099a8057');  -- 064GKNDCIPRKNF6EMC10J6K0AS (docs/text-forms.md's)
SELECT uuid_to_base32hex(uuid_nil()) AS nil, uuid_to_base32hex(uuid_max()) AS max;
SELECT base32hex_to_uuid('04HKAPS9LF6UU0938LJOJAUDTS') AS plain, base32hex_to_uuid('04hkaps9lf6uu0938ljojaudts') AS lower,
       base32hex_to_uuid('04HKAPS9LF6UU0938LJOJAUDTS======') AS padded;
-- PostgreSQL 19 ignores the two fill bits, spaces, and a 27th digit.
SELECT base32hex_to_uuid('04HKAPS9LF6UU0938LJOJAUDTV') AS fill_bits, base32hex_to_uuid(' 04HKAPS9LF6UU0938LJOJAUDTS ') AS spaces,
       base32hex_to_uuid('04HKAPS9LF6UU0938LJOJAUDTSV') AS digit_27, base32hex_to_uuid('04HKAPS9LF6UU0938LJOJAUDTS==') AS short_padding;
SELECT t, e.code, e.message, e.detail
  FROM (VALUES ('04HKAPS9LF6UU0938LJOJAUDT'), ('04HKAPS9LF6UU0938LJOJAUDT======='), ('04HKAPS9LF6UU0938LJOJAUDTSVV'),
               ('04HKAPS9LF6UU0938LJOJAUDTW'), ('04HKAPS9LF6UU0938LJOJAUDTSV====='), ('04HKAPS9LF6UU0938LJOJAUD=TS====='),
               ('04HKAPS9LF6UU0938LJOJAUDTS=====A'), ('04HKAPS9-LF6UU0938LJOJAUDTS'), ('')) AS v(t),
       LATERAL regress.error_of(format('SELECT base32hex_to_uuid(%L)', t)) AS e;

--
-- Round trips over 100,000 random UUIDs, every form against its reference
--
CREATE TEMP TABLE ids AS
SELECT i, md5(i::text || random()::text)::uuid AS id FROM generate_series(1, 100000 / :loops) AS i;
INSERT INTO ids VALUES (100001, uuid_nil()), (100002, uuid_max());
SELECT count(*) = 100000 / :loops + 2 AS all_ids,
       count(*) FILTER (WHERE typeid_to_uuid(uuid_to_typeid('', id)) <> id) AS typeid_0,
       count(*) FILTER (WHERE typeid_to_uuid(uuid_to_typeid('u', id), 'u') <> id) AS typeid_1,
       count(*) FILTER (WHERE typeid_to_uuid(uuid_to_typeid(repeat('ab_', 20) || 'abc', id)) <> id) AS typeid_63,
       count(*) FILTER (WHERE ulid_to_uuid(uuid_to_ulid(id)) <> id OR ulid_to_uuid(lower(uuid_to_ulid(id))) <> id) AS ulid,
       count(*) FILTER (WHERE base32hex_to_uuid(uuid_to_base32hex(id)) <> id
                           OR base32hex_to_uuid(lower(uuid_to_base32hex(id)) || '======') <> id) AS base32hex
  FROM ids;
-- 10,000 of them against the bit-by-bit references and core's encoding.
SELECT count(*) = 10000 / :loops + 2 AS all_ids,
       count(*) FILTER (WHERE uuid_to_typeid('', id) <> pg_temp.b32_ref(id, '0123456789abcdefghjkmnpqrstvwxyz', 2)) AS typeid_ref,
       count(*) FILTER (WHERE uuid_to_ulid(id) <> pg_temp.b32_ref(id, '0123456789ABCDEFGHJKMNPQRSTVWXYZ', 2)) AS ulid_ref,
       count(*) FILTER (WHERE uuid_to_base32hex(id) <> pg_temp.b32_ref(id, '0123456789ABCDEFGHIJKLMNOPQRSTUV', 0)) AS base32hex_ref,
       count(*) FILTER (WHERE uuid_to_base32hex(id) <> pg_temp.core_base32hex(id)) AS base32hex_core
  FROM ids WHERE i <= 10000 / :loops OR i > 100000;

-- base32hex_to_uuid against PostgreSQL 19's decode() (and the reference)
-- over 20,000 strings of 26 to 32 characters around valid ones: case,
-- padding of every length, spaces and line ends in every place, a 27th
-- digit, a digit replaced by a character outside the alphabet.
CREATE FUNCTION pg_temp.try_base32hex(s text) RETURNS uuid
LANGUAGE plpgsql AS $$
BEGIN
	RETURN base32hex_to_uuid(s);
EXCEPTION WHEN invalid_text_representation THEN
	RETURN NULL;
END
$$;
CREATE TEMP TABLE b32_inputs AS
SELECT i, CASE i % 10
            WHEN 0 THEN b
            WHEN 1 THEN lower(b) || repeat('=', floor(random() * 8)::int)
            WHEN 2 THEN b || repeat('=', 6)
            WHEN 3 THEN overlay(b PLACING (ARRAY[' ', E'\t', E'\n', E'\r', chr(11), chr(12), '='])[1 + floor(random() * 7)::int]
                                FROM 1 + floor(random() * 27)::int FOR 0) || repeat('=', floor(random() * 6)::int)
            WHEN 4 THEN b || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1 + floor(random() * 36)::int, 1)
                          || repeat(' ', floor(random() * 6)::int)
            WHEN 5 THEN overlay(b PLACING substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ=-_ a', 1 + floor(random() * 41)::int, 1)
                                FROM 1 + floor(random() * 26)::int FOR 1)
            WHEN 6 THEN left(b, 24 + floor(random() * 3)::int) || repeat('=', floor(random() * 9)::int)
            WHEN 7 THEN b || (ARRAY['======', '== ===', E'======\n', '   ===', '=== ==', '=====', '=======', 'V=====', '======V'])[1 + floor(random() * 9)::int]
            WHEN 8 THEN regexp_replace(b, '^(.{' || floor(random() * 26)::int || '})', '\1 ') || repeat('=', 5)
            ELSE b || 'V' || repeat('=', floor(random() * 6)::int) END AS s
  FROM (SELECT i, uuid_to_base32hex(id) AS b FROM ids WHERE i <= 20000 / :loops) AS r;
SELECT count(*) = 20000 / :loops AS all_inputs,
       count(*) FILTER (WHERE length(s) IN (26, 32)) > 0 AS of_26_or_32,
       count(*) FILTER (WHERE pg_temp.try_base32hex(s) IS NOT NULL) > 0 AS accepted,
       count(*) FILTER (WHERE pg_temp.try_base32hex(s) IS NULL) > 0 AS refused,
       count(*) FILTER (WHERE pg_temp.try_base32hex(s) IS DISTINCT FROM pg_temp.base32hex_ref(s)) AS wrong_ref,
       count(*) FILTER (WHERE pg_temp.try_base32hex(s) IS DISTINCT FROM pg_temp.core_base32hex_decode(s)) AS wrong_core
  FROM b32_inputs;

--
-- Order: the text of every form sorts in the "C" collation as the UUIDs
-- do, for random UUIDs and for versions 7 and 6 generated in a row
--
CREATE TEMP TABLE ordered AS
SELECT id FROM ids WHERE i <= 20000 / :loops
UNION ALL SELECT uuid_generate_v7() FROM generate_series(1, 10000 / :loops)
UNION ALL SELECT uuid_generate_v6() FROM generate_series(1, 10000 / :loops);
SELECT count(*) = 40000 / :loops AS all_ids,
       count(*) FILTER (WHERE typeid_rank <> rank) AS typeid_misplaced,
       count(*) FILTER (WHERE ulid_rank <> rank) AS ulid_misplaced,
       count(*) FILTER (WHERE base32hex_rank <> rank) AS base32hex_misplaced
  FROM (SELECT rank() OVER (ORDER BY id) AS rank,
               rank() OVER (ORDER BY uuid_to_typeid('user', id) COLLATE "C") AS typeid_rank,
               rank() OVER (ORDER BY uuid_to_ulid(id) COLLATE "C") AS ulid_rank,
               rank() OVER (ORDER BY uuid_to_base32hex(id) COLLATE "C") AS base32hex_rank
          FROM ordered) AS r;

--
-- Generators: a new version 7 UUID each, increasing within the session
--
SELECT typeid_prefix(typeid_generate('user')) AS prefix, length(typeid_generate()) AS bare_length,
       uuid_version(typeid_to_uuid(typeid_generate('user'))) AS typeid_version,
       uuid_version(ulid_to_uuid(ulid_generate())) AS ulid_version;
SELECT count(*) FILTER (WHERE t <= prev COLLATE "C") AS typeid_not_increasing,
       count(*) FILTER (WHERE u <= prev_u COLLATE "C") AS ulid_not_increasing,
       count(DISTINCT t) = 10000 / :loops AS all_distinct
  FROM (SELECT t, u, lag(t) OVER (ORDER BY i) AS prev, lag(u) OVER (ORDER BY i) AS prev_u
          FROM (SELECT i, typeid_generate('order') AS t, ulid_generate() AS u
                  FROM generate_series(1, 10000 / :loops) AS i) AS g) AS s;
SELECT count(*) FILTER (WHERE abs(extract(epoch FROM uuid_timestamp(typeid_to_uuid(typeid_generate())) - clock_timestamp())) > 1) AS off_clock
  FROM generate_series(1, 100);

-- NULL in, NULL out.
SELECT uuid_to_typeid(NULL, uuid_nil()) IS NULL AND uuid_to_typeid('a', NULL) IS NULL AND typeid_to_uuid(NULL) IS NULL
       AND typeid_to_uuid('a_00000000000000000000000000', NULL) IS NULL AND typeid_prefix(NULL) IS NULL
       AND typeid_is_valid(NULL) IS NULL AND typeid_generate(NULL) IS NULL AND uuid_to_ulid(NULL) IS NULL
       AND ulid_to_uuid(NULL) IS NULL AND ulid_is_valid(NULL) IS NULL AND uuid_to_base32hex(NULL) IS NULL
       AND base32hex_to_uuid(NULL) IS NULL AS all_null;
