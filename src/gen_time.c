/*-------------------------------------------------------------------------
 *
 * gen_time.c
 *	  Time-based generators: UUID version 7 and its time-window bounds, and
 *	  the Gregorian-clock versions 1, 2 (DCE security) and 6 with the
 *	  conversions between versions 1 and 6.
 *
 * Version 7 carries a 20-bit sub-millisecond fraction (RFC 9562 section
 * 6.2, method 3) and 54 random bits; versions 1, 2 and 6 count 100 ns ticks
 * since 1582-10-15, read from the same clock, and never read a MAC
 * address.  The layouts: docs/layouts.md; the encoders' comments below.
 *
 * IDENTIFICATION
 *	  src/gen_time.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "fmgr.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/fmgrprotos.h"
#include "utils/timestamp.h"

#include "uuid9562.h"

/*
 * Write into data (16 bytes) the version 7 UUID of a Unix instant given as
 * milliseconds (checked by the caller) and nanoseconds within that
 * millisecond, with fresh random bits.
 */
static inline void
v7_fill(uint8 *data, uint64 unix_ms, uint64 ns_in_ms)
{
	uuid9562_encode_v7(data, unix_ms, uuid9562_v7_frac(ns_in_ms),
					   uuid9562_random_u64());
}

/* As v7_fill(), into a palloc'd uuid. */
static pg_uuid_t *
v7_make(uint64 unix_ms, uint64 ns_in_ms)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();

	v7_fill(uuid->data, unix_ms, ns_in_ms);
	return uuid;
}

/*
 * Write into data (16 bytes) a version 7 UUID for now, strictly greater than
 * every version 7 UUID this backend generated before (docs/layouts.md):
 * the one generator behind uuid_generate_v7() and the text forms' generators.
 */
void
uuid9562_v7_now(uint8 *data)
{
	uint64		ns = uuid9562_clock_next(1, NULL);

	v7_fill(data, ns / NS_PER_MS, ns % NS_PER_MS);
}

/*
 * uuid_generate_v7() -> uuid: a version 7 UUID for now, strictly greater than
 * every version 7 UUID this backend generated before.
 */
PG_FUNCTION_INFO_V1(uuid_generate_v7);
Datum
uuid_generate_v7(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();

	uuid9562_v7_now(uuid->data);
	PG_RETURN_UUID_P(uuid);
}

/*
 * uuid_generate_v7(shift interval) -> uuid: as uuid_generate_v7() for the
 * clock's instant plus shift, as PostgreSQL 18's uuidv7(interval): the
 * instant is added to shift as timestamptz + interval does, its months and
 * days on the calendar of the session's time zone.  Only a shift of a fixed
 * length (no months or days, or days in a zone without daylight saving
 * time) moves every instant by the same amount, so that the values of a
 * backend with that shift strictly increase like unshifted ones.  Months
 * and days do not: month-end clamping maps January 30 and 31 to the same
 * day of February, and a day across a change of daylight saving time is not
 * 24 hours, so a later call can give an earlier value (as with core's
 * uuidv7(interval)); values then stay distinct by their random bits only.
 * A shifted instant outside the range of version 7 raises SQLSTATE 22008.
 */
