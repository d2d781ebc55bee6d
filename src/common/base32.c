/*-------------------------------------------------------------------------
 *
 * base32.c
 *	  The codec of the base-32 text forms (TypeID, ULID, base32hex) and the
 *	  TypeID grammar, pure.
 *
 * All three write the 128 bits as 26 digits of 5 bits: TypeID and ULID put
 * the two spare zero bits in front (Crockford's alphabet), base32hex at the
 * end (RFC 4648 section 7).  Errors come back as a Uuid9562TextError, which
 * textform.c turns into messages.  The forms: docs/text-forms.md.
 *
 * IDENTIFICATION
 *	  src/common/base32.c
 *
 *-------------------------------------------------------------------------
 */
#ifndef FRONTEND
#include "postgres.h"
#else
#include "postgres_fe.h"
#endif

#include "uuid9562_common.h"

/* Bits of a base-32 digit and the mask of its value. */
#define B32_BITS		5
#define B32_MASK		0x1F

/*
 * The flag that the decoding table of Crockford's alphabet adds to the value
 * of an uppercase letter (TypeID takes lowercase only); -1 marks a byte
 * outside the alphabet.  OR-ing the entries of a text together tells both at
 * the end of one pass.
 */
#define B32_UPPER		0x20

/* Crockford's alphabet without I, L, O and U, in ASCII (sort) order. */
const char uuid9562_crockford_lower[32] = "0123456789abcdefghjkmnpqrstvwxyz";
const char uuid9562_crockford_upper[32] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/* The base32hex alphabet of RFC 4648 section 7, as PostgreSQL writes it. */
const char uuid9562_base32hex_upper[32] = "0123456789ABCDEFGHIJKLMNOPQRSTUV";

/*
 * Value of each ASCII byte in Crockford's alphabet, either case, an
 * uppercase letter flagged with B32_UPPER; -1 outside the alphabet (also I,
 * L, O and U).  Bytes from 128 up (of multibyte characters) are outside
 * every alphabet: see b32_value().
 */
const int8	uuid9562_crockford_values[128] = {
	-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
	-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
	-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, -1, -1, -1, -1, -1, -1,
	-1, 42, 43, 44, 45, 46, 47, 48, 49, -1, 50, 51, -1, 52, 53, -1,
	54, 55, 56, 57, 58, -1, 59, 60, 61, 62, 63, -1, -1, -1, -1, -1,
	-1, 10, 11, 12, 13, 14, 15, 16, 17, -1, 18, 19, -1, 20, 21, -1,
	22, 23, 24, 25, 26, -1, 27, 28, 29, 30, 31, -1, -1, -1, -1, -1,
};

/* Value of each ASCII byte in the base32hex alphabet, either case; -1 outside it. */
const int8	uuid9562_base32hex_values[128] = {
	-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
	-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
	-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, -1, -1, -1, -1, -1, -1,
	-1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
	25, 26, 27, 28, 29, 30, 31, -1, -1, -1, -1, -1, -1, -1, -1, -1,
	-1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
	25, 26, 27, 28, 29, 30, 31, -1, -1, -1, -1, -1, -1, -1, -1, -1,
};

/*
 * The entry of byte c in the decoding table values (of 128 entries), -1 for a
 * byte from 128 up.
 */
static inline int8
b32_value(const int8 *values, char c)
{
	uint8		b = (uint8) c;

	return b < 128 ? values[b] : -1;
}

/*
 * Write the 16 bytes of data as B32_DIGITS digits of the alphabet digits
 * (its 32 characters in value order) into out, which is not terminated:
 * after lead zero bits (2 for TypeID and ULID, 0 for base32hex) the bits
 * of data, most significant first, and zero bits to fill the last digit.
 */
void
uuid9562_b32_encode(const uint8 *data, int lead, const char *digits, char *out)
{
	uint32		acc = 0;		/* only its low "bits" bits matter */
	int			bits = lead;

	for (int i = 0; i < UUID9562_LEN; i++)
	{
		acc = (acc << 8) | data[i];
		bits += 8;
		while (bits >= B32_BITS)
		{
			bits -= B32_BITS;
			*out++ = digits[(acc >> bits) & B32_MASK];
		}
	}
	if (bits > 0)
		*out++ = digits[(acc << (B32_BITS - bits)) & B32_MASK];
}

/*
 * Read B32_DIGITS digits at in with the decoding table values (of
 * uuid9562_crockford_values or uuid9562_base32hex_values) into the 16 bytes
 * of data, the layout of uuid9562_b32_encode() with lead zero bits in front.
 * Returns UUID9562_TEXT_OK, or: UUID9562_TEXT_CHAR for a byte outside the
 * alphabet, UUID9562_TEXT_UPPER for an uppercase letter when lower_only,
 * UUID9562_TEXT_OVERFLOW when a lead bit is one (a first digit above 7);
 * data is then undefined.  The fill bits after the 128 (the last 2 of a
 * base32hex text) are ignored, as PostgreSQL 19's decode() ignores them.
 */
Uuid9562TextError
uuid9562_b32_decode(const char *in, int lead, const int8 *values,
					bool lower_only, uint8 *data)
{
	uint32		acc = 0;
	int			bits = -lead;
	int8		seen = 0;		/* the table entries OR-ed together */

	for (int i = 0; i < B32_DIGITS; i++)
	{
		int8		v = b32_value(values, in[i]);

		seen |= v;
		acc = (acc << B32_BITS) | (v & B32_MASK);
		bits += B32_BITS;
		if (bits >= 8)
		{
			bits -= 8;
			*data++ = (uint8) (acc >> bits);
		}
	}
	if (seen < 0)
		return UUID9562_TEXT_CHAR;
	if (lower_only && (seen & B32_UPPER))
		return UUID9562_TEXT_UPPER;
	if (lead > 0 && (b32_value(values, in[0]) & B32_MASK) >> (B32_BITS - lead) != 0)
		return UUID9562_TEXT_OVERFLOW;
	return UUID9562_TEXT_OK;
}

