/*-------------------------------------------------------------------------
 *
 * mask.c
 *	  Hidden creation time: UUID version 7 keys shown to the outside world as
 *	  random-looking version 4 values (UUIDv47).
 *
 * The transform of UUIDv47 (github.com/stateless-me/uuidv47), byte for byte:
 *
 *	 message  the 74 random bits of the version 7 value as 10 bytes:
 *			  octet 6 & 0x0F, octet 7, octet 8 & 0x3F, octets 9-15
 *	 mask	  the low 48 bits of SipHash-2-4 of the message under the 16-byte
 *			  key (its bytes 0-7 and 8-15 the little-endian words k0, k1)
 *	 masked   octets 0-5 (the big-endian millisecond) XOR the mask, version
 *			  4, RFC 9562 variant; every other bit unchanged
 *
 * The message bits survive the transform, so unmasking recomputes the same
 * mask, XORs it back and sets version 7: for each key, masking is a
 * permutation of the version 7 values (distinct inputs give distinct
 * outputs) and unmasking its inverse.  It hides the timestamp behind a
 * keyed pseudo-random function; the random bits stay as they were.
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

/* Bytes of the message the mask is the hash of: the 74 random bits. */
#define MASK_MESSAGE_LEN	10

/* The 48 bits of the hash that mask the millisecond. */
#define MASK_48_BITS		((UINT64CONST(1) << 48) - 1)

/*
 * Mask or unmask the 16 bytes at data in place under the key (k0, k1): XOR
 * the low 48 bits of SipHash-2-4 of the 74 message bits (see the header
 * comment) into the 48-bit big-endian octets 0-5, then set the given
 * version (4 to mask, 7 to unmask) and the RFC 9562 variant.  Pure; the
 * caller checks the input's version.
 */
void
uuid9562_mask_xor(uint8 *data, uint64 k0, uint64 k1, int version)
{
	Uuid9562Sip s;
	uint64		mask;

	/*
	 * The message, bytes d6 & 0x0F, d7, d8 & 0x3F, d9 .. d15, is 10 bytes:
	 * the first SipHash word holds its bytes 0-7, the last one bytes 8-9
	 * and the length.
	 */
	uuid9562_sip_init(&s, k0, k1);
	uuid9562_sip_absorb(&s, (uint64) (data[6] & 0x0F) | ((uint64) data[7] << 8) |
						((uint64) (data[8] & 0x3F) << 16) | ((uint64) data[9] << 24) |
						((uint64) data[10] << 32) | ((uint64) data[11] << 40) |
						((uint64) data[12] << 48) | ((uint64) data[13] << 56));
	uuid9562_sip_absorb(&s, (uint64) data[14] | ((uint64) data[15] << 8) |
						((uint64) MASK_MESSAGE_LEN << 56));
	mask = uuid9562_sip_finish(&s) & MASK_48_BITS;
	data[0] ^= (uint8) (mask >> 40);
	data[1] ^= (uint8) (mask >> 32);
	data[2] ^= (uint8) (mask >> 24);
	data[3] ^= (uint8) (mask >> 16);
	data[4] ^= (uint8) (mask >> 8);
	data[5] ^= (uint8) mask;
	uuid9562_set_version(data, version);
}

/*
 * Raise SQLSTATE 22023 unless a key argument has len == MASK_KEY_LEN bytes.
 * The message gives the length only, never the key's bytes.
 */
void
uuid9562_mask_check_key_length(size_t len)
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

	uuid9562_mask_check_key_length(VARSIZE_ANY_EXHDR(key));
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
 * the server's configuration, the file uuid9562.mask_key_file names or the
 * preloaded uuid9562.mask_key.  STABLE: a reload between statements may
 * change it; PARALLEL RESTRICTED (from 1.3): only the backend that runs the
 * statement calls it, whose key changes only when it processes a reload,
 * between statements, so that every row of a statement has the same key (a
 * parallel worker would read the key file afresh).  Errors: those of
 * uuid9562_mask_key_current() (55000 when no key is set, F0000, 58P01 or
 * 42501 for a key file that is refused), 22023 for an id that is not
 * version 7.
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
