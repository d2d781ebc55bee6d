# test/t/012_logical_replication.pl: logical replication into the major under
# test from the oldest major installed beside it with the extension (in the
# sid root, which has 15, 17, 18 and 19: 15 -> 17, 15 -> 18 and 15 -> 19 in
# the runs of 17, 18 and 19): a publication of every table of the whole
# fixture (every stage), the subscriber's schema from the publisher's
# pg_dump --schema-only, rows inserted, updated and deleted on the publisher
# while the subscription runs.  Once caught up and unsubscribed, every row
# is the same as the publisher's and every check of test/t/fixture/after.sql
# holds.
use strict;
use warnings FATAL => 'all';

use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Migration;
use Uuid9562Test;

my @sources = migration_sources();
my $old = $sources[0];
my $label = "logical replication $old->{major} -> " . major_under_test();
my @stages = fixture_stages();

# Not init's allows_streaming: 18's Cluster.pm then writes settings that
# older servers do not know (autovacuum_worker_slots).
my $pub = uuid9562_node('publisher', install_path => $old->{path});
$pub->append_conf('postgresql.conf',
	"wal_level = logical\nmax_wal_senders = 10\nmax_replication_slots = 10");
$pub->start;
make_fixture($pub, $stages[-1]);
$pub->safe_psql('app',
	'CREATE PUBLICATION fixture FOR ALL TABLES WITH (publish_via_partition_root = true)');
my $schema = "$PostgreSQL::Test::Utils::tmp_check/schema-$old->{major}.dump";
$pub->command_ok(
	[ $pub->installed_command('pg_dump'), '-Fc', '--schema-only', '-d', 'app', '-f', $schema ],
	"pg_dump --schema-only on $old->{major}");

my $sub = uuid9562_node('subscriber');
$sub->start;
$sub->safe_psql('postgres', 'CREATE DATABASE app');
$sub->command_ok([ 'pg_restore', '--exit-on-error', '-d', 'app', $schema ],
	"$label: the schema restored, no error");
my $connstr = $pub->connstr . ' dbname=app';
$sub->safe_psql('app', "CREATE SUBSCRIPTION fixture CONNECTION '$connstr' PUBLICATION fixture");
$sub->poll_query_until('app',
	"SELECT count(*) = 0 FROM pg_subscription_rel WHERE srsubstate NOT IN ('r', 's')")
  or die "timed out waiting for the subscription's initial copy";

# Rows written while the subscription runs (n 5001-5100: neither the
# fixture's nor after.sql's), an update and a delete.
$pub->safe_psql('app', q{
INSERT INTO orders (n) SELECT generate_series(5001, 5100);
INSERT INTO legacy (n) SELECT generate_series(5001, 5100);
INSERT INTO core_names (n) SELECT generate_series(5001, 5100);
INSERT INTO tagged (n) SELECT generate_series(5001, 5100);
INSERT INTO events (n, payload) SELECT i, 'live ' || i FROM generate_series(5001, 5100) AS i;
INSERT INTO accounts (n) SELECT generate_series(5001, 5100);
INSERT INTO core_qualified (n) SELECT generate_series(5001, 5100);
UPDATE events SET payload = 'updated' WHERE n % 100 = 7;
DELETE FROM legacy WHERE n % 100 = 9;
REFRESH MATERIALIZED VIEW legacy_versions;
});
$pub->wait_for_catchup('fixture');
my $state = fixture_state($pub);
$sub->safe_psql('app', 'DROP SUBSCRIPTION fixture');
$pub->stop;

# A materialized view is not replicated: refreshed as a user would.
$sub->safe_psql('app', 'REFRESH MATERIALIZED VIEW legacy_versions');
check_migrated($sub, $state, $label);
$sub->stop;

done_testing();
