# test/t/003_stress.pl: the generators under concurrency, with the library loaded
# on demand and then preloaded (shared_preload_libraries).
#
# Each way, in a database of its own, pgbench runs 16 clients, each
# transaction inserting rows of every generator's output (versions 1, 1mc,
# 4, 6, 7, 9 sequential and 9 random) into a table with a unique index on
# each (test/t/stress/schema.sql and insert.sql), in two phases:
#
#   phase 1   connections kept: long runs of values from each of 16 backends
#   phase 2   a new connection per transaction: hundreds of backends, each
#             freshly forked from the postmaster, generating at once; when
#             the postmaster has the library loaded, any state it held (a
#             random pool, a version 1 node) would be inherited by them all
#
# pgbench must finish every transaction (a unique violation would abort its
# client), and test/t/stress/check.sql checks that every transaction committed,
# that no value repeats, that each backend's values of versions 1, 6, 7 and
# sequential 9 strictly increase in the order it generated them, and that
# each backend drew its own version 1 node and clock sequence.  About 30 s
# each way on a 2-core machine; skipped under emulation (UUID9562_EMULATED),
# 10 to 20 times slower.
use strict;
use warnings FATAL => 'all';

use File::Basename qw(dirname);
use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Test;

plan skip_all => 'too slow under emulation (UUID9562_EMULATED is set)'
  if $ENV{UUID9562_EMULATED};

my $clients = 16;
my $transactions = 4000;    # of each client in phase 1
my $connections = 25;       # of each client in phase 2, one connection each
my $rows = 10;              # of each transaction
my $dir = dirname(__FILE__) . '/stress';

my $node = uuid9562_node('stress');
$node->append_conf('postgresql.conf', 'log_statement = none');
$node->start;
my $library = uuid9562_library($node);

# Run pgbench phase $phase in database $db, $per_client transactions of
# each client, with more pgbench options @opts; it must exit 0 having
# processed them all, none failed.  $way names the assertions.
sub phase
{
	my ($way, $db, $phase, $per_client, @opts) = @_;
	my $total = $clients * $per_client;

	$node->pgbench(
		"-n -c $clients -j 2 -t $per_client -D phase=$phase -D rows=$rows @opts",
		0,
		[
			qr{^number of transactions actually processed: $total/$total$}m,
			qr{^number of failed transactions: 0 }m
		],
		[],
		"$way, phase $phase",
		undef,
		'-f', "$dir/insert.sql", $db);
	return;
}

for my $preload (0, 1)
{
	my $way = $preload ? 'preloaded' : 'on demand';
	my $db = $preload ? 'stress_preloaded' : 'stress_on_demand';

	uuid9562_preload($node, $preload) if $preload;
	is(uuid9562_mapped($node), $preload ? $library : '',
		"$way: the postmaster has "
		  . ($preload ? $library : 'no uuid9562.so')
		  . ' mapped');

	$node->safe_psql('postgres', "CREATE DATABASE $db");
	$node->safe_psql($db, slurp_file("$dir/schema.sql"));
	phase($way, $db, 1, $transactions);
	phase($way, $db, 2, $connections, '-C');

	my $checks = $node->safe_psql(
		$db,
		slurp_file("$dir/check.sql"),
		extra_params => [
			'-v', 'rows1=' . $clients * $transactions * $rows,
			'-v', "backends1=$clients",
			'-v', 'rows2=' . $clients * $connections * $rows,
			'-v', 'backends2=' . $clients * $connections
		]);
	my @checks = split /\n/, $checks;
	is(scalar @checks, 20, "$way: check.sql printed its 20 checks");
	for (@checks)
	{
		my ($name, $expected, $actual) = split /\|/;
		is($actual, $expected, "$way: $name");
	}
}

$node->stop;
done_testing();
