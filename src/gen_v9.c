/*-------------------------------------------------------------------------
 *
 * gen_v9.c
 *	  UUIDv9's SQL functions: generation, validation and the checksum.
 *
 * The layout, CRC-8 and text validation are the pure functions of
 * common/v9_codec.c; this file reads the clock (version 7's, so sequential
 * ids of a backend strictly increase) and the random pool, unpacks
 * arguments and raises errors.  The format: docs/uuidv9.md.
 *
 * IDENTIFICATION
 *	  src/gen_v9.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "fmgr.h"
#include "utils/builtins.h"
#include "utils/timestamp.h"

#include "uuid9562.h"

/*
 * Parse the prefix argument into v9, raising SQLSTATE 22023, with the prefix
 * quoted (cut at TEXT_SHOWN_MAX bytes), when it is longer than 8 chars or
 * holds a non-hex char.
 */
static void
v9_set_prefix(Uuid9562V9 *v9, text *prefix)
{
	int			n = uuid9562_v9_parse_prefix(VARDATA_ANY(prefix),
											 VARSIZE_ANY_EXHDR(prefix),
											 &v9->prefix);

	if (n < 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("invalid UUIDv9 prefix \"%s\"",
						uuid9562_text_shown(VARDATA_ANY(prefix), VARSIZE_ANY_EXHDR(prefix))),
				 errdetail("A prefix has at most 8 hexadecimal digits."),
				 n == -1 ?
				 errhint("Shorten the prefix to 8 digits or fewer.") :
				 errhint("Use digits 0-9 and letters a-f only.")));
	v9->prefix_len = n;
}

/*
 * A palloc'd UUIDv9 as v9 (with a parsed prefix) describes it, its random
 * digits drawn from the pool: one or two 64-bit words, as many as it needs.
 * Every time fits with a valid prefix, so there is no user-facing error
 * here.
 */
static pg_uuid_t *
v9_make(const Uuid9562V9 *v9)
{
	pg_uuid_t  *uuid;
	int			digits = uuid9562_v9_random_digits(v9);
	uint64		rand_hi;
	uint64		rand_lo;

	if (digits < 0)
		elog(ERROR, "UUIDv9 layout does not fit in 32 digits");
	rand_hi = digits > 0 ? uuid9562_random_u64() : 0;
	rand_lo = digits > 16 ? uuid9562_random_u64() : 0;
	uuid = uuid9562_palloc_uuid();
	uuid9562_v9_encode(uuid->data, v9, rand_hi, rand_lo);
	return uuid;
}

/*
 * uuid_generate_v9(prefix text, "timestamp" boolean, checksum boolean,
 * version boolean, legacy boolean) -> uuid: a UUIDv9 for now (or without time
 * when "timestamp" is false).  A sequential id's first 5 digits after the
 * time are the clock's sub-millisecond fraction, so that the ids of a backend
 * with the same prefix and options are strictly increasing; the rest is
 * random.  SQLSTATE 22023 for a bad prefix.
 */
PG_FUNCTION_INFO_V1(uuid_generate_v9);
Datum
uuid_generate_v9(PG_FUNCTION_ARGS)
{
	Uuid9562V9	v9;

	v9_set_prefix(&v9, PG_GETARG_TEXT_PP(0));
	v9.has_time = PG_GETARG_BOOL(1);
	v9.checksum = PG_GETARG_BOOL(2);
	v9.version = PG_GETARG_BOOL(3);
	v9.legacy = PG_GETARG_BOOL(4);
	v9.has_counter = v9.has_time;
	v9.unix_ms = 0;
	v9.counter = 0;
	if (v9.has_time)
	{
		uint64		ns = uuid9562_clock_next(1, NULL);

		v9.unix_ms = ns / NS_PER_MS;
		v9.counter = uuid9562_v7_frac(ns % NS_PER_MS);
	}
	PG_RETURN_UUID_P(v9_make(&v9));
}

/*
 * uuid_generate_v9_at(prefix text, ts timestamptz, checksum boolean, version
 * boolean, legacy boolean) -> uuid: a UUIDv9 holding the millisecond of ts
 * (truncated), every digit after the time random (no counter).  SQLSTATE
 * 22023 for a bad prefix, 22008 for an infinite ts or one before 1970; every
 * later timestamptz fits (at most 14 time digits).
 */
PG_FUNCTION_INFO_V1(uuid_generate_v9_at);
Datum
uuid_generate_v9_at(PG_FUNCTION_ARGS)
{
	TimestampTz ts = PG_GETARG_TIMESTAMPTZ(1);
	Uuid9562V9	v9;

	v9_set_prefix(&v9, PG_GETARG_TEXT_PP(0));
	if (TIMESTAMP_NOT_FINITE(ts) || ts < -UNIX_TO_PG_EPOCH_US)
		ereport(ERROR,
				(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
				 errmsg("timestamp \"%s\" is out of range for UUIDv9",
						timestamptz_to_str(ts)),
				 errdetail("UUIDv9 holds finite times from 1970-01-01 00:00:00 UTC on.")));
	v9.has_time = true;

	/*
	 * In uint64: the last days of the timestamptz range overflow int64 when
	 * moved to the Unix epoch.
	 */
	v9.unix_ms = ((uint64) ts + UNIX_TO_PG_EPOCH_US) / US_PER_MS;
	v9.has_counter = false;
	v9.counter = 0;
	v9.checksum = PG_GETARG_BOOL(2);
	v9.version = PG_GETARG_BOOL(3);
	v9.legacy = PG_GETARG_BOOL(4);
	PG_RETURN_UUID_P(v9_make(&v9));
}

/*
 * uuid_v9_is_valid(id text, checksum boolean, version boolean) -> boolean:
 * uuid9562_v9_text_valid() of the text.  Malformed text is not valid; never
 * raises an error.
 */
PG_FUNCTION_INFO_V1(uuid_v9_is_valid);
Datum
uuid_v9_is_valid(PG_FUNCTION_ARGS)
{
	text	   *id = PG_GETARG_TEXT_PP(0);

	PG_RETURN_BOOL(uuid9562_v9_text_valid(VARDATA_ANY(id), VARSIZE_ANY_EXHDR(id),
										  PG_GETARG_BOOL(1), PG_GETARG_BOOL(2)));
}

/*
 * uuid_v9_checksum(id uuid) -> boolean: whether the last octet is the CRC-8
 * of the other 15, as with uuid_v9_is_valid(id::text, checksum => true).
 */
PG_FUNCTION_INFO_V1(uuid_v9_checksum);
Datum
uuid_v9_checksum(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *id = PG_GETARG_UUID_P(0);

	PG_RETURN_BOOL(uuid9562_v9_crc15(id->data) == id->data[UUID_LEN - 1]);
}
