--
-- Privileges through the time-window rewrite.  The support function turns
-- the uuid/timestamptz operators and uuid_v7_within() into core's uuid
-- comparisons with uuid_v7_boundary(), uuid_v7_lower_boundary() and
-- uuid_v7_upper_boundary() (test time_window), but only where the current
-- user may execute the function called and every function put in its
-- place; elsewhere the call stays as written.  So REVOKE EXECUTE denies
-- (42501) exactly the queries that name the revoked function, directly or
-- through an operator, and no other, in custom and generic plans: as it
-- would without the rewrite.
--
\i test/sql/include/error_of.sql
SET timezone = 'UTC';
SET max_parallel_workers_per_gather = 0;
SET enable_bitmapscan = off;

-- Keys of every minute of three days in 2020; a role that may read them.
CREATE TABLE window_acl (id uuid PRIMARY KEY, n int);
INSERT INTO window_acl
  SELECT uuid_generate_v7_at(timestamptz '2020-01-01' + i * interval '1 minute'), i
    FROM generate_series(0, 3 * 1440 - 1) AS i;
ANALYZE window_acl;
CREATE ROLE regress_window_acl;
GRANT SELECT ON window_acl TO regress_window_acl;
GRANT USAGE ON SCHEMA regress TO regress_window_acl;

-- The queries: each operator form (a constant time, a stable one, the time
-- first), uuid_v7_within() of a constant and of a stable range, core's
-- uuid operator, the functions called by name, and prepared statements
-- with parameters, each under a custom and a generic plan.
PREPARE window_acl_ge(timestamptz) AS SELECT count(*) FROM window_acl WHERE id >= $1;
PREPARE window_acl_within(tstzrange) AS SELECT count(*) FROM window_acl WHERE uuid_v7_within(id, $1);
CREATE TEMP TABLE window_acl_queries (pos int, label text, query text, mode text);
INSERT INTO window_acl_queries VALUES
  (1, 'id >= timestamptz', $$SELECT count(*) FROM window_acl WHERE id >= timestamptz '2020-01-03'$$, 'auto'),
  (2, 'timestamptz <= id', $$SELECT count(*) FROM window_acl WHERE timestamptz '2020-01-03' <= id$$, 'auto'),
  (3, 'id < now()', $$SELECT count(*) FROM window_acl WHERE id < now()$$, 'auto'),
  (4, 'within constant', $$SELECT count(*) FROM window_acl WHERE uuid_v7_within(id, '[2020-01-03,)')$$, 'auto'),
  (5, 'within stable', $$SELECT count(*) FROM window_acl WHERE uuid_v7_within(id, tstzrange('2020-01-03', now()))$$, 'auto'),
  (6, 'id >= uuid', $$SELECT count(*) FROM window_acl WHERE id >= uuid_v7_floor('2020-01-03')$$, 'auto'),
  (7, 'uuid_ge_timestamptz()', $$SELECT uuid_ge_timestamptz(uuid_nil(), now())$$, 'auto'),
  (8, 'uuid_v7_boundary()', $$SELECT uuid_v7_boundary('2020-01-03', false) = uuid_v7_floor('2020-01-03')$$, 'auto'),
  (9, 'uuid_v7_lower_boundary()', $$SELECT uuid_v7_lower_boundary('[2020-01-03,)') = uuid_v7_floor('2020-01-03')$$, 'auto'),
  (10, 'uuid_v7_upper_boundary()', $$SELECT uuid_v7_upper_boundary('(,2020-01-03)') < uuid_v7_floor('2020-01-03')$$, 'auto'),
  (11, 'id >= $1 custom', $$EXECUTE window_acl_ge('2020-01-03')$$, 'force_custom_plan'),
  (12, 'id >= $1 generic', $$EXECUTE window_acl_ge('2020-01-03')$$, 'force_generic_plan'),
  (13, 'within $1 custom', $$EXECUTE window_acl_within('[2020-01-03,)')$$, 'force_custom_plan'),
  (14, 'within $1 generic', $$EXECUTE window_acl_within('[2020-01-03,)')$$, 'force_generic_plan');
GRANT SELECT ON window_acl_queries TO regress_window_acl;
-- A query's value, or "denied" for 42501 "permission denied for function
-- ...", or another error's SQLSTATE; and that error's message.
CREATE FUNCTION pg_temp.window_acl_outcome(query text, mode text, OUT outcome text, OUT message text)
LANGUAGE plpgsql AS $$
DECLARE
	r record;
BEGIN
	PERFORM set_config('plan_cache_mode', mode, true);
	SELECT * INTO r FROM regress.value_of(query);
	outcome := CASE WHEN r.code = 'ok' THEN r.value
	                WHEN r.code = '42501' AND r.message LIKE 'permission denied for function %' THEN 'denied'
	                ELSE r.code END;
	message := r.message;
END
$$;
-- The outcomes of the queries as the role with the function revoked (or
-- none), and the messages of their errors.  In a block that an error then
-- rolls back, so that the privileges return exactly as they were.  Before
-- the role's run, the prepared statements run under generic plans as this
-- superuser, who may execute everything: plans that the role's run must
-- not reuse.
CREATE FUNCTION pg_temp.window_acl_run(revoked regprocedure, OUT outcomes json, OUT messages text)
LANGUAGE plpgsql AS $$
BEGIN
	BEGIN
		IF revoked IS NOT NULL THEN
			EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC', revoked);
		END IF;
		PERFORM pg_temp.window_acl_outcome(query, 'force_generic_plan')
		   FROM window_acl_queries WHERE query LIKE 'EXECUTE%';
		SET LOCAL ROLE regress_window_acl;
		SELECT json_object_agg(label, (o).outcome), coalesce(string_agg(DISTINCT (o).message, '; '), '')
		  INTO outcomes, messages
		  FROM (SELECT label, pg_temp.window_acl_outcome(query, mode) AS o FROM window_acl_queries) AS s;
		RAISE EXCEPTION 'roll back';
	EXCEPTION WHEN raise_exception THEN
		NULL;
	END;
