/*-------------------------------------------------------------------------
 *
 * uuid9562_common.h
 *	  The pure layer of uuid9562: constants, bit layouts, clock arithmetic,
 *	  SipHash, and the codecs of UUIDv9 and the base-32 text forms.
 *
 * Everything declared here builds outside the server (the unit program and
 * the fuzz targets compile src/common/ alone, with FRONTEND defined), so it
 * includes no header of PostgreSQL's: the including file brings c.h first
 * (postgres.h in the server, postgres_fe.h outside it).
 *
 * IDENTIFICATION
 *	  src/common/uuid9562_common.h
 *
 *-------------------------------------------------------------------------
 */
#ifndef UUID9562_COMMON_H
#define UUID9562_COMMON_H

/* Bytes of a UUID (the server's UUID_LEN, which uuid9562.c checks). */
#define UUID9562_LEN	16

/* Nanoseconds per millisecond, per microsecond, per 100 ns tick of v1/v6. */
#define NS_PER_MS		INT64CONST(1000000)
#define NS_PER_US		INT64CONST(1000)
#define NS_PER_TICK		INT64CONST(100)

/* Microseconds per millisecond. */
#define US_PER_MS		INT64CONST(1000)

/*
 * Microseconds between the Unix epoch (1970-01-01) and PostgreSQL's
 * (2000-01-01): 10957 days.  A literal, as datatype/timestamp.h is the
 * server's; uuid9562.c checks it against that header's epochs.
 */
#define UNIX_TO_PG_EPOCH_US	INT64CONST(946684800000000)

/*
 * 100 ns ticks between the Gregorian epoch of v1/v6 (1582-10-15) and the Unix
 * epoch (RFC 9562 section 5.1: 0x01B21DD213814000).
 */
#define GREGORIAN_TO_UNIX_TICKS UINT64CONST(122192928000000000)

/* Largest Unix millisecond that fits the 48-bit field of UUID version 7. */
#define V7_MAX_UNIX_MS	((UINT64CONST(1) << 48) - 1)

/* The last timestamptz (PostgreSQL epoch) of that millisecond. */
#define V7_MAX_TIMESTAMPTZ \
	((int64) V7_MAX_UNIX_MS * US_PER_MS + (US_PER_MS - 1) - UNIX_TO_PG_EPOCH_US)

/*
 * Bits of sub-millisecond fraction in our UUID version 7 (RFC 9562 section
 * 6.2, method 3): the 12 bits of rand_a and the top 8 bits of rand_b.  2^20 is
 * more than the 10^6 nanoseconds of a millisecond, so every nanosecond maps to
 * a distinct, increasing fraction.
 */
#define V7_FRAC_BITS	20

/* The variants of RFC 9562 section 4.1, as returned by uuid9562_variant(). */
typedef enum Uuid9562Variant
{
	UUID_VARIANT_NCS,			/* 0xxx: NCS backward compatibility, also nil */
	UUID_VARIANT_RFC,			/* 10xx: RFC 9562 (and RFC 4122) */
	UUID_VARIANT_MICROSOFT,		/* 110x: Microsoft backward compatibility */
	UUID_VARIANT_FUTURE			/* 111x: reserved, also max */
} Uuid9562Variant;

/*
 * Set the 4-bit version field (high nibble of octet 6) and the RFC 9562
 * variant (binary 10 in the top bits of octet 8), keeping every other bit.
 * The one place that writes these bits (RFC 9562 sections 4.1 and 4.2).
 */
static inline void
uuid9562_set_version(uint8 *data, int version)
{
	data[6] = (uint8) ((data[6] & 0x0F) | (version << 4));
	data[8] = (uint8) ((data[8] & 0x3F) | 0x80);
}

/* The value 0-15 of a hex digit in either case, or -1 for any other char. */
static inline int
uuid9562_hex_value(char c)
{
	unsigned char u = (unsigned char) c;

	if ((unsigned) (u - '0') < 10)
		return u - '0';
	u |= 0x20;					/* A-F to a-f; no other char lands on a-f */
	if ((unsigned) (u - 'a') < 6)
		return u - 'a' + 10;
	return -1;
}

