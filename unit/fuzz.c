/*-------------------------------------------------------------------------
 *
 * fuzz.c
 *	  libFuzzer targets of every parser and decoder of the pure layer: the
 *	  text forms (ULID, TypeID, base32hex), UUIDv9 text validation and
 *	  prefixes, and the contents of a mask key file.
 *
 * "make fuzz" builds one program per target (FUZZ_TARGET names its
 * LLVMFuzzerTestOneInput).  Besides the sanitizers' checks, each target
 * checks what must hold of any input: what a parser accepts round-trips,
 * what it refuses it refuses for the reason the input shows, and the
 * answers agree with the reference rules of support.c.
 *
 * IDENTIFICATION
 *	  unit/fuzz.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres_fe.h"

#include "support.h"
#include "uuid9562_common.h"

/* Abort, naming the check, unless cond holds. */
#define FUZZ_CHECK(cond) \
	do { \
		if (!(cond)) \
		{ \
			fputs("fuzz check failed: " #cond "\n", stderr); \
			abort(); \
		} \
	} while (0)

int			LLVMFuzzerTestOneInput(const uint8 *data, size_t size);

/* The value of a base-32 digit of the alphabet digits (32 chars), or -1. */
static int
digit_value(const char *digits, char c)
{
	const char *p = c != '\0' ? memchr(digits, c, 32) : NULL;

	return p ? (int) (p - digits) : -1;
}

/* c in upper case, for ASCII letters. */
static char
upper(char c)
{
	return c >= 'a' && c <= 'z' ? (char) (c - 'a' + 'A') : c;
}

/*
 * ULID: an accepted text is 26 characters whose upper case is the encoding
 * of its bytes; a refused one of 26 characters has a byte outside the
 * alphabet or a first digit above 7.
 */
static int
fuzz_ulid(const uint8 *data, size_t size)
{
	const char *s = (const char *) data;
	uint8		u[UUID9562_LEN];
	uint8		back[UUID9562_LEN];
	char		text[B32_DIGITS];
	Uuid9562TextError err = uuid9562_ulid_parse(s, size, u);

	if (err != UUID9562_TEXT_OK)
	{
		FUZZ_CHECK(size == B32_DIGITS ? err == UUID9562_TEXT_CHAR || err == UUID9562_TEXT_OVERFLOW :
				   err == UUID9562_TEXT_LENGTH);
		return 0;
	}
	FUZZ_CHECK(size == B32_DIGITS);
	uuid9562_b32_encode(u, CROCKFORD_LEAD, uuid9562_crockford_upper, text);
	for (int i = 0; i < B32_DIGITS; i++)
		FUZZ_CHECK(upper(s[i]) == text[i]);
	FUZZ_CHECK(uuid9562_ulid_parse(text, B32_DIGITS, back) == UUID9562_TEXT_OK);
	FUZZ_CHECK(memcmp(u, back, UUID9562_LEN) == 0);
	return 0;
}

/*
 * TypeID: an accepted text is exactly its prefix (which the prefix check
 * accepts), "_" when the prefix is not empty, and the lower-case encoding
 * of its bytes.
 */
static int
fuzz_typeid(const uint8 *data, size_t size)
{
	const char *s = (const char *) data;
	uint8		u[UUID9562_LEN];
	char		text[B32_DIGITS];
	size_t		prefix_len = 0;
	Uuid9562TextError err = uuid9562_typeid_parse(s, size, u, &prefix_len);

	if (err != UUID9562_TEXT_OK)
	{
		FUZZ_CHECK(prefix_len <= size);
		if (memchr(s, '_', size) == NULL)
			FUZZ_CHECK(size == B32_DIGITS ? err == UUID9562_TEXT_CHAR ||
					   err == UUID9562_TEXT_UPPER || err == UUID9562_TEXT_OVERFLOW :
					   err == UUID9562_TEXT_LENGTH);
		return 0;
	}
	FUZZ_CHECK(uuid9562_typeid_check_prefix(s, prefix_len) == UUID9562_TEXT_OK);
	FUZZ_CHECK(size == (prefix_len > 0 ? prefix_len + 1 : 0) + B32_DIGITS);
	FUZZ_CHECK(prefix_len == 0 || s[prefix_len] == '_');
	uuid9562_b32_encode(u, CROCKFORD_LEAD, uuid9562_crockford_lower, text);
	FUZZ_CHECK(memcmp(s + size - B32_DIGITS, text, B32_DIGITS) == 0);
	return 0;
}

/*
 * base32hex: the text and the same text with a space after it (which the
 * parser reads on its general path, not the one-pass path of 26 digits)
 * are both accepted, as the same bytes, or both refused (the reason may
 * differ: the one-pass path calls a space or "=" in 26 bytes a bad
 * character, the general path counts the digits).  An accepted text holds
 * 26 or 27 digits whose first 25 are, in upper case, those of the encoding
 * of its bytes, and whose 26th differs from it in the 2 fill bits at most.
 */
static int
fuzz_base32hex(const uint8 *data, size_t size)
{
	const char *s = (const char *) data;
	char	   *spaced = malloc(size + 1);
	uint8		u[UUID9562_LEN];
	uint8		v[UUID9562_LEN];
	char		text[B32_DIGITS];
	char		digits[B32_DIGITS + 1];
	int			n = 0;
	Uuid9562TextError err = uuid9562_base32hex_parse(s, size, u);

	memcpy(spaced, s, size);
	spaced[size] = ' ';
	FUZZ_CHECK((uuid9562_base32hex_parse(spaced, size + 1, v) == UUID9562_TEXT_OK) ==
			   (err == UUID9562_TEXT_OK));
	free(spaced);
	if (err != UUID9562_TEXT_OK)
		return 0;
	FUZZ_CHECK(memcmp(u, v, UUID9562_LEN) == 0);
	for (size_t i = 0; i < size && s[i] != '='; i++)
		if (!strchr(" \t\r\n", s[i]))
		{
			FUZZ_CHECK(n <= B32_DIGITS);
			digits[n++] = upper(s[i]);
		}
	FUZZ_CHECK(n == B32_DIGITS || n == B32_DIGITS + 1);
	uuid9562_b32_encode(u, 0, uuid9562_base32hex_upper, text);
	FUZZ_CHECK(memcmp(digits, text, B32_DIGITS - 1) == 0);
	FUZZ_CHECK((digit_value(uuid9562_base32hex_upper, digits[B32_DIGITS - 1]) & ~3) ==
			   digit_value(uuid9562_base32hex_upper, text[B32_DIGITS - 1]));
	return 0;
}

/*
 * UUIDv9 text: without options, valid exactly for 36 characters 8-4-4-4-12
 * of hex digits (the reference rule); each option only narrows that; with
 * the checksum, a valid text's last byte is the CRC-8 of the others, written
 * in lower case as the references write it, and a lower-case text of that
 * shape with that CRC-8 is valid; with the
 * version, valid exactly when its marks are 9, or 1 or 4 then 8-b.
 */
static int
fuzz_v9_text(const uint8 *data, size_t size)
{
	const char *s = (const char *) data;
	bool		shape = size == UNIT_UUID_TEXT_LEN;
	bool		lower = true;
	bool		marks;
	uint8		u[UUID9562_LEN];
	char		text[UNIT_UUID_TEXT_LEN + 1];

	for (size_t i = 0; shape && i < size; i++)
	{
		if (i == 8 || i == 13 || i == 18 || i == 23)
			shape = s[i] == '-';
		else
			shape = unit_hex_digit(s[i]) >= 0;
		lower = lower && !(s[i] >= 'A' && s[i] <= 'F');
	}
	FUZZ_CHECK(uuid9562_v9_text_valid(s, size, false, false) == shape);
	if (!shape)
	{
		FUZZ_CHECK(!uuid9562_v9_text_valid(s, size, true, false));
		FUZZ_CHECK(!uuid9562_v9_text_valid(s, size, false, true));
		FUZZ_CHECK(!uuid9562_v9_text_valid(s, size, true, true));
		return 0;
	}
	memcpy(text, s, UNIT_UUID_TEXT_LEN);
	text[UNIT_UUID_TEXT_LEN] = '\0';
	unit_uuid_scan(text, u);
	if (uuid9562_v9_text_valid(s, size, true, false))
	{
		FUZZ_CHECK(uuid9562_crc8(u, 15) == u[15]);
		FUZZ_CHECK(!(s[34] >= 'A' && s[34] <= 'F') && !(s[35] >= 'A' && s[35] <= 'F'));
	}
	if (lower)
		FUZZ_CHECK(uuid9562_v9_text_valid(s, size, true, false) == (uuid9562_crc8(u, 15) == u[15]));
	marks = s[14] == '9' || ((s[14] == '1' || s[14] == '4') && strchr("89abAB", s[19]) != NULL);
	FUZZ_CHECK(uuid9562_v9_text_valid(s, size, false, true) == marks);
	FUZZ_CHECK(uuid9562_v9_text_valid(s, size, true, true) ==
			   (uuid9562_v9_text_valid(s, size, true, false) && marks));
	return 0;
}

/*
 * UUIDv9 prefix and layout: the first byte chooses the options, the rest
 * is the prefix.  The parser answers as the reference rule (-2 for a
 * non-hex byte, -1 for more than 8 digits, else the digits and their
 * value); a parsed prefix, encoded with those options, fits, leads the
 * text in lower case, and the text is valid with the options used.
 */
static int
fuzz_v9_prefix(const uint8 *data, size_t size)
{
	const char *s = (const char *) data + 1;
	size_t		len = size - 1;
	Uuid9562V9	v9 = {0};
	uint32		expected = 0;
	int			expected_n;
	uint8		u[UUID9562_LEN];
	char		text[UNIT_UUID_TEXT_LEN + 1];
	uint8		opts;
	int			n;

	if (size == 0)
		return 0;
	opts = data[0];
	expected_n = len > V9_MAX_PREFIX ? -1 : (int) len;
	for (size_t i = 0; i < len; i++)
	{
		if (unit_hex_digit(s[i]) < 0)
			expected_n = -2;
		expected = expected * 16 + (uint32) Max(unit_hex_digit(s[i]), 0);
	}
	n = uuid9562_v9_parse_prefix(s, len, &v9.prefix);
	FUZZ_CHECK(n == expected_n);
	if (n < 0)
		return 0;
	FUZZ_CHECK(v9.prefix == expected);
	v9.prefix_len = n;
	v9.has_time = opts & 1;
	v9.has_counter = v9.has_time && (opts & 2);
	v9.checksum = opts & 4;
	v9.version = opts & 8;
	v9.legacy = opts & 16;
	v9.unix_ms = UINT64CONST(0xFFFFFFFFFFFF) >> (opts >> 5);	/* 12 down to 10 digits */
	v9.counter = 0xABCDE;
	FUZZ_CHECK(uuid9562_v9_random_digits(&v9) >= 0);
	uuid9562_v9_encode(u, &v9, UINT64CONST(0x0123456789ABCDEF), UINT64CONST(0xFEDCBA9876543210));
	unit_uuid_format(u, text);
	for (int i = 0, pos = 0; i < n; i++, pos++)
	{
		if (pos == 8)
			pos++;				/* the dash */
		FUZZ_CHECK(text[pos] == (s[i] >= 'A' && s[i] <= 'F' ? s[i] - 'A' + 'a' : s[i]));
	}
	FUZZ_CHECK(uuid9562_v9_text_valid(text, UNIT_UUID_TEXT_LEN, v9.checksum,
									  v9.version || v9.legacy));
	return 0;
}

/*
 * Mask key file: the parser accepts exactly what the reference rule does,
 * with the same key, and leaves the key all zero when it refuses; the same
 * bytes up to the first NUL, as the setting uuid9562.mask_key, are a key
 * exactly when they are 32 hex digits.
 */
static int
fuzz_key_file(const uint8 *data, size_t size)
{
	const char *s = (const char *) data;
	char	   *c_string = malloc(size + 1);
	uint8		key[MASK_KEY_LEN];
	uint8		expected[MASK_KEY_LEN];
	uint8		zero[MASK_KEY_LEN] = {0};
	bool		ok;

	memset(key, 0xA5, sizeof(key));
	ok = uuid9562_mask_parse_key_file(s, size, key);

	FUZZ_CHECK(ok == unit_key_file_expected(s, size, expected));
	FUZZ_CHECK(memcmp(key, ok ? expected : zero, MASK_KEY_LEN) == 0);
	memcpy(c_string, s, size);
	c_string[size] = '\0';
	memset(key, 0xA5, sizeof(key));
	ok = uuid9562_mask_parse_key(c_string, key);
	FUZZ_CHECK(ok == (strlen(c_string) == 2 * MASK_KEY_LEN &&
					  unit_key_file_expected(c_string, 2 * MASK_KEY_LEN, expected)));
	FUZZ_CHECK(memcmp(key, ok ? expected : zero, MASK_KEY_LEN) == 0);
	free(c_string);
	return 0;
}

/* The entry point of libFuzzer: the target FUZZ_TARGET names. */
int
LLVMFuzzerTestOneInput(const uint8 *data, size_t size)
{
	return FUZZ_TARGET(data, size);
}
