/*-------------------------------------------------------------------------
 *
 * clock.c
 *	  The one clock of the time-based generators, with its monotonic state
 *	  and the hidden test setting that moves it.
 *
 * Versions 1, 6, 7 and sequential 9 read the time here, so a backend's
 * values are jointly ordered in time.  It never hands out an instant not
 * later than the last (RFC 9562 section 6.2), running ahead by at most
 * CLOCK_LEAD_MAX_NS and then waiting; docs/layouts.md ("Guarantees") says
 * what that means for each version.
 *
 * IDENTIFICATION
 *	  src/clock.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

/* clock_gettime() */
#include <time.h>

#include "utils/guc.h"

#include "uuid9562.h"

/*
 * How far ahead of the system clock the instants handed out may run when
 * calls come faster than their unit, and how many readings in a row that do
 * not advance make the clock count as standing still while we wait for it.
 */
#define CLOCK_LEAD_MAX_NS	NS_PER_MS
#define CLOCK_STILL_READS	1000

/*
 * Latest instant the test clock accepts, in Unix microseconds: the last
 * whole microsecond whose nanoseconds fit a signed 64-bit count,
 * 2262-04-11 23:47:16.854775 UTC.  Its nanoseconds are far enough below
 * 2^64 that the unsigned arithmetic of the clock (a step of one unit past
 * the last instant, for every call a test can make) cannot wrap either.
 */
#define TEST_CLOCK_MAX_US	(PG_INT64_MAX / NS_PER_US)

/* Last instant handed out and last reading of the clock, in ns since 1970. */
static uint64 last_issued_ns = 0;
static uint64 last_real_ns = 0;

/* How many times this backend's clock saw the system clock step backwards. */
static uint64 steps_back = 0;

/* uuid9562.test_clock: empty for the system clock, else frozen Unix microseconds. */
static char *test_clock_setting = NULL;
static int64 test_clock_ns = -1;

/*
 * Read the clock: the system's real-time clock in nanoseconds since the Unix
 * epoch, or the instant frozen by uuid9562.test_clock.
 */
static uint64
clock_read_ns(void)
{
	struct timespec ts;

	if (test_clock_ns >= 0)
		return (uint64) test_clock_ns;
	if (clock_gettime(CLOCK_REALTIME, &ts) != 0)
		elog(ERROR, "clock_gettime(CLOCK_REALTIME) failed: %m");
	return (uint64) ts.tv_sec * 1000000000 + (uint64) ts.tv_nsec;
}

/*
 * The clock's reading now, in nanoseconds since the Unix epoch (the test
 * clock when uuid9562.test_clock is set), without handing out an instant:
 * for uuid_v7_horizon(), which must compare the clock with transactions'
 * starts.  Never fails, except on a broken system clock.
 */
uint64
uuid9562_clock_now_ns(void)
{
	return clock_read_ns();
}

/*
 * Wait, reading the clock, until last_issued_ns is at most
 * CLOCK_LEAD_MAX_NS ahead of it, given the reading "now" that found it
 * further ahead; return the last reading.  Gives up, leaving the lead, when
 * the clock steps backwards or stands still for CLOCK_STILL_READS readings
 * (a frozen test clock among them).  The wait is short: the lead grows by
 * less than one unit (100 ns) a call, so it is at most that much too long
 * when the wait begins.
 */
static uint64
clock_wait(uint64 now)
{
	int			still = 0;

	while (last_issued_ns > now + CLOCK_LEAD_MAX_NS)
	{
		uint64		again = clock_read_ns();

		if (again < now || (again == now && ++still >= CLOCK_STILL_READS))
			break;
		if (again > now)
			still = 0;
		now = again;
	}
	return now;
}

