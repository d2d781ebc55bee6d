# test/t/005_mask_key_idle.pl: one mask key for every session, also for a
# session that is idle while the server reloads its configuration.
#
# An idle backend acts on a reload only at its next statement, and then
# reads postgresql.conf and postgresql.auto.conf as they are at that moment:
# perhaps with an ALTER SYSTEM that the server has not applied.  Checked,
# with the library preloaded and loaded on demand, that such a session
# masks under the key of new sessions or refuses with 55000, never under a
# file the server did not apply:
#   - a staged ALTER SYSTEM SET uuid9562.mask_key_file, then a reload for
#     another reason (log_min_duration_statement), which applies both;
#   - a reload the idle session has not acted on yet, then a staged ALTER
#     SYSTEM SET uuid9562.mask_key_file that the server never applied.
# Preloaded, the idle session masks under the postmaster's key in both; on
# demand it refuses (55000) once it has reloaded configuration files
# changed since it started, and a new session masks.  Preloaded, a key
# rewritten into the same file reaches every session at the reload, except
# a transaction that used the old one (a cursor), and the postmaster's log
# says why a file it reads cannot be used.
use strict;
use warnings FATAL => 'all';

use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Test;

my $id = '017f22e2-79b0-7cc3-98c4-dc0c0c07398f';    # a version 7 value
my $node = uuid9562_node('idle');
$node->start;

my $load = uuid9562_load($node);

# The keys of this run, each in a file of its own (mode 0600); the masks of
# $id under each, computed with the key as an argument.
sub new_key { join '', map { sprintf '%02x', int(rand(256)) } 1 .. 16 }
my $dir = PostgreSQL::Test::Utils::tempdir;
my %key = (a => new_key(), c => new_key(), r => new_key(), s => new_key());
my %path = map { $_ => "$dir/$_.key" } qw(a c);

# Write $hex into $path (mode 0600), beside it and renamed into place.
sub write_key { uuid9562_write_file($_[0], "$_[1]\n", 0600) }
write_key($path{$_}, $key{$_}) for qw(a c);
$node->safe_psql('postgres', 'CREATE EXTENSION uuid9562');
my %mask = map { $_ => $node->safe_psql('postgres', "SELECT uuid_v7_mask('$id', '\\x$key{$_}')") }
  keys %key;

# ALTER SYSTEM SET $name to $value, the library loaded first, not reloaded.
sub stage
{
	my ($name, $value) = @_;
	$node->safe_psql('postgres', "$load; ALTER SYSTEM SET $name = '$value'");
	return;
}

# The mask of $id in a new session: its value, or the error's SQLSTATE.
sub new_session
{
	my ($ret, $out, $err) = $node->psql('postgres', "SELECT uuid_v7_mask('$id')",
		extra_params => [ '-v', 'VERBOSITY=sqlstate' ]);
	return $ret == 0 ? $out : ($err =~ /ERROR:  (\w{5})/)[0];
}

# A session that masks once under the current key and then stays idle.
sub idle_session
{
	my $s = $node->background_psql('postgres', on_error_stop => 0,
		extra_params => [ '-v', 'VERBOSITY=sqlstate' ]);
	$s->query_safe("SELECT uuid_v7_mask('$id')");
	return $s;
}

# The mask of $id in session $s now: its value, or the error's SQLSTATE.
sub mask_in
{
	my ($s) = @_;
	my $out = $s->query("SELECT uuid_v7_mask('$id')");
	my $err = $s->{stderr};
	$s->{stderr} = '';
	return $err eq '' ? $out : ($err =~ /ERROR:  (\w{5})/)[0] // $err;
}

my $lmds = 1000;    # log_min_duration_statement, changed by each unrelated reload
for my $preload (0, 1)
{
	my $way = $preload ? 'preloaded' : 'on demand';

	stage('uuid9562.mask_key_file', $path{a});
	uuid9562_preload($node, $preload);
	is(new_session(), $mask{a}, "$way: a new session masks under the applied key file a");

	note "$way: a staged ALTER SYSTEM, then a reload for another reason";
	my $idle = idle_session();
	stage('uuid9562.mask_key_file', $path{c});
	stage('log_min_duration_statement', $lmds++);
	uuid9562_reload($node);
	is(new_session(), $mask{c}, "$way: the reload applied c: a new session masks under c");
	is(mask_in($idle), $preload ? $mask{c} : '55000',
		"$way: the idle session " . ($preload ? 'masks under c too' : 'refuses (55000)'));
	is(mask_in($idle), $preload ? $mask{c} : '55000', "$way: ... and again at its next statement");
	$idle->quit;

	note "$way: a reload the idle session has not acted on, then a staged ALTER SYSTEM";
	stage('uuid9562.mask_key_file', $path{a});
	uuid9562_reload($node);
	$idle = idle_session();
	is(mask_in($idle), $mask{a}, "$way: the idle session masks under a");
	stage('log_min_duration_statement', $lmds++);
	uuid9562_reload($node);
	stage('uuid9562.mask_key_file', $path{c});
	is(new_session(), $mask{a}, "$way: c staged, not applied: a new session masks under a");
	is(mask_in($idle), $preload ? $mask{a} : '55000',
		"$way: the idle session acting on the earlier reload "
		  . ($preload ? 'masks under a, the applied key' : 'refuses (55000)')
		  . ', never under c');
	$idle->quit;
	stage('uuid9562.mask_key_file', $path{a});
	uuid9562_reload($node);
	is(new_session(), $mask{a}, "$way: after the reload that applies a, a new session masks under a");
}

note 'preloaded: a key rewritten into the same file, and a file that cannot be used';
my $idle = idle_session();
is(mask_in($idle), $mask{a}, 'an idle session masks under a');
write_key($path{a}, $key{r});
is(new_session(), $mask{a}, 'the file rewritten, not reloaded: a new session masks under the old key');
uuid9562_reload($node);
is(new_session(), $mask{r}, 'after the reload, a new session masks under the new key');
is(mask_in($idle), $mask{r}, 'and so does the idle session');
my $cursor = idle_session();
$cursor->query_safe('BEGIN');
$cursor->query_safe("DECLARE c CURSOR FOR SELECT uuid_v7_mask(id) FROM (VALUES ('$id'::uuid), ('$id'::uuid)) AS v(id)");
is($cursor->query_safe('FETCH 1 FROM c'), $mask{r}, 'a cursor: its first row under the current key');
write_key($path{a}, $key{s});
uuid9562_reload($node);
is(new_session(), $mask{s}, 'rewritten and reloaded: a new session masks under the new key');
is($cursor->query_safe('FETCH 1 FROM c'), $mask{r}, "the cursor's next row: its transaction's key");
$cursor->query_safe('COMMIT');
is(mask_in($cursor), $mask{s}, 'after the transaction, that session too masks under the new key');
$cursor->quit;
chmod 0644, $path{a};
my $log_offset = -s $node->logfile;
uuid9562_reload($node);
is(new_session(), 'F0000', 'a file with world access: F0000 in a new session');
is(mask_in($idle), 'F0000', 'and in the idle session');
like(slurp_file($node->logfile, $log_offset),
	qr/LOG:  mask key file "\Q$path{a}\E" has group or world access/,
	"the postmaster's log says why it has no key");
$idle->quit;

$node->stop;
done_testing();
