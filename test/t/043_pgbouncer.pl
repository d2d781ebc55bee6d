# test/t/043_pgbouncer.pl: the portable edition behind a transaction-mode
# connection pooler (issue 51, item 6; docs/managed.md, "Behind a
# connection pooler"): Debian's pgbouncer in front of a server of the
# PostgreSQL under test, pool_mode = transaction and one server connection,
# so that every client shares one server session and its settings.  A
# client sets the clock's setting to the year 10476, then to garbage, and
# leaves; the next client of that server session sees the setting, and its
# version 7 ids are still at most 1 s ahead of the system clock, with no
# error; version 1 ids of the clients never repeat.  Without pgbouncer
# (Debian: pgbouncer; make test installs it) the test is skipped and says
# why.
use strict;
use warnings FATAL => 'all';

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Test;

my ($pgbouncer) = grep { -x } map { "$_/pgbouncer" } (split(/:/, $ENV{PATH}), '/usr/sbin');
plan skip_all => 'pgbouncer is not installed (Debian: pgbouncer)' unless $pgbouncer;

my $node = uuid9562_node('pooled');
$node->append_conf('postgresql.conf', "timezone = 'UTC'");
$node->start;
$node->safe_psql('postgres', 'CREATE EXTENSION pgcrypto; CREATE SCHEMA app;');
my ($out, $err);
ok(uuid9562_run($node, [ 'make', '-s', 'portable' ], '>', \$out, '2>', \$err),
	'make portable writes dist/uuid9562-portable.sql')
  or diag $err;
my ($ret, $stdout, $stderr) = $node->psql('postgres', undef,
	extra_params => [ '-v', 'ON_ERROR_STOP=1', '-v', 'schema=app', '-f', 'dist/uuid9562-portable.sql' ]);
is($ret, 0, 'the portable edition installs into app') or diag $stderr;

# pgbouncer on a Unix socket of its own, one server connection, no reset
# between clients (transaction mode's default: server_reset_query_always).
my $dir = PostgreSQL::Test::Utils::tempdir('pgbouncer');
my $port = PostgreSQL::Test::Cluster::get_free_port();
my $user = getpwuid($>);
PostgreSQL::Test::Utils::append_to_file("$dir/pgbouncer.ini", <<"INI");
[databases]
postgres = host=@{[ $node->host ]} port=@{[ $node->port ]} dbname=postgres user=$user pool_size=1
[pgbouncer]
listen_addr =
listen_port = $port
unix_socket_dir = $dir
auth_type = any
pool_mode = transaction
max_client_conn = 10
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
my $bouncer = uuid9562_start($node, [ $pgbouncer, "$dir/pgbouncer.ini" ], '>', \my $bout, '2>', \my $berr);

# One client's statements through pgbouncer, in a psql of its own; its
# output, or undef and a diagnostic on failure.
my $client = sub {
	my ($sql) = @_;
	my ($o, $e) = ('', '');
	my $ok = uuid9562_run($node, { PGHOST => $dir, PGPORT => $port },
		[ 'psql', '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-c', $sql ], '>', \$o, '2>', \$e);
	diag $e unless $ok;
	chomp $o;
	return $ok ? $o : undef;
};
my $ready;
for (1 .. 100)
{
	last if defined($ready = eval { local $SIG{__WARN__} = sub { }; $client->('SELECT 1') }) && $ready eq '1';
	sleep 0.1;
}
is($ready, '1', 'pgbouncer accepts clients');

my $backend = $client->("SET uuid9562_portable.clock = '1099511627775999999'; SELECT pg_backend_pid()");
my $next = $client->(q{SELECT pg_backend_pid() || ',' || current_setting('uuid9562_portable.clock', true) || ','
	|| (app.uuid_v7_to_timestamptz(app.uuid_generate_v7()) <= clock_timestamp() + interval '1 s')});
is($next, "$backend,1099511627775999999,true",
	'the next client shares the server session and its forged clock setting, and gets an id at most 1 s ahead');
$client->("SET uuid9562_portable.clock = 'garbage'");
is($client->(q{SELECT count(*) FROM (SELECT app.uuid_generate_v7() AS id FROM generate_series(1, 100)) s
	WHERE app.uuid_v7_to_timestamptz(id) <= clock_timestamp() + interval '1 s'}),
	'100', 'after garbage in the setting, the next client gets its ids, no error');
my @v1 = map { $client->('SELECT app.uuid_generate_v1() FROM generate_series(1, 50)') } 1 .. 4;
my %seen = map { $_ => 1 } map { split /\n/ } grep { defined } @v1;
is(scalar(keys %seen), 200, 'version 1 ids of four pooled clients never repeat');

$bouncer->kill_kill;
$node->stop;
done_testing();
