--
-- UUIDv9 generation: the layout of every option combination against an
-- independent SQL rendering of the format, uniqueness and order of
-- sequential ids (real, frozen and rolling clock, interleaved prefixes),
-- uuid_generate_v9_at, errors and NULLs.
--
\i test/sql/include/error_of.sql
SET timezone = 'UTC';

-- usec(ts): a timestamptz as the test clock's microseconds since 1970.
CREATE FUNCTION pg_temp.usec(ts timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT (extract(epoch FROM ts) * 1000000)::bigint::text $$;

-- pattern(...): the format from the issue's text, as 32 chars: known digits,
-- '.' for a random digit, 'v' for the legacy 17th digit 8-b, 'cc' for the
-- checksum.  prefix, time and counter digits come first; then the 13th
-- (and 17th) digit marks are inserted, shifting the rest.
CREATE FUNCTION pg_temp.pattern(prefix text, time_hex text, counter_hex text,
	checksum bool, version bool, legacy bool) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
SELECT CASE WHEN checksum THEN left(j, 30) || 'cc' ELSE left(j, 32) END
  FROM (SELECT CASE
			WHEN legacy THEN left(b, 12) || CASE WHEN time_hex <> '' THEN '1' ELSE '4' END
			                 || substr(b, 13, 3) || CASE WHEN time_hex <> '' THEN '8' ELSE 'v' END || substr(b, 16)
			WHEN version THEN left(b, 12) || '9' || substr(b, 13)
			ELSE b END AS j
		  FROM (SELECT rpad(lower(prefix) || time_hex || counter_hex, 32, '.') AS b) AS s) AS t
$$;

-- fits(id, pattern): whether the 32 digits of id have the pattern's shape.
CREATE FUNCTION pg_temp.fits(id uuid, pattern text) RETURNS bool
LANGUAGE sql IMMUTABLE AS $$
SELECT replace(id::text, '-', '') ~ ('^' || replace(replace(pattern, 'v', '[89ab]'), 'c', '.') || '$')
$$;

-- hex(n): n in lowercase hex, as the references print the time.
CREATE FUNCTION pg_temp.hex(n bigint) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT to_hex(n) $$;

-- The millisecond 1700000000000 (2023-11-14 22:13:20 UTC) is 18bcfe56800.
SELECT pg_temp.hex(1700000000000) AS ms, pg_temp.hex(0) AS zero;

-- Every option combination, with three prefixes, the clock frozen at that
-- millisecond: the k-th sequential call of the session (k from 0) holds the
-- counter floor(k * 2^20 / 10^6) as 5 digits (the clock steps 1 ns a call).
SELECT set_config('uuid9562.test_clock', '1700000000000000', false) IS NOT NULL AS frozen;
CREATE TEMP TABLE combos AS
SELECT row_number() OVER (ORDER BY p.n, ts DESC, cs, ver, leg) AS n, p.prefix, ts, cs, ver, leg
  FROM (VALUES (1, ''), (2, '0F'), (3, 'A1b2C3d4')) AS p(n, prefix),
       (VALUES (true), (false)) AS a(ts), (VALUES (false), (true)) AS b(cs),
       (VALUES (false), (true)) AS c(ver), (VALUES (false), (true)) AS d(leg);
CREATE TEMP TABLE gen (n bigint PRIMARY KEY, id uuid);
DO $$
DECLARE
	c record;
BEGIN
	FOR c IN SELECT * FROM combos ORDER BY n LOOP
		INSERT INTO gen VALUES (c.n, uuid_generate_v9(c.prefix, c.ts, c.cs, c.ver, c.leg));
	END LOOP;
END
$$;
CREATE TEMP TABLE expect AS
SELECT n, prefix, ts, cs, ver, leg, id,
       pg_temp.pattern(prefix, CASE WHEN ts THEN pg_temp.hex(1700000000000) ELSE '' END,
                       CASE WHEN ts THEN lpad(pg_temp.hex(((row_number() OVER (PARTITION BY ts ORDER BY n) - 1) << 20) / 1000000), 5, '0') ELSE '' END,
                       cs, ver, leg) AS pattern
  FROM combos JOIN gen USING (n);
SELECT n, prefix, ts, cs, ver, leg, pattern,
       pg_temp.fits(id, pattern) AS fits,
       CASE WHEN cs THEN uuid_v9_checksum(id) END AS checksum_ok,
       uuid_v9_is_valid(id::text, cs, ver OR leg) AS valid,
       CASE WHEN leg THEN uuid_version(id) END AS rfc_version,
       length(replace(id::text, '-', '')) AS digits
  FROM expect ORDER BY n;

-- The random digits are random: 500 ids of each option combination without
-- prefix and time are distinct, their first digit takes all 16 values, and
-- the 17th digit of legacy ones all four of 8-b.
CREATE TEMP TABLE rnd AS
SELECT leg, uuid_generate_v9('', false, cs, ver, leg) AS id
  FROM combos, generate_series(1, 500) AS g WHERE NOT ts AND prefix = '';
SELECT count(*) AS ids, count(DISTINCT id) AS distinct_ids,
       count(DISTINCT left(id::text, 1)) AS first_digit_values,
       count(DISTINCT substr(id::text, 20, 1)) FILTER (WHERE leg) AS legacy_17th_values
  FROM rnd;

-- 100,000 sequential ids of the real clock: distinct, strictly increasing,
-- their time digits within 1 ms of the real clock read around the call.
RESET uuid9562.test_clock;
CREATE TEMP TABLE seq AS
SELECT i, clock_timestamp() AS before, uuid_generate_v9() AS id, clock_timestamp() AS after
  FROM generate_series(1, 100000) AS i;
SELECT count(DISTINCT id) AS distinct_ids,
       count(*) FILTER (WHERE NOT (to_timestamp(('x' || lpad(left(replace(id::text, '-', ''), 11), 16, '0'))::bit(64)::bigint / 1000.0)
                                   BETWEEN before - interval '1 ms' AND after)) AS off_clock
  FROM seq;
SELECT count(*) FILTER (WHERE id <= prev) AS not_increasing
  FROM (SELECT id, lag(id) OVER (ORDER BY i) AS prev FROM seq) AS s;

-- 100,000 with the clock frozen: still distinct and strictly increasing,
-- the counter carrying the order within the millisecond.
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2030-01-01 00:00:00+00'), false) IS NOT NULL AS frozen;
CREATE TEMP TABLE frozen AS
SELECT i, uuid_generate_v9('a1b2c3d4', true, true) AS id FROM generate_series(1, 100000) AS i;
SELECT count(DISTINCT id) AS distinct_ids, count(*) FILTER (WHERE NOT uuid_v9_checksum(id)) AS bad_checksum,
       count(DISTINCT left(id::text, 22)) AS millis
  FROM frozen;
SELECT count(*) FILTER (WHERE id <= prev) AS not_increasing
  FROM (SELECT id, lag(id) OVER (ORDER BY i) AS prev FROM frozen) AS s;

-- Interleaved prefixes and options, the clock frozen 1 us before the end of
-- a millisecond so that it rolls over: each kind stays strictly increasing,
-- also the worst case of an 8-digit prefix, legacy and checksum, whose time
-- digits the 13th and 17th digits split.
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2030-01-01 00:00:00.999999+00'), false) IS NOT NULL AS edge;
CREATE TEMP TABLE mixed AS
SELECT i, k, CASE k WHEN 0 THEN uuid_generate_v9('a1')
                    WHEN 1 THEN uuid_generate_v9('b2', true, true, true)
                    WHEN 2 THEN uuid_generate_v9('A1B2C3D4', true, true, false, true)
                    ELSE uuid_generate_v9('a1b2c3d4', true, false, true) END AS id
  FROM generate_series(1, 20000) AS i, LATERAL (SELECT i % 4 AS k) AS s;
SELECT k, count(DISTINCT id) AS distinct_ids,
       count(*) FILTER (WHERE id <= prev) AS not_increasing
  FROM (SELECT k, id, lag(id) OVER (PARTITION BY k ORDER BY i) AS prev FROM mixed) AS s
 GROUP BY k ORDER BY k;
-- The worst case's 11 time digits are digits 9-12, 14-16 and 18-21.
SELECT substr(id::text, 15, 1) AS d13, substr(id::text, 20, 1) AS d17, uuid_version(id) AS rfc_version,
       bool_and(uuid_v9_checksum(id)) AS checksums, count(*),
       min(d), max(d), pg_temp.hex(1893456000999) AS first_ms
  FROM (SELECT id, substr(t, 9, 4) || substr(t, 14, 3) || substr(t, 18, 4) AS d
          FROM (SELECT id, replace(id::text, '-', '') AS t FROM mixed WHERE k = 2) AS s) AS s
 GROUP BY 1, 2, 3;
RESET uuid9562.test_clock;

-- uuid_generate_v9_at: the given millisecond (truncated), everything after
-- it random; from 1970 to the last timestamptz, whose 14 time digits still
-- fit with an 8-digit prefix, checksum and legacy digits.
SELECT ts, pg_temp.hex(ms) AS time_hex, pattern,
       pg_temp.fits(uuid_generate_v9_at(prefix, ts, cs, ver, leg), pattern) AS fits
  FROM (VALUES ('', '2023-11-14 22:13:20.123999+00'::timestamptz, 1700000000123, false, false, false),
               ('a1b2c3d4', '2023-11-14 22:13:20.123+00', 1700000000123, true, true, false),
               ('a1b2c3d4', '2023-11-14 22:13:20.123456+00', 1700000000123, true, false, true),
               ('0', '1970-01-01 00:00:00+00', 0, false, false, false),
               ('1', '1970-01-01 00:00:00.001+00', 1, false, true, false),
               ('ffffffff', '294276-12-31 23:59:59.999999+00', 9224318015999999, true, true, true)) AS v(prefix, ts, ms, cs, ver, leg),
       LATERAL (SELECT pg_temp.pattern(prefix, pg_temp.hex(ms), '', cs, ver, leg) AS pattern) AS p;
SELECT count(DISTINCT uuid_generate_v9_at('a1b2c3d4', '2023-11-14 22:13:20+00', true, false, true)) FROM generate_series(1, 1000);  -- 1000
-- Same prefix and options: in time order from one millisecond to the next,
-- legacy included (its 17th digit is 8 whenever there is a time).
SELECT bool_and(uuid_generate_v9_at('a1b2c3d4', t, true, false, true)
              < uuid_generate_v9_at('a1b2c3d4', t + interval '1 ms', true, false, true)) AS legacy_ordered,
       bool_and(uuid_generate_v9_at('a1', t, false, true)
              < uuid_generate_v9_at('a1', t + interval '1 ms', false, true)) AS version_ordered
  FROM generate_series('2023-11-14 22:13:20+00'::timestamptz, '2023-11-14 22:13:21+00', interval '1 ms') AS t;

-- Errors: bad prefixes (22023, named), times before 1970 or infinite (22008).
SELECT * FROM regress.error_of($$SELECT uuid_generate_v9('a1b2c3d4e')$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v9('xyz')$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v9('a1 b2')$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v9('ab-cd', false)$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v9_at('0x12', '2023-11-14+00')$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v9_at('123456789', '2023-11-14+00')$$);
-- A prefix is quoted whole up to 64 bytes, and cut there, then "...", when
-- longer (100,000 characters would otherwise fill the message and the log).
SELECT * FROM regress.error_of($$SELECT uuid_generate_v9(repeat('abcdefgh', 8))$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v9(repeat('abcdefgh', 8) || 'i')$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v9_at(repeat('a', 100000), '2023-11-14+00')$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v9_at('a1', '1969-12-31 23:59:59.999+00')$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v9_at('a1', 'infinity')$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v9_at('a1', '-infinity')$$);

-- NULL in, NULL out.
SELECT uuid_generate_v9(NULL) IS NULL AS prefix, uuid_generate_v9('', NULL) IS NULL AS "timestamp",
       uuid_generate_v9('', true, NULL) IS NULL AS checksum, uuid_generate_v9('', true, false, NULL) IS NULL AS version,
       uuid_generate_v9('', true, false, false, NULL) IS NULL AS legacy;
SELECT uuid_generate_v9_at(NULL, now()) IS NULL AS prefix, uuid_generate_v9_at('', NULL) IS NULL AS ts,
       uuid_generate_v9_at('', now(), NULL) IS NULL AS checksum, uuid_generate_v9_at('', now(), false, NULL) IS NULL AS version,
       uuid_generate_v9_at('', now(), false, false, NULL) IS NULL AS legacy;

-- The example of docs/uuidv9.md.
CREATE TEMP TABLE orders (id uuid PRIMARY KEY DEFAULT uuid_generate_v9('a1b2c3d4'), n int);
INSERT INTO orders (n) SELECT generate_series(1, 1000);
SELECT count(*) FILTER (WHERE left(id::text, 8) = 'a1b2c3d4') AS prefixed,
       count(*) FILTER (WHERE id <= prev) AS not_increasing
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS prev FROM orders) AS s;
