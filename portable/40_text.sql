/*
 * portable/40_text.sql
 *	  The public text forms of a UUID (TypeID, ULID, base32hex, each in both
 *	  directions, with validators and generators), UUIDv9, and min(uuid) /
 *	  max(uuid), translated from src/common/base32.c, src/textform.c,
 *	  src/gen_v9.c, src/common/v9_codec.c and src/minmax.c.
 *
 * One base-32 codec serves the three text forms, as base32.c does in the C
 * edition: uuid9562_b32_pack() writes the 128 bits as 26 digits of 5 bits
 * after 2 zero bits (TypeID, ULID: Crockford's alphabet) or before them
 * (base32hex), and uuid9562_b32_unpack() reads them back.  The bits move
 * as five groups of 30 (6 digits) and 10 (2 digits) in int8 arithmetic,
 * each group's digits one a byte (lanes), mapped to and from the
 * characters of an alphabet in all six lanes at once: no loop, no
 * translate() (which costs several times more), a few PL/pgSQL
 * statements.  PostgreSQL gives <<, >>, &, |, + and * one precedence, left
 * to right: every combination is parenthesized.  A text is checked against
 * its form's regular expression before it is decoded; only a text that fails is looked at
 * again, character by character, to say what is wrong with it, in the
 * words of src/textform.c: SQLSTATE 22P02 quoting the text
 * (uuid9562_text_shown()), 22023 for a bad TypeID prefix argument.  The
 * validators never raise an error.  Lengths are counted in bytes, as the C
 * edition counts them; a text that matches an expression is ASCII, where
 * bytes and characters agree.  Expressions match with COLLATE "C", which
 * any text accepts, so that a column of a nondeterministic collation is
 * read as the C edition reads it.
 *
 * What differs from the C edition, and why: uuid_generate_v9(),
 * typeid_generate() and ulid_generate() read the session's clock
 * (10_generate.sql), kept in a setting, and are PARALLEL UNSAFE
 * (00_head.sql, item 6); the clock's unit is 2^-12 ms, so a sequential
 * UUIDv9's counter is that 12-bit fraction followed by 8 zero bits where
 * the C edition has 8 more bits of the fraction.  ulid_generate(), without
 * arguments, is not STRICT (which changes nothing for it), so that it
 * inlines with uuid_generate_v7(), whose body is not strict (10_generate.sql).
 * No function here can be LEAKPROOF (a superuser's label); none of these
 * is in the C edition either.
 *
 * IDENTIFICATION
 *	  portable/40_text.sql
 */

--
-- The codec
--

--
-- The 30-bit group g as six 5-bit digits, one in each of the low six
-- bytes of the result ("lanes"), most significant first.  g is used six
-- times, each time in a shift and a mask: pass a variable or a cheap
-- expression.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_b32_lanes(g pg_catalog.int8) RETURNS pg_catalog.int8
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT ((g OPERATOR(pg_catalog.>>) 25 OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.<<) 40) OPERATOR(pg_catalog.|)
		   ((g OPERATOR(pg_catalog.>>) 20 OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.<<) 32) OPERATOR(pg_catalog.|)
		   ((g OPERATOR(pg_catalog.>>) 15 OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.<<) 24) OPERATOR(pg_catalog.|)
		   ((g OPERATOR(pg_catalog.>>) 10 OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.<<) 16) OPERATOR(pg_catalog.|)
		   ((g OPERATOR(pg_catalog.>>) 5 OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.<<) 8) OPERATOR(pg_catalog.|)
		   (g OPERATOR(pg_catalog.&) 31)
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_b32_lanes(pg_catalog.int8) IS 'internal: six base-32 digits of a 30-bit group, one a byte';

--
-- The six ASCII characters of the six digits (0-31) in the lanes of x, as
-- bytes: a digit d is "0" + d, and from 10 on a letter, "a" (letters 39)
-- or "A" (7) + d - 10, and in Crockford's alphabet (skips) one further
-- for each of I, L, O and U that d is past (at 18, 20, 22 and 27).  Each
-- "d >= k" is computed in all six lanes at once: d + 128 - k has its top
-- bit set exactly when d >= k, and no lane carries into the next (d is
-- below 32).
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_b32_ascii(x pg_catalog.int8, letters pg_catalog.int4, skips pg_catalog.int4)
	RETURNS pg_catalog.bytea
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT pg_catalog.substr(pg_catalog.int8send(
		x OPERATOR(pg_catalog.+) 52983525027888
		OPERATOR(pg_catalog.+) (letters OPERATOR(pg_catalog.*)
			((x OPERATOR(pg_catalog.+) 130251165693558 OPERATOR(pg_catalog.&) 141289400074368) OPERATOR(pg_catalog.>>) 7))
		OPERATOR(pg_catalog.+) (skips OPERATOR(pg_catalog.*)
			(((x OPERATOR(pg_catalog.+) 121420578188910 OPERATOR(pg_catalog.&) 141289400074368) OPERATOR(pg_catalog.>>) 7)
			 OPERATOR(pg_catalog.+) ((x OPERATOR(pg_catalog.+) 119212931312748 OPERATOR(pg_catalog.&) 141289400074368) OPERATOR(pg_catalog.>>) 7)
			 OPERATOR(pg_catalog.+) ((x OPERATOR(pg_catalog.+) 117005284436586 OPERATOR(pg_catalog.&) 141289400074368) OPERATOR(pg_catalog.>>) 7)
			 OPERATOR(pg_catalog.+) ((x OPERATOR(pg_catalog.+) 111486167246181 OPERATOR(pg_catalog.&) 141289400074368) OPERATOR(pg_catalog.>>) 7)))),
		3, 6)
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_b32_ascii(pg_catalog.int8, pg_catalog.int4, pg_catalog.int4) IS 'internal: six base-32 digits in lanes as the characters of an alphabet';

--
-- The 30-bit group of six 5-bit digits in the lanes of v, the inverse of
-- uuid9562_b32_lanes(); only the low 5 bits of each lane count.  v is
-- used six times: pass a variable.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_b32_group(v pg_catalog.int8) RETURNS pg_catalog.int8
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT ((v OPERATOR(pg_catalog.>>) 40 OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.<<) 25) OPERATOR(pg_catalog.|)
		   ((v OPERATOR(pg_catalog.>>) 32 OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.<<) 20) OPERATOR(pg_catalog.|)
		   ((v OPERATOR(pg_catalog.>>) 24 OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.<<) 15) OPERATOR(pg_catalog.|)
		   ((v OPERATOR(pg_catalog.>>) 16 OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.<<) 10) OPERATOR(pg_catalog.|)
		   ((v OPERATOR(pg_catalog.>>) 8 OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.<<) 5) OPERATOR(pg_catalog.|)
		   (v OPERATOR(pg_catalog.&) 31)
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_b32_group(pg_catalog.int8) IS 'internal: 30-bit group of six base-32 digits, one a byte';

