--
-- UUID version 1 and uuid-ossp's v1mc: vector time, uniqueness, time order,
-- layout (clock sequence, multicast node), clock regressions.
--
SET timezone = 'UTC';

-- usec(ts): a timestamptz as the test clock's microseconds since 1970.
CREATE FUNCTION pg_temp.usec(ts timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT (extract(epoch FROM ts) * 1000000)::bigint::text $$;
-- time_bytes(id): the 60-bit time of a version 1 UUID as bytes in time order.
CREATE FUNCTION pg_temp.time_bytes(id uuid) RETURNS bytea
LANGUAGE sql IMMUTABLE AS $$ SELECT substr(uuid_send(uuid_v1_to_v6(id)), 1, 8) $$;
-- clock_seq(id), node(id): the 14-bit clock sequence and the 48-bit node.
CREATE FUNCTION pg_temp.clock_seq(id uuid) RETURNS int
LANGUAGE sql IMMUTABLE AS $$ SELECT (get_byte(uuid_send(id), 8) & 63) * 256 + get_byte(uuid_send(id), 9) $$;
CREATE FUNCTION pg_temp.node(id uuid) RETURNS bytea
LANGUAGE sql IMMUTABLE AS $$ SELECT substr(uuid_send(id), 11, 6) $$;

-- Frozen at the RFC 9562 vector's instant (Appendix A.1): the first value of
-- this session carries the vector's time fields exactly.
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2022-02-22 19:22:22+00'), false) IS NOT NULL AS frozen;
SELECT left(uuid_generate_v1()::text, 18);  -- c232ab00-9414-11ec
SELECT uuid_timestamp(uuid_generate_v1()), uuid_timestamp(uuid_generate_v1mc());

-- The system clock steps back one hour: times keep increasing from the
-- last one handed out, and the clock sequence changes (RFC 9562 section
-- 5.1); it then stays until the next step back.
CREATE TEMP TABLE steps (i serial, step text, id uuid);
INSERT INTO steps (step, id) SELECT 'frozen', uuid_generate_v1() FROM generate_series(1, 1000);
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2022-02-22 18:22:22+00'), false) IS NOT NULL AS back;
INSERT INTO steps (step, id) SELECT 'back', uuid_generate_v1() FROM generate_series(1, 1000);
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2022-02-22 17:22:22+00'), false) IS NOT NULL AS back_again;
INSERT INTO steps (step, id) SELECT 'back again', uuid_generate_v1mc() FROM generate_series(1, 1000);
-- A step first seen by another generator's reading changes it too.
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2022-02-22 16:22:22+00'), false) IS NOT NULL AS back_seen_by_v7;
SELECT uuid_version(uuid_generate_v7());  -- 7
INSERT INTO steps (step, id) SELECT 'seen by v7', uuid_generate_v1() FROM generate_series(1, 1000);
SELECT step, count(DISTINCT pg_temp.clock_seq(id)) AS clock_seqs, min(uuid_timestamp(id)) AS first
  FROM steps GROUP BY step ORDER BY min(i);
SELECT count(*) FILTER (WHERE t <= prev) AS not_increasing,
       count(*) FILTER (WHERE pg_temp.clock_seq(id) <> pg_temp.clock_seq(prev_id)) AS clock_seq_changes  -- 3
  FROM (SELECT id, pg_temp.time_bytes(id) AS t, lag(pg_temp.time_bytes(id)) OVER (ORDER BY i) AS prev,
               lag(id) OVER (ORDER BY i) AS prev_id FROM steps) AS s;
RESET uuid9562.test_clock;

-- 100,000 values of one session: distinct, version 1 of the RFC variant,
-- strictly increasing in time, near the real clock, one clock sequence and
-- one multicast node throughout.
CREATE TEMP TABLE v1 AS
SELECT i, clock_timestamp() AS before, uuid_generate_v1() AS id, clock_timestamp() AS after
  FROM generate_series(1, 100000) AS i;
SELECT count(DISTINCT id) AS distinct_ids,
       count(*) FILTER (WHERE uuid_version(id) <> 1 OR uuid_variant(id) <> 'rfc9562') AS bad_bits,
       count(*) FILTER (WHERE get_byte(uuid_send(id), 10) & 1 <> 1) AS not_multicast,
       count(DISTINCT pg_temp.clock_seq(id)) AS clock_seqs,
       count(DISTINCT pg_temp.node(id)) AS nodes,
       count(*) FILTER (WHERE NOT (uuid_timestamp(id) >= date_trunc('milliseconds', before) - interval '1 ms'
                                   AND uuid_timestamp(id) <= after + interval '1 ms')) AS off_clock
  FROM v1;
SELECT count(*) FILTER (WHERE t <= prev) AS not_increasing
  FROM (SELECT pg_temp.time_bytes(id) AS t, lag(pg_temp.time_bytes(id)) OVER (ORDER BY i) AS prev FROM v1) AS s;

-- v1mc: the same clock and clock sequence, a fresh random node every call
-- with the multicast and locally-administered bits set, as uuid-ossp's own
-- test asks (its 46 random bits each set in about half of the values).
CREATE TEMP TABLE v1mc AS
SELECT i, uuid_generate_v1mc() AS id FROM generate_series(1, 100000) AS i;
SELECT count(DISTINCT id) AS distinct_ids,
       count(*) FILTER (WHERE uuid_version(id) <> 1 OR uuid_variant(id) <> 'rfc9562') AS bad_bits,
       count(*) FILTER (WHERE get_byte(uuid_send(id), 10) & 3 <> 3) AS not_multicast_local,
       count(DISTINCT pg_temp.node(id)) > 99990 AS fresh_nodes,
       bool_and(pg_temp.clock_seq(id) = (SELECT pg_temp.clock_seq(id) FROM v1 LIMIT 1)) AS same_clock_seq
  FROM v1mc;
SELECT count(*) FILTER (WHERE t <= prev) AS not_increasing
  FROM (SELECT pg_temp.time_bytes(id) AS t, lag(pg_temp.time_bytes(id)) OVER (ORDER BY i) AS prev FROM v1mc) AS s;
SELECT (SELECT pg_temp.time_bytes(id) FROM v1mc ORDER BY i LIMIT 1)
     > (SELECT pg_temp.time_bytes(id) FROM v1 ORDER BY i DESC LIMIT 1) AS after_v1;
SELECT count(*) AS unbalanced_bits
  FROM generate_series(82, 127) AS b,
       LATERAL (SELECT count(*) FILTER (WHERE get_bit(uuid_send(id), b) = 1) AS ones FROM v1mc) AS c
 WHERE ones NOT BETWEEN 48000 AND 52000;