PG_FUNCTION_INFO_V1(uuid_generate_v7_shift);
Datum
uuid_generate_v7_shift(PG_FUNCTION_ARGS)
{
	Interval   *shift = PG_GETARG_INTERVAL_P(0);
	uint64		ns = uuid9562_clock_next(1, NULL);
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

/*
 * uuid_timestamptz_to_v7(ts timestamptz, zero boolean DEFAULT false) -> uuid:
 * pg_uuidv7's name.  With zero false, uuid_generate_v7_at(ts); with zero
 * true, uuid_v7_floor(ts) (the millisecond of ts, every other bit but the
 * version and variant zero).  SQLSTATE 22008 for an instant version 7 cannot
 * hold.
 */
PG_FUNCTION_INFO_V1(uuid_timestamptz_to_v7);
Datum
uuid_timestamptz_to_v7(PG_FUNCTION_ARGS)
{
	if (PG_GETARG_BOOL(1))
		PG_RETURN_UUID_P(v7_bound(PG_GETARG_TIMESTAMPTZ(0), false));
	return uuid_generate_v7_at(fcinfo);
}

/*
 * uuid_timestamp_to_v7(ts timestamp, zero boolean DEFAULT false) -> uuid:
 * pg_uuidv7's name (since its 1.6).  ts is read as UTC: a timestamp without
 * time zone has the representation of the timestamptz of that UTC wall-clock
 * time, so this is uuid_timestamptz_to_v7() on the same Datum (its error
 * message shows the instant in the session's time zone).
 */
PG_FUNCTION_INFO_V1(uuid_timestamp_to_v7);
Datum
uuid_timestamp_to_v7(PG_FUNCTION_ARGS)
{
	return uuid_timestamptz_to_v7(fcinfo);
}

/* The 60 bits of a Gregorian tick count, the 14 of a clock sequence, the 48 of a node. */
#define TICKS_MASK		((UINT64CONST(1) << 60) - 1)
#define CLOCK_SEQ_MASK	0x3FFF
#define NODE_MASK		((UINT64CONST(1) << 48) - 1)

/*
 * Bits of the first octet of a node (octet 10): the multicast bit (its least
 * significant) and the locally-administered bit (the next one).
 */
#define NODE_MULTICAST	(UINT64CONST(1) << 40)
#define NODE_LOCAL		(UINT64CONST(1) << 41)

/* The DCE 1.1 security domains named in uuid_generate_v2() and uuid_v2_domain(). */
static const char *const v2_domain_names[] = {"person", "group", "org"};

/*
 * This backend's version 1 state, valid while v1_pid is MyProcPid: the
 * clock sequence, the clock's count of backward steps it last saw, and
 * octets 8-15 (variant, clock sequence, node) of its version 1 UUIDs,
 * encoded once rather than on every call.
 */
static int	v1_pid = 0;
static uint64 v1_clock_seq;		/* 14 bits */
static uint64 v1_steps_back;	/* uuid9562_clock_next()'s count */
static uint64 v1_node;			/* 48 bits, multicast bit set */
static uint8 v1_tail[UUID_LEN];	/* octets 8-15 used */

/*
 * Write the low 60 bits of ticks (100 ns since 1582-10-15) into octets 0-7
 * of a version 1 UUID (time_low, time_mid, time_hi: RFC 9562 section 5.1)
 * or, for any other version, of a version 6 UUID (time_high, time_mid,
 * time_low: section 5.6), leaving the version nibble zero for
 * uuid9562_set_version().  The one encoder of these fields; inline so that a
 * constant version costs no branch.  uuid9562_gregorian_ticks() reads them.
 */
static inline void
gregorian_encode(uint8 *data, uint64 ticks, int version)
{
	if (version == 1)
	{
		data[0] = (uint8) (ticks >> 24);
		data[1] = (uint8) (ticks >> 16);
		data[2] = (uint8) (ticks >> 8);
		data[3] = (uint8) ticks;
		data[4] = (uint8) (ticks >> 40);
		data[5] = (uint8) (ticks >> 32);
		data[6] = (uint8) ((ticks >> 56) & 0x0F);
		data[7] = (uint8) (ticks >> 48);
	}
	else
	{
		data[0] = (uint8) (ticks >> 52);
		data[1] = (uint8) (ticks >> 44);
		data[2] = (uint8) (ticks >> 36);
		data[3] = (uint8) (ticks >> 28);
		data[4] = (uint8) (ticks >> 20);
		data[5] = (uint8) (ticks >> 12);
		data[6] = (uint8) ((ticks >> 8) & 0x0F);
		data[7] = (uint8) ticks;
	}
}

/*
 * Write a 14-bit clock sequence (octets 8-9, below the variant bits) and a
 * 48-bit node (octets 10-15) of a version 1, 2 or 6 UUID; higher bits of
 * either are ignored.
 */
static inline void
clock_seq_node_encode(uint8 *data, uint64 clock_seq, uint64 node)
{
	data[8] = (uint8) ((clock_seq >> 8) & 0x3F);
	data[9] = (uint8) clock_seq;
	data[10] = (uint8) (node >> 40);
	data[11] = (uint8) (node >> 32);
	data[12] = (uint8) (node >> 24);
	data[13] = (uint8) (node >> 16);
	data[14] = (uint8) (node >> 8);
	data[15] = (uint8) node;
}

/*
 * The next Gregorian tick count of this backend's clock (strictly later than
 * every instant it handed out to any generator), with the version 1 state
 * made ready: drawn at random on the first call in this process (never
 * inherited from a parent), and the clock sequence replaced by a different
 * random value when the system clock stepped backwards since the previous
 * version 1 call, whichever generator's reading saw the step (RFC 9562
 * section 5.1).
 */
static inline uint64
v1_next_ticks(void)
{
	uint64		steps_back;
	uint64		ticks = uuid9562_clock_next(NS_PER_TICK, &steps_back);

	if (unlikely(v1_pid != MyProcPid))
	{
		uint64		r = uuid9562_random_u64();

		v1_clock_seq = (r >> 48) & CLOCK_SEQ_MASK;
		v1_node = (r & NODE_MASK) | NODE_MULTICAST;
		clock_seq_node_encode(v1_tail, v1_clock_seq, v1_node);
		uuid9562_set_version(v1_tail, 1);
		v1_pid = MyProcPid;
		v1_steps_back = steps_back;
	}
	else if (unlikely(steps_back != v1_steps_back))
	{
		uint64		old = v1_clock_seq;

		do
			v1_clock_seq = uuid9562_random_u64() & CLOCK_SEQ_MASK;
		while (v1_clock_seq == old);
		clock_seq_node_encode(v1_tail, v1_clock_seq, v1_node);
		uuid9562_set_version(v1_tail, 1);
		v1_steps_back = steps_back;
	}
	return (ticks + GREGORIAN_TO_UNIX_TICKS) & TICKS_MASK;
}

/*
 * uuid_generate_v1() -> uuid: a version 1 UUID for now with this backend's
 * clock sequence and random multicast node, strictly later in time order
 * than every version 1 UUID this backend generated before.
 */
PG_FUNCTION_INFO_V1(uuid_generate_v1);
Datum
uuid_generate_v1(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();
	uint64		ticks = v1_next_ticks();

	gregorian_encode(uuid->data, ticks, 1);
	memcpy(uuid->data + 8, v1_tail + 8, 8);
	uuid9562_set_version(uuid->data, 1);
	PG_RETURN_UUID_P(uuid);
}

/*
 * uuid_generate_v1mc() -> uuid: as uuid_generate_v1() with a fresh random
 * node on every call whose multicast and locally-administered bits are set,
 * as in uuid-ossp's function of that name.
 */
PG_FUNCTION_INFO_V1(uuid_generate_v1mc);
Datum
uuid_generate_v1mc(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();
	uint64		ticks = v1_next_ticks();

	gregorian_encode(uuid->data, ticks, 1);
	clock_seq_node_encode(uuid->data, v1_clock_seq,
						  uuid9562_random_u64() | NODE_MULTICAST | NODE_LOCAL);
	uuid9562_set_version(uuid->data, 1);
	PG_RETURN_UUID_P(uuid);
}

/*
 * uuid_generate_v6() -> uuid: a version 6 UUID for now (RFC 9562 section
 * 5.6) with 62 fresh random bits as clock sequence and node, strictly
 * greater in byte order than every version 6 UUID this backend generated
 * before, also across steps of the system clock.
 */
PG_FUNCTION_INFO_V1(uuid_generate_v6);
Datum
uuid_generate_v6(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();
	uint64		ticks = uuid9562_clock_next(NS_PER_TICK, NULL);
	uint64		r = uuid9562_random_u64();

	gregorian_encode(uuid->data, (ticks + GREGORIAN_TO_UNIX_TICKS) & TICKS_MASK, 6);
	clock_seq_node_encode(uuid->data, r >> 48, r);
	uuid9562_set_version(uuid->data, 6);
	PG_RETURN_UUID_P(uuid);
}

/*
 * The DCE 1.1 security domain named by text: "person", "group" or "org"
 * (any case) for 0, 1 and 2, or a decimal number from 0 to 255.  SQLSTATE
 * 22023, quoting the text (cut at TEXT_SHOWN_MAX bytes), for anything else.
 */
static uint8
v2_domain_parse(const char *name)
{
	const char *p;
	int			value = 0;

	for (int i = 0; i < lengthof(v2_domain_names); i++)
		if (pg_strcasecmp(name, v2_domain_names[i]) == 0)
			return (uint8) i;
	for (p = name; *p >= '0' && *p <= '9' && value <= 255; p++)
		value = value * 10 + (*p - '0');
	if (p == name || *p != '\0' || value > 255)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("invalid DCE security domain \"%s\"",
						uuid9562_text_shown(name, strlen(name))),
				 errhint("Use person, group, org or a number from 0 to 255.")));
	return (uint8) value;
}

