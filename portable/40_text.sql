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
 * (base32hex), each digit as one of the 32 "code" characters chr(32) ..
 * chr(63); translate() then maps the codes to a form's alphabet, and back
 * for uuid9562_b32_unpack().  The bits move as five groups of 30 (6 digits)
 * and 10 (2 digits) in int8 arithmetic, with no loop: each call runs a few
 * PL/pgSQL statements (PostgreSQL gives <<, >>, & and | one precedence,
 * left to right: every combination is parenthesized).  A text is checked against its form's regular
 * expression before it is decoded; only a text that fails is looked at
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
-- The 6 code bytes (chr(32) + digit) of the 30-bit group g, most
-- significant digit first; g is used six times, each time in a shift and
-- a mask: pass a variable or a cheap expression.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_b32_spread(g pg_catalog.int8) RETURNS pg_catalog.bytea
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT pg_catalog.substr(pg_catalog.int8send(
		((g OPERATOR(pg_catalog.>>) 25 OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.<<) 40) OPERATOR(pg_catalog.|)
		((g OPERATOR(pg_catalog.>>) 20 OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.<<) 32) OPERATOR(pg_catalog.|)
		((g OPERATOR(pg_catalog.>>) 15 OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.<<) 24) OPERATOR(pg_catalog.|)
		((g OPERATOR(pg_catalog.>>) 10 OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.<<) 16) OPERATOR(pg_catalog.|)
		((g OPERATOR(pg_catalog.>>) 5 OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.<<) 8) OPERATOR(pg_catalog.|)
		(g OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.|) 35322350018592), 3, 6)
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_b32_spread(pg_catalog.int8) IS 'internal: six base-32 code bytes of a 30-bit group';

--
-- The 30-bit group of the 6 code bytes of b from offset off (0-based), the
-- inverse of uuid9562_b32_spread().  b is used six times: pass a variable.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_b32_gather(b pg_catalog.bytea, off pg_catalog.int4) RETURNS pg_catalog.int8
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT ((pg_catalog.get_byte(b, off) OPERATOR(pg_catalog.&) 31)::pg_catalog.int8 OPERATOR(pg_catalog.<<) 25) OPERATOR(pg_catalog.|)
		   ((pg_catalog.get_byte(b, off OPERATOR(pg_catalog.+) 1) OPERATOR(pg_catalog.&) 31)::pg_catalog.int8 OPERATOR(pg_catalog.<<) 20) OPERATOR(pg_catalog.|)
		   ((pg_catalog.get_byte(b, off OPERATOR(pg_catalog.+) 2) OPERATOR(pg_catalog.&) 31)::pg_catalog.int8 OPERATOR(pg_catalog.<<) 15) OPERATOR(pg_catalog.|)
		   ((pg_catalog.get_byte(b, off OPERATOR(pg_catalog.+) 3) OPERATOR(pg_catalog.&) 31)::pg_catalog.int8 OPERATOR(pg_catalog.<<) 10) OPERATOR(pg_catalog.|)
		   ((pg_catalog.get_byte(b, off OPERATOR(pg_catalog.+) 4) OPERATOR(pg_catalog.&) 31)::pg_catalog.int8 OPERATOR(pg_catalog.<<) 5) OPERATOR(pg_catalog.|)
		   (pg_catalog.get_byte(b, off OPERATOR(pg_catalog.+) 5) OPERATOR(pg_catalog.&) 31)::pg_catalog.int8
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_b32_gather(pg_catalog.bytea, pg_catalog.int4) IS 'internal: 30-bit group of six base-32 code bytes';

--
-- The 26 code characters of the 128 bits of id (uuid9562_b32_encode() of
-- base32.c): after lead zero bits, 2 (TypeID, ULID) or 0 (base32hex), the
-- bits most significant first, then zero bits to fill the last digit.
-- The stream of 130 bits is cut into groups of 30, 30, 30, 30 and 10 bits
-- from the upper (hi) and lower (lo) 64 bits of id.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_b32_pack(id pg_catalog.uuid, lead pg_catalog.int4) RETURNS pg_catalog.text
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
DECLARE
	h pg_catalog.text := pg_catalog.encode(pg_catalog.uuid_send(id), 'hex');
	hi pg_catalog.int8 := pg_catalog.textcat('x', pg_catalog.substr(h, 1, 16))::pg_catalog.bit(64)::pg_catalog.int8;
	lo pg_catalog.int8 := pg_catalog.textcat('x', pg_catalog.substr(h, 17))::pg_catalog.bit(64)::pg_catalog.int8;
