--
-- The portable edition in parallel plans and under nondeterministic
-- collations, as the C edition behaves.  A time that UUID version 7 cannot
-- hold raises 22008 with the time written in ISO style in a parallel worker
-- as in the leader (the edition changes no setting to write it: set_config()
-- fails in a worker with 25000).  Text read under a case-insensitive and a
-- punctuation-ignoring ICU collation gives the results and SQLSTATEs of the
-- default collation.  Any major from 13; the collations need ICU, which
-- every server that make test runs this on has (Debian's, npm's).
--
SET timezone = 'UTC';
CREATE SCHEMA parallel_app;
\set schema parallel_app
\i test/sql/include/portable.sql
\i test/sql/include/error_of.sql

-- A table read by workers only (the leader does not scan), one time out of
-- range among many in range.
CREATE TABLE parallel_app.times (t timestamptz);
INSERT INTO parallel_app.times
SELECT '2024-01-01+00'::timestamptz + i * interval '1 minute' FROM generate_series(1, 20000) AS i;
INSERT INTO parallel_app.times VALUES ('1969-07-20 20:17:40+00');
ANALYZE parallel_app.times;
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET min_parallel_table_scan_size = 0;
SET max_parallel_workers_per_gather = 2;
SET parallel_leader_participation = off;
SET datestyle = 'SQL, DMY';
EXPLAIN (COSTS OFF) SELECT count(parallel_app.uuid_v7_floor(t)) FROM parallel_app.times;
\set VERBOSITY terse
SELECT count(parallel_app.uuid_v7_floor(t)) FROM parallel_app.times;
\echo :LAST_ERROR_SQLSTATE
SELECT count(parallel_app.uuid_timestamptz_to_v7(t, true)) FROM parallel_app.times;
\echo :LAST_ERROR_SQLSTATE
SELECT count(parallel_app.uuid_generate_v9_at('', t)) FROM parallel_app.times;
\echo :LAST_ERROR_SQLSTATE
-- a parallel CREATE INDEX over the same rows (DEBUG1 names the request for
-- workers; without the leader, a worker meets the time)
SET max_parallel_maintenance_workers = 2;
SET maintenance_work_mem = '256MB';
ALTER TABLE parallel_app.times SET (parallel_workers = 2);
SET client_min_messages = debug1;
CREATE INDEX times_floor ON parallel_app.times (parallel_app.uuid_v7_floor(t));
RESET client_min_messages;
\echo :LAST_ERROR_SQLSTATE
RESET max_parallel_maintenance_workers;
RESET maintenance_work_mem;
\set VERBOSITY default
RESET parallel_setup_cost;
RESET parallel_tuple_cost;
RESET min_parallel_table_scan_size;
RESET max_parallel_workers_per_gather;
RESET parallel_leader_participation;
-- the same message in a serial plan, whatever DateStyle says
SELECT * FROM regress.error_of($$SELECT parallel_app.uuid_v7_floor('1969-07-20 20:17:40.5+00')$$);
SET timezone = 'Asia/Kolkata';
SELECT * FROM regress.error_of($$SELECT parallel_app.uuid_v7_ceil('0044-03-15 12:00:00+00 BC')$$);
SELECT * FROM regress.error_of($$SELECT parallel_app.uuid_v7_ceil('infinity')$$);
SET timezone = 'America/St_Johns';
SELECT * FROM regress.error_of($$SELECT parallel_app.uuid_generate_v7_at('1969-06-30 12:00:00.25+00')$$);
RESET timezone;
RESET datestyle;

-- Nondeterministic collations: case-insensitive, and ignoring punctuation
-- and case.
CREATE COLLATION parallel_app.ci (provider = icu, locale = 'und-u-ks-level2', deterministic = false);
CREATE COLLATION parallel_app.loose (provider = icu, locale = 'und-u-ka-shifted-ks-level1', deterministic = false);
SELECT 'A-B' = 'ab' COLLATE parallel_app.loose AS loose_equal, 'A' = 'a' COLLATE parallel_app.ci AS ci_equal;  -- t t
SET search_path = parallel_app;
SELECT uuid_generate_v5(uuid_ns_dns(), 'Example.com' COLLATE ci)
	 = uuid_generate_v5(uuid_ns_dns(), 'Example.com') AS v5,                                      -- t
	   uuid_generate_v3(uuid_ns_dns(), 'Example.com' COLLATE ci)
	 = uuid_generate_v3(uuid_ns_dns(), 'Example.com') AS v3,                                      -- t
	   uuid_generate_v8_name(uuid_ns_dns(), 'Example.com' COLLATE ci, 'SHA256' COLLATE ci)
	 = uuid_generate_v8_name(uuid_ns_dns(), 'Example.com', 'SHA256') AS v8_name,                  -- t
	   substr(uuid_generate_v2('5' COLLATE ci, 1)::text, 15, 1) AS v2_version;                      -- 2
SELECT uuid_to_typeid('user' COLLATE loose, '01890a5d-ac96-774b-bcce-b302099a8057'),          -- user_01h455vb4pex5vsknk084sn02q
	   typeid_to_uuid('user_01h455vb4pex5vsknk084sn02q' COLLATE ci, 'user'),
	   ulid_to_uuid('01H455VB4PEX5VSKNK084SN02Q' COLLATE loose),
	   base32hex_to_uuid(uuid_to_base32hex('01890a5d-ac96-774b-bcce-b302099a8057') COLLATE loose);
-- wrong input is refused with the default collation's SQLSTATE
SELECT * FROM regress.error_of($$SELECT base32hex_to_uuid('064-GMNCMIQTIRP6EMB0GJAAC04' COLLATE parallel_app.loose)$$);
SELECT * FROM regress.error_of($$SELECT uuid_to_typeid('_' COLLATE parallel_app.loose, '01890a5d-ac96-774b-bcce-b302099a8057')$$);
SELECT * FROM regress.error_of($$SELECT typeid_to_uuid('a_b_01h455vb4pex5vsknk084sn02q' COLLATE parallel_app.loose, 'ab')$$);
SELECT * FROM regress.error_of($$SELECT typeid_to_uuid('User_01h455vb4pex5vsknk084sn02q' COLLATE parallel_app.ci)$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v8_name(uuid_ns_dns(), 'x', 'SHA-256' COLLATE parallel_app.loose)$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v2('PERSON!' COLLATE parallel_app.loose, 1)$$);
SELECT typeid_is_valid('User_01h455vb4pex5vsknk084sn02q' COLLATE ci) AS upper_prefix,            -- f
	   ulid_is_valid('01H455VB4PEX5VSKNK084SN02-' COLLATE loose) AS punctuated,                    -- f
	   uuid_v9_is_valid('0189-a5d-ac96-774b-bcce-b302099a8057' COLLATE loose) AS v9_punctuated;   -- f
RESET search_path;

SET client_min_messages = warning;
DROP SCHEMA parallel_app CASCADE;
RESET client_min_messages;
