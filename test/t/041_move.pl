# test/t/041_move.pl: moving between the C and the portable edition
# (docs/upgrading.md, "Between the editions"), each way, with nothing lost.
# The fixture test/t/fixture/move.sql uses every public object the two
# editions share; test/t/fixture/move_state.sql (every row with its id and
# generated column, the masks, each partition's rows, the definitions of
# defaults, indexes, views, policy and partition bounds, the indexes the
# plans use) prints the same after each move as before it.  The servers:
# the PostgreSQL under test with the C edition, its mask key in the key
# file; as managed servers, where only the portable edition can be
# installed, a shadow of that installation without the C edition's files,
# and npm's 16 and 13 where scripts/run installed them
# (UUID9562_NPM_SERVERS).  The paths:
#  - the portable edition taken over in place (CREATE EXTENSION uuid9562
#    VERSION 'portable', ALTER EXTENSION uuid9562 UPDATE), after the plain
#    CREATE EXTENSION is refused with its hint; the extension then equals
#    a fresh install (test/t/fixture/move_catalog.sql), and the portable
#    installer run again over it is refused and replaces nothing;
#  - the portable edition of each managed server of a major up to the one
#    under test (pg_dump dumps no newer server) dumped, restored on the
#    server with the C edition as it is, and taken over the same way;
#  - a dump of the C edition restored into each managed server by the
#    documented list (pg_restore -L without the extension and its schema),
#    after the portable edition was installed there;
#  - a dump of the portable edition with pgcrypto in schema "extensions"
#    (Supabase's layout) restored where pgcrypto is in public (Neon's and
#    RDS's): passes once the portable edition finds pgcrypto wherever it
#    is (issue 52, item 1).
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
my $portable = 'dist/uuid9562-portable.sql';
my ($ret, $out, $err);

my $c = uuid9562_node('c');
uuid9562_key_file($c, $key);
$c->append_conf('postgresql.conf', "timezone = 'UTC'");
$c->start;
ok(uuid9562_run($c, [ 'make', '-s', 'portable' ], '>', \$out, '2>', \$err), "make portable writes $portable")
  or diag $err;

