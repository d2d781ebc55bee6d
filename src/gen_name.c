/*-------------------------------------------------------------------------
 *
 * gen_name.c
 *	  Name-based generators: UUID versions 3 and 5, name-based version 8,
 *	  the caller-laid-out version 8, and the namespaces of RFC 9562.
 *
 * A name-based UUID is the first 16 octets of a hash over a namespace UUID
 * and a name, with the version and variant bits overwritten (RFC 9562
 * sections 5.3, 5.5 and 6.5): MD5 for version 3, SHA-1 for version 5, a
 * SHA-2 function for version 8 (Appendix B.2), optionally preceded by a
 * hash-space UUID that names the hash function (the draft scheme of RFC 9562
 * section 6.5's predecessors).  The same namespace and name always give the
 * same UUID.  The hashes are PostgreSQL's own (common/cryptohash.h: OpenSSL
 * when the server was built with it); SHA-3 and SHAKE are not among them,
 * so they are not offered.
 *
 * IDENTIFICATION
 *	  src/gen_name.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "common/cryptohash.h"
#include "common/sha2.h"
#include "fmgr.h"
#include "utils/builtins.h"

#include "uuid9562.h"

/* The hash functions uuid_generate_v8_name() accepts, by the name it takes. */
typedef struct NameHash
{
	const char *name;
	pg_cryptohash_type type;
} NameHash;

static const NameHash v8_hashes[] = {
	{"sha224", PG_SHA224},
	{"sha256", PG_SHA256},
	{"sha384", PG_SHA384},
	{"sha512", PG_SHA512}
};

/*
 * The namespaces of RFC 9562 section 6.6, in the order of the NS_* indexes:
 * DNS 6ba7b810-9dad-11d1-80b4-00c04fd430c8, URL ...811..., OID ...812...,
 * X.500 ...814....
 */
#define NS_DNS		0
#define NS_URL		1
#define NS_OID		2
#define NS_X500		3
static const uint8 namespaces[][UUID_LEN] = {
	{0x6b, 0xa7, 0xb8, 0x10, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8},
	{0x6b, 0xa7, 0xb8, 0x11, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8},
	{0x6b, 0xa7, 0xb8, 0x12, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8},
	{0x6b, 0xa7, 0xb8, 0x14, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8}
};

/*
 * Fill out with the first 16 octets of the hash "type" over hashspace (if
 * not NULL), namespace and name_len octets of name, with the given version
 * and the RFC 9562 variant: the one hashing path of versions 3, 5 and 8.
 * Errors of the hash function (MD5 refused in FIPS mode, out of memory) are
 * raised as such.
 */
static void
name_hash(pg_uuid_t *out, pg_cryptohash_type type, int version,
		  const pg_uuid_t *hashspace, const pg_uuid_t *namespace,
		  const char *name, size_t name_len)
{
	pg_cryptohash_ctx *ctx = pg_cryptohash_create(type);
	uint8		digest[PG_SHA512_DIGEST_LENGTH];	/* the longest */

	if (pg_cryptohash_init(ctx) < 0 ||
		(hashspace != NULL &&
		 pg_cryptohash_update(ctx, hashspace->data, UUID_LEN) < 0) ||
		pg_cryptohash_update(ctx, namespace->data, UUID_LEN) < 0 ||
		pg_cryptohash_update(ctx, (const uint8 *) name, name_len) < 0 ||
		pg_cryptohash_final(ctx, digest, sizeof(digest)) < 0)
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("could not compute hash for UUID version %d: %s",
						version, pg_cryptohash_error(ctx))));
	pg_cryptohash_free(ctx);
	memcpy(out->data, digest, UUID_LEN);
	uuid9562_set_version(out->data, version);
}

/*
 * A palloc'd name-based UUID of the given version over a namespace and the
 * octets of a text or bytea name (as stored, so a text name is hashed in the
 * database encoding, as uuid-ossp does).
 */
static pg_uuid_t *
name_uuid(pg_cryptohash_type type, int version, const pg_uuid_t *namespace,
		  const struct varlena *name)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();

	name_hash(uuid, type, version, NULL, namespace,
			  VARDATA_ANY(name), VARSIZE_ANY_EXHDR(name));
	return uuid;
}

/*
 * uuid_generate_v3(namespace uuid, name text) -> uuid: the version 3 (MD5)
 * UUID of a name in a namespace (RFC 9562 section 5.3).
 */
PG_FUNCTION_INFO_V1(uuid_generate_v3);
Datum
uuid_generate_v3(PG_FUNCTION_ARGS)
{
	PG_RETURN_UUID_P(name_uuid(PG_MD5, 3, PG_GETARG_UUID_P(0), PG_GETARG_VARLENA_PP(1)));
}

/*
 * uuid_generate_v3(namespace uuid, name bytea) -> uuid: the same for a binary
 * name; text and bytea are both hashed as their stored octets.
 */
PG_FUNCTION_INFO_V1(uuid_generate_v3_bytea);
Datum
uuid_generate_v3_bytea(PG_FUNCTION_ARGS)
{
	return uuid_generate_v3(fcinfo);
}

/*
 * uuid_generate_v5(namespace uuid, name text) -> uuid: the version 5 (SHA-1)
 * UUID of a name in a namespace (RFC 9562 section 5.5).
 */
