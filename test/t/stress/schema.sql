--
-- test/t/stress/schema.sql: the table of the stress test (test/t/003_stress.pl), in a
-- database of its own.
--
-- One row per generated set of values: every generator's output in a column
-- with a unique index, filled by the columns' defaults, so that a row's
-- identity number and its values come from the same evaluation, in order.
-- Within one backend, n increases in the order the rows were generated (the
-- sequence hands out increasing numbers to every caller), so a backend's
-- values of a generator, ordered by n, are in the order it generated them.
-- A backend is its pid and start time: pids are reused across the many
-- connections of the second phase.
--
CREATE EXTENSION uuid9562;

CREATE TABLE stress (
	n bigint GENERATED ALWAYS AS IDENTITY,	-- generation order within a backend
	phase int NOT NULL,			-- 1: kept connections; 2: one per transaction
	pid int NOT NULL,
	backend_start timestamptz NOT NULL,
	v1 uuid NOT NULL DEFAULT uuid_generate_v1(),
	v1mc uuid NOT NULL DEFAULT uuid_generate_v1mc(),
	v4 uuid NOT NULL UNIQUE DEFAULT uuid_generate_v4(),
	v6 uuid NOT NULL UNIQUE DEFAULT uuid_generate_v6(),
	v7 uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
	v9_seq uuid NOT NULL UNIQUE DEFAULT uuid_generate_v9(),
	v9_rand uuid NOT NULL UNIQUE DEFAULT uuid_generate_v9('', false)
);
-- Version 1 in the time order, so that every insert also runs its comparator.
CREATE UNIQUE INDEX stress_v1_key ON stress (v1 uuid_time_ops);
CREATE UNIQUE INDEX stress_v1mc_key ON stress (v1mc uuid_time_ops);
