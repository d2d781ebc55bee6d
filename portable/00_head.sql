/*
 * portable/00_head.sql
 *	  The portable edition of uuid9562: its conventions, and the internal
 *	  helpers that every later file of portable/ shares.
 *
 * The portable edition is uuid9562 in SQL and PL/pgSQL only, for servers
 * where no one can install a C extension (managed PostgreSQL).  The C
 * edition (sql/uuid9562--*.sql, src/) stays the reference: every object here
 * has the name, argument names and types, result type, volatility,
 * strictness and COMMENT ON text of the C edition's object of that name, and
 * gives the same results and SQLSTATEs; where it cannot, the file says why
 * next to the object, and docs/managed.md lists it.
 *
 * `make portable` (scripts/portable) concatenates portable/[0-9]*.sql in
 * file-name order into one source text and wraps it, unchanged, in the two
 * installers of dist/: uuid9562-portable.sql (psql -v schema=NAME -f ...)
 * and uuid9562-pgtle.sql (pg_tle: CREATE EXTENSION uuid9562).  A file may
 * use the helpers of this file and of the files before it, nothing later.
 *
 * The conventions every file of portable/ follows (binding):
 *
 * 1. Schemas.  Every object is created as @extschema@.name, and every body
 *    qualifies every name it uses: ours with @extschema@., core's with
 *    pg_catalog., operators as OPERATOR(pg_catalog.=) or through core's
 *    functions (pg_catalog.int8pl, pg_catalog.int4and, ...), types as
 *    pg_catalog.uuid.  A body that resolved a name through the caller's
 *    search_path would break, or be hijacked, in another schema.
 *    The installer of both dist/ files substitutes @extschema@, at install
 *    time, with the quoted name of the target schema: the schema that
 *    psql's -v schema=NAME names, or the schema CREATE EXTENSION installs
 *    into (pg_tle makes every extension non-relocatable, so PostgreSQL
 *    substitutes @extschema@ itself there before the installer runs; the
 *    installer's own substitution then finds nothing left to do).  The
 *    target schema is current_schema() while the installer runs: psql's
 *    script sets the search_path to it, CREATE EXTENSION does the same.
 *
 * 2. pgcrypto.  Only version 5 needs it, for SHA-1 (MD5, SHA-2 and
 *    random bytes are core's): uuid9562_sha1() of 10_generate.sql finds
 *    pgcrypto's schema in pg_extension when it runs, so that no body names
 *    that schema.  A dump restored where pgcrypto lives in another schema,
 *    or where it is created after the restore, loses nothing, and version 5
 *    works without running the installer again.
 *
 * 3. Re-runnable statements.  Running a newer installer over an older
 *    installation upgrades it in place, keeping everything that data
 *    depends on (column defaults, indexes, views): every function is
 *    CREATE OR REPLACE FUNCTION, every aggregate CREATE OR REPLACE
 *    AGGREGATE, every operator created in a DO block only where
 *    pg_catalog.to_regoperator() does not find it; nothing is ever dropped.
 *    A function's argument names, argument types and result type never
 *    change once released (CREATE OR REPLACE cannot change them).
 *
 * 4. The text of the source.  The installer runs the whole source in one
 *    EXECUTE, so it holds SQL statements only: no psql meta-commands, no
 *    BEGIN or COMMIT, and none of the dollar-quote tags of the installers
 *    (uuid9562_source, uuid9562_install, uuid9562_pgtle and _pgtle_, each
 *    between dollar signs); scripts/portable checks.  The word VERSION
 *    between at signs is replaced by uuid9562.control's default_version at
 *    build time.  Nothing newer than PostgreSQL 13 (no BEGIN ATOMIC
 *    bodies), unless guarded.
 *
 * 5. Names.  Functions of the C edition keep their names.  Internal
 *    helpers, which the C edition does not have, are named uuid9562_*,
 *    each with a COMMENT ON that starts "internal: ".
 *
 * 6. Session state (the strictly increasing clock of versions 1, 2, 6 and
 *    7) lives in settings named uuid9562_portable.<name>, never
 *    uuid9562.<name>: the C library reserves that prefix when loaded, and
 *    the differential test loads both editions in one session.  Any role
 *    can write a setting, so what one holds is input, never trusted: it is
 *    read without error whatever it holds, and bounded in what it can move
 *    (10_generate.sql, the clock).  A setting
 *    cannot change during a parallel operation, so every function that
 *    keeps state is PARALLEL UNSAFE where the C edition says SAFE; with
 *    STRICT left off three generators without arguments so that they
 *    inline (10_generate.sql), the only labels that differ
 *    (docs/managed.md, "Where it differs").
 *
 * 7. Errors.  PL/pgSQL raises as RAISE EXCEPTION '...' USING ERRCODE =
 *    '22023', DETAIL = ..., HINT = ...; a LANGUAGE sql function raises
 *    through @extschema@.uuid9562_raise() below.  SQLSTATEs are the C
 *    edition's (22008 for times out of range, 22023 for bad arguments) and
 *    messages as close to its as the language allows.  Nothing changes a
 *    setting to raise: set_config() fails in a parallel worker.
 *
 * 8. Inlining.  What the planner must see through, and the generators whose
 *    speed matters, are LANGUAGE sql, a single SELECT of one expression, no
 *    SET clause, not SECURITY DEFINER, STRICT only where the body is
 *    strict, volatility no higher than the body's (core's inline_function()
 *    in clauses.c): PostgreSQL then inlines them into the query.  A
 *    parameter that such a body uses more than once must not be given a
 *    volatile argument, or PostgreSQL does not inline.
 *
 * 9. Rights.  PostgreSQL parses an inlined body as the role that runs the
 *    query, so each schema it names costs that role USAGE and each function
 *    EXECUTE; a PL/pgSQL body is parsed as its caller too.  The C edition
 *    costs a role EXECUTE on the function it calls, nothing more, and so
 *    does this one: `make portable` (scripts/portable-expand) expands every
 *    call of a LANGUAGE sql function whose body is one expression (the
 *    uuid9562_* helpers above all) into the body that calls it, so that
 *    the bodies PostgreSQL inlines name only pg_catalog; a function of the
 *    C edition's names whose body still names this schema once expanded
 *    (a PL/pgSQL helper, a table) is SECURITY DEFINER, and the build fails
 *    on any other.  SECURITY DEFINER bodies qualify every name (item 1),
 *    so they need no SET search_path, which would cost a setting's save
 *    and restore per call.  The helpers stay installed, and nothing of a
 *    user's refers to them: defaults, indexes and views refer to the
 *    public functions.
 *
 * IDENTIFICATION
 *	  portable/00_head.sql
 */

