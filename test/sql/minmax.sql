--
-- min(uuid) and max(uuid): ours in the extension's schema on every major
-- (since 1.2); no server up to 19 has its own, but where a later one does,
-- an unqualified call reaches the server's; the same answers either way,
-- from a btree index when there is one, and in parallel.
--
SET max_parallel_workers_per_gather = 0;

-- One max(uuid) and one min(uuid) of the extension, and besides those at
-- most the server's.
SELECT count(*) FILTER (WHERE p.proname = 'max' AND d.objid IS NOT NULL) AS our_max,
       count(*) FILTER (WHERE p.proname = 'min' AND d.objid IS NOT NULL) AS our_min,
       bool_and(p.prokind = 'a' AND p.proparallel = 's') AS parallel_safe_aggregates,
       bool_and(d.objid IS NOT NULL OR n.nspname = 'pg_catalog') AS ours_or_core
  FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
  LEFT JOIN pg_depend d ON d.objid = p.oid AND d.classid = 'pg_proc'::regclass AND d.deptype = 'e'
                       AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'uuid9562')
 WHERE p.proname IN ('max', 'min') AND p.proargtypes = '2950'::oidvector;
-- They (and core's, alike) sort with the built-in operators (so that an
-- index answers them) and have a combine function (so that parallel workers
-- share the work).
SELECT p.proname AS aggregate, a.aggsortop::regoperator AS sortop, a.aggcombinefn <> 0 AS combines
  FROM pg_aggregate a JOIN pg_proc p ON p.oid = a.aggfnoid
 WHERE p.proname IN ('max', 'min') AND p.proargtypes = '2950'::oidvector
 GROUP BY 1, 2, 3 ORDER BY p.proname COLLATE "C";

-- The transition functions: the larger and the smaller in the native order.
SELECT uuid_greatest('017f22e2-79b0-7cc3-98c4-dc0c0c07398f', 'c232ab00-9414-11ec-b3c8-9e6bdeced846') AS greatest,
       uuid_least('017f22e2-79b0-7cc3-98c4-dc0c0c07398f', 'c232ab00-9414-11ec-b3c8-9e6bdeced846') AS least,
       uuid_greatest(uuid_nil(), uuid_max()) AS max_of_nil_and_max, uuid_least(uuid_max(), uuid_nil()) AS min_of_max_and_nil;

-- Vectors, NULLs ignored, and no rows.
SELECT min(id), max(id)
  FROM (VALUES ('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'::uuid), ('c232ab00-9414-11ec-b3c8-9e6bdeced846'),
               ('1ec9414c-232a-6b00-b3c8-9e6bdeced846'), (NULL), ('5df41881-3aed-3515-88a7-2f4a814cf09e')) AS v(id);
SELECT min(id) IS NULL AS min_null, max(id) IS NULL AS max_null FROM (SELECT NULL::uuid AS id WHERE false) AS s;
SELECT min(id) IS NULL AS min_null, max(id) IS NULL AS max_null FROM (VALUES (NULL::uuid)) AS v(id);

-- Against ORDER BY over 50,000 random UUIDs, also per group.
CREATE TABLE minmax_ids (g int, id uuid);
INSERT INTO minmax_ids SELECT i % 7, md5(i::text)::uuid FROM generate_series(1, 50000) AS i;
SELECT max(id) = (SELECT id FROM minmax_ids ORDER BY id DESC LIMIT 1) AS max_right,
       min(id) = (SELECT id FROM minmax_ids ORDER BY id LIMIT 1) AS min_right
  FROM minmax_ids;
SELECT count(*) FILTER (WHERE mx <> (SELECT id FROM minmax_ids i WHERE i.g = s.g ORDER BY id DESC LIMIT 1)
                           OR mn <> (SELECT id FROM minmax_ids i WHERE i.g = s.g ORDER BY id LIMIT 1)) AS wrong_groups
  FROM (SELECT g, max(id) AS mx, min(id) AS mn FROM minmax_ids GROUP BY g) AS s;

-- plan_of(query): the node types of a query's plan, whether any node scans
-- an index backward, and whether any aggregates partially (in parallel
-- workers, to be combined), as EXPLAIN (FORMAT JSON) lists them.
CREATE FUNCTION pg_temp.plan_of(query text, OUT nodes text, OUT backward bool, OUT partial bool)
LANGUAGE plpgsql AS $$
DECLARE
	plan json;
