# test/t/010_pg_upgrade.pl: pg_upgrade into the major under test from the
# nearest major below it installed beside it with the extension (in the sid
# root, which has 15, 17, 18 and 19: 15 -> 17 in 17's run, 17 -> 18 in
# 18's, 18 -> 19 in 19's), of one cluster per stage of the fixture (its
# extension at 1.0, at 1.1, ...): the new library must keep every C symbol
# an old install script names, and after the upgrade every row is the same
# and every check of test/t/fixture/after.sql holds.
use strict;
use warnings FATAL => 'all';

use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Migration;
use Uuid9562Test;

my @sources = migration_sources();
my $old = $sources[-1];
my $new_major = major_under_test();

# pg_upgrade writes its scripts into the current directory.
chdir $PostgreSQL::Test::Utils::tmp_check;

foreach my $stage (fixture_stages())
{
	my $from = uuid9562_node("old_$stage", install_path => $old->{path});
	$from->start;
	my $state = make_fixture($from, $stage);

	# Debian's 15.20 and 17.12 keep an option pg_attver=N in
	# pg_attribute.attoptions of every column; their own pg_dump leaves it
	# out, but 18's and 19's, which pg_upgrade runs, dump it, and their
	# servers reject it ('unrecognized parameter "pg_attver"'), whatever
	# extensions a database has (17's pg_upgrade carries it).  Remove it from
	# the columns of the user's relations (object ids from 16384 on,
	# FirstNormalObjectId); ALTER TABLE ... RESET does not.
	my $cleared = $from->safe_psql('app', q{
WITH u AS (
	UPDATE pg_catalog.pg_attribute
	   SET attoptions = NULLIF(ARRAY(SELECT o FROM unnest(attoptions) AS o WHERE o NOT LIKE 'pg\_attver=%'), '{}')
	 WHERE attrelid >= 16384
	   AND EXISTS (SELECT FROM unnest(attoptions) AS o WHERE o LIKE 'pg\_attver=%')
	RETURNING 1)
SELECT count(*) FROM u});
	note "pg_attver removed from the options of $cleared columns" if $cleared;

	# The new cluster must match the old one's data checksums (on by
	# default from 18, which has the option to leave them off).
	my $checksums = $from->safe_psql('postgres', 'SHOW data_checksums');
	$from->stop;
	my @checksums =
	    $checksums eq 'on' ? ('--data-checksums')
	  : $new_major >= 18 ? ('--no-data-checksums')
	  :                    ();
	my $to = uuid9562_node("new_$stage", init => { extra => \@checksums });
	my $label = "pg_upgrade $old->{major} -> $new_major ($stage)";

	# pg_upgrade connects to both servers through the socket directory of
	# the new one and the ports given.
	ok( uuid9562_run(
			$to,
			[
				'pg_upgrade', '--no-sync',
				'--old-datadir' => $from->data_dir,
				'--new-datadir' => $to->data_dir,
				'--old-bindir' => "$old->{path}/bin",
				'--new-bindir' => $to->config_data('--bindir'),
				'--socketdir' => $to->host,
				'--old-port' => $from->port,
				'--new-port' => $to->port,
			]),
		"$label: no error");
	$to->start;
	check_migrated($to, $state, $label);
	$to->stop;
}

done_testing();
