/* uuid9562--1.2--1.3.sql */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION uuid9562 UPDATE TO '1.3'" to load this file. \quit

-- The objects and changes that version 1.3 brings to 1.2.  The full
-- install script uuid9562--1.3.sql is uuid9562--1.2.sql followed by this
-- file from the line after its \echo, so that an update and a fresh
-- install run the same statements.

--
-- One key per statement: the one-argument masking functions run only in
-- the backend that runs the statement, never in a parallel worker.  That
-- backend reads the key file at its first call after a reload and keeps
-- the key until it processes the next reload, which happens between
-- statements; a worker, a process of its own, would read the file afresh
-- and, after the file was rewritten and before the reload, use the new key
-- for its share of the rows while the leader uses the old one.
--
ALTER FUNCTION uuid_v7_mask(pg_catalog.uuid) PARALLEL RESTRICTED;
ALTER FUNCTION uuid_v7_unmask(pg_catalog.uuid) PARALLEL RESTRICTED;

--
-- Time predicates on the key itself
--
-- uuid OP timestamptz (<, <=, >, >= in both operand orders) and
-- uuid_v7_within(uuid, tstzrange) compare a key with a time.  For a version
-- 7 key, k OP t is uuid_timestamp(k) OP t at the key's millisecond; for any
-- other UUID it is the comparison of its bytes with the boundary UUID of t
-- (uuid_v7_boundary).  None of them can raise an error, hence LEAKPROOF.
-- Their support function rewrites each into core's uuid >=, < or <= against
-- boundaries before planning, so that the comparison is an index condition
-- and a partition pruning key with core's uuid_ops.
--
-- A window is a function, not an operator: an operator <@ (uuid, tstzrange)
-- or @> (tstzrange, uuid) would beat core's anyelement <@ anyrange for an
-- untyped parameter or literal ("range @> $1"), changing the meaning of
-- queries that never name a UUID.  The comparison operators cannot: beside
-- a timestamptz, an untyped operand resolves to core's exact timestamptz
-- operators first.

CREATE FUNCTION uuid_timestamptz_support(pg_catalog.internal) RETURNS pg_catalog.internal
	AS 'MODULE_PATHNAME', 'uuid_timestamptz_support'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION uuid_timestamptz_support(pg_catalog.internal) IS 'planner support for uuid-timestamptz comparison';

CREATE FUNCTION uuid_v7_boundary(ts pg_catalog.timestamptz, strict pg_catalog.bool) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_v7_boundary'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION uuid_v7_boundary(pg_catalog.timestamptz, pg_catalog.bool) IS 'smallest UUID version 7 of the first millisecond at or after a time (after it if strict), the millisecond clamped to 1970 and to the max UUID past 10889';

