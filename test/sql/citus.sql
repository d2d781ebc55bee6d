--
-- Beyond one server, on Citus: uuid9562 on a coordinator and two workers
-- (t/022_citus.pl starts them where Citus is installed and runs this file
-- against the coordinator).  Not in REGRESS: it needs Citus.
--
SET client_min_messages = warning;
SET timezone = 'UTC';
SET citus.shard_count = 4;
SET citus.shard_replication_factor = 1;
SELECT count(*) AS workers FROM citus_get_active_worker_nodes();

-- plan(query): its EXPLAIN (COSTS OFF) without what changes from run to run:
-- the workers' ports (Node: lines), shard numbers (table_102008 is
-- table_*) and subplan numbers.  Created on the coordinator only.
-- shard_queries(query): how many single-shard and multi-shard executions a
-- query made (Citus's stat counters).
SET citus.enable_ddl_propagation = off;
CREATE FUNCTION pg_temp.plan(query text) RETURNS SETOF text
LANGUAGE plpgsql AS $$
DECLARE
	line text;
BEGIN
	FOR line IN EXECUTE 'EXPLAIN (COSTS OFF) ' || query LOOP
		CONTINUE WHEN line ~ '^\s*Node: host=';
		RETURN NEXT regexp_replace(regexp_replace(line, '_[0-9]{6,}', '_*', 'g'), 'Subplan [0-9_]+', 'Subplan *');
	END LOOP;
END
$$;
CREATE FUNCTION pg_temp.shard_queries(query text, OUT single_shard bigint, OUT multi_shard bigint)
LANGUAGE plpgsql AS $$
DECLARE
	s0 bigint;
	m0 bigint;
BEGIN
	SELECT query_execution_single_shard, query_execution_multi_shard INTO s0, m0
	  FROM citus_stat_counters((SELECT oid FROM pg_database WHERE datname = current_database()));
	EXECUTE query;
	SELECT query_execution_single_shard - s0, query_execution_multi_shard - m0 INTO single_shard, multi_shard
	  FROM citus_stat_counters((SELECT oid FROM pg_database WHERE datname = current_database()));
END
$$;
RESET citus.enable_ddl_propagation;
SET citus.enable_stat_counters = on;

-- CREATE EXTENSION on the coordinator reaches the workers, and so does
-- ALTER EXTENSION ... UPDATE (1.1, then the newest).
CREATE EXTENSION uuid9562 VERSION '1.1';
SELECT success, result AS version
  FROM run_command_on_workers($$SELECT extversion FROM pg_extension WHERE extname = 'uuid9562'$$)
 ORDER BY nodeport;
ALTER EXTENSION uuid9562 UPDATE;
SELECT extversion = (SELECT default_version FROM pg_available_extensions WHERE name = 'uuid9562') AS newest
  FROM pg_extension WHERE extname = 'uuid9562';
SELECT success, result = (SELECT extversion FROM pg_extension WHERE extname = 'uuid9562') AS same_version
  FROM run_command_on_workers($$SELECT extversion FROM pg_extension WHERE extname = 'uuid9562'$$)
 ORDER BY nodeport;

-- A distributed table keyed by DEFAULT uuid_generate_v7().  Citus evaluates
-- the default on the coordinator, in the order of the rows, whichever shard
-- a row goes to: single INSERTs, INSERT ... SELECT and COPY all give
-- distinct version 7 keys, increasing in insert order.
CREATE TABLE events (
	id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
	via text NOT NULL,
	n int NOT NULL
);
SELECT create_distributed_table('events', 'id');
INSERT INTO events (via, n) VALUES ('1 single INSERTs', 1);
INSERT INTO events (via, n) VALUES ('1 single INSERTs', 2);
INSERT INTO events (via, n) VALUES ('1 single INSERTs', 3);
INSERT INTO events (via, n) VALUES ('1 single INSERTs', 4), ('1 single INSERTs', 5);
INSERT INTO events (via, n) SELECT '2 INSERT ... SELECT', i FROM generate_series(1, 20000) AS i;
COPY events (via, n) FROM PROGRAM 'seq -f "3 COPY,%.0f" 1 5000' WITH (FORMAT csv);
SELECT via, count(*) AS keys, count(DISTINCT id) AS distinct_keys, bool_and(uuid_version(id) = 7) AS version_7
  FROM events GROUP BY via ORDER BY via;
SELECT count(DISTINCT get_shard_id_for_distribution_column('events', id)) AS shards FROM events;
WITH keys AS MATERIALIZED (SELECT via, n, id FROM events)
SELECT via, count(*) FILTER (WHERE id <= prev) AS not_increasing
  FROM (SELECT via, id, lag(id) OVER (PARTITION BY via ORDER BY n) AS prev FROM keys) AS s
 GROUP BY via ORDER BY via;
-- ... and each statement's keys come after the statement before it.
WITH keys AS MATERIALIZED (SELECT via, id FROM events)
SELECT via, min(id) > lag(max(id)) OVER (ORDER BY via) AS after_previous
  FROM keys GROUP BY via ORDER BY via;

-- An UPDATE of a distributed table may not call a VOLATILE function, not
-- even for one row; a value made on the coordinator first (a materialized
-- CTE) can be set.
ALTER TABLE events ADD COLUMN token uuid;
UPDATE events SET token = uuid_generate_v4() WHERE n = 1;
UPDATE events SET token = uuid_generate_v4() WHERE id = (SELECT id FROM events WHERE via = '1 single INSERTs' AND n = 1);
WITH new AS MATERIALIZED (SELECT uuid_generate_v4() AS token)
UPDATE events SET token = new.token FROM new WHERE via = '1 single INSERTs' AND n = 1;
SELECT count(token) AS tokens, bool_and(uuid_version(token) = 4) AS version_4 FROM events;

-- A time window: uuid_v7_floor is IMMUTABLE, so the coordinator folds the
-- bounds into constants and sends them to every shard's primary key index.
-- One row a minute over ten days, keys made for those times.
CREATE TABLE readings (
	id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
	at timestamptz NOT NULL
);
SELECT create_distributed_table('readings', 'id');
INSERT INTO readings (id, at)
SELECT uuid_generate_v7_at(t), t
  FROM generate_series(timestamptz '2026-01-01 00:00', '2026-01-10 23:59', interval '1 minute') AS t;
VACUUM ANALYZE readings;
WITH by_key AS (SELECT count(*) AS rows, min(at) AS first, max(at) AS last FROM readings
                 WHERE id >= uuid_v7_floor('2026-01-03') AND id < uuid_v7_floor('2026-01-04')),
     by_time AS (SELECT count(*) AS rows FROM readings WHERE at >= '2026-01-03' AND at < '2026-01-04')
SELECT by_key.*, by_key.rows = by_time.rows AS exactly_the_window FROM by_key, by_time;
BEGIN;
SET LOCAL enable_seqscan = off;
SET LOCAL enable_bitmapscan = off;
SELECT * FROM pg_temp.plan($$SELECT count(*) FROM readings
                              WHERE id >= uuid_v7_floor('2026-01-03') AND id < uuid_v7_floor('2026-01-04')$$);
COMMIT;

-- Version 1 keys in time order: a uuid_time_ops index on every shard, and
-- ORDER BY id USING ~<~ across the shards in the order of creation.
CREATE TABLE calls (
	id uuid PRIMARY KEY DEFAULT uuid_generate_v1(),
	n int NOT NULL
);
SELECT create_distributed_table('calls', 'id');
CREATE INDEX calls_time ON calls (id uuid_time_ops);
INSERT INTO calls (n) SELECT i FROM generate_series(1, 10000) AS i;
VACUUM ANALYZE calls;
SELECT success, result AS time_indexes
  FROM run_command_on_shards('calls', $$SELECT count(*) FROM pg_index WHERE indrelid = '%s'::regclass
                                           AND pg_get_indexdef(indexrelid) LIKE '%%uuid_time_ops%%'$$)
 ORDER BY shardid;
SELECT n FROM calls ORDER BY id USING ~<~ LIMIT 5;
WITH ordered AS MATERIALIZED (SELECT n, row_number() OVER (ORDER BY id USING ~<~) AS position FROM calls)
SELECT count(*) AS rows, count(*) FILTER (WHERE position <> n) AS out_of_time_order FROM ordered;
SELECT * FROM pg_temp.plan('SELECT n FROM calls ORDER BY id USING ~<~ LIMIT 5');

-- min(id) and max(id): right.  The extension's aggregates (created where
-- the server has none, as PostgreSQL 18 has none) have a combine function,
-- so Citus runs them as custom aggregates, worker_partial_agg() on each
-- shard, which reads every row ...
WITH agg AS (SELECT min(id) AS mn, max(id) AS mx FROM events),
     first AS (SELECT id FROM events ORDER BY id LIMIT 1),
     last AS (SELECT id FROM events ORDER BY id DESC LIMIT 1)
