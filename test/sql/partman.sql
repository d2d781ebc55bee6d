--
-- Partitioning with pg_partman: a table keyed by uuid_generate_v7(),
-- partitioned by month of the time in its keys, with uuid_v7_floor as
-- pg_partman's time encoder and uuid_v7_text_to_timestamptz as its decoder
-- (pg_partman 5.2 to 5.5 call the decoder with the column cast to text).
-- Runs where Debian packages pg_partman (17 and 18 in the roots: make test
-- runs make installcheck REGRESS=partman there), not in REGRESS.  Months are
-- counted from the current one, so nothing printed depends on the date.  expected/partman.out is
-- pg_partman 5.5.0's output (18), partman_1.out 5.2.4's (17).
--
SET client_min_messages = warning;
SET timezone = 'UTC';
CREATE SCHEMA partman;
CREATE EXTENSION pg_partman SCHEMA partman;

-- The partitions of orders: each one's month (its lower bound decoded),
-- whether its bounds are exactly uuid_v7_floor of that month and the next,
-- and its rows.
CREATE FUNCTION pg_temp.months(OUT month int, OUT exact_bounds bool, OUT rows bigint)
RETURNS SETOF record LANGUAGE plpgsql AS $$
DECLARE
	part record;
	lo uuid;
	hi uuid;
	m timestamptz;
BEGIN
	FOR part IN
		SELECT c.oid::regclass AS rel, pg_get_expr(c.relpartbound, c.oid) AS bound
		  FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
		 WHERE i.inhparent = 'orders'::regclass AND pg_get_expr(c.relpartbound, c.oid) <> 'DEFAULT'
	LOOP
		lo := substring(part.bound FROM $r$FROM \('([^']*)'\)$r$)::uuid;
		hi := substring(part.bound FROM $r$TO \('([^']*)'\)$r$)::uuid;
		m := uuid_v7_to_timestamptz(lo);
		month := (extract(year FROM m) * 12 + extract(month FROM m))
			- (extract(year FROM now()) * 12 + extract(month FROM now()));
		exact_bounds := lo = uuid_v7_floor(m) AND hi = uuid_v7_floor(m + interval '1 month')
			AND m = date_trunc('month', m);
		EXECUTE format('SELECT count(*) FROM %s', part.rel) INTO rows;
		RETURN NEXT;
	END LOOP;
END
$$;

-- create_parent with our functions, schema-qualified; three months back,
-- two premade ahead.
CREATE TABLE orders (
	id uuid NOT NULL DEFAULT uuid_generate_v7(),
	item text NOT NULL
) PARTITION BY RANGE (id);
CREATE INDEX ON orders (id);
SELECT partman.create_parent('public.orders', 'id', '1 month',
	p_premake := 2,
	p_start_partition := (date_trunc('month', now()) - interval '3 months')::text,
	p_time_encoder := 'public.uuid_v7_floor',
	p_time_decoder := 'public.uuid_v7_text_to_timestamptz');
SELECT * FROM pg_temp.months() ORDER BY month;

