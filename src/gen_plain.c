/*-------------------------------------------------------------------------
 *
 * gen_plain.c
 *	  The plain generators, without time or name: version 4, nil and max.
 *
 * IDENTIFICATION
 *	  src/gen_plain.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "fmgr.h"

#include "uuid9562.h"

/*
 * uuid_generate_v4() -> uuid: a version 4 UUID (RFC 9562 section 5.4), 122
 * bits from the random pool.
 */
PG_FUNCTION_INFO_V1(uuid_generate_v4);
Datum
uuid_generate_v4(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();

	uuid9562_random_bytes(uuid->data, UUID_LEN);
	uuid9562_set_version(uuid->data, 4);
	PG_RETURN_UUID_P(uuid);
}

/* uuid_nil() -> uuid: the nil UUID, all 128 bits zero (RFC 9562 section 5.9). */
PG_FUNCTION_INFO_V1(uuid_nil);
Datum
uuid_nil(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();

	memset(uuid->data, 0x00, UUID_LEN);
	PG_RETURN_UUID_P(uuid);
}

/* uuid_max() -> uuid: the max UUID, all 128 bits one (RFC 9562 section 5.10). */
PG_FUNCTION_INFO_V1(uuid_max);
Datum
uuid_max(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();

	memset(uuid->data, 0xFF, UUID_LEN);
	PG_RETURN_UUID_P(uuid);
}
