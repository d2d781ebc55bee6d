--
-- The clock: frozen, stepped backwards and forwards through the hidden test
-- setting, and a sub-millisecond counter overflowing into the next
-- millisecond.  Values stay strictly increasing throughout.
--
\i test/sql/include/error_of.sql
SET timezone = 'UTC';

-- usec(ts): a timestamptz as the test clock's microseconds since 1970.
CREATE FUNCTION pg_temp.usec(ts timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT (extract(epoch FROM ts) * 1000000)::bigint::text $$;

CREATE TEMP SEQUENCE seq;
CREATE TEMP TABLE ids (n bigint PRIMARY KEY, step text, id uuid);

-- Frozen at the RFC 9562 vector's instant: the first value has its
-- millisecond and a zero fraction, and 100,000 calls stay in that millisecond.
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2022-02-22 19:22:22+00'), false) IS NOT NULL AS frozen;
SELECT left(uuid_generate_v7()::text, 21);  -- 017f22e2-79b0-7000-80
INSERT INTO ids SELECT nextval('seq'), 'frozen', uuid_generate_v7() FROM generate_series(1, 100000);
SELECT count(DISTINCT uuid_timestamp(id)) AS millis, min(uuid_timestamp(id)) FROM ids WHERE step = 'frozen';

-- One hour back: the clock holds at the last instant handed out.
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2022-02-22 18:22:22+00'), false) IS NOT NULL AS back;
INSERT INTO ids SELECT nextval('seq'), 'back', uuid_generate_v7() FROM generate_series(1, 1000);
SELECT count(DISTINCT uuid_timestamp(id)) AS millis, min(uuid_timestamp(id)) FROM ids WHERE step = 'back';

-- One hour forward: the clock follows at once.
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2022-02-22 20:22:22+00'), false) IS NOT NULL AS forward;
INSERT INTO ids SELECT nextval('seq'), 'forward', uuid_generate_v7() FROM generate_series(1, 1000);
SELECT count(DISTINCT uuid_timestamp(id)) AS millis, min(uuid_timestamp(id)) FROM ids WHERE step = 'forward';

-- Frozen 1 microsecond before a millisecond ends: the 1 ns steps of the
-- fraction run out after 1000 calls and time advances to the next
-- millisecond rather than wrapping.
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2022-02-22 21:00:00.999999+00'), false) IS NOT NULL AS edge;
INSERT INTO ids SELECT nextval('seq'), 'overflow', uuid_generate_v7() FROM generate_series(1, 1500);
SELECT uuid_timestamp(id), count(*) FROM ids WHERE step = 'overflow' GROUP BY 1 ORDER BY 1;

-- Back to the system clock.
RESET uuid9562.test_clock;
INSERT INTO ids SELECT nextval('seq'), 'real', uuid_generate_v7() FROM generate_series(1, 1000);
SELECT count(*) FILTER (WHERE uuid_timestamp(id) > now() - interval '1 hour') AS recent FROM ids WHERE step = 'real';

-- Across every step: unique and strictly increasing.
SELECT count(*) AS ids, count(DISTINCT id) AS distinct_ids FROM ids;
SELECT count(*) FILTER (WHERE id <= prev) AS not_increasing
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS prev FROM ids) AS s;

-- A shifted version 7 (a new backend, its clock at 2024-01-30 23:00 UTC,
-- then two hours later): a fixed shift keeps the order of the calls, a
-- calendar one need not (both instants land on February 29, the later call
-- at an earlier hour), as with timestamptz + interval.
\c
SET timezone = 'UTC';
SET uuid9562.test_clock = '1706655600000000';  -- 2024-01-30 23:00:00 UTC
SELECT uuid_generate_v7('1 hour') AS h1, uuid_generate_v7('1 month') AS m1 \gset
SET uuid9562.test_clock = '1706662800000000';  -- 2024-01-31 01:00:00 UTC
SELECT uuid_generate_v7('1 hour') AS h2, uuid_generate_v7('1 month') AS m2 \gset
SELECT uuid_timestamp(:'h1') AS hour_first, uuid_timestamp(:'h2') AS hour_second, :'h1'::uuid < :'h2'::uuid AS hour_ordered,
       uuid_timestamp(:'m1') AS month_first, uuid_timestamp(:'m2') AS month_second, :'m1'::uuid < :'m2'::uuid AS month_ordered;  -- t, f

-- The test clock's range, both ends, in a new backend (whose clock has
-- handed out nothing yet): from 0 (1970-01-01) to 9223372036854775 us, the
-- last microsecond whose nanoseconds fit 63 bits (2262-04-11
-- 23:47:16.854775 UTC).  Frozen there, every generator reads that instant
-- and steps past it without wrapping; one microsecond more is refused
-- (22023), as is the year 2286 that once wrapped to the system clock.
\c
SET timezone = 'UTC';
SET uuid9562.test_clock = '0';
SELECT left(uuid_generate_v7()::text, 21) AS v7_at_zero, uuid_timestamp(uuid_generate_v1()) AS v1_at_zero;  -- 00000000-0000-7000-80
SET uuid9562.test_clock = '9223372036854775';
CREATE TEMP TABLE top (n int PRIMARY KEY, v7 uuid, v6 uuid);
INSERT INTO top SELECT g, uuid_generate_v7(), uuid_generate_v6() FROM generate_series(1, 2000) AS g;
SELECT min(uuid_timestamp(v7)) AS v7_first, max(uuid_timestamp(v7)) AS v7_last,
       min(uuid_timestamp(v6)) AS v6_first, max(uuid_timestamp(v6)) AS v6_last FROM top;
SELECT count(*) FILTER (WHERE v7 <= prev_v7 OR v6 <= prev_v6) AS not_increasing
  FROM (SELECT v7, v6, lag(v7) OVER (ORDER BY n) AS prev_v7, lag(v6) OVER (ORDER BY n) AS prev_v6 FROM top) AS s;
SELECT * FROM regress.error_of($$SET uuid9562.test_clock = '9223372036854776'$$);
SELECT * FROM regress.error_of($$SET uuid9562.test_clock = '10000000000000000'$$);
SELECT current_setting('uuid9562.test_clock') AS still;  -- 9223372036854775
RESET uuid9562.test_clock;
