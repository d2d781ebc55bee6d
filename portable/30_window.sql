/*
 * portable/30_window.sql
 *	  Time windows on the key: uuid_v7_floor() and uuid_v7_ceil(), the
 *	  boundary functions, the comparison operators between uuid and
 *	  timestamptz (both operand orders) and uuid_v7_within(uuid, tstzrange),
 *	  translated from src/gen_time.c, src/common/fields.c and
 *	  src/time_window.c.
 *
 * Each comparison of a UUID k with a time t is one byte comparison with a
 * boundary UUID B (uuid_v7_boundary(), as uuid9562_v7_boundary() of the C
 * edition):
 *
 *	 k >= t   is   k >= B(t, false)		k >  t   is   k >= B(t, true)
 *	 k <  t   is   k <  B(t, false)		k <= t   is   k <  B(t, true)
 *
 * and uuid_v7_within(k, r) is k >= uuid_v7_lower_boundary(r) AND k <=
 * uuid_v7_upper_boundary(r).  The C edition rewrites its operators into
 * these forms with a planner support function (LANGUAGE C only).  Here each
 * operator's function IS that form, a LANGUAGE sql function of one
 * expression that PostgreSQL inlines (core's inline_function(),
 * portable/00_head.sql convention 8): the planner sees core's uuid >=, <
 * or <= against a boundary, an index condition and a partition pruning key
 * with core's uuid_ops.  A constant time folds into a constant boundary at
 * planning; now() - interval '1 day', a parameter or a generic plan's $1
 * stay an expression the executor computes once per scan, as with the C
 * edition's rewrite of a time that is not a constant.
 *
 * What differs from the C edition, and why:
 * - No LEAKPROOF: only a superuser may mark a function leakproof, and the
 *   portable edition installs without one.  Inlined, the operators become
 *   core's leakproof uuid comparisons anyway.
 * - uuid_v7_within() is not STRICT: its body is an AND, which core counts
 *   as non-strict, and a STRICT function whose body is not strict is not
 *   inlined.  Its result is the same for every input: NULL for a NULL key
 *   or range (both comparisons are then NULL), as the C function's.
 * - No uuid_timestamptz_support(internal): a planner support function can
 *   only be written in C; inlining takes its place.
 *
 * IDENTIFICATION
 *	  portable/30_window.sql
 */

--
-- The smallest and the largest UUID version 7 of a millisecond: the
-- shared uuid9562_v7_bound() of 00_head.sql, as the C edition's v7_bound()
-- (src/gen_time.c); SQLSTATE 22008 for a time outside 1970 .. 10889.
-- Single strict expressions: they inline.
--

CREATE OR REPLACE FUNCTION @extschema@.uuid_v7_floor(ts pg_catalog.timestamptz) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
BEGIN
	RETURN @extschema@.uuid9562_v7_bound(ts, false);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_v7_floor(pg_catalog.timestamptz) IS 'smallest UUID version 7 of the millisecond of a time';

CREATE OR REPLACE FUNCTION @extschema@.uuid_v7_ceil(ts pg_catalog.timestamptz) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
	AS $$
BEGIN
	RETURN @extschema@.uuid9562_v7_bound(ts, true);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_v7_ceil(pg_catalog.timestamptz) IS 'largest UUID version 7 of the millisecond of a time';

--
-- The boundaries
--
-- Each an expression of pg_catalog's functions only, which the build
-- expands into the operators and uuid_v7_within() (scripts/portable-expand):
-- PostgreSQL inlines those into the query as the role that runs it, and a
-- body that named this schema would cost that role USAGE on it
-- (00_head.sql, item 8).  Where the time is not a constant, the index
-- condition holds the expression, and the executor computes it once per
-- scan, as the C edition's rewrite computes its boundary function.
--

