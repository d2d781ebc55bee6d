/*-------------------------------------------------------------------------
 *
 * minmax.c
 *	  The larger and the smaller of two UUIDs in the native order, the
 *	  transition and combine functions of min(uuid) and max(uuid) on servers
 *	  that lack those aggregates.
 *
 * The native order is core's uuid_ops: the 16 bytes compared as unsigned
 * bytes (memcmp), which is the order of the built-in "<" and ">" that the
 * aggregates name as sort operators, so that the planner answers min(id)
 * and max(id) from a btree index on id.  Core's names for such functions
 * would be uuid_larger and uuid_smaller; these are named otherwise so that a
 * server that one day has those never meets a second symbol of the name.
 *
 * IDENTIFICATION
 *	  src/minmax.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "fmgr.h"

#include "uuid9562.h"

/*
 * uuid_greatest(a uuid, b uuid) -> uuid: the larger of a and b in the native
 * order (either, when equal); the transition and combine function of
 * max(uuid).
 */
PG_FUNCTION_INFO_V1(uuid_greatest);
Datum
uuid_greatest(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *a = PG_GETARG_UUID_P(0);
	pg_uuid_t  *b = PG_GETARG_UUID_P(1);

	PG_RETURN_UUID_P(memcmp(a->data, b->data, UUID_LEN) >= 0 ? a : b);
}

/*
 * uuid_least(a uuid, b uuid) -> uuid: the smaller of a and b in the native
 * order (either, when equal); the transition and combine function of
 * min(uuid).
 */
PG_FUNCTION_INFO_V1(uuid_least);
Datum
uuid_least(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *a = PG_GETARG_UUID_P(0);
	pg_uuid_t  *b = PG_GETARG_UUID_P(1);

	PG_RETURN_UUID_P(memcmp(a->data, b->data, UUID_LEN) <= 0 ? a : b);
}
