# test/t/022_citus.pl: the extension on Citus (distributed PostgreSQL), a
# coordinator and two workers, with the Citus installed for the PostgreSQL
# under test (Citus's own packages, or its "make install": citus.control in
# the server's extension directory).  Citus is not in Debian's archive and
# this test never builds it: without it, the test is skipped and says why.
#
# Each node preloads citus, runs in UTC and has its own copy of the same
# mask key file; CREATE EXTENSION citus in the same database on each, the
# workers added to the coordinator; then test/sql/citus.sql runs against the
# coordinator through pg_regress and must give test/expected/citus.out
# (measured with Citus 14.0.1 on PostgreSQL 18).
use strict;
use warnings FATAL => 'all';

use File::Basename qw(dirname);
use File::Spec;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Test;

# The PostgreSQL under test is the one whose pg_config is first in PATH, as
# for PostgreSQL::Test::Cluster's servers.
my ($sharedir) = run_command([ 'pg_config', '--sharedir' ]);
my ($version) = run_command([ 'pg_config', '--version' ]);
my ($major) = $version =~ /(\d+)/;
my $control = "$sharedir/extension/citus.control";
plan skip_all =>
  "Citus is not installed for PostgreSQL $major ($control: no such file)"
  unless -e $control;

# The key of test/sql/citus.sql's :key, in every node's key file.
my $key = '00112233445566778899aabbccddeeff';
my $db = 'citus_regress';

# Citus reaches the workers by host name and port: every node listens on
# localhost (PostgreSQL::Test::Cluster picked ports free there) beside its
# socket directory.  Its connections between nodes require SSL by default;
# these clusters are made without it (Debian's clusters, which the test
# used before, come with a certificate), so they prefer it instead.
my @nodes;
for my $name (qw(coordinator worker1 worker2))
{
	my $node = uuid9562_node($name);
	$node->append_conf(
		'postgresql.conf', qq{
shared_preload_libraries = 'citus'
max_connections = 100
timezone = 'UTC'
listen_addresses = 'localhost'
citus.node_conninfo = 'sslmode=prefer'
});
	uuid9562_key_file($node, $key);
	$node->start;
	$node->safe_psql('postgres', "CREATE DATABASE $db");
	$node->safe_psql($db, 'CREATE EXTENSION citus');
	push @nodes, $node;
}
my ($coordinator, @workers) = @nodes;

$coordinator->safe_psql($db,
	"SELECT citus_set_coordinator_host('localhost', " . $coordinator->port . ')');
$coordinator->safe_psql($db,
	"SELECT citus_add_node('localhost', " . $_->port . ')')
  for @workers;
is( $coordinator->safe_psql($db,
		'SELECT count(*) FROM citus_get_active_worker_nodes()'),
	'2',
	'the coordinator sees two workers');
note 'Citus '
  . $coordinator->safe_psql($db,
	"SELECT extversion FROM pg_extension WHERE extname = 'citus'")
  . " on PostgreSQL $major";

# pg_regress runs psql from the server's bin directory, reads sql/ and
# expected/ of $inputdir (test/, the directory above this file's) and writes
# its results, and regression.diffs on failure, under the framework's
# tmp_check/citus; its own report goes to this test's log (from PostgreSQL
# 16 it speaks TAP, which must not mix with this test's).  Its directories
# come from the TAP framework and this file's place, not from variables
# PGXS sets on some majors only (TESTDIR is gone in 17); PG_REGRESS it sets
# on every major.
my $inputdir = File::Spec->rel2abs(dirname(__FILE__) . '/..');
my $outputdir = "$PostgreSQL::Test::Utils::tmp_check/citus";
mkdir $outputdir;
my $passed = uuid9562_run(
	$coordinator,
	[
		$ENV{PG_REGRESS},
		"--inputdir=$inputdir",
		"--outputdir=$outputdir",
		'--bindir=' . $coordinator->config_data('--bindir'),
		'--host=' . $coordinator->host,
		'--port=' . $coordinator->port,
		'--use-existing',
		"--dbname=$db",
		'citus'
	]);
ok($passed, 'test/sql/citus.sql on the coordinator gives test/expected/citus.out')
  or diag(-e "$outputdir/regression.diffs"
	? slurp_file("$outputdir/regression.diffs")
	: 'pg_regress failed before comparing (see the log)');

$_->stop for @nodes;
done_testing();
