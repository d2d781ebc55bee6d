--
-- UUID version 4: uniqueness, version and variant bits, randomness.
--
CREATE TEMP TABLE v4 AS SELECT uuid_generate_v4() AS id FROM generate_series(1, 100000);
SELECT count(DISTINCT id) AS distinct_ids,
       count(*) FILTER (WHERE uuid_version(id) <> 4 OR uuid_variant(id) <> 'rfc9562') AS bad_bits,
       count(*) FILTER (WHERE uuid_timestamp(id) IS NOT NULL) AS with_time
  FROM v4;

-- Each of the 122 random bits is set in about half of the values (the 6
-- version and variant bits, 52-55 and 70-71 in get_bit numbering, are fixed).
SELECT count(*) AS unbalanced_bits
  FROM generate_series(0, 127) AS b,
       LATERAL (SELECT count(*) FILTER (WHERE get_bit(uuid_send(id), b) = 1) AS ones FROM v4) AS c
 WHERE b NOT BETWEEN 52 AND 55 AND b NOT IN (70, 71) AND ones NOT BETWEEN 48000 AND 52000;

-- Nil and max (RFC 9562 sections 5.9 and 5.10).
SELECT uuid_nil(), uuid_max();
SELECT uuid_nil() < uuid_generate_v4() AND uuid_generate_v4() < uuid_max() AS between_nil_and_max;  -- t
