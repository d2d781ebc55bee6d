# test/t/002_preload.pl: the library loaded on demand against preloaded
# (shared_preload_libraries), across restarts and reloads.
#
# One server, first loading the library on demand, then preloading it.
# Both ways, a role without privileges gets the same answers in a new
# session, where on demand the library is not yet loaded: every generator
# works, the settings the library defines (uuid9562.*) have the values of
# the server's configuration, take effect (the test clock freezes every
# time-based generator) and refuse a session's SET alike.  The postmaster
# has the library mapped only when it preloads it, and then the same file
# that a backend loads on demand.  A reload reaches a session that has the
# library loaded, and a restart keeps the settings.  The mask key file's own
# checks are test/t/001_mask_key_file.pl's.
use strict;
use warnings FATAL => 'all';

use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Test;

# Two instants for uuid9562.test_clock (microseconds since 1970) and the
# time each is.
my @clock = (
	[ '1700000000123456', '2023-11-14 22:13:20.123456+00' ],
	[ '1800000000654321', '2027-01-15 08:00:00.654321+00' ]);
my $key_file = 'uuid9562-test.key';    # never read: no mask is asked for

# A new session's statements and the lines they print, after those of
# $probe: whether the library is loaded (its one setting that pg_settings
# lists is there).  The first call of the session takes the frozen instant
# itself; the later ones are a few nanoseconds past it, within its
# millisecond (UUIDv9 begins with its 11 hexadecimal digits).  Versions 3
# and 5 give RFC 9562's vectors (A.2, A.4).  The extension's uuidv4() and
# uuidv7() are named with their schema: from 18, core's come first.
my $probe = q{SELECT count(*) FROM pg_settings WHERE name LIKE 'uuid9562.%';};
my $session = q{
SET timezone = 'UTC';
SELECT uuid_timestamp(uuid_generate_v6());
SELECT count(DISTINCT date_trunc('milliseconds', t)), min(date_trunc('milliseconds', t))
  FROM (VALUES (uuid_timestamp(uuid_generate_v1())),
               (uuid_timestamp(uuid_generate_v1mc())),
               (uuid_timestamp(uuid_generate_v7())),
               (uuid_timestamp(public.uuidv7())),
               (uuid_timestamp(typeid_to_uuid(typeid_generate('user'), 'user'))),
               (uuid_timestamp(ulid_to_uuid(ulid_generate())))) AS g(t);
SELECT left(uuid_generate_v9()::text, 12) = left(uuid_generate_v9_at('', uuid_timestamp(uuid_generate_v7()))::text, 12);
SELECT uuid_version(uuid_generate_v4()), uuid_version(public.uuidv4()),
       uuid_v2_domain(uuid_generate_v2('person', 1000)), uuid_v2_local_id(uuid_generate_v2('group', 7)),
       uuid_version(uuid_generate_v8('\x00112233445566778899aabbccddeeff'));
SELECT uuid_generate_v3(uuid_ns_dns(), 'www.example.com'), uuid_generate_v5(uuid_ns_dns(), 'www.example.com');
SELECT current_setting('uuid9562.mask_key_file'), current_setting('uuid9562.test_clock');
} . $probe;
my $expected = qq{$clock[0][1]
1|2023-11-14 22:13:20.123+00
t
4|4|person|7|8
5df41881-3aed-3515-88a7-2f4a814cf09e|2ed6657d-e927-568b-95e1-2665a8aea6a2
$key_file|$clock[0][0]
1};

# A session's SET of each setting, the library loaded, and the SQLSTATEs
# they raise: superuser-only, only in the configuration, and a name under
# the library's reserved prefix that it does not define.
my $sets = q{
SELECT uuid_generate_v4() IS NOT NULL;
SET uuid9562.test_clock = '0';
SET uuid9562.mask_key = '00112233445566778899aabbccddeeff';
SET uuid9562.mask_key_file = 'other.key';
SET uuid9562.no_such_setting = 'on';
};
my $refused = join "\n", map { "psql:<stdin>:$_->[0]: ERROR:  $_->[1]" }
  ([ 3, '42501' ], [ 4, '42501' ], [ 5, '55P02' ], [ 6, '42602' ]);

# After a reload or a restart: the test clock's time and the key file.
my $after = q{SET timezone = 'UTC';
SELECT uuid_timestamp(uuid_generate_v6()), current_setting('uuid9562.mask_key_file');};

my $node = uuid9562_node('preload');
$node->start;
my $library = uuid9562_library($node);
my @nopriv = (extra_params => [ '-U', 'nopriv', '-v', 'VERBOSITY=sqlstate' ]);

# Set one of the library's settings by ALTER SYSTEM, in a session that has
# the library loaded (so that 15 and 16 know the setting).
sub alter_system
{
	my ($setting, $value) = @_;
	$node->safe_psql('postgres', qq{SELECT uuid_generate_v4() IS NOT NULL;
ALTER SYSTEM SET uuid9562.$setting = '$value';});
	return;
}

$node->safe_psql('postgres', 'CREATE EXTENSION uuid9562; CREATE ROLE nopriv LOGIN;');
alter_system('mask_key_file', $key_file);

for my $preload (0, 1)
{
	my $way = $preload ? 'preloaded' : 'on demand';

	alter_system('test_clock', $clock[0][0]);
	uuid9562_preload($node, $preload);
	is(uuid9562_mapped($node), $preload ? $library : '',
		"$way: the postmaster has " . ($preload ? $library : 'no uuid9562.so') . ' mapped');

	my ($ret, $out, $err) = $node->psql('postgres', $probe . $session, @nopriv);
	is($err, '', "$way: a new session without privileges runs without error");
	is($out, "$preload\n$expected",
		"$way: the library " . ($preload ? 'loaded' : 'not loaded')
		  . ' at first, then every generator and setting as configured');

	($ret, $out, $err) = $node->psql('postgres', $sets, @nopriv, on_error_stop => 0);
	is($err, $refused, "$way: a session's SET of each setting refused with its SQLSTATE");

	# A session with the library loaded, across a reload that changes the
	# test clock.
	my $open = $node->background_psql('postgres', @nopriv);
	is($open->query_safe("SELECT uuid_timestamp(uuid_generate_v6()) = '$clock[0][1]'"),
		't', "$way: an open session on the first clock");
	is(uuid9562_mapped($node, $open->query_safe('SELECT pg_backend_pid()')),
		$library, "$way: a backend has $library mapped");
	alter_system('test_clock', $clock[1][0]);
	$node->reload;
	$node->poll_query_until('postgres',
		"SELECT current_setting('uuid9562.test_clock') = '$clock[1][0]'")
	  or die "the server did not reload its configuration";
	is($open->query_safe($after), "$clock[1][1]|$key_file",
		"$way: after a reload, the open session on the new clock, the key file kept");
	$open->quit;

	$node->restart;
	is($node->safe_psql('postgres', $after, @nopriv), "$clock[1][1]|$key_file",
		"$way: after a restart, a new session on the new clock, the key file kept");
}

$node->stop;
done_testing();
