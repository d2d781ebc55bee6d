# test/t/030_clients.pl: the extension from applications' clients (issue 34).
#
# Runs each program of test/t/clients/ (psycopg 3, node-postgres from Debian
# and from npm, pgjdbc, SQLAlchemy, ActiveRecord; Knex, Drizzle, Sequelize,
# TypeORM and Prisma from npm) with the system's interpreter, by absolute
# path, against a database of its own on one server, and checks every line
# it prints: version 7 keys in insertion order, the creation time, a time
# window by parameters as the client types them (an index range scan, the
# rows uuid_timestamp() selects), masks that unmask, and bad input's
# SQLSTATEs.  The databases run in a time zone far from UTC, so that a
# window sent without its zone would miss.  A client whose packages are
# missing is skipped with its reason.  A page of docs/ (applications.md,
# javascript.md) must show each program's example, the part between its
# "docs: begin" and "docs: end" lines, as the code block after the
# program's marker comment.
use strict;
use warnings FATAL => 'all';

use FindBin;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Test;

# The programs beside this file; the tree's top the nearest directory above
# with docs/ (so that the test may move deeper).
my $clients = "$FindBin::RealBin/clients";
my ($top) = grep { -d "$_/docs" } ("$FindBin::RealBin/..", "$FindBin::RealBin/../..");
my $page = join('', map { slurp_file($_) } sort glob("$top/docs/*.md"));

# node-postgres as Debian installs it; UUID9562_NODE_PATH names another
# directory holding Debian's node-pg (see scripts/run).
my $node_path = $ENV{UUID9562_NODE_PATH} // '/usr/share/nodejs';

# The server the programs connect to, in a database of their own each.
my $node = uuid9562_node('clients');
$node->append_conf('postgresql.conf', "listen_addresses = '127.0.0.1'");
$node->start;

# The JavaScript clients from npm (test/t/clients/package.json): the
# node_modules directory UUID9562_NODE_MODULES names (scripts/run installs
# it, and Prisma's client generated from test/t/clients/schema.prisma), run
# by Debian's node (or whichever /usr/bin/node is).  TypeORM 1.1 and Prisma 7
# need Node.js 20.19 or later.
my $npm = $ENV{UUID9562_NODE_MODULES} // '';
my $npm_node = [ '/usr/bin/env', "NODE_PATH=$npm", '/usr/bin/node' ];
my $node_version = '';
uuid9562_run($node, [ '/usr/bin/node', '-p', 'process.versions.node' ], '>', \$node_version)
  if -x '/usr/bin/node';
my ($node_major, $node_minor) = $node_version =~ /^(\d+)\.(\d+)/;
my $node_20_19 = defined $node_major && ($node_major > 20 || ($node_major == 20 && $node_minor >= 19));
my @npm_needs =
  ([ '/usr/bin/node', 'nodejs' ], [ "$npm/pg/package.json", 'pg from npm (UUID9562_NODE_MODULES)' ]);
my @node_20_19 = ([ $node_20_19 ? '/usr/bin/node' : '', 'Node.js 20.19 or later' ]);

# What every program prints (after its "client:" line), then each one's own.
my @common = (
	'keys of version 7: true',
	'keys increasing in insertion order: true',
	"client order is the database's: true",
	"creation time is the key's milliseconds: true",
	'window rows: 60',
	"window rows equal uuid_timestamp()'s: true",
	'window is an index range scan: true',
	'mask is version 4: true',
	'mask unmasks: true',
	'malformed id: 22P02',
	'null time: 23502',
	'time before 1970: 22008');

