/*-------------------------------------------------------------------------
 *
 * test_base32.c
 *	  The groups of base32.c: TypeID, ULID and base32hex, against the
 *	  specifications' examples and by round trips.
 *
 * IDENTIFICATION
 *	  unit/test_base32.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres_fe.h"

#include "unit.h"

/* The 26 characters at s followed by a NUL in out, for messages. */
static const char *
b32_shown(const char *s, char *out)
{
	memcpy(out, s, B32_DIGITS);
	out[B32_DIGITS] = '\0';
	return out;
}

/* The TypeID specification's valid examples: text, prefix length, UUID. */
static const struct
{
	const char *typeid;
	size_t		prefix_len;
	const char *uuid;
}			typeid_valid[] = {
	{"00000000000000000000000000", 0, "00000000-0000-0000-0000-000000000000"},
	{"00000000000000000000000001", 0, "00000000-0000-0000-0000-000000000001"},
	{"0000000000000000000000000a", 0, "00000000-0000-0000-0000-00000000000a"},
	{"0000000000000000000000000g", 0, "00000000-0000-0000-0000-000000000010"},
	{"00000000000000000000000010", 0, "00000000-0000-0000-0000-000000000020"},
	{"7zzzzzzzzzzzzzzzzzzzzzzzzz", 0, "ffffffff-ffff-ffff-ffff-ffffffffffff"},
	{"prefix_0123456789abcdefghjkmnpqrs", 6, "0110c853-1d09-52d8-d73e-1194e95b5f19"},
	{"prefix_01h455vb4pex5vsknk084sn02q", 6, "01890a5d-ac96-774b-bcce-b302099a8057"},
	{"pre_fix_00000000000000000000000000", 7, "00000000-0000-0000-0000-000000000000"},
};

/* The TypeID specification's invalid examples, and more, with their error. */
static const struct
{
	const char *typeid;
	Uuid9562TextError error;
}			typeid_invalid[] = {
	{"PREFIX_00000000000000000000000000", UUID9562_TEXT_PREFIX},
	{"12345_00000000000000000000000000", UUID9562_TEXT_PREFIX},
	{"pre.fix_00000000000000000000000000", UUID9562_TEXT_PREFIX},
	{"pr\xc3\xa9" "fix_00000000000000000000000000", UUID9562_TEXT_PREFIX},
	{"  prefix_00000000000000000000000000", UUID9562_TEXT_PREFIX},
	{"abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijkl_00000000000000000000000000",
	UUID9562_TEXT_PREFIX},
	{"_00000000000000000000000000", UUID9562_TEXT_EMPTY_PREFIX},
	{"_", UUID9562_TEXT_EMPTY_PREFIX},
	{"prefix_1234567890123456789012345", UUID9562_TEXT_LENGTH},
	{"prefix_123456789012345678901234567", UUID9562_TEXT_LENGTH},
	{"prefix_1234567890123456789012345 ", UUID9562_TEXT_CHAR},
	{"prefix_0123456789ABCDEFGHJKMNPQRS", UUID9562_TEXT_UPPER},
	{"prefix_123456789-123456789-123456", UUID9562_TEXT_CHAR},
	{"prefix_ooooooiiiiiiuuuuuuulllllll", UUID9562_TEXT_CHAR},
	{"prefix_i23456789ol23456789oi23456", UUID9562_TEXT_CHAR},
	{"prefix_123456789-0123456789-0123456", UUID9562_TEXT_LENGTH},
	{"prefix_8zzzzzzzzzzzzzzzzzzzzzzzzz", UUID9562_TEXT_OVERFLOW},
	{"_prefix_00000000000000000000000000", UUID9562_TEXT_PREFIX},
	{"prefix__00000000000000000000000000", UUID9562_TEXT_PREFIX},
	{"", UUID9562_TEXT_LENGTH},
	{"01H455VB4PEX5VSKNK084SN02Q", UUID9562_TEXT_UPPER},
	{"80000000000000000000000000", UUID9562_TEXT_OVERFLOW},
	{"0000000000000000000000000", UUID9562_TEXT_LENGTH},
	{"prefix-01h455vb4pex5vsknk084sn02q", UUID9562_TEXT_LENGTH},
	{"prefix_", UUID9562_TEXT_LENGTH},
	{"x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_x_", UUID9562_TEXT_PREFIX},
};

