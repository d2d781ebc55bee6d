# test/t/001_mask_key_file.pl: the mask key file (uuid9562.mask_key_file) and
# what remains of the 1.1 setting uuid9562.mask_key, on a server of its own,
# where pg_regress cannot: as a role without privileges, each statement in a
# new connection (the library not yet loaded in it), with files of odd kinds
# and other owners, parallel plans during a rotation, refusals that heal in
# the same session, the server's log, and a server that preloads the
# library.  It checks that:
#   - the README's and docs' ALTER SYSTEM blocks for uuid9562 settings (every
#     sql block of README.md and docs/*.md that has one, the example path
#     replaced by the test's) run as written in a new session of a server
#     restarted without any uuid9562 setting (on 15 and 16, ALTER SYSTEM
#     knows the setting only once the library is loaded: 42704 without LOAD);
#   - the role without privileges gets masks under the file's key (compared
#     by the superuser with the two-argument form, reading the key
#     server-side with pg_read_file, so that no statement holds it), and
#     learns nothing of the key by SHOW, SHOW ALL, current_setting(),
#     pg_settings, pg_file_settings, pg_read_file(), COPY or lo_import;
#   - each refusal has its SQLSTATE (never XX000) and message: missing
#     58P01, not readable 42501, any group or other access, another owner,
#     not a regular file, a link loop, a long name, no key F0000, no file
#     set 55000; what is a key (read-only, a link, a relative path, upper
#     case); the retired uuid9562.mask_key refused (ALTER SYSTEM, ALTER
#     ROLE ALL, SET before the library loads), the file staying the key,
#     also in 1.0 updated;
#   - rotation: between the file's rewrite and the reload a session keeps
#     the key it read, in serial and parallel plans (force_parallel_mode on
#     15, debug_parallel_query on 16 and later, and plans with real workers),
#     every row of a statement under that one key, while a new session reads
#     the new file; after the reload the new key everywhere, and the old
#     public ids no longer unmask to their values; a cursor fetched across a
#     reload keeps its transaction's key to the end of the transaction;
#   - a PARALLEL SAFE wrapper (PL/pgSQL, SQL) of the one-argument functions
#     fails in parallel workers with 25000, before they open the file, while
#     the file is rewritten and not reloaded: never two keys in a statement;
#   - where uuid9562.mask_key_file comes from, the library loaded on demand:
#     a new session masks under the key file the server applies, from the
#     postmaster's command line (over the files') or the files (as last
#     loaded, not as edited since); a session whose client's startup options
#     (PGOPTIONS), role or database named one (even the server's own, or
#     none) refuses with 55000, never masking under it, also after a reload
#     (it would then hold the files' value, not the command line's); a SET
#     before the library loads keeps the server's; preloaded, a client's
#     startup option fails the connection and a role setting is refused;
#   - a session refused for a key problem masks, without reconnecting, once
#     the administrator has fixed the file and reloaded: a missing file
#     written, an unsafe file's mode fixed; a fix through the configuration
#     files (a key file set, uuid9562.mask_key reset) reaches new sessions
#     only, the library loaded on demand;
#   - the retired uuid9562.mask_key in the server's configuration, the
#     library loaded on demand: a warning when it loads and an error from
#     the one-argument functions, both 55000; the value itself is readable
#     by any role there (a placeholder); preloaded: set with a key file or
#     alone, 55000, and hidden from a role without privileges from its first
#     statement;
#   - neither key of the file appears in the server's log (log_statement =
#     all), while a marker statement does and so does the key set through
#     uuid9562.mask_key (the check would see a key that reached the log).
# Some files of other owners need files the test cannot make (it runs as
# the server's user): it uses the system's where they exist and says so.
use strict;
use warnings FATAL => 'all';

use File::Path qw(make_path);
use IO::Socket::UNIX;
use Socket qw(SOCK_STREAM);
use POSIX qw(mkfifo);
use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Test;

my $db = 'uuid9562_keyfile';
my $nopriv = 'uuid9562_keyfile_nopriv';
my $readme_path = '/etc/postgresql/uuid9562/mask.key';    # the docs' example
my $id = '017f22e2-79b0-7cc3-98c4-dc0c0c07398f';          # a version 7 value

my $node = uuid9562_node('keyfile');
$node->append_conf('postgresql.conf',
	"log_statement = 'all'\nmax_worker_processes = 8\nmax_parallel_workers = 8\n");
$node->start;
my $log_start = -s $node->logfile;
my $server_num = $node->safe_psql('postgres', 'SHOW server_version_num');

my $load = uuid9562_load($node);

# The keys of this run (32 hex digits each), and the files of the test.
sub new_key { join '', map { sprintf '%02x', int(rand(256)) } 1 .. 16 }
my @keys = (new_key(), new_key(), new_key(), new_key());    # the third: uuid9562.mask_key
my $dir = PostgreSQL::Test::Utils::tempdir;
my $file = "$dir/keys/mask.key";
my $old_copy = "$dir/old.key";                    # the key before a rotation
make_path("$dir/keys");
chmod 0700, "$dir/keys";

# The connection string of a session of $role (default the superuser) in
# the test's database, with $options (if any) as the client's startup
# options (libpq's "options", what PGOPTIONS sets).
sub conn
{
	my ($role, $options) = @_;
	return $node->connstr($db) . ($role ? " user=$role" : '')
	  . (defined $options ? " options='$options'" : '');
}

# Run $sql in a new session of $role (default the superuser), with the
# client's startup options $options (if any), messages as SQLSTATEs: the
# error and warning lines ("ERROR:  58P01"), then the output, joined by
# newlines; ON_ERROR_STOP off.
sub run_as
{
	my ($sql, $role, $options) = @_;
	my ($out, $err) = ('', '');
	$node->psql($db, $sql, stdout => \$out, stderr => \$err, on_error_stop => 0,
		connstr => conn($role, $options), extra_params => [ '-v', 'VERBOSITY=sqlstate' ]);
	$err =~ s/^psql:[^:]*:\d+: //mg;
	return join "\n", grep { $_ ne '' } ($err, $out);
}
sub as_nopriv { run_as($_[0], $nopriv) }

