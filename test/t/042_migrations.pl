# test/t/042_migrations.pl: the portable edition's plain SQL form
# (dist/uuid9562-plain.sql, schema app) through migration tools (issue 53),
# each applying by itself the migrations of test/t/migrations/TOOL/ as its
# users write them: one that installs the edition (pgcrypto, then the plain
# file), one that creates a table keyed by DEFAULT app.uuid_generate_v7();
# then the application's window query; then a later migration that runs the
# next version's plain file (this one again stands for it), which upgrades
# in place (every function keeps its identity); then the tool's rollback of
# those two, where it has one (the table goes, the edition stays).  Knex
# and Drizzle Kit from npm (UUID9562_NODE_MODULES, as
# test/t/030_clients.pl), Django, Alembic on
# SQLAlchemy and ActiveRecord from Debian; a tool that is missing is
# skipped with its reason.  Prisma Migrate is not tested: its schema
# engine is a binary that Prisma downloads from its own servers, not from
# npm (scripts/run, npm_clients).  As a role without superuser that owns
# its database, on npm's PostgreSQL 16 (UUID9562_NPM_SERVERS, the
# log/npm-servers of scripts/run: a server without the C edition, as a
# managed one) where it is installed, else on the server under test.
# docs/managed.md shows each tool's statement, checked here.
use strict;
use warnings FATAL => 'all';

use File::Basename qw(dirname);
use File::Copy qw(copy);
use File::Path qw(mkpath);
use FindBin;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Test;

my ($top) = grep { -d "$_/docs" } ("$FindBin::RealBin/..", "$FindBin::RealBin/../..");
my $migrations = "$FindBin::RealBin/migrations";

my $npm16 = uuid9562_npm_install(16);
my $node = uuid9562_node('migrations', $npm16 ? (install_path => $npm16) : ());
$node->append_conf('postgresql.conf', "listen_addresses = '127.0.0.1'");
$node->start;
diag('server: ' . $node->safe_psql('postgres', 'SELECT version()'));

# The plain SQL form, built from the tree for schema app.
my $dist = PostgreSQL::Test::Utils::tempdir('dist');
uuid9562_run($node, [ 'sh', "$top/scripts/portable", $top, $dist, 'app' ], '>', '/dev/null')
  or die 'scripts/portable failed';
my $plain = "$dist/uuid9562-plain.sql";

# Knex and Drizzle from npm, run by /usr/bin/node with NODE_PATH.
my $npm = $ENV{UUID9562_NODE_MODULES} // '';
my @node = ('/usr/bin/env', "NODE_PATH=$npm", '/usr/bin/node');
my @npm_needs = ([ '/usr/bin/node', 'nodejs' ], [ "$npm/knex/package.json", 'knex from npm (UUID9562_NODE_MODULES)' ]);

# Drizzle's journal (drizzle-kit writes it) of the first $n migrations.
sub drizzle_journal
{
	my ($dir, $n) = @_;
	my @tags = qw(0000_uuid9562 0001_events 0002_uuid9562_next);
	my $entries = join(",\n", map {
		sprintf('{"idx":%d,"version":"7","when":%d,"tag":"%s","breakpoints":true}', $_, 1767225600000 + $_ * 1000, $tags[$_])
	} 0 .. $n - 1);
	mkpath("$dir/drizzle/meta");
	unlink("$dir/drizzle/meta/_journal.json");
	PostgreSQL::Test::Utils::append_to_file("$dir/drizzle/meta/_journal.json",
		qq({"version":"7","dialect":"postgresql","entries":[\n$entries\n]}\n));
}

