/*-------------------------------------------------------------------------
 *
 * time_order.c
 *	  The time order of UUIDs: operators, comparison and sort support of the
 *	  btree operator class uuid_time_ops.
 *
 * Timed UUIDs (versions 1, 6 and 7) first, by their instant, then the
 * rest; ties by the 16 bytes, so the order is total and shares core's "="
 * (docs/indexing.md, "Version 1 data").  The comparator and abbreviated key
 * are the pure uuid9562_time_cmp() and uuid9562_time_abbrev() of
 * common/fields.c.
 *
 * IDENTIFICATION
 *	  src/time_order.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "common/hashfn.h"
#include "fmgr.h"
#include "lib/hyperloglog.h"
#include "utils/guc.h"
#include "utils/sortsupport.h"

#include "uuid9562.h"

/*
 * Abbreviation is kept while the distinct abbreviated keys seen are at least
 * one in ABBREV_MIN_DISTINCT_RATIO of the inputs; it is not checked before
 * ABBREV_MIN_INPUTS inputs, and no longer once ABBREV_ENOUGH_DISTINCT
 * distinct keys show that it pays off.
 */
#define ABBREV_MIN_INPUTS			10000
#define ABBREV_MIN_DISTINCT_RATIO	2000.0
#define ABBREV_ENOUGH_DISTINCT		100000.0

/* Width in bits of the HyperLogLog registers' index (2^10 registers). */
#define ABBREV_HLL_BITS		10

/* State of an abbreviating sort, in the sort support's memory context. */
typedef struct TimeSortState
{
	int64		input_count;	/* non-null inputs abbreviated so far */
	bool		estimating;		/* still counting distinct keys? */
	hyperLogLogState distinct;	/* distinct abbreviated keys, estimated */
} TimeSortState;

/* Sort support comparator: the full time order of two uuid Datums. */
static int
time_fastcmp(Datum x, Datum y, SortSupport ssup)
{
	return uuid9562_time_cmp(DatumGetUUIDP(x)->data, DatumGetUUIDP(y)->data);
}

/*
 * Abbreviate a uuid Datum: the high sizeof(Datum) bytes of the 64-bit key
 * (all of it where Datum has 8 bytes), counting the distinct abbreviated
 * keys while the abort check still needs them.
 */
static Datum
time_abbrev_convert(Datum original, SortSupport ssup)
{
	TimeSortState *state = (TimeSortState *) ssup->ssup_extra;
	uint64		key = uuid9562_time_abbrev(DatumGetUUIDP(original)->data);
	uint64		abbrev = key >> (64 - 8 * sizeof(Datum));

	state->input_count++;
	if (state->estimating)
		addHyperLogLog(&state->distinct,
					   DatumGetUInt32(hash_uint32((uint32) abbrev ^ (uint32) (abbrev >> 32))));
	return (Datum) abbrev;
}

/*
 * Whether to stop abbreviating after memtupcount tuples: when the estimated
 * distinct keys are so few that most abbreviated comparisons would end in a
 * tie and a full comparison (many UUIDs of one millisecond, or of one
 * version 1 tick).
 */
static bool
time_abbrev_abort(int memtupcount, SortSupport ssup)
{
	TimeSortState *state = (TimeSortState *) ssup->ssup_extra;
	double		distinct;

	if (!state->estimating || memtupcount < ABBREV_MIN_INPUTS ||
		state->input_count < ABBREV_MIN_INPUTS)
		return false;

	distinct = estimateHyperLogLog(&state->distinct);
	if (distinct > ABBREV_ENOUGH_DISTINCT)
	{
		/* Plenty of distinct keys: keep abbreviating, stop counting. */
		if (trace_sort)
			elog(LOG, "uuid_time_ops abbreviation kept after %d tuples: about %.0f distinct keys of " INT64_FORMAT,
				 memtupcount, distinct, state->input_count);
		state->estimating = false;
		return false;
	}
	if (distinct < state->input_count / ABBREV_MIN_DISTINCT_RATIO + 0.5)
	{
		if (trace_sort)
			elog(LOG, "uuid_time_ops abbreviation aborted after %d tuples: about %.0f distinct keys of " INT64_FORMAT,
				 memtupcount, distinct, state->input_count);
		return true;
	}
	return false;
}

/*
 * uuid_time_sortsupport(internal) -> void: sort support for uuid_time_ops,
 * the full comparator, and abbreviated keys when the sort asks for them.
 */
PG_FUNCTION_INFO_V1(uuid_time_sortsupport);
Datum
uuid_time_sortsupport(PG_FUNCTION_ARGS)
{
	SortSupport ssup = (SortSupport) PG_GETARG_POINTER(0);

	ssup->comparator = time_fastcmp;
	ssup->ssup_extra = NULL;
	if (ssup->abbreviate)
	{
		MemoryContext oldcontext = MemoryContextSwitchTo(ssup->ssup_cxt);
		TimeSortState *state = palloc(sizeof(TimeSortState));

		state->input_count = 0;
		state->estimating = true;
		initHyperLogLog(&state->distinct, ABBREV_HLL_BITS);
		MemoryContextSwitchTo(oldcontext);

		ssup->ssup_extra = state;
		ssup->comparator = ssup_datum_unsigned_cmp;
		ssup->abbrev_converter = time_abbrev_convert;
		ssup->abbrev_abort = time_abbrev_abort;
		ssup->abbrev_full_comparator = time_fastcmp;
	}
	PG_RETURN_VOID();
}

/*
 * uuid_time_cmp(uuid, uuid) -> integer: -1, 0 or 1 as the first UUID sorts
 * before, with or after the second in the time order; support function 1 of
 * uuid_time_ops.
 */
PG_FUNCTION_INFO_V1(uuid_time_cmp);
Datum
uuid_time_cmp(PG_FUNCTION_ARGS)
{
	PG_RETURN_INT32(uuid9562_time_cmp(PG_GETARG_UUID_P(0)->data,
									  PG_GETARG_UUID_P(1)->data));
}

/* uuid_time_lt(uuid, uuid) -> boolean: the ~<~ operator. */
PG_FUNCTION_INFO_V1(uuid_time_lt);
Datum
uuid_time_lt(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(uuid9562_time_cmp(PG_GETARG_UUID_P(0)->data,
									 PG_GETARG_UUID_P(1)->data) < 0);
}

/* uuid_time_le(uuid, uuid) -> boolean: the ~<=~ operator. */
PG_FUNCTION_INFO_V1(uuid_time_le);
Datum
uuid_time_le(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(uuid9562_time_cmp(PG_GETARG_UUID_P(0)->data,
									 PG_GETARG_UUID_P(1)->data) <= 0);
}

/* uuid_time_ge(uuid, uuid) -> boolean: the ~>=~ operator. */
PG_FUNCTION_INFO_V1(uuid_time_ge);
Datum
uuid_time_ge(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(uuid9562_time_cmp(PG_GETARG_UUID_P(0)->data,
									 PG_GETARG_UUID_P(1)->data) >= 0);
}

/* uuid_time_gt(uuid, uuid) -> boolean: the ~>~ operator. */
PG_FUNCTION_INFO_V1(uuid_time_gt);
Datum
uuid_time_gt(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(uuid9562_time_cmp(PG_GETARG_UUID_P(0)->data,
									 PG_GETARG_UUID_P(1)->data) > 0);
}