# $text quoted for the shell.
sub sq { "'" . ($_[0] =~ s/'/'\\''/gr) . "'" }

# Whether text holds none of the keys of this run, in either case.
sub keyless
{
	my ($text, @which) = @_;
	@which = @keys[ 0, 1 ] unless @which;
	return !grep { index(lc $text, $_) >= 0 } @which;
}

# Set (or with undef reset) a uuid9562 setting through ALTER SYSTEM, the
# library loaded first, and reload.
sub alter_system
{
	my ($name, $value) = @_;
	$node->safe_psql($db,
		"SET client_min_messages = error; $load; ALTER SYSTEM "
		  . (defined $value ? "SET $name = '$value'" : "RESET $name"));
	uuid9562_reload($node);
}

# The mask of $id in a new session of the role without privileges, and as
# the superuser under the key that the file at $path holds, read there.
sub mask_nopriv { as_nopriv("SELECT uuid_v7_mask('$id')") }
sub key_of { "decode(left(pg_read_file('$_[0]'), 32), 'hex')" }
sub mask_by_file { run_as("SELECT uuid_v7_mask('$id', " . key_of($_[0]) . ')') }

$node->safe_psql('postgres', "CREATE DATABASE $db; CREATE ROLE $nopriv LOGIN");
$node->safe_psql($db, 'CREATE EXTENSION uuid9562');
uuid9562_write_file($file, "$keys[0]\n", 0600);

note "the docs' ALTER SYSTEM blocks, each in a new session of a restarted server";
$node->restart;
is(run_as("SELECT current_setting('uuid9562.mask_key_file', true) IS NULL"),
	't', 'a new session of the restarted server knows no uuid9562.mask_key_file');
is(run_as("ALTER SYSTEM SET uuid9562.mask_key_file = '$file'"),
	$server_num < 170000 ? 'ERROR:  42704' : '',
	'ALTER SYSTEM without LOAD: 42704 on 15 and 16, accepted on 17 and later');
$node->safe_psql($db, "$load; ALTER SYSTEM RESET uuid9562.mask_key_file");
$node->restart;
my $blocks = 0;
for my $doc (grep { -f } ('README.md', glob('docs/*.md')))
{
	my $text = slurp_file($doc);
	while ($text =~ /^```sql\n(.*?)^```$/msg)
	{
		my $block = $1;
		next unless $block =~ /ALTER SYSTEM [A-Z]+ uuid9562\./;
		$blocks++;
		$block =~ s/\Q$readme_path\E/$file/g;
		$block =~ s/LOAD 'uuid9562'/$load/g;
		my @what = $block =~ /(ALTER SYSTEM [A-Z]+ uuid9562\.[a-z_]+)/g;
		my ($ret, $out, $err) = $node->psql($db, $block);
		is($ret, 0, "$doc block $blocks (" . join('; ', @what) . ") runs") or diag $err;
	}
}
ok($blocks > 0, 'the docs have ALTER SYSTEM blocks for uuid9562 settings');
# The blocks end with the key file set (set, then migrate from
# uuid9562.mask_key); make sure of it whatever they did.
$node->safe_psql($db, "$load; ALTER SYSTEM SET uuid9562.mask_key_file = '$file'; "
	  . 'ALTER SYSTEM RESET uuid9562.mask_key');
uuid9562_reload($node);

note 'the key file, as a role without privileges, each statement in a new session';
is(as_nopriv("SELECT count(*) FROM pg_settings WHERE name = 'uuid9562.test_clock'"),
	'0', 'the library is not loaded in a new session');
my $m1 = mask_nopriv();
is($m1, mask_by_file($file), "the mask is the one under the file's key");
is(as_nopriv("SELECT uuid_extract_version('$m1'::uuid)"), '4', 'the mask is a UUID version 4');
is(as_nopriv("SELECT uuid_v7_unmask('$m1')"), $id, 'its unmask is the value');
is(as_nopriv('SHOW uuid9562.mask_key_file'), $file, 'SHOW uuid9562.mask_key_file: the path');
for my $probe ('SHOW uuid9562.mask_key_file', 'SHOW uuid9562.mask_key', 'SHOW ALL',
	'SELECT * FROM pg_settings', "SELECT current_setting('uuid9562.mask_key_file')",
	"SELECT current_setting('uuid9562.mask_key', true)",
	"SELECT name, setting FROM pg_settings WHERE name LIKE 'uuid9562.%'",
	"SELECT uuid_v7_mask('$id'); SHOW ALL", 'SELECT * FROM pg_file_settings',
	"SELECT pg_read_file('$file')", "SELECT pg_read_binary_file('$file')",
	"CREATE TEMP TABLE t (k text); COPY t FROM '$file'", "SELECT lo_import('$file')",
	"SELECT * FROM pg_ls_dir('$dir/keys')")
{
	ok(keyless(as_nopriv($probe)), "no key in: $probe");
}
for my $probe ('SELECT * FROM pg_file_settings', "SELECT pg_read_file('$file')",
	"SELECT pg_read_binary_file('$file')", "SELECT lo_import('$file')",
	"SELECT * FROM pg_ls_dir('$dir/keys')", "CREATE TEMP TABLE t (k text); COPY t FROM '$file'")
{
	is(as_nopriv($probe), 'ERROR:  42501', "42501: $probe");
}
my $out = as_nopriv("SET uuid9562.mask_key_file = '/tmp/other.key'; SELECT uuid_v7_mask('$id')");
like($out, qr/^WARNING:  55P02$/m,
	'SET uuid9562.mask_key_file before the library loads: 55P02 when it loads');
