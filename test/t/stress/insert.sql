-- test/t/stress/insert.sql: the pgbench transaction of the stress test
-- (test/t/003_stress.pl): :rows rows of every generator's output, through the
-- columns' defaults, recorded with this backend's pid and start time (read
-- once per statement).  pgbench sets :phase and :rows with -D.
INSERT INTO stress (phase, pid, backend_start)
SELECT :phase, pg_backend_pid(),
       (SELECT backend_start FROM pg_stat_get_activity(pg_backend_pid()))
  FROM generate_series(1, :rows);
