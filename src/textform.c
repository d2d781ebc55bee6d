/*-------------------------------------------------------------------------
 *
 * textform.c
 *	  The SQL functions of the public text forms of a UUID: TypeID, ULID and
 *	  base32hex, each in both directions, with validators and generators.
 *
 * The codec and the TypeID grammar are the pure functions of base32.c; this
 * file unpacks arguments, builds results and words the errors.  Malformed
 * text raises SQLSTATE 22P02 (invalid_text_representation) quoting the
 * text, shortened when long; a bad TypeID prefix given as an argument raises
 * 22023 with the rule in a hint.  The validators never raise an error.
 *
 * IDENTIFICATION
 *	  src/textform.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "fmgr.h"
#include "utils/builtins.h"

#include "uuid9562.h"

/*
 * The rule of TypeID prefixes: the hint of a bad prefix argument, and the
 * detail of a TypeID with a bad prefix.
 */
#define TYPEID_PREFIX_RULE \
	"A prefix has at most 63 characters a-z and \"_\", and begins and ends with a letter."

/* What a TypeID's suffix and a ULID are made of, for their errors. */
#define TYPEID_SUFFIX_RULE \
	"A TypeID ends in 26 of the characters 0-9 and a-z but i, l, o and u."
#define ULID_RULE \
	"A ULID is 26 of the characters 0-9 and A-Z but I, L, O and U, in either case."

/* The text forms, for the wording of their errors. */
typedef enum TextForm
{
	FORM_TYPEID,
	FORM_ULID,
	FORM_BASE32HEX
} TextForm;

/* What the primary message of each form calls it. */
static const char *const form_names[] = {"TypeID", "ULID", "base32hex UUID"};

/*
 * The detail of an error of each form, by Uuid9562TextError; NULL where the
 * form cannot have that error.
 */
static const char *const form_details[][UUID9562_TEXT_EMPTY_PREFIX + 1] = {
	[FORM_TYPEID] = {
		[UUID9562_TEXT_LENGTH] = TYPEID_SUFFIX_RULE,
		[UUID9562_TEXT_CHAR] = TYPEID_SUFFIX_RULE,
		[UUID9562_TEXT_UPPER] = "A TypeID is lowercase.",
		[UUID9562_TEXT_OVERFLOW] = "The first character of a TypeID suffix is at most 7.",
		[UUID9562_TEXT_PREFIX] = TYPEID_PREFIX_RULE,
		[UUID9562_TEXT_EMPTY_PREFIX] = "A TypeID with an empty prefix has no separator.",
	},
	[FORM_ULID] = {
		[UUID9562_TEXT_LENGTH] = ULID_RULE,
		[UUID9562_TEXT_CHAR] = ULID_RULE,
		[UUID9562_TEXT_OVERFLOW] = "The first character of a ULID is at most 7.",
	},
	[FORM_BASE32HEX] = {
		[UUID9562_TEXT_LENGTH] = "A UUID in base32hex has 26 digits, with or without \"=\" padding.",
		[UUID9562_TEXT_CHAR] =
		"A UUID in base32hex has the digits 0-9 and the letters A-V, then only \"=\" padding.",
		[UUID9562_TEXT_PADDING] = "A UUID in base32hex has 26 digits before its \"=\" padding.",
	},
};

/*
 * Raise SQLSTATE 22P02 for the text (len bytes at s) of a form when err is
 * not UUID9562_TEXT_OK, with the text quoted and the detail of err.
 */
static void
text_form_check(TextForm form, const char *s, int len, Uuid9562TextError err)
{
	if (likely(err == UUID9562_TEXT_OK))
		return;
	ereport(ERROR,
			(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
			 errmsg("invalid %s \"%s\"", form_names[form], uuid9562_text_shown(s, len)),
			 form_details[form][err] ? errdetail("%s", form_details[form][err]) : 0));
}

/*
 * Raise SQLSTATE 22023 for a TypeID prefix argument (len bytes at s) that is
 * not 0 to 63 characters a-z and "_" beginning and ending with a letter.
 */
static void
typeid_prefix_check(const char *s, int len)
{
	if (likely(uuid9562_typeid_check_prefix(s, len) == UUID9562_TEXT_OK))
		return;
	ereport(ERROR,
			(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("invalid TypeID prefix \"%s\"", uuid9562_text_shown(s, len)),
			 errhint(TYPEID_PREFIX_RULE)));
}

/*
 * A palloc'd text of the TypeID of the 16 bytes of data with the prefix of
 * len bytes at prefix (already checked): "prefix_suffix", or the suffix alone
 * for an empty prefix.
 */