/*
 * The TypeID of prefix (NUL-terminated, at most TYPEID_MAX_PREFIX) and
 * the 16 bytes at data into out (room for 91 chars), NUL-terminated; its
 * length.
 */
static size_t
typeid_format(const char *prefix, const uint8 *data, char *out)
{
	size_t		n = strlen(prefix);

	memcpy(out, prefix, n);
	if (n > 0)
		out[n++] = '_';
	uuid9562_b32_encode(data, CROCKFORD_LEAD, uuid9562_crockford_lower, out + n);
	out[n + B32_DIGITS] = '\0';
	return n + B32_DIGITS;
}

/*
 * TypeID: uuid9562_typeid_parse() and uuid9562_typeid_check_prefix() with
 * the specification's valid examples both ways and its invalid examples
 * (each with the error it must give), prefixes of every length and every
 * byte, and round trips of generated UUIDs under generated prefixes.
 */
void
test_typeid(void)
{
	uint8		u[UUID9562_LEN];
	uint8		expected[UUID9562_LEN];
	char		text[128];
	char		prefix[TYPEID_MAX_PREFIX + 2];
	size_t		prefix_len;

	group_begin("typeid");
	for (int i = 0; i < lengthof(typeid_valid); i++)
	{
		const char *t = typeid_valid[i].typeid;
		char		p[16];

		unit_uuid_scan(typeid_valid[i].uuid, expected);
		check(uuid9562_typeid_parse(t, strlen(t), u, &prefix_len) == UUID9562_TEXT_OK &&
			  uuid_equal(u, expected) && prefix_len == typeid_valid[i].prefix_len,
			  "valid %s", t);
		memcpy(p, t, typeid_valid[i].prefix_len);
		p[typeid_valid[i].prefix_len] = '\0';
		typeid_format(p, expected, text);
		check(strcmp(text, t) == 0, "encode %s: %s", t, text);
	}
	for (int i = 0; i < lengthof(typeid_invalid); i++)
	{
		const char *t = typeid_invalid[i].typeid;
		Uuid9562TextError err = uuid9562_typeid_parse(t, strlen(t), u, &prefix_len);

		check(err == typeid_invalid[i].error, "invalid %s: error %d", t, (int) err);
	}

	/* prefixes: lengths 0 to 64, every byte alone and at each end */
	for (int n = 0; n <= TYPEID_MAX_PREFIX + 1; n++)
	{
		memset(prefix, 'a' + n % 26, n);
		check((uuid9562_typeid_check_prefix(prefix, n) == UUID9562_TEXT_OK) ==
			  (n <= TYPEID_MAX_PREFIX), "prefix of %d letters", n);
	}
	for (int c = 0; c < 256; c++)
	{
		bool		letter = c >= 'a' && c <= 'z';

		prefix[0] = prefix[2] = 'a';
		prefix[1] = (char) c;
		check((uuid9562_typeid_check_prefix(prefix + 1, 1) == UUID9562_TEXT_OK) == letter,
			  "prefix of byte %d", c);
		check((uuid9562_typeid_check_prefix(prefix, 3) == UUID9562_TEXT_OK) ==
			  (letter || c == '_'), "prefix a, byte %d, a", c);
	}

	/* round trips: generated UUIDs, prefixes of 0 to 63 letters and "_" */
	for (int n = 0; n < 20000; n++)
	{
		int			len = n % (TYPEID_MAX_PREFIX + 1);
		size_t		text_len;

		for (int i = 0; i < len; i++)
			prefix[i] = (i == 0 || i == len - 1 || rng_below(4)) ? 'a' + rng_below(26) : '_';
		prefix[len] = '\0';
		rng_bytes(expected, UUID9562_LEN);
		text_len = typeid_format(prefix, expected, text);
		check(uuid9562_typeid_parse(text, text_len, u, &prefix_len) == UUID9562_TEXT_OK &&
			  uuid_equal(u, expected) && prefix_len == (size_t) len &&
			  memcmp(text, prefix, len) == 0, "round trip %s", text);
	}
	group_end();
}