CREATE FUNCTION uuid_lt_timestamptz(id pg_catalog.uuid, ts pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'uuid_lt_timestamptz'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SUPPORT uuid_timestamptz_support;
COMMENT ON FUNCTION uuid_lt_timestamptz(pg_catalog.uuid, pg_catalog.timestamptz) IS 'implementation of < operator';

CREATE FUNCTION uuid_le_timestamptz(id pg_catalog.uuid, ts pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'uuid_le_timestamptz'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SUPPORT uuid_timestamptz_support;
COMMENT ON FUNCTION uuid_le_timestamptz(pg_catalog.uuid, pg_catalog.timestamptz) IS 'implementation of <= operator';

CREATE FUNCTION uuid_ge_timestamptz(id pg_catalog.uuid, ts pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'uuid_ge_timestamptz'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SUPPORT uuid_timestamptz_support;
COMMENT ON FUNCTION uuid_ge_timestamptz(pg_catalog.uuid, pg_catalog.timestamptz) IS 'implementation of >= operator';

CREATE FUNCTION uuid_gt_timestamptz(id pg_catalog.uuid, ts pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'uuid_gt_timestamptz'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SUPPORT uuid_timestamptz_support;
COMMENT ON FUNCTION uuid_gt_timestamptz(pg_catalog.uuid, pg_catalog.timestamptz) IS 'implementation of > operator';

CREATE FUNCTION timestamptz_lt_uuid(ts pg_catalog.timestamptz, id pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'timestamptz_lt_uuid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SUPPORT uuid_timestamptz_support;
COMMENT ON FUNCTION timestamptz_lt_uuid(pg_catalog.timestamptz, pg_catalog.uuid) IS 'implementation of < operator';

CREATE FUNCTION timestamptz_le_uuid(ts pg_catalog.timestamptz, id pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'timestamptz_le_uuid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SUPPORT uuid_timestamptz_support;
COMMENT ON FUNCTION timestamptz_le_uuid(pg_catalog.timestamptz, pg_catalog.uuid) IS 'implementation of <= operator';

CREATE FUNCTION timestamptz_ge_uuid(ts pg_catalog.timestamptz, id pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'timestamptz_ge_uuid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SUPPORT uuid_timestamptz_support;
COMMENT ON FUNCTION timestamptz_ge_uuid(pg_catalog.timestamptz, pg_catalog.uuid) IS 'implementation of >= operator';

CREATE FUNCTION timestamptz_gt_uuid(ts pg_catalog.timestamptz, id pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'timestamptz_gt_uuid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SUPPORT uuid_timestamptz_support;
COMMENT ON FUNCTION timestamptz_gt_uuid(pg_catalog.timestamptz, pg_catalog.uuid) IS 'implementation of > operator';

CREATE FUNCTION uuid_v7_within(id pg_catalog.uuid, r pg_catalog.tstzrange) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'uuid_v7_within'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SUPPORT uuid_timestamptz_support;
COMMENT ON FUNCTION uuid_v7_within(pg_catalog.uuid, pg_catalog.tstzrange) IS 'whether the key''s time is in the range';

CREATE FUNCTION uuid_v7_lower_boundary(r pg_catalog.tstzrange) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_v7_lower_boundary'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION uuid_v7_lower_boundary(pg_catalog.tstzrange) IS 'smallest UUID whose time is in the range (nil UUID if unbounded below, max UUID if empty)';

CREATE FUNCTION uuid_v7_upper_boundary(r pg_catalog.tstzrange) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'uuid_v7_upper_boundary'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION uuid_v7_upper_boundary(pg_catalog.tstzrange) IS 'largest UUID whose time is in the range (max UUID if unbounded above, nil UUID if empty)';

CREATE OPERATOR < (
	LEFTARG = pg_catalog.uuid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = uuid_lt_timestamptz,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (pg_catalog.uuid, pg_catalog.timestamptz) IS 'key''s time before';

CREATE OPERATOR <= (
	LEFTARG = pg_catalog.uuid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = uuid_le_timestamptz,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (pg_catalog.uuid, pg_catalog.timestamptz) IS 'key''s time before or at';

CREATE OPERATOR >= (
	LEFTARG = pg_catalog.uuid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = uuid_ge_timestamptz,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (pg_catalog.uuid, pg_catalog.timestamptz) IS 'key''s time at or after';

CREATE OPERATOR > (
	LEFTARG = pg_catalog.uuid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = uuid_gt_timestamptz,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (pg_catalog.uuid, pg_catalog.timestamptz) IS 'key''s time after';

CREATE OPERATOR < (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = pg_catalog.uuid, FUNCTION = timestamptz_lt_uuid,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (pg_catalog.timestamptz, pg_catalog.uuid) IS 'before the key''s time';

CREATE OPERATOR <= (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = pg_catalog.uuid, FUNCTION = timestamptz_le_uuid,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (pg_catalog.timestamptz, pg_catalog.uuid) IS 'before or at the key''s time';

CREATE OPERATOR >= (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = pg_catalog.uuid, FUNCTION = timestamptz_ge_uuid,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (pg_catalog.timestamptz, pg_catalog.uuid) IS 'at or after the key''s time';

CREATE OPERATOR > (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = pg_catalog.uuid, FUNCTION = timestamptz_gt_uuid,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (pg_catalog.timestamptz, pg_catalog.uuid) IS 'after the key''s time';