--
-- The version of the portable edition installed in this schema: the
-- installers' record of what they installed, and what an upgrade replaces.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_portable_version() RETURNS pg_catalog.text
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT '@VERSION@'::pg_catalog.text $$;
COMMENT ON FUNCTION @extschema@.uuid9562_portable_version() IS 'internal: version of the portable edition installed in this schema';

--
-- Raise an error from an expression: a LANGUAGE sql body cannot RAISE, so
-- it calls this in the branch of a CASE that must fail,
--   CASE WHEN bad THEN @extschema@.uuid9562_raise('22023', 'invalid ...',
--                          detail, hint, NULL::pg_catalog.uuid)
--        ELSE ... END
-- Never returns; model only gives the result its type (anyelement).
-- detail and hint may be NULL (then left out).  IMMUTABLE, so that an
-- immutable function that calls it stays immutable and inlinable; as the
-- planner folds an immutable call whose arguments are all constants, a
-- caller passes the offending value (or a text made from it) in message
-- or detail, so that the call is only constant where the input is: where
-- the input is a constant the C function fails at planning time too.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_raise(sqlstate pg_catalog.text, message pg_catalog.text,
		detail pg_catalog.text, hint pg_catalog.text, model anyelement)
	RETURNS anyelement
	LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
	AS $$