--
-- The millisecond of the boundary of ts (uuid9562_v7_boundary() of
-- src/common/fields.c): the first millisecond at or after ts, or after it
-- if strict, not yet clamped.  ts is any timestamptz, the infinities
-- included: its count of microseconds since 2000 (uuid9562_pg_us) is read
-- without moving it to 1970 first, which would overflow at infinity.
-- Integer division truncates toward zero, which is the ceiling for a
-- negative count; for the rest, one more where the remainder, plus one for
-- strict (the next microsecond), is positive.  Strict functions only, so
-- that a strict caller stays strict.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_v7_edge_ms(ts pg_catalog.timestamptz, strict pg_catalog.bool)
	RETURNS pg_catalog.int8
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT pg_catalog.int8pl(
		pg_catalog.int8pl(pg_catalog.int8div(@extschema@.uuid9562_pg_us(ts), 1000), 946684800000),
		pg_catalog.int8larger(pg_catalog.int8smaller(
			pg_catalog.int8pl(pg_catalog.int8mod(@extschema@.uuid9562_pg_us(ts), 1000), strict::pg_catalog.int4::pg_catalog.int8),
			1), 0))
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_v7_edge_ms(pg_catalog.timestamptz, pg_catalog.bool) IS 'internal: millisecond of the first UUID version 7 at or after a time (after it if strict)';

