/*
 * bench/clock.c: the cost of one clock_gettime(CLOCK_REALTIME), the system
 * clock reading every time-based generator takes per call.  Prints the
 * median, over 5 rounds of 10 million readings, of the nanoseconds per
 * reading.  Built and run by bench/run next to bench/percall.sql, so that
 * the per-call table can show what part of a generator's cost is the clock.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define READS	10000000
#define ROUNDS	5

/* Nanoseconds of CLOCK_MONOTONIC, to time the rounds. */
static double
monotonic_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* qsort comparator of doubles, ascending. */
static int
cmp_double(const void *a, const void *b)
{
	double		x = *(const double *) a;
	double		y = *(const double *) b;

	return (x > y) - (x < y);
}

int
main(void)
{
	double		per_read[ROUNDS];
	volatile long sink = 0;

	for (int r = 0; r < ROUNDS; r++)
	{
		double		t0 = monotonic_ns();

		for (int i = 0; i < READS; i++)
		{
			struct timespec ts;

			clock_gettime(CLOCK_REALTIME, &ts);
			sink += ts.tv_nsec;
		}
		per_read[r] = (monotonic_ns() - t0) / READS;
	}
	qsort(per_read, ROUNDS, sizeof(double), cmp_double);
	printf("%.1f\n", per_read[ROUNDS / 2]);
	return 0;
}
