# t/Uuid9562Test.pm: what the TAP tests of t/ share.
#
# Every test starts its servers through uuid9562_node(), so that a
# development run can point them at a private installation of the extension
# (UUID9562_DESTDIR, a DESTDIR of "make install": Debian's servers of 15 to
# 17 look there first through their setting extension_destdir) instead of
# the server's own directories, which "make test" installs into.
package Uuid9562Test;

use strict;
use warnings FATAL => 'all';

use Exporter 'import';
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;

our @EXPORT = qw(uuid9562_node);

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

1;