--
-- The UUID of the boundary millisecond of ts (uuid9562_v7_edge_ms) clamped
-- to 0 .. 2^48, followed by tail, 20 hexadecimal digits: 7000 8000
-- 000000000000 for the first key of the millisecond, 7000 7fff
-- fffffffffffF for the last key before it.  The millisecond 2^48, past
-- every UUID version 7, has a 13th digit 1: then translate() writes every
-- digit f, but the tail's capital F, which becomes e (the max UUID, or the
-- one before it).  Strict functions only, no CASE, so that the operators
-- (STRICT as the C edition's) still inline; NULL for a NULL argument.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_v7_edge(ts pg_catalog.timestamptz, strict pg_catalog.bool, tail pg_catalog.text)
	RETURNS pg_catalog.uuid
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
	SELECT pg_catalog.substr(pg_catalog.translate(
		pg_catalog.textcat(pg_catalog.lpad(pg_catalog.to_hex(pg_catalog.int8smaller(pg_catalog.int8larger(
			@extschema@.uuid9562_v7_edge_ms(ts, strict), 0), 281474976710656)), 13, '0'), tail),
		pg_catalog.repeat('0123456789abcdefF', pg_catalog.int4mi(pg_catalog.ascii(pg_catalog.lpad(pg_catalog.to_hex(
			pg_catalog.int8smaller(pg_catalog.int8larger(@extschema@.uuid9562_v7_edge_ms(ts, strict), 0), 281474976710656)),
			13, '0')), 48)),
		pg_catalog.repeat('ffffffffffffffffe', pg_catalog.int4mi(pg_catalog.ascii(pg_catalog.lpad(pg_catalog.to_hex(
			pg_catalog.int8smaller(pg_catalog.int8larger(@extschema@.uuid9562_v7_edge_ms(ts, strict), 0), 281474976710656)),
			13, '0')), 48))), 2)::pg_catalog.uuid
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_v7_edge(pg_catalog.timestamptz, pg_catalog.bool, pg_catalog.text) IS 'internal: UUID of the boundary millisecond of a time followed by a tail of 20 digits';

--
-- The smallest UUID version 7 of the first millisecond after ts if strict,
-- else of the first at or after it (uuid9562_v7_boundary() of
-- src/common/fields.c), the millisecond clamped to 0 .. 2^48, and 2^48,
-- past every UUID version 7, written as the max UUID.  Never raises an
-- error.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid_v7_boundary(ts pg_catalog.timestamptz, strict pg_catalog.bool)
	RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
BEGIN
	RETURN @extschema@.uuid9562_v7_edge(ts, strict, '70008000000000000000');
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_v7_boundary(pg_catalog.timestamptz, pg_catalog.bool) IS 'smallest UUID version 7 of the first millisecond at or after a time (after it if strict), the millisecond clamped to 1970 and to the max UUID past 10889';

--
-- The first and the last key of a range (range_edge_key() of
-- src/time_window.c): k is in r exactly when first <= k <= last.  The
-- lower side starts at B(lower, not inclusive), the upper side ends just
-- before B(upper, inclusive): one less than a boundary
-- xxxxxxxx-xxxx-7000-8000-000000000000 is xxxxxxxx-xxxx-7000-7fff-
-- ffffffffffff, one less than the max UUID ...fffe.  An unbounded side
-- starts at the nil or ends at the max UUID; an empty range gives max as
-- first and nil as last, with no key between.  A bound -infinity or
-- infinity is a bound, not an unbounded side, as in the C edition.  Never
-- raise an error; NULL for a NULL range (not STRICT: a CASE).
--

CREATE OR REPLACE FUNCTION @extschema@.uuid9562_v7_first(r pg_catalog.tstzrange) RETURNS pg_catalog.uuid
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$
	SELECT CASE WHEN pg_catalog.isempty(r) THEN 'ffffffff-ffff-ffff-ffff-ffffffffffff'::pg_catalog.uuid
				WHEN pg_catalog.lower_inf(r) THEN '00000000-0000-0000-0000-000000000000'::pg_catalog.uuid
				ELSE @extschema@.uuid9562_v7_edge(pg_catalog.lower(r), NOT pg_catalog.lower_inc(r), '70008000000000000000') END
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_v7_first(pg_catalog.tstzrange) IS 'internal: smallest UUID whose time is in the range';

CREATE OR REPLACE FUNCTION @extschema@.uuid9562_v7_last(r pg_catalog.tstzrange) RETURNS pg_catalog.uuid
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$
	SELECT CASE WHEN pg_catalog.isempty(r) THEN '00000000-0000-0000-0000-000000000000'::pg_catalog.uuid
				WHEN pg_catalog.upper_inf(r) THEN 'ffffffff-ffff-ffff-ffff-ffffffffffff'::pg_catalog.uuid
				ELSE @extschema@.uuid9562_v7_edge(pg_catalog.upper(r), pg_catalog.upper_inc(r), '70007ffffffffffffffF') END
	$$;
COMMENT ON FUNCTION @extschema@.uuid9562_v7_last(pg_catalog.tstzrange) IS 'internal: largest UUID whose time is in the range';

CREATE OR REPLACE FUNCTION @extschema@.uuid_v7_lower_boundary(r pg_catalog.tstzrange) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
BEGIN
	RETURN @extschema@.uuid9562_v7_first(r);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_v7_lower_boundary(pg_catalog.tstzrange) IS 'smallest UUID whose time is in the range (nil UUID if unbounded below, max UUID if empty)';

CREATE OR REPLACE FUNCTION @extschema@.uuid_v7_upper_boundary(r pg_catalog.tstzrange) RETURNS pg_catalog.uuid
	LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
BEGIN
	RETURN @extschema@.uuid9562_v7_last(r);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_v7_upper_boundary(pg_catalog.tstzrange) IS 'largest UUID whose time is in the range (max UUID if unbounded above, nil UUID if empty)';

--
-- The comparisons: one core uuid operator against a boundary each (the
-- table at the top; t OP k is k COMMUTATOR(OP) t).  Single strict
-- expressions, so that PostgreSQL inlines them.
--

CREATE OR REPLACE FUNCTION @extschema@.uuid_lt_timestamptz(id pg_catalog.uuid, ts pg_catalog.timestamptz)
	RETURNS pg_catalog.bool
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT id OPERATOR(pg_catalog.<) @extschema@.uuid9562_v7_edge(ts, false, '70008000000000000000') $$;
COMMENT ON FUNCTION @extschema@.uuid_lt_timestamptz(pg_catalog.uuid, pg_catalog.timestamptz) IS 'implementation of < operator';

CREATE OR REPLACE FUNCTION @extschema@.uuid_le_timestamptz(id pg_catalog.uuid, ts pg_catalog.timestamptz)
	RETURNS pg_catalog.bool
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT id OPERATOR(pg_catalog.<) @extschema@.uuid9562_v7_edge(ts, true, '70008000000000000000') $$;
COMMENT ON FUNCTION @extschema@.uuid_le_timestamptz(pg_catalog.uuid, pg_catalog.timestamptz) IS 'implementation of <= operator';

CREATE OR REPLACE FUNCTION @extschema@.uuid_ge_timestamptz(id pg_catalog.uuid, ts pg_catalog.timestamptz)
	RETURNS pg_catalog.bool
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT id OPERATOR(pg_catalog.>=) @extschema@.uuid9562_v7_edge(ts, false, '70008000000000000000') $$;
COMMENT ON FUNCTION @extschema@.uuid_ge_timestamptz(pg_catalog.uuid, pg_catalog.timestamptz) IS 'implementation of >= operator';

CREATE OR REPLACE FUNCTION @extschema@.uuid_gt_timestamptz(id pg_catalog.uuid, ts pg_catalog.timestamptz)
	RETURNS pg_catalog.bool
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT id OPERATOR(pg_catalog.>=) @extschema@.uuid9562_v7_edge(ts, true, '70008000000000000000') $$;
COMMENT ON FUNCTION @extschema@.uuid_gt_timestamptz(pg_catalog.uuid, pg_catalog.timestamptz) IS 'implementation of > operator';

CREATE OR REPLACE FUNCTION @extschema@.timestamptz_lt_uuid(ts pg_catalog.timestamptz, id pg_catalog.uuid)
	RETURNS pg_catalog.bool
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT id OPERATOR(pg_catalog.>=) @extschema@.uuid9562_v7_edge(ts, true, '70008000000000000000') $$;
COMMENT ON FUNCTION @extschema@.timestamptz_lt_uuid(pg_catalog.timestamptz, pg_catalog.uuid) IS 'implementation of < operator';

CREATE OR REPLACE FUNCTION @extschema@.timestamptz_le_uuid(ts pg_catalog.timestamptz, id pg_catalog.uuid)
	RETURNS pg_catalog.bool
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT id OPERATOR(pg_catalog.>=) @extschema@.uuid9562_v7_edge(ts, false, '70008000000000000000') $$;
COMMENT ON FUNCTION @extschema@.timestamptz_le_uuid(pg_catalog.timestamptz, pg_catalog.uuid) IS 'implementation of <= operator';

CREATE OR REPLACE FUNCTION @extschema@.timestamptz_ge_uuid(ts pg_catalog.timestamptz, id pg_catalog.uuid)
	RETURNS pg_catalog.bool
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT id OPERATOR(pg_catalog.<) @extschema@.uuid9562_v7_edge(ts, true, '70008000000000000000') $$;
COMMENT ON FUNCTION @extschema@.timestamptz_ge_uuid(pg_catalog.timestamptz, pg_catalog.uuid) IS 'implementation of >= operator';

CREATE OR REPLACE FUNCTION @extschema@.timestamptz_gt_uuid(ts pg_catalog.timestamptz, id pg_catalog.uuid)
	RETURNS pg_catalog.bool
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT id OPERATOR(pg_catalog.<) @extschema@.uuid9562_v7_edge(ts, false, '70008000000000000000') $$;
COMMENT ON FUNCTION @extschema@.timestamptz_gt_uuid(pg_catalog.timestamptz, pg_catalog.uuid) IS 'implementation of > operator';

--
-- Whether the key's time is in the range: false for an empty range, NULL
-- for a NULL key or range.  Not STRICT, so that it inlines (the top of the
-- file); a range argument given as a call costing more than ten operators
-- (a PL/pgSQL function, say) is not inlined, as it would be evaluated
-- twice, and then the window is a filter, not an index condition.
--
CREATE OR REPLACE FUNCTION @extschema@.uuid_v7_within(id pg_catalog.uuid, r pg_catalog.tstzrange)
	RETURNS pg_catalog.bool
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$
	SELECT id OPERATOR(pg_catalog.>=) @extschema@.uuid9562_v7_first(r)
	   AND id OPERATOR(pg_catalog.<=) @extschema@.uuid9562_v7_last(r)
	$$;
COMMENT ON FUNCTION @extschema@.uuid_v7_within(pg_catalog.uuid, pg_catalog.tstzrange) IS 'whether the key''s time is in the range';

--
-- The operators, as the C edition declares them: each created only where
-- this schema lacks it, so that running the script again keeps what
-- depends on them.  An operator that another one's COMMUTATOR or NEGATOR
-- named before it existed is a shell (no function yet); CREATE OPERATOR
-- completes a shell, so only an operator with a function counts as there.
-- The names are built with the target schema as the installer makes it
-- current (portable/00_head.sql, convention 1), not with @extschema@ in a
-- string literal, which a schema name with a quote would end.
--
DO $operators$
DECLARE
	s pg_catalog.text := pg_catalog.quote_ident(pg_catalog.current_schema());
	op record;
BEGIN
	FOR op IN
		SELECT v.name, v.lt, v.rt, v.fn, v.com, v.neg, v.sel, v.comment
		  FROM (VALUES
			(1, '<', 'uuid', 'timestamptz', 'uuid_lt_timestamptz', '>', '>=', 'lt', 'key''s time before'),
			(2, '<=', 'uuid', 'timestamptz', 'uuid_le_timestamptz', '>=', '>', 'le', 'key''s time before or at'),
			(3, '>=', 'uuid', 'timestamptz', 'uuid_ge_timestamptz', '<=', '<', 'ge', 'key''s time at or after'),
			(4, '>', 'uuid', 'timestamptz', 'uuid_gt_timestamptz', '<', '<=', 'gt', 'key''s time after'),
			(5, '<', 'timestamptz', 'uuid', 'timestamptz_lt_uuid', '>', '>=', 'lt', 'before the key''s time'),
			(6, '<=', 'timestamptz', 'uuid', 'timestamptz_le_uuid', '>=', '>', 'le', 'before or at the key''s time'),
			(7, '>=', 'timestamptz', 'uuid', 'timestamptz_ge_uuid', '<=', '<', 'ge', 'at or after the key''s time'),
			(8, '>', 'timestamptz', 'uuid', 'timestamptz_gt_uuid', '<', '<=', 'gt', 'after the key''s time'))
			AS v(ord, name, lt, rt, fn, com, neg, sel, comment)
		 ORDER BY v.ord
	LOOP
		IF NOT EXISTS (
			SELECT FROM pg_catalog.pg_operator o
			 WHERE o.oid OPERATOR(pg_catalog.=) pg_catalog.to_regoperator(
						pg_catalog.format('%s.%s(pg_catalog.%s,pg_catalog.%s)', s, op.name, op.lt, op.rt))
			   AND o.oprcode OPERATOR(pg_catalog.<>) 0::pg_catalog.regproc) THEN
			EXECUTE pg_catalog.format(
				'CREATE OPERATOR %1$s.%2$s (LEFTARG = pg_catalog.%3$s, RIGHTARG = pg_catalog.%4$s, '
				'FUNCTION = %1$s.%5$s, COMMUTATOR = OPERATOR(%1$s.%6$s), '
				'NEGATOR = OPERATOR(%1$s.%7$s), RESTRICT = pg_catalog.scalar%8$ssel, '
				'JOIN = pg_catalog.scalar%8$sjoinsel)',
				s, op.name, op.lt, op.rt, op.fn, op.com, op.neg, op.sel);
		END IF;
		EXECUTE pg_catalog.format('COMMENT ON OPERATOR %s.%s (pg_catalog.%s, pg_catalog.%s) IS %L',
								  s, op.name, op.lt, op.rt, op.comment);
	END LOOP;
END
$operators$;