PG_FUNCTION_INFO_V1(uuid_generate_v5);
Datum
uuid_generate_v5(PG_FUNCTION_ARGS)
{
	PG_RETURN_UUID_P(name_uuid(PG_SHA1, 5, PG_GETARG_UUID_P(0), PG_GETARG_VARLENA_PP(1)));
}

/*
 * uuid_generate_v5(namespace uuid, name bytea) -> uuid: the same for a binary
 * name; text and bytea are both hashed as their stored octets.
 */
PG_FUNCTION_INFO_V1(uuid_generate_v5_bytea);
Datum
uuid_generate_v5_bytea(PG_FUNCTION_ARGS)
{
	return uuid_generate_v5(fcinfo);
}

/*
 * The hash function uuid_generate_v8_name() knows by a name (any case).
 * SQLSTATE 22023, quoting the name (cut at TEXT_SHOWN_MAX bytes) and
 * listing the accepted names, for any other.
 */
static pg_cryptohash_type
v8_hash_lookup(const char *name)
{
	for (int i = 0; i < lengthof(v8_hashes); i++)
		if (pg_strcasecmp(name, v8_hashes[i].name) == 0)
			return v8_hashes[i].type;
	ereport(ERROR,
			(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("unrecognized hash algorithm \"%s\" for UUID version 8",
					uuid9562_text_shown(name, strlen(name))),
			 errhint("Use sha224, sha256, sha384 or sha512.")));
	return PG_SHA256;			/* keep compiler quiet */
}

/*
 * uuid_generate_v8_name(namespace uuid, name text, algorithm text DEFAULT
 * 'sha256', hashspace uuid DEFAULT NULL) -> uuid: a name-based version 8
 * UUID (RFC 9562 section 6.5, Appendix B.2): the hash over hashspace (when
 * given), namespace and name.  Not STRICT, because a NULL hashspace means
 * none: NULL when namespace, name or algorithm is NULL.  SQLSTATE 22023 for
 * an unknown algorithm.
 */
PG_FUNCTION_INFO_V1(uuid_generate_v8_name);
Datum
uuid_generate_v8_name(PG_FUNCTION_ARGS)
{
	pg_cryptohash_type type;
	text	   *name;
	pg_uuid_t  *uuid;

	if (PG_ARGISNULL(0) || PG_ARGISNULL(1) || PG_ARGISNULL(2))
		PG_RETURN_NULL();
	type = v8_hash_lookup(text_to_cstring(PG_GETARG_TEXT_PP(2)));
	name = PG_GETARG_TEXT_PP(1);
	uuid = uuid9562_palloc_uuid();
	name_hash(uuid, type, 8, PG_ARGISNULL(3) ? NULL : PG_GETARG_UUID_P(3),
			  PG_GETARG_UUID_P(0), VARDATA_ANY(name), VARSIZE_ANY_EXHDR(name));
	PG_RETURN_UUID_P(uuid);
}

/*
 * uuid_generate_v8(data bytea) -> uuid: the caller's 16 octets as a version 8
 * UUID (RFC 9562 section 5.8), the version and variant bits overwritten.
 * SQLSTATE 22023, naming the length, for data of any other length.
 */
PG_FUNCTION_INFO_V1(uuid_generate_v8);
Datum
uuid_generate_v8(PG_FUNCTION_ARGS)
{
	bytea	   *data = PG_GETARG_BYTEA_PP(0);
	pg_uuid_t  *uuid;

	if (VARSIZE_ANY_EXHDR(data) != UUID_LEN)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("invalid data length %d for UUID version 8",
						(int) VARSIZE_ANY_EXHDR(data)),
				 errhint("UUID version 8 takes exactly 16 bytes of data.")));
	uuid = uuid9562_palloc_uuid();
	memcpy(uuid->data, VARDATA_ANY(data), UUID_LEN);
	uuid9562_set_version(uuid->data, 8);
	PG_RETURN_UUID_P(uuid);
}

/* A palloc'd copy of the namespace UUID of an NS_* index. */
static pg_uuid_t *
ns_uuid(int ns)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();

	memcpy(uuid->data, namespaces[ns], UUID_LEN);
	return uuid;
}

/* uuid_ns_dns() -> uuid: the namespace of fully qualified domain names. */
PG_FUNCTION_INFO_V1(uuid_ns_dns);
Datum
uuid_ns_dns(PG_FUNCTION_ARGS)
{
	PG_RETURN_UUID_P(ns_uuid(NS_DNS));
}

/* uuid_ns_url() -> uuid: the namespace of URLs. */
PG_FUNCTION_INFO_V1(uuid_ns_url);
Datum
uuid_ns_url(PG_FUNCTION_ARGS)
{
	PG_RETURN_UUID_P(ns_uuid(NS_URL));
}

/* uuid_ns_oid() -> uuid: the namespace of ISO object identifiers. */
PG_FUNCTION_INFO_V1(uuid_ns_oid);
Datum
uuid_ns_oid(PG_FUNCTION_ARGS)
{
	PG_RETURN_UUID_P(ns_uuid(NS_OID));
}

/* uuid_ns_x500() -> uuid: the namespace of X.500 distinguished names (DER or text). */
PG_FUNCTION_INFO_V1(uuid_ns_x500);
Datum
uuid_ns_x500(PG_FUNCTION_ARGS)
{
	PG_RETURN_UUID_P(ns_uuid(NS_X500));
}