my @managed;
for my $name ('shadow', 'npm16', 'npm13')
{
	my $path = $name eq 'shadow' ? uuid9562_shadow_install() : uuid9562_npm_install($name =~ s/npm//r);
	if (!$path)
	{
		note "$name: npm's server is not installed (UUID9562_NPM_SERVERS), not a managed stand-in here";
		next;
	}
	my $node = uuid9562_node($name, install_path => $path);
	$node->append_conf('postgresql.conf', "timezone = 'UTC'");
	$node->start;
	is($node->safe_psql('postgres', "SELECT count(*) FROM pg_available_extensions WHERE name = 'uuid9562'"),
		'0', "$name: no C edition");
	push @managed, $node;
}

# Database $db of $node with pgcrypto (in schema $crypto, created unless
# public) and the portable edition in schema app, its mask key in its table;
# with the fixture unless $empty.
sub portable_db
{
	my ($node, $db, $crypto, $empty) = @_;
	$node->safe_psql('postgres', "CREATE DATABASE $db");
	$node->safe_psql($db, ($crypto eq 'public' ? '' : "CREATE SCHEMA $crypto; ")
		  . "CREATE EXTENSION pgcrypto SCHEMA $crypto; CREATE SCHEMA app");
	$node->safe_psql($db, undef, extra_params => [ '-v', 'schema=app', '-f', $portable ]);
	$node->safe_psql($db, "INSERT INTO app.uuid9562_mask_key VALUES (decode('$key', 'hex'))");
	$node->safe_psql($db, undef, extra_params => [ '-f', "$fixture/move.sql" ]) unless $empty;
}

# What test/t/fixture/$file prints in $db of $node (what it printed until
# an error, if one stops it).
sub print_of
{
	my ($node, $db, $file) = @_;
	my ($ret, $stdout) = $node->psql($db, undef, extra_params => [ '-f', "$fixture/$file" ]);
	return $stdout;
}

# pg_dump -Fc --no-owner of $db on $node into a new file; returns its path.
sub dump_of
{
	my ($node, $db) = @_;
	my $file = PostgreSQL::Test::Utils::tempdir() . "/$db.dump";
	ok(uuid9562_run($node, [ 'pg_dump', '-Fc', '--no-owner', '-d', $db, '-f', $file ], '2>', \$err),
		$node->name . ": pg_dump of $db") or diag $err;
	return $file;
}

# The takeover of the portable edition in $db of $c, as docs/upgrading.md
# gives it; the extension then equals a fresh one.
my $fresh_catalog;
sub take_over
{
	my ($db) = @_;
	$c->safe_psql($db, "CREATE EXTENSION uuid9562 SCHEMA app VERSION 'portable'; ALTER EXTENSION uuid9562 UPDATE");
	is(print_of($c, $db, 'move_catalog.sql'), $fresh_catalog,
		"$db: after the takeover the extension equals a fresh install");
	is($c->safe_psql($db, q{SELECT count(*) FROM pg_proc p
		WHERE p.pronamespace = 'app'::regnamespace AND NOT EXISTS (SELECT FROM pg_depend d
			WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')}),
		'0', "$db: no function of the portable edition is left");
}

$c->safe_psql('postgres', 'CREATE DATABASE fresh');
$c->safe_psql('fresh', 'CREATE SCHEMA app; CREATE EXTENSION uuid9562 SCHEMA app');
$fresh_catalog = print_of($c, 'fresh', 'move_catalog.sql');
like($fresh_catalog, qr/^function app\.uuid_generate_v7\(\) \| c /m, 'a fresh install lists its members');

# 1. Portable to C in place.
portable_db($c, 'inplace', 'public');
my $before = print_of($c, 'inplace', 'move_state.sql');
like($before, qr/^events 500 .*\nrecent 500\n.*readings_2025 365 .*\nv5 500\n/s, 'the fixture holds its rows');

($ret, $out, $err) = $c->psql('inplace', 'CREATE EXTENSION uuid9562 SCHEMA app',
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($err, qr/ERROR:  42710: schema "app" holds the portable edition of uuid9562.*HINT:  .*VERSION 'portable'.*docs\/upgrading\.md/s,
	'CREATE EXTENSION over the portable edition is refused with the way to take it over');
($ret, $out, $err) = $c->psql('postgres', "CREATE EXTENSION uuid9562 VERSION 'portable'",
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($err, qr/ERROR:  55000: schema "public" holds no portable edition of uuid9562/,
	'version portable is refused where there is no portable edition');

take_over('inplace');
# The key moves as docs/upgrading.md says: the table's key is the key file's
# (uuid9562_key_file above), then the table and its domain are dropped.
is($c->safe_psql('inplace', "SELECT encode(key, 'hex') FROM app.uuid9562_mask_key"), $key,
	'the portable edition\'s key table is kept, for the key file');
$c->safe_psql('inplace', 'DROP TABLE app.uuid9562_mask_key; DROP DOMAIN app.uuid9562_mask_key_bytes');
is(print_of($c, 'inplace', 'move_state.sql'), $before, 'portable to C in place: every row, id, mask and definition kept');
$c->safe_psql('inplace', 'INSERT INTO events (n) VALUES (501)');
is($c->safe_psql('inplace', q{SELECT count(*) FROM events
	WHERE name_id = app.uuid_generate_v5('6ba7b811-9dad-11d1-80b4-00c04fd430c8'::uuid, 'user-' || n)}),
	'501', 'the C edition fills the defaults and the generated column of a new row');

# The portable installer run again over the C extension is refused.
($ret, $out, $err) = $c->psql('inplace', undef, extra_params => [ '-v', 'schema=app', '-f', $portable ]);
isnt($ret, 0, 'the portable installer refuses the schema of the C extension');
is(print_of($c, 'inplace', 'move_catalog.sql'), $fresh_catalog, 'and changes none of its members');

# The takeover as a database owner without superuser (the extension is
# trusted): of the portable edition it owns, and not of one another role
# owns (42501, nothing changed).
$c->safe_psql('postgres', q{
	CREATE ROLE regress_owner LOGIN; CREATE ROLE regress_other LOGIN;
	CREATE DATABASE owned OWNER regress_owner; CREATE DATABASE other_owned OWNER regress_owner});
for my $db ('owned', 'other_owned')
{
	my $installer = $db eq 'owned' ? 'regress_owner' : 'regress_other';
	$c->safe_psql($db, "CREATE EXTENSION pgcrypto; CREATE SCHEMA app AUTHORIZATION $installer");
	$c->safe_psql($db, undef, extra_params => [ '-U', $installer, '-v', 'schema=app', '-f', $portable ]);
}
($ret, $out, $err) = $c->psql('owned', "CREATE EXTENSION uuid9562 SCHEMA app VERSION 'portable'; ALTER EXTENSION uuid9562 UPDATE",
	extra_params => [ '-U', 'regress_owner' ]);
is($ret, 0, 'the database owner takes over the portable edition it installed') or diag $err;
is(print_of($c, 'owned', 'move_catalog.sql'), $fresh_catalog, 'owned: the extension equals a fresh install');
($ret, $out, $err) = $c->psql('other_owned', "CREATE EXTENSION uuid9562 SCHEMA app VERSION 'portable'; ALTER EXTENSION uuid9562 UPDATE",
	extra_params => [ '-U', 'regress_owner', '-v', 'VERBOSITY=verbose' ]);
like($err, qr/ERROR:  42501: permission denied to take over .* owned by role "regress_other"/s,
	'the database owner cannot take over a portable edition another role owns');
is($c->safe_psql('other_owned', q{SELECT count(*) FROM pg_depend WHERE deptype = 'e'
	AND refobjid = (SELECT oid FROM pg_extension WHERE extname = 'uuid9562')}), '0', 'and takes over nothing');

# 2. Portable to C by dump and restore, then the takeover, from each managed
# server pg_dump can dump.
for my $node (@managed)
{
	my $name = $node->name;
	if ($node->pg_version > $c->pg_version)
	{
		note "$name: newer than the server under test, whose pg_dump cannot dump it";
		next;
	}
	portable_db($node, 'app', 'public');
	my $state = print_of($node, 'app', 'move_state.sql');
	my $dump = dump_of($node, 'app');
	$c->safe_psql('postgres', "CREATE DATABASE from_$name");
	ok(uuid9562_run($c, [ 'pg_restore', '--no-owner', '--exit-on-error', '-d', "from_$name", $dump ], '2>', \$err),
		"$name to C: the portable edition's dump restores as it is") or diag $err;
	take_over("from_$name");
	is(print_of($c, "from_$name", 'move_state.sql'), $state, "$name to C: every row, id, mask and definition kept");
}

# 3. C to portable by dump: the portable edition installed into app first,
# then the dump restored without its entries of the C extension and of the
# schema (pg_restore -L).
$c->safe_psql('postgres', 'CREATE DATABASE cdb');
$c->safe_psql('cdb', 'CREATE EXTENSION pgcrypto; CREATE SCHEMA app; CREATE EXTENSION uuid9562 SCHEMA app');
$c->safe_psql('cdb', undef, extra_params => [ '-f', "$fixture/move.sql" ]);
my $before_c = print_of($c, 'cdb', 'move_state.sql');
my $dump_c = dump_of($c, 'cdb');
my $list = PostgreSQL::Test::Utils::tempdir() . '/cdb.list';
ok(uuid9562_run($c, [ 'pg_restore', '-l', $dump_c ], '|',
		[ 'grep', '-v', '-E', ' (EXTENSION - uuid9562|COMMENT - EXTENSION uuid9562|SCHEMA - app) ' ], '>', $list),
	'the list of the dump without the C extension and schema app');
for my $node (@managed)
{
	my $name = $node->name;
	portable_db($node, 'cdb', 'public', 'empty');
	ok(uuid9562_run($node, [ 'pg_restore', '--no-owner', '--exit-on-error', '-L', $list, '-d', 'cdb', $dump_c ],
			'2>', \$err),
		"C to $name: the dump restores by the list") or diag $err;
	is(print_of($node, 'cdb', 'move_state.sql'), $before_c, "C to $name: every row, id, mask and definition kept");
}

# 4. pgcrypto in schema extensions, restored where it is in public.
my ($shadow) = grep { $_->name eq 'shadow' } @managed;
portable_db($c, 'supa', 'extensions');
my $before_supa = print_of($c, 'supa', 'move_state.sql');
my $dump_supa = dump_of($c, 'supa');
$shadow->safe_psql('postgres', 'CREATE DATABASE neon');
$shadow->safe_psql('neon', 'CREATE EXTENSION pgcrypto');
uuid9562_run($shadow, [ 'pg_restore', '--no-owner', '-d', 'neon', $dump_supa ], '2>', \$err);
is(print_of($shadow, 'neon', 'move_state.sql'), $before_supa,
	'pgcrypto in extensions, restored where it is in public: every row, id, mask and definition kept');

done_testing();
