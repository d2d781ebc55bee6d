--
-- UUID version 6: vector time, uniqueness, byte order (also across clock
-- regressions), layout and random bits.
--
SET timezone = 'UTC';

-- usec(ts): a timestamptz as the test clock's microseconds since 1970.
CREATE FUNCTION pg_temp.usec(ts timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT (extract(epoch FROM ts) * 1000000)::bigint::text $$;

-- Frozen at the RFC 9562 vector's instant (Appendix A.5): the first value of
-- this session carries the vector's time fields exactly.
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2022-02-22 19:22:22+00'), false) IS NOT NULL AS frozen;
SELECT left(uuid_generate_v6()::text, 18);  -- 1ec9414c-232a-6b00
SELECT uuid_timestamp(uuid_generate_v6());

-- The system clock steps back one hour and forward again: byte order holds.
CREATE TEMP TABLE steps (i serial, id uuid);
INSERT INTO steps (id) SELECT uuid_generate_v6() FROM generate_series(1, 1000);
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2022-02-22 18:22:22+00'), false) IS NOT NULL AS back;
INSERT INTO steps (id) SELECT uuid_generate_v6() FROM generate_series(1, 1000);
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2022-02-22 20:22:22+00'), false) IS NOT NULL AS forward;
INSERT INTO steps (id) SELECT uuid_generate_v6() FROM generate_series(1, 1000);
SELECT count(DISTINCT id) AS distinct_ids, count(*) FILTER (WHERE id <= prev) AS not_increasing
  FROM (SELECT id, lag(id) OVER (ORDER BY i) AS prev FROM steps) AS s;
SELECT min(uuid_timestamp(id)), max(uuid_timestamp(id)) FROM steps;
RESET uuid9562.test_clock;

-- 100,000 values of one session: distinct, version 6 of the RFC variant,
-- strictly increasing in the native (byte) order, near the real clock.
CREATE TEMP TABLE v6 AS
SELECT i, clock_timestamp() AS before, uuid_generate_v6() AS id, clock_timestamp() AS after
  FROM generate_series(1, 100000) AS i;
SELECT count(DISTINCT id) AS distinct_ids,
       count(*) FILTER (WHERE uuid_version(id) <> 6 OR uuid_variant(id) <> 'rfc9562') AS bad_bits,
       count(*) FILTER (WHERE NOT (uuid_timestamp(id) >= date_trunc('milliseconds', before) - interval '1 ms'
                                   AND uuid_timestamp(id) <= after + interval '1 ms')) AS off_clock
  FROM v6;
SELECT count(*) FILTER (WHERE id <= prev) AS not_increasing
  FROM (SELECT id, lag(id) OVER (ORDER BY i) AS prev FROM v6) AS s;

-- The 62 random bits (clock sequence and node: low 6 bits of octet 8,
-- octets 9-15) are each set in about half of the values.
SELECT count(*) AS unbalanced_bits
  FROM generate_series(64, 127) AS b,
       LATERAL (SELECT count(*) FILTER (WHERE get_bit(uuid_send(id), b) = 1) AS ones FROM v6) AS c
 WHERE b NOT IN (70, 71) AND ones NOT BETWEEN 48000 AND 52000;

-- Versions 1, 6 and 7 share one clock: interleaved, they are jointly
-- increasing in time.
SELECT count(*) FILTER (WHERE NOT (uuid_v1_to_v6(v1) < v6
                                   AND uuid_timestamp(v6) < uuid_timestamp(v7) + interval '1 ms')) AS out_of_order
  FROM (SELECT uuid_generate_v1() AS v1, uuid_generate_v6() AS v6, uuid_generate_v7() AS v7
          FROM generate_series(1, 1000)) AS s;

