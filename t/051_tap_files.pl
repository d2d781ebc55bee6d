# t/051_tap_files.pl: every file of t/ (.pl and .pm) compiles (perl -c), and
# reads no variable of PGXS's test environment that "make
# prove_installcheck" does not set on every major the matrix runs (15, 17,
# 18, 19), so that a test skipped here (the Citus test, the migrations)
# cannot break unseen on another major.  It starts no server.
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

my @files = sort(glob("$t/*.pl"), glob("$t/*.pm"));
ok(@files > 1, 'the files of t/');
for my $file (@files)
{
	my $name = $file =~ s{^.*/}{t/}r;
	my $text = slurp_file($file);
	my @read = $text =~ /\$ENV\s*\{\s*['"]?(\w+)['"]?\s*\}/g;
	my @unsafe = grep { !$everywhere{$_} } grep { my $v = $_; grep { $_ eq $v } @pgxs_env } @read;
	is_deeply(\@unsafe, [], "$name reads no variable that PGXS sets on some majors only");

	my ($out, $err) = ('', '');
	my $compiled = IPC::Run::run([ $^X, (map { "-I$_" } @INC), '-c', $file ], '>', \$out, '2>', \$err);
	ok($compiled, "$name passes perl -c") or diag $err;
}

done_testing();
