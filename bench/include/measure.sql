-- bench/include/measure.sql: the measuring loop of the per-call
-- benchmarks, read with \i after they fill the temp table
-- bench_case (pos int, label text, expr text, src text): each case's
-- expression is called :calls times through SELECT count(expr) FROM
-- generate_series (or over the rows of bench_<src>, when src is set), in
-- rotating order for :rounds rounds after a warm-up, and each round's ns per
-- call goes into the temp table bench_result (label, ns_per_call, round),
-- whose median the benchmark reports (round: for the spread of a ratio
-- within rounds).
SET jit = off;
SET work_mem = '256MB';
SET max_parallel_workers_per_gather = 0;

-- The floor: the executor calling a C function that returns a uuid (our
-- uuid_nil(), declared VOLATILE here so that it is not folded).
CREATE OR REPLACE FUNCTION pg_temp.bench_floor() RETURNS uuid
	AS '$libdir/uuid9562', 'uuid_nil' LANGUAGE C VOLATILE;

CREATE TEMP TABLE bench_result (label text, ns_per_call float8, round int);

-- ns per call of one case: over a series, or (src set) over the rows of the
-- temp table bench_<src>, repeated to as many calls.
CREATE FUNCTION pg_temp.bench_ns(expr text, calls int, src text DEFAULT NULL) RETURNS float8
LANGUAGE plpgsql AS $$
DECLARE
	t0 timestamptz := clock_timestamp();
	rows int;
BEGIN
	IF src IS NULL THEN
		EXECUTE format('SELECT count(%s) FROM (SELECT generate_series(1, %s) AS i) AS s', expr, calls);
		RETURN extract(epoch FROM clock_timestamp() - t0) * 1e9 / calls;
	END IF;
	EXECUTE format('SELECT count(*) FROM bench_%s', src) INTO rows;
	t0 := clock_timestamp();
	EXECUTE format('SELECT count(%s) FROM (SELECT b.*, generate_series(1, %s) FROM bench_%s AS b) AS s',
				   expr, greatest(calls / rows, 1), src);
	RETURN extract(epoch FROM clock_timestamp() - t0) * 1e9 / (greatest(calls / rows, 1) * rows);
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
	PERFORM pg_temp.bench_ns(expr, 100000, src) FROM bench_case;	-- warm up
	FOR r IN 1 .. current_setting('bench.rounds')::int LOOP
		FOR k IN 0 .. n - 1 LOOP
			SELECT * INTO c FROM bench_case ORDER BY pos OFFSET (k + r) % n LIMIT 1;
			INSERT INTO bench_result
				VALUES (c.label, pg_temp.bench_ns(c.expr, current_setting('bench.calls')::int, c.src), r);
		END LOOP;
	END LOOP;
END
$$;
