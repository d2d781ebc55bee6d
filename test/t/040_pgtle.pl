# test/t/040_pgtle.pl: the portable edition through pg_tle (Trusted Language
# Extensions), where pg_tle is installed for the PostgreSQL under test
# (pg_tle.control in the server's extension directory): pg_tle preloaded,
# dist/uuid9562-pgtle.sql (make portable, run here) registering uuid9562,
# then CREATE EXTENSION uuid9562 by a role without superuser and the checks
# of make portable_installcheck's portable_install on it.  pg_tle is in
# neither Debian's archive nor npm and this test never builds it: without
# it, the test is skipped and says why.  pg_tle refuses a name that a
# control file of the server has, and make test installs the C edition into
# the server's directories: the test's server runs from a shadow of the
# installation (uuid9562_shadow_install) that lacks the C edition's files.
use strict;
use warnings FATAL => 'all';

use File::Basename qw(basename dirname);
use File::Copy qw(copy);
use File::Path qw(mkpath);
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Test;

# The PostgreSQL under test is the one whose pg_config is first in PATH.
my ($sharedir) = run_command([ 'pg_config', '--sharedir' ]);
my ($version) = run_command([ 'pg_config', '--version' ]);
my ($major) = $version =~ /(\d+)/;
plan skip_all =>
  "pg_tle is not installed for PostgreSQL $major ($sharedir/extension/pg_tle.control: no such file)"
  unless -e "$sharedir/extension/pg_tle.control";

my $node = uuid9562_node('pgtle', install_path => uuid9562_shadow_install());
$node->append_conf('postgresql.conf', "shared_preload_libraries = 'pg_tle'\ntimezone = 'UTC'");
$node->start;
is($node->safe_psql('postgres', "SELECT count(*) FROM pg_available_extensions WHERE name = 'uuid9562'"),
	'0', 'the shadow installation has no C edition');

my ($out, $err);
ok(uuid9562_run($node, [ 'make', '-s', 'portable' ], '>', \$out, '2>', \$err),
	'make portable writes dist/uuid9562-pgtle.sql')
  or diag $err;

# pg_tle, pgcrypto and a role without superuser that may manage TLEs
# (pgtle_admin) and create in the database.
$node->safe_psql('postgres', q{
CREATE EXTENSION pg_tle;
CREATE ROLE app LOGIN;
GRANT pgtle_admin TO app;
GRANT CREATE ON DATABASE postgres TO app;
CREATE SCHEMA app AUTHORIZATION app;
CREATE EXTENSION pgcrypto;
});
note 'pg_tle '
  . $node->safe_psql('postgres', "SELECT extversion FROM pg_extension WHERE extname = 'pg_tle'")
  . " on PostgreSQL $major";

my ($ret, $stdout, $stderr) = $node->psql('postgres', undef,
	extra_params => [ '-U', 'app', '-v', 'ON_ERROR_STOP=1', '-f', 'dist/uuid9562-pgtle.sql' ]);
is($ret, 0, 'app registers uuid9562 with pg_tle') or diag $stderr;

my $as_app = sub {
	my ($sql) = @_;
	return $node->safe_psql('postgres', "SET search_path = app; $sql", extra_params => [ '-U', 'app' ]);
};
$as_app->('CREATE EXTENSION uuid9562 SCHEMA app');
is($node->safe_psql('postgres', q{SELECT e.extversion IS NOT NULL AND NOT r.rolsuper
	FROM pg_extension e JOIN pg_roles r ON r.oid = e.extowner WHERE e.extname = 'uuid9562'}),
	't', 'CREATE EXTENSION uuid9562 by a role without superuser');

# The table keyed by version 7, its windows index range scans.
$as_app->(q{
CREATE TABLE app.events (id uuid PRIMARY KEY DEFAULT uuid_generate_v7(), n int);
INSERT INTO app.events SELECT uuid_generate_v7_at(now() - i * interval '15 minutes'), i FROM generate_series(1, 10000) AS i;
INSERT INTO app.events (n) SELECT -i FROM generate_series(1, 100) AS i;
ANALYZE app.events;
});
is($as_app->(q{SELECT count(*) FILTER (WHERE uuid_version(id) = 7 AND uuid_variant(id) = 'rfc9562') FROM app.events}),
	'10100', 'every key is version 7 of the RFC variant');
for my $where ("id >= now() - interval '1 day'",
	"uuid_v7_within(id, tstzrange(now() - interval '2 days', now() - interval '1 day'))")
{
	like($as_app->("EXPLAIN (COSTS OFF) SELECT count(*) FROM app.events WHERE $where"),
		qr/Index (Only )?Scan using events_pkey.*\n.*Index Cond/, "index range scan: $where");
}
is( $as_app->(q{SELECT (SELECT count(*) FROM app.events WHERE id >= now() - interval '1 day')
	= (SELECT count(*) FROM app.events WHERE uuid_timestamp(id) >= date_trunc('milliseconds', now() - interval '1 day'))}),
	't', 'the window selects the rows of its time');

# Version 7 within a session: 100,000 values distinct, strictly increasing,
# each within 1 ms of the clock.
is( $as_app->(q{
CREATE TEMP TABLE v7 AS SELECT i, clock_timestamp() AS before, uuid_generate_v7() AS id, clock_timestamp() AS after
  FROM generate_series(1, 100000) AS i;
SELECT count(DISTINCT id) = 100000,
       count(*) FILTER (WHERE NOT (uuid_timestamp(id) > before - interval '1 ms' AND uuid_timestamp(id) <= after)),
       (SELECT count(*) FILTER (WHERE id <= prev) FROM (SELECT id, lag(id) OVER (ORDER BY i) AS prev FROM v7) s)
  FROM v7}),
	't|0|0', 'version 7: distinct, within 1 ms of the clock, strictly increasing');

$node->stop;
done_testing();