BEGIN
	IF lead OPERATOR(pg_catalog.=) 2 THEN
		RETURN pg_catalog.encode(
			@extschema@.uuid9562_b32_spread(hi OPERATOR(pg_catalog.>>) 36 OPERATOR(pg_catalog.&) 268435455) OPERATOR(pg_catalog.||)
			@extschema@.uuid9562_b32_spread(hi OPERATOR(pg_catalog.>>) 6 OPERATOR(pg_catalog.&) 1073741823) OPERATOR(pg_catalog.||)
			@extschema@.uuid9562_b32_spread((hi OPERATOR(pg_catalog.&) 63) OPERATOR(pg_catalog.<<) 24 OPERATOR(pg_catalog.|)
											(lo OPERATOR(pg_catalog.>>) 40 OPERATOR(pg_catalog.&) 16777215)) OPERATOR(pg_catalog.||)
			@extschema@.uuid9562_b32_spread(lo OPERATOR(pg_catalog.>>) 10 OPERATOR(pg_catalog.&) 1073741823) OPERATOR(pg_catalog.||)
			pg_catalog.substr(@extschema@.uuid9562_b32_spread(lo OPERATOR(pg_catalog.&) 1023), 5, 2),
			'escape');
	END IF;
	RETURN pg_catalog.encode(
		@extschema@.uuid9562_b32_spread(hi OPERATOR(pg_catalog.>>) 34 OPERATOR(pg_catalog.&) 1073741823) OPERATOR(pg_catalog.||)
		@extschema@.uuid9562_b32_spread(hi OPERATOR(pg_catalog.>>) 4 OPERATOR(pg_catalog.&) 1073741823) OPERATOR(pg_catalog.||)
		@extschema@.uuid9562_b32_spread((hi OPERATOR(pg_catalog.&) 15) OPERATOR(pg_catalog.<<) 26 OPERATOR(pg_catalog.|)
										(lo OPERATOR(pg_catalog.>>) 38 OPERATOR(pg_catalog.&) 67108863)) OPERATOR(pg_catalog.||)
		@extschema@.uuid9562_b32_spread(lo OPERATOR(pg_catalog.>>) 8 OPERATOR(pg_catalog.&) 1073741823) OPERATOR(pg_catalog.||)
		pg_catalog.substr(@extschema@.uuid9562_b32_spread((lo OPERATOR(pg_catalog.&) 255) OPERATOR(pg_catalog.<<) 2), 5, 2),
		'escape');
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_b32_pack(pg_catalog.uuid, pg_catalog.int4) IS 'internal: 26 base-32 code characters of a UUID after or before 2 zero bits';

