--
-- UUID version 7: vector, uniqueness, order, layout, bounds and errors.
--
\i test/sql/include/error_of.sql
SET timezone = 'UTC';

-- RFC 9562 Appendix A.6 vector: 2022-02-22 19:22:22 UTC.
\set vector '\'017f22e2-79b0-7cc3-98c4-dc0c0c07398f\'::uuid'
SELECT uuid_timestamp(:vector), uuid_version(:vector), uuid_variant(:vector);
SELECT uuid_v7_floor('2022-02-22 19:22:22+00') AS floor,
       uuid_v7_ceil('2022-02-22 19:22:22+00') AS ceil;
SELECT :vector BETWEEN uuid_v7_floor('2022-02-22 19:22:22+00')
                   AND uuid_v7_ceil('2022-02-22 19:22:22+00') AS inside;  -- t
SELECT uuid_v7_ceil('2022-02-22 19:22:22+00') < uuid_v7_floor('2022-02-22 19:22:22.001+00') AS adjacent;  -- t
SELECT uuid_v7_floor('2022-02-22 19:22:22.0019+00') = uuid_v7_floor('2022-02-22 19:22:22.001+00') AS truncated;  -- t
SELECT uuid_v7_floor('1970-01-01 00:00:00+00') AS first_floor,
       uuid_v7_ceil('10889-08-02 05:31:50.655+00') AS last_ceil;

-- 100,000 values of one session: distinct, strictly increasing in the native
-- order, version 7 of the RFC variant, and each embedded millisecond within
-- 1 ms of the real clock read just before and just after the call.
CREATE TEMP TABLE v7 AS
SELECT i, clock_timestamp() AS before, uuid_generate_v7() AS id, clock_timestamp() AS after
  FROM generate_series(1, 100000) AS i;
SELECT count(DISTINCT id) AS distinct_ids,
       count(*) FILTER (WHERE uuid_version(id) <> 7 OR uuid_variant(id) <> 'rfc9562') AS bad_bits,
       count(*) FILTER (WHERE NOT (uuid_timestamp(id) > before - interval '1 ms'
                                   AND uuid_timestamp(id) <= after)) AS off_clock
  FROM v7;
SELECT count(*) FILTER (WHERE id <= prev) AS not_increasing
  FROM (SELECT id, lag(id) OVER (ORDER BY i) AS prev FROM v7) AS s;

-- The 54 random bits (low 6 of octet 9, octets 10-15) are each set in about
-- half of the values: none stuck, none repeated from a reused pool.
SELECT count(*) AS unbalanced_bits
  FROM generate_series(72, 127) AS b,
       LATERAL (SELECT count(*) FILTER (WHERE get_bit(uuid_send(id), b) = 1) AS ones FROM v7) AS c
 WHERE b NOT IN (78, 79) AND ones NOT BETWEEN 48000 AND 52000;

-- uuid_generate_v7_at: the given millisecond, its microseconds ordered in
-- the fraction, random otherwise.
SELECT uuid_timestamp(uuid_generate_v7_at('2022-02-22 19:22:22.123456+00'));
SELECT uuid_generate_v7_at('2022-02-22 19:22:22.123456+00')
       BETWEEN uuid_v7_floor('2022-02-22 19:22:22.123+00') AND uuid_v7_ceil('2022-02-22 19:22:22.123+00') AS inside;  -- t
SELECT bool_and(uuid_generate_v7_at('2022-02-22 19:22:22.123+00'::timestamptz + i * interval '1 us')
              < uuid_generate_v7_at('2022-02-22 19:22:22.123+00'::timestamptz + (i + 1) * interval '1 us')) AS us_ordered
  FROM generate_series(0, 998) AS i;
SELECT count(DISTINCT uuid_generate_v7_at('2000-01-01+00')) FROM generate_series(1, 1000);  -- 1000
SELECT uuid_version(uuid_generate_v7_at('1970-01-01+00')), uuid_timestamp(uuid_generate_v7_at('10889-08-02 05:31:50.655+00'));

-- uuid_generate_v7(shift): the clock moved by the interval.
SELECT count(*) FILTER (WHERE NOT (uuid_timestamp(id) > before - interval '1 day 1 ms'
                                   AND uuid_timestamp(id) <= after - interval '1 day')) AS off_clock
  FROM (SELECT clock_timestamp() AS before, uuid_generate_v7(interval '-1 day') AS id, clock_timestamp() AS after
          FROM generate_series(1, 1000)) AS s;
SELECT count(*) FILTER (WHERE id <= prev) AS not_increasing
  FROM (SELECT i, id, lag(id) OVER (ORDER BY i) AS prev
          FROM (SELECT i, uuid_generate_v7(interval '1 hour') AS id FROM generate_series(1, 10000) AS i) AS g) AS s;

-- Instants version 7 cannot hold: SQLSTATE 22008, nothing wraps.
SELECT * FROM regress.error_of($$SELECT uuid_generate_v7_at('1969-12-31 23:59:59.999+00')$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v7_at('10889-08-02 05:31:50.656+00')$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v7_at('infinity')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_floor('-infinity')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_ceil('4000-01-01 BC')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_floor('294276-12-31 23:59:59.999999+00')$$);
-- (the shifted instant depends on the clock: only the code and the message's shape)
SELECT code, message LIKE 'timestamp "19__-%" is out of range for UUID version 7' AS message_ok
  FROM regress.error_of($$SELECT uuid_generate_v7(interval '-100 years')$$);
SELECT code, message LIKE 'timestamp "1____-%" is out of range for UUID version 7' AS message_ok
  FROM regress.error_of($$SELECT uuid_generate_v7(interval '9000 years')$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v7(interval '300000 years')$$);

-- NULL in, NULL out.
SELECT uuid_generate_v7(NULL) IS NULL, uuid_generate_v7_at(NULL) IS NULL,
       uuid_v7_floor(NULL) IS NULL, uuid_v7_ceil(NULL) IS NULL;