like($out, qr/^\Q$m1\E$/m, "... and the file of the server's configuration stays the key");

note 'refusals, each in a new session of the role without privileges';
# Check that the mask of a new session fails with $code, naming no key.
sub refused
{
	my ($what, $code) = @_;
	my $got = mask_nopriv();
	is($got, "ERROR:  $code", "$what: $code");
	ok(keyless($got), "no key in the refusal of: $what");
}
uuid9562_write_file($file, "$keys[0]\n", 0644);
refused('mode 0644', 'F0000');
chmod 0640, $file;
refused("mode 0640, the server's user", 'F0000');
chmod 0604, $file;
refused('mode 0604', 'F0000');
uuid9562_write_file($file, substr($keys[0], 0, 31) . "\n", 0600);
refused('31 digits', 'F0000');
uuid9562_write_file($file, "$keys[0] ", 0600);
refused('the key and a space', 'F0000');
uuid9562_write_file($file, "$keys[0]\n", 0600);
is(mask_nopriv(), $m1, 'the good file again: the key');
unlink $file;
refused('missing', '58P01');
mkdir $file, 0700;
refused('a directory', 'F0000');
rmdir $file;
mkfifo($file, 0600) or die "mkfifo: $!";
refused('a FIFO', 'F0000');
unlink $file;
my $socket_dir = PostgreSQL::Test::Utils::tempdir_short;
my $socket = IO::Socket::UNIX->new(Type => SOCK_STREAM, Local => "$socket_dir/mask.key", Listen => 1)
  or die "could not create a socket: $!";
symlink "$socket_dir/mask.key", $file;
refused('a Unix socket (through a symbolic link)', 'F0000');
unlink $file;
symlink '/dev/null', $file;
refused('a device (/dev/null, through a symbolic link)', 'F0000');
unlink $file;
symlink "$file.loop", $file;
symlink $file, "$file.loop";
refused('a symbolic link loop', 'F0000');
unlink $file, "$file.loop";

# Paths set in the setting itself: through a regular file, a name too long.
uuid9562_write_file($file, "$keys[0]\n", 0600);
alter_system('uuid9562.mask_key_file', "$file/mask.key");
refused('a path through a regular file', '58P01');
alter_system('uuid9562.mask_key_file', "$dir/keys/" . ('k' x 300));
refused('a name too long', 'F0000');
alter_system('uuid9562.mask_key_file', "$socket_dir/mask.key");
like(run_as("SELECT uuid_v7_mask('$id')", $nopriv), qr/^ERROR:  F0000$/, 'a socket named directly: F0000');
my ($ret, $stdout, $stderr) = $node->psql($db, "SELECT uuid_v7_mask('$id')");
like($stderr, qr/mask key file ".*" is not a regular file/, '... with the message of a file that is not regular');
alter_system('uuid9562.mask_key_file', $file);
is(mask_nopriv(), $m1, 'the file named again: the key');

# Files of other owners: the test runs as the server's user, so it uses the
# system's files where they exist.
my ($unreadable) = grep { -f && !-r && (stat)[4] == 0 } ('/etc/shadow', '/etc/gshadow');
my ($root_world) = grep { -f && -r && (stat)[4] == 0 && ((stat)[2] & 04) } ('/etc/passwd', '/etc/hostname');
my ($root_group) = grep { -r && (stat)[4] == 0 && ((stat)[2] & 0777) == 0640 } glob('/etc/ssl/private/*');
my ($foreign) = split /\n/,
  `find /var /etc /usr/share /opt -xdev -maxdepth 4 -type f -readable ! -user root ! -user $> -print -quit 2>/dev/null`;
for ([ $unreadable, 'owned by root, not readable by the server', '42501' ],
	[ $root_world, 'owned by root, others may read it', 'F0000' ],
	[ $foreign, 'owned by another user, readable by the server', 'F0000' ])
{
	my ($path, $what, $code) = @$_;
  SKIP:
	{
		skip "no such file on this system for: $what", 2 unless $path;
		alter_system('uuid9562.mask_key_file', $path);
		refused("$what ($path)", $code);
	}
}
SKIP:
{
	skip "no file owned by root with mode 0640 readable through the server's group", 1
	  unless $root_group;
	alter_system('uuid9562.mask_key_file', $root_group);
	my (undef, undef, $err) = $node->psql($db, "SELECT uuid_v7_mask('$id')");
	like($err, qr/does not hold a mask key/,
		"owned by root, the server's group may read it (0640): past the ownership rule ($root_group)");
}
alter_system('uuid9562.mask_key_file', $file);

note 'more key files: modes, contents, a link, a relative path; messages';
# The message lines (ERROR, DETAIL, HINT, WARNING) of $sql in a new session
# of the superuser (or $role), with the client's startup options $options
# (if any).
sub messages
{
	my ($sql, $options, $role) = @_;
	my ($out, $err) = ('', '');
	$node->psql($db, $sql, stdout => \$out, stderr => \$err, on_error_stop => 0,
		connstr => conn($role, $options));
	$err =~ s/^psql:[^:]*:\d+: //mg;
	return $err;
}
my $mask_sql = "SELECT uuid_v7_mask('$id')";
uuid9562_write_file($file, "$keys[0]\n", 0602);
refused('mode 0602', 'F0000');
like(messages($mask_sql),
	qr/^ERROR:  mask key file "\Q$file\E" has group or world access\nDETAIL:  The file must have permissions u=rw \(0600\) or less if owned by the database user, or u=rw,g=r \(0640\) or less if owned by root\.\nHINT:  Run chmod 600 on the file as its owner\.$/m,
	'... its message, detail and hint');
chmod 0000, $file;
refused("mode 0000, not readable by the server's user", '42501');
like(messages($mask_sql), qr/^ERROR:  could not open mask key file "\Q$file\E": Permission denied$/m,
	'... its message');
