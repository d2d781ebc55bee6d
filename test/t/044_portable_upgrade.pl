# test/t/044_portable_upgrade.pl: the portable edition of the last release
# (1.4) upgraded in place to this version by each of its three forms, in a
# database whose tables use it (issue 55, item 3): the fixture of
# test/t/041_move.pl (test/t/fixture/move.sql: defaults, a generated column
# of version 5, indexes, a view over a time window, a masked view with the
# key in the edition's key table, partitions bounded by uuid_v7_floor()).
# Each upgrade keeps every object of the edition (same oid), every row, id,
# mask and definition (test/t/fixture/move_state.sql prints the same), and
# installs this version (uuid9562_portable_version()).  The forms:
#  - the psql script (psql -v schema=app -f uuid9562-portable.sql) over the
#    last release's psql script;
#  - the plain SQL for schema app (scripts/portable ... app), run by psql
#    -f in one transaction as a migration tool runs it, over the last
#    release's psql script (that release had no plain form);
#  - pg_tle: the last release registered and created, then this version's
#    installer and ALTER EXTENSION uuid9562 UPDATE; only where pg_tle is
#    installed for the PostgreSQL under test (as test/t/040_pgtle.pl, on a
#    shadow of the installation without the C edition), else skipped.
# The last release's installers are built by its own scripts/portable from
# its commit (RELEASE_X_Y of scripts/package, the last of OLD_RELEASES) in
# git history: of the tree, or of UUID9562_GIT_TREE (scripts/run names the
# checkout, as its columns test a copy without .git); without git history
# (a PGXN zip) the test is skipped and says why.  On the server under test
# and on npm's 16 where scripts/run installed it (UUID9562_NPM_SERVERS).
use strict;
use warnings FATAL => 'all';

use FindBin;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Test;

my ($top) = grep { -d "$_/docs" } ("$FindBin::RealBin/..", "$FindBin::RealBin/../..");
my $fixture = "$top/test/t/fixture";
my $key = '000102030405060708090a0b0c0d0e0f';

# The last release and its commit, as scripts/package names them.
my $package = slurp_file("$top/scripts/package");
my ($releases) = $package =~ /^OLD_RELEASES="([^"]*)"/m or die 'no OLD_RELEASES in scripts/package';
my ($old) = (split ' ', $releases)[-1];
my $var = 'RELEASE_' . ($old =~ tr/./_/r);
my ($commit) = $package =~ /^$var=([0-9a-f]+)/m or die "no $var in scripts/package";
my ($version) = slurp_file("$top/uuid9562.control") =~ /^default_version = '(.*)'$/m;

my $git = $ENV{UUID9562_GIT_TREE} // $top;
my @git = ('git', '-c', 'safe.directory=*', '-C', $git);
my $node = uuid9562_node('upgrade');
my ($out, $err);
plan skip_all => "no git history in $git to build the portable edition $old from (commit $commit)"
  unless uuid9562_run($node, [ @git, 'cat-file', '-e', "$commit^{commit}" ], '>', \$out, '2>', \$err);
$node->append_conf('postgresql.conf', "timezone = 'UTC'");
$node->start;

# The installers: the last release's, built by its scripts/portable from
# its commit, and this tree's, the plain form for schema app.
my $tmp = PostgreSQL::Test::Utils::tempdir('portable');
mkdir "$tmp/$old" or die "mkdir: $!";
ok( uuid9562_run($node, [ 'sh', '-c', '"$@" | tar -x -C "$0" && sh "$0/scripts/portable" "$0" "$0/dist"',
			"$tmp/$old", @git, 'archive', $commit, 'uuid9562.control', 'portable', 'scripts/portable' ],
		'>', \$out, '2>', \$err),
	"the portable edition $old built from $commit")
  or diag $err;
ok(uuid9562_run($node, [ 'sh', "$top/scripts/portable", $top, "$tmp/new", 'app' ], '>', \$out, '2>', \$err),
	"scripts/portable builds ${version}'s installers")
  or diag $err;
my %old = (script => "$tmp/$old/dist/uuid9562-portable.sql", pgtle => "$tmp/$old/dist/uuid9562-pgtle.sql");
my %new = (script => "$tmp/new/uuid9562-portable.sql", plain => "$tmp/new/uuid9562-plain.sql",
	pgtle => "$tmp/new/uuid9562-pgtle.sql");

# What an upgrade must keep of the edition: each of its functions,
# operators, types and relations in schema app by oid and name.
my $objects = q{
SELECT 'function ' || oid || ' ' || oid::regprocedure FROM pg_proc WHERE pronamespace = 'app'::regnamespace
UNION ALL SELECT 'operator ' || oid || ' ' || oid::regoperator FROM pg_operator WHERE oprnamespace = 'app'::regnamespace
UNION ALL SELECT 'type ' || oid || ' ' || oid::regtype FROM pg_type WHERE typnamespace = 'app'::regnamespace
UNION ALL SELECT 'relation ' || oid || ' ' || oid::regclass FROM pg_class WHERE relnamespace = 'app'::regnamespace
ORDER BY 1};

