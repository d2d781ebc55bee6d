--
-- Name-based UUID versions 3 (MD5) and 5 (SHA-1) and the namespaces: RFC
-- 9562 vectors, text and binary names, determinism, uniqueness.
--

-- The namespaces of RFC 9562 section 6.6.
SELECT uuid_ns_dns() AS dns, uuid_ns_url() AS url, uuid_ns_oid() AS oid, uuid_ns_x500() AS x500;

-- RFC 9562 Appendix A.2 and A.4 vectors: DNS namespace, www.example.com.
SELECT uuid_generate_v3(uuid_ns_dns(), 'www.example.com');  -- 5df41881-3aed-3515-88a7-2f4a814cf09e
SELECT uuid_generate_v5(uuid_ns_dns(), 'www.example.com');  -- 2ed6657d-e927-568b-95e1-2665a8aea6a2

-- A bytea name hashes the same octets as the text name.
SELECT uuid_generate_v3(uuid_ns_dns(), convert_to('www.example.com', 'UTF8')) AS v3_bytea,
       uuid_generate_v5(uuid_ns_dns(), '\x7777772e6578616d706c652e636f6d'::bytea) AS v5_bytea;
SELECT uuid_generate_v5(uuid_ns_url(), '\x00ff'::bytea) AS binary_name,
       uuid_generate_v3(uuid_ns_oid(), ''::bytea) AS empty_bytea,
       uuid_generate_v5(uuid_ns_x500(), '') AS empty_text;

-- Deterministic, and declared IMMUTABLE for indexes and generated columns.
SELECT uuid_generate_v5(uuid_ns_url(), 'https://example.com/a') = uuid_generate_v5(uuid_ns_url(), 'https://example.com/a') AS same,
       uuid_generate_v5(uuid_ns_url(), 'https://example.com/a') <> uuid_generate_v5(uuid_ns_dns(), 'https://example.com/a') AS namespaced;
SELECT p.oid::regprocedure, p.provolatile
  FROM pg_proc p
 WHERE p.proname IN ('uuid_generate_v3', 'uuid_generate_v5', 'uuid_ns_dns', 'uuid_ns_url', 'uuid_ns_oid', 'uuid_ns_x500')
 ORDER BY p.oid::regprocedure::text COLLATE "C";

-- 100,000 names: distinct values, version and variant bits.
SELECT count(DISTINCT uuid_generate_v3(uuid_ns_dns(), i::text)) AS v3_distinct,
       count(DISTINCT uuid_generate_v5(uuid_ns_dns(), i::text)) AS v5_distinct,
       count(*) FILTER (WHERE uuid_version(uuid_generate_v3(uuid_ns_dns(), i::text)) <> 3
                           OR uuid_variant(uuid_generate_v3(uuid_ns_dns(), i::text)) <> 'rfc9562') AS v3_bad_bits,
       count(*) FILTER (WHERE uuid_version(uuid_generate_v5(uuid_ns_dns(), i::text)) <> 5
                           OR uuid_variant(uuid_generate_v5(uuid_ns_dns(), i::text)) <> 'rfc9562') AS v5_bad_bits
  FROM generate_series(1, 100000) AS i;
SELECT uuid_timestamp(uuid_generate_v5(uuid_ns_dns(), 'www.example.com')) IS NULL AS no_timestamp;

-- NULL in, NULL out.
SELECT uuid_generate_v3(NULL, 'a') IS NULL, uuid_generate_v3(uuid_ns_dns(), NULL::text) IS NULL,
       uuid_generate_v5(NULL, 'a'::bytea) IS NULL, uuid_generate_v5(uuid_ns_dns(), NULL::bytea) IS NULL;