/*
 * uuid_generate_v2(domain text, local_id bigint) -> uuid: a DCE 1.1 security
 * UUID (version 2): a version 1 UUID for now whose time_low (octets 0-3) is
 * the local id (a POSIX UID or GID for the person and group domains) and
 * whose clock_seq_low (octet 9) is the domain.  Only the upper 28 bits of
 * the time remain, so values with the same domain and local id repeat within
 * about seven minutes (2^32 ticks), as DCE intends.  SQLSTATE 22023 for an
 * unknown domain, 22003 for a local id outside 0 .. 4294967295.
 */
PG_FUNCTION_INFO_V1(uuid_generate_v2);
Datum
uuid_generate_v2(PG_FUNCTION_ARGS)
{
	uint8		domain = v2_domain_parse(text_to_cstring(PG_GETARG_TEXT_PP(0)));
	int64		local_id = PG_GETARG_INT64(1);
	pg_uuid_t  *uuid;
	uint64		ticks;

	if (local_id < 0 || local_id > PG_UINT32_MAX)
		ereport(ERROR,
				(errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
				 errmsg("local id " INT64_FORMAT " is out of range for UUID version 2", local_id),
				 errhint("Use a local id from 0 to 4294967295.")));
	ticks = v1_next_ticks();
	uuid = uuid9562_palloc_uuid();
	gregorian_encode(uuid->data, ticks, 1);
	memcpy(uuid->data + 8, v1_tail + 8, 8);
	uuid->data[0] = (uint8) (local_id >> 24);
	uuid->data[1] = (uint8) (local_id >> 16);
	uuid->data[2] = (uint8) (local_id >> 8);
	uuid->data[3] = (uint8) local_id;
	uuid->data[9] = domain;
	uuid9562_set_version(uuid->data, 2);
	PG_RETURN_UUID_P(uuid);
}