END
$$;
-- Each function the rewrites replace or put in place, revoked in turn:
-- the operator's, uuid_v7_within(), the boundary functions, and core's
-- uuid >= uuid, which the rewrites of >=, > and uuid_v7_within() use.
CREATE TEMP TABLE window_acl_states AS
SELECT v.pos, v.revoked, r.outcomes, r.messages
  FROM (VALUES (1, NULL), (2, 'uuid_ge_timestamptz(uuid, timestamptz)'::regprocedure),
               (3, 'uuid_v7_within(uuid, tstzrange)'), (4, 'uuid_v7_boundary(timestamptz, boolean)'),
               (5, 'uuid_v7_lower_boundary(tstzrange)'), (6, 'uuid_v7_upper_boundary(tstzrange)'),
               (7, 'pg_catalog.uuid_ge(uuid, uuid)')) AS v(pos, revoked),
       LATERAL pg_temp.window_acl_run(v.revoked) AS r;

-- By revoked function (column), each query's outcome: "denied" only where
-- the query names that function or uses its operator.
SELECT q.label AS query,
       max(s.outcomes ->> q.label) FILTER (WHERE s.pos = 1) AS none,
       max(s.outcomes ->> q.label) FILTER (WHERE s.pos = 2) AS uuid_ge_timestamptz,
       max(s.outcomes ->> q.label) FILTER (WHERE s.pos = 3) AS uuid_v7_within,
       max(s.outcomes ->> q.label) FILTER (WHERE s.pos = 4) AS uuid_v7_boundary,
       max(s.outcomes ->> q.label) FILTER (WHERE s.pos = 5) AS lower_boundary,
       max(s.outcomes ->> q.label) FILTER (WHERE s.pos = 6) AS upper_boundary,
       max(s.outcomes ->> q.label) FILTER (WHERE s.pos = 7) AS core_uuid_ge
  FROM window_acl_queries AS q, window_acl_states AS s
 GROUP BY q.pos, q.label ORDER BY q.pos;
-- Every denial names the revoked function.
SELECT coalesce(revoked::text, 'none') AS revoked, messages FROM window_acl_states ORDER BY pos;
-- Nothing stays revoked: the functions have their default privileges.
SELECT count(*) AS functions, count(*) FILTER (WHERE proacl IS NOT NULL) AS changed  -- 6, 0
  FROM pg_proc
 WHERE oid IN (SELECT revoked FROM window_acl_states);

--
-- The plans, as the role.  With every privilege, the rewrite: an index
-- condition for a constant time, a stable one, a range and a generic
-- plan's parameter.
--
SET enable_seqscan = off;
SET ROLE regress_window_acl;
EXPLAIN (COSTS OFF)
SELECT n FROM window_acl WHERE id >= timestamptz '2020-01-03 23:00';
EXPLAIN (COSTS OFF)
SELECT n FROM window_acl WHERE id >= now() - interval '1 day';
EXPLAIN (COSTS OFF)
SELECT n FROM window_acl WHERE uuid_v7_within(id, tstzrange(now() - interval '2 hours', now()));
SET plan_cache_mode = force_generic_plan;
EXPLAIN (COSTS OFF) EXECUTE window_acl_ge('2020-01-03 23:00');
EXPLAIN (COSTS OFF) EXECUTE window_acl_within('[2020-01-03 23:00,)');
RESET plan_cache_mode;
RESET ROLE;
-- uuid_v7_boundary() revoked: a constant time still becomes a constant
-- boundary (no function of the rewrite to execute), a stable time or a
-- parameter stays with the operator, which the role may use.  The same
-- for a range with uuid_v7_lower_boundary() revoked.
BEGIN;
REVOKE EXECUTE ON FUNCTION uuid_v7_boundary(timestamptz, boolean) FROM PUBLIC;
REVOKE EXECUTE ON FUNCTION uuid_v7_lower_boundary(tstzrange) FROM PUBLIC;
SET LOCAL enable_seqscan = on;
SET LOCAL ROLE regress_window_acl;
EXPLAIN (COSTS OFF)
SELECT n FROM window_acl WHERE id >= timestamptz '2020-01-03 23:00';
EXPLAIN (COSTS OFF)
SELECT n FROM window_acl WHERE id >= now() - interval '1 day';
EXPLAIN (COSTS OFF)
SELECT n FROM window_acl WHERE uuid_v7_within(id, tstzrange(now() - interval '2 hours', now()));
SET LOCAL plan_cache_mode = force_generic_plan;
EXPLAIN (COSTS OFF) EXECUTE window_acl_ge('2020-01-03 23:00');
ROLLBACK;

RESET enable_seqscan;
RESET enable_bitmapscan;
DEALLOCATE window_acl_ge;
DEALLOCATE window_acl_within;
DROP TABLE window_acl, window_acl_queries, window_acl_states;
REVOKE USAGE ON SCHEMA regress FROM regress_window_acl;
DROP ROLE regress_window_acl;
