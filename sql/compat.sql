--
-- Compatibility functions: core's names where the server lacks them, with
-- core's semantics, so that code written for PostgreSQL 18 runs on 14-17.
--
SET timezone = 'UTC';

-- Created only where the server lacks them (5 before 17, 3 on 17, none after).
SELECT count(*) = CASE WHEN current_setting('server_version_num')::int < 170000 THEN 5
                       WHEN current_setting('server_version_num')::int < 180000 THEN 3
                       ELSE 0 END AS members_as_expected
  FROM pg_depend d JOIN pg_proc p ON p.oid = d.objid
 WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'uuid9562')
   AND p.proname IN ('uuid_extract_timestamp', 'uuid_extract_version', 'uuidv4', 'uuidv7');

-- uuid_extract_timestamp: versions 1 and 7 only, as in core 18.  On
-- PostgreSQL 17 the function is core's own, which reads version 1 only (NULL
-- for version 7: use uuid_timestamp()); expected/compat_1.out holds that.
SELECT uuid_extract_timestamp('c232ab00-9414-11ec-b3c8-9e6bdeced846') AS v1,
       uuid_extract_timestamp('017f22e2-79b0-7cc3-98c4-dc0c0c07398f') AS v7,
       uuid_extract_timestamp('1ec9414c-232a-6b00-b3c8-9e6bdeced846') AS v6,
       uuid_extract_timestamp('919108f7-52d1-4320-9bac-f847db4148a8') AS v4;

-- uuid_extract_version: NULL outside the RFC variant, as in core.
SELECT uuid_extract_version('919108f7-52d1-4320-9bac-f847db4148a8') AS v4,
       uuid_extract_version('017f22e2-79b0-7cc3-98c4-dc0c0c07398f') AS v7,
       uuid_extract_version('ffffffff-ffff-ffff-ffff-ffffffffffff') AS max;

-- uuidv4(), uuidv7(), uuidv7(interval).
SELECT uuid_extract_version(uuidv4()) AS v4, uuid_extract_version(uuidv7()) AS v7;
SELECT count(*) FILTER (WHERE NOT (uuid_extract_timestamp(id) > before - interval '1 hour 1 ms'
                                   AND uuid_extract_timestamp(id) <= after - interval '1 hour')) AS off_clock,
       count(DISTINCT id) AS distinct_ids
  FROM (SELECT clock_timestamp() AS before, uuidv7(interval '-1 hour') AS id, clock_timestamp() AS after
          FROM generate_series(1, 1000)) AS s;
SELECT count(*) FILTER (WHERE id <= prev) AS not_increasing
  FROM (SELECT i, id, lag(id) OVER (ORDER BY i) AS prev
          FROM (SELECT i, uuidv7() AS id FROM generate_series(1, 10000) AS i) AS g) AS s;
