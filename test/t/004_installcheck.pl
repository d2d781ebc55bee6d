# test/t/004_installcheck.pl: "make installcheck" (the Makefile's REGRESS, run
# through make as this test's user) leaves the server it runs against as it
# found it.  The server has a mask key file set through ALTER SYSTEM as
# docs/masking.md says; while the suite runs, an application role masks an
# id in a loop, each time in a new connection.  Afterwards:
#   - postgresql.auto.conf is byte for byte the same, and so is every other
#     file at the top of the data directory (the configuration files,
#     PG_VERSION, postmaster.opts and .pid) and the key file;
#   - the data directory has the same files by name outside the directories
#     that the server writes as it runs any workload: base/ and global/
#     (relations of every database, the suite's own among them), pg_wal/,
#     pg_xact/, pg_subtrans/, pg_multixact/, pg_commit_ts/, pg_stat*/,
#     pg_logical/, pg_notify/, pg_serial/, pg_snapshots/, pg_dynshmem/; so a
#     tablespace, a replication slot or a prepared transaction would show;
#   - the same roles (pg_roles), databases but the suite's contrib_regression,
#     settings (pg_settings but what a session set, pg_file_settings) and
#     pg_db_role_setting outside contrib_regression;
#   - the loop saw one mask, the configured key's, and no error;
#   - the suite created one database, its own contrib_regression, and no
#     other even for a while: the server logs every statement, and CREATE
#     DATABASE runs only as a statement of its own, never inside a function
#     or transaction block, so each one the suite sent is in the log.
# The suite's make starts as under "make prove_installcheck PGHOST=...
# PGPORT=..." with the environment naming another server as well: through
# uuid9562_run(), it reaches this test's server all the same.
# Under emulation (UUID9562_EMULATED=1) it skips: the suite runs there on its
# own already, and ten times slower twice over would take too long.
use strict;
use warnings FATAL => 'all';

use File::Find;
use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Test;

plan skip_all => 'under emulation (UUID9562_EMULATED=1) the suite runs in its own column only'
  if $ENV{UUID9562_EMULATED};

my $id = '017f22e2-79b0-7cc3-98c4-dc0c0c07398f';    # a version 7 value
my $key = join '', map { sprintf '%02x', int(rand(256)) } 1 .. 16;
my $dir = PostgreSQL::Test::Utils::tempdir;

my $node = uuid9562_node('installcheck');
$node->append_conf('postgresql.conf', 'log_statement = all');    # the framework's default
$node->start;
my $pgdata = $node->data_dir;
my $load =
  $node->safe_psql('postgres', "SELECT current_setting('extension_destdir', true)") eq ''
  ? "LOAD 'uuid9562'"
  : "LOAD '\$libdir/uuid9562'";

# The key file as docs/masking.md asks: only the server's user may read it.
my $file = "$dir/mask.key";
my $umask = umask(077);
PostgreSQL::Test::Utils::append_to_file($file, "$key\n");
umask($umask);
$node->safe_psql('postgres',
	"$load; ALTER SYSTEM SET uuid9562.mask_key_file = '$file'; SELECT pg_reload_conf()");
$node->safe_psql('postgres',
	'CREATE ROLE uuid9562_app LOGIN; CREATE DATABASE uuid9562_app OWNER uuid9562_app');
$node->safe_psql('uuid9562_app', 'CREATE EXTENSION uuid9562');
my $mask = $node->safe_psql('uuid9562_app', "SELECT uuid_v7_mask('$id', '\\x$key')");
is($node->safe_psql('uuid9562_app', "SELECT uuid_v7_mask('$id')"), $mask,
	"the server masks under the key file's key");

# Every file of the data directory outside the directories the server
# writes for any workload, by name; those at the top with their contents.
my $skip = qr{^(base|global|pg_wal|pg_xact|pg_subtrans|pg_multixact|pg_commit_ts|pg_stat\w*
	|pg_logical|pg_notify|pg_serial|pg_snapshots|pg_dynshmem)(/|$)}x;
sub data_files
{
	my @files;
	find(
		{
			no_chdir => 1,
			wanted => sub {
				return if $File::Find::name eq $pgdata;
				my $name = substr($File::Find::name, length($pgdata) + 1);
				return if $name =~ $skip;
				my $entry = -d $_ ? "$name/" : $name;
				$entry .= "\n" . slurp_file($_) if -f $_ && $name !~ m{/};
				push @files, $entry;
			}
		},
		$pgdata);
	return join "\n--\n", sort @files;
}

# What the server holds that a test could change beyond its database, in a
# new session (the library loaded, so its settings show their values).
sub server_state
{
	return $node->safe_psql('postgres', "$load;\n" . <<'EOF');
SELECT 'role ' || r::text FROM pg_roles AS r ORDER BY rolname;
SELECT 'database ' || datname || ' ' || datdba::regrole || ' ' || datallowconn
  FROM pg_database WHERE datname <> 'contrib_regression' ORDER BY datname;
SELECT 'setting ' || name || ' = ' || coalesce(setting, '') || ' (' || source || ' '
       || coalesce(sourcefile, '') || ':' || coalesce(sourceline, 0) || ')'
  FROM pg_settings WHERE source NOT IN ('client', 'session') ORDER BY name;
SELECT 'file setting ' || f::text FROM pg_file_settings AS f ORDER BY sourcefile, sourceline;
SELECT 'role setting ' || coalesce(d.datname, '-') || ' ' || coalesce(r.rolname, '-') || ' '
       || s.setconfig::text
  FROM pg_db_role_setting AS s
  LEFT JOIN pg_database AS d ON d.oid = s.setdatabase
  LEFT JOIN pg_roles AS r ON r.oid = s.setrole
 WHERE d.datname IS DISTINCT FROM 'contrib_regression' ORDER BY 1;
EOF
}

