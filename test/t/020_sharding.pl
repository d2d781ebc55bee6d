# test/t/020_sharding.pl: PostgreSQL's own sharding of a table keyed by version 7
# UUIDs, with what Debian ships (postgres_fdw, in postgresql-NN).
#
# Three clusters: a router holds events, partitioned by range of id by month
# (uuid_v7_floor() bounds); the current and the next month are local
# partitions, the three months before are postgres_fdw foreign tables on two
# shard servers (shard_a: one and three months ago; shard_b: two months
# ago), each foreign server with extensions 'uuid9562'.  Time windows are
# written with uuid_v7_floor() bounds and with the time operators on the key
# (id >= timestamptz ...), which reach the shards as the same bounds.  Every node has its
# own copy of the same mask key file.  Months are counted from the current
# one in UTC, so every figure below holds whatever the date (but for a run
# that straddles the turn of a month, whose keys of now would then belong
# to the next).
use strict;
use warnings FATAL => 'all';

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Test;

my $key = '00112233445566778899aabbccddeeff';
my $key_arg = "'\\x$key'::bytea";

my %node;
for my $name (qw(router shard_a shard_b))
{
	$node{$name} = uuid9562_node($name);
	$node{$name}->append_conf('postgresql.conf', "timezone = 'UTC'");
	uuid9562_key_file($node{$name}, $key);
	$node{$name}->start;
	$node{$name}->safe_psql('postgres', 'CREATE EXTENSION uuid9562');
}
my ($router, $shard_a, $shard_b) = @node{qw(router shard_a shard_b)};

# The first day of the months from three before the current one to two
# after it: $month{-3} .. $month{2}, as 'YYYY-MM-DD' (UTC).
my %month = split /[|\n]/, $router->safe_psql('postgres',
	    "SELECT k, to_char(date_trunc('month', now()) + k * interval '1 month', 'YYYY-MM-DD')"
	  . ' FROM generate_series(-3, 2) AS k');

# The partitions: month offset => [table, node holding it].
my %home = (
	-3 => [ 'events_m3', 'shard_a' ],
	-2 => [ 'events_m2', 'shard_b' ],
	-1 => [ 'events_m1', 'shard_a' ],
	0 => [ 'events_m0', 'router' ],
	1 => [ 'events_p1', 'router' ]);

# The SQL of a time window on id from $from to $to (timestamptz
# expressions), the uuid_v7_floor() form.
sub window_sql
{
	my ($from, $to) = @_;
	return "id >= uuid_v7_floor($from) AND id < uuid_v7_floor($to)";
}

# The FOR VALUES clause of month $k's partition.
sub bounds
{
	my ($k) = @_;
	return "FOR VALUES FROM (uuid_v7_floor('$month{$k}')) TO (uuid_v7_floor('"
	  . $month{ $k + 1 } . "'))";
}

# The 500 times of month $k's backfill, one an hour from its first day
# (every month has at least 672 hours), as a FROM item "AS t".
sub backfill_times
{
	my ($k) = @_;
	return "generate_series(timestamptz '$month{$k}', timestamptz '$month{$k}'"
	  . " + interval '499 hours', interval '1 hour') AS t";
}

# The columns of events and of each partition: the key, who made it, and
# the time it was made for.
my $columns = 'id uuid NOT NULL, src text NOT NULL, at timestamptz NOT NULL';

