/*-------------------------------------------------------------------------
 *
 * gen_time.c
 *	  Time-based generators: UUID version 7 and its time-window bounds.
 *
 * Layout of our version 7 (RFC 9562 section 5.7 with method 3 of section
 * 6.2, "Replace Leftmost Random Bits with Increased Clock Precision"):
 *
 *	 octets 0-5   unix_ts_ms: 48-bit big-endian Unix milliseconds
 *	 octet 6      version 7 (high nibble), fraction bits 19-16
 *	 octet 7      fraction bits 15-8            (rand_a = fraction bits 19-8)
 *	 octet 8      variant 10, fraction bits 7-2
 *	 octet 9      fraction bits 1-0, 6 random bits
 *	 octets 10-15 48 random bits
 *
 * The fraction is the position within the millisecond in units of 2^-20 ms
 * (about 0.95 ns), so every nanosecond of the clock maps to a distinct,
 * larger fraction.  The clock hands out nanoseconds that strictly increase
 * within a backend, stepping 1 ns when the system clock does not advance,
 * which makes the fraction a counter that cannot outrun real time: no call
 * takes less than a nanosecond, so the embedded millisecond stays within one
 * millisecond of the real clock unless the clock went backwards.  Every value
 * carries 54 fresh random bits.
 *
 * IDENTIFICATION
 *	  src/gen_time.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "fmgr.h"
#include "utils/fmgrprotos.h"
#include "utils/timestamp.h"

#include "uuid9562.h"

/*
 * A palloc'd version 7 UUID for a Unix instant given as milliseconds (checked
 * by the caller) and nanoseconds within that millisecond, with fresh random
 * bits.
 */
static pg_uuid_t *
v7_make(uint64 unix_ms, uint64 ns_in_ms)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();

	uuid9562_encode_v7(uuid->data, unix_ms, uuid9562_v7_frac(ns_in_ms),
					   uuid9562_random_u64());
	return uuid;
}

/*
 * uuid_generate_v7() -> uuid: a version 7 UUID for now, strictly greater than
 * every version 7 UUID this backend generated before (see the layout above).
 */
PG_FUNCTION_INFO_V1(uuid_generate_v7);
Datum
uuid_generate_v7(PG_FUNCTION_ARGS)
{
	bool		regressed;
	uint64		ns = uuid9562_clock_next(1, &regressed);

	PG_RETURN_UUID_P(v7_make(ns / NS_PER_MS, ns % NS_PER_MS));
}

/*
 * uuid_generate_v7(shift interval) -> uuid: as uuid_generate_v7() for the
 * clock's instant plus shift, as PostgreSQL 18's uuidv7(interval).  Values
 * generated with the same shift increase like unshifted ones.  A shifted
 * instant outside the range of version 7 raises SQLSTATE 22008.
 */
PG_FUNCTION_INFO_V1(uuid_generate_v7_shift);
Datum
uuid_generate_v7_shift(PG_FUNCTION_ARGS)
{
	Interval   *shift = PG_GETARG_INTERVAL_P(0);
	bool		regressed;
	uint64		ns = uuid9562_clock_next(1, &regressed);
	TimestampTz ts;
	uint64		unix_ms;
	int64		us;

	ts = uuid9562_unix_us_to_timestamptz((int64) (ns / NS_PER_US));
	ts = DatumGetTimestampTz(DirectFunctionCall2(timestamptz_pl_interval,
												 TimestampTzGetDatum(ts),
												 IntervalPGetDatum(shift)));
	unix_ms = uuid9562_v7_unix_ms(ts);
	us = uuid9562_timestamptz_to_unix_us(ts);
	PG_RETURN_UUID_P(v7_make(unix_ms,
							 (us % US_PER_MS) * NS_PER_US + ns % NS_PER_US));
}

/*
 * uuid_generate_v7_at(ts timestamptz) -> uuid: a version 7 UUID for the given
 * instant, its microseconds kept in the fraction and the rest random, for
 * back-filling historical rows.  Not ordered against other values of the
 * same millisecond beyond its microseconds.  SQLSTATE 22008 for an instant
 * version 7 cannot hold.
 */
PG_FUNCTION_INFO_V1(uuid_generate_v7_at);
Datum
uuid_generate_v7_at(PG_FUNCTION_ARGS)
{
	TimestampTz ts = PG_GETARG_TIMESTAMPTZ(0);
	uint64		unix_ms = uuid9562_v7_unix_ms(ts);
	int64		us = uuid9562_timestamptz_to_unix_us(ts);

	PG_RETURN_UUID_P(v7_make(unix_ms, (us % US_PER_MS) * NS_PER_US));
}

/*
 * A version 7 UUID with the millisecond of ts and every other non-version,
 * non-variant bit zero, or with ones, one.  SQLSTATE 22008 for an instant
 * version 7 cannot hold.
 */
static pg_uuid_t *
v7_bound(TimestampTz ts, bool ones)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();

	uuid9562_encode_v7(uuid->data, uuid9562_v7_unix_ms(ts),
					   ones ? (1 << V7_FRAC_BITS) - 1 : 0,
					   ones ? ~UINT64CONST(0) : 0);
	return uuid;
}

/*
 * uuid_v7_floor(ts timestamptz) -> uuid: the smallest version 7 UUID of ts's
 * millisecond, so that id >= uuid_v7_floor(a) AND id < uuid_v7_floor(b)
 * selects the version 7 ids of [a, b) at millisecond precision.
 */
PG_FUNCTION_INFO_V1(uuid_v7_floor);
Datum
uuid_v7_floor(PG_FUNCTION_ARGS)
{
	PG_RETURN_UUID_P(v7_bound(PG_GETARG_TIMESTAMPTZ(0), false));
}

/* uuid_v7_ceil(ts timestamptz) -> uuid: the largest version 7 UUID of ts's millisecond. */
PG_FUNCTION_INFO_V1(uuid_v7_ceil);
Datum
uuid_v7_ceil(PG_FUNCTION_ARGS)
{
	PG_RETURN_UUID_P(v7_bound(PG_GETARG_TIMESTAMPTZ(0), true));
}
