# test/t/006_mask_key_retired.pl: the 1.1 setting uuid9562.mask_key,
# retired in 1.4, and the way from a 1.1 installation that kept its key
# there to 1.4 with a key file, as docs/upgrading.md ("From the 1.1 key
# setting") writes it.
#
# It checks that:
#   - set in the server's configuration, the setting gives no key, loaded
#     on demand or preloaded: the one-argument functions raise 55000 with
#     the hint that names the key file and docs/masking.md, the library
#     warns as it loads, and SHOW prints "********", never the value;
#   - a session cannot give itself the setting: SET, ALTER SYSTEM SET and
#     ALTER ROLE ... SET are refused, and preloaded a client's startup
#     option fails the connection;
#   - a 1.1 installation (CREATE EXTENSION uuid9562 VERSION '1.1', the
#     library preloaded, the key in uuid9562.mask_key) whose public ids were
#     made under that key (through the key argument, which gives what the
#     setting gave) keeps every one of them through the documented steps
#     (the key written into a file, uuid9562.mask_key_file named and
#     uuid9562.mask_key reset in one reload) and ALTER EXTENSION UPDATE to
#     1.4: each id masks to its public id and each public id unmasks to its
#     id under the key file; and none of those steps writes the key into
#     the server's log.
use strict;
use warnings FATAL => 'all';

use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Test;

my $node = uuid9562_node('retired');
$node->start;
my $load = uuid9562_load($node);
my $key = join '', map { sprintf '%02x', int(rand(256)) } 1 .. 16;
my $retired_hint =
  qr/HINT:  Write the key into a file named by "uuid9562\.mask_key_file" and remove "uuid9562\.mask_key" from the server's configuration, as docs\/masking\.md says \("The 1\.1 setting"\)\./;

# $sql in a new session (options: $opts, libpq's), ON_ERROR_STOP off: its
# output and its messages.
sub run
{
	my ($sql, $opts) = @_;
	my ($out, $err) = ('', '');
	$node->psql('postgres', $sql, stdout => \$out, stderr => \$err, on_error_stop => 0,
		$opts ? (connstr => $node->connstr('postgres') . " options='$opts'") : ());
	return ($out, $err);
}

# A 1.1 installation: its key in uuid9562.mask_key, as 1.1's docs set it
# (a line of postgresql.auto.conf), the library preloaded as 1.2 and 1.3
# required for it.
$node->safe_psql('postgres', q{CREATE EXTENSION uuid9562 VERSION '1.1'});
$node->append_conf('postgresql.auto.conf', "uuid9562.mask_key = '$key'\n");
my $log_start = -s $node->logfile;

for my $preload (0, 1)
{
	my $way = $preload ? 'preloaded' : 'on demand';
	uuid9562_preload($node, $preload);
	my ($out, $err) = run(q{SELECT uuid_v7_mask('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')});
	like($err, qr/ERROR:  parameter "uuid9562\.mask_key" no longer gives a mask key\nDETAIL:  Since uuid9562 1\.4 the key is read only from the file named by "uuid9562\.mask_key_file"\.\n$retired_hint/,
		"$way: uuid9562.mask_key set: masking without a key argument refuses, naming the key file and the docs");
	like($err . slurp_file($node->logfile, $log_start),
		qr/WARNING:  parameter "uuid9562\.mask_key" no longer gives a mask key/,
		"$way: the library warns as it loads");
	($out, $err) = run("$load; SET client_min_messages = error; SHOW uuid9562.mask_key; "
		  . "SELECT current_setting('uuid9562.mask_key')");
	is($out, "********\n********", "$way: SHOW and current_setting() print ********");
	($out, $err) = run("$load; SET client_min_messages = error; "
		  . "SET uuid9562.mask_key = '00112233445566778899aabbccddeeff'");
	like($err, qr/ERROR:  parameter "uuid9562\.mask_key" no longer gives a mask key/,
		"$way: a session's SET is refused");
	($out, $err) = run("$load; SET client_min_messages = error; "
		  . "ALTER SYSTEM SET uuid9562.mask_key = '00112233445566778899aabbccddeeff'");
	like($err, qr/ERROR:  parameter "uuid9562\.mask_key" no longer gives a mask key/,
		"$way: ALTER SYSTEM SET is refused");
	($out, $err) = run("$load; SET client_min_messages = error; "
		  . "ALTER ROLE ALL SET uuid9562.mask_key = '00112233445566778899aabbccddeeff'");
	like($err, qr/ERROR:  parameter "uuid9562\.mask_key" cannot be set for a database, role or function/,
		"$way: ALTER ROLE ... SET is refused");
}
my ($out, $err) = run('SELECT 1', '-c uuid9562.mask_key=00112233445566778899aabbccddeeff');
like($err, qr/FATAL:  parameter "uuid9562\.mask_key" no longer gives a mask key/,
	"preloaded: a client's startup option naming the setting fails the connection");

note 'from 1.1 to 1.4 with a key file, as docs/upgrading.md says';
$node->safe_psql('postgres', qq{
CREATE TABLE orders (id uuid PRIMARY KEY, public_id uuid NOT NULL);
INSERT INTO orders
  SELECT id, uuid_v7_mask(id, '\\x$key')
    FROM (SELECT uuid_generate_v7_at(timestamptz '2024-01-01' + i * interval '1 second')
            FROM generate_series(1, 1000) AS i) AS g(id);
});
is($node->safe_psql('postgres', 'SELECT count(DISTINCT public_id), count(*) FILTER (WHERE uuid_version(public_id) = 4) FROM orders'),
	'1000|1000', '1000 distinct public ids (version 4) made under the 1.1 key');

# Steps 2 and 3: the key into a file only the server's user reads; the file
# named and uuid9562.mask_key reset in one reload.
my $log_steps = -s $node->logfile;
my $key_file = PostgreSQL::Test::Utils::tempdir . '/mask.key';
my $umask = umask(077);
PostgreSQL::Test::Utils::append_to_file($key_file, "$key\n");
umask($umask);
$node->safe_psql('postgres', qq{$load;
ALTER SYSTEM SET uuid9562.mask_key_file = '$key_file';
ALTER SYSTEM RESET uuid9562.mask_key;});
uuid9562_reload($node);
my $same = q{SELECT count(*) FILTER (WHERE uuid_v7_mask(id) = public_id),
       count(*) FILTER (WHERE uuid_v7_unmask(public_id) = id) FROM orders};
is($node->safe_psql('postgres', $same), '1000|1000',
	'step 4, still 1.1: every public id the same under the key file');
$node->safe_psql('postgres', 'ALTER EXTENSION uuid9562 UPDATE');
is($node->safe_psql('postgres', q{SELECT e.extversion = a.default_version AND e.extversion >= '1.4'
  FROM pg_extension e JOIN pg_available_extensions a ON a.name = e.extname WHERE e.extname = 'uuid9562'}),
	't', 'updated to the default version, 1.4 or later');
is($node->safe_psql('postgres', $same), '1000|1000',
	'1.4: every id masks to its public id and back under the key file');
$node->restart;
is($node->safe_psql('postgres', $same), '1000|1000', 'and so after a restart');
unlike(slurp_file($node->logfile, $log_steps), qr/\Q$key\E/i,
	"none of the steps wrote the key into the server's log");

$node->stop;
done_testing();
