# test/t/007_horizon.pl: uuid_v7_horizon() against other sessions, and the
# stress proof that a reader tailing a table with it sees every committed row
# exactly once while a reader without it misses some.
#
#   other sessions  a second call in one transaction scans anew; a prepared
#                   transaction of the database refuses the horizon (55000),
#                   one of another database does not; a session with
#                   track_activities off refuses it (55000); a standby
#                   refuses it (55000)
#   stress          8 writers (pgbench, test/t/stress/horizon_writer.sql):
#                   each transaction waits 0 to 20 ms, takes its key by the
#                   column's DEFAULT, waits 0 to 20 ms, commits or (one in
#                   ten) rolls back; one more transaction takes a key and
#                   holds it for 3 s.  Two tailers in READ COMMITTED read
#                   batches of 20 in key order all along, each batch in a
#                   transaction of its own: one with the horizon
#                   (id > last AND id < uuid_v7_horizon()), one naive
#                   (id > last).  At the end the first has seen every
#                   committed row exactly once, and the naive one has missed
#                   some, so the test can fail.
#
# About 15 s on a 2-core machine; make test runs it on 15 and 18 only
# (ONLY_IN of scripts/run), skipped under emulation (UUID9562_EMULATED).
use strict;
use warnings FATAL => 'all';

use File::Basename qw(dirname);
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Test;

plan skip_all => 'too slow under emulation (UUID9562_EMULATED is set)'
  if $ENV{UUID9562_EMULATED};

my $writers = 8;
my $transactions = 150;    # of each writer
my $dir = dirname(__FILE__) . '/stress';

my $node = uuid9562_node('horizon', init => { allows_streaming => 1 });
$node->append_conf('postgresql.conf', "max_prepared_transactions = 2\nmax_connections = 30\nlog_statement = none");
$node->start;
for my $db ('postgres', 'tail')
{
	$node->safe_psql('postgres', "CREATE DATABASE $db") if $db ne 'postgres';
	$node->safe_psql($db, 'CREATE EXTENSION uuid9562');
}
$node->safe_psql('tail', q{
CREATE TABLE outbox (id uuid PRIMARY KEY DEFAULT uuid_generate_v7(), writer int NOT NULL);
CREATE TABLE seen (tailer text NOT NULL, id uuid NOT NULL, running boolean NOT NULL);
CREATE INDEX ON seen (tailer, id);
CREATE TABLE stop ();
});

# The error of $sql in database $db of $node as "SQLSTATE: message", or ''.
sub error_of
{
	my ($n, $db, $sql) = @_;
	my ($out, $err) = ('', '');
	$n->psql($db, "\\set VERBOSITY verbose\n$sql", stdout => \$out, stderr => \$err);
	return $err =~ /ERROR:  ([0-9A-Z]{5}: [^\n]*)/ ? $1 : '';
}

# Start "psql -c $sql" in database $db of $node in the background (each -c
# of @more follows as a statement of its own); returns the harness and a
# reference to its standard error.
sub start_psql
{
	my ($db, @sql) = @_;
	my ($out, $err) = ('', '');
	my $h = uuid9562_start($node, { PGDATABASE => $db },
		[ 'psql', '-XAtq', '-v', 'ON_ERROR_STOP=1', map { ('-c', $_) } @sql ],
		'>', \$out, '2>', \$err);
	return ($h, \$err);
}

# Wait (at most 10 s) until a session of database tail runs a statement
# matching $like, as pg_stat_activity shows it.
sub wait_for_statement
{
	my ($like) = @_;
	$node->poll_query_until('tail',
		"SELECT EXISTS (SELECT FROM pg_stat_activity WHERE datname = 'tail' AND pid <> pg_backend_pid() AND query LIKE '$like')")
	  or die "no session ran $like";
	return;
}

note 'other sessions';

# A session in a transaction since before this one holds the horizon at its
# start; once it ends, a second call in the same transaction moves on to
# this transaction's own start.
my ($holder, $holder_err) = start_psql('tail', 'SELECT pg_sleep(1.5) /* holder */');
wait_for_statement('%/* holder */%');
is( $node->safe_psql('tail', q{
BEGIN;
CREATE TEMP TABLE h AS SELECT uuid_v7_horizon() AS h1;
DO $$ BEGIN PERFORM pg_sleep(2); END $$;
SELECT h1 < uuid_v7_floor(transaction_timestamp() - interval '1 millisecond'),
       uuid_v7_horizon() = uuid_v7_floor(transaction_timestamp() - interval '1 millisecond')
  FROM h;
COMMIT;}),
	't|t',
	'a second call in one transaction scans anew: held by the other session, then not');
ok($holder->finish, 'the holding session ended') or diag($$holder_err);

# A prepared transaction of this database refuses the horizon; of another
# database it does not.
$node->safe_psql('tail', q{BEGIN; INSERT INTO outbox (writer) VALUES (0); PREPARE TRANSACTION 'p1';});
is(error_of($node, 'tail', 'SELECT uuid_v7_horizon()'),
	'55000: the horizon of committed keys is unknown while a prepared transaction exists',
	'a prepared transaction of the database: 55000');
is(error_of($node, 'postgres', 'SELECT uuid_v7_horizon()'), '',
	"another database's prepared transaction does not count");
$node->safe_psql('tail', q{COMMIT PREPARED 'p1'});
is(error_of($node, 'tail', 'SELECT uuid_v7_horizon()'), '', 'committed, the horizon is back');

