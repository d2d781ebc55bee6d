/*-------------------------------------------------------------------------
 *
 * v9_codec.c
 *	  The pure parts of UUIDv9: its CRC-8, prefix parsing, layout, encoding
 *	  and text validation.
 *
 * UUIDv9 is not part of RFC 9562: it is the format of uuidv9.jhunt.dev and
 * its reference implementations (digits, marks and checksum:
 * docs/uuidv9.md).  gen_v9.c draws the clock and the random digits and
 * holds the SQL functions.
 *
 * IDENTIFICATION
 *	  src/common/v9_codec.c
 *
 *-------------------------------------------------------------------------
 */
#ifndef FRONTEND
#include "postgres.h"
#else
#include "postgres_fe.h"
#endif

#include "port/pg_bitutils.h"

#include "uuid9562_common.h"

/* Length of the text form 8-4-4-4-12, and where its dashes are. */
#define V9_TEXT_LEN		36
#define IS_DASH_POS(i)	((i) == 8 || (i) == 13 || (i) == 18 || (i) == 23)

/* Positions (0-based) of the version mark and of the legacy variant mark. */
#define V9_VERSION_POS	12
#define V9_VARIANT_POS	16

/* Digits the checksum takes at the end of the value. */
#define V9_CHECKSUM_DIGITS	2

/* An uppercase hex letter, which the references' checksum text never has. */
#define V9_IS_UPPER_HEX(c)	((c) >= 'A' && (c) <= 'F')

/*
 * CRC-8/SMBUS of every byte value: polynomial x^8 + x^2 + x + 1 (0x07), most
 * significant bit first.
 */
static const uint8 crc8_table[256] = {
	0x00, 0x07, 0x0e, 0x09, 0x1c, 0x1b, 0x12, 0x15,
	0x38, 0x3f, 0x36, 0x31, 0x24, 0x23, 0x2a, 0x2d,
	0x70, 0x77, 0x7e, 0x79, 0x6c, 0x6b, 0x62, 0x65,
	0x48, 0x4f, 0x46, 0x41, 0x54, 0x53, 0x5a, 0x5d,
	0xe0, 0xe7, 0xee, 0xe9, 0xfc, 0xfb, 0xf2, 0xf5,
	0xd8, 0xdf, 0xd6, 0xd1, 0xc4, 0xc3, 0xca, 0xcd,
	0x90, 0x97, 0x9e, 0x99, 0x8c, 0x8b, 0x82, 0x85,
	0xa8, 0xaf, 0xa6, 0xa1, 0xb4, 0xb3, 0xba, 0xbd,
	0xc7, 0xc0, 0xc9, 0xce, 0xdb, 0xdc, 0xd5, 0xd2,
	0xff, 0xf8, 0xf1, 0xf6, 0xe3, 0xe4, 0xed, 0xea,
	0xb7, 0xb0, 0xb9, 0xbe, 0xab, 0xac, 0xa5, 0xa2,
	0x8f, 0x88, 0x81, 0x86, 0x93, 0x94, 0x9d, 0x9a,
	0x27, 0x20, 0x29, 0x2e, 0x3b, 0x3c, 0x35, 0x32,
	0x1f, 0x18, 0x11, 0x16, 0x03, 0x04, 0x0d, 0x0a,
	0x57, 0x50, 0x59, 0x5e, 0x4b, 0x4c, 0x45, 0x42,
	0x6f, 0x68, 0x61, 0x66, 0x73, 0x74, 0x7d, 0x7a,
	0x89, 0x8e, 0x87, 0x80, 0x95, 0x92, 0x9b, 0x9c,
	0xb1, 0xb6, 0xbf, 0xb8, 0xad, 0xaa, 0xa3, 0xa4,
	0xf9, 0xfe, 0xf7, 0xf0, 0xe5, 0xe2, 0xeb, 0xec,
	0xc1, 0xc6, 0xcf, 0xc8, 0xdd, 0xda, 0xd3, 0xd4,
	0x69, 0x6e, 0x67, 0x60, 0x75, 0x72, 0x7b, 0x7c,
	0x51, 0x56, 0x5f, 0x58, 0x4d, 0x4a, 0x43, 0x44,
	0x19, 0x1e, 0x17, 0x10, 0x05, 0x02, 0x0b, 0x0c,
	0x21, 0x26, 0x2f, 0x28, 0x3d, 0x3a, 0x33, 0x34,
	0x4e, 0x49, 0x40, 0x47, 0x52, 0x55, 0x5c, 0x5b,
	0x76, 0x71, 0x78, 0x7f, 0x6a, 0x6d, 0x64, 0x63,
	0x3e, 0x39, 0x30, 0x37, 0x22, 0x25, 0x2c, 0x2b,
	0x06, 0x01, 0x08, 0x0f, 0x1a, 0x1d, 0x14, 0x13,
	0xae, 0xa9, 0xa0, 0xa7, 0xb2, 0xb5, 0xbc, 0xbb,
	0x96, 0x91, 0x98, 0x9f, 0x8a, 0x8d, 0x84, 0x83,
	0xde, 0xd9, 0xd0, 0xd7, 0xc2, 0xc5, 0xcc, 0xcb,
	0xe6, 0xe1, 0xe8, 0xef, 0xfa, 0xfd, 0xf4, 0xf3
};

