/*-------------------------------------------------------------------------
 *
 * extract.c
 *	  Reading a UUID back: its variant, its version and its embedded time.
 *
 * None of these functions raises an error: what does not apply to a UUID
 * (the version of a non-RFC variant, the time of a version 4) is NULL, as in
 * core's uuid_extract_version() and uuid_extract_timestamp().
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

/* The first 48 bits of a UUID, Unix milliseconds in version 7 (RFC 9562 section 5.7). */
static uint64
v7_unix_ms(const uint8 *data)
{
	return ((uint64) data[0] << 40) | ((uint64) data[1] << 32) |
		((uint64) data[2] << 24) | ((uint64) data[3] << 16) |
		((uint64) data[4] << 8) | (uint64) data[5];
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
			*ticks = v7_unix_ms(data) * (NS_PER_MS / NS_PER_TICK) + GREGORIAN_TO_UNIX_TICKS;
			return true;
		default:
			return false;
	}
}

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
	uint64		unix_ms = v7_unix_ms(PG_GETARG_UUID_P(0)->data);

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
 */
PG_FUNCTION_INFO_V1(uuid_v7_text_to_timestamptz);
Datum
uuid_v7_text_to_timestamptz(PG_FUNCTION_ARGS)
{
	char	   *str = text_to_cstring(PG_GETARG_TEXT_PP(0));
	pg_uuid_t  *uuid = DatumGetUUIDP(DirectFunctionCall1(uuid_in, CStringGetDatum(str)));
	uint64		unix_ms = v7_unix_ms(uuid->data);

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
