/*-------------------------------------------------------------------------
 *
 * mask.c
 *	  Hidden creation time: UUID version 7 keys shown to the outside world as
 *	  random-looking version 4 values (UUIDv47).
 *
 * The transform of UUIDv47 (github.com/stateless-me/uuidv47) is the pure
 * uuid9562_mask_xor() of mask_codec.c: for each key, masking is a
 * permutation of the version 7 values and unmasking its inverse.  This file
 * checks the versions, finds the key and holds the SQL-callable functions.
 *
 * The key is either an argument or, for the one-argument functions, the
 * key of the server's configuration: the file that uuid9562.mask_key_file
 * names (mask_key.c), which keeps it out of query text, settings, logs and
 * pg_stat_statements.
 *
 * IDENTIFICATION
 *	  src/mask.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "fmgr.h"

#include "uuid9562.h"

/*
 * Raise SQLSTATE 22023 unless a key argument has len == MASK_KEY_LEN bytes.
 * The message gives the length only, never the key's bytes.
 */
static void
mask_check_key_length(size_t len)
{
	if (len != MASK_KEY_LEN)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("invalid mask key length %zu", len),
				 errdetail("A mask key is %d bytes.", MASK_KEY_LEN)));
}

/*
 * The masked (unmask false) or unmasked (unmask true) copy of id under the
 * key (k0, k1), as a new uuid.  Masking takes a UUID version 7, unmasking a
 * version 4 (RFC 9562 variant both): anything else raises SQLSTATE 22023
 * naming its version.
 */
static pg_uuid_t *
mask_uuid(const pg_uuid_t *id, uint64 k0, uint64 k1, bool unmask)
{
	int			from = unmask ? 4 : 7;
	int			version = uuid9562_version(id->data);
	pg_uuid_t  *result;

	if (version < 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg(unmask ? "cannot unmask a UUID that is not of the RFC 9562 variant" :
						"cannot mask a UUID that is not of the RFC 9562 variant"),
				 errdetail(unmask ? "Only UUID version 4 can be unmasked." :
						   "Only UUID version 7 can be masked.")));
	if (version != from)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg(unmask ? "cannot unmask a UUID of version %d" :
						"cannot mask a UUID of version %d", version),
				 errdetail(unmask ? "Only UUID version 4 can be unmasked." :
						   "Only UUID version 7 can be masked.")));
	result = uuid9562_palloc_uuid();
	memcpy(result->data, id->data, UUID_LEN);
	uuid9562_mask_xor(result->data, k0, k1, unmask ? 7 : 4);
	return result;
}

/*
 * The (un)masked copy of argument 0 under the 16-byte key of argument 1,
 * for the two-argument functions.
 */
static pg_uuid_t *
mask_with_key_arg(FunctionCallInfo fcinfo, bool unmask)
{
	bytea	   *key = PG_GETARG_BYTEA_PP(1);
	uint64		k0;
	uint64		k1;

	mask_check_key_length(VARSIZE_ANY_EXHDR(key));
	uuid9562_siphash_key((const uint8 *) VARDATA_ANY(key), &k0, &k1);
	return mask_uuid(PG_GETARG_UUID_P(0), k0, k1, unmask);
}

/*
 * The (un)masked copy of argument 0 under the key of the server's
 * configuration, for the one-argument functions; the errors of
 * uuid9562_mask_key_current() when there is no usable key.
 */
static pg_uuid_t *
mask_with_setting(FunctionCallInfo fcinfo, bool unmask)
{
	uint64		k0;
	uint64		k1;

	uuid9562_mask_key_current(&k0, &k1);
	return mask_uuid(PG_GETARG_UUID_P(0), k0, k1, unmask);
}

/*
 * uuid_v7_mask(id uuid, key bytea) -> uuid: the UUID version 4 that shows
 * the version 7 id to the outside world under a 16-byte key (UUIDv47).
 * Errors: 22023 for an id that is not version 7 or a key of other than 16
 * bytes.
 */
PG_FUNCTION_INFO_V1(uuid_v7_mask);
Datum
uuid_v7_mask(PG_FUNCTION_ARGS)
{
	PG_RETURN_UUID_P(mask_with_key_arg(fcinfo, false));
}

/*
 * uuid_v7_unmask(id uuid, key bytea) -> uuid: the UUID version 7 that
 * uuid_v7_mask() turned into the version 4 id under the same key.  Errors:
 * 22023 for an id that is not version 4 or a key of other than 16 bytes.
 * A version 4 id that was never masked, or masked under another key, gives
 * some version 7 value, no error (nothing tells them apart).
 */
PG_FUNCTION_INFO_V1(uuid_v7_unmask);
Datum
uuid_v7_unmask(PG_FUNCTION_ARGS)
{
	PG_RETURN_UUID_P(mask_with_key_arg(fcinfo, true));
}

/*
 * uuid_v7_mask(id uuid) -> uuid: as uuid_v7_mask(id, key) with the key of
 * the server's configuration, the file uuid9562.mask_key_file names (as the
 * postmaster read it when preloaded).  STABLE: a reload between statements
 * may change it; PARALLEL RESTRICTED (from 1.3): only the backend that runs
 * the statement calls it, whose key stays the same to the end of its
 * transaction, so that every row of a statement has the same key (a
 * parallel worker would read the key anew).  Errors: those of
 * uuid9562_mask_key_current() (55000 when no key is set or the retired
 * uuid9562.mask_key is, F0000, 58P01 or 42501 for a key file that is
 * refused), 22023 for an id that is not version 7.
 */
PG_FUNCTION_INFO_V1(uuid_v7_mask_setting);
Datum
uuid_v7_mask_setting(PG_FUNCTION_ARGS)
{
	PG_RETURN_UUID_P(mask_with_setting(fcinfo, false));
}

/*
 * uuid_v7_unmask(id uuid) -> uuid: as uuid_v7_unmask(id, key) with the key
 * of the server's configuration, as uuid_v7_mask(id) (STABLE, PARALLEL
 * RESTRICTED).  Errors: those of uuid9562_mask_key_current(), 22023 for an
 * id that is not version 4.
 */
PG_FUNCTION_INFO_V1(uuid_v7_unmask_setting);
Datum
uuid_v7_unmask_setting(PG_FUNCTION_ARGS)
{
	PG_RETURN_UUID_P(mask_with_setting(fcinfo, true));
}