/*
 * CRC-8/SMBUS of len bytes (polynomial 0x07, initial value 0, no reflection,
 * no final xor; the check value of ASCII "123456789" is 0xf4).  Leading zero
 * bytes do not change it.  UUIDv9 takes it over the first 15 bytes, through
 * uuid9562_v9_crc15(), which is faster.
 */
uint8
uuid9562_crc8(const uint8 *data, size_t len)
{
	uint8		crc = 0;

	while (len-- > 0)
		crc = crc8_table[crc ^ *data++];
	return crc;
}

/*
 * crc8_slice[i][b]: the CRC-8 of 15 bytes whose only nonzero one is b at
 * position i.  With initial value 0 and no final xor the CRC is linear, so
 * the CRC of any 15 bytes is the xor of their 15 entries: independent
 * lookups instead of a chain of 15 dependent ones.  Filled at first use.
 */
static uint8 crc8_slice[UUID9562_LEN - 1][256];
static bool crc8_slice_filled = false;

/* Fill crc8_slice: byte b, then 14 - i zero bytes, through crc8_table. */
static void
crc8_slice_fill(void)
{
	int			b;
	int			i;

	for (b = 0; b < 256; b++)
	{
		uint8		crc = crc8_table[b];

		for (i = UUID9562_LEN - 2; i >= 0; i--)
		{
			crc8_slice[i][b] = crc;
			crc = crc8_table[crc];
		}
	}
	crc8_slice_filled = true;
}

/*
 * The UUIDv9 checksum: uuid9562_crc8(data, 15), computed slice-wise (see
 * crc8_slice).
 */
uint8
uuid9562_v9_crc15(const uint8 *data)
{
	if (unlikely(!crc8_slice_filled))
		crc8_slice_fill();
	return crc8_slice[0][data[0]] ^ crc8_slice[1][data[1]] ^
		crc8_slice[2][data[2]] ^ crc8_slice[3][data[3]] ^
		crc8_slice[4][data[4]] ^ crc8_slice[5][data[5]] ^
		crc8_slice[6][data[6]] ^ crc8_slice[7][data[7]] ^
		crc8_slice[8][data[8]] ^ crc8_slice[9][data[9]] ^
		crc8_slice[10][data[10]] ^ crc8_slice[11][data[11]] ^
		crc8_slice[12][data[12]] ^ crc8_slice[13][data[13]] ^
		crc8_slice[14][data[14]];
}

/*
 * Parse a UUIDv9 prefix of len bytes (not NUL-terminated), case-insensitive,
 * into *value, its digits as a number.  Returns the number of digits; -2
 * when it holds a byte that is not a hex digit (so any multibyte char),
 * else -1 when it is longer than V9_MAX_PREFIX digits.  *value is set only
 * on success.
 */
