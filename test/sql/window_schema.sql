--
-- The time-window rewrite in a schema of its own: the extension installed
-- in regress_window_ext, and a role that may execute its functions (as
-- every role may) but has no USAGE on that schema.  The rewrite needs what
-- the query needs, EXECUTE on each function, and no more: views, a SQL
-- function and a row-level security policy written by the owner, with
-- constant, stable (now() minus an interval) and parameter windows, give
-- the role no 42501, the owner's rows, and the primary key's index range
-- scan, in custom and generic plans.  The extension returns to public at
-- the end, as install left it.
--
SET timezone = 'UTC';
SET max_parallel_workers_per_gather = 0;
SET enable_bitmapscan = off;
DROP EXTENSION uuid9562;
CREATE SCHEMA regress_window_ext;
CREATE EXTENSION uuid9562 SCHEMA regress_window_ext;
SET search_path = public, regress_window_ext;

-- Keys of every minute of three days in 2020; a stable time that is the
-- third day's start (in UTC, now() - (now() - t) is t).
CREATE TABLE window_schema (id uuid PRIMARY KEY, n int);
INSERT INTO window_schema
  SELECT uuid_generate_v7_at(timestamptz '2020-01-01' + i * interval '1 minute'), i
    FROM generate_series(0, 3 * 1440 - 1) AS i;
ANALYZE window_schema;
CREATE TABLE window_schema_rls (LIKE window_schema INCLUDING ALL);
INSERT INTO window_schema_rls SELECT * FROM window_schema;
ANALYZE window_schema_rls;

-- What the owner writes, each with the functions of regress_window_ext.
CREATE VIEW window_schema_constant AS
  SELECT id FROM window_schema WHERE id >= timestamptz '2020-01-03';
CREATE VIEW window_schema_stable AS
  SELECT id FROM window_schema WHERE id >= now() - (now() - timestamptz '2020-01-03');
CREATE VIEW window_schema_within AS
  SELECT id FROM window_schema
   WHERE uuid_v7_within(id, tstzrange(now() - (now() - timestamptz '2020-01-03'), NULL));
CREATE FUNCTION window_schema_since(t timestamptz) RETURNS SETOF uuid
  LANGUAGE sql STABLE
  BEGIN ATOMIC SELECT id FROM window_schema WHERE id >= t; END;
CREATE FUNCTION window_schema_in(r tstzrange) RETURNS SETOF uuid
  LANGUAGE sql STABLE
  BEGIN ATOMIC SELECT id FROM window_schema WHERE uuid_v7_within(id, r); END;
ALTER TABLE window_schema_rls ENABLE ROW LEVEL SECURITY;
CREATE POLICY window_schema_rls ON window_schema_rls FOR SELECT
  USING (uuid_v7_within(id, tstzrange(now() - (now() - timestamptz '2020-01-03'), NULL)));

-- The owner's rows: the third day's 1440 keys.
SELECT count(*) FROM window_schema WHERE uuid_timestamp(id) >= '2020-01-03';  -- 1440

CREATE ROLE regress_window_schema;
GRANT SELECT ON window_schema, window_schema_constant, window_schema_stable,
  window_schema_within, window_schema_rls TO regress_window_schema;
SELECT has_schema_privilege('regress_window_schema', 'regress_window_ext', 'USAGE') AS usage,
       has_function_privilege('regress_window_schema',
         'regress_window_ext.uuid_v7_boundary(timestamptz, boolean)', 'EXECUTE') AS execute;  -- f t
-- The scan of a query's plan and whether it has an index condition.
CREATE FUNCTION pg_temp.scan_of(query text, OUT scan text, OUT index_cond boolean)
LANGUAGE plpgsql AS $$
DECLARE
	line text;
BEGIN
	index_cond := false;
	FOR line IN EXECUTE 'EXPLAIN (COSTS OFF) ' || query LOOP
		IF line ~ 'Scan' THEN
			scan := substring(line FROM '(\S.* Scan.*) on ');
		END IF;
		index_cond := index_cond OR line ~ 'Index Cond: ';
	END LOOP;
END
$$;
PREPARE window_schema_since(timestamptz) AS SELECT count(*) FROM window_schema_since($1);
PREPARE window_schema_in(tstzrange) AS SELECT count(*) FROM window_schema_in($1);

SET ROLE regress_window_schema;
SET search_path = public;
SELECT count(*) FROM window_schema_constant;  -- 1440
SELECT count(*) FROM window_schema_stable;  -- 1440
SELECT count(*) FROM window_schema_within;  -- 1440
SELECT count(*) FROM window_schema_rls;  -- 1440
SELECT v AS view, s.* FROM unnest(ARRAY['window_schema_constant', 'window_schema_stable',
       'window_schema_within', 'window_schema_rls']) AS v,
       pg_temp.scan_of('SELECT count(*) FROM ' || v) AS s;
-- Parameter windows, through the owner's SQL functions, inlined.
SET plan_cache_mode = force_custom_plan;
EXECUTE window_schema_since('2020-01-03');  -- 1440
EXECUTE window_schema_in('[2020-01-03,)');  -- 1440
SELECT * FROM pg_temp.scan_of($$EXECUTE window_schema_since('2020-01-03')$$);
SELECT * FROM pg_temp.scan_of($$EXECUTE window_schema_in('[2020-01-03,)')$$);
SET plan_cache_mode = force_generic_plan;
EXECUTE window_schema_since('2020-01-03');  -- 1440
EXECUTE window_schema_in('[2020-01-03,)');  -- 1440
SELECT * FROM pg_temp.scan_of($$EXECUTE window_schema_since('2020-01-03')$$);
SELECT * FROM pg_temp.scan_of($$EXECUTE window_schema_in('[2020-01-03,)')$$);
-- The same policy with a constant window.
RESET ROLE;
SET search_path = public, regress_window_ext;
ALTER POLICY window_schema_rls ON window_schema_rls USING (id >= timestamptz '2020-01-03');
SET ROLE regress_window_schema;
SET search_path = public;
SELECT count(*) FROM window_schema_rls;  -- 1440
SELECT * FROM pg_temp.scan_of('SELECT count(*) FROM window_schema_rls');
RESET ROLE;
RESET plan_cache_mode;

-- Back in public, as install left it.
DEALLOCATE window_schema_since;
DEALLOCATE window_schema_in;
DROP FUNCTION window_schema_since(timestamptz), window_schema_in(tstzrange);
DROP TABLE window_schema, window_schema_rls CASCADE;
DROP ROLE regress_window_schema;
DROP EXTENSION uuid9562;
DROP SCHEMA regress_window_ext;
RESET search_path;
CREATE EXTENSION uuid9562;
