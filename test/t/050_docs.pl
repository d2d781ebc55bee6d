# test/t/050_docs.pl: the documentation agrees with the extension.
#
# - README.md is at most 40 KB; docs/ pages at most 140 KB in all, none over
#   15 KB; no entry of CHANGELOG.md's newest section over 300 characters;
#   every C file of src/ and unit/ opens with a header of at most 25 lines;
# - the README's Getting started session is the output of the pg_regress
#   test getting_started (test/expected/getting_started.out between its markers);
# - every relative link of README.md and docs/*.md leads to a file;
# - every function that README.md and docs/*.md call by one of the
#   extension's names exists;
# - every member of a fresh CREATE EXTENSION uuid9562 (function, aggregate,
#   operator, operator class and family) and every setting uuid9562.* is in
#   docs/reference.md: each function by its name and argument types, with
#   its COMMENT ON text as the description.
use strict;
use warnings FATAL => 'all';

use Encode qw(decode);
use File::Find;
use FindBin;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Test;

my $top = "$FindBin::RealBin/../..";
my $readme = slurp_file("$top/README.md");
my $reference = slurp_file("$top/docs/reference.md");
my %pages = map { ($_ =~ s{^\Q$top/\E}{}r) => slurp_file($_) }
  ("$top/README.md", glob("$top/docs/*.md"));

cmp_ok(-s "$top/README.md", '<=', 40_000, 'README.md is at most 40 KB');