int
uuid9562_v9_parse_prefix(const char *s, size_t len, uint32 *value)
{
	uint32		v = 0;
	size_t		i;

	for (i = 0; i < len; i++)
	{
		int			d = uuid9562_hex_value(s[i]);

		if (d < 0)
			return -2;
		v = (v << 4) | (uint32) d;
	}
	if (len > V9_MAX_PREFIX)
		return -1;
	*value = v;
	return (int) len;
}

/* Hex digits of v without padding: 1 for 0 (as the references print it). */
static inline int
hex_digits(uint64 v)
{
	return v == 0 ? 1 : pg_leftmost_one_pos64(v) / 4 + 1;
}

/* The marks a UUIDv9 carries: 2 with legacy, 1 with version only, else 0. */
static inline int
v9_marks(const Uuid9562V9 *v9)
{
	return v9->legacy ? 2 : v9->version ? 1 : 0;
}

/*
 * Digits left for counter and random digits once prefix, time, checksum and
 * marks have theirs; negative when they do not fit.
 */
static inline int
v9_room(const Uuid9562V9 *v9)
{
	return V9_DIGITS - v9->prefix_len
		- (v9->has_time ? hex_digits(v9->unix_ms) : 0)
		- (v9->checksum ? V9_CHECKSUM_DIGITS : 0) - v9_marks(v9);
}

/*
 * Counter digits of a UUIDv9: V9_COUNTER_DIGITS for a sequential id, fewer
 * only if the room were smaller (not for any time the clock can read: its
 * milliseconds have at most 12 hex digits, which leaves at least 8), then the top digits of the counter.
 */
static inline int
v9_counter_digits(const Uuid9562V9 *v9, int room)
{
	if (!v9->has_counter)
		return 0;
	return Min(room, V9_COUNTER_DIGITS);
}

/*
 * How many random hex digits uuid9562_v9_encode() consumes for v9, the
 * random 17th digit of a legacy id without time included; -1 when prefix,
 * time, checksum and marks do not fit in 32 digits, which takes a prefix
 * longer than V9_MAX_PREFIX: 8 prefix digits, the 16 of any 64-bit time, 2 of
 * checksum and 2 marks leave 4.
 */
int
uuid9562_v9_random_digits(const Uuid9562V9 *v9)
{
	int			room = v9_room(v9);

	if (room < 0)
		return -1;
	return room - v9_counter_digits(v9, room) +
		(v9->legacy && !v9->has_time ? 1 : 0);
}

/*
 * OR the w digits of v (w at most 16, v below 16^w) into the 32-digit number
 * hi:lo (digit 0 the top digit of hi) at digits pos .. pos + w - 1, which
 * must lie within the 32.
 */
static inline void
put_digits(uint64 *hi, uint64 *lo, int pos, uint64 v, int w)
{
	int			end = pos + w;

	if (w == 0)
		return;
	if (end <= 16)
		*hi |= v << (4 * (16 - end));
	else if (pos >= 16)
		*lo |= v << (4 * (32 - end));
	else
	{
		*hi |= v >> (4 * (end - 16));
		*lo |= v << (4 * (32 - end));
	}
}

/*
 * Insert digit d at digit pos (12 or 16) of the 32-digit number hi:lo,
 * shifting the later digits one place and dropping the last (unused) one.
 */
static inline void
insert_digit(uint64 *hi, uint64 *lo, int pos, uint64 d)
{
	if (pos == 16)
		*lo = (d << 60) | (*lo >> 4);
	else
	{
		uint64		keep = ~UINT64CONST(0) << (4 * (16 - pos));
		uint64		tail = *hi & ~keep;

		*lo = (tail << 60) | (*lo >> 4);
		*hi = (*hi & keep) | (d << (4 * (15 - pos))) | (tail >> 4);
	}
}

/*
 * Write the UUIDv9 that v9 describes into data (16 bytes), laid out as
 * docs/uuidv9.md ("The format") says.  The random digits come from the top of rand_hi, then
 * of rand_lo (needed when uuid9562_v9_random_digits(v9) is above 16); the
 * random 17th digit of a legacy id without time takes the low 2 bits of
 * rand_lo, which no digit uses then.  The caller has checked that the layout
 * fits.  The digits are assembled as one 128-bit number in two words, the
 * marks inserted by shifting, so no step depends on a digit at a time.
 */