$router->safe_psql(
	'postgres', qq{
CREATE EXTENSION postgres_fdw;
CREATE TABLE events (
	id uuid NOT NULL DEFAULT uuid_generate_v7(),
	src text NOT NULL DEFAULT 'router',
	at timestamptz NOT NULL DEFAULT now()
) PARTITION BY RANGE (id);
CREATE TABLE events_m0 PARTITION OF events (PRIMARY KEY (id)) @{[ bounds(0) ]};
CREATE TABLE events_p1 PARTITION OF events (PRIMARY KEY (id)) @{[ bounds(1) ]};
});
for my $shard (qw(shard_a shard_b))
{
	$router->safe_psql(
		'postgres', qq{
CREATE SERVER $shard FOREIGN DATA WRAPPER postgres_fdw
	OPTIONS (host '@{[ $node{$shard}->host ]}', port '@{[ $node{$shard}->port ]}', dbname 'postgres',
	         extensions 'uuid9562');
CREATE USER MAPPING FOR CURRENT_USER SERVER $shard;
});
}
for my $k (-3 .. -1)
{
	my ($table, $shard) = @{ $home{$k} };
	$node{$shard}->safe_psql('postgres',
		"CREATE TABLE $table ($columns, PRIMARY KEY (id))");
	$router->safe_psql('postgres',
		    "CREATE FOREIGN TABLE $table PARTITION OF events "
		  . bounds($k)
		  . " SERVER $shard OPTIONS (table_name '$table')");
}

# Rows: for each of the four months up to the current one, 500 keys made on
# the router for the backfill's times (uuid_generate_v7_at()), inserted
# through the router; for the three past months, 500 more made on the
# shard that holds the month, for the same times (the same milliseconds),
# inserted there; and 100 keys of now, the router's column default.
for my $k (-3 .. 0)
{
	$router->safe_psql('postgres',
		    "INSERT INTO events (id, src, at) SELECT uuid_generate_v7_at(t), 'router', t FROM "
		  . backfill_times($k));
	next if $k == 0;
	my ($table, $shard) = @{ $home{$k} };
	$node{$shard}->safe_psql('postgres',
		    "INSERT INTO $table (id, src, at) SELECT uuid_generate_v7_at(t), '$shard', t FROM "
		  . backfill_times($k));
}
$router->safe_psql('postgres',
	"INSERT INTO events (src) SELECT 'router default' FROM generate_series(1, 100)");

# Each partition holds the rows of its month only, on the node of its month:
# per partition, the rows by who made them, and how many lie outside it.
for my $k (sort { $a <=> $b } keys %home)
{
	my ($table, $holder) = @{ $home{$k} };
	my $expected =
	    $k == 1 ? ''
	  : $k == 0 ? "router|500|0\nrouter default|100|0"
	  :           "router|500|0\n$holder|500|0";
	is( $node{$holder}->safe_psql(
			'postgres',
			"SELECT src, count(*), count(*) FILTER (WHERE at < '$month{$k}' OR at >= '"
			  . $month{ $k + 1 }
			  . "') FROM $table GROUP BY src ORDER BY src"),
		$expected,
		"month $k: its rows, and only they, in $table on $holder");
}

# Keys made on the router and on the shards, 1,000 in each past month's
# 500 milliseconds, are all distinct.
is( $router->safe_psql(
		'postgres',
		'SELECT count(*), count(DISTINCT id), count(DISTINCT uuid_timestamp(id)) FROM events'
		  . " WHERE at < '$month{0}'"),
	'3000|3000|1500',
	'keys made on the router and on each shard for the same milliseconds are distinct');
is($router->safe_psql('postgres', 'SELECT count(*), count(DISTINCT id) FROM events'),
	'3600|3600', 'all keys through the router are distinct');

# One server holding the same data: a plain table on the router.
$router->safe_psql('postgres', 'CREATE TABLE events_one AS SELECT * FROM events');

# Time windows.  One day of two months ago, on shard_b only: pruned to its
# partition, the bounds folded to constants and sent in the Remote SQL with
# the rest of the query; 24 hours of keys from the router and from shard_b.
# A window from the last day of data of two months ago into the first of a
# month ago: those two partitions, one on each shard (20 + 24 hours).
# Each: from (month, days into it), to (month, days into it), the rows, the
# partitions scanned.
my %window = (
	'one day on shard_b' =>
	  [ -2, '3 days', -2, '4 days', 48, ['events_m2'] ],
	'across two shards' =>
	  [ -2, '20 days', -1, '1 day', 88, [ 'events_m2', 'events_m1' ] ]);