--
-- The digits (0-31) of the ASCII characters in the lanes of x (their
-- bytes), the inverse of uuid9562_b32_ascii() for either case: a letter
-- folded to lowercase (| 0x20, which leaves the digits 0-9 alone), then
-- "0" taken away, 39 more from "a" on, and in Crockford's alphabet (skips)
-- one less for each of i, l, o and u that it is past (j, m, p, v on).
-- The caller has checked the characters: no lane borrows from the next.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_b32_values(x pg_catalog.int8, skips pg_catalog.int4) RETURNS pg_catalog.int8
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT (x OPERATOR(pg_catalog.|) 35322350018592) OPERATOR(pg_catalog.-) 52983525027888
		OPERATOR(pg_catalog.-) (39 OPERATOR(pg_catalog.*)
			(((x OPERATOR(pg_catalog.|) 35322350018592) OPERATOR(pg_catalog.+) 34218526580511 OPERATOR(pg_catalog.&) 141289400074368) OPERATOR(pg_catalog.>>) 7))
		OPERATOR(pg_catalog.-) (skips OPERATOR(pg_catalog.*)
			((((x OPERATOR(pg_catalog.|) 35322350018592) OPERATOR(pg_catalog.+) 24284115637782 OPERATOR(pg_catalog.&) 141289400074368) OPERATOR(pg_catalog.>>) 7)
			 OPERATOR(pg_catalog.+) (((x OPERATOR(pg_catalog.|) 35322350018592) OPERATOR(pg_catalog.+) 20972645323539 OPERATOR(pg_catalog.&) 141289400074368) OPERATOR(pg_catalog.>>) 7)
			 OPERATOR(pg_catalog.+) (((x OPERATOR(pg_catalog.|) 35322350018592) OPERATOR(pg_catalog.+) 17661175009296 OPERATOR(pg_catalog.&) 141289400074368) OPERATOR(pg_catalog.>>) 7)
			 OPERATOR(pg_catalog.+) (((x OPERATOR(pg_catalog.|) 35322350018592) OPERATOR(pg_catalog.+) 11038234380810 OPERATOR(pg_catalog.&) 141289400074368) OPERATOR(pg_catalog.>>) 7)))
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_b32_values(pg_catalog.int8, pg_catalog.int4) IS 'internal: base-32 digits of six ASCII characters, one a byte';

