-- bench/horizon.sql: the cost of one uuid_v7_horizon() call, beside two
-- references timed in the same run, under the connections that
-- bench/horizon.sh opened (psql variable load names them):
--   uuid_generate_v7()                       a call near the executor's floor
--   min(xact_start) FROM pg_stat_activity    the same question asked of the
--                                            view, its snapshot cleared first
--                                            (correlated, so run every time)
-- Each case runs :calls times in one statement (each horizon call reads the
-- backends anew), rounds in rotating order; the median of the rounds.
\pset footer off
CREATE TEMP TABLE bench_case (pos int, label text, expr text);
INSERT INTO bench_case VALUES
	(1, 'uuid_v7_horizon()', 'count(uuid_v7_horizon())'),
	(2, 'uuid_generate_v7()', 'count(uuid_generate_v7())'),
	(3, 'pg_stat_activity (min xact_start)',
	 'count((SELECT min(xact_start) FROM pg_stat_activity, pg_stat_clear_snapshot() AS c WHERE i > 0))');
CREATE TEMP TABLE bench_time (label text, ns_per_call float8);
SELECT set_config('bench.calls', :'calls', false), set_config('bench.rounds', :'rounds', false) \g /dev/null
DO $$
DECLARE
	c record;
	t0 timestamptz;
	n int := current_setting('bench.calls')::int;
	cases int := (SELECT count(*) FROM bench_case);
BEGIN
	FOR round IN 1..current_setting('bench.rounds')::int LOOP
		FOR c IN SELECT * FROM bench_case ORDER BY (pos + round) % cases LOOP
			t0 := clock_timestamp();
			EXECUTE format('SELECT %s FROM generate_series(1, %s) AS i', c.expr, n);
			INSERT INTO bench_time
			VALUES (c.label, extract(epoch FROM clock_timestamp() - t0) * 1e9 / n);
		END LOOP;
	END LOOP;
END
$$;
\echo :load
SELECT b.label AS "case", round(m.ns::numeric / 1000, 2) AS "µs per call",
       round((m.ns / v.ns)::numeric, 1) AS "÷ uuid_generate_v7()",
       round((m.ns / a.ns)::numeric, 2) AS "÷ pg_stat_activity"
  FROM bench_case b
  JOIN (SELECT label, percentile_cont(0.5) WITHIN GROUP (ORDER BY ns_per_call) AS ns
          FROM bench_time GROUP BY label) m USING (label),
       LATERAL (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ns_per_call) AS ns
                  FROM bench_time WHERE label = 'uuid_generate_v7()') v,
       LATERAL (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ns_per_call) AS ns
                  FROM bench_time WHERE label = 'pg_stat_activity (min xact_start)') a
 ORDER BY b.pos;
