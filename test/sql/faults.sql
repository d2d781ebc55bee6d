--
-- Clock faults for every time-based generator at once: versions 1, 1mc, 6,
-- 7 and sequential UUIDv9 read one clock, so each row below calls all five,
-- in that order.  Through the hidden test setting the clock stands still for
-- 100,000 rows, steps back an hour, steps forward, runs its counter into the
-- next millisecond, and steps back four years from the future; on the real
-- clock, tight loops try to run versions 1 and 6 ahead of it.  Throughout,
-- each generator's values stay unique and strictly increasing, and their
-- embedded time stays where the guarantees of docs/layouts.md put it.
--
SET timezone = 'UTC';

-- usec(ts): a timestamptz as the test clock's microseconds since 1970.
CREATE FUNCTION pg_temp.usec(ts timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT (extract(epoch FROM ts) * 1000000)::bigint::text $$;
-- v9_time(id): the millisecond of a sequential UUIDv9 without prefix.
CREATE FUNCTION pg_temp.v9_time(id uuid) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$
	SELECT to_timestamp(('x' || lpad(left(replace(id::text, '-', ''), 11), 16, '0'))::bit(64)::bigint / 1000.0)
$$;
-- v1_order(id): version 1 in time order (its fields reordered as version 6).
CREATE FUNCTION pg_temp.v1_order(id uuid) RETURNS uuid
LANGUAGE sql IMMUTABLE AS $$ SELECT uuid_v1_to_v6(id) $$;

CREATE TEMP SEQUENCE seq;
CREATE TEMP TABLE ids (n bigint PRIMARY KEY, step text,
                       v1 uuid, v1mc uuid, v6 uuid, v7 uuid, v9 uuid);
-- gen(step, rows): that many rows of the five generators, in call order.
CREATE FUNCTION pg_temp.gen(step text, nrows int) RETURNS void
LANGUAGE sql AS $$
	INSERT INTO ids
	SELECT nextval('seq'), step, uuid_generate_v1(), uuid_generate_v1mc(), uuid_generate_v6(),
	       uuid_generate_v7(), uuid_generate_v9()
	  FROM generate_series(1, nrows)
$$;

-- Frozen for 100,000 rows (500,000 calls), the session's first values: the
-- first call gets the frozen instant, and every later one the previous
-- instant plus one unit of its generator (100 ns for versions 1 and 6, 1 ns
-- for 7 and 9), so each row is 300 ns later than the one before: time
-- advances, nothing repeats or wraps.  Row 100,000's version 6 is 29,999,900
-- ns after the frozen instant (uuid_timestamp truncates to 29.999 ms), its
-- version 7 one nanosecond later, in millisecond 29.
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2022-02-22 19:22:22+00'), false) IS NOT NULL AS frozen;
SELECT pg_temp.gen('frozen', 100000);
SELECT min(uuid_timestamp(v1)) AS first_v1,
       max(uuid_timestamp(v6)) - '2022-02-22 19:22:22+00' AS last_v6_ahead,
       max(uuid_timestamp(v7)) - '2022-02-22 19:22:22+00' AS last_v7_ahead,
       max(pg_temp.v9_time(v9)) - '2022-02-22 19:22:22+00' AS last_v9_ahead
  FROM ids WHERE step = 'frozen';

-- One hour back: every generator continues from the last instant handed
-- out, one unit a call.
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2022-02-22 18:22:22+00'), false) IS NOT NULL AS back;
SELECT pg_temp.gen('back', 1000);
SELECT min(uuid_timestamp(v1)) - '2022-02-22 19:22:22+00' AS first_v1_ahead,
       max(uuid_timestamp(v6)) - '2022-02-22 19:22:22+00' AS last_v6_ahead
  FROM ids WHERE step = 'back';

-- Two hours forward (one past the frozen instant): the clock follows at once.
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2022-02-22 20:22:22+00'), false) IS NOT NULL AS forward;
SELECT pg_temp.gen('forward', 1000);
SELECT min(uuid_timestamp(v1)) AS first_v1, min(uuid_timestamp(v7)) AS first_v7,
       min(pg_temp.v9_time(v9)) AS first_v9
  FROM ids WHERE step = 'forward';

-- Frozen 1 us before a millisecond ends: after three rows (900 ns) the
-- sub-millisecond counter of versions 7 and 9 is used up, and their time
-- moves to the next millisecond instead of wrapping.
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2022-02-22 21:00:00.999999+00'), false) IS NOT NULL AS edge;
SELECT pg_temp.gen('rollover', 10);
SELECT uuid_timestamp(v7) AS v7_ms, pg_temp.v9_time(v9) AS v9_ms, count(*)
  FROM ids WHERE step = 'rollover' GROUP BY 1, 2 ORDER BY 1;

-- The real clock again (a step forward of four years).  Tight loops of
-- version 1 and of version 6, 1,000,000 calls each, ask for values faster
-- than one per 100 ns tick on a fast machine: the last value is then at
-- most 1 ms ahead of the clock read right after it (the clock waits rather
-- than run further ahead), and never behind it by more than the time the
-- statement took.  Version 7 is never ahead.
RESET uuid9562.test_clock;
SELECT pg_temp.gen('real', 1000);
SELECT count(*) FILTER (WHERE uuid_timestamp(v7) > now() - interval '1 hour') AS recent FROM ids WHERE step = 'real';
SELECT clock_timestamp() AS loop_start \gset
SELECT uuid_timestamp(id) - clock_timestamp() <= interval '1 ms' AS v1_not_ahead,
       uuid_timestamp(id) >= :'loop_start'::timestamptz AS v1_not_behind
  FROM (SELECT uuid_generate_v1() AS id FROM generate_series(1, 1000000) OFFSET 999999) AS s;
SELECT uuid_timestamp(id) - clock_timestamp() <= interval '1 ms' AS v6_not_ahead
  FROM (SELECT uuid_generate_v6() AS id FROM generate_series(1, 1000000) OFFSET 999999) AS s;
SELECT uuid_timestamp(id) <= clock_timestamp() AS v7_not_ahead
  FROM (SELECT uuid_generate_v7() AS id FROM generate_series(1, 1000000) OFFSET 999999) AS s;

-- From the year 2030 back to the real clock, a step back of years: no
-- generator waits for the clock to catch up; each continues from 2030, one
-- unit a call (100,010 rows: 30 ms).
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2030-01-01 00:00:00+00'), false) IS NOT NULL AS future;
SELECT pg_temp.gen('future', 10);
RESET uuid9562.test_clock;
SELECT pg_temp.gen('back from the future', 100000);
SELECT min(uuid_timestamp(v1)) > '2030-01-01 00:00:00+00' AS after_2030,
       max(uuid_timestamp(v6)) - '2030-01-01 00:00:00+00' AS last_v6_ahead,
       max(uuid_timestamp(v7)) - '2030-01-01 00:00:00+00' AS last_v7_ahead
  FROM ids WHERE step = 'back from the future';

-- Across every step: each generator's values are unique, of their version,
-- and strictly increasing in call order (versions 1 and 1mc in time order,
-- the others in the native order).
SELECT count(*) AS rows,
       count(DISTINCT v1) AS v1, count(DISTINCT v1mc) AS v1mc, count(DISTINCT v6) AS v6,
       count(DISTINCT v7) AS v7, count(DISTINCT v9) AS v9,
       count(*) FILTER (WHERE uuid_version(v1) <> 1 OR uuid_version(v1mc) <> 1 OR uuid_version(v6) <> 6
                        OR uuid_version(v7) <> 7) AS bad_versions
  FROM ids;
SELECT count(*) FILTER (WHERE pg_temp.v1_order(v1) <= pg_temp.v1_order(p1)) AS v1_not_increasing,
       count(*) FILTER (WHERE pg_temp.v1_order(v1mc) <= pg_temp.v1_order(p1mc)) AS v1mc_not_increasing,
       count(*) FILTER (WHERE v6 <= p6) AS v6_not_increasing,
       count(*) FILTER (WHERE v7 <= p7) AS v7_not_increasing,
       count(*) FILTER (WHERE v9 <= p9) AS v9_not_increasing
  FROM (SELECT v1, v1mc, v6, v7, v9,
               lag(v1) OVER w AS p1, lag(v1mc) OVER w AS p1mc, lag(v6) OVER w AS p6,
               lag(v7) OVER w AS p7, lag(v9) OVER w AS p9
          FROM ids WINDOW w AS (ORDER BY n)) AS s;
-- Jointly: within a row, versions 1, 1mc and 6 are strictly later in time
-- than each other, in call order.
SELECT count(*) FILTER (WHERE NOT (pg_temp.v1_order(v1) < uuid_v1_to_v6(v1mc)
                                   AND substr(uuid_send(uuid_v1_to_v6(v1mc)), 1, 8) < substr(uuid_send(v6), 1, 8)))
       AS not_joint
  FROM ids;