# name, directory, [file that must exist, what it is], and the commands (run
# in a copy of the directory, NODE_PATH and PYTHONPATH set) that apply the
# first two migrations, apply the rest, and roll back the last two ([] for
# a tool without rollback); an optional preparation of the copy.
my @tools = (
	[
		'Knex', 'knex', \@npm_needs,
		[ [ @node, "$npm/knex/bin/cli.js", '--knexfile', 'knexfile.cjs', 'migrate:up' ], [ @node, "$npm/knex/bin/cli.js", '--knexfile', 'knexfile.cjs', 'migrate:up' ] ],
		[ [ @node, "$npm/knex/bin/cli.js", '--knexfile', 'knexfile.cjs', 'migrate:latest' ] ],
		[ [ @node, "$npm/knex/bin/cli.js", '--knexfile', 'knexfile.cjs', 'migrate:down' ], [ @node, "$npm/knex/bin/cli.js", '--knexfile', 'knexfile.cjs', 'migrate:down' ] ],
	],
	[
		'Drizzle Kit', 'drizzle',
		[ [ '/usr/bin/node', 'nodejs' ], [ "$npm/drizzle-kit/bin.cjs", 'drizzle-kit from npm (UUID9562_NODE_MODULES)' ] ],
		[ [ @node, "$npm/drizzle-kit/bin.cjs", 'migrate', '--config', 'drizzle.config.cjs' ] ],
		[ [ @node, "$npm/drizzle-kit/bin.cjs", 'migrate', '--config', 'drizzle.config.cjs' ] ],
		[],
		sub {
			my ($dir) = @_;
			my $sql = slurp_file($plain);
			PostgreSQL::Test::Utils::append_to_file("$dir/drizzle/0000_uuid9562.sql",
				"CREATE EXTENSION IF NOT EXISTS pgcrypto;\n--> statement-breakpoint\n$sql");
			PostgreSQL::Test::Utils::append_to_file("$dir/drizzle/0002_uuid9562_next.sql", $sql);
			drizzle_journal($dir, 2);
		},
		sub { drizzle_journal($_[0], 3) },
	],
	[
		'Django', 'django', [ [ '/usr/lib/python3/dist-packages/django/__init__.py', 'python3-django' ] ],
		[ [ '/usr/bin/python3', '-m', 'django', 'migrate', '--settings=settings', 'events', '0002' ] ],
		[ [ '/usr/bin/python3', '-m', 'django', 'migrate', '--settings=settings', 'events' ] ],
		[ [ '/usr/bin/python3', '-m', 'django', 'migrate', '--settings=settings', 'events', '0001' ] ],
	],
	[
		'Alembic', 'alembic', [ [ '/usr/bin/alembic', 'alembic' ] ],
		[ [ '/usr/bin/alembic', 'upgrade', '0002' ] ],
		[ [ '/usr/bin/alembic', 'upgrade', 'head' ] ],
		[ [ '/usr/bin/alembic', 'downgrade', '0001' ] ],
	],
	[
		'ActiveRecord', 'activerecord',
		[
			[ '/usr/bin/ruby', 'ruby' ],
			[ (glob('/usr/share/rubygems-integration/all/gems/activerecord-*/lib/active_record.rb'))[0] // '',
				'ruby-activerecord' ]
		],
		[ [ '/usr/bin/ruby', 'migrate.rb', '20260101000002' ] ],
		[ [ '/usr/bin/ruby', 'migrate.rb' ] ],
		[ [ '/usr/bin/ruby', 'migrate.rb', 'rollback', '2' ] ],
	],
);

# The role that runs the migrations: no superuser, owner of its databases.
$node->safe_psql('postgres', 'CREATE ROLE regress_migrator LOGIN');

# Copy directory $from into $to (files and directories, recursively).
sub copy_dir
{
	my ($from, $to) = @_;
	mkpath($to);
	for my $path (glob("$from/* $from/.[!.]*"))
	{
		my $name = $path =~ s{.*/}{}r;
		if (-d $path) { copy_dir($path, "$to/$name") }
		else { copy($path, "$to/$name") or die "copy $path: $!" }
	}
}

