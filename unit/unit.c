/*-------------------------------------------------------------------------
 *
 * unit.c
 *	  The unit program's harness and main: groups of checks, their counts,
 *	  the generator of test inputs, and the closing "N passed, N failed".
 *
 * The groups live in test_*.c by concern.  Every input is a fixed vector or
 * comes from a fixed seed, and bytes are read and written through explicit
 * shifts, so a run checks the same cases on every machine and byte order.
 *
 * IDENTIFICATION
 *	  unit/unit.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres_fe.h"

#include "unit.h"

/* Failures of a group printed, at most; the rest are only counted. */
#define FAILURES_SHOWN	10

/* Checks and failures of the group under way, and of the whole run. */
static const char *group_name;
static long group_checks;
static long group_failed;
static long total_passed;
static long total_failed;

/* The state of the generator of test inputs (splitmix64), from a fixed seed. */
static uint64 rng_state;

/* Start a group of checks called name; its inputs start from one seed. */
void
group_begin(const char *name)
{
	group_name = name;
	group_checks = 0;
	group_failed = 0;
	rng_state = UINT64CONST(0x9562);
}

/* Print the line of the group under way and add it to the totals. */
void
group_end(void)
{
	printf("%-4s %-16s %8ld checks, %ld failed\n",
		   group_failed ? "FAIL" : "ok", group_name, group_checks, group_failed);
	total_passed += group_checks - group_failed;
	total_failed += group_failed;
}

/*
 * Count one check of the group under way; when ok is false, count a failure
 * and print the message (printf-style) for the first FAILURES_SHOWN of them.
 */
void
pg_attribute_printf(2, 3)
check(bool ok, const char *fmt,...)
{
	va_list		args;

	group_checks++;
	if (ok)
		return;
	if (++group_failed > FAILURES_SHOWN)
		return;
	printf("  %s: ", group_name);
	va_start(args, fmt);
	vprintf(fmt, args);
	va_end(args);
	printf("\n");
}

/* The next 64 bits of the generator (splitmix64). */
uint64
rng_next(void)
{
	uint64		z = (rng_state += UINT64CONST(0x9E3779B97F4A7C15));

	z = (z ^ (z >> 30)) * UINT64CONST(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64CONST(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

/* A number from 0 to n - 1 (n > 0) from the generator. */
uint32
rng_below(uint32 n)
{
	return (uint32) (rng_next() % n);
}

/* Fill len bytes at dst from the generator. */
void
rng_bytes(uint8 *dst, size_t len)
{
	for (size_t i = 0; i < len; i++)
		dst[i] = (uint8) rng_next();
}

/* Whether the 16 bytes at a and b are equal. */
bool
uuid_equal(const uint8 *a, const uint8 *b)
{
	return memcmp(a, b, UUID9562_LEN) == 0;
}

/* The sign of an integer: -1, 0 or 1. */
int
sign(int64 v)
{
	return (v > 0) - (v < 0);
}

/*
 * Run every group; print "N passed, N failed" last, and exit with status 1
 * when a check failed.
 */
int
main(void)
{
	test_hex_value();
	test_version_variant();
	test_v7();
	test_clock_step();
	test_time_order();
	test_v7_boundary();
	test_typeid();
	test_ulid();
	test_base32hex();
	test_v9_crc();
	test_v9_prefix();
	test_v9_encode();
	test_v9_text();
	test_key_parse();
	test_key_parse_clears();
	test_siphash();
	test_mask();
	printf("%ld passed, %ld failed\n", total_passed, total_failed);
	return total_failed > 0 ? 1 : 0;
}
