--
-- Reading UUIDs back: version, variant and timestamp of every version, and
-- NULL (never an error) where they do not apply.
--
SET timezone = 'UTC';

-- The RFC 9562 vectors (Appendix A and B), nil, max, and the other variants.
SELECT v AS id, uuid_version(v), uuid_variant(v), uuid_timestamp(v)
  FROM (VALUES
    ('c232ab00-9414-11ec-b3c8-9e6bdeced846'::uuid),  -- v1
    ('000003e8-9414-21ec-b200-9e6bdeced846'),        -- v2 (DCE): no timestamp
    ('5df41881-3aed-3515-88a7-2f4a814cf09e'),        -- v3
    ('919108f7-52d1-4320-9bac-f847db4148a8'),        -- v4
    ('2ed6657d-e927-568b-95e1-2665a8aea6a2'),        -- v5
    ('1ec9414c-232a-6b00-b3c8-9e6bdeced846'),        -- v6
    ('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'),        -- v7
    ('5c146b14-3c52-8afd-938a-375d0df1fbf6'),        -- v8
    ('00000000-0000-0000-0000-000000000000'),        -- nil
    ('ffffffff-ffff-ffff-ffff-ffffffffffff'),        -- max
    ('017f22e2-79b0-7cc3-18c4-dc0c0c07398f'),        -- v7 bits, NCS variant
    ('017f22e2-79b0-7cc3-c8c4-dc0c0c07398f'),        -- v7 bits, Microsoft variant
    ('017f22e2-79b0-7cc3-e8c4-dc0c0c07398f')         -- v7 bits, future variant
  ) AS t(v);

-- Versions 1 and 6: microseconds, the 100 ns digit truncated; the whole
-- 60-bit range of the Gregorian clock.
SELECT uuid_timestamp('c232ab07-9414-11ec-b3c8-9e6bdeced846') AS plus_700ns,
       uuid_timestamp('c232ab0f-9414-11ec-b3c8-9e6bdeced846') AS plus_1500ns,
       uuid_timestamp('1ec9414c-232a-6b0f-b3c8-9e6bdeced846') AS v6_plus_1500ns;
SELECT uuid_timestamp('00000000-0000-1000-8000-000000000000') AS v1_first,
       uuid_timestamp('ffffffff-ffff-1fff-8000-000000000000') AS v1_last,
       uuid_timestamp('00000000-0000-6000-8000-000000000000') AS v6_first,
       uuid_timestamp('ffffffff-ffff-6fff-8000-000000000000') AS v6_last;

-- Version 7: the whole 48-bit millisecond range.
SELECT uuid_timestamp('00000000-0000-7000-8000-000000000000') AS v7_first,
       uuid_timestamp('ffffffff-ffff-7fff-bfff-ffffffffffff') AS v7_last;

-- Every version nibble of the RFC variant, and NULL.
SELECT uuid_version(('00000000-0000-' || to_hex(v) || '000-8000-000000000000')::uuid) AS version
  FROM generate_series(0, 15) AS v;
SELECT uuid_version(NULL) IS NULL, uuid_variant(NULL) IS NULL, uuid_timestamp(NULL) IS NULL;