BEGIN
	IF detail IS NULL AND hint IS NULL THEN
		RAISE EXCEPTION USING ERRCODE = sqlstate, MESSAGE = message;
	ELSIF hint IS NULL THEN
		RAISE EXCEPTION USING ERRCODE = sqlstate, MESSAGE = message, DETAIL = detail;
	ELSIF detail IS NULL THEN
		RAISE EXCEPTION USING ERRCODE = sqlstate, MESSAGE = message, HINT = hint;
	ELSE
		RAISE EXCEPTION USING ERRCODE = sqlstate, MESSAGE = message, DETAIL = detail, HINT = hint;
	END IF;
	RETURN model;
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_raise(pg_catalog.text, pg_catalog.text, pg_catalog.text, pg_catalog.text, anyelement) IS 'internal: raise an error with a SQLSTATE, message, detail and hint from an expression';

--
-- The one helper that sets version and variant bits (RFC 9562 sections
-- 4.1 and 4.2): the UUID of 16 bytes with the high nibble of byte 6
-- replaced by version and the two high bits of byte 8 by the variant 10.
-- bytes must be 16 bytes long (callers build them so; a shorter one fails
-- in set_byte).  Each parameter is used once after the first set_byte, and
-- bytes is read twice: callers pass a non-volatile expression (a column, a
-- digest, a parameter) or a variable, else PostgreSQL does not inline it.
-- The one exception is uuid9562_time_uuid() of 10_generate.sql, the fast
-- path of versions 6 and 7: it inserts the version's bits into the bits of
-- its upper half and takes the lower half, variant bits included, from
-- gen_random_uuid(); byte surgery there would cost a third of version 7's
-- time.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_set_version(bytes pg_catalog.bytea, version pg_catalog.int4)
	RETURNS pg_catalog.uuid
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT pg_catalog.encode(
		pg_catalog.set_byte(
			pg_catalog.set_byte(bytes, 6,
				pg_catalog.int4or(pg_catalog.int4and(pg_catalog.get_byte(bytes, 6), 15),
								  pg_catalog.int4shl(version, 4))),
			8,
			pg_catalog.int4or(pg_catalog.int4and(pg_catalog.get_byte(bytes, 8), 63), 128)),
		'hex')::pg_catalog.uuid
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_set_version(pg_catalog.bytea, pg_catalog.int4) IS 'internal: UUID of 16 bytes with the version and the RFC 9562 variant bits set';

--
-- The 16 bytes of a UUID, most significant first (uuid_send is core's
-- binary output, the bytes in order): the way from a UUID to bytes.  The
-- way back is pg_catalog.encode(bytes, 'hex')::pg_catalog.uuid.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_bytes(id pg_catalog.uuid) RETURNS pg_catalog.bytea
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT pg_catalog.uuid_send(id) $$;
COMMENT ON FUNCTION @extschema@.uuid9562_bytes(pg_catalog.uuid) IS 'internal: the 16 bytes of a UUID, most significant first';

--
-- Microseconds since 2000-01-01 00:00:00 UTC of any timestamptz, exactly:
-- its binary form (timestamptz_send), read back as an integer; -infinity
-- and infinity are the smallest and the largest int8.  ts is used once.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_pg_us(ts pg_catalog.timestamptz) RETURNS pg_catalog.int8
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT pg_catalog.textcat('x', pg_catalog.encode(pg_catalog.timestamptz_send(ts), 'hex'))::pg_catalog.bit(64)::pg_catalog.int8
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_pg_us(pg_catalog.timestamptz) IS 'internal: microseconds since 2000-01-01 of a time, infinities as the extremes of int8';

--
-- Microseconds since the Unix epoch of a finite timestamptz, exactly
-- (uuid9562_pg_us moved to 1970; a float8 from date_part('epoch') loses
-- microseconds after 2255).  ts is used once, so any argument inlines.
-- The caller excludes infinity.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_unix_us(ts pg_catalog.timestamptz) RETURNS pg_catalog.int8
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT pg_catalog.int8pl(@extschema@.uuid9562_pg_us(ts), 946684800000000) $$;
COMMENT ON FUNCTION @extschema@.uuid9562_unix_us(pg_catalog.timestamptz) IS 'internal: microseconds since the Unix epoch of a finite timestamp';