chmod 0400, $file;
is(mask_nopriv(), $m1, 'a read-only file (0400) is a key');
uuid9562_write_file("$dir/kept.key", "$keys[0]\n", 0600);
unlink $file;
like(messages($mask_sql), qr/^ERROR:  could not open mask key file "\Q$file\E": No such file or directory$/m,
	"a missing file's message");
symlink "$dir/kept.key", $file;
is(mask_nopriv(), $m1, 'a symbolic link to a good file is a key');
unlink $file;
for ([ "$keys[0]\r\n", 'a carriage return' ], [ "$keys[0]\n\n", 'two newlines' ],
	[ "\\x$keys[0]\n", '\x before the digits' ], [ '', 'an empty file' ])
{
	uuid9562_write_file($file, $_->[0], 0600);
	refused($_->[1], 'F0000');
}
like(messages($mask_sql),
	qr/^ERROR:  mask key file "\Q$file\E" does not hold a mask key\nDETAIL:  A mask key file holds 32 hexadecimal digits, optionally followed by a newline\.\nHINT:  Write a new key into it with "openssl rand -hex 16"\.$/m,
	"... the message, detail and hint of a file that holds no key");
uuid9562_write_file($file, "$keys[0]\n", 0600);
is(mask_nopriv(), $m1, 'the good file again: the key');

# The one-argument functions check the version after the key.
is(as_nopriv("SELECT uuid_v7_mask('919108f7-52d1-4320-9bac-f847db4148a8')"), 'ERROR:  22023',
	'the key file, a version 4 id masked: 22023');
like(messages("SELECT uuid_v7_unmask('5df41881-3aed-3515-88a7-2f4a814cf09e')"),
	qr/^ERROR:  cannot unmask a UUID of version 3\nDETAIL:  Only UUID version 4 can be unmasked\.$/m,
	'the key file, a version 3 id unmasked: its message');

# Another file named by the setting, relative to the data directory; its
# key in upper case without a final newline: the "ones" vector of
# sql/mask.sql (scripts/mask-vectors).
my $relative = $node->data_dir . '/uuid9562_relative.key';
uuid9562_write_file($relative, 'F' x 32, 0600);
alter_system('uuid9562.mask_key_file', 'uuid9562_relative.key');
is(as_nopriv("SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f')"),
	'455e0bf1-5d41-4def-8c3f-7b1a2c4d5e6f',
	'a relative path names a file of the data directory; upper case, no final newline: a key');
alter_system('uuid9562.mask_key_file', undef);
is(as_nopriv("SELECT uuid_v7_unmask('$m1')"), 'ERROR:  55000', 'no key file set: unmasking 55000');
like(messages($mask_sql),
	qr/^ERROR:  no mask key is set\nHINT:  Set "uuid9562.mask_key_file" to the path of a file that holds the key and reload the configuration, or pass the key as the second argument\.$/m,
	'... masking too, with its hint');
alter_system('uuid9562.mask_key_file', $file);
unlink $relative, "$dir/kept.key";

note 'the retired uuid9562.mask_key through ALTER SYSTEM and ALTER ROLE ALL, loaded on demand';
my $retired =
  qr/^ERROR:  parameter "uuid9562.mask_key" no longer gives a mask key\nDETAIL:  Since uuid9562 1\.4 the key is read only from the file named by "uuid9562.mask_key_file"\.\nHINT:  Write the key into a file named by "uuid9562.mask_key_file" and remove "uuid9562.mask_key" from the server's configuration, as docs\/masking\.md says \("The 1\.1 setting"\)\.$/m;
like(messages("$load; ALTER SYSTEM SET uuid9562.mask_key = '$keys[2]'"),
	$retired, 'ALTER SYSTEM SET uuid9562.mask_key to a key: refused (55000), the key not echoed');
like(messages("$load; ALTER SYSTEM SET uuid9562.mask_key = 'deadbeefdeadbeefdeadbeefdeadbeeX'"),
	$retired, '... to another value: refused alike, the value not echoed');
like(messages("$load; ALTER ROLE ALL SET uuid9562.mask_key = '$keys[2]'"),
	qr/^ERROR:  parameter "uuid9562.mask_key" cannot be set for a database, role or function\nDETAIL:  Every user can read the settings of databases, roles and functions\.\nHINT:  Write the key into a file named by "uuid9562.mask_key_file"\.$/m,
	'ALTER ROLE ALL SET uuid9562.mask_key: refused');
is(run_as("$load; ALTER ROLE ALL RESET uuid9562.mask_key"), '',
	'ALTER ROLE ALL RESET uuid9562.mask_key, which stores nothing, stays possible');
uuid9562_reload($node);
ok(keyless(run_as('SELECT * FROM pg_file_settings') . slurp_file($node->data_dir . '/postgresql.auto.conf'),
		$keys[2]),
	'no key in the configuration files');
is(run_as("SELECT count(*) FROM pg_file_settings WHERE name = 'uuid9562.mask_key'; "
		  . "SELECT count(*) FROM pg_db_role_setting WHERE array_to_string(setconfig, ',') LIKE '%uuid9562.mask_key%'"),
	"0\n0", 'neither pg_file_settings nor pg_db_role_setting has uuid9562.mask_key');
is(mask_nopriv(), $m1, 'the key file stays the key');

note "a session's SET before the library loads, as the superuser: the file stays the key";
for ([ "SET uuid9562.mask_key_file = '$dir/other.key'", 'a path', '55P02' ],
	[ "SET uuid9562.mask_key = 'deadbeefdeadbeefdeadbeefdeadbeeX'", 'a value that is no key', '55000' ],
	[ "SET uuid9562.mask_key = '$keys[2]'", 'a key', '55000' ])
{
	my ($set, $what, $code) = @$_;
	is(run_as("$set; $mask_sql"), "WARNING:  $code\n$m1", "$what: a warning ($code), then the key file's mask");
}

