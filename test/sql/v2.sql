--
-- UUID version 2 (DCE 1.1 security): domain and local id in place of time
-- bits, read back; no timestamp; errors.
--
\i test/sql/include/error_of.sql
SET timezone = 'UTC';

-- usec(ts): a timestamptz as the test clock's microseconds since 1970.
CREATE FUNCTION pg_temp.usec(ts timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT (extract(epoch FROM ts) * 1000000)::bigint::text $$;

-- Frozen at the RFC 9562 vector's instant: time_mid and time_hi of the
-- version 1 vector, the local id in place of time_low, the domain in octet 9.
SELECT set_config('uuid9562.test_clock', pg_temp.usec('2022-02-22 19:22:22+00'), false) IS NOT NULL AS frozen;
SELECT left(id::text, 18) AS fields, right(left(id::text, 23), 2) AS domain_octet,
       uuid_version(id), uuid_variant(id), uuid_v2_local_id(id), uuid_v2_domain(id), uuid_timestamp(id)
  FROM (SELECT uuid_generate_v2('group', 1000) AS id) AS s;  -- 000003e8-9414-21ec, 01
RESET uuid9562.test_clock;

-- Domains by name (any case) or number, and local ids across the range.
SELECT d AS domain, uuid_v2_domain(uuid_generate_v2(d, 0))
  FROM unnest(ARRAY['person', 'group', 'org', 'PERSON', 'Org', '0', '1', '2', '3', '42', '255', '007']) AS d;
SELECT l AS local_id, uuid_v2_local_id(uuid_generate_v2('person', l))
  FROM unnest(ARRAY[0, 1, 1000, 2147483648, 4294967295]) AS l;

-- 100,000 values with distinct local ids: distinct, version 2 of the RFC
-- variant, each reading back its own domain and local id, and one clock
-- sequence's upper bits and one node with the multicast bit set.
CREATE TEMP TABLE v2 AS
SELECT i, uuid_generate_v2((i % 256)::text, i::bigint * 42949) AS id FROM generate_series(1, 100000) AS i;
SELECT count(DISTINCT id) AS distinct_ids,
       count(*) FILTER (WHERE uuid_version(id) <> 2 OR uuid_variant(id) <> 'rfc9562') AS bad_bits,
       count(*) FILTER (WHERE uuid_v2_local_id(id) <> i::bigint * 42949
                           OR uuid_v2_domain(id) <> CASE i % 256 WHEN 0 THEN 'person' WHEN 1 THEN 'group'
                                                                 WHEN 2 THEN 'org' ELSE (i % 256)::text END) AS bad_readback,
       count(DISTINCT get_byte(uuid_send(id), 8)) AS clock_seq_hi,
       count(DISTINCT substr(uuid_send(id), 11, 6)) AS nodes,
       count(*) FILTER (WHERE get_byte(uuid_send(id), 10) & 1 <> 1) AS not_multicast,
       count(*) FILTER (WHERE uuid_timestamp(id) IS NOT NULL) AS with_timestamp
  FROM v2;

-- The same domain and local id share the clock with version 1: the kept
-- upper time bits never decrease.
SELECT count(*) FILTER (WHERE t < prev) AS decreasing
  FROM (SELECT i, t, lag(t) OVER (ORDER BY i) AS prev
          FROM (SELECT i, substr(uuid_send(uuid_generate_v2('person', 501)), 5, 4) AS t
                  FROM generate_series(1, 1000) AS i) AS g) AS s;

-- Readers: NULL for every other version.
SELECT uuid_v2_local_id('c232ab00-9414-11ec-b3c8-9e6bdeced846') IS NULL AS v1_local_id,
       uuid_v2_domain('919108f7-52d1-4320-9bac-f847db4148a8') IS NULL AS v4_domain,
       uuid_v2_domain('000003e8-9414-21ec-b2ff-9e6bdeced846') AS domain_255,
       uuid_v2_local_id('ffffffff-9414-21ec-b200-9e6bdeced846') AS local_id_max,
       uuid_v2_local_id('ffffffff-ffff-2fff-ffff-ffffffffffff') IS NULL AS future_variant;

-- Bad input: SQLSTATE 22023 for a domain, 22003 for a local id.
SELECT * FROM regress.error_of($$SELECT uuid_generate_v2('people', 1)$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v2('256', 1)$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v2('-1', 1)$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v2('', 1)$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v2(' 1', 1)$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v2('99999999999999999999', 1)$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v2('org', -1)$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v2('org', 4294967296)$$);
-- A long domain is quoted cut at 64 bytes of whole characters, then "...":
-- 100,000 characters would otherwise fill the message and the server log.
SELECT * FROM regress.error_of($$SELECT uuid_generate_v2(repeat('x', 100000), 1)$$);

-- NULL in, NULL out.
SELECT uuid_generate_v2(NULL, 1) IS NULL, uuid_generate_v2('org', NULL) IS NULL,
       uuid_v2_local_id(NULL) IS NULL, uuid_v2_domain(NULL) IS NULL;