--
-- A timestamptz as core writes it with DateStyle ISO (EncodeDateTime() of
-- datetime.c), in the session's time zone, whatever DateStyle says: the
-- date and time, the fraction of a second without its trailing zeros, the
-- offset as +HH, +HH:MM or +HH:MM:SS, BC for a year before 1; infinity and
-- -infinity as such.  Changes no setting, so that it runs in a parallel
-- worker too (where set_config() fails).
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_iso_text(ts pg_catalog.timestamptz) RETURNS pg_catalog.text
	LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE
	AS $$
DECLARE
	zone pg_catalog.int4 := pg_catalog.date_part('timezone', ts)::pg_catalog.int4;
	z pg_catalog.int4 := pg_catalog.abs(zone);
	hh pg_catalog.int4 := z OPERATOR(pg_catalog./) 3600;
	mm pg_catalog.int4 := (z OPERATOR(pg_catalog./) 60) OPERATOR(pg_catalog.%) 60;
	ss pg_catalog.int4 := z OPERATOR(pg_catalog.%) 60;
BEGIN
	IF NOT pg_catalog.isfinite(ts) THEN
		RETURN ts::pg_catalog.text;
	END IF;
	RETURN pg_catalog.concat(
		pg_catalog.to_char(ts, 'YYYY-MM-DD HH24:MI:SS'),
		pg_catalog.rtrim(pg_catalog.rtrim(pg_catalog.textcat('.', pg_catalog.to_char(ts, 'US')), '0'), '.'),
		CASE WHEN zone OPERATOR(pg_catalog.<) 0 THEN '-' ELSE '+' END,
		pg_catalog.to_char(hh, 'FM00'),
		CASE WHEN mm OPERATOR(pg_catalog.<>) 0 OR ss OPERATOR(pg_catalog.<>) 0
			 THEN pg_catalog.textcat(':', pg_catalog.to_char(mm, 'FM00')) END,
		CASE WHEN ss OPERATOR(pg_catalog.<>) 0 THEN pg_catalog.textcat(':', pg_catalog.to_char(ss, 'FM00')) END,
		CASE WHEN pg_catalog.to_char(ts, 'BC') OPERATOR(pg_catalog.=) 'BC' THEN ' BC' END);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_iso_text(pg_catalog.timestamptz) IS 'internal: a time as written with DateStyle ISO';

--
-- Raise the C edition's error for a time that UUID version 7 cannot hold
-- (src/unix_time.c): SQLSTATE 22008, the timestamp in the session's time
-- zone written in ISO style whatever DateStyle says, as core's
-- timestamptz_to_str() writes it there (uuid9562_iso_text, which changes
-- no setting, so that a parallel worker raises the same error).  Never
-- returns; model gives the result its type.  IMMUTABLE as the C functions
-- that raise it are (the message depends on the session's TimeZone there
-- too), so that their translations inline.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_v7_time_error(ts pg_catalog.timestamptz, model anyelement)
	RETURNS anyelement
	LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
	AS $$
BEGIN
	RAISE EXCEPTION 'timestamp "%" is out of range for UUID version 7', @extschema@.uuid9562_iso_text(ts)
		USING ERRCODE = '22008',
			DETAIL = 'UUID version 7 holds times from 1970-01-01 00:00:00 UTC to 10889-08-02 05:31:50.655 UTC.';
	RETURN model;
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_v7_time_error(pg_catalog.timestamptz, anyelement) IS 'internal: raise the error for a time out of the range of UUID version 7';

--
-- Unix milliseconds of ts for the 48-bit field of UUID version 7 (RFC 9562
-- section 5.7), the sub-millisecond part truncated, as the C edition's
-- uuid9562_v7_unix_ms() (src/unix_time.c): an infinite timestamp or one
-- outside 1970-01-01 00:00:00 .. 10889-08-02 05:31:50.655999 UTC raises
-- SQLSTATE 22008 (uuid9562_v7_time_error); nothing wraps.  PL/pgSQL: a
-- STRICT SQL function whose body has a CASE is not inlined, and then costs
-- twice a PL/pgSQL one.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_v7_unix_ms(ts pg_catalog.timestamptz) RETURNS pg_catalog.int8
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
BEGIN
	IF ts OPERATOR(pg_catalog.>=) '1970-01-01 00:00:00+00'::pg_catalog.timestamptz
	   AND ts OPERATOR(pg_catalog.<=) '10889-08-02 05:31:50.655999+00'::pg_catalog.timestamptz THEN
		RETURN pg_catalog.int8div(@extschema@.uuid9562_unix_us(ts), 1000);
	END IF;
	RETURN @extschema@.uuid9562_v7_time_error(ts, 0::pg_catalog.int8);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_v7_unix_ms(pg_catalog.timestamptz) IS 'internal: Unix milliseconds of a time for UUID version 7, SQLSTATE 22008 outside its range';