BEGIN
	EXECUTE 'EXPLAIN (COSTS OFF, FORMAT JSON) ' || query INTO plan;
	SELECT string_agg(DISTINCT m[1], ', ' ORDER BY m[1]),
	       bool_or(plan::text LIKE '%"Scan Direction": "Backward"%'),
	       bool_or(plan::text LIKE '%"Partial Mode": "Partial"%')
	  INTO nodes, backward, partial
	  FROM regexp_matches(plan::text, '"Node Type": "([^"]*)"', 'g') AS m;
END
$$;

-- With a btree index, the planner reads max(id) from its end and min(id)
-- from its start: an index scan, no sort, no sequential scan, no aggregate.
CREATE INDEX ON minmax_ids (id);
ANALYZE minmax_ids;
SELECT nodes LIKE '%Index Only Scan%' AS index_scan, backward,
       nodes NOT LIKE '%Sort%' AND nodes NOT LIKE '%Seq Scan%' AND nodes NOT LIKE '%Aggregate%' AS nothing_else
  FROM pg_temp.plan_of('SELECT max(id) FROM minmax_ids');
SELECT nodes LIKE '%Index Only Scan%' AS index_scan, backward,
       nodes NOT LIKE '%Sort%' AND nodes NOT LIKE '%Seq Scan%' AND nodes NOT LIKE '%Aggregate%' AS nothing_else
  FROM pg_temp.plan_of('SELECT min(id) FROM minmax_ids');
SELECT max(id) = (SELECT id FROM minmax_ids ORDER BY id DESC LIMIT 1) AS max_right,
       min(id) = (SELECT id FROM minmax_ids ORDER BY id LIMIT 1) AS min_right
  FROM minmax_ids;

-- In parallel: partial aggregates in the workers, combined in the leader.
DROP INDEX minmax_ids_id_idx;
SET max_parallel_workers_per_gather = 2;
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET min_parallel_table_scan_size = 0;
ALTER TABLE minmax_ids SET (parallel_workers = 2);
SELECT nodes LIKE '%Gather%' AS gather, partial
  FROM pg_temp.plan_of('SELECT max(id), min(id) FROM minmax_ids');
SELECT max(id) = (SELECT id FROM minmax_ids ORDER BY id DESC LIMIT 1) AS max_right,
       min(id) = (SELECT id FROM minmax_ids ORDER BY id LIMIT 1) AS min_right
  FROM minmax_ids;
RESET max_parallel_workers_per_gather;
RESET parallel_setup_cost;
RESET parallel_tuple_cost;
RESET min_parallel_table_scan_size;
DROP TABLE minmax_ids;

--
-- A 1.0 installation reaches the text forms and the aggregates with ALTER
-- EXTENSION uuid9562 UPDATE (the extension is left as install left it).
--
DROP EXTENSION uuid9562;
CREATE EXTENSION uuid9562 VERSION '1.0';
SELECT to_regprocedure('uuid_to_typeid(text, uuid)') IS NULL AS no_typeid_in_1_0,
       to_regprocedure('uuid_greatest(uuid, uuid)') IS NULL AS no_greatest_in_1_0;
ALTER EXTENSION uuid9562 UPDATE;
SELECT extversion FROM pg_extension WHERE extname = 'uuid9562';
SELECT uuid_to_typeid('user', '01890a5d-ac96-774b-bcce-b302099a8057') AS typeid,
       uuid_to_ulid(ulid_to_uuid('01h455vb4pex5vsknk084sn02q')) AS ulid,
       base32hex_to_uuid(uuid_to_base32hex('01890a5d-ac96-774b-bcce-b302099a8057')) AS base32hex,
       max(id) AS max, min(id) AS min
  FROM (VALUES ('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'::uuid), ('c232ab00-9414-11ec-b3c8-9e6bdeced846')) AS v(id);
SELECT count(*) FILTER (WHERE p.proname = 'max') AS our_max, count(*) FILTER (WHERE p.proname = 'min') AS our_min
  FROM pg_proc p JOIN pg_depend d ON d.objid = p.oid AND d.classid = 'pg_proc'::regclass AND d.deptype = 'e'
 WHERE p.proname IN ('max', 'min') AND p.proargtypes = '2950'::oidvector
   AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'uuid9562');
