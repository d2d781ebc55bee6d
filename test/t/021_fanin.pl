# test/t/021_fanin.pl: fan-in by logical replication.  Two primaries make
# version 7 keys at the same time, each into its own events table,
# published to one subscriber, which gathers both in one table.
#
# Each row records the instants just before and just after its key was
# made (made_from, made_to: clock_timestamp() around uuid_generate_v7()).
# All three servers read this machine's one clock, so the order of creation
# is known exactly, and the assertions are:
#   - no collision: the subscriber holds 2 x $rows rows with distinct keys;
#   - every row arrives once and unchanged (each source's rows, compared);
#   - each key's millisecond lies between made_from's and made_to's;
#   - ORDER BY id on the subscriber is the order of creation across both
#     sources to the millisecond: no row comes, by id, after a row that was
#     begun (made_from) in a later millisecond than it was finished
#     (made_to); and, since our keys keep the time below the millisecond
#     (20 bits of it), the same holds to the microsecond of
#     clock_timestamp(); within a source, ORDER BY id is the order of
#     insertion;
#   - the two sources really ran at the same time (their spans overlap).
use strict;
use warnings FATAL => 'all';

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Test;

my $rows = 1500;
my $columns = 'id uuid NOT NULL, src text NOT NULL, n int NOT NULL,'
  . ' made_from timestamptz NOT NULL, made_to timestamptz NOT NULL';

my $subscriber = uuid9562_node('subscriber');
$subscriber->start;
# No unique key on the subscriber: a collision is counted there instead
# of stopping the apply worker.
$subscriber->safe_psql('postgres',
	"CREATE EXTENSION uuid9562; CREATE TABLE events ($columns)");

my %primary;
for my $src (qw(a b))
{
	my $node = uuid9562_node("primary_$src",
		init => { allows_streaming => 'logical' });
	$node->start;
	$node->safe_psql(
		'postgres', qq{
CREATE EXTENSION uuid9562;
CREATE TABLE events ($columns, PRIMARY KEY (id));
CREATE PUBLICATION events_pub FOR TABLE events;
});
	$subscriber->safe_psql('postgres',
		    "CREATE SUBSCRIPTION from_$src CONNECTION '"
		  . $node->connstr
		  . " dbname=postgres' PUBLICATION events_pub");
	$subscriber->wait_for_subscription_sync($node, "from_$src");
	$primary{$src} = $node;
}

# Both primaries start at the same instant, two seconds from now, and make
# $rows keys each, one transaction a row, pausing half a millisecond after
# each so that the keys spread over about a second of milliseconds, some
# shared by both sources.
my $start = $subscriber->safe_psql('postgres',
	"SELECT clock_timestamp() + interval '2 seconds'");
my @runs;
for my $src (sort keys %primary)
{
	my $sql = qq{
DO \$\$
DECLARE
	made_from timestamptz;
	k uuid;
BEGIN
	PERFORM pg_sleep_until('$start');
	FOR i IN 1..$rows LOOP
		made_from := clock_timestamp();
		k := uuid_generate_v7();
		INSERT INTO events VALUES (k, '$src', i, made_from, clock_timestamp());
		COMMIT;
		PERFORM pg_sleep(0.0005);
	END LOOP;
END
\$\$};
	my ($out, $err) = ('', '');
	push @runs,
	  [
		$src,
		uuid9562_start(
			$primary{$src},
			[ 'psql', '-XAtq', '-v', 'ON_ERROR_STOP=1', '-d', $primary{$src}->connstr('postgres'), '-c', $sql ],
			'>', \$out, '2>', \$err),
		\$err
	  ];
}
for my $run (@runs)
{
	my ($src, $handle, $err) = @$run;
	ok($handle->finish, "primary $src made its keys") or diag($$err);
}
$primary{$_}->wait_for_catchup("from_$_") for sort keys %primary;

is($subscriber->safe_psql('postgres', 'SELECT count(*), count(DISTINCT id) FROM events'),
	2 * $rows . '|' . 2 * $rows,
	'the subscriber has every row, no two keys alike');

# A source's rows, in key order, as one digest.
my $digest = "SELECT count(*), md5(string_agg(format('%s %s %s %s', id, n, made_from, made_to), ',' ORDER BY id))"
  . ' FROM events';
for my $src (sort keys %primary)
{
	is( $subscriber->safe_psql('postgres', "$digest WHERE src = '$src'"),
		$primary{$src}->safe_psql('postgres', $digest),
		"the rows of primary $src arrived once each, unchanged");
}

is( $subscriber->safe_psql(
		'postgres',
		'SELECT count(*) FROM events'
		  . " WHERE uuid_timestamp(id) NOT BETWEEN date_trunc('milliseconds', made_from)"
		  . " AND date_trunc('milliseconds', made_to)"),
	'0',
	"every key's millisecond lies within the instants around its making");

is( $subscriber->safe_psql(
		'postgres', q{
SELECT count(*) FILTER (WHERE begun_later_ms > date_trunc('milliseconds', made_to)),
       count(*) FILTER (WHERE begun_later > made_to),
       count(*) FILTER (WHERE n <= previous_n)
  FROM (SELECT n, made_to,
               max(date_trunc('milliseconds', made_from))
                 OVER (ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS begun_later_ms,
               max(made_from)
                 OVER (ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS begun_later,
               lag(n) OVER (PARTITION BY src ORDER BY id) AS previous_n
          FROM events) AS s}),
	'0|0|0',
	'ORDER BY id is the order of creation across both sources to the millisecond (and to the microsecond), and within each');

is( $subscriber->safe_psql(
		'postgres', q{
SELECT bool_and(a.first_to < b.last_from AND b.first_to < a.last_from)
  FROM (SELECT min(made_to) AS first_to, max(made_from) AS last_from FROM events WHERE src = 'a') AS a,
       (SELECT min(made_to) AS first_to, max(made_from) AS last_from FROM events WHERE src = 'b') AS b}),
	't',
	'the two primaries made their keys at the same time');

$_->stop for $subscriber, values %primary;
done_testing();
