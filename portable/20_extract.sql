/*
 * portable/20_extract.sql
 *	  The portable edition's extraction: version, variant and embedded time
 *	  of a UUID, core's newer names for them, pg_uuidv7's time decoders, the
 *	  fields of version 2, and the lossless conversions between versions 1
 *	  and 6.
 *
 * The C edition (src/extract.c, src/common/fields.c, src/gen_time.c) is
 * the reference; 00_head.sql has the conventions.  Where a body can be
 * written with strict functions only it is LANGUAGE sql and inlines into
 * the query; a STRICT one whose body needs a CASE is PL/pgSQL (not inlined
 * either way, it costs half of a LANGUAGE sql one).
 *
 * IDENTIFICATION
 *	  portable/20_extract.sql
 */

--
-- Version and variant
--

-- The version (high nibble of octet 6) of a UUID of the RFC 9562 variant
-- (octet 8 is 10xxxxxx), else NULL, as a lookup in a constant table
-- indexed by the two high bits of octet 8 and that nibble: entries 33 to
-- 48 (variant bits 10) are the nibble, every other entry NULL.  No CASE, so
-- that PostgreSQL inlines it despite STRICT.
CREATE OR REPLACE FUNCTION @extschema@.uuid_version(id pg_catalog.uuid) RETURNS pg_catalog.int2
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT ('{NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'
			 'NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,'
			 '0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,'
			 'NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL}'::pg_catalog.int2[])
		[pg_catalog.int4pl(pg_catalog.int4or(
			pg_catalog.int4shl(pg_catalog.int4shr(pg_catalog.get_byte(pg_catalog.uuid_send(id), 8), 6), 4),
			pg_catalog.int4shr(pg_catalog.get_byte(pg_catalog.uuid_send(id), 6), 4)), 1)]
	$$;
COMMENT ON FUNCTION @extschema@.uuid_version(pg_catalog.uuid) IS 'version of a UUID of the RFC 9562 variant, else null';

-- The variant (RFC 9562 section 4.1) from the three high bits of octet 8:
-- 0xx ncs, 10x rfc9562, 110 microsoft, 111 future; a table lookup as above.
CREATE OR REPLACE FUNCTION @extschema@.uuid_variant(id pg_catalog.uuid) RETURNS pg_catalog.text
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT ('{ncs,ncs,ncs,ncs,rfc9562,rfc9562,microsoft,future}'::pg_catalog.text[])
		[pg_catalog.int4pl(pg_catalog.int4shr(pg_catalog.get_byte(pg_catalog.uuid_send(id), 8), 5), 1)]
	$$;
COMMENT ON FUNCTION @extschema@.uuid_variant(pg_catalog.uuid) IS 'variant of a UUID: ncs, rfc9562, microsoft or future';

-- PostgreSQL 17's name, in this schema on every major as in the C edition.
CREATE OR REPLACE FUNCTION @extschema@.uuid_extract_version(pg_catalog.uuid) RETURNS pg_catalog.int2
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT @extschema@.uuid_version($1) $$;
COMMENT ON FUNCTION @extschema@.uuid_extract_version(pg_catalog.uuid) IS 'extract version from RFC 9562 UUID';

--
-- Embedded time
--