static text *
typeid_make(const char *prefix, int len, const uint8 *data)
{
	int			total = len + (len > 0) + B32_DIGITS;
	text	   *result = (text *) palloc(VARHDRSZ + total);
	char	   *out = VARDATA(result);

	SET_VARSIZE(result, VARHDRSZ + total);
	if (len > 0)
	{
		memcpy(out, prefix, len);
		out[len] = '_';
		out += len + 1;
	}
	uuid9562_b32_encode(data, CROCKFORD_LEAD, uuid9562_crockford_lower, out);
	return result;
}

/* A palloc'd text of the 26 digits of data in the alphabet digits after lead zero bits. */
static text *
b32_text(const uint8 *data, int lead, const char *digits)
{
	text	   *result = (text *) palloc(VARHDRSZ + B32_DIGITS);

	SET_VARSIZE(result, VARHDRSZ + B32_DIGITS);
	uuid9562_b32_encode(data, lead, digits, VARDATA(result));
	return result;
}

/* A parser of a text form into the 16 bytes of a UUID (base32.c). */
typedef Uuid9562TextError (*TextFormParser) (const char *s, size_t len, uint8 *data);

/*
 * The UUID of the text argument t of a form, read by parse; SQLSTATE 22P02
 * for a malformed text.
 */
static pg_uuid_t *
text_form_read(TextForm form, TextFormParser parse, text *t)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();
	const char *s = VARDATA_ANY(t);
	int			len = VARSIZE_ANY_EXHDR(t);

	text_form_check(form, s, len, parse(s, len, uuid->data));
	return uuid;
}

/*
 * The UUID of a TypeID (a text argument), whose prefix's length goes to
 * *prefix_len; SQLSTATE 22P02 for a malformed TypeID.
 */
static pg_uuid_t *
typeid_read(text *t, size_t *prefix_len)
{
	pg_uuid_t  *uuid = uuid9562_palloc_uuid();
	const char *s = VARDATA_ANY(t);
	int			len = VARSIZE_ANY_EXHDR(t);

	text_form_check(FORM_TYPEID, s, len,
					uuid9562_typeid_parse(s, len, uuid->data, prefix_len));
	return uuid;
}

/*
 * uuid_to_typeid(prefix text, id uuid) -> text: the TypeID of id with that
 * type prefix (TypeID specification 0.3.0).  SQLSTATE 22023 for a prefix
 * against the grammar.
 */
PG_FUNCTION_INFO_V1(uuid_to_typeid);
Datum
uuid_to_typeid(PG_FUNCTION_ARGS)
{
	text	   *prefix = PG_GETARG_TEXT_PP(0);
	int			len = VARSIZE_ANY_EXHDR(prefix);

	typeid_prefix_check(VARDATA_ANY(prefix), len);
	PG_RETURN_TEXT_P(typeid_make(VARDATA_ANY(prefix), len, PG_GETARG_UUID_P(1)->data));
}

/*
 * typeid_to_uuid(typeid text) -> uuid: the UUID of a TypeID of any type.
 * SQLSTATE 22P02 for a malformed TypeID.
 */
PG_FUNCTION_INFO_V1(typeid_to_uuid);
Datum
typeid_to_uuid(PG_FUNCTION_ARGS)
{
	size_t		prefix_len;

	PG_RETURN_UUID_P(typeid_read(PG_GETARG_TEXT_PP(0), &prefix_len));
}

/*
 * typeid_to_uuid(typeid text, prefix text) -> uuid: the UUID of a TypeID
 * that must have the given prefix.  SQLSTATE 22P02 for a malformed TypeID,
 * 22023 for a prefix argument against the grammar and for a TypeID of
 * another type, naming both prefixes.
 */
PG_FUNCTION_INFO_V1(typeid_to_uuid_prefix);
Datum
typeid_to_uuid_prefix(PG_FUNCTION_ARGS)
{
	text	   *t = PG_GETARG_TEXT_PP(0);
	text	   *prefix = PG_GETARG_TEXT_PP(1);
	int			want = VARSIZE_ANY_EXHDR(prefix);
	size_t		got;
	pg_uuid_t  *uuid;

	typeid_prefix_check(VARDATA_ANY(prefix), want);
	uuid = typeid_read(t, &got);
	if (got != want || memcmp(VARDATA_ANY(t), VARDATA_ANY(prefix), got) != 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("TypeID \"%s\" has prefix \"%.*s\", not \"%.*s\"",
						uuid9562_text_shown(VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t)),
						(int) got, VARDATA_ANY(t), want, VARDATA_ANY(prefix))));
	PG_RETURN_UUID_P(uuid);
}

/*
 * typeid_prefix(typeid text) -> text: the type prefix of a TypeID, empty for
 * none.  SQLSTATE 22P02 for a malformed TypeID.
 */