for my $name (sort keys %window)
{
	my ($from_k, $from_days, $to_k, $to_days, $rows, $scanned) = @{ $window{$name} };
	# The window's ends, and their bounds.
	my ($from, $to, $lo, $hi) = split /\|/, $router->safe_psql(
		'postgres', qq{
SELECT f, t, uuid_v7_floor(f), uuid_v7_floor(t)
  FROM (SELECT timestamptz '$month{$from_k}' + interval '$from_days' AS f,
               timestamptz '$month{$to_k}' + interval '$to_days' AS t) AS w});
	# The window written with uuid_v7_floor() bounds, and with the time
	# operators on the key itself, which the planner rewrites into the same
	# bounds before pruning.
	my %form = (
		'uuid_v7_floor()' => window_sql("'$from'", "'$to'"),
		'time operators' => "id >= timestamptz '$from' AND id < timestamptz '$to'");
	for my $form (sort keys %form)
	{
		my $where = $form{$form};
		my $query = "SELECT id, src, at FROM events WHERE $where ORDER BY id";
		my $window_plan = $router->safe_psql('postgres', "EXPLAIN (VERBOSE, COSTS OFF) $query");
		note "$name, $form:\n$window_plan";
		my @scans = $window_plan =~ /Foreign Scan on public\.(\w+)/g;
		is_deeply([ sort @scans ], [ sort @$scanned ],
			"window $name ($form): only the partitions it overlaps");
		unlike($window_plan, qr/Seq Scan|Index Scan|Filter:/,
			"window $name ($form): nothing filtered on the router");
		my @remote = $window_plan =~ /Remote SQL: (.*)/g;
		is( scalar(grep { /\(id >= '$lo'(::uuid)?\)\) AND \(\(id < '$hi'(::uuid)?\)\)/ } @remote),
			scalar(@$scanned),
			"window $name ($form): the bounds, uuid_v7_floor() of the window, in each Remote SQL");
		my $by_shards = $router->safe_psql('postgres', $query);
		is( $by_shards,
			$router->safe_psql('postgres',
				"SELECT id, src, at FROM events_one WHERE $where ORDER BY id"),
			"window $name ($form): the rows of one server holding the same data");
		my @rows = split /\n/, $by_shards;
		is(scalar(@rows), $rows, "window $name ($form): $rows rows");
	}
}

# The one-day window with bounds that are not constants.  Relative to
# now(), a STABLE expression: pruned at execution time, but postgres_fdw
# sends nothing that is not IMMUTABLE, so the shard sends the whole month
# and the router filters it.  As the parameters of a generic plan: pruned
# at execution time, and with extensions 'uuid9562' the shard computes the
# bounds from the parameters (uuid_v7_floor($1) in the Remote SQL);
# without, the router filters again.  Always the rows of one server.
my $day = "date_trunc('month', now()) - interval '2 months'";
my $one_day = window_sql("$day + interval '3 days'", "$day + interval '4 days'");
my $reference = $router->safe_psql('postgres',
	"SELECT id, src, at FROM events_one WHERE $one_day ORDER BY id");
my @reference = split /\n/, $reference;
is(scalar(@reference), 48, 'the one-day window relative to now(): 48 rows on one server');
my $select = "SELECT id, src, at FROM events WHERE $one_day ORDER BY id";
my $plan = $router->safe_psql('postgres', "EXPLAIN (VERBOSE, COSTS OFF) $select");
like($plan, qr/Subplans Removed: 4\n.*Foreign Scan on public\.events_m2 events_1\n.*Filter: .*Remote SQL: SELECT id, src, at FROM public\.events_m2$/s,
	'window relative to now(): pruned at execution time, filtered on the router');
is($router->safe_psql('postgres', $select), $reference, 'window relative to now(): the rows of one server');
my $prepared = "SET plan_cache_mode = force_generic_plan;"
  . " PREPARE w(timestamptz, timestamptz) AS SELECT id, src, at FROM events"
  . " WHERE id >= uuid_v7_floor(\$1) AND id < uuid_v7_floor(\$2) ORDER BY id;"
  . " %s EXECUTE w($day + interval '3 days', $day + interval '4 days')";