note 'a 1.0 installation updated: the one-argument functions use the key file';
$node->safe_psql('postgres', 'CREATE DATABASE uuid9562_keyfile_1_0');
$node->safe_psql('uuid9562_keyfile_1_0',
	"CREATE EXTENSION uuid9562 VERSION '1.0'; ALTER EXTENSION uuid9562 UPDATE");
is($node->safe_psql('uuid9562_keyfile_1_0', $mask_sql), $m1, 'the mask under the key file');
$node->safe_psql('postgres', 'DROP DATABASE uuid9562_keyfile_1_0');

note 'rotation: the file rewritten, then a reload; serial and parallel plans';
$node->safe_psql($db,
	'CREATE TABLE ids AS SELECT uuid_generate_v7() AS id FROM generate_series(1, 200000); '
	  . "ALTER TABLE ids SET (parallel_workers = 2); ANALYZE ids; GRANT SELECT ON ids TO $nopriv");
uuid9562_write_file($old_copy, "$keys[0]\n", 0600);
my $force = $server_num < 160000 ? 'force_parallel_mode' : 'debug_parallel_query';
my $parallel = 'SET max_parallel_workers_per_gather = 2; SET parallel_setup_cost = 0; '
  . 'SET parallel_tuple_cost = 0; SET min_parallel_table_scan_size = 0;';
my ($old, $new) = (key_of($old_copy), key_of($file));
# Counts of the rows of ids masked (and unmasked back) under the old key and
# under the new one, in one statement.
my $count = "SELECT count(*) FILTER (WHERE uuid_v7_mask(id) = uuid_v7_mask(id, $old) "
  . "AND uuid_v7_unmask(uuid_v7_mask(id, $old)) = id) || ' old, ' || "
  . "count(*) FILTER (WHERE uuid_v7_mask(id) = uuid_v7_mask(id, $new) "
  . "AND uuid_v7_unmask(uuid_v7_mask(id, $new)) = id) || ' new' FROM ids;";
my $rewrite = "\\! cp $dir/new.key $file.tmp && mv $file.tmp $file";
my $psql = $node->installed_command('psql');
uuid9562_write_file("$dir/new.key", "$keys[1]\n", 0600);
my @lines = split /\n/, run_as(<<"EOF");
SELECT uuid_v7_mask('$id') = uuid_v7_mask('$id', $old);
$rewrite
SELECT uuid_v7_mask('$id') = uuid_v7_mask('$id', $old);
\\! $psql -XAtq -d @{[ sq($node->connstr($db) . " user=$nopriv") ]} -c @{[ sq("SELECT uuid_v7_mask('$id')") ]} >$dir/new_session.out
SELECT uuid_v7_mask('$id', $new);
$parallel
SET parallel_leader_participation = off;
$count
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) $count
RESET parallel_leader_participation;
$count
SET $force = on;
$count
SELECT uuid_v7_mask('$id') = uuid_v7_mask('$id', $old);
SET $force = regress;
$count
RESET $force;
\\i test/sql/include/reload.sql
SELECT uuid_v7_mask('$id') = uuid_v7_mask('$id', $new);
$count
SET $force = on;
$count
EOF
is($lines[0], 't', 'before the rewrite: the session masks under the old key');
is($lines[1], 't', 'after the rewrite, before the reload: a serial statement still under the old key');
is(slurp_file("$dir/new_session.out"), "$lines[2]\n",
	'a new session between the rewrite and the reload reads the new key');
is($lines[3], '200000 old, 0 new',
	'a parallel plan, the leader scanning nothing: every row under the old key');