-- The integer of a text of at most 16 hexadecimal digits (fewer are padded
-- with zeros on the left): the way from the digits of a UUID's fields to
-- their value, exactly (bit(64) read as a two's-complement int8).
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_hex_int8(hex pg_catalog.text) RETURNS pg_catalog.int8
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT pg_catalog.textcat('x', pg_catalog.lpad(hex, 16, '0'))::pg_catalog.bit(64)::pg_catalog.int8 $$;
COMMENT ON FUNCTION @extschema@.uuid9562_hex_int8(pg_catalog.text) IS 'internal: the integer of at most 16 hexadecimal digits';

-- The embedded time of a UUID of version 1 or 6 (microseconds, the 100 ns
-- digit truncated), or of version 7 (milliseconds), else NULL; with
-- with_v6 false, NULL for version 6 too (core's uuid_extract_timestamp()).
-- The C edition's uuid9562_gregorian_ticks() reads the same fields: time
-- fields reordered into a 60-bit count of 100 ns ticks since 1582-10-15
-- (version 7: its millisecond on that timeline).  Always within the range
-- of a timestamptz (2^60 ticks is in the year 5236).
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_timestamp(id pg_catalog.uuid, with_v6 pg_catalog.bool)
	RETURNS pg_catalog.timestamptz
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
DECLARE
	hex pg_catalog.text COLLATE pg_catalog."C" := pg_catalog.encode(pg_catalog.uuid_send(id), 'hex');
	version pg_catalog.int2 := @extschema@.uuid_version(id);
	ticks pg_catalog.int8;
BEGIN
	IF version OPERATOR(pg_catalog.=) 7 THEN
		RETURN @extschema@.uuid9562_unix_us_to_timestamptz(
			pg_catalog.int8mul(@extschema@.uuid9562_hex_int8(pg_catalog.substr(hex, 1, 12)), 1000));
	ELSIF version OPERATOR(pg_catalog.=) 1 THEN
		-- time_hi (low 12 bits of octets 6-7), time_mid (4-5), time_low (0-3)
		ticks := @extschema@.uuid9562_hex_int8(pg_catalog.substr(hex, 14, 3) OPERATOR(pg_catalog.||)
											   pg_catalog.substr(hex, 9, 4) OPERATOR(pg_catalog.||)
											   pg_catalog.substr(hex, 1, 8));
	ELSIF version OPERATOR(pg_catalog.=) 6 AND with_v6 THEN
		-- time_high (octets 0-3), time_mid (4-5), time_low (low 12 bits of 6-7)
		ticks := @extschema@.uuid9562_hex_int8(pg_catalog.substr(hex, 1, 12) OPERATOR(pg_catalog.||)
											   pg_catalog.substr(hex, 14, 3));
	ELSE
		RETURN NULL;
	END IF;
	-- 100 ns ticks since 1582-10-15 to microseconds since 1970-01-01
	RETURN @extschema@.uuid9562_unix_us_to_timestamptz(
		pg_catalog.int8mi(pg_catalog.int8div(ticks, 10), 12219292800000000));
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_timestamp(pg_catalog.uuid, pg_catalog.bool) IS 'internal: embedded time of a UUID of version 1, 7 or, if asked, 6, else null';

CREATE OR REPLACE FUNCTION @extschema@.uuid_timestamp(id pg_catalog.uuid) RETURNS pg_catalog.timestamptz
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
BEGIN
	RETURN @extschema@.uuid9562_timestamp(id, true);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_timestamp(pg_catalog.uuid) IS 'embedded time of a UUID of version 1, 6 or 7, else null';

-- PostgreSQL 17's name with core's semantics: versions 1 and 7 only (NULL
-- for version 6 and every other UUID).
CREATE OR REPLACE FUNCTION @extschema@.uuid_extract_timestamp(pg_catalog.uuid) RETURNS pg_catalog.timestamptz
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
BEGIN
	RETURN @extschema@.uuid9562_timestamp($1, false);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_extract_timestamp(pg_catalog.uuid) IS 'extract timestamp from UUID';

--
-- pg_uuidv7's time decoders: the first 48 bits read as Unix milliseconds
-- whatever the version, as pg_uuidv7 does (uuid_timestamp checks the
-- version).  Always within the timestamptz range: 2^48 ms is in 10889.
--

CREATE OR REPLACE FUNCTION @extschema@.uuid_v7_to_timestamptz(id pg_catalog.uuid) RETURNS pg_catalog.timestamptz
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT @extschema@.uuid9562_unix_us_to_timestamptz(pg_catalog.int8mul(
		pg_catalog.textcat('x', pg_catalog.encode(pg_catalog.substr(pg_catalog.uuid_send(id), 1, 6), 'hex'))::pg_catalog.bit(48)::pg_catalog.int8,
		1000))
	$$;
COMMENT ON FUNCTION @extschema@.uuid_v7_to_timestamptz(pg_catalog.uuid) IS 'first 48 bits of a UUID as Unix milliseconds (pg_uuidv7 compatible, any version)';

-- The same time as a timestamp without time zone read as UTC.
CREATE OR REPLACE FUNCTION @extschema@.uuid_v7_to_timestamp(id pg_catalog.uuid) RETURNS pg_catalog.timestamp
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT pg_catalog.timezone('UTC', @extschema@.uuid_v7_to_timestamptz(id)) $$;
COMMENT ON FUNCTION @extschema@.uuid_v7_to_timestamp(pg_catalog.uuid) IS 'first 48 bits of a UUID as Unix milliseconds, as a UTC timestamp without time zone (pg_uuidv7 compatible, any version)';

-- uuid_v7_to_timestamptz() of a UUID given as text, parsed by core's uuid
-- input (every form it accepts, and its error 22P02 for anything else):
-- pg_partman's time decoder.  As in the C edition, text longer than 64
-- bytes (no UUID core accepts is longer than 41) is refused here with
-- core's SQLSTATE and wording, the value cut as every message quotes it.
CREATE OR REPLACE FUNCTION @extschema@.uuid_v7_text_to_timestamptz(id pg_catalog.text) RETURNS pg_catalog.timestamptz
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
BEGIN
	IF pg_catalog.octet_length((id COLLATE pg_catalog."C")) OPERATOR(pg_catalog.>) 64 THEN
		RAISE EXCEPTION 'invalid input syntax for type %: "%"', 'uuid', @extschema@.uuid9562_text_shown((id COLLATE pg_catalog."C"))
			USING ERRCODE = '22P02';
	END IF;
	RETURN @extschema@.uuid_v7_to_timestamptz(id::pg_catalog.uuid);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_v7_text_to_timestamptz(pg_catalog.text) IS 'first 48 bits of a UUID given as text as Unix milliseconds (pg_partman''s time decoder, any version)';

--
-- Version 2's fields
--

-- The local id (octets 0-3) of a version 2 UUID, else NULL.
CREATE OR REPLACE FUNCTION @extschema@.uuid_v2_local_id(id pg_catalog.uuid) RETURNS pg_catalog.int8
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
BEGIN
	IF @extschema@.uuid_version(id) IS NULL OR @extschema@.uuid_version(id) OPERATOR(pg_catalog.<>) 2 THEN
		RETURN NULL;
	END IF;
	RETURN @extschema@.uuid9562_hex_int8(pg_catalog.encode(pg_catalog.substr(pg_catalog.uuid_send(id), 1, 4), 'hex'));
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_v2_local_id(pg_catalog.uuid) IS 'local id of a UUID of version 2, else null';

-- The domain (octet 9) of a version 2 UUID: person, group or org for 0, 1
-- and 2, else the number as text; NULL for any other UUID.
CREATE OR REPLACE FUNCTION @extschema@.uuid_v2_domain(id pg_catalog.uuid) RETURNS pg_catalog.text
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
DECLARE
	domain pg_catalog.int4 := pg_catalog.get_byte(pg_catalog.uuid_send(id), 9);
BEGIN
	IF @extschema@.uuid_version(id) IS NULL OR @extschema@.uuid_version(id) OPERATOR(pg_catalog.<>) 2 THEN
		RETURN NULL;
	END IF;
	RETURN CASE WHEN domain OPERATOR(pg_catalog.=) 0 THEN 'person'
				WHEN domain OPERATOR(pg_catalog.=) 1 THEN 'group'
				WHEN domain OPERATOR(pg_catalog.=) 2 THEN 'org'
				ELSE domain::pg_catalog.text END;
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_v2_domain(pg_catalog.uuid) IS 'domain of a UUID of version 2 (person, group, org or a number), else null';

--
-- Versions 1 and 6, converted losslessly
--

-- A copy of the version "from" UUID id (1 or 6) with its time fields
-- reordered for version "to" (6 or 1) and every other bit kept, as the C
-- edition's gregorian_convert().  SQLSTATE 22023, naming what it got, for
-- a UUID of another version or variant.
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_gregorian_convert(id pg_catalog.uuid, from_version pg_catalog.int4,
		to_version pg_catalog.int4)
	RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
DECLARE
	version pg_catalog.int2 := @extschema@.uuid_version(id);
	hex pg_catalog.text COLLATE pg_catalog."C" := pg_catalog.encode(pg_catalog.uuid_send(id), 'hex');
	ticks pg_catalog.text COLLATE pg_catalog."C";
BEGIN
	IF version IS NULL THEN
		RAISE EXCEPTION 'UUID "%" is not of the RFC 9562 variant', id
			USING ERRCODE = '22023',
				HINT = pg_catalog.format('Only a UUID of version %s can be converted to version %s.', from_version, to_version);
	ELSIF version OPERATOR(pg_catalog.<>) from_version THEN
		RAISE EXCEPTION 'UUID "%" is of version %, not version %', id, version, from_version
			USING ERRCODE = '22023',
				HINT = pg_catalog.format('Only a UUID of version %s can be converted to version %s.', from_version, to_version);
	END IF;
	-- the 15 hexadecimal digits of the 60-bit tick count, high to low
	IF from_version OPERATOR(pg_catalog.=) 1 THEN
		ticks := pg_catalog.substr(hex, 14, 3) OPERATOR(pg_catalog.||) pg_catalog.substr(hex, 9, 4)
				 OPERATOR(pg_catalog.||) pg_catalog.substr(hex, 1, 8);
	ELSE
		ticks := pg_catalog.substr(hex, 1, 12) OPERATOR(pg_catalog.||) pg_catalog.substr(hex, 14, 3);
	END IF;
	-- the time fields of version "to", a zero version nibble, octets 8-15 kept
	IF to_version OPERATOR(pg_catalog.=) 1 THEN
		hex := pg_catalog.substr(ticks, 8, 8) OPERATOR(pg_catalog.||) pg_catalog.substr(ticks, 4, 4)
			   OPERATOR(pg_catalog.||) '0' OPERATOR(pg_catalog.||) pg_catalog.substr(ticks, 1, 3)
			   OPERATOR(pg_catalog.||) pg_catalog.substr(hex, 17);
	ELSE
		hex := pg_catalog.substr(ticks, 1, 12) OPERATOR(pg_catalog.||) '0'
			   OPERATOR(pg_catalog.||) pg_catalog.substr(ticks, 13, 3) OPERATOR(pg_catalog.||) pg_catalog.substr(hex, 17);
	END IF;
	RETURN @extschema@.uuid9562_set_version(pg_catalog.decode(hex, 'hex'), to_version);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_gregorian_convert(pg_catalog.uuid, pg_catalog.int4, pg_catalog.int4) IS 'internal: a UUID of version 1 or 6 with its time fields reordered for the other';

CREATE OR REPLACE FUNCTION @extschema@.uuid_v1_to_v6(id pg_catalog.uuid) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
BEGIN
	RETURN @extschema@.uuid9562_gregorian_convert(id, 1, 6);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_v1_to_v6(pg_catalog.uuid) IS 'convert a UUID of version 1 to version 6 (lossless)';

CREATE OR REPLACE FUNCTION @extschema@.uuid_v6_to_v1(id pg_catalog.uuid) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
BEGIN
	RETURN @extschema@.uuid9562_gregorian_convert(id, 6, 1);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_v6_to_v1(pg_catalog.uuid) IS 'convert a UUID of version 6 to version 1 (lossless)';
