/*
 * portable/10_generate.sql
 *	  The portable edition's generators: versions 7, 4, 1, 1mc, 2 and 6 (time
 *	  and random), 3, 5 and 8 (names and the caller's data), the nil and max
 *	  UUIDs, the namespaces, pg_uuidv7's generators and core's newer names.
 *
 * The C edition (src/gen_time.c, gen_plain.c, gen_name.c) is the reference
 * for every result and error; 00_head.sql has the conventions.
 *
 * The clock.  Versions 1, 2, 6 and 7 read one clock per session, as the C
 * edition's src/clock.c, so that a session's values of all four are jointly
 * ordered in time and never repeat an instant: uuid9562_clock_next() hands
 * out instants in units of 2^-12 ms (about 244 ns, the resolution of the 12
 * bits of version 7 that follow its millisecond), each later than the last,
 * kept in the setting uuid9562_portable.clock.  A setting, not a variable of
 * the process, so it follows the transaction: a rolled-back transaction
 * takes back the instants it handed out, and the next ones start from the
 * clock again (later, unless the system clock stepped back meanwhile).  It
 * cannot change during a parallel operation, hence PARALLEL UNSAFE on every
 * function that reads it (00_head.sql, item 6).
 *
 * Any role can write that setting (SET, set_config(), ALTER ROLE or
 * DATABASE ... SET, PGOPTIONS), so what it holds is input, not truth: the
 * clock reads it without error whatever it holds, and never hands out an
 * instant more than CLOCK_LEAD (1 s) ahead of the system clock, nor one
 * outside the 60 bits of the time field.  Version 1's node is not a setting
 * at all (uuid9562_v1_tail).
 *
 * Version 7's speed.  uuid_generate_v7() is LANGUAGE sql, the build
 * expands uuid9562_time_uuid() and uuid9562_clock_next() into it
 * (00_head.sql, item 9), and PostgreSQL inlines it into the calling query:
 * one expression of core functions, no function call of ours left at run
 * time, and no right needed beyond EXECUTE on uuid_generate_v7().  For that
 * it is not STRICT (set_config() is not,
 * and PostgreSQL inlines a STRICT function only if its body is strict): for
 * a function without arguments STRICT changes nothing else.  The same goes
 * for uuidv7() and uuid_generate_v6(); the C edition's are STRICT.  A
 * STRICT function with arguments whose body needs a CASE is PL/pgSQL: not
 * inlined either way, it costs half of a LANGUAGE sql one.
 *
 * IDENTIFICATION
 *	  portable/10_generate.sql
 */

--
-- The clock
--

-- The next instant of this session's clock in units of 2^-12 ms since the
-- Unix epoch: the system clock's reading scaled (its float8 seconds since
-- the epoch * 4096000, rounded), or one unit after the last instant handed
-- out if that is later, but never more than 4096000 units (1 s) ahead of a
-- reading of the system clock.  Never the same instant twice in a session,
-- except after a rolled-back transaction (see the file header), after the
-- system clock stepped back by more than that second, or where the session
-- itself wrote the setting.
--
-- The setting holds the last instant plus 10^18: 19 digits, whose text
-- order is their order until the year 10889.  Most calls read the clock
-- later than the last instant, which a comparison of texts finds (COLLATE
-- "C", no parsing), and hand out the reading.  Only where the setting is
-- not older than the reading (calls within one microsecond, or a setting
-- a role wrote) is it parsed, by to_number(), which reads any text without
-- an error (the '0' in front gives it a digit; what is not a digit is
-- skipped), and the result bounded: a setting a role wrote, however
-- malformed, moves the clock by at most that second and raises nothing,
-- here or in the next client of a pooled connection; no bit outside the
-- 60 of the time field changes.  Parsing every call would cost an eighth of
-- version 7's time.  The float8 reading is exact to a microsecond until
-- 2255 and to 31 microseconds at worst in 10889; exact integer arithmetic
-- (uuid9562_unix_us) would cost a tenth of version 7's time, for precision
-- below its 244 ns unit.
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_clock_next() RETURNS pg_catalog.int8
	LANGUAGE sql VOLATILE PARALLEL UNSAFE
	AS $$
	SELECT pg_catalog.int8mi(pg_catalog.set_config('uuid9562_portable.clock',
		CASE WHEN COALESCE(pg_catalog.current_setting('uuid9562_portable.clock', true), '') COLLATE pg_catalog."C"
				  OPERATOR(pg_catalog.<) pg_catalog.int8pl(pg_catalog.float8mul(pg_catalog.date_part('epoch',
						pg_catalog.clock_timestamp()), 4096000)::pg_catalog.int8, 1000000000000000000)::pg_catalog.text
			 THEN pg_catalog.int8pl(pg_catalog.float8mul(pg_catalog.date_part('epoch',
						pg_catalog.clock_timestamp()), 4096000)::pg_catalog.int8, 1000000000000000000)
			 ELSE pg_catalog.int8larger(
				pg_catalog.int8pl(pg_catalog.float8mul(pg_catalog.date_part('epoch',
						pg_catalog.clock_timestamp()), 4096000)::pg_catalog.int8, 1000000000000000000),
				pg_catalog.int8smaller(
					pg_catalog.int8pl(pg_catalog.numeric_smaller(pg_catalog.to_number(pg_catalog.textcat('0',
						COALESCE(pg_catalog.current_setting('uuid9562_portable.clock', true), '')),
						'99999999999999999999'), 9000000000000000000)::pg_catalog.int8, 1),
					pg_catalog.int8pl(pg_catalog.float8mul(pg_catalog.date_part('epoch',
						pg_catalog.clock_timestamp()), 4096000)::pg_catalog.int8, 1000000000004096000)))
		END::pg_catalog.text,
		false)::pg_catalog.int8, 1000000000000000000)
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_clock_next() IS 'internal: next instant of the session''s clock in units of 2^-12 ms, strictly increasing';