--
-- The 26 base-32 digits of the 128 bits of id (uuid9562_b32_encode() of
-- base32.c) in an alphabet (uuid9562_b32_ascii(): letters 39 for
-- lowercase, 7 for uppercase, skips 1 for Crockford's): after lead zero
-- bits, 2 (TypeID, ULID) or 0 (base32hex), the bits most significant
-- first, then zero bits to fill the last digit.  The stream of 130 bits
-- is cut into groups of 30, 30, 30, 30 and 10 bits from the upper (hi)
-- and lower (lo) 64 bits of id.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_b32_pack(id pg_catalog.uuid, lead pg_catalog.int4,
		letters pg_catalog.int4, skips pg_catalog.int4)
	RETURNS pg_catalog.text
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
DECLARE
	h pg_catalog.text COLLATE pg_catalog."C" := pg_catalog.encode(pg_catalog.uuid_send(id), 'hex');
	hi pg_catalog.int8 := @extschema@.uuid9562_hex_int8(pg_catalog.substr(h, 1, 16));
	lo pg_catalog.int8 := @extschema@.uuid9562_hex_int8(pg_catalog.substr(h, 17));
	x0 pg_catalog.int8;
	x1 pg_catalog.int8;
	x2 pg_catalog.int8;
	x3 pg_catalog.int8;
	x4 pg_catalog.int8;
BEGIN
	IF lead OPERATOR(pg_catalog.=) 2 THEN
		x0 := @extschema@.uuid9562_b32_lanes(hi OPERATOR(pg_catalog.>>) 36 OPERATOR(pg_catalog.&) 268435455);
		x1 := @extschema@.uuid9562_b32_lanes(hi OPERATOR(pg_catalog.>>) 6 OPERATOR(pg_catalog.&) 1073741823);
		x2 := @extschema@.uuid9562_b32_lanes((hi OPERATOR(pg_catalog.&) 63) OPERATOR(pg_catalog.<<) 24 OPERATOR(pg_catalog.|)
											 (lo OPERATOR(pg_catalog.>>) 40 OPERATOR(pg_catalog.&) 16777215));
		x3 := @extschema@.uuid9562_b32_lanes(lo OPERATOR(pg_catalog.>>) 10 OPERATOR(pg_catalog.&) 1073741823);
		x4 := @extschema@.uuid9562_b32_lanes(lo OPERATOR(pg_catalog.&) 1023);
	ELSE
		x0 := @extschema@.uuid9562_b32_lanes(hi OPERATOR(pg_catalog.>>) 34 OPERATOR(pg_catalog.&) 1073741823);
		x1 := @extschema@.uuid9562_b32_lanes(hi OPERATOR(pg_catalog.>>) 4 OPERATOR(pg_catalog.&) 1073741823);
		x2 := @extschema@.uuid9562_b32_lanes((hi OPERATOR(pg_catalog.&) 15) OPERATOR(pg_catalog.<<) 26 OPERATOR(pg_catalog.|)
											 (lo OPERATOR(pg_catalog.>>) 38 OPERATOR(pg_catalog.&) 67108863));
		x3 := @extschema@.uuid9562_b32_lanes(lo OPERATOR(pg_catalog.>>) 8 OPERATOR(pg_catalog.&) 1073741823);
		x4 := @extschema@.uuid9562_b32_lanes((lo OPERATOR(pg_catalog.&) 255) OPERATOR(pg_catalog.<<) 2);
	END IF;
	RETURN pg_catalog.encode(
		@extschema@.uuid9562_b32_ascii(x0, letters, skips) OPERATOR(pg_catalog.||)
		@extschema@.uuid9562_b32_ascii(x1, letters, skips) OPERATOR(pg_catalog.||)
		@extschema@.uuid9562_b32_ascii(x2, letters, skips) OPERATOR(pg_catalog.||)
		@extschema@.uuid9562_b32_ascii(x3, letters, skips) OPERATOR(pg_catalog.||)
		pg_catalog.substr(@extschema@.uuid9562_b32_ascii(x4, letters, skips), 5, 2),
		'escape');
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_b32_pack(pg_catalog.uuid, pg_catalog.int4, pg_catalog.int4, pg_catalog.int4) IS 'internal: 26 base-32 digits of a UUID after or before 2 zero bits, in an alphabet';

--
-- The UUID of 26 base-32 digits in either case (uuid9562_b32_decode() of
-- base32.c), the inverse of uuid9562_b32_pack(): the lead zero bits (2)
-- dropped, or the 2 fill bits after the 128 (lead 0) ignored.  The caller
-- has checked the text against its form's regular expression: 26
-- characters of the alphabet, for lead 2 a first one of at most 7.  Their
-- bytes (decode(..., 'escape') is the identity on them) are read six at a
-- time as the lanes of an int8.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_b32_unpack(digits pg_catalog.text, lead pg_catalog.int4, skips pg_catalog.int4)
	RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
DECLARE
	h pg_catalog.text COLLATE pg_catalog."C" := pg_catalog.encode(pg_catalog.decode((digits COLLATE pg_catalog."C"), 'escape'), 'hex');
	-- the characters, six a word, then their digits (x read once each)
	x0 pg_catalog.int8 := @extschema@.uuid9562_hex_int8(pg_catalog.substr(h, 1, 12));
	x1 pg_catalog.int8 := @extschema@.uuid9562_hex_int8(pg_catalog.substr(h, 13, 12));
	x2 pg_catalog.int8 := @extschema@.uuid9562_hex_int8(pg_catalog.substr(h, 25, 12));
	x3 pg_catalog.int8 := @extschema@.uuid9562_hex_int8(pg_catalog.substr(h, 37, 12));
	x4 pg_catalog.int8 := @extschema@.uuid9562_hex_int8(pg_catalog.substr(h, 49, 4));
	v0 pg_catalog.int8 := @extschema@.uuid9562_b32_values(x0, skips);
	v1 pg_catalog.int8 := @extschema@.uuid9562_b32_values(x1, skips);
	v2 pg_catalog.int8 := @extschema@.uuid9562_b32_values(x2, skips);
	v3 pg_catalog.int8 := @extschema@.uuid9562_b32_values(x3, skips);
	v4 pg_catalog.int8 := @extschema@.uuid9562_b32_values(x4, skips);
	-- the last 2 digits' 10 bits (the upper lanes of v4 are not digits)
	g4 pg_catalog.int8 := ((v4 OPERATOR(pg_catalog.>>) 8 OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.<<) 5)
						  OPERATOR(pg_catalog.|) (v4 OPERATOR(pg_catalog.&) 31);
BEGIN
	-- the groups of 30 bits, the third used on both sides
	IF lead OPERATOR(pg_catalog.=) 2 THEN
		RETURN pg_catalog.textcat(
			pg_catalog.lpad(pg_catalog.to_hex(
				((@extschema@.uuid9562_b32_group(v0) OPERATOR(pg_catalog.&) 268435455) OPERATOR(pg_catalog.<<) 36)
				OPERATOR(pg_catalog.|) (@extschema@.uuid9562_b32_group(v1) OPERATOR(pg_catalog.<<) 6)
				OPERATOR(pg_catalog.|) (@extschema@.uuid9562_b32_group(v2) OPERATOR(pg_catalog.>>) 24)), 16, '0'),
			pg_catalog.lpad(pg_catalog.to_hex(
				((@extschema@.uuid9562_b32_group(v2) OPERATOR(pg_catalog.&) 16777215) OPERATOR(pg_catalog.<<) 40)
				OPERATOR(pg_catalog.|) (@extschema@.uuid9562_b32_group(v3) OPERATOR(pg_catalog.<<) 10)
				OPERATOR(pg_catalog.|) g4), 16, '0'))::pg_catalog.uuid;
	END IF;
	RETURN pg_catalog.textcat(
		pg_catalog.lpad(pg_catalog.to_hex(
			(@extschema@.uuid9562_b32_group(v0) OPERATOR(pg_catalog.<<) 34)
			OPERATOR(pg_catalog.|) (@extschema@.uuid9562_b32_group(v1) OPERATOR(pg_catalog.<<) 4)
			OPERATOR(pg_catalog.|) (@extschema@.uuid9562_b32_group(v2) OPERATOR(pg_catalog.>>) 26)), 16, '0'),
		pg_catalog.lpad(pg_catalog.to_hex(
			((@extschema@.uuid9562_b32_group(v2) OPERATOR(pg_catalog.&) 67108863) OPERATOR(pg_catalog.<<) 38)
			OPERATOR(pg_catalog.|) (@extschema@.uuid9562_b32_group(v3) OPERATOR(pg_catalog.<<) 8)
			OPERATOR(pg_catalog.|) (g4 OPERATOR(pg_catalog.>>) 2)), 16, '0'))::pg_catalog.uuid;
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_b32_unpack(pg_catalog.text, pg_catalog.int4, pg_catalog.int4) IS 'internal: UUID of 26 base-32 digits after or before 2 zero bits, in an alphabet';

--
-- What is wrong with a text of a form that failed its regular expression,
-- as a Uuid9562TextError of src/common/uuid9562_common.h: 1 length, 2 a
-- character outside the alphabet, 3 an uppercase letter where only
-- lowercase goes, 4 a first digit above 7, 5 misplaced "=" padding, 6 a
-- bad TypeID prefix, 7 a TypeID separator with no prefix.  Each looks at
-- the text in the order of the C parser, so that a text with several
-- faults gets the same one.
--

--
-- The fault of 26 bytes of base-32 digits (uuid9562_b32_decode() of
-- base32.c): a character outside the alphabet (either case) first, then
-- an uppercase letter if lower_only, then, for Crockford's alphabet
-- (crockford, lead 2), a first digit above 7; 0 if none.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_b32_fault(digits pg_catalog.text, crockford pg_catalog.bool,
		lower_only pg_catalog.bool)
	RETURNS pg_catalog.int4
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
BEGIN
	IF crockford THEN
		IF pg_catalog.textregexeq(digits COLLATE pg_catalog."C", '[^0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]') THEN
			RETURN 2;
		ELSIF lower_only AND pg_catalog.textregexeq(digits COLLATE pg_catalog."C", '[A-Z]') THEN
			RETURN 3;
		ELSIF pg_catalog.textregexeq(digits COLLATE pg_catalog."C", '^[^0-7]') THEN
			RETURN 4;
		END IF;
	ELSIF pg_catalog.textregexeq(digits COLLATE pg_catalog."C", '[^0-9A-Va-v]') THEN
		RETURN 2;
	END IF;
	RETURN 0;
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_b32_fault(pg_catalog.text, pg_catalog.bool, pg_catalog.bool) IS 'internal: what is wrong with 26 base-32 digits (a text error code)';

--
-- Raise SQLSTATE 22P02 for the text t of a form (its name as messages call
-- it: 'TypeID', 'ULID', 'base32hex UUID') with the fault err (above) and
-- the detail that textform.c gives it.  Never returns.  (Searched CASEs
-- here and below: a simple CASE looks its "=" up through the search_path.)
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_text_form_error(form pg_catalog.text, t pg_catalog.text, err pg_catalog.int4)
	RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
DECLARE
	detail pg_catalog.text COLLATE pg_catalog."C";
BEGIN
	IF (form COLLATE pg_catalog."C") OPERATOR(pg_catalog.=) 'TypeID' THEN
		detail := CASE
			WHEN err OPERATOR(pg_catalog.=) 1 THEN 'A TypeID ends in 26 of the characters 0-9 and a-z but i, l, o and u.'
			WHEN err OPERATOR(pg_catalog.=) 2 THEN 'A TypeID ends in 26 of the characters 0-9 and a-z but i, l, o and u.'
			WHEN err OPERATOR(pg_catalog.=) 3 THEN 'A TypeID is lowercase.'
			WHEN err OPERATOR(pg_catalog.=) 4 THEN 'The first character of a TypeID suffix is at most 7.'
			WHEN err OPERATOR(pg_catalog.=) 6 THEN 'A prefix has at most 63 characters a-z and "_", and begins and ends with a letter.'
			WHEN err OPERATOR(pg_catalog.=) 7 THEN 'A TypeID with an empty prefix has no separator.'
		END;
	ELSIF (form COLLATE pg_catalog."C") OPERATOR(pg_catalog.=) 'ULID' THEN
		detail := CASE
			WHEN err OPERATOR(pg_catalog.=) 1 THEN 'A ULID is 26 of the characters 0-9 and A-Z but I, L, O and U, in either case.'
			WHEN err OPERATOR(pg_catalog.=) 2 THEN 'A ULID is 26 of the characters 0-9 and A-Z but I, L, O and U, in either case.'
			WHEN err OPERATOR(pg_catalog.=) 4 THEN 'The first character of a ULID is at most 7.'
		END;
	ELSE
		detail := CASE
			WHEN err OPERATOR(pg_catalog.=) 1 THEN 'A UUID in base32hex has 26 digits, with or without "=" padding.'
			WHEN err OPERATOR(pg_catalog.=) 2 THEN 'A UUID in base32hex has the digits 0-9 and the letters A-V, then only "=" padding.'
			WHEN err OPERATOR(pg_catalog.=) 5 THEN 'A UUID in base32hex has 26 digits before its "=" padding.'
		END;
	END IF;
	IF detail IS NULL THEN
		RAISE EXCEPTION 'invalid % "%"', (form COLLATE pg_catalog."C"), @extschema@.uuid9562_text_shown((t COLLATE pg_catalog."C"))
			USING ERRCODE = '22P02';
	END IF;
	RAISE EXCEPTION 'invalid % "%"', (form COLLATE pg_catalog."C"), @extschema@.uuid9562_text_shown((t COLLATE pg_catalog."C"))
		USING ERRCODE = '22P02', DETAIL = detail;
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_text_form_error(pg_catalog.text, pg_catalog.text, pg_catalog.int4) IS 'internal: raise the error for a malformed TypeID, ULID or base32hex text';

--
-- TypeID (specification 0.3.0): an optional prefix of at most 63
-- characters a-z and "_" that begins and ends with a letter, "_", and 26
-- digits of Crockford's alphabet in lowercase, the first at most 7.
--

--
-- What a TypeID with the prefix argument prefix begins with: nothing for an
-- empty prefix, else the prefix and "_".  SQLSTATE 22023 for a prefix
-- against the grammar (typeid_prefix_check() of textform.c).
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_typeid_head(prefix pg_catalog.text) RETURNS pg_catalog.text
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
BEGIN
	IF (prefix COLLATE pg_catalog."C") OPERATOR(pg_catalog.=) '' THEN
		RETURN '';
	ELSIF pg_catalog.octet_length((prefix COLLATE pg_catalog."C")) OPERATOR(pg_catalog.<=) 63
		  AND pg_catalog.textregexeq(prefix COLLATE pg_catalog."C", '^[a-z]([a-z_]*[a-z])?$') THEN
		RETURN pg_catalog.textcat((prefix COLLATE pg_catalog."C"), '_');
	END IF;
	RAISE EXCEPTION 'invalid TypeID prefix "%"', @extschema@.uuid9562_text_shown((prefix COLLATE pg_catalog."C"))
		USING ERRCODE = '22023',
			HINT = 'A prefix has at most 63 characters a-z and "_", and begins and ends with a letter.';
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_typeid_head(pg_catalog.text) IS 'internal: a TypeID prefix argument and "_", SQLSTATE 22023 if it is against the grammar';

--
-- The UUID of a TypeID; SQLSTATE 22P02 for a malformed one, with the
-- fault that uuid9562_typeid_parse() of base32.c finds: the separator is
-- the last "_"; none, and all of t is the suffix; one first, and the
-- prefix is empty; then the prefix, the suffix's length, its digits.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_typeid_read(typeid pg_catalog.text) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
DECLARE
	sep pg_catalog.int4;
	prefix pg_catalog.text COLLATE pg_catalog."C";
	suffix pg_catalog.text COLLATE pg_catalog."C" := (typeid COLLATE pg_catalog."C");
	err pg_catalog.int4 := 0;
BEGIN
	IF @extschema@.typeid_is_valid((typeid COLLATE pg_catalog."C")) THEN
		RETURN @extschema@.uuid9562_b32_unpack(pg_catalog.right((typeid COLLATE pg_catalog."C"), 26), 2, 1);
	END IF;
	sep := pg_catalog.strpos(pg_catalog.reverse((typeid COLLATE pg_catalog."C")), '_');
	IF sep OPERATOR(pg_catalog.>) 0 THEN
		prefix := pg_catalog.left((typeid COLLATE pg_catalog."C"), pg_catalog.length((typeid COLLATE pg_catalog."C")) OPERATOR(pg_catalog.-) sep);
		suffix := pg_catalog.right((typeid COLLATE pg_catalog."C"), sep OPERATOR(pg_catalog.-) 1);
		IF prefix OPERATOR(pg_catalog.=) '' THEN
			err := 7;
		ELSIF pg_catalog.octet_length(prefix) OPERATOR(pg_catalog.>) 63
			  OR NOT pg_catalog.textregexeq(prefix COLLATE pg_catalog."C", '^[a-z]([a-z_]*[a-z])?$') THEN
			err := 6;
		END IF;
	END IF;
	IF err OPERATOR(pg_catalog.=) 0 AND pg_catalog.octet_length(suffix) OPERATOR(pg_catalog.<>) 26 THEN
		err := 1;
	ELSIF err OPERATOR(pg_catalog.=) 0 THEN
		err := @extschema@.uuid9562_b32_fault(suffix, true, true);
	END IF;
	RETURN @extschema@.uuid9562_text_form_error('TypeID', (typeid COLLATE pg_catalog."C"), err);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_typeid_read(pg_catalog.text) IS 'internal: UUID of a TypeID, SQLSTATE 22P02 if it is malformed';

--
-- PL/pgSQL, not an inlined SQL expression: a NULL id must give NULL
-- without the prefix being checked, as the C function's strictness gives
-- (an inlined body would check the prefix of a NULL column's row).
--
CREATE OR REPLACE FUNCTION @extschema@.uuid_to_typeid(prefix pg_catalog.text, id pg_catalog.uuid) RETURNS pg_catalog.text
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
BEGIN
	RETURN pg_catalog.textcat(@extschema@.uuid9562_typeid_head((prefix COLLATE pg_catalog."C")),
		@extschema@.uuid9562_b32_pack(id, 2, 39, 1));
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_to_typeid(pg_catalog.text, pg_catalog.uuid) IS 'TypeID of a UUID with a type prefix';

CREATE OR REPLACE FUNCTION @extschema@.typeid_to_uuid(typeid pg_catalog.text) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
BEGIN
	RETURN @extschema@.uuid9562_typeid_read((typeid COLLATE pg_catalog."C"));
END
$$;
COMMENT ON FUNCTION @extschema@.typeid_to_uuid(pg_catalog.text) IS 'UUID of a TypeID of any type';

--
-- The prefix argument is checked first, then the TypeID is read, then its
-- prefix compared (typeid_to_uuid_prefix() of textform.c).
--
CREATE OR REPLACE FUNCTION @extschema@.typeid_to_uuid(typeid pg_catalog.text, prefix pg_catalog.text) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
DECLARE
	head pg_catalog.text COLLATE pg_catalog."C" := @extschema@.uuid9562_typeid_head((prefix COLLATE pg_catalog."C"));
	id pg_catalog.uuid := @extschema@.uuid9562_typeid_read((typeid COLLATE pg_catalog."C"));
	got pg_catalog.text COLLATE pg_catalog."C" := pg_catalog.left((typeid COLLATE pg_catalog."C"), pg_catalog.int4larger(pg_catalog.length((typeid COLLATE pg_catalog."C")) OPERATOR(pg_catalog.-) 27, 0));
BEGIN
	IF got OPERATOR(pg_catalog.<>) (prefix COLLATE pg_catalog."C") THEN
		RAISE EXCEPTION 'TypeID "%" has prefix "%", not "%"', @extschema@.uuid9562_text_shown((typeid COLLATE pg_catalog."C")), got, (prefix COLLATE pg_catalog."C")
			USING ERRCODE = '22023';
	END IF;
	RETURN id;
END
$$;
COMMENT ON FUNCTION @extschema@.typeid_to_uuid(pg_catalog.text, pg_catalog.text) IS 'UUID of a TypeID that must have the given type prefix';

--
-- The prefix of a TypeID that uuid9562_typeid_read() accepts: what is
-- before its last "_", of a TypeID of 26 characters nothing.
--
CREATE OR REPLACE FUNCTION @extschema@.typeid_prefix(typeid pg_catalog.text) RETURNS pg_catalog.text
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
BEGIN
	PERFORM @extschema@.uuid9562_typeid_read((typeid COLLATE pg_catalog."C"));
	RETURN pg_catalog.left((typeid COLLATE pg_catalog."C"), pg_catalog.int4larger(pg_catalog.length((typeid COLLATE pg_catalog."C")) OPERATOR(pg_catalog.-) 27, 0));
END
$$;
COMMENT ON FUNCTION @extschema@.typeid_prefix(pg_catalog.text) IS 'type prefix of a TypeID, empty if none';

--
-- Whether text is a TypeID: 26 digits, the first at most 7; or a prefix
-- (a letter, then letters and "_", ending in a letter), "_" and those 26
-- digits, at most 90 bytes in all (a prefix of at most 63).  The suffix
-- holds no "_", so the expression's "_" is the last one, and 26 characters
-- from the end is where it must be.  Counted repetitions make PostgreSQL's
-- regular expressions several times slower, hence the lengths tested
-- apart.  Never raises an error.
--
CREATE OR REPLACE FUNCTION @extschema@.typeid_is_valid(typeid pg_catalog.text) RETURNS pg_catalog.bool
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
BEGIN
	RETURN CASE
		WHEN pg_catalog.octet_length((typeid COLLATE pg_catalog."C")) OPERATOR(pg_catalog.=) 26 THEN pg_catalog.textregexeq(typeid COLLATE pg_catalog."C", '^[0-7][0-9a-hjkmnp-tv-z]*$')
		ELSE pg_catalog.octet_length((typeid COLLATE pg_catalog."C")) OPERATOR(pg_catalog.<=) 90
			 AND pg_catalog.textregexeq(typeid COLLATE pg_catalog."C", '^[a-z]([a-z_]*[a-z])?_[0-7][0-9a-hjkmnp-tv-z]*$')
			 AND pg_catalog.substr((typeid COLLATE pg_catalog."C"), pg_catalog.length((typeid COLLATE pg_catalog."C")) OPERATOR(pg_catalog.-) 26, 1) OPERATOR(pg_catalog.=) '_'
	END;
END
$$;
COMMENT ON FUNCTION @extschema@.typeid_is_valid(pg_catalog.text) IS 'whether text is a TypeID';

--
-- PL/pgSQL: a STRICT LANGUAGE sql function would not be inlined
-- (uuid_generate_v7() is not strict), and one that is not inlined costs
-- more than a PL/pgSQL call.  The prefix is checked before the clock moves.
--
CREATE OR REPLACE FUNCTION @extschema@.typeid_generate(prefix pg_catalog.text DEFAULT '') RETURNS pg_catalog.text
	LANGUAGE plpgsql VOLATILE STRICT PARALLEL UNSAFE SECURITY DEFINER
	AS $$
BEGIN
	RETURN pg_catalog.textcat(@extschema@.uuid9562_typeid_head((prefix COLLATE pg_catalog."C")),
		@extschema@.uuid9562_b32_pack(@extschema@.uuid_generate_v7(), 2, 39, 1));
END
$$;
COMMENT ON FUNCTION @extschema@.typeid_generate(pg_catalog.text) IS 'generate a TypeID of a new UUID version 7 (strictly increasing within a session)';

--
-- ULID: 26 characters of Crockford's alphabet, written in uppercase, read
-- in either case, the first at most 7.
--

CREATE OR REPLACE FUNCTION @extschema@.uuid_to_ulid(id pg_catalog.uuid) RETURNS pg_catalog.text
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
BEGIN
	RETURN @extschema@.uuid9562_b32_pack(id, 2, 7, 1);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_to_ulid(pg_catalog.uuid) IS 'ULID of a UUID (26 characters, uppercase)';

CREATE OR REPLACE FUNCTION @extschema@.ulid_to_uuid(ulid pg_catalog.text) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
BEGIN
	IF @extschema@.ulid_is_valid((ulid COLLATE pg_catalog."C")) THEN
		RETURN @extschema@.uuid9562_b32_unpack((ulid COLLATE pg_catalog."C"), 2, 1);
	END IF;
	RETURN @extschema@.uuid9562_text_form_error('ULID', (ulid COLLATE pg_catalog."C"),
		CASE WHEN pg_catalog.octet_length((ulid COLLATE pg_catalog."C")) OPERATOR(pg_catalog.<>) 26 THEN 1
			 ELSE @extschema@.uuid9562_b32_fault((ulid COLLATE pg_catalog."C"), true, false) END);
END
$$;
COMMENT ON FUNCTION @extschema@.ulid_to_uuid(pg_catalog.text) IS 'UUID of a ULID in either case';

CREATE OR REPLACE FUNCTION @extschema@.ulid_is_valid(ulid pg_catalog.text) RETURNS pg_catalog.bool
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
BEGIN
	RETURN pg_catalog.octet_length((ulid COLLATE pg_catalog."C")) OPERATOR(pg_catalog.=) 26
		   AND pg_catalog.textregexeq(ulid COLLATE pg_catalog."C", '^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]*$');
END
$$;
COMMENT ON FUNCTION @extschema@.ulid_is_valid(pg_catalog.text) IS 'whether text is a ULID';

CREATE OR REPLACE FUNCTION @extschema@.ulid_generate() RETURNS pg_catalog.text
	LANGUAGE plpgsql VOLATILE PARALLEL UNSAFE SECURITY DEFINER
	AS $$
BEGIN
	RETURN @extschema@.uuid_to_ulid(@extschema@.uuid_generate_v7());
END
$$;
COMMENT ON FUNCTION @extschema@.ulid_generate() IS 'generate the ULID of a new UUID version 7 (strictly increasing within a session)';

--
-- base32hex (RFC 4648 section 7), as PostgreSQL 19's encode() and
-- decode() write and read it
--

CREATE OR REPLACE FUNCTION @extschema@.uuid_to_base32hex(id pg_catalog.uuid) RETURNS pg_catalog.text
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
BEGIN
	RETURN @extschema@.uuid9562_b32_pack(id, 0, 7, 0);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_to_base32hex(pg_catalog.uuid) IS 'base32hex of a UUID without padding (26 characters, as PostgreSQL 19''s encode)';

--
-- The UUID of a base32hex text, accepting exactly what
-- uuid9562_base32hex_parse() of base32.c accepts: 26 bytes are 26 digits
-- (either case); any other text is read character by character: spaces,
-- tabs and line ends ignored, "=" padding once a group of 8 digits has 2,
-- 4, 5 or 7 of them and nothing after it but "=" and spaces, 26 or 27
-- digits (the bits after the 128th ignored).  The faults come in the order
-- the scan meets them.
--
CREATE OR REPLACE FUNCTION @extschema@.base32hex_to_uuid(base32hex pg_catalog.text) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
DECLARE
	digits pg_catalog.text COLLATE pg_catalog."C" := '';
	n pg_catalog.int4 := 0;
	padded pg_catalog.bool := false;
	c pg_catalog.text COLLATE pg_catalog."C";
BEGIN
	IF pg_catalog.octet_length((base32hex COLLATE pg_catalog."C")) OPERATOR(pg_catalog.=) 26 THEN
		digits := (base32hex COLLATE pg_catalog."C");
		IF NOT pg_catalog.textregexeq(digits COLLATE pg_catalog."C", '^[0-9A-Va-v]*$') THEN
			RETURN @extschema@.uuid9562_text_form_error('base32hex UUID', (base32hex COLLATE pg_catalog."C"), 2);
		END IF;
	ELSE
		FOREACH c IN ARRAY pg_catalog.string_to_array((base32hex COLLATE pg_catalog."C"), NULL) LOOP
			IF c OPERATOR(pg_catalog.=) ANY (ARRAY[' ', pg_catalog.chr(9), pg_catalog.chr(10), pg_catalog.chr(13)]) THEN
				CONTINUE;
			ELSIF c OPERATOR(pg_catalog.=) '=' THEN
				IF NOT padded AND NOT (n OPERATOR(pg_catalog.%) 8) OPERATOR(pg_catalog.=) ANY ('{2,4,5,7}'::pg_catalog.int4[]) THEN
					RETURN @extschema@.uuid9562_text_form_error('base32hex UUID', (base32hex COLLATE pg_catalog."C"), 5);
				END IF;
				padded := true;
				CONTINUE;
			ELSIF padded OR NOT pg_catalog.textregexeq(c COLLATE pg_catalog."C", '^[0-9A-Va-v]$') THEN
				RETURN @extschema@.uuid9562_text_form_error('base32hex UUID', (base32hex COLLATE pg_catalog."C"), 2);
			ELSIF n OPERATOR(pg_catalog.=) 27 THEN
				RETURN @extschema@.uuid9562_text_form_error('base32hex UUID', (base32hex COLLATE pg_catalog."C"), 1);
			END IF;
			digits := digits OPERATOR(pg_catalog.||) c;
			n := n OPERATOR(pg_catalog.+) 1;
		END LOOP;
		IF n OPERATOR(pg_catalog.<) 26 THEN
			RETURN @extschema@.uuid9562_text_form_error('base32hex UUID', (base32hex COLLATE pg_catalog."C"), 1);
		END IF;
	END IF;
	RETURN @extschema@.uuid9562_b32_unpack(pg_catalog.left(digits, 26), 0, 0);
END
$$;
COMMENT ON FUNCTION @extschema@.base32hex_to_uuid(pg_catalog.text) IS 'UUID of a base32hex text, with or without padding (as PostgreSQL 19''s decode)';

--
-- UUIDv9 (not part of RFC 9562; docs/uuidv9.md): 32 hex digits of a
-- prefix, an optional Unix time in milliseconds (hex without padding),
-- for a sequential id a counter, random digits, optional marks (version
-- digit 9, or the legacy version 1 or 4 and variant 8-b) inserted at
-- digits 12 and 16, and an optional checksum, the CRC-8 of the first 15
-- bytes in the last.
--

--
-- CRC-8/SMBUS (polynomial 0x07, initial value 0, no reflection, no final
-- xor) of the first 15 bytes of b, through the table of
-- src/common/v9_codec.c (crc8_table).
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_v9_crc15(b pg_catalog.bytea) RETURNS pg_catalog.int4
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
DECLARE
	-- crc8[i] = CRC-8 of the one byte i: a bytea, as get_byte() on it
	-- costs a tenth of a subscript of an array (decode() of a constant is
	-- folded when the expression is planned, once a session)
	crc8 pg_catalog.bytea := pg_catalog.decode(
		'00070e091c1b1215383f363124232a2d70777e796c6b6265484f464154535a5de0e7eee9fcfbf2f5d8dfd6d1c4c3cacd90979e998c8b8285a8afa6a1b4b3babd'
		'c7c0c9cedbdcd5d2fff8f1f6e3e4edeab7b0b9beabaca5a28f88818693949d9a2720292e3b3c35321f18111603040d0a5750595e4b4c45426f68616673747d7a'
		'898e878095929b9cb1b6bfb8adaaa3a4f9fef7f0e5e2ebecc1c6cfc8dddad3d4696e676075727b7c51565f584d4a4344191e171005020b0c21262f283d3a3334'
		'4e49404752555c5b7671787f6a6d64633e39303722252c2b0601080f1a1d1413aea9a0a7b2b5bcbb9691989f8a8d8483ded9d0d7c2c5cccbe6e1e8effafdf4f3', 'hex');
BEGIN
	-- crc(i + 1) = crc8[crc(i) # byte i], from crc(1) = crc8[byte 0]:
	-- fifteen lookups in one expression, the innermost first
	RETURN pg_catalog.get_byte(crc8, pg_catalog.get_byte(crc8, pg_catalog.get_byte(crc8, pg_catalog.get_byte(crc8,
		pg_catalog.get_byte(crc8, pg_catalog.get_byte(crc8, pg_catalog.get_byte(crc8, pg_catalog.get_byte(crc8,
		pg_catalog.get_byte(crc8, pg_catalog.get_byte(crc8, pg_catalog.get_byte(crc8, pg_catalog.get_byte(crc8,
		pg_catalog.get_byte(crc8, pg_catalog.get_byte(crc8, pg_catalog.get_byte(crc8, pg_catalog.get_byte(b, 0))
		OPERATOR(pg_catalog.#) pg_catalog.get_byte(b, 1)) OPERATOR(pg_catalog.#) pg_catalog.get_byte(b, 2))
		OPERATOR(pg_catalog.#) pg_catalog.get_byte(b, 3)) OPERATOR(pg_catalog.#) pg_catalog.get_byte(b, 4))
		OPERATOR(pg_catalog.#) pg_catalog.get_byte(b, 5)) OPERATOR(pg_catalog.#) pg_catalog.get_byte(b, 6))
		OPERATOR(pg_catalog.#) pg_catalog.get_byte(b, 7)) OPERATOR(pg_catalog.#) pg_catalog.get_byte(b, 8))
		OPERATOR(pg_catalog.#) pg_catalog.get_byte(b, 9)) OPERATOR(pg_catalog.#) pg_catalog.get_byte(b, 10))
		OPERATOR(pg_catalog.#) pg_catalog.get_byte(b, 11)) OPERATOR(pg_catalog.#) pg_catalog.get_byte(b, 12))
		OPERATOR(pg_catalog.#) pg_catalog.get_byte(b, 13)) OPERATOR(pg_catalog.#) pg_catalog.get_byte(b, 14));
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_v9_crc15(pg_catalog.bytea) IS 'internal: CRC-8 of the first 15 bytes, the UUIDv9 checksum';

--
-- The digits of a UUIDv9 prefix argument, in lowercase: at most 8 hex
-- digits in either case.  SQLSTATE 22023 otherwise, the hint for a
-- character that is not a hex digit before the one for the length
-- (v9_set_prefix() of src/gen_v9.c).
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_v9_prefix(prefix pg_catalog.text) RETURNS pg_catalog.text
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
BEGIN
	IF pg_catalog.textregexeq(prefix COLLATE pg_catalog."C", '^[0-9A-Fa-f]{0,8}$') THEN
		RETURN pg_catalog.translate((prefix COLLATE pg_catalog."C"), 'ABCDEF', 'abcdef');
	END IF;
	RAISE EXCEPTION 'invalid UUIDv9 prefix "%"', @extschema@.uuid9562_text_shown((prefix COLLATE pg_catalog."C"))
		USING ERRCODE = '22023',
			DETAIL = 'A prefix has at most 8 hexadecimal digits.',
			HINT = CASE WHEN pg_catalog.textregexeq(prefix COLLATE pg_catalog."C", '^[0-9A-Fa-f]*$')
						THEN 'Shorten the prefix to 8 digits or fewer.'
						ELSE 'Use digits 0-9 and letters a-f only.' END;
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_v9_prefix(pg_catalog.text) IS 'internal: the digits of a UUIDv9 prefix, SQLSTATE 22023 for a bad one';

--
-- The UUIDv9 of the prefix digits phex, the Unix milliseconds ms (NULL for
-- none), the 20-bit counter (NULL for none: uuid_generate_v9_at() and ids
-- without time) and the options, laid out as uuid9562_v9_encode() of
-- src/common/v9_codec.c does: prefix, time, the counter's top digits (5,
-- fewer only if the room were smaller), random digits up to the room that
-- checksum and marks leave; the marks inserted, pushing the rest to the
-- right; zeros to the end; the checksum in the last byte.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_v9_make(phex pg_catalog.text, ms pg_catalog.int8, counter pg_catalog.int4,
		checksum pg_catalog.bool, version pg_catalog.bool, legacy pg_catalog.bool)
	RETURNS pg_catalog.uuid
	LANGUAGE plpgsql VOLATILE PARALLEL SAFE
	AS $$
DECLARE
	thex pg_catalog.text COLLATE pg_catalog."C" := COALESCE(pg_catalog.to_hex(ms), '');
	-- 16 random bytes from core's strong random source: the bytes of two
	-- version 4 UUIDs that are neither version nor variant
	r1 pg_catalog.bytea := pg_catalog.uuid_send(pg_catalog.gen_random_uuid());
	rnd pg_catalog.bytea := pg_catalog.byteacat(pg_catalog.byteacat(pg_catalog.substr(r1, 1, 6), pg_catalog.substr(r1, 10, 7)),
		pg_catalog.substr(pg_catalog.uuid_send(pg_catalog.gen_random_uuid()), 1, 3));
	room pg_catalog.int4 := 32 OPERATOR(pg_catalog.-) pg_catalog.length((phex COLLATE pg_catalog."C")) OPERATOR(pg_catalog.-) pg_catalog.length(thex)
		OPERATOR(pg_catalog.-) CASE WHEN checksum THEN 2 ELSE 0 END
		OPERATOR(pg_catalog.-) CASE WHEN legacy THEN 2 WHEN version THEN 1 ELSE 0 END;
	cdig pg_catalog.int4 := CASE WHEN counter IS NULL THEN 0 ELSE pg_catalog.int4smaller(room, 5) END;
	s pg_catalog.text COLLATE pg_catalog."C";
	b pg_catalog.bytea;
BEGIN
	s := (phex COLLATE pg_catalog."C") OPERATOR(pg_catalog.||) thex
		 OPERATOR(pg_catalog.||) pg_catalog.left(pg_catalog.lpad(pg_catalog.to_hex(COALESCE(counter, 0)), 5, '0'), cdig)
		 OPERATOR(pg_catalog.||) pg_catalog.left(pg_catalog.encode(rnd, 'hex'), room OPERATOR(pg_catalog.-) cdig);
	IF legacy THEN
		s := pg_catalog.overlay(s, CASE WHEN ms IS NULL THEN '4' ELSE '1' END, 13, 0);
		-- a legacy id without time draws its variant's low 2 bits, from
		-- the last random byte, which no digit uses then (room <= 30)
		s := pg_catalog.overlay(s, CASE WHEN ms IS NULL
										THEN pg_catalog.to_hex(8 OPERATOR(pg_catalog.|) (pg_catalog.get_byte(rnd, 15) OPERATOR(pg_catalog.&) 3))
										ELSE '8' END, 17, 0);
	ELSIF version THEN
		s := pg_catalog.overlay(s, '9', 13, 0);
	END IF;
	b := pg_catalog.decode(pg_catalog.rpad(s, 32, '0'), 'hex');
	IF checksum THEN
		b := pg_catalog.set_byte(b, 15, @extschema@.uuid9562_v9_crc15(b));
	END IF;
	RETURN pg_catalog.encode(b, 'hex')::pg_catalog.uuid;
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_v9_make(pg_catalog.text, pg_catalog.int8, pg_catalog.int4, pg_catalog.bool, pg_catalog.bool, pg_catalog.bool) IS 'internal: a UUIDv9 of a prefix, time, counter and options, the rest random';

--
-- A sequential id's time and counter come from the session's clock
-- (uuid9562_clock_next() of 10_generate.sql, shared with version 7, in
-- units of 2^-12 ms): the millisecond, and the 12-bit fraction followed by
-- 8 zero bits as the 20-bit counter, so that the ids of a session with the
-- same prefix and options strictly increase.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid_generate_v9(prefix pg_catalog.text DEFAULT '',
		"timestamp" pg_catalog.bool DEFAULT true, checksum pg_catalog.bool DEFAULT false,
		version pg_catalog.bool DEFAULT false, legacy pg_catalog.bool DEFAULT false)
	RETURNS pg_catalog.uuid
	LANGUAGE plpgsql VOLATILE STRICT PARALLEL UNSAFE SECURITY DEFINER
	AS $$
DECLARE
	phex pg_catalog.text COLLATE pg_catalog."C" := @extschema@.uuid9562_v9_prefix((prefix COLLATE pg_catalog."C"));
	unit pg_catalog.int8;
BEGIN
	IF NOT $2 THEN
		RETURN @extschema@.uuid9562_v9_make(phex, NULL, NULL, checksum, version, legacy);
	END IF;
	unit := @extschema@.uuid9562_clock_next();
	RETURN @extschema@.uuid9562_v9_make(phex, unit OPERATOR(pg_catalog.>>) 12,
		((unit OPERATOR(pg_catalog.&) 4095) OPERATOR(pg_catalog.<<) 8)::pg_catalog.int4, checksum, version, legacy);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_generate_v9(pg_catalog.text, pg_catalog.bool, pg_catalog.bool, pg_catalog.bool, pg_catalog.bool) IS 'generate UUIDv9 (hex prefix, optional Unix time, checksum and version digit; strictly increasing within a session)';

--
-- The millisecond of ts, truncated, every digit after it random.  SQLSTATE
-- 22023 for a bad prefix (first), 22008 for an infinite ts or one before
-- 1970; every later timestamptz fits.  The Unix milliseconds are computed
-- so that nothing overflows at the end of the timestamptz range.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid_generate_v9_at(prefix pg_catalog.text, ts pg_catalog.timestamptz,
		checksum pg_catalog.bool DEFAULT false, version pg_catalog.bool DEFAULT false,
		legacy pg_catalog.bool DEFAULT false)
	RETURNS pg_catalog.uuid
	LANGUAGE plpgsql VOLATILE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
DECLARE
	phex pg_catalog.text COLLATE pg_catalog."C" := @extschema@.uuid9562_v9_prefix((prefix COLLATE pg_catalog."C"));
	us pg_catalog.int8;
BEGIN
	IF NOT pg_catalog.isfinite(ts) OR ts OPERATOR(pg_catalog.<) '1970-01-01 00:00:00+00'::pg_catalog.timestamptz THEN
		-- the time in ISO style, as uuid9562_v7_time_error() writes it
		RAISE EXCEPTION 'timestamp "%" is out of range for UUIDv9', @extschema@.uuid9562_iso_text(ts)
			USING ERRCODE = '22008', DETAIL = 'UUIDv9 holds finite times from 1970-01-01 00:00:00 UTC on.';
	END IF;
	-- microseconds since 2000-01-01, exactly (timestamptz_send)
	us := @extschema@.uuid9562_hex_int8(pg_catalog.encode(pg_catalog.timestamptz_send(ts), 'hex'));
	RETURN @extschema@.uuid9562_v9_make(phex,
		CASE WHEN us OPERATOR(pg_catalog.<) 0
			 THEN (us OPERATOR(pg_catalog.+) 946684800000000) OPERATOR(pg_catalog./) 1000
			 ELSE us OPERATOR(pg_catalog./) 1000 OPERATOR(pg_catalog.+) 946684800000 END,
		NULL, checksum, version, legacy);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_generate_v9_at(pg_catalog.text, pg_catalog.timestamptz, pg_catalog.bool, pg_catalog.bool, pg_catalog.bool) IS 'generate UUIDv9 for a given time';

--
-- Whether text is a UUIDv9 as the reference validators see it
-- (uuid9562_v9_text_valid() of src/common/v9_codec.c): 36 characters
-- 8-4-4-4-12 of hex digits in either case; with checksum, the last byte
-- the CRC-8 of the others, its two digits not in uppercase (the
-- references compare their lowercase text); with version, the 13th digit
-- 9, or 1 or 4 with a 17th digit of 8, 9, a or b.  Never raises an error.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid_v9_is_valid(id pg_catalog.text, checksum pg_catalog.bool DEFAULT false,
		version pg_catalog.bool DEFAULT false)
	RETURNS pg_catalog.bool
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
DECLARE
	b pg_catalog.bytea;
BEGIN
	IF NOT pg_catalog.textregexeq(id COLLATE pg_catalog."C",
			'^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$') THEN
		RETURN false;
	END IF;
	IF checksum THEN
		b := pg_catalog.decode(pg_catalog.replace((id COLLATE pg_catalog."C"), '-', ''), 'hex');
		IF @extschema@.uuid9562_v9_crc15(b) OPERATOR(pg_catalog.<>) pg_catalog.get_byte(b, 15)
		   OR pg_catalog.textregexeq(pg_catalog.right((id COLLATE pg_catalog."C"), 2) COLLATE pg_catalog."C", '[A-F]') THEN
			RETURN false;
		END IF;
	END IF;
	IF version AND NOT (pg_catalog.substr((id COLLATE pg_catalog."C"), 15, 1) OPERATOR(pg_catalog.=) '9'
						OR (pg_catalog.substr((id COLLATE pg_catalog."C"), 15, 1) OPERATOR(pg_catalog.=) ANY ('{1,4}'::pg_catalog.text[])
							AND pg_catalog.substr((id COLLATE pg_catalog."C"), 20, 1) OPERATOR(pg_catalog.=) ANY ('{8,9,a,b,A,B}'::pg_catalog.text[]))) THEN
		RETURN false;
	END IF;
	RETURN true;
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_v9_is_valid(pg_catalog.text, pg_catalog.bool, pg_catalog.bool) IS 'whether text is a UUID, optionally with a valid UUIDv9 checksum and version digit';

CREATE OR REPLACE FUNCTION @extschema@.uuid_v9_checksum(id pg_catalog.uuid) RETURNS pg_catalog.bool
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
BEGIN
	RETURN @extschema@.uuid9562_v9_crc15(pg_catalog.uuid_send(id))
			   OPERATOR(pg_catalog.=) pg_catalog.get_byte(pg_catalog.uuid_send(id), 15);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_v9_checksum(pg_catalog.uuid) IS 'whether the last octet of a UUID is the UUIDv9 checksum (CRC-8) of the others';

--
-- min(uuid) and max(uuid) in the native order (core's uuid_ops, the bytes
-- compared unsigned), in this schema on every major as in the C edition
-- (src/minmax.c); "<" and ">" as sort operators let the planner answer
-- them from a btree index.
--

CREATE OR REPLACE FUNCTION @extschema@.uuid_greatest(a pg_catalog.uuid, b pg_catalog.uuid) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
BEGIN
	IF a OPERATOR(pg_catalog.>=) b THEN
		RETURN a;
	END IF;
	RETURN b;
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_greatest(pg_catalog.uuid, pg_catalog.uuid) IS 'larger of two UUIDs (transition function of max)';

CREATE OR REPLACE FUNCTION @extschema@.uuid_least(a pg_catalog.uuid, b pg_catalog.uuid) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
BEGIN
	IF a OPERATOR(pg_catalog.<=) b THEN
		RETURN a;
	END IF;
	RETURN b;
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_least(pg_catalog.uuid, pg_catalog.uuid) IS 'smaller of two UUIDs (transition function of min)';

CREATE OR REPLACE AGGREGATE @extschema@.max(pg_catalog.uuid) (
	SFUNC = @extschema@.uuid_greatest, STYPE = pg_catalog.uuid,
	COMBINEFUNC = @extschema@.uuid_greatest, SORTOP = OPERATOR(pg_catalog.>),
	PARALLEL = SAFE
);
COMMENT ON AGGREGATE @extschema@.max(pg_catalog.uuid) IS 'maximum value of all uuid input values';

CREATE OR REPLACE AGGREGATE @extschema@.min(pg_catalog.uuid) (
	SFUNC = @extschema@.uuid_least, STYPE = pg_catalog.uuid,
	COMBINEFUNC = @extschema@.uuid_least, SORTOP = OPERATOR(pg_catalog.<),
	PARALLEL = SAFE
);
COMMENT ON AGGREGATE @extschema@.min(pg_catalog.uuid) IS 'minimum value of all uuid input values';
