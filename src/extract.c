/*-------------------------------------------------------------------------
 *
 * extract.c
 *	  Reading a UUID back: its variant, its version and its embedded time.
 *
 * The variant, the version and the time on one timeline are read by the
 * pure functions of fields.c.  None of these functions raises an error: what
 * does not apply to a UUID (the version of a non-RFC variant, the time of a
 * version 4) is NULL, as in core's uuid_extract_version() and
 * uuid_extract_timestamp().
 *
 * IDENTIFICATION
 *	  src/extract.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "fmgr.h"
#include "utils/builtins.h"
#include "utils/timestamp.h"

#include "uuid9562.h"

/*
 * The timestamptz of a count of Gregorian ticks, the 100 ns digit truncated.
 * Always within the timestamptz range: 2^62 ticks is in the year 16196.
 */
static TimestampTz
ticks_to_timestamptz(uint64 ticks)
{
	return uuid9562_unix_us_to_timestamptz((int64) (ticks / 10) -
										   (int64) (GREGORIAN_TO_UNIX_TICKS / 10));
}

/*
 * uuid_timestamp(uuid) -> timestamptz: the embedded time of a version 1, 6
 * (microseconds, the 100 ns digit truncated) or 7 (milliseconds) UUID; NULL
 * for any other UUID.
 */
PG_FUNCTION_INFO_V1(uuid_timestamp);
Datum
uuid_timestamp(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *uuid = PG_GETARG_UUID_P(0);
	uint64		ticks;

	if (!uuid9562_gregorian_ticks(uuid->data, &ticks))
		PG_RETURN_NULL();
	PG_RETURN_TIMESTAMPTZ(ticks_to_timestamptz(ticks));
}

/*
 * uuid_v7_to_timestamptz(uuid) -> timestamptz: pg_uuidv7's name.  As
 * pg_uuidv7 does, the first 48 bits read as Unix milliseconds whatever the
 * version, so a UUID of another version gives a meaningless time, never
 * NULL (uuid_timestamp checks the version).  Always within the timestamptz
 * range: 2^48 ms is in the year 10889.
 */
PG_FUNCTION_INFO_V1(uuid_v7_to_timestamptz);
Datum
uuid_v7_to_timestamptz(PG_FUNCTION_ARGS)
{
	uint64		unix_ms = uuid9562_be48(PG_GETARG_UUID_P(0)->data);

	PG_RETURN_TIMESTAMPTZ(uuid9562_unix_us_to_timestamptz((int64) (unix_ms * US_PER_MS)));
}

/*
 * uuid_v7_text_to_timestamptz(text) -> timestamptz: uuid_v7_to_timestamptz()
 * of a UUID given as text, parsed by core's uuid input function (so every
 * form it accepts, and its error for anything else).  This is the time
 * decoder pg_partman 5.2 and later call with the partition column cast to
 * text; with uuid_v7_floor() as the encoder it gives back the exact start of
 * every partition.  A separate name, not an overload, so that calls of
 * uuid_v7_to_timestamptz() with an untyped literal still reach the uuid form.
 * Invalid text raises core's 22P02, the value quoted at most TEXT_SHOWN_MAX
 * bytes long.
 */
PG_FUNCTION_INFO_V1(uuid_v7_text_to_timestamptz);
Datum
uuid_v7_text_to_timestamptz(PG_FUNCTION_ARGS)
{
	text	   *t = PG_GETARG_TEXT_PP(0);
	pg_uuid_t  *uuid;
	uint64		unix_ms;

	/*
	 * Core's uuid input quotes the whole value in its error.  No UUID it
	 * accepts is longer than 41 bytes (braces, 32 digits, 7 hyphens), so a
	 * value longer than what we quote is refused here, with core's SQLSTATE
	 * and wording but the value cut as every message of ours cuts it.
	 */
	if (VARSIZE_ANY_EXHDR(t) > TEXT_SHOWN_MAX)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
				 errmsg("invalid input syntax for type %s: \"%s\"", "uuid",
						uuid9562_text_shown(VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t)))));
	uuid = DatumGetUUIDP(DirectFunctionCall1(uuid_in, CStringGetDatum(text_to_cstring(t))));
	unix_ms = uuid9562_be48(uuid->data);

	PG_RETURN_TIMESTAMPTZ(uuid9562_unix_us_to_timestamptz((int64) (unix_ms * US_PER_MS)));
}

/*
 * uuid_v7_to_timestamp(uuid) -> timestamp: pg_uuidv7's name (since its 1.6).
 * The same time as uuid_v7_to_timestamptz() as a timestamp without time zone
 * read as UTC, whose representation is that of the timestamptz (microseconds
 * since 2000-01-01 00:00 UTC), so the result is the same Datum.
 */
PG_FUNCTION_INFO_V1(uuid_v7_to_timestamp);
Datum
uuid_v7_to_timestamp(PG_FUNCTION_ARGS)
{
	return uuid_v7_to_timestamptz(fcinfo);
}

/*
 * uuid_extract_timestamp(uuid) -> timestamptz, for servers before
 * PostgreSQL 17: core's semantics, which cover versions 1 and 7 only (NULL
 * for version 6 and everything else).
 */
PG_FUNCTION_INFO_V1(uuid_extract_timestamp_compat);
Datum
uuid_extract_timestamp_compat(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *uuid = PG_GETARG_UUID_P(0);
	uint64		ticks;

	if (uuid9562_version(uuid->data) == 6 ||
		!uuid9562_gregorian_ticks(uuid->data, &ticks))
		PG_RETURN_NULL();
	PG_RETURN_TIMESTAMPTZ(ticks_to_timestamptz(ticks));
}

/*
 * uuid_version(uuid) -> smallint: the version field of an RFC 9562 variant
 * UUID, NULL for other variants (the nil and max UUIDs among them); the same
 * as PostgreSQL 17's uuid_extract_version(), which it also backs.
 */
PG_FUNCTION_INFO_V1(uuid_version);
Datum
uuid_version(PG_FUNCTION_ARGS)
{
	int			version = uuid9562_version(PG_GETARG_UUID_P(0)->data);

	if (version < 0)
		PG_RETURN_NULL();
	PG_RETURN_INT16((int16) version);
}

/*
 * uuid_variant(uuid) -> text: 'ncs', 'rfc9562', 'microsoft' or 'future', from
 * the variant bits (RFC 9562 section 4.1).
 */
PG_FUNCTION_INFO_V1(uuid_variant);
Datum
uuid_variant(PG_FUNCTION_ARGS)
{
	static const char *const names[] = {
		[UUID_VARIANT_NCS] = "ncs",
		[UUID_VARIANT_RFC] = "rfc9562",
		[UUID_VARIANT_MICROSOFT] = "microsoft",
		[UUID_VARIANT_FUTURE] = "future"
	};

	PG_RETURN_TEXT_P(cstring_to_text(names[uuid9562_variant(PG_GETARG_UUID_P(0)->data)]));
}
