--
-- UUID version 8: the caller's 16 bytes, and name-based version 8 with
-- SHA-2 (RFC 9562 section 6.5 and Appendix B.2), with and without a hash
-- space; errors and NULL behaviour.
--
\i test/sql/include/error_of.sql

-- uuid_generate_v8: the data kept, version and variant bits overwritten.
SELECT uuid_generate_v8('\x00000000000000000000000000000000') AS zeros,
       uuid_generate_v8('\xffffffffffffffffffffffffffffffff') AS ones,
       uuid_generate_v8('\x0123456789abcdef0123456789abcdef') AS mixed;
SELECT count(DISTINCT uuid_generate_v8(uuid_send(gen_random_uuid()))) AS distinct_ids,
       count(*) FILTER (WHERE uuid_version(uuid_generate_v8(uuid_send(gen_random_uuid()))) <> 8) AS bad_version
  FROM generate_series(1, 100000);

-- RFC 9562 Appendix B.2 vector (SHA-256, DNS namespace, www.example.com),
-- and the draft hash-space scheme's vector.
SELECT uuid_generate_v8_name(uuid_ns_dns(), 'www.example.com');  -- 5c146b14-3c52-8afd-938a-375d0df1fbf6
SELECT uuid_generate_v8_name(uuid_ns_dns(), 'www.example.com', 'sha256',
                             '3fb32780-953c-4464-9cfd-e85dbbe9843d');  -- 401835fd-a627-870a-873f-ed73f2bc5b2c
SELECT uuid_generate_v8_name(uuid_ns_dns(), 'www.example.com', 'SHA256') AS upper_case,
       uuid_generate_v8_name(uuid_ns_dns(), 'www.example.com', 'sha256', NULL) AS null_hashspace;

-- Every algorithm: distinct values of version 8, deterministic.
SELECT a AS algorithm, uuid_generate_v8_name(uuid_ns_dns(), 'www.example.com', a)
  FROM unnest(ARRAY['sha224', 'sha256', 'sha384', 'sha512']) AS a;
SELECT a AS algorithm,
       count(DISTINCT uuid_generate_v8_name(uuid_ns_url(), i::text, a)) AS distinct_ids,
       count(*) FILTER (WHERE uuid_version(uuid_generate_v8_name(uuid_ns_url(), i::text, a)) <> 8
                           OR uuid_variant(uuid_generate_v8_name(uuid_ns_url(), i::text, a)) <> 'rfc9562') AS bad_bits
  FROM unnest(ARRAY['sha224', 'sha256', 'sha384', 'sha512']) AS a, generate_series(1, 25000) AS i
 GROUP BY a ORDER BY a;
SELECT p.oid::regprocedure, p.provolatile, p.proisstrict
  FROM pg_proc p WHERE p.proname IN ('uuid_generate_v8', 'uuid_generate_v8_name') ORDER BY 1::text COLLATE "C";

-- Bad input: SQLSTATE 22023 for data of another length and for an unknown
-- algorithm.
SELECT * FROM regress.error_of($$SELECT uuid_generate_v8('\x00')$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v8('')$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v8('\x000102030405060708090a0b0c0d0e0f10')$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v8_name(uuid_ns_dns(), 'a', 'md5')$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v8_name(uuid_ns_dns(), 'a', 'sha3-256')$$);
SELECT * FROM regress.error_of($$SELECT uuid_generate_v8_name(uuid_ns_dns(), 'a', '')$$);
-- A long algorithm name is quoted cut at 64 bytes of whole characters
-- (here 32 two-byte ones), then "...".
SELECT * FROM regress.error_of($$SELECT uuid_generate_v8_name(uuid_ns_dns(), 'a', repeat('é', 50000))$$);

-- NULL: NULL for a NULL namespace, name or algorithm; a NULL hash space is none.
SELECT uuid_generate_v8(NULL) IS NULL AS data,
       uuid_generate_v8_name(NULL, 'a') IS NULL AS namespace,
       uuid_generate_v8_name(uuid_ns_dns(), NULL) IS NULL AS name,
       uuid_generate_v8_name(uuid_ns_dns(), 'a', NULL) IS NULL AS algorithm,
       uuid_generate_v8_name(uuid_ns_dns(), 'a', 'sha256', NULL) IS NOT NULL AS hashspace;