-- Unix microseconds of an instant of uuid9562_clock_next(), truncated:
-- unit * 1000 / 4096 = unit * 125 / 512, in two parts so that nothing
-- overflows.
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_clock_us(unit pg_catalog.int8) RETURNS pg_catalog.int8
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT pg_catalog.int8pl(pg_catalog.int8mul(pg_catalog.int8div(unit, 512), 125),
							 pg_catalog.int8div(pg_catalog.int8mul(pg_catalog.int8mod(unit, 512), 125), 512))
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_clock_us(pg_catalog.int8) IS 'internal: Unix microseconds of an instant of the session''s clock';

-- Gregorian ticks (100 ns since 1582-10-15, RFC 9562 section 5.1) of an
-- instant of uuid9562_clock_next(), truncated to their 60 bits as the C
-- edition does: unit * 10^4 / 4096 = unit * 625 / 256, in numeric so that
-- nothing overflows and unit is used once (the build expands it with
-- uuid9562_clock_next() as its argument, which must run once).
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_clock_ticks(unit pg_catalog.int8) RETURNS pg_catalog.int8
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT pg_catalog.int8and(
		pg_catalog.int8pl(pg_catalog.div(pg_catalog.numeric_mul(unit::pg_catalog.numeric, 625), 256)::pg_catalog.int8,
						  122192928000000000),
		1152921504606846975)
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_clock_ticks(pg_catalog.int8) IS 'internal: Gregorian 100 ns ticks of an instant of the session''s clock';

-- The fast path of versions 6 and 7 (the exception of 00_head.sql's
-- uuid9562_set_version): the UUID whose upper 64 bits are the 60 bits of
-- head with the version's 4 bits inserted before the last 12 (the layout
-- of both: 48 bits, version, 12 bits), and whose lower 64 bits, the
-- variant bits 10 and 62 random bits, are those of a fresh
-- gen_random_uuid().  Built as bits and bytes (int8 to bit(60), an
-- insertion by overlay, int8send, overlay of a bytea): text functions
-- such as lpad() and overlay() on text are multibyte-aware in a UTF8
-- database and cost a tenth of version 7's time more.  Each argument is
-- used once, so the build expands it into its callers (00_head.sql, item
-- 8) and a volatile head may be given.
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_time_uuid(head pg_catalog.int8, version pg_catalog.int4)
	RETURNS pg_catalog.uuid
	LANGUAGE sql VOLATILE STRICT PARALLEL SAFE
	AS $$
	SELECT pg_catalog.encode(pg_catalog.overlay(pg_catalog.uuid_send(pg_catalog.gen_random_uuid()),
		pg_catalog.int8send(pg_catalog.overlay(head::pg_catalog.bit(60), version::pg_catalog.bit(4), 49, 0)::pg_catalog.int8),
		1, 8), 'hex')::pg_catalog.uuid
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_time_uuid(pg_catalog.int8, pg_catalog.int4) IS 'internal: UUID of 60 time bits, a version and the random lower half of gen_random_uuid()';

--
-- Version 7 (foundation)
--

-- RFC 9562 section 5.7: 48 bits of Unix milliseconds, the version, the 12
-- bits of the sub-millisecond fraction (section 6.2, method 3: the clock's
-- unit), the variant and 62 random bits.  Strictly increasing within a
-- session.  The C edition's layout carries 8 more bits of the fraction
-- where this one has random bits; both read back to the same millisecond.
CREATE OR REPLACE FUNCTION @extschema@.uuid_generate_v7() RETURNS pg_catalog.uuid
	LANGUAGE sql VOLATILE PARALLEL UNSAFE
	AS $$ SELECT @extschema@.uuid9562_time_uuid(@extschema@.uuid9562_clock_next(), 7) $$;
COMMENT ON FUNCTION @extschema@.uuid_generate_v7() IS 'generate UUID version 7 (Unix time, strictly increasing within a session)';

-- A version 7 UUID for ts with every bit of the C edition's layout (src/
-- common/uuid9562_common.h): the millisecond, a 20-bit fraction of it from
-- ts's microseconds, 54 random bits.  SQLSTATE 22008 for a time version 7
-- cannot hold.
CREATE OR REPLACE FUNCTION @extschema@.uuid_generate_v7_at(ts pg_catalog.timestamptz) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql VOLATILE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
DECLARE
	ms pg_catalog.int8 := @extschema@.uuid9562_v7_unix_ms(ts);
	-- floor(microseconds within the millisecond * 2^20 / 1000)
	frac pg_catalog.int8 := pg_catalog.int8div(
		pg_catalog.int8mul(pg_catalog.int8mod(@extschema@.uuid9562_unix_us(ts), 1000), 1048576), 1000);
	tail pg_catalog.bytea := pg_catalog.substr(pg_catalog.uuid_send(pg_catalog.gen_random_uuid()), 9, 8);