# Database $db of $node: pgcrypto, the last release's portable edition in
# schema app by its $form ('script' or 'pgtle', the latter created as an
# extension), its mask key in its table, the fixture.
sub old_db
{
	my ($node, $db, $form) = @_;
	$node->safe_psql('postgres', "CREATE DATABASE $db");
	$node->safe_psql($db, 'CREATE EXTENSION pgcrypto; CREATE SCHEMA app');
	if ($form eq 'pgtle')
	{
		$node->safe_psql($db, 'CREATE EXTENSION pg_tle');
		$node->safe_psql($db, undef, extra_params => [ '-f', $old{pgtle} ]);
		$node->safe_psql($db, 'CREATE EXTENSION uuid9562 SCHEMA app');
	}
	else
	{
		$node->safe_psql($db, undef, extra_params => [ '-v', 'schema=app', '-f', $old{script} ]);
	}
	$node->safe_psql($db, "INSERT INTO app.uuid9562_mask_key VALUES (decode('$key', 'hex'))");
	$node->safe_psql($db, undef, extra_params => [ '-f', "$fixture/move.sql" ]);
	is($node->safe_psql($db, 'SELECT app.uuid9562_portable_version()'), $old, "$db: the portable edition $old");
}

# The upgrade of database $db of $node by $upgrade (a sub that runs it):
# the edition's objects and move_state.sql's print kept, this version
# installed.
sub upgraded
{
	my ($node, $db, $what, $upgrade) = @_;
	my $state = sub {
		my ($ret, $stdout, $stderr) = $node->psql($db, undef, extra_params => [ '-f', "$fixture/move_state.sql" ]);
		die "move_state.sql: $stderr" if $ret;
		return $stdout;
	};
	my $before = $state->();
	my @objects = split /\n/, $node->safe_psql($db, $objects);
	$upgrade->();
	my %after = map { $_ => 1 } split /\n/, $node->safe_psql($db, $objects);
	is(join("\n", grep { !$after{$_} } @objects), '', "$db: $what keeps each of the edition's "
		  . scalar(@objects) . ' functions, operators, types and relations');
	is($state->(), $before, "$db: $what keeps every row, id, mask and definition");
	is($node->safe_psql($db, 'SELECT app.uuid9562_portable_version()'), $version, "$db: $what installs $version");
}

my @nodes = ([ 'host', $node ]);
if (my $npm16 = uuid9562_npm_install(16))
{
	my $n = uuid9562_node('npm16', install_path => $npm16);
	$n->append_conf('postgresql.conf', "timezone = 'UTC'");
	$n->start;
	push @nodes, [ 'npm16', $n ];
}
else
{
	note "npm's 16 is not installed (UUID9562_NPM_SERVERS): the server under test only";
}

for (@nodes)
{
	my ($name, $n) = @$_;
	old_db($n, "${name}_script", 'script');
	upgraded($n, "${name}_script", "the psql script $version", sub {
		$n->safe_psql("${name}_script", undef, extra_params => [ '-v', 'schema=app', '-f', $new{script} ]);
	});
	old_db($n, "${name}_plain", 'script');
	upgraded($n, "${name}_plain", "the plain SQL $version in one transaction", sub {
		$n->safe_psql("${name}_plain", undef, extra_params => [ '--single-transaction', '-f', $new{plain} ]);
	});
}

# pg_tle: where it is installed, on a shadow without the C edition.
my ($sharedir) = run_command([ 'pg_config', '--sharedir' ]);
SKIP:
{
	skip "pg_tle is not installed for the PostgreSQL under test ($sharedir/extension/pg_tle.control: no such file)", 4
	  unless -e "$sharedir/extension/pg_tle.control";
	my $tle = uuid9562_node('pgtle', install_path => uuid9562_shadow_install());
	$tle->append_conf('postgresql.conf', "shared_preload_libraries = 'pg_tle'\ntimezone = 'UTC'");
	$tle->start;
	old_db($tle, 'pgtle', 'pgtle');
	upgraded($tle, 'pgtle', "pg_tle's $version and ALTER EXTENSION uuid9562 UPDATE", sub {
		$tle->safe_psql('pgtle', undef, extra_params => [ '-f', $new{pgtle} ]);
		$tle->safe_psql('pgtle', 'ALTER EXTENSION uuid9562 UPDATE');
	});
	$tle->stop;
}

$_->[1]->stop for @nodes;
done_testing();
