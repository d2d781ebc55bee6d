# test/t/051_tap_files.pl: every file of test/t/ (.pl and .pm) compiles (perl -c), and
# reads no variable of PGXS's test environment that "make
# prove_installcheck" does not set on every major the matrix runs (15, 17,
# 18, 19), so that a test skipped here (the Citus test, the migrations)
# cannot break unseen on another major; and runs every program other than
# through the framework's node methods ($node->psql, ->command_ok and the
# like, which connect to that node) or Uuid9562Test.pm's uuid9562_run() and
# uuid9562_start(), so that none reaches a server a caller's environment or
# make's command line names.  It starts no server.
use strict;
use warnings FATAL => 'all';

use FindBin;
use IPC::Run;
use PostgreSQL::Test::Utils;
use Test::More;

my $t = $FindBin::RealBin;

# The variables that PGXS's test rules (prove_installcheck, prove_check and
# the temporary installation's with_temp_install) set on some major, read
# in each major's lib/pgxs/src/Makefile.global: 15 sets TESTDIR (and, in a
# source tree, top_builddir); 17 replaced TESTDIR by TESTLOGDIR and
# TESTDATADIR, as 18 and 19 keep it; prove_check adds LD_LIBRARY_PATH and,
# from 17, INITDB_TEMPLATE.  Of them, prove_installcheck sets these on all four:
# PATH (the server's bin directory first), PGPORT and PG_REGRESS.  The
# framework's own (PostgreSQL::Test::Utils: $tmp_check, $log_path) are what
# a test uses for its directories.
my @pgxs_env = qw(TESTDIR TESTDATADIR TESTLOGDIR top_builddir PG_REGRESS PGPORT PATH
  LD_LIBRARY_PATH INITDB_TEMPLATE);
my %everywhere = map { $_ => 1 } qw(PATH PGPORT PG_REGRESS);

# The programs a Perl text runs itself, by the first word of each command:
# IPC::Run's run, start and harness, PostgreSQL::Test::Utils' run_log,
# command_* and program_* called as functions (not as a node's methods),
# system, exec, qx, backticks and piped opens.  Only Uuid9562Test.pm, the
# helpers' home, may (and this file holds the check's examples, its own
# program being perl); elsewhere only programs that connect to no server:
# perl itself ($^X) and find.  Lines that are comments are left out.
my $spawn = qr{
	(?: \bIPC::Run::(?:run|start|harness) \s*\(
	  | (?<!->) (?<![\w:]) (?:run_log|command_\w+|program_\w+) \s*\(
	  | (?<![\w:>]) (?:system|exec) \s* [(\[\$'"]
	  | \bqx \s* [^\w\s]
	  | \bopen \s*\(? [^;]*? ['"] (?:-\||\|-) ['"] [^;]*? ,
	  | (?<!`) ` (?=[\w\$/])
	)
	\s* \(? \s* \[? \s* (?:qw\s*[(\[\{]\s*)? ['"]? ( [^\s'",)\]]+ )
}x;
my %harmless = map { $_ => 1 } ('$^X', 'find');
sub unsafe_runs
{
	my ($text) = @_;
	$text =~ s/^\s*#.*$//mg;
	return grep { !$harmless{$_} } $text =~ /$spawn/g;
}

# The check itself: what it must catch and what it must let pass.
is_deeply(
	[
		unsafe_runs(
			join "\n",
			q{IPC::Run::run([ 'make', '-s', 'installcheck' ], '>', \$out);},
			q{my $h = IPC::Run::start([ $psql, '-c', 'SELECT 1' ]);},
			q{command_ok([ 'pg_upgrade', '--check' ], 'upgrade');},
			q{run_log([ $ENV{PG_REGRESS}, '--use-existing' ]);},
			q{system('make installcheck');},
			q{my $v = `psql -XAtc 'SELECT 1'`;},
			q{open(my $fh, '-|', 'pg_dump', '-s') or die;})
	],
	[ 'make', '$psql', 'pg_upgrade', '$ENV{PG_REGRESS}', 'make', 'psql', 'pg_dump' ],
	'the check finds make, clients and pg_regress run directly');
is_deeply(
	[
		unsafe_runs(
			join "\n",
			q{uuid9562_run($node, [ 'make', 'installcheck' ]);},
			q{uuid9562_start($node, [ 'psql', '-c', 'SELECT 1' ]);},
			q{$node->command_ok([ 'pg_dump', '-s' ], 'dump');},
			q{$node->run_log([ 'pg_restore', $file ]);},
			q{IPC::Run::run([ $^X, '-c', $file ]);},
			q{my $any = `find /var -maxdepth 1`;},
			q{alter_system('port', 1);},
			q{# IPC::Run::run([ 'make' ]) in a comment},
			q{my ($shown) = $page =~ /^```sql\n(.*?)^```$/ms;})
	],
	[],
	'... and lets node methods, the helpers, perl and find pass');

my @files = sort(glob("$t/*.pl"), glob("$t/*.pm"));
ok(@files > 1, 'the files of test/t/');
for my $file (@files)
{
	my $name = $file =~ s{^.*/}{t/}r;
	my $text = slurp_file($file);
	my @read = $text =~ /\$ENV\s*\{\s*['"]?(\w+)['"]?\s*\}/g;
	my @unsafe = grep { !$everywhere{$_} } grep { my $v = $_; grep { $_ eq $v } @pgxs_env } @read;
	is_deeply(\@unsafe, [], "$name reads no variable that PGXS sets on some majors only");

	is_deeply([ $name =~ m{^t/(?:Uuid9562Test\.pm|051_tap_files\.pl)$} ? () : unsafe_runs($text) ],
		[], "$name runs programs only through node methods or uuid9562_run()");

	my ($out, $err) = ('', '');
	my $compiled = IPC::Run::run([ $^X, (map { "-I$_" } @INC), '-c', $file ], '>', \$out, '2>', \$err);
	ok($compiled, "$name passes perl -c") or diag $err;
}

done_testing();
