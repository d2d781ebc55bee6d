/*-------------------------------------------------------------------------
 *
 * siphash.c
 *	  SipHash-2-4 of a whole message, the keyed hash behind the masking of
 *	  UUID version 7, pure.
 *
 * Aumasson and Bernstein, "SipHash: a fast short-input PRF", 2012.  Its
 * rounds are inline in uuid9562_common.h, for the masking's fixed-size
 * message; the key's 16 bytes are the little-endian words k0 (bytes 0-7)
 * and k1 (bytes 8-15).
 *
 * IDENTIFICATION
 *	  src/common/siphash.c
 *
 *-------------------------------------------------------------------------
 */
#ifndef FRONTEND
#include "postgres.h"
#else
#include "postgres_fe.h"
#endif

#include "uuid9562_common.h"

/*
 * The little-endian 64-bit word of the n (0 .. 7) bytes at p, the missing
 * high bytes zero: the last, partial word of a message.
 */
static inline uint64
sip_read_le(const uint8 *p, size_t n)
{
	uint64		w = 0;

	while (n > 0)
	{
		n--;
		w = (w << 8) | p[n];
	}
	return w;
}

/*
 * SipHash-2-4 of the len bytes at msg (len may be 0, msg then unread) under
 * the key (k0, k1), the key's bytes 0-7 and 8-15 read as little-endian
 * words.  Pure and total: never fails.
 */
uint64
uuid9562_siphash24(uint64 k0, uint64 k1, const uint8 *msg, size_t len)
{
	Uuid9562Sip s;
	size_t		whole = len & ~(size_t) 7;
	size_t		i;

	uuid9562_sip_init(&s, k0, k1);
	for (i = 0; i < whole; i += 8)
		uuid9562_sip_absorb(&s, uuid9562_le64(msg + i));
	uuid9562_sip_absorb(&s, sip_read_le(msg + whole, len - whole) | ((uint64) (len & 0xFF) << 56));
	return uuid9562_sip_finish(&s);
}
