-- test/t/stress/horizon_writer.sql: a writer of the horizon's stress test
-- (test/t/007_horizon.pl): a transaction that waits, takes its key (the
-- column's DEFAULT, uuid_generate_v7()), waits again and commits, or one
-- time in ten rolls back.  The waits (0 to 20 ms each) let transactions
-- that took later keys commit first.
\set before random(0, 20)
\set after random(0, 20)
\set fate random(1, 10)
BEGIN;
SELECT pg_sleep(:before / 1000.0);
INSERT INTO outbox (writer) VALUES (:client_id);
SELECT pg_sleep(:after / 1000.0);
\if :fate = 1
ROLLBACK;
\else
COMMIT;
\endif
