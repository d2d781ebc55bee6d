-- scripts/upgrade.d/fixture-1.2.sql: the third stage of the upgrade checks'
-- database (after fixture-1.1.sql): the extension updated to 1.2, then what
-- 1.2 adds: core's names and min/max(uuid) in the extension's schema on
-- every major, called qualified, as a restored dump calls them; and
-- uuid_v7_text_to_timestamptz(), pg_partman's decoder, in a stored column;
-- and the functions behind the time order's operators, called by name in a
-- view over legacy's version 1 keys.
\set ON_ERROR_STOP 1
SET client_min_messages = warning;
ALTER EXTENSION uuid9562 UPDATE TO '1.2';

CREATE TABLE core_qualified (
	id uuid PRIMARY KEY DEFAULT public.uuidv7(),
	past uuid NOT NULL DEFAULT public.uuidv7(interval '-1 hour'),
	v4 uuid NOT NULL DEFAULT public.uuidv4(),
	v1 uuid NOT NULL DEFAULT uuid_generate_v1(),
	n int NOT NULL DEFAULT 0,
	v1_time timestamptz GENERATED ALWAYS AS (public.uuid_extract_timestamp(v1)) STORED,
	v4_version smallint GENERATED ALWAYS AS (public.uuid_extract_version(v4)) STORED,
	id_time timestamptz GENERATED ALWAYS AS (uuid_v7_text_to_timestamptz(id::text)) STORED
);
CREATE INDEX core_qualified_version ON core_qualified (public.uuid_extract_version(past));
INSERT INTO core_qualified (n) SELECT generate_series(1, 2000);
INSERT INTO fixture_defaults VALUES
	('core_qualified', 'id', 'public.uuid_extract_version(%1$s) = 7', 'native'),
	('core_qualified', 'past', 'public.uuid_extract_version(%1$s) = 7', 'native'),
	('core_qualified', 'v4', 'public.uuid_extract_version(%1$s) = 4', 'none');
CREATE VIEW core_qualified_bounds AS
SELECT public.min(id) AS first, public.max(id) AS last, max(v1_time) AS latest,
       bool_and(id_time = uuid_v7_to_timestamptz(id)) AS decoded
  FROM core_qualified WHERE n > 0;
CREATE VIEW legacy_time_order AS
SELECT count(*) AS pairs,
       count(*) FILTER (WHERE uuid_time_lt(id, nxt) AND uuid_time_le(id, nxt)
                        AND uuid_time_gt(nxt, id) AND uuid_time_ge(nxt, id)) AS in_order
  FROM (SELECT id, lead(id) OVER (ORDER BY id USING ~<~) AS nxt FROM legacy) AS s
 WHERE nxt IS NOT NULL;