my (@ran, @skipped);
for my $tool (@tools)
{
	my ($name, $subdir, $needs, $first, $rest, $rollback, $prepare, $later) = @$tool;
  SKIP:
	{
		my @missing = map { $_->[1] } grep { !-e $_->[0] } @$needs;
		push @skipped, "$name (@missing)" if @missing;
		skip "$name: not installed: @missing", 1 if @missing;
		push @ran, $name;

		my $db = "app_$subdir";
		$node->safe_psql('postgres', "CREATE DATABASE $db OWNER regress_migrator");
		my $dir = PostgreSQL::Test::Utils::tempdir($subdir);
		copy_dir("$migrations/$subdir", $dir);
		copy($plain, "$dir/uuid9562-1.5.sql") && copy($plain, "$dir/uuid9562-next.sql") or die "copy: $!";
		$prepare->($dir) if $prepare;

		my $run = sub {
			my ($what, @commands) = @_;
			for my $command (@commands)
			{
				my ($stdout, $stderr) = ('', '');
				my $ok = uuid9562_run($node,
					{ PGHOST => '127.0.0.1', PGUSER => 'regress_migrator', PGDATABASE => $db, PYTHONPATH => $dir,
					  HOME => $dir },
					$command, init => sub { chdir $dir or die "chdir $dir: $!" },
					'<', \undef, '>', \$stdout, '2>', \$stderr);
				ok($ok, "$name: $what (@$command[-2, -1])") or diag("$stdout\n$stderr");
			}
		};
		my $query = sub { $node->safe_psql($db, $_[0], extra_params => [ '-U', 'regress_migrator' ]) };

		$run->('applies the install and the table', @$first);
		is( $query->(
				q{SELECT app.uuid9562_portable_version() IS NOT NULL,
				         (SELECT count(*) FROM pg_proc WHERE pronamespace = 'app'::regnamespace
				           AND pg_get_userbyid(proowner) <> 'regress_migrator'),
				         'events'::regclass::text,
				         (SELECT pg_get_expr(adbin, adrelid) FROM pg_attrdef WHERE adrelid = 'events'::regclass),
				         app.uuid_to_typeid('user', '01890a5d-ac96-774b-bcce-b302099a8057')}),
			't|0|events|app.uuid_generate_v7()|user_01h455vb4pex5vsknk084sn02q',
			"$name: the edition in app, owned by the migrating role, its text intact (TypeID's vector); "
			  . 'the table where the search_path puts it');

		# The application: rows by the default, and its window query.
		$query->(q{INSERT INTO events (body) SELECT 'e' || i FROM generate_series(1, 50) AS i});
		is( $query->(
				q{SELECT count(*), count(*) FILTER (WHERE app.uuid_version(id) = 7)
				    FROM events WHERE id OPERATOR(app.>=) now() - interval '1 hour'}),
			'50|50', "$name: the window query finds the rows");

		my $functions = $query->(q{SELECT array_agg(oid ORDER BY oid) FROM pg_proc WHERE pronamespace = 'app'::regnamespace});
		$later->($dir) if $later;
		$run->('applies the upgrade', @$rest);
		is($query->(q{SELECT array_agg(oid ORDER BY oid) FROM pg_proc WHERE pronamespace = 'app'::regnamespace}),
			$functions, "$name: the upgrade keeps every function");
		is($query->(q{SELECT count(*) FROM events}), '50', "$name: the rows are kept");

		if (@$rollback)
		{
			$run->('rolls back the upgrade and the table', @$rollback);
			is( $query->(q{SELECT to_regclass('events') IS NULL, app.uuid9562_portable_version() IS NOT NULL}),
				't|t', "$name: the rollback drops the table and keeps the edition");
		}
	}
}

# docs/managed.md's table shows, for each tool, the statement that its
# install migration here runs (the first code in the tool's row).
my $page = slurp_file("$top/docs/managed.md");
for my $shown (
	[ 'Knex', 'knex/migrations/20260101000001_uuid9562.cjs' ],
	[ 'Django', 'django/events/migrations/0001_uuid9562.py' ],
	[ 'Alembic', 'alembic/versions/0001_uuid9562.py' ],
	[ 'Rails (ActiveRecord)', 'activerecord/db/migrate/20260101000001_install_uuid9562.rb' ])
{
	my ($tool, $path) = @$shown;
	my ($code) = $page =~ /^\| \Q$tool\E[^|]*\| \x60([^\x60]+)\x60/m;
	ok(defined $code && index(slurp_file("$migrations/$path"), $code) >= 0,
		"docs/managed.md shows ${tool}'s statement as test/t/migrations/$path has it")
	  or diag('shown: ' . ($code // 'nothing'));
}

diag(join("\n", 'tools run: ' . (join(', ', @ran) || 'none'),
	'tools skipped: ' . (join(', ', @skipped) || 'none'),
	'Prisma Migrate: not tested (its schema engine is a binary downloaded from outside npm)'));

$node->stop;
done_testing();