void
uuid9562_v9_encode(uint8 *data, const Uuid9562V9 *v9, uint64 rand_hi,
				   uint64 rand_lo)
{
	uint64		hi = 0;
	uint64		lo = 0;
	int			room = v9_room(v9);
	int			counter_digits = v9_counter_digits(v9, room);
	int			random_len = room - counter_digits;
	int			time_digits = v9->has_time ? hex_digits(v9->unix_ms) : 0;
	int			pos = v9->prefix_len;
	int			i;

	Assert(room >= 0);

	/* prefix, time, counter, random */
	put_digits(&hi, &lo, 0, v9->prefix, v9->prefix_len);
	put_digits(&hi, &lo, pos, v9->unix_ms, time_digits);
	pos += time_digits;
	put_digits(&hi, &lo, pos,
			   v9->counter >> (4 * (V9_COUNTER_DIGITS - counter_digits)),
			   counter_digits);
	pos += counter_digits;
	if (random_len <= 16)
		put_digits(&hi, &lo, pos, random_len ? rand_hi >> (4 * (16 - random_len)) : 0,
				   random_len);
	else
	{
		put_digits(&hi, &lo, pos, rand_hi, 16);
		put_digits(&hi, &lo, pos + 16, rand_lo >> (4 * (32 - random_len)),
				   random_len - 16);
	}

	/* the marks, inserted */
	if (v9->legacy)
	{
		insert_digit(&hi, &lo, V9_VERSION_POS, v9->has_time ? 1 : 4);
		insert_digit(&hi, &lo, V9_VARIANT_POS,
					 v9->has_time ? 0x8 : 0x8 | (rand_lo & 0x3));
	}
	else if (v9->version)
		insert_digit(&hi, &lo, V9_VERSION_POS, 9);

	for (i = 0; i < 8; i++)
	{
		data[i] = (uint8) (hi >> (56 - 8 * i));
		data[i + 8] = (uint8) (lo >> (56 - 8 * i));
	}
	if (v9->checksum)
		data[UUID9562_LEN - 1] = uuid9562_v9_crc15(data);
}

/*
 * Whether the len chars at s (not NUL-terminated) are a UUIDv9 as the
 * reference validators (JavaScript, Python, Go) see it: 36 chars 8-4-4-4-12
 * of hex digits in either case; with checksum, the last two digits are the
 * CRC-8 of the first 30 (read in either case) written as the references
 * write it, in lowercase: they compare their text, so "AB" fails where "ab"
 * passes; with version, the 13th digit is 9, or 1 or 4 with a 17th digit of
 * 8, 9, a or b (either case).  Never fails.
 */
bool
uuid9562_v9_text_valid(const char *s, size_t len, bool checksum, bool version)
{
	uint8		bytes[UUID9562_LEN];
	int			ndigits = 0;
	int			i;

	if (len != V9_TEXT_LEN)
		return false;
	for (i = 0; i < V9_TEXT_LEN; i++)
	{
		int			v;

		if (IS_DASH_POS(i))
		{
			if (s[i] != '-')
				return false;
			continue;
		}
		v = uuid9562_hex_value(s[i]);
		if (v < 0)
			return false;
		if (ndigits & 1)
			bytes[ndigits >> 1] |= (uint8) v;
		else
			bytes[ndigits >> 1] = (uint8) (v << 4);
		ndigits++;
	}
	if (checksum && (uuid9562_v9_crc15(bytes) != bytes[UUID9562_LEN - 1] ||
					 V9_IS_UPPER_HEX(s[34]) || V9_IS_UPPER_HEX(s[35])))
		return false;
	if (version)
	{
		/* the 13th and 17th digits are chars 14 and 19 of the dashed text */
		int			mark = uuid9562_hex_value(s[14]);
		int			variant = uuid9562_hex_value(s[19]);

		if (mark != 9 &&
			!((mark == 1 || mark == 4) && variant >= 8 && variant <= 11))
			return false;
	}
	return true;
}