BEGIN
	-- octets 0-5 the millisecond, 6-7 the fraction's upper 12 bits (the
	-- version nibble is set below), 8 its next 6 bits (below the variant),
	-- the top 2 bits of 9 its last 2, then random bits
	tail := pg_catalog.set_byte(tail, 0, pg_catalog.int8shr(pg_catalog.int8and(frac, 255), 2)::pg_catalog.int4);
	tail := pg_catalog.set_byte(tail, 1,
		pg_catalog.int4or(pg_catalog.int4shl(pg_catalog.int8and(frac, 3)::pg_catalog.int4, 6),
						  pg_catalog.int4and(pg_catalog.get_byte(tail, 1), 63)));
	RETURN @extschema@.uuid9562_set_version(
		pg_catalog.byteacat(
			pg_catalog.byteacat(pg_catalog.substr(pg_catalog.int8send(ms), 3, 6),
								pg_catalog.substr(pg_catalog.int4send(pg_catalog.int8shr(frac, 8)::pg_catalog.int4), 3, 2)),
			tail),
		7);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_generate_v7_at(pg_catalog.timestamptz) IS 'generate UUID version 7 for a given time';

-- As uuid_generate_v7() for the clock's instant plus shift, added as
-- timestamptz + interval does (months and days on the calendar of the
-- session's time zone), then as uuid_generate_v7_at(): the shifted values
-- of a session are ordered by their microsecond.  SQLSTATE 22008 for a
-- shifted time that version 7 cannot hold.
CREATE OR REPLACE FUNCTION @extschema@.uuid_generate_v7(shift pg_catalog.interval) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql VOLATILE STRICT PARALLEL UNSAFE SECURITY DEFINER
	AS $$
BEGIN
	RETURN @extschema@.uuid_generate_v7_at(pg_catalog.timestamptz_pl_interval(
		@extschema@.uuid9562_unix_us_to_timestamptz(@extschema@.uuid9562_clock_us(@extschema@.uuid9562_clock_next())),
		shift));
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_generate_v7(pg_catalog.interval) IS 'generate UUID version 7 for the current time shifted by an interval';

--
-- Version 4, nil and max
--

CREATE OR REPLACE FUNCTION @extschema@.uuid_generate_v4() RETURNS pg_catalog.uuid
	LANGUAGE sql VOLATILE STRICT PARALLEL SAFE
	AS $$ SELECT pg_catalog.gen_random_uuid() $$;
COMMENT ON FUNCTION @extschema@.uuid_generate_v4() IS 'generate UUID version 4 (random)';

CREATE OR REPLACE FUNCTION @extschema@.uuid_nil() RETURNS pg_catalog.uuid
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT '00000000-0000-0000-0000-000000000000'::pg_catalog.uuid $$;
COMMENT ON FUNCTION @extschema@.uuid_nil() IS 'nil UUID (all bits zero)';

CREATE OR REPLACE FUNCTION @extschema@.uuid_max() RETURNS pg_catalog.uuid
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT 'ffffffff-ffff-ffff-ffff-ffffffffffff'::pg_catalog.uuid $$;
COMMENT ON FUNCTION @extschema@.uuid_max() IS 'max UUID (all bits one)';

--
-- Versions 1, 1mc, 2 and 6
--

-- Octets 8-15 of a version 1 UUID: the variant bits 10, a 14-bit clock
-- sequence and a 48-bit node with the multicast bit set (RFC 9562 section
-- 6.10), all 62 bits drawn afresh for every value (gen_random_uuid()'s).
-- The C edition draws them once per session and keeps them in the
-- process; SQL has no state that a role cannot write or that a rollback
-- does not take back: a setting (as in 1.4) let any role pick the node and
-- clock sequence (SET, ALTER DATABASE ... SET, the previous client of a
-- pooled connection), and a rollback, RESET ALL or DISCARD ALL that took
-- back instants of the clock let a session issue a value twice.  Drawn for
-- each value, no setting chooses them, and two values of one instant, of
-- one session or of two, differ but with the chance of two random version
-- 4 values being equal (docs/managed.md).
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_v1_tail() RETURNS pg_catalog.bytea
	LANGUAGE sql VOLATILE STRICT PARALLEL SAFE
	AS $$
	SELECT pg_catalog.set_byte(tail, 2, pg_catalog.int4or(pg_catalog.get_byte(tail, 2), 1))
	  FROM pg_catalog.substr(pg_catalog.uuid_send(pg_catalog.gen_random_uuid()), 9, 8) AS tail
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_v1_tail() IS 'internal: octets 8-15 of a version 1 UUID (random clock sequence and multicast node)';

-- The 16 bytes of a version 1 UUID of Gregorian ticks (time_low, time_mid,
-- time_hi: RFC 9562 section 5.1) and octets 8-15 of tail, the version
-- nibble left for uuid9562_set_version().
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_v1_bytes(ticks pg_catalog.int8, tail pg_catalog.bytea)
	RETURNS pg_catalog.bytea
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT pg_catalog.byteacat(
		pg_catalog.byteacat(
			pg_catalog.byteacat(pg_catalog.substr(pg_catalog.int8send(ticks), 5, 4),
								pg_catalog.substr(pg_catalog.int8send(ticks), 3, 2)),
			pg_catalog.substr(pg_catalog.int8send(ticks), 1, 2)),
		tail)
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_v1_bytes(pg_catalog.int8, pg_catalog.bytea) IS 'internal: bytes of a version 1 UUID of Gregorian ticks and octets 8-15';

CREATE OR REPLACE FUNCTION @extschema@.uuid_generate_v1() RETURNS pg_catalog.uuid
	LANGUAGE plpgsql VOLATILE STRICT PARALLEL UNSAFE SECURITY DEFINER
	AS $$
BEGIN
	RETURN @extschema@.uuid9562_set_version(
		@extschema@.uuid9562_v1_bytes(@extschema@.uuid9562_clock_ticks(@extschema@.uuid9562_clock_next()),
									  @extschema@.uuid9562_v1_tail()),
		1);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_generate_v1() IS 'generate UUID version 1 (Gregorian time, random multicast node per session)';

-- As uuid_generate_v1() with a fresh random node on every call whose
-- multicast and locally-administered bits are set, as uuid-ossp's.
CREATE OR REPLACE FUNCTION @extschema@.uuid_generate_v1mc() RETURNS pg_catalog.uuid
	LANGUAGE plpgsql VOLATILE STRICT PARALLEL UNSAFE SECURITY DEFINER
	AS $$
DECLARE
	ticks pg_catalog.int8 := @extschema@.uuid9562_clock_ticks(@extschema@.uuid9562_clock_next());
	node pg_catalog.bytea := pg_catalog.substr(pg_catalog.uuid_send(pg_catalog.gen_random_uuid()), 11, 6);
BEGIN
	node := pg_catalog.set_byte(node, 0, pg_catalog.int4or(pg_catalog.get_byte(node, 0), 3));
	RETURN @extschema@.uuid9562_set_version(
		@extschema@.uuid9562_v1_bytes(ticks,
			pg_catalog.byteacat(pg_catalog.substr(@extschema@.uuid9562_v1_tail(), 1, 2), node)),
		1);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_generate_v1mc() IS 'generate UUID version 1 with a random multicast node per call';

-- DCE 1.1 security (version 2): a version 1 UUID for now whose time_low is
-- the local id and whose clock_seq_low (octet 9) is the domain: person,
-- group, org (any case) or a number from 0 to 255.  SQLSTATE 22023 for an
-- unknown domain, 22003 for a local id outside 0 .. 4294967295.
CREATE OR REPLACE FUNCTION @extschema@.uuid_generate_v2(domain pg_catalog.text, local_id pg_catalog.int8)
	RETURNS pg_catalog.uuid
	LANGUAGE plpgsql VOLATILE STRICT PARALLEL UNSAFE SECURITY DEFINER
	AS $$
DECLARE
	name pg_catalog.text COLLATE pg_catalog."C";
	code pg_catalog.int4;
	bytes pg_catalog.bytea;
BEGIN
	name := pg_catalog.lower(domain COLLATE pg_catalog."C");
	-- searched CASE: a simple one would resolve "=" through the search_path
	code := CASE WHEN name OPERATOR(pg_catalog.=) 'person' THEN 0
				 WHEN name OPERATOR(pg_catalog.=) 'group' THEN 1
				 WHEN name OPERATOR(pg_catalog.=) 'org' THEN 2 END;
	-- a decimal number from 0 to 255, digits only, as the C edition reads it
	IF code IS NULL AND (domain COLLATE pg_catalog."C") OPERATOR(pg_catalog.~) '^[0-9]+$'
	   AND domain::pg_catalog.numeric OPERATOR(pg_catalog.<=) 255 THEN
		code := domain::pg_catalog.int4;
	END IF;
	IF code IS NULL THEN
		RAISE EXCEPTION 'invalid DCE security domain "%"', @extschema@.uuid9562_text_shown((domain COLLATE pg_catalog."C"))
			USING ERRCODE = '22023', HINT = 'Use person, group, org or a number from 0 to 255.';
	END IF;
	IF local_id OPERATOR(pg_catalog.<) 0 OR local_id OPERATOR(pg_catalog.>) 4294967295 THEN
		RAISE EXCEPTION 'local id % is out of range for UUID version 2', local_id
			USING ERRCODE = '22003', HINT = 'Use a local id from 0 to 4294967295.';
	END IF;
	bytes := @extschema@.uuid9562_v1_bytes(@extschema@.uuid9562_clock_ticks(@extschema@.uuid9562_clock_next()),
										   @extschema@.uuid9562_v1_tail());
	bytes := pg_catalog.overlay(bytes, pg_catalog.substr(pg_catalog.int8send(local_id), 5, 4), 1, 4);
	bytes := pg_catalog.set_byte(bytes, 9, code);
	RETURN @extschema@.uuid9562_set_version(bytes, 2);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_generate_v2(pg_catalog.text, pg_catalog.int8) IS 'generate UUID version 2 (DCE security: domain and local id)';

-- RFC 9562 section 5.6: the Gregorian ticks of the clock in byte order,
-- the version, 62 random bits as clock sequence and node (the fast path of
-- version 7).  Strictly increasing within a session.  Not STRICT, as
-- uuid_generate_v7(), so that it inlines.
CREATE OR REPLACE FUNCTION @extschema@.uuid_generate_v6() RETURNS pg_catalog.uuid
	LANGUAGE sql VOLATILE PARALLEL UNSAFE
	AS $$
	SELECT @extschema@.uuid9562_time_uuid(
		@extschema@.uuid9562_clock_ticks(@extschema@.uuid9562_clock_next()), 6)
	$$;
COMMENT ON FUNCTION @extschema@.uuid_generate_v6() IS 'generate UUID version 6 (Gregorian time in byte order, strictly increasing within a session)';

--
-- Versions 3, 5 and 8: names and the caller's data
--

-- The octets of a text as stored, in the database encoding, which the C
-- edition hashes (as uuid-ossp does): decode(..., 'escape') keeps every
-- octet but a backslash, so backslashes are doubled first, the text read
-- under COLLATE "C" (replace() refuses a nondeterministic collation).  (A
-- cast to bytea would read backslash escapes; convert_to() is not
-- immutable.)
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_text_octets(t pg_catalog.text) RETURNS pg_catalog.bytea
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT pg_catalog.decode(pg_catalog.replace(t COLLATE pg_catalog."C", E'\\', E'\\\\'), 'escape') $$;
COMMENT ON FUNCTION @extschema@.uuid9562_text_octets(pg_catalog.text) IS 'internal: the octets of a text in the database encoding';

-- RFC 9562 section 5.3: the MD5 of the namespace's 16 octets and the name,
-- for both of uuid_generate_v3()'s forms (the build expands it into them).
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_v3(namespace pg_catalog.uuid, name pg_catalog.bytea) RETURNS pg_catalog.uuid
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT @extschema@.uuid9562_set_version(
		pg_catalog.decode(pg_catalog.md5(pg_catalog.byteacat(pg_catalog.uuid_send(namespace), name)), 'hex'), 3)
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_v3(pg_catalog.uuid, pg_catalog.bytea) IS 'internal: UUID version 3 of a namespace and the octets of a name';

CREATE OR REPLACE FUNCTION @extschema@.uuid_generate_v3(namespace pg_catalog.uuid, name pg_catalog.bytea) RETURNS pg_catalog.uuid
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT @extschema@.uuid9562_v3(namespace, name) $$;
COMMENT ON FUNCTION @extschema@.uuid_generate_v3(pg_catalog.uuid, pg_catalog.bytea) IS 'generate UUID version 3 (MD5 name-based) from a binary name';

CREATE OR REPLACE FUNCTION @extschema@.uuid_generate_v3(namespace pg_catalog.uuid, name pg_catalog.text) RETURNS pg_catalog.uuid
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT @extschema@.uuid9562_v3(namespace, @extschema@.uuid9562_text_octets(name)) $$;
COMMENT ON FUNCTION @extschema@.uuid_generate_v3(pg_catalog.uuid, pg_catalog.text) IS 'generate UUID version 3 (MD5 name-based)';

-- The SHA-1 of data (FIPS 180-4, section 6.1) computed here, for a server
-- without pgcrypto: 32-bit words held in int8 and cut back to 32 bits
-- after each sum and rotation, never relying on overflow.  About a tenth
-- of a millisecond a block; uuid9562_sha1() prefers pgcrypto's digest().
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_sha1_plain(data pg_catalog.bytea) RETURNS pg_catalog.bytea
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
DECLARE
	mask CONSTANT pg_catalog.int8 := 4294967295;
	n pg_catalog.int8 := pg_catalog.octet_length(data);
	-- the message, 0x80, zeros to 56 bytes mod 64, its length in bits (every
	-- OPERATOR() has the same precedence, left to right: hence parentheses)
	msg pg_catalog.bytea := pg_catalog.byteacat(pg_catalog.byteacat(pg_catalog.byteacat(data, '\x80'::pg_catalog.bytea),
		pg_catalog.decode(pg_catalog.repeat('00', ((55 OPERATOR(pg_catalog.-) n OPERATOR(pg_catalog.%) 64)
			OPERATOR(pg_catalog.+) 64)::pg_catalog.int4 OPERATOR(pg_catalog.%) 64), 'hex')),
		pg_catalog.int8send(n OPERATOR(pg_catalog.*) 8));
	h pg_catalog.int8[] := ARRAY[1732584193, 4023233417, 2562383102, 271733878, 3285377520];
	w pg_catalog.int8[];
	a pg_catalog.int8; b pg_catalog.int8; c pg_catalog.int8; d pg_catalog.int8; e pg_catalog.int8;
	f pg_catalog.int8; k pg_catalog.int8; t pg_catalog.int8;
	o pg_catalog.int4;
BEGIN
	FOR blk IN 0 .. pg_catalog.octet_length(msg) OPERATOR(pg_catalog./) 64 OPERATOR(pg_catalog.-) 1 LOOP
		FOR i IN 0 .. 15 LOOP
			o := (blk OPERATOR(pg_catalog.*) 64) OPERATOR(pg_catalog.+) (i OPERATOR(pg_catalog.*) 4);
			w[i] := (pg_catalog.get_byte(msg, o)::pg_catalog.int8 OPERATOR(pg_catalog.<<) 24)
				OPERATOR(pg_catalog.|) (pg_catalog.get_byte(msg, o OPERATOR(pg_catalog.+) 1) OPERATOR(pg_catalog.<<) 16)
				OPERATOR(pg_catalog.|) (pg_catalog.get_byte(msg, o OPERATOR(pg_catalog.+) 2) OPERATOR(pg_catalog.<<) 8)
				OPERATOR(pg_catalog.|) pg_catalog.get_byte(msg, o OPERATOR(pg_catalog.+) 3);
		END LOOP;
		FOR i IN 16 .. 79 LOOP
			t := w[i OPERATOR(pg_catalog.-) 3] OPERATOR(pg_catalog.#) w[i OPERATOR(pg_catalog.-) 8]
				OPERATOR(pg_catalog.#) w[i OPERATOR(pg_catalog.-) 14] OPERATOR(pg_catalog.#) w[i OPERATOR(pg_catalog.-) 16];
			w[i] := ((t OPERATOR(pg_catalog.<<) 1) OPERATOR(pg_catalog.|) (t OPERATOR(pg_catalog.>>) 31)) OPERATOR(pg_catalog.&) mask;
		END LOOP;
		a := h[1]; b := h[2]; c := h[3]; d := h[4]; e := h[5];
		FOR i IN 0 .. 79 LOOP
			IF i OPERATOR(pg_catalog.<) 20 THEN
				f := (b OPERATOR(pg_catalog.&) c) OPERATOR(pg_catalog.|) ((b OPERATOR(pg_catalog.#) mask) OPERATOR(pg_catalog.&) d);
				k := 1518500249;
			ELSIF i OPERATOR(pg_catalog.<) 40 THEN
				f := b OPERATOR(pg_catalog.#) c OPERATOR(pg_catalog.#) d;
				k := 1859775393;
			ELSIF i OPERATOR(pg_catalog.<) 60 THEN
				f := (b OPERATOR(pg_catalog.&) c) OPERATOR(pg_catalog.|) (b OPERATOR(pg_catalog.&) d)
					OPERATOR(pg_catalog.|) (c OPERATOR(pg_catalog.&) d);
				k := 2400959708;
			ELSE
				f := b OPERATOR(pg_catalog.#) c OPERATOR(pg_catalog.#) d;
				k := 3395469782;
			END IF;
			t := ((((a OPERATOR(pg_catalog.<<) 5) OPERATOR(pg_catalog.|) (a OPERATOR(pg_catalog.>>) 27)) OPERATOR(pg_catalog.&) mask)
				  OPERATOR(pg_catalog.+) f OPERATOR(pg_catalog.+) e OPERATOR(pg_catalog.+) k OPERATOR(pg_catalog.+) w[i])
				 OPERATOR(pg_catalog.&) mask;
			e := d;
			d := c;
			c := ((b OPERATOR(pg_catalog.<<) 30) OPERATOR(pg_catalog.|) (b OPERATOR(pg_catalog.>>) 2)) OPERATOR(pg_catalog.&) mask;
			b := a;
			a := t;
		END LOOP;
		h[1] := (h[1] OPERATOR(pg_catalog.+) a) OPERATOR(pg_catalog.&) mask;
		h[2] := (h[2] OPERATOR(pg_catalog.+) b) OPERATOR(pg_catalog.&) mask;
		h[3] := (h[3] OPERATOR(pg_catalog.+) c) OPERATOR(pg_catalog.&) mask;
		h[4] := (h[4] OPERATOR(pg_catalog.+) d) OPERATOR(pg_catalog.&) mask;
		h[5] := (h[5] OPERATOR(pg_catalog.+) e) OPERATOR(pg_catalog.&) mask;
	END LOOP;
	RETURN pg_catalog.decode(pg_catalog.concat(pg_catalog.lpad(pg_catalog.to_hex(h[1]), 8, '0'),
		pg_catalog.lpad(pg_catalog.to_hex(h[2]), 8, '0'), pg_catalog.lpad(pg_catalog.to_hex(h[3]), 8, '0'),
		pg_catalog.lpad(pg_catalog.to_hex(h[4]), 8, '0'), pg_catalog.lpad(pg_catalog.to_hex(h[5]), 8, '0')), 'hex');
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_sha1_plain(pg_catalog.bytea) IS 'internal: SHA-1 of bytes, computed without pgcrypto';

-- The SHA-1 of data, computed by pgcrypto's digest() in whatever schema
-- pgcrypto is installed when the call runs (looked up in pg_extension each
-- time, the call built with its schema quoted), else, where pgcrypto is
-- missing or its schema not usable by the installing role, by
-- uuid9562_sha1_plain(): a dump restored where pgcrypto lives in another
-- schema, or before pgcrypto is created, keeps version 5 working without
-- running the installer again.  Core has MD5 and SHA-2 but no SHA-1.
-- Called by the SECURITY DEFINER functions of version 5 below, so it runs
-- as the installing role.
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_sha1(data pg_catalog.bytea) RETURNS pg_catalog.bytea
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
DECLARE
	crypto pg_catalog.oid;
	hash pg_catalog.bytea;
BEGIN
	SELECT e.extnamespace INTO crypto FROM pg_catalog.pg_extension e WHERE e.extname OPERATOR(pg_catalog.=) 'pgcrypto';
	IF crypto IS NULL OR NOT pg_catalog.has_schema_privilege(crypto, 'USAGE') THEN
		RETURN @extschema@.uuid9562_sha1_plain(data);
	END IF;
	-- regnamespace's output is the schema's name, quoted where needed
	EXECUTE pg_catalog.format('SELECT %s.digest($1, $2)', crypto::pg_catalog.regnamespace)
		INTO hash USING data, 'sha1'::pg_catalog.text;
	RETURN hash;
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_sha1(pg_catalog.bytea) IS 'internal: SHA-1 of bytes, by pgcrypto''s digest() wherever pgcrypto is installed';

-- RFC 9562 section 5.5: the first 16 octets of the SHA-1 of the
-- namespace's 16 octets and the name.  PL/pgSQL and SECURITY DEFINER
-- (uuid9562_sha1() runs a statement built at run time): EXECUTE on it is
-- all a role needs, as with the C edition.
CREATE OR REPLACE FUNCTION @extschema@.uuid_generate_v5(namespace pg_catalog.uuid, name pg_catalog.bytea) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
DECLARE
	hash pg_catalog.bytea := pg_catalog.substr(
		@extschema@.uuid9562_sha1(pg_catalog.byteacat(pg_catalog.uuid_send(namespace), name)), 1, 16);
BEGIN
	RETURN @extschema@.uuid9562_set_version(hash, 5);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_generate_v5(pg_catalog.uuid, pg_catalog.bytea) IS 'generate UUID version 5 (SHA-1 name-based) from a binary name';

CREATE OR REPLACE FUNCTION @extschema@.uuid_generate_v5(namespace pg_catalog.uuid, name pg_catalog.text) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
DECLARE
	hash pg_catalog.bytea := pg_catalog.substr(@extschema@.uuid9562_sha1(
		pg_catalog.byteacat(pg_catalog.uuid_send(namespace), @extschema@.uuid9562_text_octets(name))), 1, 16);
BEGIN
	RETURN @extschema@.uuid9562_set_version(hash, 5);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_generate_v5(pg_catalog.uuid, pg_catalog.text) IS 'generate UUID version 5 (SHA-1 name-based)';

-- RFC 9562 section 5.8: the caller's 16 octets, version and variant bits
-- overwritten.  SQLSTATE 22023, naming the length, for any other length.
CREATE OR REPLACE FUNCTION @extschema@.uuid_generate_v8(data pg_catalog.bytea) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
BEGIN
	IF pg_catalog.length(data) OPERATOR(pg_catalog.<>) 16 THEN
		RAISE EXCEPTION 'invalid data length % for UUID version 8', pg_catalog.length(data)
			USING ERRCODE = '22023', HINT = 'UUID version 8 takes exactly 16 bytes of data.';
	END IF;
	RETURN @extschema@.uuid9562_set_version(data, 8);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_generate_v8(pg_catalog.bytea) IS 'generate UUID version 8 from 16 bytes of custom data';

-- RFC 9562 section 6.5 and Appendix B.2: the first 16 octets of a SHA-2
-- hash (core's sha224() .. sha512()) over hashspace (when given),
-- namespace and name.  Not STRICT, as in the C edition: a NULL hashspace
-- means none; NULL when namespace, name or algorithm is NULL.  SQLSTATE
-- 22023 for an unknown algorithm.
CREATE OR REPLACE FUNCTION @extschema@.uuid_generate_v8_name(namespace pg_catalog.uuid, name pg_catalog.text,
		algorithm pg_catalog.text DEFAULT 'sha256', hashspace pg_catalog.uuid DEFAULT NULL)
	RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE SECURITY DEFINER
	AS $$
DECLARE
	hash pg_catalog.text COLLATE pg_catalog."C";
	message pg_catalog.bytea;
	digest pg_catalog.bytea;
BEGIN
	IF namespace IS NULL OR name IS NULL OR algorithm IS NULL THEN
		RETURN NULL;
	END IF;
	message := pg_catalog.byteacat(
		pg_catalog.byteacat(COALESCE(pg_catalog.uuid_send(hashspace), ''::pg_catalog.bytea),
							pg_catalog.uuid_send(namespace)),
		@extschema@.uuid9562_text_octets((name COLLATE pg_catalog."C")));
	hash := pg_catalog.lower(algorithm COLLATE pg_catalog."C");
	-- searched CASE: a simple one would resolve "=" through the search_path
	digest := CASE WHEN hash OPERATOR(pg_catalog.=) 'sha224' THEN pg_catalog.sha224(message)
				   WHEN hash OPERATOR(pg_catalog.=) 'sha256' THEN pg_catalog.sha256(message)
				   WHEN hash OPERATOR(pg_catalog.=) 'sha384' THEN pg_catalog.sha384(message)
				   WHEN hash OPERATOR(pg_catalog.=) 'sha512' THEN pg_catalog.sha512(message) END;
	IF digest IS NULL THEN
		RAISE EXCEPTION 'unrecognized hash algorithm "%" for UUID version 8', @extschema@.uuid9562_text_shown((algorithm COLLATE pg_catalog."C"))
			USING ERRCODE = '22023', HINT = 'Use sha224, sha256, sha384 or sha512.';
	END IF;
	RETURN @extschema@.uuid9562_set_version(pg_catalog.substr(digest, 1, 16), 8);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_generate_v8_name(pg_catalog.uuid, pg_catalog.text, pg_catalog.text, pg_catalog.uuid) IS 'generate UUID version 8 (SHA-2 name-based, optionally in a hash space)';

--
-- The namespaces of RFC 9562 section 6.6
--

CREATE OR REPLACE FUNCTION @extschema@.uuid_ns_dns() RETURNS pg_catalog.uuid
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT '6ba7b810-9dad-11d1-80b4-00c04fd430c8'::pg_catalog.uuid $$;
COMMENT ON FUNCTION @extschema@.uuid_ns_dns() IS 'DNS namespace for UUIDs';

CREATE OR REPLACE FUNCTION @extschema@.uuid_ns_url() RETURNS pg_catalog.uuid
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT '6ba7b811-9dad-11d1-80b4-00c04fd430c8'::pg_catalog.uuid $$;
COMMENT ON FUNCTION @extschema@.uuid_ns_url() IS 'URL namespace for UUIDs';

CREATE OR REPLACE FUNCTION @extschema@.uuid_ns_oid() RETURNS pg_catalog.uuid
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT '6ba7b812-9dad-11d1-80b4-00c04fd430c8'::pg_catalog.uuid $$;
COMMENT ON FUNCTION @extschema@.uuid_ns_oid() IS 'ISO OID namespace for UUIDs';

CREATE OR REPLACE FUNCTION @extschema@.uuid_ns_x500() RETURNS pg_catalog.uuid
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT '6ba7b814-9dad-11d1-80b4-00c04fd430c8'::pg_catalog.uuid $$;
COMMENT ON FUNCTION @extschema@.uuid_ns_x500() IS 'X.500 distinguished name namespace for UUIDs';

--
-- pg_uuidv7's generators
--

-- With zero false, uuid_generate_v7_at(ts); with zero true, the smallest
-- version 7 UUID of ts's millisecond.  SQLSTATE 22008 for a time version 7
-- cannot hold.
CREATE OR REPLACE FUNCTION @extschema@.uuid_timestamptz_to_v7(ts pg_catalog.timestamptz, zero pg_catalog.bool DEFAULT false)
	RETURNS pg_catalog.uuid
	LANGUAGE plpgsql VOLATILE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
BEGIN
	RETURN CASE WHEN zero THEN @extschema@.uuid9562_v7_bound(ts, false)
					ELSE @extschema@.uuid_generate_v7_at(ts) END;
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_timestamptz_to_v7(pg_catalog.timestamptz, pg_catalog.bool) IS 'generate UUID version 7 for a given time, random bits zero if asked (pg_uuidv7 compatible)';

-- The same for a timestamp without time zone read as UTC.
CREATE OR REPLACE FUNCTION @extschema@.uuid_timestamp_to_v7(ts pg_catalog.timestamp, zero pg_catalog.bool DEFAULT false)
	RETURNS pg_catalog.uuid
	LANGUAGE plpgsql VOLATILE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
BEGIN
	RETURN @extschema@.uuid_timestamptz_to_v7(pg_catalog.timezone('UTC', ts), zero);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_timestamp_to_v7(pg_catalog.timestamp, pg_catalog.bool) IS 'generate UUID version 7 for a UTC timestamp without time zone, random bits zero if asked (pg_uuidv7 compatible)';

--
-- Core's newer names (PostgreSQL 18's uuidv4() and uuidv7()), in this
-- schema on every major as in the C edition: where the server has them
-- too, an unqualified call reaches core's (pg_catalog is searched first)
-- and these are reached schema-qualified.
--

CREATE OR REPLACE FUNCTION @extschema@.uuidv4() RETURNS pg_catalog.uuid
	LANGUAGE sql VOLATILE STRICT PARALLEL SAFE
	AS $$ SELECT pg_catalog.gen_random_uuid() $$;
COMMENT ON FUNCTION @extschema@.uuidv4() IS 'generate UUID version 4';

CREATE OR REPLACE FUNCTION @extschema@.uuidv7() RETURNS pg_catalog.uuid
	LANGUAGE sql VOLATILE PARALLEL UNSAFE
	AS $$ SELECT @extschema@.uuid_generate_v7() $$;
COMMENT ON FUNCTION @extschema@.uuidv7() IS 'generate UUID version 7';

CREATE OR REPLACE FUNCTION @extschema@.uuidv7(shift pg_catalog.interval) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql VOLATILE STRICT PARALLEL UNSAFE SECURITY DEFINER
	AS $$
BEGIN
	RETURN @extschema@.uuid_generate_v7(shift);
END
$$;
COMMENT ON FUNCTION @extschema@.uuidv7(pg_catalog.interval) IS 'generate UUID version 7 with a timestamp shifted by specified interval';