--
-- The Unix microseconds us as a timestamptz, exactly (the inverse of
-- uuid9562_unix_us): whole seconds and the rest added as intervals to the
-- epoch as a timestamp without time zone, read as UTC.  Each product is
-- exact in float8 for any time of a timestamptz (the factor 10^6 is 2^6 *
-- 15625), which to_timestamp(float8) is not after 2255; and, unlike
-- timestamptz + interval, every step is IMMUTABLE.  us is used twice.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_unix_us_to_timestamptz(us pg_catalog.int8) RETURNS pg_catalog.timestamptz
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT pg_catalog.timezone('UTC',
		pg_catalog.timestamp_pl_interval('1970-01-01 00:00:00'::pg_catalog.timestamp,
			pg_catalog.interval_pl(
				pg_catalog.interval_mul('1 second'::pg_catalog.interval, pg_catalog.int8div(us, 1000000)::pg_catalog.float8),
				pg_catalog.interval_mul('1 microsecond'::pg_catalog.interval, pg_catalog.int8mod(us, 1000000)::pg_catalog.float8))))
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_unix_us_to_timestamptz(pg_catalog.int8) IS 'internal: the time of a count of microseconds since the Unix epoch';

--
-- The smallest (ones false) or largest (ones true) UUID version 7 of the
-- millisecond of ts: every bit below the 48 of the millisecond zero, or
-- one, but the version and variant (the C edition's v7_bound(),
-- src/gen_time.c): uuid_v7_floor(), uuid_v7_ceil() and
-- uuid_timestamptz_to_v7(ts, true).  SQLSTATE 22008 for a time that
-- version 7 cannot hold.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_v7_bound(ts pg_catalog.timestamptz, ones pg_catalog.bool)
	RETURNS pg_catalog.uuid
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT @extschema@.uuid9562_set_version(
		pg_catalog.byteacat(
			pg_catalog.substr(pg_catalog.int8send(@extschema@.uuid9562_v7_unix_ms(ts)), 3, 6),
			-- twenty digits f or 0: strict functions only, no CASE, so that it inlines
			pg_catalog.decode(pg_catalog.repeat(pg_catalog.to_hex(pg_catalog.int4mul(ones::pg_catalog.int4, 15)), 20), 'hex')),
		7)
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_v7_bound(pg_catalog.timestamptz, pg_catalog.bool) IS 'internal: smallest or largest UUID version 7 of the millisecond of a time';

--
-- A text as the C edition quotes it in a message (uuid9562_text_shown(),
-- src/uuid9562.c): whole, if at most 64 bytes long; else its longest
-- prefix of whole characters of at most 64 bytes, followed by "...".
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_text_shown(t pg_catalog.text) RETURNS pg_catalog.text
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
DECLARE
	cut pg_catalog.text COLLATE pg_catalog."C";
BEGIN
	IF pg_catalog.octet_length((t COLLATE pg_catalog."C")) OPERATOR(pg_catalog.<=) 64 THEN
		RETURN (t COLLATE pg_catalog."C");
	END IF;
	cut := pg_catalog.left((t COLLATE pg_catalog."C"), 64);
	WHILE pg_catalog.octet_length(cut) OPERATOR(pg_catalog.>) 64 LOOP
		cut := pg_catalog.left(cut, -1);
	END LOOP;
	RETURN cut OPERATOR(pg_catalog.||) '...';
END
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_text_shown(pg_catalog.text) IS 'internal: a text cut to at most 64 bytes for an error message';
