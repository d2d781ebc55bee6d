# test/t/011_dump_restore.pl: pg_dump -Fc on each major below the one under test
# installed beside it with the extension, of the whole fixture (every stage,
# the extension at the default version), then the major under test's
# pg_restore --exit-on-error (in the sid root, which has 15, 17, 18 and 19:
# 15 -> 17 in 17's run, 15 and 17 -> 18 in 18's, 15, 17 and 18 -> 19 in
# 19's).  After each restore every row is the same and every check of
# test/t/fixture/after.sql holds.
use strict;
use warnings FATAL => 'all';

use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Migration;
use Uuid9562Test;

my @sources = migration_sources();
my @stages = fixture_stages();

my $to = uuid9562_node('restored');
$to->start;
foreach my $old (@sources)
{
	my $from = uuid9562_node("dumped_$old->{major}", install_path => $old->{path});
	$from->start;
	my $state = make_fixture($from, $stages[-1]);
	my $dump = "$PostgreSQL::Test::Utils::tmp_check/app-$old->{major}.dump";
	$from->command_ok([ $from->installed_command('pg_dump'), '-Fc', '-d', 'app', '-f', $dump ],
		"pg_dump -Fc on $old->{major}");
	$from->stop;

	my $label = "pg_dump $old->{major} -> pg_restore " . major_under_test();
	$to->safe_psql('postgres', 'CREATE DATABASE app');
	$to->command_ok([ 'pg_restore', '--exit-on-error', '-d', 'app', $dump ], "$label: no error");
	check_migrated($to, $state, $label);
	$to->safe_psql('postgres', 'DROP DATABASE app');
}
$to->stop;

done_testing();