SELECT agg.mn = first.id AS min_right, agg.mx = last.id AS max_right FROM agg, first, last;
SELECT * FROM pg_temp.plan('SELECT min(id) FROM events');
-- ... while an aggregate named min without a combine function is sent to
-- each shard as min(id) itself, which the shard answers from its index.
-- (Citus treats every aggregate with a combine function created after
-- initdb as a custom one; without one, a parallel plan on one server could
-- not share the work.)
CREATE SCHEMA probe;
CREATE AGGREGATE probe.min(uuid) (SFUNC = uuid_least, STYPE = uuid, SORTOP = OPERATOR(pg_catalog.<));
WITH agg AS (SELECT probe.min(id) AS mn FROM events), first AS (SELECT id FROM events ORDER BY id LIMIT 1)
SELECT agg.mn = first.id AS min_right FROM agg, first;
SELECT * FROM pg_temp.plan('SELECT probe.min(id) FROM events');
DROP SCHEMA probe CASCADE;
-- The fast form: ORDER BY id LIMIT 1, a LIMIT 1 on each shard's index.
SELECT * FROM pg_temp.plan('SELECT id FROM events ORDER BY id LIMIT 1');

-- A reference table (a copy on every node) of UUIDv9 ids with a prefix and
-- checksums, checked on every worker, and joined with a distributed table
-- there.
CREATE TABLE tenants (
	id uuid PRIMARY KEY DEFAULT uuid_generate_v9('7e4a', checksum => true),
	name text NOT NULL UNIQUE
);
SELECT create_reference_table('tenants');
INSERT INTO tenants (name) SELECT 'tenant ' || i FROM generate_series(1, 50) AS i;
SELECT count(*) AS tenants, bool_and(uuid_v9_checksum(id)) AS checksums, bool_and(id::text LIKE '7e4a%') AS prefixed
  FROM tenants;