/*
 * The monotonic rule of the clock, free of globals: given the clock reading
 * "now" (ns since 1970), return the count of unit_ns-long units since the
 * Unix epoch to hand out, which is now's unit unless that is not later than
 * the unit of *last_issued, in which case it is the unit after
 * *last_issued's.  Updates *last_issued and *last_real, and sets *regressed
 * when "now" is earlier than the previous reading (the system clock stepped
 * backwards).  unit_ns must be at least 1; inline so that a constant unit
 * costs no division.
 */
static inline uint64
uuid9562_clock_step(uint64 *last_issued, uint64 *last_real, uint64 now,
					uint64 unit_ns, bool *regressed)
{
	uint64		unit = now / unit_ns;
	uint64		next = *last_issued / unit_ns + 1;

	*regressed = now < *last_real;
	*last_real = now;
	if (unit < next)
		unit = next;
	*last_issued = unit * unit_ns;
	return unit;
}

/*
 * The 20-bit fraction of a millisecond for ns_in_ms nanoseconds
 * (0 .. 999999): floor(ns_in_ms * 2^20 / 10^6), strictly increasing in
 * ns_in_ms.
 */
static inline uint32
uuid9562_v7_frac(uint64 ns_in_ms)
{
	return (uint32) ((ns_in_ms << V7_FRAC_BITS) / NS_PER_MS);
}

/*
 * Write a version 7 UUID into data (16 bytes) from Unix milliseconds (at
 * most 48 bits), a 20-bit fraction of the millisecond and 54 random bits
 * (the low 54 of rand), in the layout documented in gen_time.c.  Inline: it
 * is on the path of every call.
 */
static inline void
uuid9562_encode_v7(uint8 *data, uint64 unix_ms, uint32 frac, uint64 rand)
{
	data[0] = (uint8) (unix_ms >> 40);
	data[1] = (uint8) (unix_ms >> 32);
	data[2] = (uint8) (unix_ms >> 24);
	data[3] = (uint8) (unix_ms >> 16);
	data[4] = (uint8) (unix_ms >> 8);
	data[5] = (uint8) unix_ms;
	data[6] = (uint8) (frac >> 16);
	data[7] = (uint8) (frac >> 8);
	data[8] = (uint8) (frac >> 2);
	data[9] = (uint8) ((frac << 6) | ((rand >> 48) & 0x3F));
	data[10] = (uint8) (rand >> 40);
	data[11] = (uint8) (rand >> 32);
	data[12] = (uint8) (rand >> 24);
	data[13] = (uint8) (rand >> 16);
	data[14] = (uint8) (rand >> 8);
	data[15] = (uint8) rand;
	uuid9562_set_version(data, 7);
}

/*
 * SipHash-2-4 (siphash.c has the reference and the whole-message function):
 * the state, and the steps inline so that a caller with a fixed-size message
 * (the masking of mask_codec.c) hashes it without a loop.
 */
typedef struct Uuid9562Sip
{
	uint64		v0,
				v1,
				v2,
				v3;
} Uuid9562Sip;

/* Rotate a 64-bit word left by b bits, 0 < b < 64. */
#define UUID9562_ROTL64(x, b)	(((x) << (b)) | ((x) >> (64 - (b))))

/* One SipRound: the add-rotate-xor network of the SipHash paper. */
static inline void
uuid9562_sip_round(Uuid9562Sip *s)
{
	s->v0 += s->v1;
	s->v1 = UUID9562_ROTL64(s->v1, 13);
	s->v1 ^= s->v0;
	s->v0 = UUID9562_ROTL64(s->v0, 32);
	s->v2 += s->v3;
	s->v3 = UUID9562_ROTL64(s->v3, 16);
	s->v3 ^= s->v2;
	s->v0 += s->v3;
	s->v3 = UUID9562_ROTL64(s->v3, 21);
	s->v3 ^= s->v0;
	s->v2 += s->v1;
	s->v1 = UUID9562_ROTL64(s->v1, 17);
	s->v1 ^= s->v2;
	s->v2 = UUID9562_ROTL64(s->v2, 32);
}

