/*-------------------------------------------------------------------------
 *
 * support.c
 *	  Helpers shared by the unit program and the fuzz targets: the text of a
 *	  UUID and the reference rules the parsers are checked against.
 *
 * IDENTIFICATION
 *	  unit/support.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres_fe.h"

#include "support.h"

/* Hex digits in value order, lower case then upper case. */
static const char hex_digits[] = "0123456789abcdefABCDEF";

/*
 * The value 0-15 of a hex digit in either case, -1 for any other char (NUL
 * included): a lookup in hex_digits, unlike src/'s arithmetic.
 */
int
unit_hex_digit(char c)
{
	const char *p = c != '\0' ? strchr(hex_digits, c) : NULL;

	if (p == NULL)
		return -1;
	return p - hex_digits < 16 ? (int) (p - hex_digits) : (int) (p - hex_digits) - 6;
}

/*
 * Write the 16 bytes at data as lower-case text 8-4-4-4-12 into out, which
 * has room for UNIT_UUID_TEXT_LEN characters and a NUL.
 */
void
unit_uuid_format(const uint8 *data, char *out)
{
	for (int i = 0; i < UNIT_UUID_LEN; i++)
	{
		if (i == 4 || i == 6 || i == 8 || i == 10)
			*out++ = '-';
		*out++ = hex_digits[data[i] >> 4];
		*out++ = hex_digits[data[i] & 0x0F];
	}
	*out = '\0';
}

/*
 * Read the 32 hex digits of a fixture's text into the 16 bytes at data,
 * skipping dashes; the text is a literal of the tests, known to be well
 * formed, so anything else aborts the program.
 */
void
unit_uuid_scan(const char *text, uint8 *data)
{
	int			n = 0;

	for (; *text != '\0'; text++)
	{
		int			d = unit_hex_digit(*text);

		if (*text == '-')
			continue;
		if (d < 0 || n == 2 * UNIT_UUID_LEN)
			abort();
		if (n % 2 == 0)
			data[n / 2] = (uint8) (d << 4);
		else
			data[n / 2] |= (uint8) d;
		n++;
	}
	if (n != 2 * UNIT_UUID_LEN)
		abort();
}

/*
 * The documented contract of a mask key file, rendered independently:
 * whether the len bytes at buf are exactly 32 hex digits in either case,
 * optionally followed by one "\n" and nothing else; if so, the 16 bytes
 * they spell go to key.
 */
bool
unit_key_file_expected(const char *buf, size_t len, uint8 *key)
{
	if (!(len == 32 || (len == 33 && buf[32] == '\n')))
		return false;
	for (size_t i = 0; i < 32; i++)
		if (unit_hex_digit(buf[i]) < 0)
			return false;
	for (size_t i = 0; i < 16; i++)
		key[i] = (uint8) (unit_hex_digit(buf[2 * i]) * 16 + unit_hex_digit(buf[2 * i + 1]));
	return true;
}