SELECT success, result AS "count and checksums"
  FROM run_command_on_workers($$SELECT count(*) || ' ' || bool_and(uuid_v9_checksum(id)) FROM tenants$$)
 ORDER BY nodeport;
SELECT count(*) AS joined FROM events e JOIN tenants t ON t.name = 'tenant ' || (e.n % 50 + 1);

-- Text forms and masking in queries that run on the workers: every key
-- back from its TypeID, ULID and mask, on every shard; a worker computes
-- the same mask as the coordinator; and a lookup by mask (the two-argument,
-- IMMUTABLE form, folded on the coordinator) goes to one shard.
\set key '''\\x00112233445566778899aabbccddeeff'''
SELECT count(*) AS keys,
       count(*) FILTER (WHERE typeid_to_uuid(uuid_to_typeid('event', id), 'event') <> id
                           OR ulid_to_uuid(uuid_to_ulid(id)) <> id
                           OR base32hex_to_uuid(uuid_to_base32hex(id)) <> id
                           OR uuid_v7_unmask(uuid_v7_mask(id, :key), :key) <> id
                           OR uuid_version(uuid_v7_mask(id, :key)) <> 4) AS wrong
  FROM events;
SELECT * FROM pg_temp.plan($$SELECT count(*) FROM events WHERE uuid_v7_mask(id, $$ || quote_literal(:key) || $$) IS NULL$$);
SELECT success, result::uuid = uuid_v7_mask('017f22e2-79b0-7cc3-98c4-dc0c0c07398f', :key) AS same_mask
  FROM run_command_on_workers(format('SELECT uuid_v7_mask(%L, %L)', '017f22e2-79b0-7cc3-98c4-dc0c0c07398f', :key))
 ORDER BY nodeport;