/*
 * Parse a ULID (len bytes at s) into data (16 bytes): the ULID
 * specification's 26 characters of Crockford's alphabet in either case, the
 * first at most 7.  Returns UUID9562_TEXT_OK, UUID9562_TEXT_LENGTH, or what
 * uuid9562_b32_decode() says.
 */
Uuid9562TextError
uuid9562_ulid_parse(const char *s, size_t len, uint8 *data)
{
	if (len != B32_DIGITS)
		return UUID9562_TEXT_LENGTH;
	return uuid9562_b32_decode(s, CROCKFORD_LEAD, uuid9562_crockford_values, false, data);
}

/*
 * Check a TypeID prefix of len bytes: at most TYPEID_MAX_PREFIX characters
 * a-z and "_", the first and last a letter, or empty.  Returns
 * UUID9562_TEXT_OK or UUID9562_TEXT_PREFIX.
 */
Uuid9562TextError
uuid9562_typeid_check_prefix(const char *prefix, size_t len)
{
	if (len > TYPEID_MAX_PREFIX)
		return UUID9562_TEXT_PREFIX;
	for (size_t i = 0; i < len; i++)
		if (!((prefix[i] >= 'a' && prefix[i] <= 'z') || prefix[i] == '_'))
			return UUID9562_TEXT_PREFIX;
	if (len > 0 && (prefix[0] == '_' || prefix[len - 1] == '_'))
		return UUID9562_TEXT_PREFIX;
	return UUID9562_TEXT_OK;
}

/*
 * Parse a TypeID of len bytes into data (16 bytes) and the length of its
 * prefix, which is the first *prefix_len bytes of s.  The separator is the
 * last "_"; without one, all of s is the suffix.  Returns UUID9562_TEXT_OK,
 * UUID9562_TEXT_EMPTY_PREFIX for a separator with nothing before it,
 * UUID9562_TEXT_PREFIX for a bad prefix, UUID9562_TEXT_LENGTH for a suffix
 * not of B32_DIGITS bytes, or what uuid9562_b32_decode() says of the suffix
 * (lowercase only).
 */
Uuid9562TextError
uuid9562_typeid_parse(const char *s, size_t len, uint8 *data, size_t *prefix_len)
{
	size_t		sep = len;
	Uuid9562TextError err;

	for (size_t i = len; i > 0; i--)
		if (s[i - 1] == '_')
		{
			sep = i - 1;
			break;
		}
	if (sep == len)
	{
		*prefix_len = 0;
		if (len != B32_DIGITS)
			return UUID9562_TEXT_LENGTH;
		return uuid9562_b32_decode(s, CROCKFORD_LEAD, uuid9562_crockford_values, true, data);
	}
	*prefix_len = sep;
	if (sep == 0)
		return UUID9562_TEXT_EMPTY_PREFIX;
	err = uuid9562_typeid_check_prefix(s, sep);
	if (err != UUID9562_TEXT_OK)
		return err;
	if (len - sep - 1 != B32_DIGITS)
		return UUID9562_TEXT_LENGTH;
	return uuid9562_b32_decode(s + sep + 1, CROCKFORD_LEAD, uuid9562_crockford_values, true, data);
}

/*
 * Parse the base32hex text of a UUID (len bytes at s) into data (16 bytes),
 * accepting exactly what PostgreSQL 19's decode(s, 'base32hex') accepts and
 * turns into 16 bytes: digits 0-9 and A-V in either case; spaces, tabs and
 * line ends anywhere, ignored; "=" padding once a group of 8 digits has 2, 4,
 * 5 or 7 of them, followed by nothing but "=" and spaces; 26 or 27 digits
 * (the bits after the 128th ignored).  Returns UUID9562_TEXT_OK,
 * UUID9562_TEXT_CHAR for a byte outside the alphabet or a digit after the
 * padding, UUID9562_TEXT_PADDING for padding where no group can end, or
 * UUID9562_TEXT_LENGTH for fewer than 26 or more than 27 digits.
 */
Uuid9562TextError
uuid9562_base32hex_parse(const char *s, size_t len, uint8 *data)
{
	char		digits[B32_DIGITS + 1];
	int			n = 0;
	int			in_group = 0;	/* digits of the current group of 8 */
	bool		padded = false;

	/* the common case, 26 digits without padding or space, in one pass */
	if (len == B32_DIGITS)
		return uuid9562_b32_decode(s, 0, uuid9562_base32hex_values, false, data);

	for (size_t i = 0; i < len; i++)
	{
		char		c = s[i];

		if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
			continue;
		if (c == '=')
		{
			if (!padded && in_group != 2 && in_group != 4 && in_group != 5 && in_group != 7)
				return UUID9562_TEXT_PADDING;
			padded = true;
			continue;
		}
		if (padded || b32_value(uuid9562_base32hex_values, c) < 0)
			return UUID9562_TEXT_CHAR;
		if (n == lengthof(digits))
			return UUID9562_TEXT_LENGTH;
		digits[n++] = c;
		in_group = (in_group + 1) % 8;
	}
	if (n < B32_DIGITS)
		return UUID9562_TEXT_LENGTH;
	return uuid9562_b32_decode(digits, 0, uuid9562_base32hex_values, false, data);
}
