--
-- uuid_v7_horizon(): the version 7 floor of the earliest instant from which
-- a key can still be committed into this database, less a millisecond.
-- This test's session is the only one of its database, so the horizon is
-- bounded by the clock and by this session's own transaction.  Other
-- sessions, prepared transactions and the stress proof: test/t/007_horizon.pl.
--
\i test/sql/include/error_of.sql
SET timezone = 'UTC';

-- The definition: volatile, parallel restricted, not executable by PUBLIC.
SELECT p.provolatile, p.proparallel, p.proisstrict,
       has_function_privilege('public', p.oid, 'EXECUTE') AS public_may_call
  FROM pg_proc p WHERE p.oid = 'uuid_v7_horizon()'::regprocedure;  -- v r t f

-- The clock frozen before this transaction began: the horizon is the
-- version 7 floor of the frozen instant less 1 ms.
SELECT set_config('uuid9562.test_clock', '1700000000000000', false) IS NOT NULL AS frozen;
SELECT uuid_v7_horizon() AS horizon,
       uuid_v7_horizon() = uuid_v7_floor(timestamptz '2023-11-14 22:13:19.999+00') AS floor_less_1ms;
-- A version 7 key generated now is at or after the horizon.
SELECT uuid_generate_v7() >= uuid_v7_horizon() AS key_after;  -- t

-- The clock frozen after this transaction began: the transaction's own start
-- bounds the horizon (a key it holds may still be inserted).
SELECT set_config('uuid9562.test_clock', '4102444800000000', false) IS NOT NULL AS future;  -- 2100
BEGIN;
SELECT pg_sleep(0.01);
SELECT uuid_v7_horizon() = uuid_v7_floor(transaction_timestamp() - interval '1 millisecond') AS own_start,
       uuid_v7_horizon() < uuid_v7_floor(clock_timestamp()) AS before_now;  -- t t
-- Every call reads anew: the same in the transaction while it is the earliest.
SELECT uuid_v7_horizon() = uuid_v7_floor(transaction_timestamp() - interval '1 millisecond') AS again;  -- t
COMMIT;
SELECT set_config('uuid9562.test_clock', '', false) = '' AS system_clock;

-- The system clock: the horizon is below a key generated after it, and at
-- most a few milliseconds behind the statement's start.
SELECT uuid_v7_horizon() AS h \gset
SELECT uuid_generate_v7() >= :'h'::uuid AS key_after,
       uuid_timestamp(:'h'::uuid) <= statement_timestamp() AS not_ahead,
       uuid_version(:'h'::uuid) AS version;  -- t t 7

-- A role without the grant cannot call it (42501); with it, it can.
CREATE ROLE regress_uuid9562_tailer;
GRANT USAGE ON SCHEMA regress TO regress_uuid9562_tailer;
SET ROLE regress_uuid9562_tailer;
SELECT code, message FROM regress.error_of('SELECT uuid_v7_horizon()');
RESET ROLE;
GRANT EXECUTE ON FUNCTION uuid_v7_horizon() TO regress_uuid9562_tailer;
SET ROLE regress_uuid9562_tailer;
SELECT code FROM regress.error_of('SELECT uuid_v7_horizon()');  -- no error
RESET ROLE;
REVOKE EXECUTE ON FUNCTION uuid_v7_horizon() FROM regress_uuid9562_tailer;
REVOKE USAGE ON SCHEMA regress FROM regress_uuid9562_tailer;
DROP ROLE regress_uuid9562_tailer;

-- The pattern of docs/tailing.md over rows committed before: a tailer reads
-- every row below the horizon once, in batches.
CREATE TABLE regress_outbox (id uuid PRIMARY KEY DEFAULT uuid_generate_v7(), n int NOT NULL);
INSERT INTO regress_outbox (n) SELECT i FROM generate_series(1, 250) AS i;
CREATE TEMP TABLE seen (id uuid PRIMARY KEY);
SELECT pg_sleep(0.01);  -- the rows' keys 10 ms before the loop's transaction
DO $$
DECLARE
	last uuid := '00000000-0000-0000-0000-000000000000';
	h uuid;
	got int;
BEGIN
	FOR round IN 1..10 LOOP
		h := uuid_v7_horizon();
		INSERT INTO seen SELECT id FROM regress_outbox
		 WHERE id >= last AND id < h AND id NOT IN (SELECT id FROM seen)
		 ORDER BY id LIMIT 100;
		GET DIAGNOSTICS got = ROW_COUNT;
		SELECT coalesce(max(id), last) INTO last FROM seen;
		EXIT WHEN got = 0;
	END LOOP;
END
$$;
SELECT count(*) AS seen, (SELECT count(*) FROM regress_outbox) AS rows FROM seen;  -- 250 250
DROP TABLE regress_outbox;