/*
 * uuid_v2_local_id(uuid) -> bigint: the local id (octets 0-3) of a version 2
 * UUID, NULL for any other UUID.
 */
PG_FUNCTION_INFO_V1(uuid_v2_local_id);
Datum
uuid_v2_local_id(PG_FUNCTION_ARGS)
{
	const uint8 *data = PG_GETARG_UUID_P(0)->data;

	if (uuid9562_version(data) != 2)
		PG_RETURN_NULL();
	PG_RETURN_INT64(((int64) data[0] << 24) | ((int64) data[1] << 16) |
					((int64) data[2] << 8) | (int64) data[3]);
}

/*
 * uuid_v2_domain(uuid) -> text: the domain (octet 9) of a version 2 UUID,
 * 'person', 'group' or 'org' for 0, 1 and 2, else the number as text; NULL
 * for any other UUID.
 */
PG_FUNCTION_INFO_V1(uuid_v2_domain);
Datum
uuid_v2_domain(PG_FUNCTION_ARGS)
{
	const uint8 *data = PG_GETARG_UUID_P(0)->data;

	if (uuid9562_version(data) != 2)
		PG_RETURN_NULL();
	if (data[9] < lengthof(v2_domain_names))
		PG_RETURN_TEXT_P(cstring_to_text(v2_domain_names[data[9]]));
	PG_RETURN_TEXT_P(cstring_to_text(psprintf("%d", data[9])));
}

/*
 * A palloc'd copy of the version "from" UUID uuid (1 or 6) with its time
 * fields reordered for version "to" (6 or 1) and every other bit kept, so
 * that the conversion is lossless and reversible.  SQLSTATE 22023, naming
 * what it got, for a UUID of another version or variant.
 */
static pg_uuid_t *
gregorian_convert(const pg_uuid_t *uuid, int from, int to)
{
	int			version = uuid9562_version(uuid->data);
	pg_uuid_t  *result;
	uint64		ticks;

	if (version != from)
	{
		char	   *str = DatumGetCString(DirectFunctionCall1(uuid_out,
															  UUIDPGetDatum(uuid)));

		if (version < 0)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("UUID \"%s\" is not of the RFC 9562 variant", str),
					 errhint("Only a UUID of version %d can be converted to version %d.", from, to)));
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("UUID \"%s\" is of version %d, not version %d", str, version, from),
				 errhint("Only a UUID of version %d can be converted to version %d.", from, to)));
	}
	if (!uuid9562_gregorian_ticks(uuid->data, &ticks))
		elog(ERROR, "no time in a UUID of version %d", version);
	result = uuid9562_palloc_uuid();
	gregorian_encode(result->data, ticks, to);
	memcpy(result->data + 8, uuid->data + 8, UUID_LEN - 8);
	uuid9562_set_version(result->data, to);
	return result;
}

/* uuid_v1_to_v6(uuid) -> uuid: a version 1 UUID's fields reordered as version 6. */
PG_FUNCTION_INFO_V1(uuid_v1_to_v6);
Datum
uuid_v1_to_v6(PG_FUNCTION_ARGS)
{
	PG_RETURN_UUID_P(gregorian_convert(PG_GETARG_UUID_P(0), 1, 6));
}

/* uuid_v6_to_v1(uuid) -> uuid: a version 6 UUID's fields reordered as version 1. */
PG_FUNCTION_INFO_V1(uuid_v6_to_v1);
Datum
uuid_v6_to_v1(PG_FUNCTION_ARGS)
{
	PG_RETURN_UUID_P(gregorian_convert(PG_GETARG_UUID_P(0), 6, 1));
}