my $auto_conf = slurp_file("$pgdata/postgresql.auto.conf");
like($auto_conf, qr/^uuid9562\.mask_key_file = '\Q$file\E'$/m, 'postgresql.auto.conf names the key file');
my $files = data_files();
my $state = server_state();

# The application: a new connection per mask, every 0.2 s, until the test
# stops it, 3,000 masks or 15 minutes, whichever comes first.
my $stop = "$dir/stop";
my $psql = $node->installed_command('psql');
my ($loop_out, $loop_err) = ('', '');
my $loop = uuid9562_start(
	$node,
	[
		'bash', '-c', <<'EOF', 'loop', $stop, $psql, $node->connstr('uuid9562_app') . ' user=uuid9562_app',
n=0 end=$((SECONDS + 900))
while [ $n -lt 3000 ] && [ $SECONDS -lt $end ]; do
	[ -e "$1" ] && { echo stopped; exit 0; }
	"$2" -XAtq -d "$3" -c "$4" 2>&1 || echo "psql exited with $?"
	n=$((n + 1))
	sleep 0.2
done
echo bounded
EOF
		"SELECT uuid_v7_mask('$id')"
	],
	'>', \$loop_out, '2>', \$loop_err);

# The suite, through make, as this test's user, against the server; the
# server's log from here on is the suite's and the loop's.  Its environment
# is first as GNU make hands it to the recipes of "make prove_installcheck
# PGHOST=/nonexistent PGPORT=1 PGUSER=regress_nobody" (MAKEFLAGS holds the
# command line's variables, which a make started with it would take over
# its environment), with PGOPTIONS besides, which would fail every test.
my $log_offset = -s $node->logfile;
my $pg_config = $node->installed_command('pg_config');
my $outdir = "$dir/regress";
my ($make_out, $make_err) = ('', '');
my $made = do
{
	local $ENV{MAKEFLAGS} = 's -- PGUSER=regress_nobody PGPORT=1 PGHOST=/nonexistent';
	local $ENV{MAKEOVERRIDES} = '${-*-command-variables-*-}';
	local $ENV{MAKELEVEL} = 1;
	local $ENV{PGHOST} = '/nonexistent';
	local $ENV{PGPORT} = 1;
	local $ENV{PGUSER} = 'regress_nobody';
	local $ENV{PGOPTIONS} = '-c search_path=regress_nowhere';
	uuid9562_run(
		$node,
		[
			'make', '-s', 'installcheck', "PG_CONFIG=$pg_config",
			"EXTRA_REGRESS_OPTS=--outputdir=$outdir"
		],
		'>', \$make_out, '2>', \$make_err);
};
ok($made, 'make installcheck passes')
  or diag $make_out, $make_err, -e "$outdir/regression.diffs" ? slurp_file("$outdir/regression.diffs") : '';
like($make_out, qr/All \d+ tests passed/, '... every test of the suite');

append_to_file($stop, '');
$loop->finish;
my @seen = split /\n/, $loop_out;
my $end = pop @seen // '';
is($end, 'stopped', 'the loop ran until the suite was done');
ok(@seen > 0, 'the loop masked (' . scalar(@seen) . ' new connections)');
is_deeply([ grep { $_ ne $mask } @seen ], [], "every mask was the configured key's, no error");
is($loop_err, '', 'the loop wrote no error');

is(slurp_file("$pgdata/postgresql.auto.conf"), $auto_conf, 'postgresql.auto.conf is byte for byte the same');
is(slurp_file($file), "$key\n", 'the key file is the same');
is(data_files(), $files, 'the data directory has the same files (the top ones with the same contents)');
is(server_state(), $state, 'the same roles, databases, settings and role settings');
is($node->safe_psql('uuid9562_app', "SELECT uuid_v7_mask('$id')"), $mask,
	"a new session still masks under the key file's key");

# Every statement (simple or extended protocol) the server logged while the
# suite ran, continuation lines included; the names of the databases that
# those beginning with CREATE DATABASE, or holding it after a semicolon,
# created: pg_regress's own, once.
my $log = slurp_file($node->logfile, $log_offset);
my @statements = $log =~ /\bLOG:  (?:statement|execute [^:]*): (.*(?:\n\t.*)*)/g;
ok(@statements > 100, 'the server logged the suite\'s statements (' . scalar(@statements) . ')');
my @created = map { /(?:^|;)\s*create\s+database\s+("(?:[^"]|"")*"|[^\s;]+)/gi } @statements;
is_deeply(\@created, ['"contrib_regression"'],
	'the suite created one database, its own, and no other even for a while');

$node->stop;
done_testing();
