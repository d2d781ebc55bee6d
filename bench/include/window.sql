-- bench/include/window.sql: the measuring of the time-window benchmarks,
-- read with \i after they fill the temp table bench_form (pos int, label
-- text, query text) and set :rounds: prints each form's answer (they must
-- all be the same) and plan with EXPLAIN (ANALYZE, BUFFERS), then times each
-- form (the median of :rounds rounds in rotating order, each the mean of
-- enough executions to last 0.2 s at least) and counts the pages it touches
-- (shared buffers hit and read, after a warm-up run), into the temp table
-- bench_figure (pos, label, pages, ms).

-- Every form answers the same.
CREATE TEMP TABLE bench_answer (label text, answer text);
DO $$
DECLARE
	f record;
	a text;
BEGIN
	FOR f IN SELECT * FROM bench_form ORDER BY pos LOOP
		EXECUTE 'SELECT row(q.*)::text FROM (' || f.query || ') AS q' INTO a;
		INSERT INTO bench_answer VALUES (f.label, a);
	END LOOP;
END
$$;
SELECT label, answer AS "rows, sum(n)" FROM bench_answer;

-- The plans.
CREATE FUNCTION pg_temp.bench_plan(query text, with_analyze bool) RETURNS SETOF text
LANGUAGE plpgsql AS $$
DECLARE
	line text;
BEGIN
	FOR line IN EXECUTE CASE WHEN with_analyze THEN 'EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF, SUMMARY OFF) '
	                         ELSE 'EXPLAIN (COSTS OFF) ' END || query LOOP
		RETURN NEXT line;
	END LOOP;
END
$$;
SELECT label, pg_temp.bench_plan(query, true) AS "EXPLAIN (ANALYZE, BUFFERS)" FROM bench_form ORDER BY pos;

-- Pages touched: shared buffers hit and read by the whole plan, after a
-- warm-up run.
CREATE FUNCTION pg_temp.bench_pages(query text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
	plan json;
BEGIN
	EXECUTE query;
	EXECUTE 'EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ' || query INTO plan;
	RETURN (plan -> 0 -> 'Plan' ->> 'Shared Hit Blocks')::bigint
	     + (plan -> 0 -> 'Plan' ->> 'Shared Read Blocks')::bigint;
END
$$;

-- Time: ms per execution, over executions adding up to 0.2 s at least.
CREATE FUNCTION pg_temp.bench_ms(query text) RETURNS float8
LANGUAGE plpgsql AS $$
DECLARE
	t0 timestamptz;
	n int := 0;
BEGIN
	t0 := clock_timestamp();
	LOOP
		EXECUTE query;
		n := n + 1;
		EXIT WHEN clock_timestamp() - t0 >= interval '0.2 s';
	END LOOP;
	RETURN extract(epoch FROM clock_timestamp() - t0) * 1000 / n;
END
$$;
CREATE TEMP TABLE bench_time (label text, ms float8);
SELECT set_config('bench.rounds', :'rounds', false) \gset
DO $$
DECLARE
	n int := (SELECT count(*) FROM bench_form);
	f record;
BEGIN
	PERFORM pg_temp.bench_ms(query) FROM bench_form;	-- warm up
	FOR r IN 1 .. current_setting('bench.rounds')::int LOOP
		FOR k IN 0 .. n - 1 LOOP
			SELECT * INTO f FROM bench_form ORDER BY pos OFFSET (k + r) % n LIMIT 1;
			INSERT INTO bench_time VALUES (f.label, pg_temp.bench_ms(f.query));
		END LOOP;
	END LOOP;
END
$$;

CREATE TEMP TABLE bench_figure AS
SELECT f.pos, f.label, pg_temp.bench_pages(f.query) AS pages,
       (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) FROM bench_time t WHERE t.label = f.label) AS ms
  FROM bench_form f;