/*
 * Start SipHash under the key words k0, k1 (the key's bytes 0-7 and 8-15,
 * little-endian), from the constant "somepseudorandomlygeneratedbytes".
 */
static inline void
uuid9562_sip_init(Uuid9562Sip *s, uint64 k0, uint64 k1)
{
	s->v0 = UINT64CONST(0x736f6d6570736575) ^ k0;
	s->v1 = UINT64CONST(0x646f72616e646f6d) ^ k1;
	s->v2 = UINT64CONST(0x6c7967656e657261) ^ k0;
	s->v3 = UINT64CONST(0x7465646279746573) ^ k1;
}

/*
 * Absorb one little-endian 64-bit message word with the two compression
 * rounds of SipHash-2-4.  The last word of a message holds its final 0-7
 * bytes and, in the top byte, its length modulo 256.
 */
static inline void
uuid9562_sip_absorb(Uuid9562Sip *s, uint64 m)
{
	s->v3 ^= m;
	uuid9562_sip_round(s);
	uuid9562_sip_round(s);
	s->v0 ^= m;
}

/* The hash, after the last word: the four finalization rounds of 2-4. */
static inline uint64
uuid9562_sip_finish(Uuid9562Sip *s)
{
	s->v2 ^= 0xFF;
	uuid9562_sip_round(s);
	uuid9562_sip_round(s);
	uuid9562_sip_round(s);
	uuid9562_sip_round(s);
	return s->v0 ^ s->v1 ^ s->v2 ^ s->v3;
}

/*
 * The big-endian 48-bit number of the 6 bytes at p, on any host: the Unix
 * milliseconds of version 7 (RFC 9562 section 5.7) in its first octets.
 */
static inline uint64
uuid9562_be48(const uint8 *p)
{
	return ((uint64) p[0] << 40) | ((uint64) p[1] << 32) | ((uint64) p[2] << 24) |
		((uint64) p[3] << 16) | ((uint64) p[4] << 8) | (uint64) p[5];
}

/* The little-endian 64-bit word of the 8 bytes at p, on any host. */
static inline uint64
uuid9562_le64(const uint8 *p)
{
	return (uint64) p[0] | ((uint64) p[1] << 8) | ((uint64) p[2] << 16) |
		((uint64) p[3] << 24) | ((uint64) p[4] << 32) | ((uint64) p[5] << 40) |
		((uint64) p[6] << 48) | ((uint64) p[7] << 56);
}

/*
 * The two key words of SipHash from its 16 key bytes: k0 from bytes 0-7 and
 * k1 from bytes 8-15, little-endian.
 */
static inline void
uuid9562_siphash_key(const uint8 *key, uint64 *k0, uint64 *k1)
{
	*k0 = uuid9562_le64(key);
	*k1 = uuid9562_le64(key + 8);
}

/* siphash.c: SipHash-2-4 of a whole message */
extern uint64 uuid9562_siphash24(uint64 k0, uint64 k1, const uint8 *msg, size_t len);

/* mask_codec.c: the UUIDv47 transform and the parsers of a key's text */
#define MASK_KEY_LEN	16		/* bytes of a mask key (SipHash's key) */
#define MASK_KEY_DIGITS	(2 * MASK_KEY_LEN)	/* hex digits of its text */
extern void uuid9562_mask_xor(uint8 *data, uint64 k0, uint64 k1, int version);
extern bool uuid9562_mask_parse_key(const char *s, uint8 *key);
extern bool uuid9562_mask_parse_key_file(const char *buf, size_t len, uint8 *key);

/* v9_codec.c: UUIDv9 (not part of RFC 9562) */

/* Hex digits of a UUID, of a UUIDv9 prefix at most, and of its counter. */
#define V9_DIGITS			32
#define V9_MAX_PREFIX		8
#define V9_COUNTER_DIGITS	(V7_FRAC_BITS / 4)

