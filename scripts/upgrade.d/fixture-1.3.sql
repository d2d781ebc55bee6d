-- scripts/upgrade.d/fixture-1.3.sql: the fourth stage of the upgrade checks'
-- database (after fixture-1.2.sql): the extension updated to 1.3, then what
-- 1.3 adds: the time operators between uuid and timestamptz and tstzrange
-- (<, <=, >=, > in both operand orders, <@ and @>), in a CHECK constraint,
-- a partial index's predicate and a view, each of which stores them by
-- operator and must come back naming ours after every migration.
\set ON_ERROR_STOP 1
SET client_min_messages = warning;
ALTER EXTENSION uuid9562 UPDATE TO '1.3';

-- Readings every three hours from 2025-06 to 2026-07 (before any made by
-- the default), a partial index over those of 2026 and later.
CREATE TABLE readings (
	id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
	n int NOT NULL DEFAULT 0,
	CONSTRAINT readings_in_span CHECK (id >= timestamptz '2025-01-01 00:00+00'
									   AND timestamptz '3000-01-01 00:00+00' > id)
);
CREATE INDEX readings_recent ON readings (n)
	WHERE id <@ tstzrange('2026-01-01 00:00+00', NULL);
INSERT INTO readings (id, n)
SELECT uuid_generate_v7_at(timestamptz '2025-06-01 00:00+00' + i * interval '3 hours'), i
  FROM generate_series(1, 3000) AS i;
INSERT INTO fixture_defaults VALUES ('readings', 'id', 'uuid_version(%1$s) = 7', 'native');

-- Every operator over the old rows.
CREATE VIEW readings_by_time AS
SELECT count(*) FILTER (WHERE id < timestamptz '2026-01-01 00:00+00') AS before_2026,
       count(*) FILTER (WHERE id <= timestamptz '2026-01-01 00:00+00') AS up_to_2026,
       count(*) FILTER (WHERE id > timestamptz '2026-01-01 00:00+00') AS after_2026,
       count(*) FILTER (WHERE id >= timestamptz '2026-01-01 00:00+00') AS from_2026,
       count(*) FILTER (WHERE timestamptz '2025-09-01 00:00+00' <= id
                          AND timestamptz '2025-10-01 00:00+00' > id) AS september,
       count(*) FILTER (WHERE timestamptz '2025-09-01 00:00+00' < id
                          AND timestamptz '2025-10-01 00:00+00' >= id) AS september_shifted,
       count(*) FILTER (WHERE id <@ tstzrange('2025-12-01 00:00+00', '2026-01-01 00:00+00', '[]')) AS december,
       count(*) FILTER (WHERE tstzrange('2025-12-01 00:00+00', '2026-01-01 00:00+00', '()') @> id) AS december_open
  FROM readings WHERE n > 0;
