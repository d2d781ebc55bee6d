# test/t/Uuid9562Migration.pm: what the migration tests of test/t/ (pg_upgrade, dump
# and restore, logical replication) share: the other installations they
# migrate from, and the fixture of test/t/fixture/.
#
# The run of major N (its make prove_installcheck) migrates into N from the
# majors below it that are installed beside it, each at
# /usr/lib/postgresql/M with the extension at the tree's default version
# (Debian's layout; 15 and later, the oldest the extension supports).
#
# The fixture is a database "app" that uses every public object of the
# extension, made in stages as a user would have made it: one stage per file
# test/t/fixture/fixture-X.Y.sql up to the tree's default version, oldest first
# (fixture-1.0.sql creates the extension at 1.0, each later one updates it to
# its version and adds that version's objects).  After a migration
# test/t/fixture/state.sql (every table and view, its row count and the checksum
# of its rows in order) prints the same as before it, and every check of
# test/t/fixture/after.sql holds.
package Uuid9562Migration;

use strict;
use warnings FATAL => 'all';

use Cwd qw(getcwd);
use Exporter 'import';
use PostgreSQL::Test::Utils;
use PostgreSQL::Version;
use Test::More;

our @EXPORT = qw(major_under_test migration_sources fixture_stages make_fixture fixture_state check_migrated);

# The tree (where make prove_installcheck runs prove), whatever directory a
# test moves to later, and the fixture's files in it.
my $tree = getcwd();
my $fixture = "$tree/test/t/fixture";

# The default version in the extension control file $1 (the tree's when
# omitted), or undef when the file is missing or names none.
sub default_version
{
	my ($control) = @_;
	$control //= "$tree/uuid9562.control";
	return undef unless -f $control;
	my ($version) = slurp_file($control) =~ /^default_version\s*=\s*'([^']+)'/m;
	return $version;
}

# The major of the PostgreSQL under test (the pg_config first in PATH,
# which make prove_installcheck puts there) as a number.
sub major_under_test
{
	my ($out) = run_command([ 'pg_config', '--version' ]);
	$out =~ /^PostgreSQL\s+(\S+)/ or die "pg_config --version printed \"$out\"";
	return PostgreSQL::Version->new($1)->major;
}

# The installations to migrate from into the major under test: a list of
# hash references { major => M, path => '/usr/lib/postgresql/M' }, oldest
# first, one for each major M from 15 up to the one below the major under
# test that is installed there with the extension at the tree's default
# version.  When there is none, the whole test is skipped, saying why.
sub migration_sources
{
	my $under_test = major_under_test();
	my $version = default_version();
	my (@sources, @passed_over);

	foreach my $path (glob('/usr/lib/postgresql/*'))
	{
		my ($major) = $path =~ m{/(\d+)$} or next;
		next if $major < 15 || $major >= $under_test;
		if (!-x "$path/bin/postgres" || !-x "$path/bin/pg_config")
		{
			push @passed_over, "$major has no server or no pg_config in $path/bin";
			next;
		}
		my ($share) = run_command([ "$path/bin/pg_config", '--sharedir' ]);
		chomp $share;
		my $theirs = default_version("$share/extension/uuid9562.control");
		if (!defined $theirs || $theirs ne $version)
		{
			push @passed_over, "$major has uuid9562 " . ($theirs // 'not installed');
			next;
		}
		push @sources, { major => $major, path => $path };
	}
	plan skip_all => "no PostgreSQL major below $under_test (from 15 on) is in "
	  . "/usr/lib/postgresql with uuid9562 $version installed"
	  . (@passed_over ? ' (' . join('; ', @passed_over) . ')' : '')
	  unless @sources;
	return sort { $a->{major} <=> $b->{major} } @sources;
}

# The fixture's stages: the versions X.Y of the files fixture-X.Y.sql up to
# the tree's default version, oldest first.
sub fixture_stages
{
	my $default = PostgreSQL::Version->new(default_version());
	my @stages =
	  grep { PostgreSQL::Version->new($_) <= $default }
	  map { m{/fixture-(\d+\.\d+)\.sql$} ? $1 : () } glob("$fixture/fixture-*.sql");
	die "no fixture stage in $fixture" unless @stages;
	return sort { PostgreSQL::Version->new($a) <=> PostgreSQL::Version->new($b) } @stages;
}

# The state of database app of the running cluster $node: state.sql's
# output, one line per table and view.
sub fixture_state
{
	my ($node) = @_;
	return $node->safe_psql('app', slurp_file("$fixture/state.sql"));
}

# Make the fixture up to stage $upto (a version of fixture_stages) in a new
# database app of the running cluster $node, and return its state.  Dies
# when a stage fails.
sub make_fixture
{
	my ($node, $upto) = @_;
	$node->safe_psql('postgres', 'CREATE DATABASE app');
	foreach my $stage (fixture_stages())
	{
		last if PostgreSQL::Version->new($stage) > $upto;
		$node->safe_psql('app', slurp_file("$fixture/fixture-$stage.sql"));
	}
	return fixture_state($node);
}

# The checks after a migration into the running cluster $node, each a test
# named after $label: the state of database app is $state, and every check
# of after.sql holds.  after.sql updates the extension and adds rows.
sub check_migrated
{
	my ($node, $state, $label) = @_;

	my $lines = () = $state =~ /\n/g;
	is(fixture_state($node), $state,
		"$label: every row the same (" . ($lines + 1) . " tables and views)");
	my @checks = split /\n/,
	  $node->safe_psql('app', slurp_file("$fixture/after.sql"),
		extra_params => [ '-F', "\t" ]);
	# The update's check comes first; a run that printed less is broken.
	like($checks[0] // '', qr/^extension at /, "$label: after.sql ran");
	foreach my $check (@checks)
	{
		my ($name, $holds) = $check =~ /^(.*)\t([tf])$/;
		ok(defined $holds && $holds eq 't', "$label: " . ($name // $check));
	}
}

1;
