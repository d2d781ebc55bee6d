/*-------------------------------------------------------------------------
 *
 * unix_time.c
 *	  Conversions between timestamptz and Unix time: microseconds for the
 *	  clock and the decoders, milliseconds for the field of UUID version 7.
 *
 * IDENTIFICATION
 *	  src/unix_time.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "utils/timestamp.h"

#include "uuid9562.h"

/*
 * Microseconds since the Unix epoch of a finite timestamptz no later than
 * V7_MAX_TIMESTAMPTZ (callers check first: adding the epoch offset to a
 * timestamp in the last 30 years of the timestamptz range would overflow).
 */
int64
uuid9562_timestamptz_to_unix_us(TimestampTz ts)
{
	Assert(ts <= V7_MAX_TIMESTAMPTZ);
	return ts + UNIX_TO_PG_EPOCH_US;
}

/* The timestamptz of a count of microseconds since the Unix epoch. */
TimestampTz
uuid9562_unix_us_to_timestamptz(int64 us)
{
	return us - UNIX_TO_PG_EPOCH_US;
}

/*
 * Unix milliseconds of ts for the 48-bit field of UUID version 7 (RFC 9562
 * section 5.7), the sub-millisecond part truncated.  An infinite timestamp or
 * one outside 1970-01-01 .. 10889-08-02 05:31:50.655 UTC raises an error with
 * SQLSTATE 22008, naming the timestamp; nothing wraps.
 */
uint64
uuid9562_v7_unix_ms(TimestampTz ts)
{
	/* compared in PostgreSQL's epoch, where no arithmetic can overflow */
	if (!TIMESTAMP_NOT_FINITE(ts) && ts >= -UNIX_TO_PG_EPOCH_US && ts <= V7_MAX_TIMESTAMPTZ)
		return (uint64) (uuid9562_timestamptz_to_unix_us(ts) / US_PER_MS);
	ereport(ERROR,
			(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
			 errmsg("timestamp \"%s\" is out of range for UUID version 7",
					timestamptz_to_str(ts)),
			 errdetail("UUID version 7 holds times from 1970-01-01 00:00:00 UTC to 10889-08-02 05:31:50.655 UTC.")));
	return 0;					/* keep compiler quiet */
}