--
-- The UUID of 26 code characters (uuid9562_b32_decode() of base32.c), the
-- inverse of uuid9562_b32_pack(): the lead zero bits (2) dropped, or the 2
-- fill bits after the 128 (lead 0) ignored.  The caller has checked the
-- text (its form's regular expression): 26 codes, and for lead 2 a first
-- digit of at most 7.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_b32_unpack(codes pg_catalog.text, lead pg_catalog.int4) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
DECLARE
	b pg_catalog.bytea := pg_catalog.decode(codes, 'escape');
BEGIN
	-- the groups: gather(b, 0), (b, 6), (b, 12), (b, 18) of 30 bits, and
	-- the last 2 digits' 10 bits (the second and third once each side)
	IF lead OPERATOR(pg_catalog.=) 2 THEN
		RETURN pg_catalog.textcat(
			pg_catalog.lpad(pg_catalog.to_hex(
				((@extschema@.uuid9562_b32_gather(b, 0) OPERATOR(pg_catalog.&) 268435455) OPERATOR(pg_catalog.<<) 36)
				OPERATOR(pg_catalog.|) (@extschema@.uuid9562_b32_gather(b, 6) OPERATOR(pg_catalog.<<) 6)
				OPERATOR(pg_catalog.|) (@extschema@.uuid9562_b32_gather(b, 12) OPERATOR(pg_catalog.>>) 24)), 16, '0'),
			pg_catalog.lpad(pg_catalog.to_hex(
				((@extschema@.uuid9562_b32_gather(b, 12) OPERATOR(pg_catalog.&) 16777215) OPERATOR(pg_catalog.<<) 40)
				OPERATOR(pg_catalog.|) (@extschema@.uuid9562_b32_gather(b, 18) OPERATOR(pg_catalog.<<) 10)
				OPERATOR(pg_catalog.|) ((pg_catalog.get_byte(b, 24) OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.<<) 5)::pg_catalog.int8
				OPERATOR(pg_catalog.|) (pg_catalog.get_byte(b, 25) OPERATOR(pg_catalog.&) 31)::pg_catalog.int8), 16, '0'))::pg_catalog.uuid;
	END IF;
	RETURN pg_catalog.textcat(
		pg_catalog.lpad(pg_catalog.to_hex(
			(@extschema@.uuid9562_b32_gather(b, 0) OPERATOR(pg_catalog.<<) 34)
			OPERATOR(pg_catalog.|) (@extschema@.uuid9562_b32_gather(b, 6) OPERATOR(pg_catalog.<<) 4)
			OPERATOR(pg_catalog.|) (@extschema@.uuid9562_b32_gather(b, 12) OPERATOR(pg_catalog.>>) 26)), 16, '0'),
		pg_catalog.lpad(pg_catalog.to_hex(
			((@extschema@.uuid9562_b32_gather(b, 12) OPERATOR(pg_catalog.&) 67108863) OPERATOR(pg_catalog.<<) 38)
			OPERATOR(pg_catalog.|) (@extschema@.uuid9562_b32_gather(b, 18) OPERATOR(pg_catalog.<<) 8)
			OPERATOR(pg_catalog.|) ((pg_catalog.get_byte(b, 24) OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.<<) 3)::pg_catalog.int8
			OPERATOR(pg_catalog.|) ((pg_catalog.get_byte(b, 25) OPERATOR(pg_catalog.&) 31) OPERATOR(pg_catalog.>>) 2)::pg_catalog.int8), 16, '0'))::pg_catalog.uuid;
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_b32_unpack(pg_catalog.text, pg_catalog.int4) IS 'internal: UUID of 26 base-32 code characters after or before 2 zero bits';

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
	detail pg_catalog.text;
BEGIN
	IF form OPERATOR(pg_catalog.=) 'TypeID' THEN
		detail := CASE
			WHEN err OPERATOR(pg_catalog.=) 1 THEN 'A TypeID ends in 26 of the characters 0-9 and a-z but i, l, o and u.'
			WHEN err OPERATOR(pg_catalog.=) 2 THEN 'A TypeID ends in 26 of the characters 0-9 and a-z but i, l, o and u.'
			WHEN err OPERATOR(pg_catalog.=) 3 THEN 'A TypeID is lowercase.'
			WHEN err OPERATOR(pg_catalog.=) 4 THEN 'The first character of a TypeID suffix is at most 7.'
			WHEN err OPERATOR(pg_catalog.=) 6 THEN 'A prefix has at most 63 characters a-z and "_", and begins and ends with a letter.'
			WHEN err OPERATOR(pg_catalog.=) 7 THEN 'A TypeID with an empty prefix has no separator.'
		END;
	ELSIF form OPERATOR(pg_catalog.=) 'ULID' THEN
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
		RAISE EXCEPTION 'invalid % "%"', form, @extschema@.uuid9562_text_shown(t)
			USING ERRCODE = '22P02';
	END IF;
	RAISE EXCEPTION 'invalid % "%"', form, @extschema@.uuid9562_text_shown(t)
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
	IF prefix OPERATOR(pg_catalog.=) '' THEN
		RETURN '';
	ELSIF pg_catalog.octet_length(prefix) OPERATOR(pg_catalog.<=) 63
		  AND pg_catalog.textregexeq(prefix COLLATE pg_catalog."C", '^[a-z]([a-z_]*[a-z])?$') THEN
		RETURN pg_catalog.textcat(prefix, '_');
	END IF;
	RAISE EXCEPTION 'invalid TypeID prefix "%"', @extschema@.uuid9562_text_shown(prefix)
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
	prefix pg_catalog.text;
	suffix pg_catalog.text := typeid;
	err pg_catalog.int4 := 0;
BEGIN
	IF @extschema@.typeid_is_valid(typeid) THEN
		RETURN @extschema@.uuid9562_b32_unpack(
			pg_catalog.translate(pg_catalog.right(typeid, 26), '0123456789abcdefghjkmnpqrstvwxyz',
								 ' !"#$%&''()*+,-./0123456789:;<=>?'),
			2);
	END IF;
	sep := pg_catalog.strpos(pg_catalog.reverse(typeid), '_');
	IF sep OPERATOR(pg_catalog.>) 0 THEN
		prefix := pg_catalog.left(typeid, pg_catalog.length(typeid) OPERATOR(pg_catalog.-) sep);
		suffix := pg_catalog.right(typeid, sep OPERATOR(pg_catalog.-) 1);
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
	RETURN @extschema@.uuid9562_text_form_error('TypeID', typeid, err);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_typeid_read(pg_catalog.text) IS 'internal: UUID of a TypeID, SQLSTATE 22P02 if it is malformed';

CREATE OR REPLACE FUNCTION @extschema@.uuid_to_typeid(prefix pg_catalog.text, id pg_catalog.uuid) RETURNS pg_catalog.text
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT pg_catalog.textcat(@extschema@.uuid9562_typeid_head(prefix),
		pg_catalog.translate(@extschema@.uuid9562_b32_pack(id, 2), ' !"#$%&''()*+,-./0123456789:;<=>?',
							 '0123456789abcdefghjkmnpqrstvwxyz'))
	$$;
COMMENT ON FUNCTION @extschema@.uuid_to_typeid(pg_catalog.text, pg_catalog.uuid) IS 'TypeID of a UUID with a type prefix';

CREATE OR REPLACE FUNCTION @extschema@.typeid_to_uuid(typeid pg_catalog.text) RETURNS pg_catalog.uuid
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT @extschema@.uuid9562_typeid_read(typeid) $$;
COMMENT ON FUNCTION @extschema@.typeid_to_uuid(pg_catalog.text) IS 'UUID of a TypeID of any type';

--
-- The prefix argument is checked first, then the TypeID is read, then its
-- prefix compared (typeid_to_uuid_prefix() of textform.c).
--
CREATE OR REPLACE FUNCTION @extschema@.typeid_to_uuid(typeid pg_catalog.text, prefix pg_catalog.text) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
DECLARE
	head pg_catalog.text := @extschema@.uuid9562_typeid_head(prefix);
	id pg_catalog.uuid := @extschema@.uuid9562_typeid_read(typeid);
	got pg_catalog.text := pg_catalog.left(typeid, pg_catalog.int4larger(pg_catalog.length(typeid) OPERATOR(pg_catalog.-) 27, 0));
BEGIN
	IF got OPERATOR(pg_catalog.<>) prefix THEN
		RAISE EXCEPTION 'TypeID "%" has prefix "%", not "%"', @extschema@.uuid9562_text_shown(typeid), got, prefix
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
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
BEGIN
	PERFORM @extschema@.uuid9562_typeid_read(typeid);
	RETURN pg_catalog.left(typeid, pg_catalog.int4larger(pg_catalog.length(typeid) OPERATOR(pg_catalog.-) 27, 0));
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
		WHEN pg_catalog.octet_length(typeid) OPERATOR(pg_catalog.=) 26 THEN pg_catalog.textregexeq(typeid COLLATE pg_catalog."C", '^[0-7][0-9a-hjkmnp-tv-z]*$')
		ELSE pg_catalog.octet_length(typeid) OPERATOR(pg_catalog.<=) 90
			 AND pg_catalog.textregexeq(typeid COLLATE pg_catalog."C", '^[a-z]([a-z_]*[a-z])?_[0-7][0-9a-hjkmnp-tv-z]*$')
			 AND pg_catalog.substr(typeid, pg_catalog.length(typeid) OPERATOR(pg_catalog.-) 26, 1) OPERATOR(pg_catalog.=) '_'
	END;
END
$$;
COMMENT ON FUNCTION @extschema@.typeid_is_valid(pg_catalog.text) IS 'whether text is a TypeID';

CREATE OR REPLACE FUNCTION @extschema@.typeid_generate(prefix pg_catalog.text DEFAULT '') RETURNS pg_catalog.text
	LANGUAGE sql VOLATILE STRICT PARALLEL UNSAFE
	AS $$
	SELECT pg_catalog.textcat(@extschema@.uuid9562_typeid_head(prefix),
		pg_catalog.translate(@extschema@.uuid9562_b32_pack(@extschema@.uuid_generate_v7(), 2),
							 ' !"#$%&''()*+,-./0123456789:;<=>?', '0123456789abcdefghjkmnpqrstvwxyz'))
	$$;
COMMENT ON FUNCTION @extschema@.typeid_generate(pg_catalog.text) IS 'generate a TypeID of a new UUID version 7 (strictly increasing within a session)';

--
-- ULID: 26 characters of Crockford's alphabet, written in uppercase, read
-- in either case, the first at most 7.
--

CREATE OR REPLACE FUNCTION @extschema@.uuid_to_ulid(id pg_catalog.uuid) RETURNS pg_catalog.text
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT pg_catalog.translate(@extschema@.uuid9562_b32_pack(id, 2), ' !"#$%&''()*+,-./0123456789:;<=>?',
								'0123456789ABCDEFGHJKMNPQRSTVWXYZ')
	$$;
COMMENT ON FUNCTION @extschema@.uuid_to_ulid(pg_catalog.uuid) IS 'ULID of a UUID (26 characters, uppercase)';

CREATE OR REPLACE FUNCTION @extschema@.ulid_to_uuid(ulid pg_catalog.text) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
BEGIN
	IF @extschema@.ulid_is_valid(ulid) THEN
		RETURN @extschema@.uuid9562_b32_unpack(
			pg_catalog.translate(ulid, '0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghjkmnpqrstvwxyz',
								 ' !"#$%&''()*+,-./0123456789:;<=>?*+,-./0123456789:;<=>?'),
			2);
	END IF;
	RETURN @extschema@.uuid9562_text_form_error('ULID', ulid,
		CASE WHEN pg_catalog.octet_length(ulid) OPERATOR(pg_catalog.<>) 26 THEN 1
			 ELSE @extschema@.uuid9562_b32_fault(ulid, true, false) END);
END
$$;
COMMENT ON FUNCTION @extschema@.ulid_to_uuid(pg_catalog.text) IS 'UUID of a ULID in either case';

CREATE OR REPLACE FUNCTION @extschema@.ulid_is_valid(ulid pg_catalog.text) RETURNS pg_catalog.bool
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
BEGIN
	RETURN pg_catalog.octet_length(ulid) OPERATOR(pg_catalog.=) 26
		   AND pg_catalog.textregexeq(ulid COLLATE pg_catalog."C", '^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]*$');
END
$$;
COMMENT ON FUNCTION @extschema@.ulid_is_valid(pg_catalog.text) IS 'whether text is a ULID';

CREATE OR REPLACE FUNCTION @extschema@.ulid_generate() RETURNS pg_catalog.text
	LANGUAGE sql VOLATILE PARALLEL UNSAFE
	AS $$ SELECT @extschema@.uuid_to_ulid(@extschema@.uuid_generate_v7()) $$;
COMMENT ON FUNCTION @extschema@.ulid_generate() IS 'generate the ULID of a new UUID version 7 (strictly increasing within a session)';

--
-- base32hex (RFC 4648 section 7), as PostgreSQL 19's encode() and
-- decode() write and read it
--

CREATE OR REPLACE FUNCTION @extschema@.uuid_to_base32hex(id pg_catalog.uuid) RETURNS pg_catalog.text
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT pg_catalog.translate(@extschema@.uuid9562_b32_pack(id, 0), ' !"#$%&''()*+,-./0123456789:;<=>?',
								'0123456789ABCDEFGHIJKLMNOPQRSTUV')
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
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
DECLARE
	digits pg_catalog.text := '';
	n pg_catalog.int4 := 0;
	padded pg_catalog.bool := false;
	c pg_catalog.text;
BEGIN
	IF pg_catalog.octet_length(base32hex) OPERATOR(pg_catalog.=) 26 THEN
		digits := base32hex;
		IF NOT pg_catalog.textregexeq(digits COLLATE pg_catalog."C", '^[0-9A-Va-v]*$') THEN
			RETURN @extschema@.uuid9562_text_form_error('base32hex UUID', base32hex, 2);
		END IF;
	ELSE
		FOREACH c IN ARRAY pg_catalog.string_to_array(base32hex, NULL) LOOP
			IF c OPERATOR(pg_catalog.=) ANY (ARRAY[' ', pg_catalog.chr(9), pg_catalog.chr(10), pg_catalog.chr(13)]) THEN
				CONTINUE;
			ELSIF c OPERATOR(pg_catalog.=) '=' THEN
				IF NOT padded AND NOT (n OPERATOR(pg_catalog.%) 8) OPERATOR(pg_catalog.=) ANY ('{2,4,5,7}'::pg_catalog.int4[]) THEN
					RETURN @extschema@.uuid9562_text_form_error('base32hex UUID', base32hex, 5);
				END IF;
				padded := true;
				CONTINUE;
			ELSIF padded OR NOT pg_catalog.textregexeq(c COLLATE pg_catalog."C", '^[0-9A-Va-v]$') THEN
				RETURN @extschema@.uuid9562_text_form_error('base32hex UUID', base32hex, 2);
			ELSIF n OPERATOR(pg_catalog.=) 27 THEN
				RETURN @extschema@.uuid9562_text_form_error('base32hex UUID', base32hex, 1);
			END IF;
			digits := digits OPERATOR(pg_catalog.||) c;
			n := n OPERATOR(pg_catalog.+) 1;
		END LOOP;
		IF n OPERATOR(pg_catalog.<) 26 THEN
			RETURN @extschema@.uuid9562_text_form_error('base32hex UUID', base32hex, 1);
		END IF;
	END IF;
	RETURN @extschema@.uuid9562_b32_unpack(
		pg_catalog.translate(pg_catalog.left(digits, 26), '0123456789ABCDEFGHIJKLMNOPQRSTUVabcdefghijklmnopqrstuv',
							 ' !"#$%&''()*+,-./0123456789:;<=>?*+,-./0123456789:;<=>?'),
		0);
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
-- src/common/v9_codec.c.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_v9_crc15(b pg_catalog.bytea) RETURNS pg_catalog.int4
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
DECLARE
	crc8 pg_catalog.int2[] := '{0,7,14,9,28,27,18,21,56,63,54,49,36,35,42,45,112,119,126,121,108,107,98,101,72,79,70,65,84,83,90,93,224,231,238,233,252,251,242,245,216,223,214,209,196,195,202,205,144,151,158,153,140,139,130,133,168,175,166,161,180,179,186,189,199,192,201,206,219,220,213,210,255,248,241,246,227,228,237,234,183,176,185,190,171,172,165,162,143,136,129,134,147,148,157,154,39,32,41,46,59,60,53,50,31,24,17,22,3,4,13,10,87,80,89,94,75,76,69,66,111,104,97,102,115,116,125,122,137,142,135,128,149,146,155,156,177,182,191,184,173,170,163,164,249,254,247,240,229,226,235,236,193,198,207,200,221,218,211,212,105,110,103,96,117,114,123,124,81,86,95,88,77,74,67,68,25,30,23,16,5,2,11,12,33,38,47,40,61,58,51,52,78,73,64,71,82,85,92,91,118,113,120,127,106,109,100,99,62,57,48,55,34,37,44,43,6,1,8,15,26,29,20,19,174,169,160,167,178,181,188,187,150,145,152,159,138,141,132,131,222,217,208,215,194,197,204,203,230,225,232,239,250,253,244,243}';
	crc pg_catalog.int4 := 0;
BEGIN
	FOR i IN 0..14 LOOP
		crc := crc8[(crc OPERATOR(pg_catalog.#) pg_catalog.get_byte(b, i)) OPERATOR(pg_catalog.+) 1];
	END LOOP;
	RETURN crc;
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
		RETURN pg_catalog.translate(prefix, 'ABCDEF', 'abcdef');
	END IF;
	RAISE EXCEPTION 'invalid UUIDv9 prefix "%"', @extschema@.uuid9562_text_shown(prefix)
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
	thex pg_catalog.text := COALESCE(pg_catalog.to_hex(ms), '');
	rnd pg_catalog.bytea := @pgcrypto@.gen_random_bytes(16);
	room pg_catalog.int4 := 32 OPERATOR(pg_catalog.-) pg_catalog.length(phex) OPERATOR(pg_catalog.-) pg_catalog.length(thex)
		OPERATOR(pg_catalog.-) CASE WHEN checksum THEN 2 ELSE 0 END
		OPERATOR(pg_catalog.-) CASE WHEN legacy THEN 2 WHEN version THEN 1 ELSE 0 END;
	cdig pg_catalog.int4 := CASE WHEN counter IS NULL THEN 0 ELSE pg_catalog.int4smaller(room, 5) END;
	s pg_catalog.text;
	b pg_catalog.bytea;
BEGIN
	s := phex OPERATOR(pg_catalog.||) thex
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
	LANGUAGE plpgsql VOLATILE STRICT PARALLEL UNSAFE
	AS $$
DECLARE
	phex pg_catalog.text := @extschema@.uuid9562_v9_prefix(prefix);
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
	LANGUAGE plpgsql VOLATILE STRICT PARALLEL SAFE
	AS $$
DECLARE
	phex pg_catalog.text := @extschema@.uuid9562_v9_prefix(prefix);
	us pg_catalog.int8;
BEGIN
	IF NOT pg_catalog.isfinite(ts) OR ts OPERATOR(pg_catalog.<) '1970-01-01 00:00:00+00'::pg_catalog.timestamptz THEN
		RAISE EXCEPTION 'timestamp "%" is out of range for UUIDv9', ts
			USING ERRCODE = '22008', DETAIL = 'UUIDv9 holds finite times from 1970-01-01 00:00:00 UTC on.';
	END IF;
	-- microseconds since 2000-01-01, exactly (timestamptz_send)
	us := pg_catalog.textcat('x', pg_catalog.encode(pg_catalog.timestamptz_send(ts), 'hex'))::pg_catalog.bit(64)::pg_catalog.int8;
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
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
DECLARE
	b pg_catalog.bytea;
BEGIN
	IF NOT pg_catalog.textregexeq(id COLLATE pg_catalog."C",
			'^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$') THEN
		RETURN false;
	END IF;
	IF checksum THEN
		b := pg_catalog.decode(pg_catalog.replace(id, '-', ''), 'hex');
		IF @extschema@.uuid9562_v9_crc15(b) OPERATOR(pg_catalog.<>) pg_catalog.get_byte(b, 15)
		   OR pg_catalog.textregexeq(pg_catalog.right(id, 2) COLLATE pg_catalog."C", '[A-F]') THEN
			RETURN false;
		END IF;
	END IF;
	IF version AND NOT (pg_catalog.substr(id, 15, 1) OPERATOR(pg_catalog.=) '9'
						OR (pg_catalog.substr(id, 15, 1) OPERATOR(pg_catalog.=) ANY ('{1,4}'::pg_catalog.text[])
							AND pg_catalog.substr(id, 20, 1) OPERATOR(pg_catalog.=) ANY ('{8,9,a,b,A,B}'::pg_catalog.text[]))) THEN
		RETURN false;
	END IF;
	RETURN true;
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_v9_is_valid(pg_catalog.text, pg_catalog.bool, pg_catalog.bool) IS 'whether text is a UUID, optionally with a valid UUIDv9 checksum and version digit';

CREATE OR REPLACE FUNCTION @extschema@.uuid_v9_checksum(id pg_catalog.uuid) RETURNS pg_catalog.bool
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT @extschema@.uuid9562_v9_crc15(pg_catalog.uuid_send(id))
		   OPERATOR(pg_catalog.=) pg_catalog.get_byte(pg_catalog.uuid_send(id), 15)
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
