--
-- Beside the peers: uuid9562 installed next to TimescaleDB (preloaded),
-- pg_uuidv7 and uuid-ossp in one database, each in its own schema, all of
-- them working, and our drop-in names agreeing with pg_uuidv7's and
-- uuid-ossp's own functions.  Runs only where the peers are packaged (the
-- PostgreSQL 18 root: make installcheck REGRESS=peers, in a cluster that
-- preloads TimescaleDB), not in REGRESS.
--
SET client_min_messages = warning;
SET timezone = 'UTC';
DROP EXTENSION uuid9562;  -- pg_regress's (--load-extension): ours goes into a schema of its own
\i test/sql/include/error_of.sql
\i test/sql/include/peers.sql

-- TimescaleDB (2.23 and later) has uuid_timestamp(uuid) and
-- uuid_version(uuid) in its schema: uuid9562 cannot share that schema
-- (42723), and installs into its own.
SELECT code, message FROM regress.error_of('CREATE EXTENSION uuid9562 SCHEMA tsdb');
CREATE SCHEMA u;
CREATE EXTENSION uuid9562 SCHEMA u;
SELECT extname, extnamespace::regnamespace FROM pg_extension
 WHERE extname IN ('timescaledb', 'pg_uuidv7', 'uuid-ossp', 'uuid9562') ORDER BY extname COLLATE "C";

-- All of them generate, and read each other's version 7 values alike.
CREATE TEMP TABLE ids AS
SELECT i, u.uuid_generate_v7() AS ours, tsdb.generate_uuidv7() AS timescale,
       pguv7.uuid_generate_v7() AS pg_uuidv7
  FROM generate_series(1, 1000) AS i;
SELECT count(DISTINCT ours) AS ours, count(DISTINCT timescale) AS timescale,
       count(DISTINCT pg_uuidv7) AS pg_uuidv7,
       bool_and(u.uuid_version(ours) = 7 AND u.uuid_version(timescale) = 7
                AND u.uuid_version(pg_uuidv7) = 7) AS all_version_7,
       bool_and(tsdb.uuid_version(ours) = 7) AS timescale_reads_ours
  FROM ids;
SELECT count(*) FILTER (WHERE abs(extract(epoch FROM tsdb.uuid_timestamp(id) - u.uuid_timestamp(id))) >= 0.001)
         AS timestamps_differ_by_1ms,
       count(*) FILTER (WHERE pguv7.uuid_v7_to_timestamptz(id) <> u.uuid_v7_to_timestamptz(id)
                           OR pguv7.uuid_v7_to_timestamp(id) <> u.uuid_v7_to_timestamp(id)) AS pg_uuidv7_differs
  FROM (SELECT ours AS id FROM ids UNION ALL SELECT timescale FROM ids UNION ALL SELECT pg_uuidv7 FROM ids) AS s;

-- pg_uuidv7's names give pg_uuidv7's results: the zeroed forms exactly,
-- the random forms in the same millisecond (pg_uuidv7's own vector first).
SELECT u.uuid_timestamp_to_v7('2023-01-02 04:26:40.637', true)
       = pguv7.uuid_timestamp_to_v7('2023-01-02 04:26:40.637', true) AS timestamp_zero,
       u.uuid_timestamptz_to_v7('2023-01-02 04:26:40.637+00', true)
       = pguv7.uuid_timestamptz_to_v7('2023-01-02 04:26:40.637+00', true) AS timestamptz_zero,
       u.uuid_v7_to_timestamp('018570bb-4a7d-7000-8000-000000000000')
       = pguv7.uuid_v7_to_timestamp('018570bb-4a7d-7000-8000-000000000000') AS to_timestamp;
SELECT count(*) FILTER (WHERE u.uuid_timestamp_to_v7(ts, true) <> pguv7.uuid_timestamp_to_v7(ts, true)
                           OR u.uuid_timestamptz_to_v7(ts AT TIME ZONE 'UTC', true)
                              <> pguv7.uuid_timestamptz_to_v7(ts AT TIME ZONE 'UTC', true)
                           OR u.uuid_v7_to_timestamp(u.uuid_timestamp_to_v7(ts))
                              <> pguv7.uuid_v7_to_timestamp(pguv7.uuid_timestamp_to_v7(ts))) AS differ
  FROM (SELECT timestamp '2024-02-29 12:00:00' + i * interval '1 hour 7.123 ms' AS ts
          FROM generate_series(1, 1000) AS i) AS s;

-- uuid-ossp's names: the RFC namespaces and name-based versions agree, and
-- both v1mc functions set the multicast and locally-administered node bits.
SELECT u.uuid_generate_v5(u.uuid_ns_dns(), 'www.example.com') = ossp.uuid_generate_v5(ossp.uuid_ns_dns(), 'www.example.com') AS v5,
       u.uuid_generate_v3(u.uuid_ns_url(), 'https://example.com/') = ossp.uuid_generate_v3(ossp.uuid_ns_url(), 'https://example.com/') AS v3,
       u.uuid_ns_oid() = ossp.uuid_ns_oid() AND u.uuid_ns_x500() = ossp.uuid_ns_x500() AS namespaces,
       u.uuid_nil() = ossp.uuid_nil() AS nil;
SELECT count(*) FILTER (WHERE get_byte(uuid_send(u.uuid_generate_v1mc()), 10) & 3 <> 3) AS ours_not_mc_local,
       count(*) FILTER (WHERE get_byte(uuid_send(ossp.uuid_generate_v1mc()), 10) & 3 <> 3) AS ossp_not_mc_local
  FROM generate_series(1, 1000);

-- A hypertable keyed by our version 7 ids, partitioned by their time.
CREATE TABLE events (id uuid NOT NULL DEFAULT u.uuid_generate_v7(), at timestamptz NOT NULL, n int);
SELECT count(*) FROM tsdb.create_hypertable('events', tsdb.by_range('at'));
INSERT INTO events (at, n) SELECT now() - i * interval '1 hour', i FROM generate_series(1, 100) AS i;
SELECT count(*) AS rows, count(DISTINCT id) AS ids, bool_and(u.uuid_version(id) = 7) AS v7 FROM events;
