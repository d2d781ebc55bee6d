# test/t/052_doc_blocks.pl: every SQL block of the README and docs/ runs as
# a reader copies it (issue 45).
#
# Runs each ```sql block of README.md and docs/*.md, in the order of its
# page, with psql in a database of the page's own, named app (the name the
# pages' examples give), created anew for each page: the page itself
# creates the extension, as a reader following it would.  Any error fails
# the block, reported with its page, the line of the page and the message.
# What the pages say in words the test reads from the line right above a
# block (blank lines between allowed), text the reader sees:
#
#   *Not run as written: REASON.*   the block is not run (an alternative,
#                                   a fragment, something needing servers
#                                   or software the page cannot give);
#   *In a new database:*            app is created anew before the block.
#
# A marked line with no block after it fails.  No block of any language
# calls sudo, which a minimal Debian lacks (blocks say "as root" instead).
# The settings a page changes with ALTER SYSTEM are reset after it.
use strict;
use warnings FATAL => 'all';

use FindBin;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use Uuid9562Test;

my $top = "$FindBin::RealBin/../..";
my @pages = map { s{^\Q$top/\E}{}r } ("$top/README.md", sort glob("$top/docs/*.md"));

my $skip_mark = qr/^\s*\*Not run as written: (.+)\.\*\s*$/;
my $new_mark = qr/^\s*\*In a new database:\*\s*$/;

# The code blocks of page text $text, in order: for each a hash of its
# language (the fence's info string, '' if none), its first line's number
# in the page (the fence's), its text, and the mark above it (the line
# matched, or '').  Fences may be indented (in a list item); a marked line
# followed by no block is returned as a block of language 'stray mark'.
sub blocks
{
	my ($text) = @_;
	my @lines = split /\n/, $text, -1;
	my (@blocks, $open, $mark, $mark_line);
	for my $n (0 .. $#lines)
	{
		my $line = $lines[$n];
		if ($open)
		{
			if ($line =~ /^\s*```\s*$/)
			{
				push @blocks, $open;
				undef $open;
			}
			else
			{
				$open->{text} .= ($line =~ s/^\Q$open->{indent}\E//r) . "\n";
			}
			next;
		}
		if ($line =~ /^(\s*)```\s*(\S*)\s*$/)
		{
			$open = {
				language => $2,
				line => $n + 1,
				indent => $1,
				text => '',
				mark => $mark // ''
			};
			undef $mark;
			next;
		}
		next if $line =~ /^\s*$/;
		push @blocks, { language => 'stray mark', line => $mark_line, text => '', mark => $mark }
		  if defined $mark;
		undef $mark;
		($mark, $mark_line) = ($line, $n + 1) if $line =~ $skip_mark || $line =~ $new_mark;
	}
	push @blocks, { language => 'stray mark', line => $mark_line, text => '', mark => $mark }
	  if defined $mark;
	return @blocks;
}

my $node = uuid9562_node('doc_blocks');
$node->start;

# Create database app anew.
sub fresh_app
{
	$node->safe_psql('postgres', 'DROP DATABASE IF EXISTS app WITH (FORCE)');
	$node->safe_psql('postgres', 'CREATE DATABASE app');
}

my ($ran, $marked) = (0, 0);
for my $page (@pages)
{
	fresh_app();
	for my $block (blocks(slurp_file("$top/$page")))
	{
		my $where = "$page line $block->{line}";
		if ($block->{language} eq 'stray mark')
		{
			fail("$where: \"$block->{mark}\" stands above no code block");
			next;
		}
		unlike($block->{text}, qr/(?<![\w-])sudo\s/, "$where: no sudo") if $block->{text} =~ /sudo/;
		next unless $block->{language} eq 'sql';
		if ($block->{mark} =~ $skip_mark)
		{
			note("$where not run: $1");
			$marked++;
			next;
		}
		fresh_app() if $block->{mark} =~ $new_mark;
		my ($stdout, $stderr);
		my $status = $node->psql('app', $block->{text},
			stdout => \$stdout, stderr => \$stderr, on_error_stop => 1);
		# psql names the line of its input that failed: the page's line is
		# that many below the fence.
		my ($at, $error) = ($stderr // '') =~ /^psql:<stdin>:(\d+): (ERROR: .*)$/m;
		my $line = defined $at ? $block->{line} + $at : $block->{line};
		ok($status == 0, "$where runs")
		  or diag("$page line $line: " . ($error // $stderr // "psql exited with $status"));
		$ran++;
	}
	$node->safe_psql('postgres', 'ALTER SYSTEM RESET ALL');
	$node->reload;
}

# Shown by prove: how many blocks ran, how many the pages mark.
diag("SQL blocks of README.md and docs/: $ran run, $marked marked not run as written");
ok($ran > 0, 'some SQL blocks ran');

$node->stop;
done_testing();