for my $extensions (1, 0)
{
	my $with = $extensions ? 'with extensions' : 'without extensions';
	$router->safe_psql('postgres', 'ALTER SERVER shard_b OPTIONS (DROP extensions)')
	  unless $extensions;
	$plan = $router->safe_psql('postgres', sprintf($prepared, 'EXPLAIN (VERBOSE, COSTS OFF)'));
	like($plan, qr/Subplans Removed: 4\n/, "generic plan $with: pruned at execution time");
	if ($extensions)
	{
		like($plan,
			qr/Remote SQL: SELECT id, src, at FROM public\.events_m2 WHERE \(\(id >= public\.uuid_v7_floor\(\$1::timestamp with time zone\)\)\) AND \(\(id < public\.uuid_v7_floor\(\$2::timestamp with time zone\)\)\)/,
			"generic plan $with: the shard computes the bounds from the parameters");
	}
	else
	{
		like($plan, qr/Filter: .*Remote SQL: SELECT id, src, at FROM public\.events_m2$/s,
			"generic plan $with: filtered on the router");
	}
	is($router->safe_psql('postgres', sprintf($prepared, '')), $reference,
		"generic plan $with: the rows of one server");
}
$router->safe_psql('postgres', "ALTER SERVER shard_b OPTIONS (ADD extensions 'uuid9562')");