# A session that does not report its activity refuses it.
my ($quiet, $quiet_err) = start_psql('tail', 'SET track_activities = off', 'SELECT pg_sleep(1.5)');
$node->poll_query_until('tail',
	"SELECT EXISTS (SELECT FROM pg_stat_activity WHERE datname = 'tail' AND state = 'disabled')")
  or die 'no session with track_activities off';
is(error_of($node, 'tail', 'SELECT uuid_v7_horizon()'),
	'55000: the horizon of committed keys is unknown while a session does not report its activity',
	'a session with track_activities off: 55000');
ok($quiet->finish, 'that session ended') or diag($$quiet_err);

# A standby refuses it.
$node->backup('backup');
my $standby = PostgreSQL::Test::Cluster->new('standby');
$standby->init_from_backup($node, 'backup', has_streaming => 1);
$standby->start;
$node->wait_for_catchup($standby);
is(error_of($standby, 'tail', 'SELECT uuid_v7_horizon()'), '55000: recovery is in progress',
	'a standby: 55000');
$standby->stop;

note 'stress';

$node->safe_psql('tail', q{
-- tail(tailer, use_horizon): read outbox in key order, batches of 20, each in
-- a transaction of its own (READ COMMITTED), recording each row read in
-- seen; with use_horizon only keys below uuid_v7_horizon(), taken in the
-- statement before.  Once a row of stop exists, drains: ends at the first
-- empty batch after it.  At most 100,000 batches and 60 s.
CREATE PROCEDURE tail(tailer text, use_horizon boolean) LANGUAGE plpgsql AS $$
DECLARE
	last uuid := '00000000-0000-0000-0000-000000000000';
	h uuid;
	got bigint;
	newest uuid;
	stopping boolean := false;
	deadline timestamptz := clock_timestamp() + interval '60 seconds';
BEGIN
	FOR batch IN 1..100000 LOOP
		stopping := stopping OR EXISTS (SELECT FROM stop);
		h := CASE WHEN use_horizon THEN uuid_v7_horizon() ELSE 'ffffffff-ffff-ffff-ffff-ffffffffffff' END;
		WITH b AS (SELECT id FROM outbox WHERE id > last AND id < h ORDER BY id LIMIT 20),
		     ins AS (INSERT INTO seen SELECT tailer, id, NOT stopping FROM b RETURNING id)
		SELECT count(*), max(id) INTO got, newest FROM ins;
		last := coalesce(newest, last);
		COMMIT;
		EXIT WHEN stopping AND got = 0;
		EXIT WHEN clock_timestamp() > deadline;
		IF got = 0 THEN
			PERFORM pg_sleep(0.002);
		END IF;
	END LOOP;
END
$$;});

my @tailers = map { [ $_, start_psql('tail', 'SET default_transaction_isolation = \'read committed\'',
			"CALL tail('$_', " . ($_ eq 'horizon' ? 'true' : 'false') . ')') ] } ('horizon', 'naive');
my ($out, $err) = ('', '');
my $bench = uuid9562_start($node, { PGDATABASE => 'tail' },
	[ 'pgbench', '-n', '-c', $writers, '-j', 2, '-t', $transactions, '-f', "$dir/horizon_writer.sql" ],
	'>', \$out, '2>', \$err);
sleep 1;
my ($long, $long_err) = start_psql('tail', 'INSERT INTO outbox (writer) VALUES (-1); SELECT pg_sleep(3)');
ok($bench->finish, 'the writers ran') or diag($err);
my $total = $writers * $transactions;
like($out, qr{^number of transactions actually processed: $total/$total$}m, "the writers ran $total transactions");
ok($long->finish, 'the long transaction committed') or diag($$long_err);
$node->safe_psql('tail', 'INSERT INTO stop DEFAULT VALUES');
for my $t (@tailers)
{
	my ($name, $h, $terr) = @$t;
	ok($h->finish, "the $name tailer ended") or diag($$terr);
}

my ($rows, $rolled_back, $long_row) = split /\|/, $node->safe_psql('tail', qq{
SELECT count(*), $total + 2 - count(*), count(*) FILTER (WHERE writer = -1) FROM outbox});
cmp_ok($rolled_back, '>', 0, "some writers rolled back ($rolled_back of $total)");
is($long_row, 1, 'the long transaction committed its row');
is( $node->safe_psql('tail', q{
SELECT count(*), count(DISTINCT id), count(*) FILTER (WHERE running)
  FROM seen WHERE tailer = 'horizon'}) =~ s/\|(\d+)$/'|' . ($1 > 0 ? 'some' : 'none')/er,
	"$rows|$rows|some",
	'the horizon tailer saw every committed row exactly once, some while the writers ran');
# The committed rows that tailer $_[0] never saw.
sub missed_by
{
	return $node->safe_psql('tail', qq{
SELECT count(*) FROM outbox o WHERE NOT EXISTS (SELECT FROM seen s WHERE s.tailer = '$_[0]' AND s.id = o.id)});
}
my ($missed_h, $missed_n) = (missed_by('horizon'), missed_by('naive'));
is($missed_h, '0', 'the horizon tailer missed no row');
cmp_ok($missed_n, '>', 0, 'the naive tailer (id > last) missed rows');
note "rows committed: $rows by $writers writers and the long transaction; rolled back: $rolled_back;"
  . " missed by the naive tailer: $missed_n; by the horizon tailer: $missed_h";

done_testing();