-- Rows of several months, keyed by their times (now's by the default),
-- each in its month's partition; none in the default partition.
INSERT INTO orders (id, item)
SELECT uuid_generate_v7_at(date_trunc('month', now()) - k * interval '1 month' + d * interval '1 day 1 hour'),
       'month ' || -k
  FROM generate_series(1, 3) AS k, generate_series(0, 27) AS d;
INSERT INTO orders (item) SELECT 'now' FROM generate_series(1, 10);
SELECT * FROM pg_temp.months() ORDER BY month;
SELECT count(*) AS in_default FROM orders_default;
SELECT count(*) FILTER (WHERE date_trunc('month', uuid_timestamp(id))
                              <> date_trunc('month', now()) + substr(item, 7)::int * interval '1 month') AS wrong_month
  FROM orders WHERE item <> 'now';

-- run_maintenance() keeps the premade partitions ahead: with four asked
-- for, it adds the two missing.
UPDATE partman.part_config SET premake = 4 WHERE parent_table = 'public.orders';
SELECT partman.run_maintenance('public.orders');
SELECT * FROM pg_temp.months() ORDER BY month;

-- Older months: two partitions made with create_partition_time (a year and
-- eleven months back), and rows in them.
SELECT partman.create_partition_time('public.orders',
	ARRAY[date_trunc('month', now()) - interval '12 months', date_trunc('month', now()) - interval '11 months']) AS created;
INSERT INTO orders (id, item)
SELECT uuid_generate_v7_at(date_trunc('month', now()) - k * interval '1 month' + d * interval '1 day'),
       'month ' || -k
  FROM generate_series(11, 12) AS k, generate_series(0, 9) AS d;

-- Rows of a month without a partition (nine months back) go to the
-- default partition.  partition_data_proc cannot move them out of it in
-- pg_partman 5.2.4 or 5.5.0: it calls a partition_data_uuid that neither
-- has (pg_partman's issue 772).  partition_data_time can in 5.5.0, finding
-- their month with the decoder (uuid_v7_text_to_timestamptz) and making its
-- partition; 5.2.4's refuses a uuid column.
INSERT INTO orders (id, item)
SELECT uuid_generate_v7_at(date_trunc('month', now()) - interval '9 months' + d * interval '1 day'), 'month -9'
  FROM generate_series(0, 9) AS d;
SELECT count(*) AS in_default FROM orders_default;
\set VERBOSITY terse
CALL partman.partition_data_proc('public.orders', p_wait := 0);
SELECT partman.partition_data_time('public.orders', p_batch_count := 10) AS moved;
\set VERBOSITY default
SELECT count(*) AS in_default FROM orders_default;
SELECT * FROM pg_temp.months() ORDER BY month;

-- Retention: partitions older than six months are dropped by
-- run_maintenance(), with their rows.
UPDATE partman.part_config SET retention = '6 months', retention_keep_table = false
 WHERE parent_table = 'public.orders';
SELECT partman.run_maintenance('public.orders');
SELECT * FROM pg_temp.months() ORDER BY month;
SELECT count(*) AS rows, count(*) FILTER (WHERE item IN ('month -12', 'month -11')) AS older_than_six_months
  FROM orders;

-- A time window with uuid_v7_floor over constant times is pruned at
-- planning time to the partitions it covers: one month, then two.
SELECT (date_trunc('month', now()) - interval '2 months')::text AS from_month,
       (date_trunc('month', now()) - interval '1 month')::text AS to_month,
       date_trunc('month', now())::text AS to_month2 \gset
CREATE FUNCTION pg_temp.scanned(query text, OUT partitions bigint, OUT rows bigint) LANGUAGE plpgsql AS $$
DECLARE
	plan json;
BEGIN
	EXECUTE 'EXPLAIN (COSTS OFF, FORMAT JSON) ' || query INTO plan;
	SELECT count(*) INTO partitions FROM regexp_matches(plan::text, '"Relation Name": "orders_[^"]*"', 'g');
	EXECUTE query INTO rows;
END
$$;
SELECT * FROM pg_temp.scanned(format('SELECT count(*) FROM orders WHERE id >= uuid_v7_floor(%L) AND id < uuid_v7_floor(%L)',
                                     :'from_month', :'to_month'));
SELECT * FROM pg_temp.scanned(format('SELECT count(*) FROM orders WHERE id >= uuid_v7_floor(%L) AND id < uuid_v7_floor(%L)',
                                     :'from_month', :'to_month2'));
PREPARE window_rows(timestamptz, timestamptz) AS
SELECT count(*) FROM orders WHERE id >= uuid_v7_floor($1) AND id < uuid_v7_floor($2);
EXECUTE window_rows(:'from_month', :'to_month');  -- 28

-- The same windows with the time operators and uuid_v7_within() on the key:
-- pruned alike, at planning time for constant times and a constant range,
-- at execution time for a generic plan's parameters.
SELECT * FROM pg_temp.scanned(format('SELECT count(*) FROM orders WHERE id >= %L::timestamptz AND id < %L::timestamptz',
                                     :'from_month', :'to_month'));
SELECT * FROM pg_temp.scanned(format('SELECT count(*) FROM orders WHERE uuid_v7_within(id, tstzrange(%L, %L))',
                                     :'from_month', :'to_month2'));
SET plan_cache_mode = force_generic_plan;
PREPARE window_ops(timestamptz, timestamptz) AS
SELECT count(*) FROM orders WHERE id >= $1 AND id < $2;
SELECT * FROM pg_temp.scanned(format('EXECUTE window_ops(%L, %L)', :'from_month', :'to_month'));
RESET plan_cache_mode;

DROP TABLE orders;
DROP EXTENSION pg_partman;
