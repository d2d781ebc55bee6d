# test/t/030_clients.pl: the extension from applications' clients (issues 34
# and 37).
#
# Runs each program of test/t/clients/ (psycopg 3, node-postgres from Debian
# and from npm, pgjdbc, SQLAlchemy, ActiveRecord, Django, Go's pgx, asyncpg,
# SQLAlchemy's asyncio mode on asyncpg, PHP's PDO; Knex, Drizzle, Sequelize,
# TypeORM, Prisma and Postgres.js from npm) with the system's
# interpreter or compiler, by absolute path, Debian's clients at the versions
# Debian installs (Debian 12's on the host, sid's in the root of 18: one
# program serves both), against a database of its own on one server, and
# checks every line it prints: version 7 keys in insertion order, the
# creation time, a time window uuid_v7_within(id, tstzrange($1, $2)) with
# the client's own time values (an index range scan, the rows
# uuid_timestamp() selects), masks that unmask, bad input's SQLSTATEs, and
# each client's pitfalls (issue 45: a str given to SQLAlchemy on asyncpg
# is a varchar, pgx's simple protocol cannot write a [16]byte, asyncpg
# refuses a malformed id in the client).  The databases run in a time zone far from UTC, so
# that a window sent without its zone would miss.  psycopg and node-postgres
# also tail a table with uuid_v7_horizon() (issue 54).  A client whose packages
# are missing is skipped with its reason, or fails with
# UUID9562_CLIENTS_REQUIRED set (make test's columns 15 and 18, which
# install every one) unless only its Node.js is too old.  The clients
# that ran and those skipped are shown (diag).  A page of docs/ (applications.md, javascript.md, python.md) must show
# each program's example, the part between its "docs: begin" and "docs:
# end" lines, as the code block after the program's marker comment.
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

# Debian's Python packages, and the major version of distribution $1 there
# (its .dist-info or .egg-info directory), 0 if it is missing.
my $python = '/usr/lib/python3/dist-packages';

sub python_major
{
	my ($dist) = @_;
	opendir(my $dir, $python) or return 0;
	my ($major) = map { /^\Q$dist\E-(\d+)\.\d+.*-info$/i ? $1 : () } readdir $dir;
	return $major // 0;
}

# SQLAlchemy's driver: psycopg2 up to 1.4, psycopg (3) from 2.0, as Django's
# (psycopg from 4.2, and sid has no psycopg2).
my $sqlalchemy_driver = python_major('sqlalchemy') >= 2 ? 'psycopg' : 'psycopg2';
my $django = python_major('django');
my $django_driver = $django >= 5 ? 'psycopg' : 'psycopg2';

# Go's pgx from Debian's packages (v5 on sid, v4 on Debian 12), built
# offline by "go run" in GOPATH mode, its build cache UUID9562_GOCACHE (set
# by scripts/run: Go 1.20 and later compile the standard library there
# first) or a directory of this test.
my ($pgx) = grep { -d "/usr/share/gocode/src/github.com/jackc/pgx/v$_" } (5, 4);
$pgx //= 5;
my $pgx_version = '';
uuid9562_run($node, [ 'dpkg-query', '-W', '-f=${Version}', "golang-github-jackc-pgx-v$pgx-dev" ],
	'>', \$pgx_version, '2>', '/dev/null')
  if -x '/usr/bin/dpkg-query';
my @go = (
	'/usr/bin/env', 'GOPATH=/usr/share/gocode', 'GO111MODULE=off', 'GOPROXY=off', 'GOFLAGS=',
	'GOCACHE=' . ($ENV{UUID9562_GOCACHE} || PostgreSQL::Test::Utils::tempdir), '/usr/bin/go', 'run',
	'-tags', "pgxv$pgx", '-ldflags', '-X main.pgxVersion=' . ($pgx_version =~ /^([\d.]+)/ ? $1 : 'unknown'),
	"$clients/pgx_v$pgx.go");

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