# Short words (issue 33): the size of docs/, the CHANGELOG's newest entries
# and the C files' headers.
{
	my @files;
	find({ wanted => sub { push @files, $File::Find::name if /\.md$/ }, no_chdir => 1 },
		"$top/docs");
	my $total = 0;
	for my $file (sort @files)
	{
		my $size = -s $file;
		$total += $size;
		cmp_ok($size, '<=', 15_000,
			($file =~ s{^\Q$top/\E}{}r) . ' is at most 15 KB');
	}
	cmp_ok($total, '<=', 140_000, "docs/'s pages are at most 140 KB in all");

	my ($newest) = decode('UTF-8', slurp_file("$top/CHANGELOG.md")) =~
	  /^## (.*?)(?=^## |\z)/ms;
	my ($title, $body) = split(/\n/, $newest // '', 2);
	my @entries = map { s/\s+/ /gr =~ s/ $//r } split(/^- /m, $body // '');
	shift @entries;    # the text before the first entry
	ok(@entries > 0, "CHANGELOG.md's newest section has entries");
	for my $entry (@entries)
	{
		cmp_ok(length($entry), '<=', 300,
			"CHANGELOG.md $title entry is at most 300 characters: "
			  . substr($entry, 0, 60));
	}

	my @sources;
	find({ wanted => sub { push @sources, $File::Find::name if /\.[ch]$/ && -f },
		no_chdir => 1 }, "$top/src", "$top/unit");
	for my $file (sort @sources)
	{
		my ($header) = slurp_file($file) =~ m{\A\s*(/\*.*?\*/)}s;
		my $lines = defined $header ? 1 + ($header =~ tr/\n//) : 0;
		ok($lines >= 1 && $lines <= 25,
			($file =~ s{^\Q$top/\E}{}r)
			  . " opens with a header comment of at most 25 lines ($lines)");
	}
}

# Lines without trailing white space, and without blank lines at either end.
sub trimmed
{
	my $text = join("\n", map { s/\s+$//r } split(/\n/, shift));
	return $text =~ s/^\n+//r =~ s/\n+$//r;
}

# The Getting started session: the README's first code block after the
# heading, and the test's expected output between its markers.
my ($shown) = $readme =~ /^## Getting started\n.*?^```[a-z]*\n(.*?)^```$/ms;
my ($expected) = slurp_file("$top/test/expected/getting_started.out") =~
  /^-- README: Getting started begins\n(.*)^-- README: Getting started ends$/ms;
ok(defined $shown && defined $expected,
	'README.md and test/expected/getting_started.out both have the session');
is(trimmed($shown // ''), trimmed($expected // ''),
	"README.md's Getting started is test/expected/getting_started.out's session");

# Every relative link of the README and docs/ leads to a file of the tree.
for my $page (sort keys %pages)
{
	my $dir = $page =~ m{/} ? "$top/" . ($page =~ s{/[^/]*$}{}r) : $top;
	for my $target ($pages{$page} =~ /\]\((?!https?:|#)([^)#\s]+)/g)
	{
		ok(-e "$dir/$target", "$page links to $target, which exists");
	}
}

my $node = uuid9562_node('docs');
$node->start;
$node->safe_psql('postgres', 'CREATE EXTENSION uuid9562');

# Every call of a name of ours in the docs (a name beginning as the
# extension's do, not qualified by another extension's schema) names a
# function that exists.
my %exists = map { $_ => 1 }
  split(/\n/, $node->safe_psql('postgres', 'SELECT DISTINCT proname FROM pg_proc'));
my %called;
for my $page (sort keys %pages)
{
	while ($pages{$page} =~
		/(?<![\w.])(?:(\w+)\.)?((?:uuid|typeid|ulid|base32hex)[a-z0-9_]*)\(/g)
	{
		my ($schema, $name) = ($1, $2);
		next if defined $schema && $schema !~ /^(public|uuid9562|pg_catalog)$/;
		$called{$name}{$page} = 1;
	}
}
for my $name (sort keys %called)
{
	ok($exists{$name},
		"$name(), named in " . join(', ', sort keys %{ $called{$name} }) . ', exists');
}

# The reference's rows: `name(arguments) → result` | description, keyed by
# name and argument types (an argument's type is its last word before any
# DEFAULT); operators and the rest by the code span that begins the row.
my (%documented, %described);
while ($reference =~ /^\| `([^`]+)`[^|\n]*\| ([^|\n]*?) \|$/mg)
{
	my ($span, $description) = ($1, $2);
	my $key = $span;
	if ($span =~ /^(\w+)\((.*)\)(?: → .*)?$/)
	{
		my ($name, $args) = ($1, $2);
		my @types = map { (split(' ', s/\s+DEFAULT\s.*$//r))[-1] }
		  grep { /\S/ } split(/,\s*/, $args);
		$key = "$name(" . join(',', @types) . ')';
	}
	elsif ($span =~ /^(\w+) (\S+) (\w+)(?: → .*)?$/)
	{
		$key = "$1 $2 $3";
	}
	$documented{$key} = 1;
	$described{$key} = $description;
}

my $members = q{
	SELECT d.classid::regclass, d.objid
	  FROM pg_depend d JOIN pg_extension e ON d.refobjid = e.oid
	 WHERE d.refclassid = 'pg_extension'::regclass AND d.deptype = 'e'
	   AND e.extname = 'uuid9562'
};
# Types named as the reference names them.
my $type = q{replace(replace(format_type(%s, NULL),
	'timestamp with time zone', 'timestamptz'),
	'timestamp without time zone', 'timestamp')};

is($node->safe_psql('postgres', qq{
	SELECT string_agg(DISTINCT classid::text, ', ') FROM ($members) m
	 WHERE classid NOT IN ('pg_proc'::regclass, 'pg_operator'::regclass,
	                       'pg_opclass'::regclass, 'pg_opfamily'::regclass)}),
	'', 'the extension has members of no other kind than the reference lists');

my $functions = $node->safe_psql('postgres', qq{
	SELECT p.proname || '(' || coalesce((SELECT string_agg(@{[ sprintf($type, 't') ]}, ',' ORDER BY n)
	                                       FROM unnest(p.proargtypes::oid[]) WITH ORDINALITY a(t, n)), '') || ')',
	       coalesce(obj_description(p.oid, 'pg_proc'), '')
	  FROM ($members) m JOIN pg_proc p ON m.classid = 'pg_proc'::regclass AND m.objid = p.oid
	 ORDER BY 1});
for my $line (split(/\n/, $functions))
{
	my ($key, $comment) = split(/\|/, $line, 2);
	ok($documented{$key}, "function $key is in docs/reference.md");
	is($described{$key}, $comment, "docs/reference.md describes $key as its COMMENT ON does")
	  if $documented{$key} && $comment ne '';
}

my $operators = $node->safe_psql('postgres', qq{
	SELECT @{[ sprintf($type, 'o.oprleft') ]} || ' ' || o.oprname || ' ' || @{[ sprintf($type, 'o.oprright') ]}
	  FROM ($members) m JOIN pg_operator o ON m.classid = 'pg_operator'::regclass AND m.objid = o.oid
	 ORDER BY 1});
ok($documented{$_}, "operator $_ is in docs/reference.md") for split(/\n/, $operators);

my $classes = $node->safe_psql('postgres', qq{
	SELECT c.opcname FROM ($members) m JOIN pg_opclass c ON m.classid = 'pg_opclass'::regclass AND m.objid = c.oid
	UNION
	SELECT f.opfname FROM ($members) m JOIN pg_opfamily f ON m.classid = 'pg_opfamily'::regclass AND m.objid = f.oid
	 ORDER BY 1});
ok($documented{$_}, "operator class and family $_ is in docs/reference.md") for split(/\n/, $classes);

# Settings: those pg_settings shows once the library is loaded, and the
# test clock, which it hides.
my $settings = $node->safe_psql('postgres', q{
	LOAD 'uuid9562';
	SELECT name FROM pg_settings WHERE name LIKE 'uuid9562.%'
	UNION SELECT 'uuid9562.test_clock' ORDER BY 1});
ok($documented{$_}, "setting $_ is in docs/reference.md") for split(/\n/, $settings);

$node->stop;
done_testing();
