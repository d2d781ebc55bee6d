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
set autoscale xfix

# The series: "major,key" of every row, in the CSV's order; a series'
# label, from its first row.
series = system(sprintf("tail -n +2 '%s' | cut -d, -f1,2 | awk '!seen[$0]++' | tr '\\n' ' '", csv))
label(s) = system(sprintf("grep -m1 '^%s,' '%s' | cut -d'\"' -f2", s, csv)) . ' (' . s[1:strstrt(s, ',') - 1] . ')'
# A series' dashes: solid on 15, dashed on the other majors.
dashes(s) = s[1:3] eq '15,' ? 1 : 2
# Column c of the rows of series s in phase p, NaN elsewhere.
pick(s, p, c) = (strcol(1) . ',' . strcol(2) eq s && strcol(4) eq p) ? column(c) : NaN

# The panels: phase i's name in the CSV and its title.
phase(i) = i == 1 ? 'batch' : i == 2 ? '1 sessions' : '4 sessions'
ptitle(i) = i == 1 ? 'batched INSERT ... SELECT' : i == 2 ? '1 session, single-row INSERTs' \
	: '4 sessions, single-row INSERTs'

# The charts: file name, the CSV's column drawn, its axis and title.
file(j) = j == 1 ? 'scale-rows.svg' : 'scale-wal.svg'
col(j) = j == 1 ? 9 : 10
axis(j) = j == 1 ? 'rows per second' : 'WAL bytes per row'
ctitle(j) = (j == 1 ? 'Rows inserted per second' : 'WAL written per row inserted') \
	. ' as the table grows (bench/scale.sh, ' . run . ')'

do for [j = 1:2] {
	set output out . '/' . file(j)
	set multiplot title ctitle(j)
	set logscale xy
	set border
	set tics
	set grid
	set xlabel 'rows in the table (millions)'
	set ylabel axis(j)
	unset key
	do for [i = 1:3] {
		set origin (i - 1) / 3.0, 0.16
		set size 1 / 3.0, 0.78
		set title ptitle(i)
		plot for [s in series] csv using (pick(s, phase(i), 6) / 1e6):(pick(s, phase(i), col(j))) \
			with linespoints pt 7 ps 0.5 dt dashes(s)
	}
	# The legend below the panels, the series in the same order and colours.
	set origin 0, 0
	set size 1, 0.16
	unset border
	unset tics
	unset grid
	unset title
	unset xlabel
	unset ylabel
	unset logscale
	set xrange [0:1]
	set yrange [0:1]
	set key center center horizontal maxcols 4 font ',10' samplen 3
	plot for [s in series] NaN with linespoints pt 7 ps 0.5 dt dashes(s) title label(s)
	unset xrange
	unset yrange
	set autoscale
	set autoscale xfix
	unset multiplot
}