/* What one UUIDv9 holds, before its random digits are drawn. */
typedef struct Uuid9562V9
{
	uint32		prefix;			/* prefix digits as a number */
	int			prefix_len;		/* its digits, 0 .. V9_MAX_PREFIX */
	bool		has_time;		/* hold unix_ms (a "timestamp" id) */
	uint64		unix_ms;		/* Unix time in milliseconds */
	bool		has_counter;	/* the first random digits are counter */
	uint32		counter;		/* V7_FRAC_BITS-bit counter */
	bool		checksum;		/* last two digits: CRC-8 of the others */
	bool		version;		/* 13th digit 9 */
	bool		legacy;			/* 13th digit 1 or 4, 17th 8-b; wins */
} Uuid9562V9;

extern uint8 uuid9562_crc8(const uint8 *data, size_t len);
extern uint8 uuid9562_v9_crc15(const uint8 *data);
extern int	uuid9562_v9_parse_prefix(const char *s, size_t len, uint32 *value);
extern int	uuid9562_v9_random_digits(const Uuid9562V9 *v9);
extern void uuid9562_v9_encode(uint8 *data, const Uuid9562V9 *v9,
							   uint64 rand_hi, uint64 rand_lo);
extern bool uuid9562_v9_text_valid(const char *s, size_t len, bool checksum,
								   bool version);

/* base32.c: the text forms TypeID, ULID and base32hex */

/* Digits of every base-32 form of a UUID (130 bits), and TypeID's longest prefix. */
#define B32_DIGITS			26
#define TYPEID_MAX_PREFIX	63

/* Zero bits in front of the 128 in Crockford's forms (TypeID, ULID); base32hex has none. */
#define CROCKFORD_LEAD		2

/* What is wrong with a text form, as the parsers report it. */
typedef enum Uuid9562TextError
{
	UUID9562_TEXT_OK,
	UUID9562_TEXT_LENGTH,		/* not the right number of characters */
	UUID9562_TEXT_CHAR,			/* a character outside the alphabet */
	UUID9562_TEXT_UPPER,		/* an uppercase letter where only lowercase goes */
	UUID9562_TEXT_OVERFLOW,		/* a first digit above 7: more than 128 bits */
	UUID9562_TEXT_PADDING,		/* base32hex "=" where no group of digits ends */
	UUID9562_TEXT_PREFIX,		/* a TypeID prefix against its grammar */
	UUID9562_TEXT_EMPTY_PREFIX	/* a TypeID separator with no prefix before it */
} Uuid9562TextError;

extern const char uuid9562_crockford_lower[32];
extern const char uuid9562_crockford_upper[32];
extern const char uuid9562_base32hex_upper[32];
extern const int8 uuid9562_crockford_values[128];
extern const int8 uuid9562_base32hex_values[128];
extern void uuid9562_b32_encode(const uint8 *data, int lead, const char *digits,
								char *out);
extern Uuid9562TextError uuid9562_b32_decode(const char *in, int lead,
											 const int8 *values, bool lower_only,
											 uint8 *data);
extern Uuid9562TextError uuid9562_typeid_check_prefix(const char *prefix, size_t len);
extern Uuid9562TextError uuid9562_ulid_parse(const char *s, size_t len, uint8 *data);
extern Uuid9562TextError uuid9562_base32hex_parse(const char *s, size_t len,
												  uint8 *data);
extern Uuid9562TextError uuid9562_typeid_parse(const char *s, size_t len, uint8 *data,
											   size_t *prefix_len);

/* fields.c: variant, version, time, the time order, a time's boundary */
extern Uuid9562Variant uuid9562_variant(const uint8 *data);
extern int	uuid9562_version(const uint8 *data);
extern bool uuid9562_gregorian_ticks(const uint8 *data, uint64 *ticks);
extern int	uuid9562_time_cmp(const uint8 *a, const uint8 *b);
extern uint64 uuid9562_time_abbrev(const uint8 *data);
extern void uuid9562_v7_boundary(int64 ts, bool strict, uint8 *data);

#endif							/* UUID9562_COMMON_H */