/*
 * ULID and the base-32 codec under it: uuid9562_ulid_parse(),
 * uuid9562_b32_encode() and uuid9562_b32_decode() with the reference
 * vectors, either case, every byte at every position, every length, the
 * first digit's bound, and round trips and the order of generated UUIDs
 * (their text sorts byte by byte as the UUIDs do).
 */
void
test_ulid(void)
{
	uint8		u[UUID9562_LEN];
	uint8		expected[UUID9562_LEN];
	char		text[B32_DIGITS + 1];
	char		shown[B32_DIGITS + 1];
	char		lower[B32_DIGITS + 1];

	group_begin("ulid");
	unit_uuid_scan("01890a5d-ac96-774b-bcce-b302099a8057", expected);
	uuid9562_b32_encode(expected, CROCKFORD_LEAD, uuid9562_crockford_upper, text);
	check(memcmp(text, "01H455VB4PEX5VSKNK084SN02Q", B32_DIGITS) == 0, "encode: %s",
		  b32_shown(text, shown));
	check(uuid9562_ulid_parse("01H455VB4PEX5VSKNK084SN02Q", B32_DIGITS, u) == UUID9562_TEXT_OK &&
		  uuid_equal(u, expected), "upper case");
	check(uuid9562_ulid_parse("01h455vb4pex5vsknk084sn02q", B32_DIGITS, u) == UUID9562_TEXT_OK &&
		  uuid_equal(u, expected), "lower case");
	check(uuid9562_ulid_parse("01h455VB4PEX5vsknk084sn02Q", B32_DIGITS, u) == UUID9562_TEXT_OK &&
		  uuid_equal(u, expected), "mixed case");
	/* ulid(1469918176385) begins 01ARYZ6S41 */
	uuid9562_encode_v7(u, UINT64CONST(1469918176385), 0, 0);
	uuid9562_b32_encode(u, CROCKFORD_LEAD, uuid9562_crockford_upper, text);
	check(memcmp(text, "01ARYZ6S41", 10) == 0, "the time part: %s", b32_shown(text, shown));
	check(uuid9562_ulid_parse("7ZZZZZZZZZZZZZZZZZZZZZZZZZ", B32_DIGITS, u) == UUID9562_TEXT_OK &&
		  u[0] == 0xFF && u[15] == 0xFF, "largest");
	for (char c = '8'; c <= 'Z'; c++)
	{
		memcpy(text, "7ZZZZZZZZZZZZZZZZZZZZZZZZZ", B32_DIGITS);
		text[0] = c;
		if (uuid9562_crockford_values[(int) c] >= 0)
			check(uuid9562_ulid_parse(text, B32_DIGITS, u) == UUID9562_TEXT_OVERFLOW,
				  "first digit %c", c);
	}
	for (size_t len = 0; len <= 2 * B32_DIGITS; len++)
		if (len != B32_DIGITS)
			check(uuid9562_ulid_parse("01H455VB4PEX5VSKNK084SN02Q01H455VB4PEX5VSKNK084SN02Q",
									  len, u) == UUID9562_TEXT_LENGTH, "length %zu", len);
	/* every byte at every position: accepted exactly in the alphabet */
	for (int pos = 0; pos < B32_DIGITS; pos++)
		for (int c = 0; c < 256; c++)
		{
			bool		in_alphabet = (c >= '0' && c <= '9') ||
				(strchr("abcdefghjkmnpqrstvwxyzABCDEFGHJKMNPQRSTVWXYZ", c) != NULL && c != 0);
			Uuid9562TextError err;

			memcpy(text, "01H455VB4PEX5VSKNK084SN02Q", B32_DIGITS);
			text[pos] = (char) c;
			err = uuid9562_ulid_parse(text, B32_DIGITS, u);
			check(err == (!in_alphabet ? UUID9562_TEXT_CHAR :
						  pos == 0 && c >= '8' ? UUID9562_TEXT_OVERFLOW : UUID9562_TEXT_OK),
				  "byte %d at %d: error %d", c, pos, (int) err);
		}
	for (int n = 0; n < 20000; n++)
	{
		uint8		other[UUID9562_LEN];
		char		other_text[B32_DIGITS];

		rng_bytes(expected, UUID9562_LEN);
		uuid9562_b32_encode(expected, CROCKFORD_LEAD, uuid9562_crockford_upper, text);
		uuid9562_b32_encode(expected, CROCKFORD_LEAD, uuid9562_crockford_lower, lower);
		for (int i = 0; i < B32_DIGITS; i++)
			lower[i] = (char) (lower[i] >= 'a' ? lower[i] - 'a' + 'A' : lower[i]);
		check(memcmp(text, lower, B32_DIGITS) == 0, "the two cases of case %d", n);
		check(uuid9562_ulid_parse(text, B32_DIGITS, u) == UUID9562_TEXT_OK &&
			  uuid_equal(u, expected), "round trip %s", b32_shown(text, shown));
		rng_bytes(other, UUID9562_LEN);
		if (n % 3 == 0)
			memcpy(other, expected, 8 + n % 8);
		uuid9562_b32_encode(other, CROCKFORD_LEAD, uuid9562_crockford_upper, other_text);
		check(sign(memcmp(text, other_text, B32_DIGITS)) == sign(memcmp(expected, other, UUID9562_LEN)),
			  "order of case %d", n);
	}
	group_end();
}