# What the programs on asyncpg print instead: asyncpg writes a uuid
# parameter itself, and refuses a malformed id with a SQLSTATE of its own.
my @on_asyncpg = ('key type: UUID', @common[ 0 .. 8 ], 'malformed id: 22000 in the client', @common[ 10 .. $#common ]);

# What the tailing examples print (psycopg_tail.py, node_pg_tail.js): the
# horizon's type, then 250 rows committed before, each read once in order.
my @tailing = ('horizon type: UUID', 'rows read: 250', 'each once, in key order: true');

# name, program, command, [file that must exist, Debian package], lines.
my @clients = (
	[
		'psycopg', 'psycopg_app.py', ['/usr/bin/python3'],
		[ [ '/usr/lib/python3/dist-packages/psycopg/__init__.py', 'python3-psycopg' ] ],
		[ 'key type: UUID', @common, "window by comparisons equals uuid_v7_within()'s: true" ]
	],
	[
		'psycopg tailing', 'psycopg_tail.py', ['/usr/bin/python3'],
		[ [ '/usr/lib/python3/dist-packages/psycopg/__init__.py', 'python3-psycopg' ] ],
		\@tailing
	],
	[
		'node-postgres (Debian) tailing', 'node_pg_tail.js', ['/usr/bin/node'],
		[ [ '/usr/bin/node', 'nodejs' ], [ "$node_path/pg/package.json", 'node-pg' ] ],
		[ 'horizon type: string', @tailing[ 1 .. $#tailing ] ]
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
		'Postgres.js', 'postgres_js.js', $npm_node,
		[ @npm_needs, [ "$npm/postgres/package.json", 'postgres from npm (UUID9562_NODE_MODULES)' ] ],
		[
			'key type: string', @common,
			"window by comparisons equals uuid_v7_within()'s: true",
			'SQLSTATE at: e.code'
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
			@common[ 3 .. $#common ],
			"window by comparisons equals uuid_v7_within()'s: true",
			'window with an Instant: 07006'
		]
	],
	[
		'SQLAlchemy', 'sqlalchemy_app.py', ['/usr/bin/python3'],
		[
			[ "$python/sqlalchemy/__init__.py", 'python3-sqlalchemy' ],
			[ "$python/$sqlalchemy_driver/__init__.py", "python3-$sqlalchemy_driver" ]
		],
		[ 'key type: UUID', @common, "window by comparisons equals uuid_v7_within()'s: true" ]
	],
	[
		'asyncpg', 'asyncpg_app.py', ['/usr/bin/python3'],
		[ [ "$python/asyncpg/__init__.py", 'python3-asyncpg' ] ],
		[
			@on_asyncpg,
			'malformed id cast by the server: 22P02',
			'id >= $1 with a datetime: 22000 in the client'
		]
	],
	[
		'SQLAlchemy asyncio', 'sqlalchemy_asyncio_app.py', ['/usr/bin/python3'],
		[
			[ "$python/sqlalchemy/__init__.py", 'python3-sqlalchemy' ],
			[ "$python/asyncpg/__init__.py", 'python3-asyncpg' ]
		],
		[
			@on_asyncpg,
			"window by comparisons equals uuid_v7_within()'s: true",
			# A str is bound as varchar.
			'uuid_v7_unmask(str): 42883',
			'uuid_v7_unmask(cast(str, UUID)) unmasks: true',
			'uuid_v7_unmask(uuid.UUID(str)) unmasks: true'
		]
	],
	[
		'PDO', 'pdo_app.php', ['/usr/bin/php'],
		[
			[ '/usr/bin/php', 'php-cli' ],
			[ (glob('/usr/lib/php/*/pdo_pgsql.so'))[0] // '', 'php-pgsql' ]
		],
		[ 'key type: string', @common, 'id >= ? with a time: 22P02', 'SQLSTATE at: getCode(), errorInfo[0]' ]
	],
	[
		'ActiveRecord', 'activerecord.rb', ['/usr/bin/ruby'],
		[
			[ '/usr/bin/ruby', 'ruby' ],
			[ (glob('/usr/share/rubygems-integration/all/gems/activerecord-*/lib/active_record.rb'))[0] // '',
				'ruby-activerecord' ],
			# ruby-pg's library: 1.4 (Debian 12) puts it in vendor_ruby, 1.7
			# (sid) among rubygems-integration's extensions.
			[
				(glob('/usr/lib/*/ruby/vendor_ruby/*/pg_ext.so'),
					glob('/usr/lib/*/rubygems-integration/*/extensions/*/*/pg-*/pg_ext.so'))[0] // '',
				'ruby-pg'
			]
		],
		[
			'key type: String', @common[ 0 .. 9 ],
			'malformed id by find_by: nil',
			@common[ 10 .. $#common ], 'untyped window: 22P02'
		]
	],
	[
		'Django', 'django_app.py', ['/usr/bin/python3'],
		[
			[ "$python/django/__init__.py", 'python3-django' ],
			[ "$python/$django_driver/__init__.py", "python3-$django_driver" ]
		],
		[
			'key type: UUID', @common[ 0 .. 9 ],
			'malformed id by filter: ValidationError',
			@common[ 10 .. $#common ],
			'plain UUIDField key: 23502',
			# Django 5's db_default: bulk_create() leaves the key unread.
			$django >= 5
			? ('db_default key by save: version 7', 'db_default keys by bulk_create: DatabaseDefault')
			: ()
		]
	],
	[
		'pgx', 'pgx_app.go', \@go,
		[
			[ '/usr/bin/go', 'golang-go' ],
			[ "/usr/share/gocode/src/github.com/jackc/pgx/v$pgx/conn.go", "golang-github-jackc-pgx-v$pgx-dev" ]
		],
		[
			'key type: [16]uint8', @common,
			# v4 fails to encode the time.Time as a uuid; v5 sends it as text.
			'id >= $1 with a time.Time: ' . ($pgx >= 5 ? '22P02' : 'client error, no SQLSTATE'),
			'simple protocol with a [16]byte: client error, no SQLSTATE',
			"simple protocol with the key's text masks alike: true"
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

# What ran (each program's version line) and what was skipped, for the
# summary at the end.
my (@ran, @skipped);
for my $client (@clients)
{
	my ($name, $file, $command, $needs, $expected) = @$client;
  SKIP:
	{
		my @missing = map { $_->[1] } grep { !-e $_->[0] } @$needs;
		push @skipped, "$name (@missing)" if @missing;
		# make test installs every client: there only a Node.js older
		# than TypeORM's and Prisma's may leave one out.
		fail("$name: not installed: @missing")
		  if $ENV{UUID9562_CLIENTS_REQUIRED} && grep { $_ ne $node_20_19[0][1] } @missing;
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
		push @ran, $version =~ s/^client: //r;
		note("test/t/clients/$file printed:\n$version\n" . join("\n", @lines));
		is_deeply(\@lines, $expected, "$name: what test/t/clients/$file prints");
	}
}

# Shown by prove, so that make test's log says which clients ran where.
diag(join("\n", 'clients run:', map({ "  $_" } @ran), 'clients skipped: ' . (join(', ', @skipped) || 'none')));

$node->stop;
done_testing();
