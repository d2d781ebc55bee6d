# test/t/041_move.pl: moving between the C and the portable edition
# (docs/upgrading.md, "Between the editions"), each way, with nothing lost.
# The fixture test/t/fixture/move.sql uses every public object the two
# editions share; test/t/fixture/move_state.sql (rows, ids, generated
# columns, masks, partitions, and the definitions of defaults, indexes,
# views, policy and bounds, and the indexes the plans use) prints the same
# after each move as before it.  The paths:
#  - the portable edition taken over in place by the C edition
#    (CREATE EXTENSION uuid9562 VERSION 'portable', ALTER EXTENSION UPDATE),
#    after the plain CREATE EXTENSION is refused with its hint;
#  - a dump of the portable edition restored on a server with the C edition,
#    then taken over the same way;
#  - a dump of the C edition restored, by the documented list, on a server
#    where only the portable edition can be installed (a shadow of the
#    installation without the C edition's files);
#  - a dump of the portable edition with pgcrypto in schema "extensions"
#    restored where pgcrypto is in public (Supabase to Neon or RDS).
# The mask key moves as the docs say: the same key on both sides, masks
# unchanged.
use strict;
use warnings FATAL => 'all';

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Test;

my $key = '000102030405060708090a0b0c0d0e0f';
my $fixture = 'test/t/fixture';
my ($out, $err);

# The server with the C edition, its mask key in the key file; the managed
# stand-in, where only the portable edition can be installed.
my $c = uuid9562_node('c');
uuid9562_key_file($c, $key);
$c->append_conf('postgresql.conf', "timezone = 'UTC'");
$c->start;
ok(uuid9562_run($c, [ 'make', '-s', 'portable' ], '>', \$out, '2>', \$err),
	'make portable writes dist/uuid9562-portable.sql')
  or diag $err;
my $portable = 'dist/uuid9562-portable.sql';
my $managed = uuid9562_node('managed', install_path => uuid9562_shadow_install());
$managed->append_conf('postgresql.conf', "timezone = 'UTC'");
$managed->start;
is($managed->safe_psql('postgres', "SELECT count(*) FROM pg_available_extensions WHERE name = 'uuid9562'"),
	'0', 'the managed stand-in has no C edition');

# Database $db of $node with pgcrypto (in schema $crypto, created if not
# public) and the portable edition in schema app, its mask key in its table.
sub portable_db
{
	my ($node, $db, $crypto) = @_;
	$node->safe_psql('postgres', "CREATE DATABASE $db");
	$node->safe_psql($db, ($crypto eq 'public' ? '' : "CREATE SCHEMA $crypto; ")
		  . "CREATE EXTENSION pgcrypto SCHEMA $crypto; CREATE SCHEMA app");
	$node->safe_psql($db, undef, extra_params => [ '-v', 'schema=app', '-f', $portable ]);
	$node->safe_psql($db, "INSERT INTO app.uuid9562_mask_key VALUES (decode('$key', 'hex'))");
}

sub state_of
{
	my ($node, $db) = @_;
	my ($ret, $stdout) = $node->psql($db, undef, extra_params => [ '-f', "$fixture/move_state.sql" ]);
	return $stdout;
}

# pg_dump -Fc of $db on $node into a file; returns its path.
sub dump_of
{
	my ($node, $db) = @_;
	my $file = PostgreSQL::Test::Utils::tempdir() . "/$db.dump";
	ok(uuid9562_run($node, [ 'pg_dump', '-Fc', '--no-owner', '-d', $db, '-f', $file ], '2>', \$err),
		"pg_dump of $db") or diag $err;
	return $file;
}

# The takeover of the portable edition in $db of $node (the C edition
# there), as docs/upgrading.md gives it.
sub take_over
{
	my ($node, $db) = @_;
	$node->safe_psql($db, "CREATE EXTENSION uuid9562 SCHEMA app VERSION 'portable'; ALTER EXTENSION uuid9562 UPDATE");
	is($node->safe_psql($db, q{
		SELECT e.extversion = (SELECT default_version FROM pg_available_extensions WHERE name = 'uuid9562'),
			   count(*) FILTER (WHERE d.objid IS NULL), count(*) FILTER (WHERE l.lanname NOT IN ('c', 'internal'))
		  FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
		  CROSS JOIN pg_extension e
		  LEFT JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
		 WHERE p.pronamespace = 'app'::regnamespace AND e.extname = 'uuid9562' GROUP BY e.extversion}),
		't|0|0', "$db: the extension at its default version owns every function of app, all in C");
}