PG_FUNCTION_INFO_V1(typeid_prefix);
Datum
typeid_prefix(PG_FUNCTION_ARGS)
{
	text	   *t = PG_GETARG_TEXT_PP(0);
	size_t		prefix_len;

	typeid_read(t, &prefix_len);
	PG_RETURN_TEXT_P(cstring_to_text_with_len(VARDATA_ANY(t), prefix_len));
}

/* typeid_is_valid(typeid text) -> boolean: whether text is a TypeID; never an error. */
PG_FUNCTION_INFO_V1(typeid_is_valid);
Datum
typeid_is_valid(PG_FUNCTION_ARGS)
{
	text	   *t = PG_GETARG_TEXT_PP(0);
	uint8		data[UUID_LEN];
	size_t		prefix_len;

	PG_RETURN_BOOL(uuid9562_typeid_parse(VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t),
										 data, &prefix_len) == UUID9562_TEXT_OK);
}

/*
 * typeid_generate(prefix text DEFAULT '') -> text: the TypeID of a new
 * version 7 UUID, as uuid_generate_v7() makes it (strictly increasing
 * within a backend), with that prefix.  SQLSTATE 22023 for a prefix against
 * the grammar.
 */
PG_FUNCTION_INFO_V1(typeid_generate);
Datum
typeid_generate(PG_FUNCTION_ARGS)
{
	text	   *prefix = PG_GETARG_TEXT_PP(0);
	int			len = VARSIZE_ANY_EXHDR(prefix);
	uint8		data[UUID_LEN];

	typeid_prefix_check(VARDATA_ANY(prefix), len);
	uuid9562_v7_now(data);
	PG_RETURN_TEXT_P(typeid_make(VARDATA_ANY(prefix), len, data));
}

/* uuid_to_ulid(id uuid) -> text: the ULID of id, 26 uppercase characters. */
PG_FUNCTION_INFO_V1(uuid_to_ulid);
Datum
uuid_to_ulid(PG_FUNCTION_ARGS)
{
	PG_RETURN_TEXT_P(b32_text(PG_GETARG_UUID_P(0)->data, CROCKFORD_LEAD,
							  uuid9562_crockford_upper));
}

/*
 * ulid_to_uuid(ulid text) -> uuid: the UUID of a ULID in either case.
 * SQLSTATE 22P02 for a malformed ULID.
 */
PG_FUNCTION_INFO_V1(ulid_to_uuid);
Datum
ulid_to_uuid(PG_FUNCTION_ARGS)
{
	PG_RETURN_UUID_P(text_form_read(FORM_ULID, uuid9562_ulid_parse, PG_GETARG_TEXT_PP(0)));
}

/* ulid_is_valid(ulid text) -> boolean: whether text is a ULID; never an error. */
PG_FUNCTION_INFO_V1(ulid_is_valid);
Datum
ulid_is_valid(PG_FUNCTION_ARGS)
{
	text	   *t = PG_GETARG_TEXT_PP(0);
	uint8		data[UUID_LEN];

	PG_RETURN_BOOL(uuid9562_ulid_parse(VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t), data) == UUID9562_TEXT_OK);
}

/*
 * ulid_generate() -> text: the ULID of a new version 7 UUID, as
 * uuid_generate_v7() makes it (strictly increasing within a backend).
 */
PG_FUNCTION_INFO_V1(ulid_generate);
Datum
ulid_generate(PG_FUNCTION_ARGS)
{
	uint8		data[UUID_LEN];

	uuid9562_v7_now(data);
	PG_RETURN_TEXT_P(b32_text(data, CROCKFORD_LEAD, uuid9562_crockford_upper));
}

/*
 * uuid_to_base32hex(id uuid) -> text: id in base32hex (RFC 4648 section 7)
 * without padding, 26 characters 0-9 and A-V: what PostgreSQL 19 returns for
 * rtrim(encode(id::bytea, 'base32hex'), '=').
 */
PG_FUNCTION_INFO_V1(uuid_to_base32hex);
Datum
uuid_to_base32hex(PG_FUNCTION_ARGS)
{
	PG_RETURN_TEXT_P(b32_text(PG_GETARG_UUID_P(0)->data, 0, uuid9562_base32hex_upper));
}

/*
 * base32hex_to_uuid(text) -> uuid: the UUID of a base32hex text, as
 * PostgreSQL 19's decode(text, 'base32hex')::uuid reads it (see
 * uuid9562_base32hex_parse()).  SQLSTATE 22P02 for any text that it rejects.
 */
PG_FUNCTION_INFO_V1(base32hex_to_uuid);
Datum
base32hex_to_uuid(PG_FUNCTION_ARGS)
{
	PG_RETURN_UUID_P(text_form_read(FORM_BASE32HEX, uuid9562_base32hex_parse,
									PG_GETARG_TEXT_PP(0)));
}