# name, program, command, [file that must exist, Debian package], lines.
my @clients = (
	[
		'psycopg', 'psycopg_app.py', ['/usr/bin/python3'],
		[ [ '/usr/lib/python3/dist-packages/psycopg/__init__.py', 'python3-psycopg' ] ],
		[ 'key type: UUID', @common ]
	],
	[
		'node-postgres (Debian)', 'node_pg.js', ['/usr/bin/node'],
		[ [ '/usr/bin/node', 'nodejs' ], [ "$node_path/pg/package.json", 'node-pg' ] ],
		[ 'key type: string', @common, 'untyped window: 22P02', 'SQLSTATE at: e.code' ]
	],
	[
		'node-postgres (npm)', 'node_pg.js', $npm_node, \@npm_needs,
		[ 'key type: string', @common, 'untyped window: 22P02', 'SQLSTATE at: e.code' ]
	],
	[
		'Knex', 'knex_app.js', $npm_node, \@npm_needs,
		[ 'key type: string', @common, "where('id', '>=', Date): 22P02", 'SQLSTATE at: e.code' ]
	],
	[
		'Drizzle', 'drizzle_app.js', $npm_node, \@npm_needs,
		[ 'key type: string', @common, 'gte(events.id, Date): 22P02', 'SQLSTATE at: e.cause.code' ]
	],
	[
		'Sequelize', 'sequelize_app.js', $npm_node, \@npm_needs,
		[ 'key type: string', @common, '{ id: { [Op.gte]: Date } }: 22P02', 'SQLSTATE at: e.parent.code' ]
	],
	[
		'TypeORM', 'typeorm_app.js', $npm_node, [ @npm_needs, @node_20_19 ],
		[ 'key type: string', @common, '{ id: MoreThanOrEqual(Date) }: 22P02', 'SQLSTATE at: e.code' ]
	],
	[
		'Prisma', 'prisma_app.js', $npm_node,
		[ @npm_needs, @node_20_19, [ "$npm/.prisma/client/index.js", "Prisma's client generated (scripts/run)" ] ],
		[
			'key type: string', @common,
			'in Pacific/Chatham, creation time off by (min): 825',
			'in Pacific/Chatham, window rows: 0',
			'in Pacific/Chatham, window rows with $1::timestamptz: 0',
			'untyped window: 22P02',
			'{ id: { gte: Date } }: PrismaClientValidationError',
			'SQLSTATE at: e.meta.driverAdapterError.cause.originalCode'
		]
	],
	[
		'pgjdbc', 'Pgjdbc.java',
		[ '/usr/bin/java', '-cp', '/usr/share/java/postgresql.jar' ],
		[
			[ '/usr/share/java/postgresql.jar', 'libpostgresql-jdbc-java' ],
			[ '/usr/bin/javac', 'a JDK (default-jdk-headless)' ]
		],
		[
			'key type: java.util.UUID',
			$common[0], $common[1],
			"client order is the database's for version 7: true",
			"client order is the database's: false",
			@common[ 3 .. $#common ]
		]
	],
	[
		'SQLAlchemy', 'sqlalchemy_app.py', ['/usr/bin/python3'],
		[
			[ '/usr/lib/python3/dist-packages/sqlalchemy/__init__.py', 'python3-sqlalchemy' ],
			[ '/usr/lib/python3/dist-packages/psycopg2/__init__.py', 'python3-psycopg2' ]
		],
		[
			'key type: UUID', @common,
			"window sent as: '2024-01-01T01:40:00+00:00'::timestamptz"
		]
	],
	[
		'ActiveRecord', 'activerecord.rb', ['/usr/bin/ruby'],
		[
			[ '/usr/bin/ruby', 'ruby' ],
			[ (glob('/usr/share/rubygems-integration/all/gems/activerecord-*/lib/active_record.rb'))[0] // '',
				'ruby-activerecord' ],
			[ (glob('/usr/lib/*/ruby/vendor_ruby/*/pg_ext.so'))[0] // '', 'ruby-pg' ]
		],
		[
			'key type: String', @common[ 0 .. 9 ],
			'malformed id by find_by: nil',
			@common[ 10 .. $#common ], 'untyped window: 22P02'
		]
	]);

# The example of program $file: its lines between "docs: begin" and "docs:
# end", less the indentation they share.
sub example
{
	my ($file) = @_;
	my ($part) = slurp_file("$clients/$file") =~ /^[^\n]*docs: begin\n(.*?)^[^\n]*docs: end\n/ms;
	return undef unless defined $part;
	my @lines = split /\n/, $part;
	my ($indent) = sort { length($a) <=> length($b) } map { /^(\s*)\S/ ? $1 : () } @lines;
	return join('', map { s/^\Q$indent\E//r . "\n" } @lines);
}

# Each program once (two clients run node_pg.js), and Prisma's schema.
my %files = map { $_->[1] => 1 } @clients;
for my $file ((sort keys %files), 'schema.prisma')
{
	my ($shown) = $page =~ /^<!-- test\/t\/clients\/\Q$file\E -->\n```[a-z]*\n(.*?)^```$/ms;
	my $example = example($file);
	ok(defined $example, "test/t/clients/$file has its example between markers");
	is($shown, $example, "docs/ shows test/t/clients/${file}'s example");
}

my $user = $node->safe_psql('postgres', 'SELECT current_user');

for my $client (@clients)
{
	my ($name, $file, $command, $needs, $expected) = @$client;
  SKIP:
	{
		my @missing = map { $_->[1] } grep { !-e $_->[0] } @$needs;
		skip "$name: not installed: @missing", 3 if @missing;

		my $db = lc($name =~ s/\W/_/gr);
		$node->safe_psql('postgres', "CREATE DATABASE $db");
		$node->safe_psql($db, 'CREATE EXTENSION uuid9562');
		$node->safe_psql($db, "ALTER DATABASE $db SET timezone = 'Pacific/Chatham'");

		my ($stdout, $stderr);
		my $ok = uuid9562_run($node,
			{ PGHOST => '127.0.0.1', PGUSER => $user, PGDATABASE => $db, NODE_PATH => $node_path },
			[ @$command, "$clients/$file" ], '<', \undef, '>', \$stdout, '2>', \$stderr);
		ok($ok, "$name: test/t/clients/$file runs") or diag($stderr);
		my @lines = split /\n/, $stdout;
		my $version = shift(@lines) // '';
		like($version, qr/^client: \S+ \d+\.\d+/, "$name: names its version");
		note("test/t/clients/$file printed:\n$version\n" . join("\n", @lines));
		is_deeply(\@lines, $expected, "$name: what test/t/clients/$file prints");
	}
}

$node->stop;
done_testing();
