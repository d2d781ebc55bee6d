--
-- Conversions between versions 1 and 6, and pg_uuidv7's names:
-- uuid_v7_to_timestamptz, uuid_timestamptz_to_v7.
--
\i test/sql/include/error_of.sql
SET timezone = 'UTC';

-- RFC 9562 vectors (Appendix A.1 and A.5): one converts into the other, and
-- both carry 2022-02-22 19:22:22 UTC.
SELECT uuid_v1_to_v6('c232ab00-9414-11ec-b3c8-9e6bdeced846');  -- 1ec9414c-232a-6b00-b3c8-9e6bdeced846
SELECT uuid_v6_to_v1('1ec9414c-232a-6b00-b3c8-9e6bdeced846');  -- c232ab00-9414-11ec-b3c8-9e6bdeced846
SELECT uuid_timestamp('c232ab00-9414-11ec-b3c8-9e6bdeced846') AS v1,
       uuid_timestamp('1ec9414c-232a-6b00-b3c8-9e6bdeced846') AS v6;

-- Lossless both ways over the whole 60-bit range and every other bit; the
-- converted values keep the time.
SELECT uuid_v1_to_v6('00000000-0000-1000-8000-000000000000') AS v1_first,
       uuid_v1_to_v6('ffffffff-ffff-1fff-bfff-ffffffffffff') AS v1_last,
       uuid_v6_to_v1('00000000-0000-6000-8000-000000000000') AS v6_first,
       uuid_v6_to_v1('ffffffff-ffff-6fff-bfff-ffffffffffff') AS v6_last;
SELECT count(*) FILTER (WHERE uuid_v6_to_v1(uuid_v1_to_v6(v1)) <> v1) AS v1_changed,
       count(*) FILTER (WHERE uuid_v1_to_v6(uuid_v6_to_v1(v6)) <> v6) AS v6_changed,
       count(*) FILTER (WHERE uuid_timestamp(uuid_v1_to_v6(v1)) <> uuid_timestamp(v1)
                           OR uuid_timestamp(uuid_v6_to_v1(v6)) <> uuid_timestamp(v6)) AS time_changed,
       count(*) FILTER (WHERE uuid_version(uuid_v1_to_v6(v1)) <> 6 OR uuid_version(uuid_v6_to_v1(v6)) <> 1) AS bad_version
  FROM (SELECT uuid_generate_v1mc() AS v1, uuid_generate_v6() AS v6 FROM generate_series(1, 100000)) AS s;

-- Another version or variant: SQLSTATE 22023 naming what it got.
SELECT * FROM regress.error_of($$SELECT uuid_v1_to_v6('919108f7-52d1-4320-9bac-f847db4148a8')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v1_to_v6('1ec9414c-232a-6b00-b3c8-9e6bdeced846')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v6_to_v1('c232ab00-9414-11ec-b3c8-9e6bdeced846')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v6_to_v1('00000000-0000-0000-0000-000000000000')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v1_to_v6('ffffffff-ffff-1fff-ffff-ffffffffffff')$$);

-- uuid_v7_to_timestamptz: the first 48 bits as Unix milliseconds, as
-- pg_uuidv7 reads them, whatever the version.
SELECT uuid_v7_to_timestamptz('017f22e2-79b0-7cc3-98c4-dc0c0c07398f') AS v7_vector,
       uuid_v7_to_timestamptz('00000000-0000-7000-8000-000000000000') AS v7_first,
       uuid_v7_to_timestamptz('ffffffff-ffff-7fff-bfff-ffffffffffff') AS v7_last,
       uuid_v7_to_timestamptz('017f22e2-79b0-4cc3-98c4-dc0c0c07398f') AS v4_bits;
SELECT count(*) FILTER (WHERE uuid_v7_to_timestamptz(id) <> date_trunc('milliseconds', uuid_timestamp(id))) AS mismatches
  FROM (SELECT uuid_generate_v7() AS id FROM generate_series(1, 1000)) AS s;