SELECT e.n, e.via FROM events e, (SELECT uuid_v7_mask(id, :key) AS public_id FROM events WHERE via = '1 single INSERTs' AND n = 3) AS p
 WHERE e.id = uuid_v7_unmask(p.public_id, :key);
SELECT * FROM pg_temp.plan(format($$SELECT n FROM events WHERE id = uuid_v7_unmask(%L, %L)$$,
                                  uuid_v7_mask('017f22e2-79b0-7cc3-98c4-dc0c0c07398f', :key), :key));

-- Masking with the server's key: t/022_citus.pl gives every node the same
-- key file (uuid9562.mask_key_file, the key of :key), so the one-argument
-- forms give the same masks on the coordinator, on each worker, and on
-- every shard in a distributed query.
SELECT uuid_v7_mask('017f22e2-79b0-7cc3-98c4-dc0c0c07398f') = uuid_v7_mask('017f22e2-79b0-7cc3-98c4-dc0c0c07398f', :key)
       AS coordinator_uses_the_file;
SELECT success, result::uuid = uuid_v7_mask('017f22e2-79b0-7cc3-98c4-dc0c0c07398f') AS same_mask
  FROM run_command_on_workers($$SELECT uuid_v7_mask('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')$$)
 ORDER BY nodeport;
SELECT count(*) AS keys,
       count(*) FILTER (WHERE uuid_v7_mask(id) <> uuid_v7_mask(id, :key)
                           OR uuid_v7_unmask(uuid_v7_mask(id)) <> id) AS wrong_on_the_shards
  FROM events;
WITH on_shards AS MATERIALIZED (SELECT id, uuid_v7_mask(id) AS public_id FROM events)
SELECT count(*) FILTER (WHERE public_id <> uuid_v7_mask(id)) AS shards_differ_from_coordinator FROM on_shards;

-- A lookup by public id: the one-argument uuid_v7_unmask() is STABLE (it
-- reads the key file), so in the WHERE clause, or through a CTE, Citus
-- cannot prune on its value and asks every shard (each one's index);
-- unmasked into the parameter of a prepared statement (EXECUTE evaluates
-- it first) or into a PL/pgSQL variable, the id reaches the router, which
-- sends the query to the one shard that holds the row.
SELECT uuid_v7_mask(id) AS public_id FROM events WHERE via = '1 single INSERTs' AND n = 3 \gset
SELECT * FROM pg_temp.shard_queries(format('SELECT n FROM events WHERE id = uuid_v7_unmask(%L)', :'public_id'));
SELECT * FROM pg_temp.shard_queries(format('WITH k AS (SELECT uuid_v7_unmask(%L) AS id) SELECT n FROM events WHERE id = (SELECT id FROM k)', :'public_id'));
PREPARE event_by_id(uuid) AS SELECT n, via FROM events WHERE id = $1;
EXECUTE event_by_id(uuid_v7_unmask(:'public_id'));
SELECT * FROM pg_temp.shard_queries(format('EXECUTE event_by_id(uuid_v7_unmask(%L))', :'public_id'));
CREATE FUNCTION event_n(public_id uuid) RETURNS int STABLE LANGUAGE plpgsql AS $f$
DECLARE
	k uuid := uuid_v7_unmask(public_id);
	r int;
BEGIN
	SELECT n INTO r FROM events WHERE id = k;
	RETURN r;
END
$f$;
SELECT event_n(:'public_id');
SELECT * FROM pg_temp.shard_queries(format('SELECT event_n(%L)', :'public_id'));
DROP FUNCTION event_n(uuid);

DROP TABLE events, readings, calls, tenants;
DROP EXTENSION uuid9562;
SELECT success, result AS extension_left
  FROM run_command_on_workers($$SELECT count(*) FROM pg_extension WHERE extname = 'uuid9562'$$)
 ORDER BY nodeport;
