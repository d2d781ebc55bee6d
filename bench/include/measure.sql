-- bench/include/measure.sql: the measuring loop of the per-call
-- benchmarks, read with \i after they fill the temp table
-- bench_case (pos int, label text, expr text): each case's expression is
-- called :calls times through SELECT count(expr) FROM generate_series, in
-- rotating order for :rounds rounds after a warm-up, and each round's ns per
-- call goes into the temp table bench_result (label, ns_per_call), whose
-- median the benchmark reports.
SET jit = off;
SET work_mem = '256MB';
SET max_parallel_workers_per_gather = 0;

-- The floor: the executor calling a C function that returns a uuid (our
-- uuid_nil(), declared VOLATILE here so that it is not folded).
CREATE OR REPLACE FUNCTION pg_temp.bench_floor() RETURNS uuid
	AS '$libdir/uuid9562', 'uuid_nil' LANGUAGE C VOLATILE;

CREATE TEMP TABLE bench_result (label text, ns_per_call float8);

-- ns per call of one case.
CREATE FUNCTION pg_temp.bench_ns(expr text, calls int) RETURNS float8
LANGUAGE plpgsql AS $$
DECLARE
	t0 timestamptz := clock_timestamp();
BEGIN
	EXECUTE format('SELECT count(%s) FROM (SELECT generate_series(1, %s) AS i) AS s', expr, calls);
	RETURN extract(epoch FROM clock_timestamp() - t0) * 1e9 / calls;
END
$$;

SELECT set_config('bench.calls', :'calls', false), set_config('bench.rounds', :'rounds', false) \gset
DO $$
DECLARE
	n int := (SELECT count(*) FROM bench_case);
	r int;
	k int;
	c record;
BEGIN
	PERFORM pg_temp.bench_ns(expr, 100000) FROM bench_case;	-- warm up
	FOR r IN 1 .. current_setting('bench.rounds')::int LOOP
		FOR k IN 0 .. n - 1 LOOP
			SELECT * INTO c FROM bench_case ORDER BY pos OFFSET (k + r) % n LIMIT 1;
			INSERT INTO bench_result
				VALUES (c.label, pg_temp.bench_ns(c.expr, current_setting('bench.calls')::int));
		END LOOP;
	END LOOP;
END
$$;