ok((grep { /Workers Launched: [12]/ } @lines), '... with workers launched');
my @rest = grep { !/Gather|Workers|Aggregate|Seq Scan|Output|Planning|Execution|^\s/ } @lines[ 4 .. $#lines ];
is_deeply([ @rest[ 0 .. 2 ] ], [ '200000 old, 0 new', '200000 old, 0 new', 't' ],
	"a parallel plan with the leader, and $force = on: every row under the old key, as serial");
is($rest[3], '200000 old, 0 new', "$force = regress: every row under the old key");
is($rest[4], 't', 'after the reload: a serial statement under the new key');
is_deeply([ @rest[ 5 .. 6 ] ], [ '0 old, 200000 new', '0 old, 200000 new' ],
	"after the reload: a parallel plan and $force = on, every row under the new key");
ok(keyless(join("\n", @lines)), 'no key in the output of the rotation');
my $m2 = mask_nopriv();
is($m2, mask_by_file($file), 'a new session: the mask under the new key');
isnt($m2, $m1, 'another mask than before');
is(as_nopriv("SELECT uuid_v7_unmask('$m2')"), $id, 'the new mask unmasks to the value');
is(as_nopriv("SELECT uuid_v7_unmask('$m1') <> '$id'"), 't', 'the old mask unmasks to another value');

note 'a cursor fetched across a rotation and a reload keeps its transaction\'s key';
uuid9562_write_file($old_copy, "$keys[1]\n", 0600);
uuid9562_write_file("$dir/new.key", "$keys[3]\n", 0600);
my $cursor = run_as(<<"EOF");
BEGIN;
DECLARE c CURSOR FOR
  SELECT uuid_v7_mask('$id') = uuid_v7_mask('$id', $old) FROM generate_series(1, 2);
FETCH c;
$rewrite
\\i test/sql/include/reload.sql
SELECT pg_conf_load_time() > :'reload_before' AS reloaded;
FETCH c;
SELECT uuid_v7_mask('$id') = uuid_v7_mask('$id', $old) AS same_transaction;
COMMIT;
SELECT uuid_v7_mask('$id') = uuid_v7_mask('$id', $new) AS next_transaction;
EOF
is($cursor, join("\n", ('t') x 5),
	'the cursor\'s rows before and after the reload, and the rest of its transaction, under the old key; '
	  . 'the next transaction under the new one');
ok(keyless($cursor, @keys[ 1, 3 ]), 'no key in the output of the cursor');
unlink $old_copy, "$dir/new.key";

note 'refusals that heal in the same session, after the fix and a reload';
# A psql meta-command that runs, as the administrator (the superuser in a
# session of its own, and the operating system user), the shell command $fix
# (if any) and SQL $sql (if any), then reloads the configuration; with
# test/sql/include/reload_wait.sql after it, the session waits until it has
# processed the reload.
sub admin
{
	my ($fix, $sql) = @_;
	my @sql = ('SET client_min_messages = error', $load, $sql // (), 'SELECT pg_reload_conf()');
	return "SELECT pg_conf_load_time() AS reload_before, 0 AS reload_tries \\gset\n\\! "
	  . join(' && ', $fix // (),
		join(' ', $psql, '-XAtq', '-d', sq($node->connstr($db)), map { ('-c', sq($_)) } @sql)
		  . ' >/dev/null')
	  . "\n\\i test/sql/include/reload_wait.sql";
}
# Run, as the role without privileges in one session: the mask (refused),
# the administrator's fix and reload, the mask again.  Returns the outputs.
sub heal
{
	my ($fix, $sql) = @_;
	return as_nopriv("SELECT uuid_v7_mask('$id');\n" . admin($fix, $sql) . "\nSELECT uuid_v7_mask('$id');\n");
}
unlink $file;
is(heal("printf '%s\\n' $keys[1] > $file.tmp && chmod 600 $file.tmp && mv $file.tmp $file"),
	"ERROR:  58P01\n$m2", 'a missing file, written: the same session masks');
chmod 0644, $file;
is(heal("chmod 600 $file"), "ERROR:  F0000\n$m2", "an unsafe file's mode fixed: the same session masks");
alter_system('uuid9562.mask_key_file', undef);
# A fix through the configuration files does not reach a session loaded on
# demand: having reloaded files changed since it started, it cannot know
# which key file the server applies (test/t/005_mask_key_idle.pl).
is(heal(undef, "ALTER SYSTEM SET uuid9562.mask_key_file = '$file'"),
	"ERROR:  55000\nERROR:  55000",
	'no key file set, then set by ALTER SYSTEM: the same session, loaded on demand, still refuses (55000)');
is(mask_nopriv(), $m2, '... and a new session masks');

note "uuid9562.mask_key in the server's configuration, loaded on demand";
# As a 1.1 installation left it: a line of postgresql.auto.conf.
$node->append_conf('postgresql.auto.conf', "uuid9562.mask_key = '$keys[2]'\n");
uuid9562_reload($node);
is(run_as("SELECT uuid_v7_mask('$id')"), "WARNING:  55000\nERROR:  55000",
	'a warning when the library loads, then an error: 55000');
is(as_nopriv("SELECT uuid_v7_unmask('$m2')"), "WARNING:  55000\nERROR:  55000",
	'... also for the role without privileges');
is(as_nopriv('SHOW uuid9562.mask_key'), $keys[2],
	'any role reads it until the library is loaded (why it is refused)');
is( as_nopriv(<<"EOF"),
SELECT uuid_v7_mask('$id');
SELECT set_config('$force', 'on', false) IS NOT NULL;
SELECT count(*) FROM ids WHERE id IS NOT NULL;
SHOW uuid9562.mask_key;
@{[ admin(undef, 'ALTER SYSTEM RESET uuid9562.mask_key') ]}
SELECT uuid_v7_mask('$id');
EOF
	"WARNING:  55000\nERROR:  55000\nERROR:  42501\nERROR:  55000\nt\n200000",
	'refused, parallel queries still run; reset and reloaded: the same session, loaded on demand, still refuses');
is(mask_nopriv(), $m2, '... and a new session masks under the key file');

note 'a PARALLEL SAFE wrapper: the one-argument functions refuse in a parallel worker';
# Wrappers as applications write them, labelled PARALLEL SAFE although they
# call the PARALLEL RESTRICTED functions: PL/pgSQL, and SQL with SET
# search_path (so never inlined).  The file is rewritten and not reloaded:
# a worker that read it would mask under the new key while its leader uses
# the old one.  Each parallel statement fails instead (25000), before any
# worker opens the file; serial ones keep the old key for every row.
$node->safe_psql($db, <<'EOF');
CREATE FUNCTION wrap_mask_plpgsql(id uuid) RETURNS uuid LANGUAGE plpgsql STABLE PARALLEL SAFE
  SET search_path = public AS $$BEGIN RETURN uuid_v7_mask(id); END$$;
CREATE FUNCTION wrap_mask_sql(id uuid) RETURNS uuid LANGUAGE sql STABLE PARALLEL SAFE
  SET search_path = public AS $$SELECT uuid_v7_mask(id)$$;
CREATE FUNCTION wrap_unmask_sql(id uuid) RETURNS uuid LANGUAGE sql STABLE PARALLEL SAFE
  SET search_path = public AS $$SELECT uuid_v7_unmask(id)$$;
EOF
my $kept = slurp_file($file);
uuid9562_write_file("$dir/wrap_old.key", $kept, 0600);
uuid9562_write_file("$dir/wrap_new.key", new_key() . "\n", 0600);
my ($wold, $wnew) = (key_of("$dir/wrap_old.key"), key_of("$dir/wrap_new.key"));
# Counts of the rows of ids that $mask (an expression of id) masks under the
# old key and under the new one, in one statement.
sub wrap_count
{
	my ($mask) = @_;
	return "SELECT count(*) FILTER (WHERE $mask = uuid_v7_mask(id, $wold)) || ' old, ' || "
	  . "count(*) FILTER (WHERE $mask = uuid_v7_mask(id, $wnew)) || ' new' FROM ids;";
}
my $unmasked = "wrap_unmask_sql(uuid_v7_mask(id, $wold)) = id";
@lines = split /\n/, run_as(<<"EOF");
SET max_parallel_workers_per_gather = 0;
SELECT wrap_mask_plpgsql('$id') = uuid_v7_mask('$id', $wold);
\\! cp $dir/wrap_new.key $file.tmp && mv $file.tmp $file
SELECT wrap_mask_sql('$id') = uuid_v7_mask('$id', $wold);
@{[ wrap_count('wrap_mask_plpgsql(id)') ]}
$parallel
@{[ wrap_count('wrap_mask_plpgsql(id)') ]}
@{[ wrap_count('wrap_mask_sql(id)') ]}
SELECT count(*) FILTER (WHERE $unmasked) FROM ids;
SET $force = on;
SELECT wrap_mask_plpgsql('$id');
SELECT wrap_mask_sql('$id');
RESET $force;
SET max_parallel_workers_per_gather = 0;
@{[ wrap_count('wrap_mask_sql(id)') ]}
SELECT count(*) FILTER (WHERE $unmasked) FROM ids;
EOF
is_deeply(\@lines,
	[ 'ERROR:  25000', 'ERROR:  25000', 'ERROR:  25000', 'ERROR:  25000', 'ERROR:  25000',
	  't', 't', '200000 old, 0 new', '200000 old, 0 new', '200000' ],
	'PL/pgSQL and SQL wrappers: serial, every row under the old key; in parallel workers '
	  . "(real ones, and $force = on) 25000, never a row under the new key");
my (undef, undef, $werr) = $node->psql($db, "SET $force = on; SELECT wrap_mask_sql('$id')");
like($werr, qr/ERROR:  cannot use the configured mask key during a parallel operation\n/,
	'the message, in the style of core\'s "cannot ... during a parallel operation"');
like($werr, qr/HINT:  Label a function that calls uuid_v7_mask\(id\) or uuid_v7_unmask\(id\) PARALLEL RESTRICTED/,
	'the hint: label the wrapper PARALLEL RESTRICTED');
chmod 0000, $file;
is(run_as("SET $force = on; SELECT wrap_mask_plpgsql('$id'); RESET $force; SELECT wrap_mask_plpgsql('$id')"),
	"WARNING:  25000\nERROR:  25000\nERROR:  42501",
	'a new session, the file unreadable: 25000 in a worker (which never opened it; core warns that it '
	  . 'cannot apply the settings as the worker loads the library), 42501 in the leader');
uuid9562_write_file($file, $kept, 0600);
is(mask_nopriv(), $m2, 'the file as it was: the mask as before');
$node->safe_psql($db, 'DROP FUNCTION wrap_mask_plpgsql(uuid), wrap_mask_sql(uuid), wrap_unmask_sql(uuid)');

note 'where uuid9562.mask_key_file comes from, loaded on demand: the key the server applies, or 55000';
# The configured file ($file, the mask $m2) is "a"; a second one is "b".
my ($bfile, $bkey) = ("$dir/keys/b.key", new_key());
uuid9562_write_file($bfile, "$bkey\n", 0600);
my $mb = mask_by_file($bfile);
isnt($mb, $m2, 'the two files mask differently');
# Which file a new session of the role without privileges masks under ("a"
# or "b"), after its messages' SQLSTATEs; with the client's startup options
# $options (if any), after $sql (if any).
sub key_used
{
	my ($options, $sql) = @_;
	my $got = run_as(($sql // '') . "SELECT uuid_v7_mask('$id')", $nopriv, $options);
	return $got =~ s/^\Q$m2\E$/a/mr =~ s/^\Q$mb\E$/b/mr;
}
# As key_used(), in one session, with a reload in between (by the
# administrator, see admin()); then the session's setting.
sub key_across_reload
{
	my ($options) = @_;
	my $got = run_as("SELECT uuid_v7_mask('$id');\n" . admin() . "\nSELECT uuid_v7_mask('$id');\n"
		  . 'SHOW uuid9562.mask_key_file', $nopriv, $options);
	return $got =~ s/^\Q$m2\E$/a/mgr =~ s/^\Q$mb\E$/b/mgr;
}
# Stop $node and start it with the postmaster's command-line options
# $options (pg_ctl -o), or as the framework does without them.  pg_ctl
# restart would keep the options of the last start: $node->restart too.
sub start_with
{
	my ($options) = @_;
	$node->stop;
	return $node->start unless $options;
	PostgreSQL::Test::Utils::system_or_bail('pg_ctl', '-w', '-D', $node->data_dir,
		'-l', $node->logfile, '-o', $options, 'start');
	$node->_update_pid(1);
	return;
}
my $refused = "WARNING:  55P02\nERROR:  55000";
my ($name_a, $name_b) = ("-c uuid9562.mask_key_file=$file", "-c uuid9562.mask_key_file=$bfile");

note '... the key file on the command line, "a" in the configuration files';
start_with($name_b);
is(run_as('SHOW uuid9562.mask_key_file'), $bfile, 'the command line wins over the files');
is(key_used(), 'b', 'a new session: under b');
is(key_used($name_a), $refused,
	"a client's startup option naming a: 55P02 as the library loads, then 55000, never under a");
like(messages($mask_sql, $name_a),
	qr/^ERROR:  server's value of parameter "uuid9562\.mask_key_file" is unknown in this session\nDETAIL:  A value given by the client or for a role or database replaced the server's own before uuid9562 was loaded, so the session cannot know which key file the server applies\.\nHINT:  Remove the parameter from the connection's options and from the role's and database's settings, or add uuid9562 to shared_preload_libraries, and reconnect; or pass the key as the second argument\.$/m,
	'... its message, detail and hint (the superuser too)');
is(run_as("SELECT uuid_v7_mask('$id', '\\x$bkey') = '$mb'", $nopriv, $name_a),
	"WARNING:  55P02\nt", '... the two-argument form still works there');
is(key_used($name_b), $refused, "a client's startup option naming b, the server's own: 55000 too");
is(key_used(undef, "SET uuid9562.mask_key_file = '$file';"), "WARNING:  55P02\nb",
	'a session that SET a before the library loaded: 55P02 as it loads, then under b (SET leaves the reset value)');
is(key_across_reload($name_a), "$refused\nERROR:  55000\n$file",
	"a refused session after a reload: still 55000, rightly, as it now holds the files' a, the server b");
is(key_used(), 'b', '... a new session after the reload: under b');

note '... the key file on the command line only';
$node->safe_psql($db, "$load; ALTER SYSTEM RESET uuid9562.mask_key_file");
start_with($name_b);
is(key_used(), 'b', 'a new session: under b');
is(key_used($name_a), $refused, "a client's startup option naming a: 55000");
my $unknown = qr/^ERROR:  server's value of parameter "uuid9562\.mask_key_file" is unknown in this session$/m;
like(messages($mask_sql, $name_a, $nopriv), $unknown,
	'... the server\'s value unknown (not "no mask key is set", as if the server had none)');
is(key_used('-c uuid9562.mask_key_file='), $refused, "a client's startup option emptying it: 55000");
like(messages($mask_sql, '-c uuid9562.mask_key_file=', $nopriv), $unknown, '... the server\'s value unknown');
is(key_across_reload($name_a), "$refused\nERROR:  55000", '... after a reload: still 55000');

note '... the configuration files changed from "a" to "b", not reloaded';
$node->safe_psql($db, "$load; ALTER SYSTEM SET uuid9562.mask_key_file = '$file'");
start_with('');
$node->safe_psql($db, "$load; ALTER SYSTEM SET uuid9562.mask_key_file = '$bfile'");
is(run_as('SHOW uuid9562.mask_key_file'), $file, 'the server applies a');
is(key_used(), 'a', 'a new session: under a');
is(key_used($name_b), $refused, "a client's startup option naming b: 55000, never under b");
is(key_across_reload($name_b), "$refused\nERROR:  55000\n$bfile",
	'a refused session after the reload: still 55000 (it cannot tell this case from the command line\'s)');
is(key_used(), 'b', 'a new session after the reload: under b');

note '... a role setting, a database setting';
for my $what ("ROLE $nopriv", "DATABASE $db", "ROLE $nopriv IN DATABASE $db")
{
	for my $path ($file, $bfile)
	{
		$node->safe_psql('postgres', "ALTER $what SET uuid9562.mask_key_file = '$path'");
		is(key_used(), $refused, "ALTER $what SET uuid9562.mask_key_file to "
			  . ($path eq $file ? 'a' : "b, the server's own") . ': 55000');
	}
	like(run_as("$load; ALTER $what RESET uuid9562.mask_key_file"), qr/^ERROR:  55P02$/m,
		"ALTER $what RESET uuid9562.mask_key_file in a session that loaded the library: 55P02");
	$node->safe_psql('postgres', "ALTER $what RESET uuid9562.mask_key_file");
	is(key_used(), 'b', "... in one that has not: done, under b");
}
alter_system('uuid9562.mask_key_file', $file);
is(key_used(), 'a', 'a configured again: under a');

note 'preloaded (shared_preload_libraries, restarted)';
$node->safe_psql('postgres', "ALTER ROLE $nopriv SET uuid9562.mask_key_file = '$bfile'");
uuid9562_preload($node, 1);
like(run_as("SELECT uuid_v7_mask('$id')", $nopriv),
	qr/^WARNING:  parameter "uuid9562\.mask_key_file" cannot be changed now\n\Q$m2\E$/,
	'the key file is the key; a role setting stored before: a warning as the session starts, ignored');
$node->safe_psql('postgres', "ALTER ROLE $nopriv RESET ALL");
is(run_as("ALTER ROLE $nopriv SET uuid9562.mask_key_file = '$bfile'"), 'ERROR:  55P02',
	'ALTER ROLE SET uuid9562.mask_key_file: 55P02');
my (undef, undef, $fatal) =
  $node->psql($db, "SELECT uuid_v7_mask('$id')", connstr => conn($nopriv, $name_b));
like($fatal, qr/FATAL:  parameter "uuid9562\.mask_key_file" cannot be changed now/,
	"a client's startup option naming a key file: the connection refused");
# The retired setting as a 1.1 installation left it (ALTER SYSTEM SET of it
# is refused): a line of postgresql.auto.conf.
$node->append_conf('postgresql.auto.conf', "uuid9562.mask_key = '$keys[2]'\n");
uuid9562_reload($node);
is(mask_nopriv(), 'ERROR:  55000', 'both settings set: 55000');
alter_system('uuid9562.mask_key_file', undef);
is(mask_nopriv(), 'ERROR:  55000', 'uuid9562.mask_key alone gives no key either: 55000');
for my $probe ('SHOW uuid9562.mask_key', "SELECT current_setting('uuid9562.mask_key')")
{
	is(as_nopriv($probe), 'ERROR:  42501', "42501 from the first statement: $probe");
}
for my $probe ('SHOW ALL', 'SELECT * FROM pg_settings',
	"SELECT current_setting('uuid9562.mask_key', true)")
{
	ok(keyless(as_nopriv($probe), $keys[2]), "no key from the first statement: $probe");
}

note "the server's log since the start";
run_as("SELECT 'uuid9562-keyfile-marker'");
$node->stop;
my $written = slurp_file($node->logfile, $log_start);
like($written, qr/uuid9562-keyfile-marker/, 'the marker statement is in the log (log_statement = all)');
like($written, qr/parameter "uuid9562\.mask_key_file" changed to/,
	'the reload that named the key file is in the log');
ok(!keyless($written, $keys[2]), "uuid9562.mask_key's key is in the log (the check sees a key)");
ok(keyless($written), 'neither key of the file is in the log');

done_testing();
