/*-------------------------------------------------------------------------
 *
 * uuid9562.c
 *	  Module magic, settings and the helpers shared by every generator.
 *
 * IDENTIFICATION
 *	  src/uuid9562.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "fmgr.h"
#include "mb/pg_wchar.h"
#include "utils/guc.h"
#include "utils/timestamp.h"

#include "uuid9562.h"

#if PG_VERSION_NUM < 150000
/* PostgreSQL 15 renamed EmitWarningsOnPlaceholders. */
#define MarkGUCPrefixReserved(className) EmitWarningsOnPlaceholders(className)
#endif

PG_MODULE_MAGIC;

PGDLLEXPORT void _PG_init(void);

/*
 * Module load: define the settings.  Runs in the postmaster when the library
 * is preloaded, so it must not touch the clock or the random pool.
 */
void
_PG_init(void)
{
	uuid9562_clock_define_guc();
	uuid9562_mask_define_guc();
	MarkGUCPrefixReserved("uuid9562");
}

/*
 * An uninitialized uuid in the current memory context, for a function to
 * fill, all 16 bytes, and return.
 */
pg_uuid_t *
uuid9562_palloc_uuid(void)
{
	return (pg_uuid_t *) palloc(sizeof(pg_uuid_t));
}

/*
 * The len bytes at s, a user's value, as a palloc'd C string to quote in an
 * error message: at most TEXT_SHOWN_MAX bytes of whole characters (in the
 * database encoding), then "..." if it was longer, so that a huge argument
 * does not fill the message and the server log.  s need not be
 * NUL-terminated.  The one helper of every message that quotes a value.
 */
char *
uuid9562_text_shown(const char *s, int len)
{
	int			cut = len <= TEXT_SHOWN_MAX ? len : pg_mbcliplen(s, len, TEXT_SHOWN_MAX);

	return psprintf("%.*s%s", cut, s, cut < len ? "..." : "");
}

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
