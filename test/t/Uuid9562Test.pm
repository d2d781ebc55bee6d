# test/t/Uuid9562Test.pm: what the TAP tests of test/t/ share.
#
# Every test starts its servers through uuid9562_node(), so that a
# development run can point them at a private installation of the extension
# (UUID9562_DESTDIR, a DESTDIR of "make install": Debian's servers of 15 to
# 17 look there first through their setting extension_destdir) instead of
# the server's own directories, which "make test" installs into.  Every
# program a test runs other than through a node's own methods (make,
# pg_regress, a client) runs through uuid9562_run() or uuid9562_start(), so
# that it reaches that node and no other server (test/t/051_tap_files.pl).
package Uuid9562Test;

use strict;
use warnings FATAL => 'all';

use Exporter 'import';
use File::Basename qw(basename dirname);
use File::Copy qw(copy);
use File::Path qw(mkpath);
use IPC::Run;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;

our @EXPORT = qw(uuid9562_node uuid9562_key_file uuid9562_library uuid9562_mapped
  uuid9562_preload uuid9562_reload uuid9562_load uuid9562_write_file uuid9562_run uuid9562_start
  uuid9562_shadow_install uuid9562_npm_install);

# Create and initialise (initdb) a cluster named $name, not yet started.
# %params go to PostgreSQL::Test::Cluster->new (install_path for another
# installation), except "init", a hash reference of options for init()
# (allows_streaming => 'logical', say; its "extra" initdb options follow
# ours).  The cluster logs every statement's errors in C.UTF-8 and, where
# UUID9562_DESTDIR is set and the server is the one under test, takes the
# extension from there.
sub uuid9562_node
{
	my ($name, %params) = @_;
	my $init = delete $params{init} // {};
	my $node = PostgreSQL::Test::Cluster->new($name, %params);

	$node->init(%$init, extra => [ '--locale=C.UTF-8', @{ $init->{extra} // [] } ]);
	$node->append_conf('postgresql.conf',
		"extension_destdir = '$ENV{UUID9562_DESTDIR}'")
	  if $ENV{UUID9562_DESTDIR} && !$params{install_path};
	return $node;
}

# Give $node (initialised, not necessarily started) the mask key $hex (32
# hexadecimal digits) the way the README asks: a file in its data directory
# that only the server's user may read (mode 0600; the test runs as that
# user), named by uuid9562.mask_key_file.  Takes effect at the next start or
# reload.  Nodes given the same $hex mask alike.
sub uuid9562_key_file
{
	my ($node, $hex) = @_;
	my $path = $node->data_dir . '/uuid9562_mask.key';

	die "not a mask key: $hex" unless $hex =~ /^[0-9a-fA-F]{32}$/;
	my $umask = umask(077);
	PostgreSQL::Test::Utils::append_to_file($path, "$hex\n");
	umask($umask);
	$node->append_conf('postgresql.conf', "uuid9562.mask_key_file = '$path'");
	return;
}

# The library file that $node's server loads for '$libdir/uuid9562', the
# name the extension's functions give: the one under UUID9562_DESTDIR where
# uuid9562_node() pointed the server there, else the one in the server's
# own library directory.
sub uuid9562_library
{
	my ($node) = @_;
	my $destdir =
	  $ENV{UUID9562_DESTDIR} && !$node->install_path
	  ? $ENV{UUID9562_DESTDIR}
	  : '';

	return $destdir . $node->config_data('--pkglibdir') . '/uuid9562.so';
}

# The uuid9562 library file that process $pid of $node's server has mapped,
# or '' if none; without $pid, the postmaster's.  Read from the process's
# memory map, which the servers' user (the one running the tests) may read.
sub uuid9562_mapped
{
	my ($node, $pid) = @_;
	$pid //= (split /\n/, slurp_file($node->data_dir . '/postmaster.pid'))[0];
	my ($file) =
	  slurp_file("/proc/$pid/maps") =~ m{^\S+ \S+ \S+ \S+ \S+ +(/.*/uuid9562\.so)$}m;

	return $file // '';
}

# Restart $node with the library preloaded (shared_preload_libraries, set by
# ALTER SYSTEM) when $preload is true, else without it.  It is preloaded as
# '$libdir/uuid9562', the name the extension's functions give, so that a
# server with extension_destdir preloads the file they would load.
sub uuid9562_preload
{
	my ($node, $preload) = @_;

	$node->safe_psql('postgres',
		$preload
		? q{ALTER SYSTEM SET shared_preload_libraries = '$libdir/uuid9562'}
		: 'ALTER SYSTEM RESET shared_preload_libraries');
	$node->restart;
	return;
}

# Reload $node's configuration and wait (at most 10 s) until new sessions
# see it: they inherit the postmaster's pg_conf_load_time().  Dies if they
# do not.
sub uuid9562_reload
{
	my ($node) = @_;
	my $before = $node->safe_psql('postgres', 'SELECT pg_conf_load_time()');

	$node->reload;
	for (1 .. 500)
	{
		return
		  if $node->safe_psql('postgres', "SELECT pg_conf_load_time() > '$before'") eq 't';
		select(undef, undef, undef, 0.02);
	}
	die 'the reload was not processed within 10 s';
}

# The LOAD statement that loads the library under test into a session of
# $node (started): by the name the extension's functions use where the
# server has extension_destdir, which finds the library only so.
sub uuid9562_load
{
	my ($node) = @_;

	return $node->safe_psql('postgres', "SELECT current_setting('extension_destdir', true)") eq ''
	  ? "LOAD 'uuid9562'"
	  : "LOAD '\$libdir/uuid9562'";
}

# Write $contents into the file $path with permission bits $mode: written
# beside it and renamed into place, so that no reader sees it half written
# or with other permissions (a mask key file, as docs/masking.md asks).
sub uuid9562_write_file
{
	my ($path, $contents, $mode) = @_;

	open my $fh, '>', "$path.new" or die "could not write $path.new: $!";
	print $fh $contents;
	close $fh or die "could not write $path.new: $!";
	chmod $mode, "$path.new" or die "could not chmod $path.new: $!";
	rename "$path.new", $path or die "could not rename into $path: $!";
	return;
}

# A shadow of the installation under test in a directory of its own, for
# PostgreSQL::Test::Cluster's install_path (returned): the same absolute
# paths under it, the server's programs copied (a server finds its share
# and library directories from where its program file is, symlinks
# followed), everything else symlinked, but for the files of the extension
# directory named uuid9562.* (the C edition), which it leaves out.
sub uuid9562_shadow_install
{
	my $root = PostgreSQL::Test::Utils::tempdir('shadow');
	my %dir = map { $_ => (run_command([ 'pg_config', "--$_" ]))[0] } qw(bindir sharedir pkglibdir);
	my $mirror = sub {
		my ($from, $skip) = @_;
		mkpath("$root$from");
		for my $path (glob("$from/*"))
		{
			my $name = basename($path);
			next if $skip->($name);
			symlink($path, "$root$from/$name") or die "symlink $path: $!";
		}
	};
	$mirror->($dir{bindir}, sub { $_[0] =~ /^(postgres|pg_ctl|initdb)$/ });
	copy("$dir{bindir}/$_", "$root$dir{bindir}/$_") && chmod(0755, "$root$dir{bindir}/$_")
	  or die "copy $_: $!"
	  for qw(postgres pg_ctl initdb);
	$mirror->($dir{sharedir}, sub { $_[0] eq 'extension' });
	$mirror->("$dir{sharedir}/extension", sub { $_[0] =~ /^uuid9562[.-]/ });
	mkpath(dirname("$root$dir{pkglibdir}"));
	symlink($dir{pkglibdir}, "$root$dir{pkglibdir}") or die "symlink $dir{pkglibdir}: $!";
	return dirname("$root$dir{bindir}");
}

# An installation for PostgreSQL::Test::Cluster's install_path (returned)
# whose server is npm's PostgreSQL $major (\@embedded-postgres, which
# scripts/run installs into log/npm-servers and names in
# UUID9562_NPM_SERVERS), a managed server's stand-in where only the
# portable edition can be installed: npm's initdb, pg_ctl and postgres
# (linked: they find npm's share and library directories), the other
# programs of the PostgreSQL under test (npm ships no clients), and a pg_config
# that only tells the server's version.  Undef where npm's server of
# $major is not installed.
sub uuid9562_npm_install
{
	my ($major) = @_;
	my $npm = ($ENV{UUID9562_NPM_SERVERS} // '') . "/postgres-$major/native/bin";
	return undef unless $ENV{UUID9562_NPM_SERVERS} && -x "$npm/postgres";

	my $root = PostgreSQL::Test::Utils::tempdir("npm$major");
	my ($bindir) = run_command([ 'pg_config', '--bindir' ]);
	mkpath("$root/bin");
	symlink("$npm/$_", "$root/bin/$_") or die "symlink $_: $!" for qw(initdb pg_ctl postgres);
	for my $path (glob("$bindir/*"))
	{
		my $name = $path =~ s{.*/}{}r;
		next if $name eq 'pg_config' || -e "$root/bin/$name";
		symlink($path, "$root/bin/$name") or die "symlink $name: $!";
	}
	uuid9562_write_file("$root/bin/pg_config",
		"#!/bin/sh\n\"$npm/postgres\" --version | sed 's/^postgres (PostgreSQL)/PostgreSQL/'\n", 0755);
	return $root;
}

# Run $command (an array reference: make, pg_regress, a client) against
# $node's server and no other, by IPC::Run::run with the redirections that
# follow; returns its result (true for exit status 0).  The program gets
# the test's environment without what an outer make or the user's shell
# hands down: MAKEFLAGS, MFLAGS, MAKELEVEL, MAKEOVERRIDES, MAKEFILES and
# GNUMAKEFLAGS (through which a make started under "make prove_installcheck
# PGHOST=..." would take that command line's variables over its own
# environment) and every variable whose name begins with PG (libpq's, which
# name a server, service, user or options, and PGXS's).  Then $node's
# connection: PGHOST and PGPORT, PGUSER the user running the tests (the
# bootstrap superuser of the test's servers), PGDATABASE postgres; a make
# gets these four as variables of its command line too, which it passes
# on to the makes it starts.  A hash reference before $command sets
# variables after that (PGDATABASE, PGHOST 127.0.0.1 for TCP, NODE_PATH)
# or, given undef, removes them.
sub uuid9562_run
{
	my ($env, $command, @io) = command_env(@_);
	local %ENV = %$env;
	return IPC::Run::run($command, @io);
}

# uuid9562_run() by IPC::Run::start: the program runs on in the background;
# returns its harness (finish() waits for it).
sub uuid9562_start
{
	my ($env, $command, @io) = command_env(@_);
	local %ENV = %$env;
	return IPC::Run::start($command, @io);
}

# The environment and command of uuid9562_run(), followed by the remaining
# arguments; the command is logged as PostgreSQL::Test::Utils::run_log()
# logs it.
sub command_env
{
	my ($node, @args) = @_;
	my $set = ref $args[0] eq 'HASH' ? shift @args : {};
	my @command = @{ shift @args };
	my %env = map { $_ => $ENV{$_} }
	  grep { !/^(?:PG|MAKE|MFLAGS$|GNUMAKEFLAGS$)/ } keys %ENV;

	%env = (
		%env,
		PGHOST => $node->host,
		PGPORT => $node->port,
		PGUSER => scalar getpwuid($>),
		PGDATABASE => 'postgres');
	for my $name (keys %$set)
	{
		if (defined $set->{$name}) { $env{$name} = $set->{$name} }
		else { delete $env{$name} }
	}
	push @command, map { "$_=$env{$_}" } grep { defined $env{$_} } qw(PGHOST PGPORT PGUSER PGDATABASE)
	  if $command[0] =~ m{(?:^|/)g?make$};
	print '# Running: ' . join(' ', @command) . "\n";
	return (\%env, \@command, @args);
}

1;