/*
 * base32hex: uuid9562_base32hex_parse() and the codec with the reference
 * vectors, either case, padding where a group may end and nowhere else,
 * spaces, 26 or 27 digits and no other count, and round trips and the
 * order of generated UUIDs.
 */
void
test_base32hex(void)
{
	static const struct
	{
		const char *text;
		Uuid9562TextError error;
	}			forms[] = {
		{"04HKAPS9LF6UU0938LJOJAUDTS", UUID9562_TEXT_OK},
		{"04hkaps9lf6uu0938ljojaudts", UUID9562_TEXT_OK},
		{"04HKAPS9LF6UU0938LJOJAUDTS======", UUID9562_TEXT_OK},
		{"04HKAPS9LF6UU0938LJOJAUDTS==", UUID9562_TEXT_OK},
		{"04HKAPS9LF6UU0938LJOJAUDTS= = =\n", UUID9562_TEXT_OK},
		{" 04HKAPS9\tLF6UU093\r\n8LJOJAUD TS ", UUID9562_TEXT_OK},
		{"04HKAPS9LF6UU0938LJOJAUDTT", UUID9562_TEXT_OK},	/* fill bits ignored */
		{"04HKAPS9LF6UU0938LJOJAUDTS0", UUID9562_TEXT_OK},	/* a 27th digit */
		{"04HKAPS9LF6UU0938LJOJAUDT", UUID9562_TEXT_LENGTH},
		{"04HKAPS9LF6UU0938LJOJAUDTS00", UUID9562_TEXT_LENGTH},
		{"04HKAPS9LF6UU0938L======", UUID9562_TEXT_LENGTH},
		{"04HKAPS9LF6UU0938LJOJAUDTS000", UUID9562_TEXT_LENGTH},
		{"", UUID9562_TEXT_LENGTH},
		{"04HKAPS9LF6UU0938LJOJAUDTW", UUID9562_TEXT_CHAR},
		{"04HKAPS9LF6UU0938LJOJAUD-TS", UUID9562_TEXT_CHAR},
		{"04HKAPS9LF6UU0938LJOJAUDTS=0", UUID9562_TEXT_CHAR},
		{"04HKAPS9LF6UU0938LJOJAU==DTS", UUID9562_TEXT_CHAR},
		{"=04HKAPS9LF6UU0938LJOJAUDTS", UUID9562_TEXT_PADDING},
		{"04HKAPS9LF6UU0938LJOJAUDTS0=", UUID9562_TEXT_PADDING},
		{"04HKAPS9LF6UU0938LJOJAUDT======", UUID9562_TEXT_PADDING},
		{"04HKAPS9LF6UU0938LJ=OJAUDTS", UUID9562_TEXT_PADDING},
		{"04HKAPS9LF6UU0938LJOJ=AUDTS", UUID9562_TEXT_CHAR},
	};
	uint8		u[UUID9562_LEN];
	uint8		expected[UUID9562_LEN];
	char		text[B32_DIGITS + 1];
	char		shown[B32_DIGITS + 1];

	group_begin("base32hex");
	unit_uuid_scan("01234567-89ab-cdef-0123-456789abcdef", expected);
	uuid9562_b32_encode(expected, 0, uuid9562_base32hex_upper, text);
	check(memcmp(text, "04HKAPS9LF6UU0938LJOJAUDTS", B32_DIGITS) == 0, "encode: %s",
		  b32_shown(text, shown));
	for (int i = 0; i < lengthof(forms); i++)
	{
		Uuid9562TextError err = uuid9562_base32hex_parse(forms[i].text, strlen(forms[i].text), u);

		check(err == forms[i].error && (err != UUID9562_TEXT_OK || uuid_equal(u, expected)),
			  "\"%s\": error %d", forms[i].text, (int) err);
	}
	unit_uuid_scan("01890a5d-ac96-774b-bcce-b302099a8057", expected);
	uuid9562_b32_encode(expected, 0, uuid9562_base32hex_upper, text);
	check(memcmp(text, "064GKNDCIPRKNF6EMC10J6K0AS", B32_DIGITS) == 0, "encode: %s",
		  b32_shown(text, shown));
	/* every byte at every position of 26 digits */
	for (int pos = 0; pos < B32_DIGITS; pos++)
		for (int c = 0; c < 256; c++)
		{
			bool		digit = (c >= '0' && c <= '9') || (c >= 'A' && c <= 'V') ||
				(c >= 'a' && c <= 'v');
			Uuid9562TextError err;

			memcpy(text, "064GKNDCIPRKNF6EMC10J6K0AS", B32_DIGITS);
			text[pos] = (char) c;
			err = uuid9562_base32hex_parse(text, B32_DIGITS, u);
			check(err == (digit ? UUID9562_TEXT_OK : UUID9562_TEXT_CHAR),
				  "byte %d at %d: error %d", c, pos, (int) err);
		}
	for (int n = 0; n < 20000; n++)
	{
		uint8		other[UUID9562_LEN];
		char		other_text[B32_DIGITS];

		rng_bytes(expected, UUID9562_LEN);
		uuid9562_b32_encode(expected, 0, uuid9562_base32hex_upper, text);
		check(uuid9562_base32hex_parse(text, B32_DIGITS, u) == UUID9562_TEXT_OK &&
			  uuid_equal(u, expected), "round trip %s", b32_shown(text, shown));
		check(strchr("048CGKOS", text[B32_DIGITS - 1]) != NULL,
			  "last digit of %s: 2 fill bits", b32_shown(text, shown));
		rng_bytes(other, UUID9562_LEN);
		if (n % 3 == 0)
			memcpy(other, expected, 8 + n % 8);
		uuid9562_b32_encode(other, 0, uuid9562_base32hex_upper, other_text);
		check(sign(memcmp(text, other_text, B32_DIGITS)) == sign(memcmp(expected, other, UUID9562_LEN)),
			  "order of case %d", n);
	}
	group_end();
}
