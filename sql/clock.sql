--
-- The clock: frozen, stepped backwards and forwards through the hidden test
-- setting, and a sub-millisecond counter overflowing into the next
-- millisecond.  Values stay strictly increasing throughout.
--
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