# 1. Portable to C in place.
portable_db($c, 'inplace', 'public');
$c->safe_psql('inplace', undef, extra_params => [ '-f', "$fixture/move.sql" ]);
my $before = state_of($c, 'inplace');
like($before, qr/^events 500 .*\nrecent 500\n.*readings_2025 365 .*\nv5 500\n/s, 'the fixture holds its rows');
my $dump_portable = dump_of($c, 'inplace');

my ($ret, $stdout, $stderr) = $c->psql('inplace', 'CREATE EXTENSION uuid9562 SCHEMA app',
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($stderr, qr/ERROR:  42710: schema "app" holds the portable edition of uuid9562.*HINT:  .*VERSION 'portable'.*docs\/upgrading\.md/s,
	'CREATE EXTENSION over the portable edition is refused with the way to take it over');
($ret, $stdout, $stderr) = $c->psql('postgres', "CREATE EXTENSION uuid9562 VERSION 'portable'",
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($stderr, qr/ERROR:  55000: schema "public" holds no portable edition of uuid9562/,
	'version portable is refused where there is no portable edition');

take_over($c, 'inplace');
is(state_of($c, 'inplace'), $before, 'portable to C in place: every row, id, mask and definition unchanged');
$c->safe_psql('inplace', 'INSERT INTO events (n) VALUES (501)');
is($c->safe_psql('inplace', q{SELECT count(*) FROM events
	WHERE name_id = app.uuid_generate_v5('6ba7b811-9dad-11d1-80b4-00c04fd430c8'::uuid, 'user-' || n)}),
	'501', 'the C edition fills the defaults and generated column of a new row');

# The portable installer run again over the C extension is refused (its
# own check; docs/upgrading.md).
($ret, $stdout, $stderr) = $c->psql('inplace', undef, extra_params => [ '-v', 'schema=app', '-f', $portable ]);
isnt($ret, 0, 'the portable installer refuses the schema of the C extension');
is($c->safe_psql('inplace', q{SELECT count(*) FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
	WHERE p.pronamespace = 'app'::regnamespace AND l.lanname NOT IN ('c', 'internal')}),
	'0', 'and replaces none of its functions');

# 2. Portable to C by dump and restore, then the takeover.
$c->safe_psql('postgres', 'CREATE DATABASE restored');
ok(uuid9562_run($c, [ 'pg_restore', '--no-owner', '--exit-on-error', '-d', 'restored', $dump_portable ], '2>', \$err),
	'the portable dump restores on the C server as it is') or diag $err;
take_over($c, 'restored');
is(state_of($c, 'restored'), $before, 'portable to C by dump: every row, id, mask and definition unchanged');

# 3. C to portable by dump: the portable edition installed into app first,
# then the dump restored without its entries for the C extension and the
# schema (pg_restore -L).
$c->safe_psql('postgres', 'CREATE DATABASE cdb');
$c->safe_psql('cdb', 'CREATE EXTENSION pgcrypto; CREATE SCHEMA app; CREATE EXTENSION uuid9562 SCHEMA app');
$c->safe_psql('cdb', undef, extra_params => [ '-f', "$fixture/move.sql" ]);
my $before_c = state_of($c, 'cdb');
my $dump_c = dump_of($c, 'cdb');
portable_db($managed, 'cdb', 'public');
my $list = PostgreSQL::Test::Utils::tempdir() . '/cdb.list';
ok(uuid9562_run($managed, [ 'pg_restore', '-l', $dump_c ], '|', [ 'grep', '-v', '-E', 'EXTENSION - uuid9562|COMMENT - EXTENSION uuid9562|SCHEMA - app ' ], '>', $list),
	'the list of the dump without the C extension and schema app');
ok(uuid9562_run($managed, [ 'pg_restore', '--no-owner', '--exit-on-error', '-L', $list, '-d', 'cdb', $dump_c ], '2>', \$err),
	'the C edition\'s dump restores, by that list, where only the portable edition is') or diag $err;
is(state_of($managed, 'cdb'), $before_c, 'C to portable by dump: every row, id, mask and definition unchanged');

# 4. pgcrypto in schema extensions, restored where it is in public (needs
# the portable edition to find digest() wherever pgcrypto is).
portable_db($c, 'supa', 'extensions');
$c->safe_psql('supa', undef, extra_params => [ '-f', "$fixture/move.sql" ]);
my $before_supa = state_of($c, 'supa');
my $dump_supa = dump_of($c, 'supa');
$managed->safe_psql('postgres', 'CREATE DATABASE neon');
$managed->safe_psql('neon', 'CREATE EXTENSION pgcrypto');
uuid9562_run($managed, [ 'pg_restore', '--no-owner', '-d', 'neon', $dump_supa ], '2>', \$err);
is(state_of($managed, 'neon'), $before_supa,
	'a dump with pgcrypto in extensions restores where pgcrypto is in public: nothing lost');

done_testing();
