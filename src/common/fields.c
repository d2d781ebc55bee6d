/*-------------------------------------------------------------------------
 *
 * fields.c
 *	  Reading the fields of a UUID's 16 bytes: its variant, its version, its
 *	  embedded time, the time order built on that time, and the boundary
 *	  UUID of a time that the uuid-timestamptz operators compare with, pure.
 *
 * uuid9562_gregorian_ticks() puts the times of versions 1, 6 and 7 on one
 * timeline of 100 ns ticks since 1582-10-15, which the time order compares.
 * extract.c, time_order.c and time_window.c hold the SQL functions, the sort
 * support and the planner support.
 *
 * IDENTIFICATION
 *	  src/common/fields.c
 *
 *-------------------------------------------------------------------------
 */
#ifndef FRONTEND
#include "postgres.h"
#else
#include "postgres_fe.h"
#endif

#include "uuid9562_common.h"

/* Top bit of an abbreviated key: set for the UUIDs without a time. */
#define ABBREV_UNTIMED	(UINT64CONST(1) << 63)

/* Milliseconds between the Unix epoch and PostgreSQL's (2000-01-01). */
#define UNIX_TO_PG_EPOCH_MS	(UNIX_TO_PG_EPOCH_US / US_PER_MS)

/* The boundary millisecond past every version 7 UUID: 2^48. */
#define V7_END_MS		(V7_MAX_UNIX_MS + 1)

/*
 * The variant of a UUID from the top bits of octet 8 (RFC 9562 section 4.1):
 * 0xxx NCS (the nil UUID among them), 10xx RFC 9562, 110x Microsoft, 111x
 * reserved for the future (the max UUID among them).
 */
Uuid9562Variant
uuid9562_variant(const uint8 *data)
{
	if ((data[8] & 0x80) == 0)
		return UUID_VARIANT_NCS;
	if ((data[8] & 0x40) == 0)
		return UUID_VARIANT_RFC;
	if ((data[8] & 0x20) == 0)
		return UUID_VARIANT_MICROSOFT;
	return UUID_VARIANT_FUTURE;
}

/*
 * The version (high nibble of octet 6) of a UUID of the RFC 9562 variant, or
 * -1 for other variants, where the nibble means nothing.
 */
int
uuid9562_version(const uint8 *data)
{
	if (uuid9562_variant(data) != UUID_VARIANT_RFC)
		return -1;
	return data[6] >> 4;
}

/*
 * The embedded time of a version 1, 6 or 7 UUID (RFC 9562 variant) as a count
 * of 100 ns ticks since the Gregorian epoch 1582-10-15, the one timeline of
 * all three (a version 7 millisecond is 10^4 ticks).  Returns false, leaving
 * *ticks alone, for every other UUID.  The largest result, 2^48 ms of
 * version 7, is below 2^62.
 */
bool
uuid9562_gregorian_ticks(const uint8 *data, uint64 *ticks)
{
	switch (uuid9562_version(data))
	{
		case 1:
			/* time_low (octets 0-3), time_mid (4-5), time_high (low 12 bits of 6-7) */
			*ticks = ((uint64) (data[6] & 0x0F) << 56) | ((uint64) data[7] << 48) |
				((uint64) data[4] << 40) | ((uint64) data[5] << 32) |
				((uint64) data[0] << 24) | ((uint64) data[1] << 16) |
				((uint64) data[2] << 8) | (uint64) data[3];
			return true;
		case 6:
			/* time_high (octets 0-3), time_mid (4-5), time_low (low 12 bits of 6-7) */
			*ticks = ((uint64) data[0] << 52) | ((uint64) data[1] << 44) |
				((uint64) data[2] << 36) | ((uint64) data[3] << 28) |
				((uint64) data[4] << 20) | ((uint64) data[5] << 12) |
				((uint64) (data[6] & 0x0F) << 8) | (uint64) data[7];
			return true;
		case 7:
			*ticks = uuid9562_be48(data) * (NS_PER_MS / NS_PER_TICK) + GREGORIAN_TO_UNIX_TICKS;
			return true;
		default:
			return false;
	}
}

/*
 * Compare two UUIDs (16 bytes each) in the time order: negative, zero or
 * positive as a sorts before, with or after b.  Zero exactly when the bytes
 * are equal.  The one comparator behind the operators, uuid_time_cmp() and
 * sort support; it never fails.
 */
int
uuid9562_time_cmp(const uint8 *a, const uint8 *b)
{
	uint64		ticks_a;
	uint64		ticks_b;
	bool		timed_a = uuid9562_gregorian_ticks(a, &ticks_a);
	bool		timed_b = uuid9562_gregorian_ticks(b, &ticks_b);
	int			r;

	if (timed_a != timed_b)
		return timed_a ? -1 : 1;
	if (timed_a && ticks_a != ticks_b)
		return ticks_a < ticks_b ? -1 : 1;
	r = memcmp(a, b, UUID9562_LEN);
	return (r > 0) - (r < 0);
}

/*
 * The 64-bit abbreviated key of a UUID in the time order: a timed UUID maps
 * to its Gregorian ticks (below 2^62, so the top bit is clear), an untimed
 * one to its first 63 bits behind a set top bit.  Keys compare as unsigned
 * integers; a < b between keys implies the same between the UUIDs, and equal
 * keys decide nothing.
 */
uint64
uuid9562_time_abbrev(const uint8 *data)
{
	uint64		ticks;
	uint64		head;

	if (uuid9562_gregorian_ticks(data, &ticks))
		return ticks;
	head = ((uint64) data[0] << 56) | ((uint64) data[1] << 48) |
		((uint64) data[2] << 40) | ((uint64) data[3] << 32) |
		((uint64) data[4] << 24) | ((uint64) data[5] << 16) |
		((uint64) data[6] << 8) | (uint64) data[7];
	return ABBREV_UNTIMED | (head >> 1);
}

/*
 * Write into data (16 bytes) the boundary UUID of the time ts (PostgreSQL's
 * epoch in microseconds, any int64: the infinities are its extremes) for
 * the comparisons of time_window.c: the smallest version 7 UUID (version and
 * variant bits set, every other bit after the millisecond zero) of the
 * first millisecond after ts if strict, else of the first millisecond at or
 * after ts.  The millisecond is clamped to 0 .. 2^48: before 1970 it is 0,
 * and 2^48, past the last millisecond version 7 can hold, is written as the
 * max UUID (all ones), which no version 7 UUID reaches.  Pure, and cannot
 * fail.
 */
void
uuid9562_v7_boundary(int64 ts, bool strict, uint8 *data)
{
	int64		floor_ms = ts / US_PER_MS;
	int64		rem = ts % US_PER_MS;
	int64		b;

	/* C division truncates toward zero; floor it (no overflow: |ts / 1000| is small) */
	if (rem < 0)
		floor_ms--;
	b = (strict ? floor_ms + 1 : floor_ms + (rem != 0)) + UNIX_TO_PG_EPOCH_MS;

	if (b < 0)
		b = 0;
	if (b >= (int64) V7_END_MS)
	{
		memset(data, 0xFF, UUID9562_LEN);
		return;
	}
	uuid9562_encode_v7(data, (uint64) b, 0, 0);
}
