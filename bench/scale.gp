# bench/scale.gp: the charts of bench/scale.sh, drawn by gnuplot from its
# CSV (scripts/run's scale_charts joins the majors' files and calls it):
# rows per second and WAL bytes per row against the table's size, one
# line per key and major, a panel each for the batched inserts, 1 session
# and 4 sessions, both axes logarithmic (the sizes double from step to
# step, and random keys cost many times what sequential ones do).
#   gnuplot -e "csv='docs/scale.csv'; out='docs'; run='run of DATE'" bench/scale.gp
# writes out/scale-rows.svg and out/scale-wal.svg.

set datafile separator ','
set terminal svg size 1260,520 dynamic noenhanced font 'sans,12' background '#ffffff'
set logscale xy
set grid
set key below font ',10' samplen 2
set xlabel 'rows in the table (millions)'

# The series: "major,key" of every row, in the CSV's order; a series'
# label, from its first row.
series = system(sprintf("tail -n +2 '%s' | cut -d, -f1,2 | awk '!seen[$0]++' | tr '\\n' ' '", csv))
label(s) = system(sprintf("grep -m1 '^%s,' '%s' | cut -d'\"' -f2", s, csv)) . ' (' . s[1:strstrt(s, ',') - 1] . ')'
# Column c of the rows of series s in phase p, NaN elsewhere.
pick(s, p, c) = (strcol(1) . ',' . strcol(2) eq s && strcol(4) eq p) ? column(c) : NaN

# The panels: phase i's name in the CSV and its title.
phase(i) = i == 1 ? 'batch' : i == 2 ? '1 sessions' : '4 sessions'
ptitle(i) = i == 1 ? 'batched INSERT ... SELECT' : i == 2 ? '1 session, single-row INSERTs' \
	: '4 sessions, single-row INSERTs'

set output out . '/scale-rows.svg'
set ylabel 'rows per second'
set multiplot layout 1,3 title 'Rows inserted per second as the table grows (bench/scale.sh, ' . run . ')'
do for [i = 1:3] {
	set title ptitle(i)
	plot for [s in series] csv using (pick(s, phase(i), 6) / 1e6):(pick(s, phase(i), 9)) \
		with linespoints pt 7 ps 0.5 title label(s)
}
unset multiplot

set output out . '/scale-wal.svg'
set ylabel 'WAL bytes per row'
set multiplot layout 1,3 title 'WAL written per row inserted as the table grows (bench/scale.sh, ' . run . ')'
do for [i = 1:3] {
	set title ptitle(i)
	plot for [s in series] csv using (pick(s, phase(i), 6) / 1e6):(pick(s, phase(i), 10)) \
		with linespoints pt 7 ps 0.5 title label(s)
}
unset multiplot