# Aggregates, masks under a key argument and text forms, computed on the
# shard (a month's foreign table) with extensions 'uuid9562', give the
# router's own answers over its copy of the month; without extensions, the
# shard sends the keys and the router computes the same answers.  A text
# form is computed on the shard only where no collation applies to its
# result (postgres_fdw sends an expression on text only when its collation
# comes from a column of the foreign table): as a grouping key here, not
# under string_agg(), ||, a comparison or uuid_to_typeid()'s literal prefix.
my $month_m2 = window_sql("'$month{-2}'", "'$month{-1}'");
my %shipped = (
	aggregates => [
		"SELECT count(*), min(id), max(id), min(uuid_v7_mask(id, $key_arg)), max(uuid_v7_mask(id, $key_arg)),"
		  . " count(*) FILTER (WHERE uuid_v7_unmask(uuid_v7_mask(id, $key_arg), $key_arg) <> id) FROM %s",
		qr/Remote SQL: SELECT count\(\*\), public\.min\(id\), public\.max\(id\), public\.min\(public\.uuid_v7_mask\(id, /
	],
	'text forms' => [
		"SELECT uuid_to_ulid(id), uuid_to_base32hex(id), uuid_v7_mask(id, $key_arg) FROM %s GROUP BY 1, 2, 3 ORDER BY 1",
		qr/Remote SQL: SELECT public\.uuid_to_ulid\(id\), public\.uuid_to_base32hex\(id\), public\.uuid_v7_mask\(id, /
	]);
for my $name (sort keys %shipped)
{
	my ($query, $remote) = @{ $shipped{$name} };
	my $on_one = $router->safe_psql('postgres',
		sprintf($query, "events_one WHERE $month_m2"));
	my $on_shard = sprintf($query, 'events_m2');
	$plan = $router->safe_psql('postgres', "EXPLAIN (VERBOSE, COSTS OFF) $on_shard");
	like($plan, qr/^Foreign Scan\n.*Relations: Aggregate on \(public\.events_m2\)/s,
		"$name with extensions: all of it runs on the shard");
	like($plan, $remote, "$name with extensions: our functions in the Remote SQL");
	is($router->safe_psql('postgres', $on_shard), $on_one,
		"$name with extensions: the shard's answer is the router's");

	$router->safe_psql('postgres', 'ALTER SERVER shard_b OPTIONS (DROP extensions)');
	$plan = $router->safe_psql('postgres', "EXPLAIN (VERBOSE, COSTS OFF) $on_shard");
	like($plan, qr/Remote SQL: SELECT id FROM public\.events_m2( ORDER BY id ASC NULLS LAST)?$/,
		"$name without extensions: the shard sends only the keys");
	unlike($plan, qr/Relations: Aggregate/, "$name without extensions: the router computes");
	is($router->safe_psql('postgres', $on_shard), $on_one,
		"$name without extensions: the same answer");
	$router->safe_psql('postgres', "ALTER SERVER shard_b OPTIONS (ADD extensions 'uuid9562')");
}
like(
	$router->safe_psql('postgres',
		"EXPLAIN (VERBOSE, COSTS OFF) SELECT count(*) FROM events_m2 WHERE uuid_to_typeid('event', id) IS NULL"),
	qr/Filter: \(uuid_to_typeid\('event'::text, events_m2\.id\) IS NULL\).*Remote SQL: SELECT id FROM public\.events_m2$/s,
	"with extensions, uuid_to_typeid() with a literal prefix runs on the router (the prefix's collation)");

# The one-argument uuid_v7_mask(id) is STABLE (it reads the key file), and
# postgres_fdw sends no function that is not IMMUTABLE: even with
# extensions, the router computes it with its key ...
$plan = $router->safe_psql('postgres',
	"EXPLAIN (VERBOSE, COSTS OFF) SELECT id FROM events_m2 WHERE uuid_v7_mask(id) = uuid_nil()");
like($plan, qr/Filter: \(uuid_v7_mask\(events_m2\.id\) = .*Remote SQL: SELECT id FROM public\.events_m2$/s,
	'a STABLE function is computed on the router, not on the shard');
# ... while what the shard computes itself (here a view on shard_b, read
# through a foreign table) uses the shard's file, which holds the same key.
$shard_b->safe_psql('postgres',
	'CREATE VIEW events_m2_public AS SELECT id, uuid_v7_mask(id) AS public_id FROM events_m2');
$router->safe_psql('postgres',
	"CREATE FOREIGN TABLE events_m2_public (id uuid, public_id uuid) SERVER shard_b");
is( $router->safe_psql(
		'postgres',
		"SELECT count(*), count(*) FILTER (WHERE public_id <> uuid_v7_mask(id) OR public_id <> uuid_v7_mask(id, $key_arg))"
		  . ' FROM events_m2_public'),
	'1000|0',
	"the shard's masks from its key file equal the router's and the key's");

# Moving the current month from the router to shard_b: detach, copy through
# a foreign table, attach that as the partition, in one transaction.  Every
# row keeps its key, and a new row of the month goes to shard_b.
$shard_b->safe_psql('postgres', "CREATE TABLE events_m0 ($columns, PRIMARY KEY (id))");
$router->safe_psql(
	'postgres', qq{
BEGIN;
ALTER TABLE events DETACH PARTITION events_m0;
CREATE FOREIGN TABLE events_m0_on_b ($columns) SERVER shard_b OPTIONS (table_name 'events_m0');
INSERT INTO events_m0_on_b SELECT * FROM events_m0;
DROP TABLE events_m0;
ALTER TABLE events ATTACH PARTITION events_m0_on_b @{[ bounds(0) ]};
COMMIT;
});
is( $router->safe_psql(
		'postgres',
		'SELECT (SELECT count(*) FROM events), (SELECT count(*) FROM (TABLE events EXCEPT ALL TABLE events_one) AS s),'
		  . ' (SELECT count(*) FROM (TABLE events_one EXCEPT ALL TABLE events) AS s)'),
	'3600|0|0',
	'after the move: every row, with its key');
$router->safe_psql('postgres', "INSERT INTO events (src) VALUES ('after the move')");
is( $shard_b->safe_psql('postgres', 'SELECT src, count(*) FROM events_m0 GROUP BY src ORDER BY src'),
	"after the move|1\nrouter|500\nrouter default|100",
	'after the move: the month, and its new rows, on shard_b');

$_->stop for values %node;
done_testing();