-- uuid_v7_text_to_timestamptz (1.2): the same of a UUID given as text, as
-- pg_partman calls its time decoder (the column cast to text), in every
-- form uuid input takes; with uuid_v7_floor as the encoder, the exact start
-- of every month (a partition's lower bound) back.  Both IMMUTABLE, STRICT
-- and parallel safe, as pg_partman's checks of a decoder ask.
SELECT uuid_v7_text_to_timestamptz('017f22e2-79b0-7cc3-98c4-dc0c0c07398f') AS v7_vector,
       uuid_v7_text_to_timestamptz('{017F22E2-79B0-7CC3-98C4-DC0C0C07398F}') AS braces_upper,
       uuid_v7_text_to_timestamptz('017f22e279b07cc398c4dc0c0c07398f') AS no_hyphens,
       uuid_v7_text_to_timestamptz('017f22e2-79b0-4cc3-98c4-dc0c0c07398f') AS v4_bits;
SELECT count(*) FILTER (WHERE uuid_v7_text_to_timestamptz(id::text) IS DISTINCT FROM uuid_v7_to_timestamptz(id)) AS mismatches
  FROM (SELECT uuid_generate_v7() AS id FROM generate_series(1, 1000)) AS s;
SELECT count(*) FILTER (WHERE uuid_v7_text_to_timestamptz(uuid_v7_floor(m)::text) <> m
                           OR uuid_v7_to_timestamptz(uuid_v7_floor(m)) <> m) AS round_trip_mismatches
  FROM generate_series(timestamptz '1970-01-01 00:00+00', '2200-01-01 00:00+00', interval '1 month') AS m;
SELECT p.oid::regprocedure AS function, p.provolatile AS volatility, p.proisstrict AS strict, p.proparallel AS parallel
  FROM pg_proc p
 WHERE p.oid IN ('uuid_v7_text_to_timestamptz(text)'::regprocedure, 'uuid_v7_to_timestamptz(uuid)'::regprocedure)
 ORDER BY p.oid::regprocedure::text COLLATE "C";
SELECT uuid_v7_text_to_timestamptz(NULL) IS NULL AS null_in_null_out;
SELECT * FROM regress.error_of($$SELECT uuid_v7_text_to_timestamptz('017f22e2-79b0-7cc3-98c4')$$);
-- A long value is quoted cut at 64 bytes, as everywhere else (core's uuid
-- input would quote it whole): the message's length, and its end.
SELECT code, length(message) AS message_length, right(message, 8) AS message_end
  FROM regress.error_of($$SELECT uuid_v7_text_to_timestamptz(repeat('z', 100000))$$);  -- 22P02, 105, zzzz..."
SELECT code, message FROM regress.error_of($$SELECT uuid_v7_text_to_timestamptz(repeat('0', 65))$$);

-- uuid_timestamptz_to_v7: the given millisecond, random bits unless zero,
-- in which case uuid_v7_floor's value.
SELECT uuid_timestamptz_to_v7('2022-02-22 19:22:22.123456+00', true) AS zero,
       uuid_timestamptz_to_v7('2022-02-22 19:22:22.123456+00', true) = uuid_v7_floor('2022-02-22 19:22:22.123456+00') AS is_floor;
SELECT uuid_v7_to_timestamptz(uuid_timestamptz_to_v7('2022-02-22 19:22:22.123456+00')) AS ms,
       uuid_version(uuid_timestamptz_to_v7('2022-02-22 19:22:22.123456+00')) AS version;
SELECT count(DISTINCT uuid_timestamptz_to_v7('2022-02-22 19:22:22+00')) AS distinct_ids,
       count(DISTINCT uuid_timestamptz_to_v7('2022-02-22 19:22:22+00', false)) AS distinct_ids_false
  FROM generate_series(1, 1000);
SELECT * FROM regress.error_of($$SELECT uuid_timestamptz_to_v7('1969-12-31 23:59:59+00')$$);
SELECT * FROM regress.error_of($$SELECT uuid_timestamptz_to_v7('infinity', true)$$);

-- uuid_v7_to_timestamp and uuid_timestamp_to_v7 (pg_uuidv7 1.6): the same
-- with a timestamp without time zone read as UTC, whatever the session's
-- time zone (pg_uuidv7's own vector: 018570bb4a7d ms is 2023-01-02
-- 04:26:40.637 UTC).
SET timezone = 'America/New_York';
SELECT uuid_v7_to_timestamp('018570bb-4a7d-7000-8000-000000000000') AS pg_uuidv7_vector,
       uuid_v7_to_timestamp('017f22e2-79b0-7cc3-98c4-dc0c0c07398f') AS v7_vector;
SELECT uuid_timestamp_to_v7('2023-01-02 04:26:40.637', true) AS zero,
       uuid_timestamp_to_v7('2023-01-02 04:26:40.637') > '018570bb-4a7d-7000-8000-000000000000' AS above_zero,
       uuid_version(uuid_timestamp_to_v7('2023-01-02 04:26:40.637')) AS version;
SELECT count(*) FILTER (WHERE uuid_v7_to_timestamp(id) <> uuid_v7_to_timestamptz(id) AT TIME ZONE 'UTC'
                           OR uuid_v7_to_timestamp(uuid_timestamp_to_v7(ts)) <> date_trunc('milliseconds', ts)) AS mismatches,
       count(DISTINCT uuid_timestamp_to_v7(ts)) AS distinct_ids
  FROM (SELECT uuid_generate_v7() AS id, localtimestamp - i * interval '1 day 1.001 s' AS ts
          FROM generate_series(1, 1000) AS i) AS s;
SELECT code FROM regress.error_of($$SELECT uuid_timestamp_to_v7('1969-12-31 23:59:59.999')$$);  -- 22008
SELECT code FROM regress.error_of($$SELECT uuid_timestamp_to_v7('infinity', true)$$);  -- 22008
SELECT uuid_timestamp_to_v7('1970-01-01 00:00:00', true) AS first_ms;
SET timezone = 'UTC';

-- NULL in, NULL out.
SELECT uuid_v1_to_v6(NULL) IS NULL, uuid_v6_to_v1(NULL) IS NULL, uuid_v7_to_timestamptz(NULL) IS NULL,
       uuid_timestamptz_to_v7(NULL) IS NULL, uuid_timestamptz_to_v7(now(), NULL) IS NULL,
       uuid_v7_to_timestamp(NULL) IS NULL, uuid_timestamp_to_v7(NULL) IS NULL,
       uuid_timestamp_to_v7(localtimestamp, NULL) IS NULL;
