/*-------------------------------------------------------------------------
 *
 * mask_codec.c
 *	  The UUIDv47 transform of a version 7 UUID and the parsers of a mask
 *	  key's hex text, pure.
 *
 * The mask is the low 48 bits of SipHash-2-4 of the 74 random bits, XORed
 * into the millisecond; the random bits survive, so unmasking recomputes
 * it (docs/masking.md).  mask.c and mask_key.c hold the SQL functions and
 * the settings.
 *
 * IDENTIFICATION
 *	  src/common/mask_codec.c
 *
 *-------------------------------------------------------------------------
 */
#ifndef FRONTEND
#include "postgres.h"
#else
#include "postgres_fe.h"
#endif

#include "uuid9562_common.h"

/* Bytes of the message the mask is the hash of: the 74 random bits. */
#define MASK_MESSAGE_LEN	10

/* The 48 bits of the hash that mask the millisecond. */
#define MASK_48_BITS		((UINT64CONST(1) << 48) - 1)

/*
 * Mask or unmask the 16 bytes at data in place under the key (k0, k1): XOR
 * the low 48 bits of SipHash-2-4 of the 74 message bits (octet 6 & 0x0F,
 * octet 7, octet 8 & 0x3F, octets 9-15, as 10 bytes) into the 48-bit big-endian octets 0-5, then set the given
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
 * Parse the first MASK_KEY_DIGITS characters at s as hex digits (either
 * case) into the MASK_KEY_LEN bytes at key, in order; what follows them is
 * the caller's concern.  Returns false at the first character that is not a
 * hex digit, so a shorter NUL-terminated string is never read past its end;
 * key then holds the bytes decoded so far, which the caller clears.
 */
static bool
mask_parse_digits(const char *s, uint8 *key)
{
	int			i;

	for (i = 0; i < MASK_KEY_DIGITS; i++)
	{
		int			d = uuid9562_hex_value(s[i]);

		if (d < 0)
			return false;
		if (i % 2 == 0)
			key[i / 2] = (uint8) (d << 4);
		else
			key[i / 2] |= (uint8) d;
	}
	return true;
}

/*
 * Parse a mask key written as exactly MASK_KEY_DIGITS hex digits (either
 * case, nothing else: no spaces, dashes or \x) into the MASK_KEY_LEN bytes
 * at key, in order.  Returns false for anything else, with key all zero:
 * no byte of a refused key stays behind.
 */
bool
uuid9562_mask_parse_key(const char *s, uint8 *key)
{
	if (mask_parse_digits(s, key) && s[MASK_KEY_DIGITS] == '\0')
		return true;
	explicit_bzero(key, MASK_KEY_LEN);
	return false;
}

/*
 * Parse the contents of a key file, len bytes at buf (not NUL-terminated):
 * exactly MASK_KEY_DIGITS hex digits in either case, optionally followed by
 * one newline ("\n"; nothing else, not even a second newline), into the
 * MASK_KEY_LEN bytes at key.  Returns false for anything else, with key all
 * zero (a file of 31 good digits leaves none of its 15 bytes there).  Pure.
 */
bool
uuid9562_mask_parse_key_file(const char *buf, size_t len, uint8 *key)
{
	if (len == MASK_KEY_DIGITS + 1 && buf[MASK_KEY_DIGITS] == '\n')
		len--;
	if (len == MASK_KEY_DIGITS && mask_parse_digits(buf, key))
		return true;
	explicit_bzero(key, MASK_KEY_LEN);
	return false;
}