/*
 * Hand out the next instant of this backend's clock, in units of unit_ns
 * nanoseconds since the Unix epoch: 1 for versions 7 and 9, NS_PER_TICK for
 * versions 1 and 6 (the only two resolutions; each gets its own inlined copy
 * of the rule, free of divisions by a variable).  The result is strictly
 * later than every instant this backend handed out before, in any unit.
 * Unless steps_back is NULL, *steps_back receives how many times this
 * backend has seen the system clock step backwards so far, so that a
 * generator can tell whether it did since the generator's own previous call
 * (version 1 then changes its clock sequence).  When this call's instant
 * is the first to run more than CLOCK_LEAD_MAX_NS ahead of the clock without
 * the clock having stepped back, waits for the clock first (RFC 9562
 * section 6.2; docs/layouts.md).  Never fails, except on a broken system clock.
 */
uint64
uuid9562_clock_next(uint64 unit_ns, uint64 *steps_back_out)
{
	uint64		now = clock_read_ns();
	bool		was_near = last_issued_ns <= last_real_ns + CLOCK_LEAD_MAX_NS;
	uint64		result;
	bool		regressed;

	if (unit_ns == 1)
		result = uuid9562_clock_step(&last_issued_ns, &last_real_ns, now, 1, &regressed);
	else
	{
		Assert(unit_ns == NS_PER_TICK);
		result = uuid9562_clock_step(&last_issued_ns, &last_real_ns, now, NS_PER_TICK, &regressed);
	}
	if (unlikely(regressed))
		steps_back++;
	else if (unlikely(last_issued_ns > now + CLOCK_LEAD_MAX_NS) && was_near)
		last_real_ns = clock_wait(now);
	if (steps_back_out != NULL)
		*steps_back_out = steps_back;
	return result;
}

/*
 * Parse a uuid9562.test_clock value into nanoseconds since the Unix epoch:
 * -1 for the empty string (the system clock), -2 for anything but a whole
 * number of microseconds from 0 to TEST_CLOCK_MAX_US (decimal digits, an
 * optional sign and leading white space, as strtoll reads them).  The
 * bound keeps the product in range.
 */
static int64
test_clock_parse(const char *value)
{
	char	   *end;
	int64		us;

	if (*value == '\0')
		return -1;
	errno = 0;
	us = (int64) strtoll(value, &end, 10);
	if (errno != 0 || *end != '\0' || us < 0 || us > TEST_CLOCK_MAX_US)
		return -2;
	return us * NS_PER_US;
}

/*
 * GUC check hook of uuid9562.test_clock: reject what test_clock_parse
 * rejects, saying which range it accepts (SQLSTATE 22023, core's for an
 * invalid value).
 */
static bool
test_clock_check(char **newval, void **extra, GucSource source)
{
	if (test_clock_parse(*newval) == -2)
	{
		GUC_check_errdetail("The test clock is empty or a whole number of microseconds from 0 (1970-01-01 00:00:00 UTC) to " INT64_FORMAT " (2262-04-11 23:47:16.854775 UTC).",
							TEST_CLOCK_MAX_US);
		return false;
	}
	return true;
}

/* GUC assign hook of uuid9562.test_clock: freeze or release the clock. */
static void
test_clock_assign(const char *newval, void *extra)
{
	test_clock_ns = test_clock_parse(newval);
}

/*
 * Define uuid9562.test_clock, the superuser-only, hidden setting through
 * which the regression tests freeze the clock and step it backwards and
 * forwards.  Called once from _PG_init.
 */
void
uuid9562_clock_define_guc(void)
{
	DefineCustomStringVariable("uuid9562.test_clock",
							   "Freezes the UUID generators' clock at this many microseconds since the Unix epoch (for testing).",
							   "Empty means the system clock.",
							   &test_clock_setting,
							   "",
							   PGC_SUSET,
							   GUC_NO_SHOW_ALL | GUC_NOT_IN_SAMPLE | GUC_NO_RESET_ALL,
							   test_clock_check,
							   test_clock_assign,
							   NULL);
}
