/*-------------------------------------------------------------------------
 *
 * test_mask.c
 *	  The groups of siphash.c and mask_codec.c: the parsers of a mask key
 *	  and its file, SipHash-2-4 and the UUIDv47 transform.
 *
 * IDENTIFICATION
 *	  unit/test_mask.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres_fe.h"

#include "unit.h"

/*
 * A generated content of a key file, of a class chosen by n, into buf (at
 * least 2^20 bytes); its length.  The classes follow sql/fuzz.sql's hostile
 * inputs: keys, then keys changed by one character, case, spaces, repeats,
 * then random text, bytes, NULs and huge files.
 */
static size_t
key_file_content(int n, char *buf)
{
	static const char *const seeds[] = {
		"000102030405060708090a0b0c0d0e0f\n", "8F3C2A6B5D4E7F1029384756ABCDEF01",
		"ffffffffffffffffffffffffffffffff\n", "DeadBeefDeadBeefDeadBeefDeadBeef\r\n",
		"8f3c2a6b5d4e7f1029384756abcdef01\n\n",
	};
	static const char alphabet[] = "0123456789abcdefABCDEF\n";
	const char *seed = seeds[rng_below(lengthof(seeds))];
	size_t		len = strlen(seed);
	size_t		pos;

	memcpy(buf, seed, len);
	pos = rng_below(len);
	switch (n % 12)
	{
		case 0:
			break;
		case 1:
			for (size_t i = 0; i < len; i++)
				if (rng_below(2))
					buf[i] ^= (buf[i] >= 'A' ? 0x20 : 0);
			break;
		case 2:
			memmove(buf + pos, buf + pos + 1, len - pos - 1);
			len--;
			break;
		case 3:
			memmove(buf + pos + 1, buf + pos, len - pos);
			buf[pos] = alphabet[rng_below(lengthof(alphabet) - 1)];
			len++;
			break;
		case 4:
			buf[pos] = (char) rng_below(256);
			break;
		case 5:
			memmove(buf + 1, buf, len);
			buf[0] = ' ';
			buf[++len] = ' ';
			len++;
			break;
		case 6:
			memcpy(buf + len, seed, 32);
			len += 1 + rng_below(32);
			break;
		case 7:
			len = rng_below(41);
			for (size_t i = 0; i < len; i++)
				buf[i] = (char) (1 + rng_below(127));
			break;
		case 8:
			len = rng_below(41);
			rng_bytes((uint8 *) buf, len);
			break;
		case 9:
			len = rng_below(13);
			for (size_t i = 0; i < len; i++)
				buf[i] = alphabet[rng_below(lengthof(alphabet) - 1)];
			break;
		case 10:
			len = 13 + rng_below(288);
			for (size_t i = 0; i < len; i++)
				buf[i] = alphabet[rng_below(lengthof(alphabet) - 1)];
			break;
		default:
			if (n % 1000 == 11)
			{
				/* huge: 64 kB to 1 MB of a seed repeated */
				len = 65536 + rng_below(1048576 - 65536 + 1);
				for (size_t i = 0; i < len; i++)
					buf[i] = seed[i % 32];
			}
			else
				buf[pos] = '\0';	/* a NUL in a key */
	}
	return len;
}

/*
 * The parsers of a key's text, uuid9562_mask_parse_key() and
 * uuid9562_mask_parse_key_file(): the accepted forms, each malformed class,
 * and 12,000 generated contents against the reference rule of support.c
 * (a refused one leaving the key all zero).
 */
void
test_key_parse(void)
{
	static const struct
	{
		const char *text;
		size_t		len;
		bool		ok;
	}			files[] = {
		{"000102030405060708090a0b0c0d0e0f", 32, true},
		{"000102030405060708090a0b0c0d0e0f\n", 33, true},
		{"000102030405060708090A0B0C0D0E0F", 32, true},
		{"000102030405060708090a0b0c0d0e0f\r\n", 34, false},
		{"000102030405060708090a0b0c0d0e0f\n\n", 34, false},
		{"000102030405060708090a0b0c0d0e0f ", 33, false},
		{" 000102030405060708090a0b0c0d0e0f", 33, false},
		{"000102030405060708090a0b0c0d0e0", 31, false},
		{"000102030405060708090a0b0c0d0e0\n", 32, false},
		{"000102030405060708090a0b0c0d0e0f0", 33, false},
		{"00010203040506070809\0a0b0c0d0e0f", 32, false},
		{"0x0102030405060708090a0b0c0d0e0f", 32, false},
		{"00-0102030405060708090a0b0c0d0e0f", 33, false},
		{"", 0, false},
	};
	static char buf[1 << 20];
	uint8		key[MASK_KEY_LEN];
	uint8		expected[MASK_KEY_LEN];
	uint8		zero[MASK_KEY_LEN] = {0};

	group_begin("key_parse");
	for (int i = 0; i < lengthof(files); i++)
	{
		bool		ok = uuid9562_mask_parse_key_file(files[i].text, files[i].len, key);

		check(ok == files[i].ok && (!ok || (key[0] == 0x00 && key[10] == 0x0a && key[15] == 0x0f)),
			  "file %d", i);
		memcpy(buf, files[i].text, files[i].len);
		buf[files[i].len] = '\0';
		ok = uuid9562_mask_parse_key(buf, key);
		check(ok == (files[i].ok && files[i].len == 32), "setting %d", i);
	}
	for (int n = 0; n < 12000; n++)
	{
		size_t		len = key_file_content(n, buf);
		bool		expected_ok = unit_key_file_expected(buf, len, expected);
		bool		ok = uuid9562_mask_parse_key_file(buf, len, key);
		size_t		c_len;

		check(ok == expected_ok && memcmp(key, ok ? expected : zero, MASK_KEY_LEN) == 0,
			  "file content %d (%zu bytes)", n, len);
		/* the same text as a setting, up to its first NUL */
		buf[Min(len, sizeof(buf) - 1)] = '\0';
		c_len = strlen(buf);
		expected_ok = c_len == 32 && unit_key_file_expected(buf, c_len, expected);
		ok = uuid9562_mask_parse_key(buf, key);
		check(ok == expected_ok && memcmp(key, ok ? expected : zero, MASK_KEY_LEN) == 0,
			  "setting %d (%zu chars)", n, c_len);
	}
	group_end();
}

/*
 * Issue 29 item 4: after uuid9562_mask_parse_key_file() refuses a content,
 * its output buffer (filled with a pattern before the call) holds no key
 * material: all 16 bytes are zero.  The contents: 31 good digits and a
 * newline (15 bytes decoded before the refusal), bad characters after 16
 * good bytes, too long, and every first-bad position of a 32-digit text.
 */
void
test_key_parse_clears(void)
{
	static const struct
	{
		const char *text;
		size_t		len;
	}			refused[] = {
		{"8f3c2a6b5d4e7f1029384756abcdef0\n", 32},
		{"8f3c2a6b5d4e7f10zzzzzzzzzzzzzzzz", 32},
		{"8f3c2a6b5d4e7f1029384756abcdef01xx", 34},
		{"8f3c2a6b5d4e7f1029384756abcdef0", 31},
	};
	uint8		key[MASK_KEY_LEN];
	uint8		zero[MASK_KEY_LEN] = {0};
	char		text[33];

	group_begin("key_parse_clears");
	for (int i = 0; i < lengthof(refused); i++)
	{
		memset(key, 0xA5, sizeof(key));
		check(!uuid9562_mask_parse_key_file(refused[i].text, refused[i].len, key) &&
			  memcmp(key, zero, MASK_KEY_LEN) == 0,
			  "\"%.*s\" (%zu bytes): key buffer not cleared",
			  (int) strcspn(refused[i].text, "\n"), refused[i].text, refused[i].len);
	}
	for (int pos = 0; pos < 32; pos++)
	{
		memcpy(text, "8f3c2a6b5d4e7f1029384756abcdef01", 32);
		text[pos] = 'x';
		memset(key, 0xA5, sizeof(key));
		check(!uuid9562_mask_parse_key_file(text, 32, key) && memcmp(key, zero, MASK_KEY_LEN) == 0,
			  "bad digit at %d: key buffer not cleared", pos);
	}
	group_end();
}

/* The SipHash paper's 64 vectors: key 00 .. 0f, message 00 .. n-1. */
static const struct
{
	int			n;
	const char *hash;			/* the 8 bytes of the hash, little-endian */
}			sip_paper[] = {
	{0, "310e0edd47db6f72"}, {1, "fd67dc93c539f874"}, {2, "5a4fa9d909806c0d"}, {3, "2d7efbd796666785"},
	{4, "b7877127e09427cf"}, {5, "8da699cd64557618"}, {6, "cee3fe586e46c9cb"}, {7, "37d1018bf50002ab"},
	{8, "6224939a79f5f593"}, {9, "b0e4a90bdf82009e"}, {10, "f3b9dd94c5bb5d7a"}, {11, "a7ad6b22462fb3f4"},
	{12, "fbe50e86bc8f1e75"}, {13, "903d84c02756ea14"}, {14, "eef27a8e90ca23f7"}, {15, "e545be4961ca29a1"},
	{16, "db9bc2577fcc2a3f"}, {17, "9447be2cf5e99a69"}, {18, "9cd38d96f0b3c14b"}, {19, "bd6179a71dc96dbb"},
	{20, "98eea21af25cd6be"}, {21, "c7673b2eb0cbf2d0"}, {22, "883ea3e395675393"}, {23, "c8ce5ccd8c030ca8"},
	{24, "94af49f6c650adb8"}, {25, "eab8858ade92e1bc"}, {26, "f315bb5bb835d817"}, {27, "adcf6b0763612e2f"},
	{28, "a5c91da7acaa4dde"}, {29, "716595876650a2a6"}, {30, "28ef495c53a387ad"}, {31, "42c341d8fa92d832"},
	{32, "ce7cf2722f512771"}, {33, "e37859f94623f3a7"}, {34, "381205bb1ab0e012"}, {35, "ae97a10fd434e015"},
	{36, "b4a31508beff4d31"}, {37, "81396229f0907902"}, {38, "4d0cf49ee5d4dcca"}, {39, "5c73336a76d8bf9a"},
	{40, "d0a704536ba93e0e"}, {41, "925958fcd6420cad"}, {42, "a915c29bc8067318"}, {43, "952b79f3bc0aa6d4"},
	{44, "f21df2e41d4535f9"}, {45, "87577519048f53a9"}, {46, "10a56cf5dfcd9adb"}, {47, "eb75095ccd986cd0"},
	{48, "51a9cb9ecba312e6"}, {49, "96afadfc2ce666c7"}, {50, "72fe52975a4364ee"}, {51, "5a1645b276d592a1"},
	{52, "b274cb8ebf87870a"}, {53, "6f9bb4203de7b381"}, {54, "eaecb2a30b22a87f"}, {55, "9924a43cc1315724"},
	{56, "bd838d3aafbf8db7"}, {57, "0b1a2a3265d51aea"}, {58, "135079a3231ce660"}, {59, "932b2846e4d70666"},
	{60, "e1915f5cb1eca46c"}, {61, "f325965ca16d629f"}, {62, "575ff28e60381be5"}, {63, "724506eb4c328a95"},
};

/* UUIDv47's published key and scripts/mask-vectors' others, by name. */
static const struct
{
	const char *name;
	const char *hex;
}			mask_keys[] = {
	{"published", "efcdab89674523011032547698badcfe"},
	{"paper", "000102030405060708090a0b0c0d0e0f"},
	{"zero", "00000000000000000000000000000000"},
	{"ones", "ffffffffffffffffffffffffffffffff"},
};

/* The masking vectors of sql/mask.sql, from scripts/mask-vectors. */
static const struct
{
	const char *v7;
	const char *key;
	const char *masked;
}			mask_vectors[] = {
	{"018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f", "published", "2463c780-7fca-4def-8c3f-7b1a2c4d5e6f"},
	{"017f22e2-79b0-7cc3-98c4-dc0c0c07398f", "published", "ff86d1d8-79db-4cc3-98c4-dc0c0c07398f"},
	{"00000000-0000-7000-8000-000000000000", "published", "22d97126-9609-4000-8000-000000000000"},
	{"ffffffff-ffff-7fff-bfff-ffffffffffff", "published", "92e2af2b-ee16-4fff-bfff-ffffffffffff"},
	{"00000000-0000-7fff-bfff-ffffffffffff", "published", "6d1d50d4-11e9-4fff-bfff-ffffffffffff"},
	{"ffffffff-ffff-7000-8000-000000000000", "published", "dd268ed9-69f6-4000-8000-000000000000"},
	{"018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f", "paper", "39971462-0f9f-4def-8c3f-7b1a2c4d5e6f"},
	{"017f22e2-79b0-7cc3-98c4-dc0c0c07398f", "paper", "e4b98970-eb53-4cc3-98c4-dc0c0c07398f"},
	{"00000000-0000-7000-8000-000000000000", "paper", "d2d1776f-12b1-4000-8000-000000000000"},
	{"ffffffff-ffff-7fff-bfff-ffffffffffff", "paper", "4b879cd9-4b5a-4fff-bfff-ffffffffffff"},
	{"00000000-0000-7fff-bfff-ffffffffffff", "paper", "b4786326-b4a5-4fff-bfff-ffffffffffff"},
	{"ffffffff-ffff-7000-8000-000000000000", "paper", "2d2e8890-ed4e-4000-8000-000000000000"},
	{"018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f", "zero", "56905116-aa92-4def-8c3f-7b1a2c4d5e6f"},
	{"017f22e2-79b0-7cc3-98c4-dc0c0c07398f", "zero", "bc2c7c17-2490-4cc3-98c4-dc0c0c07398f"},
	{"00000000-0000-7000-8000-000000000000", "zero", "61bc14fa-dc0a-4000-8000-000000000000"},
	{"ffffffff-ffff-7fff-bfff-ffffffffffff", "zero", "e0330079-56e8-4fff-bfff-ffffffffffff"},
	{"00000000-0000-7fff-bfff-ffffffffffff", "zero", "1fccff86-a917-4fff-bfff-ffffffffffff"},
	{"ffffffff-ffff-7000-8000-000000000000", "zero", "9e43eb05-23f5-4000-8000-000000000000"},
	{"018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f", "ones", "455e0bf1-5d41-4def-8c3f-7b1a2c4d5e6f"},
	{"017f22e2-79b0-7cc3-98c4-dc0c0c07398f", "ones", "9cd30fbd-22e3-4cc3-98c4-dc0c0c07398f"},
	{"00000000-0000-7000-8000-000000000000", "ones", "c58d8292-bf70-4000-8000-000000000000"},
	{"ffffffff-ffff-7fff-bfff-ffffffffffff", "ones", "d1e5d314-2433-4fff-bfff-ffffffffffff"},
	{"00000000-0000-7fff-bfff-ffffffffffff", "ones", "2e1a2ceb-dbcc-4fff-bfff-ffffffffffff"},
	{"ffffffff-ffff-7000-8000-000000000000", "ones", "3a727d6d-408f-4000-8000-000000000000"},
};

/*
 * uuid9562_siphash24() with the paper's 64 vectors, and the inline rounds of
 * uuid9562_common.h under it (through the function and through the masking's
 * fixed message, which must agree: see test_mask).
 */
void
test_siphash(void)
{
	uint8		key[16];
	uint8		msg[64];
	uint64		k0;
	uint64		k1;

	group_begin("siphash24");
	for (int i = 0; i < 64; i++)
		msg[i] = (uint8) i;
	memcpy(key, msg, sizeof(key));
	uuid9562_siphash_key(key, &k0, &k1);
	check(k0 == UINT64CONST(0x0706050403020100) && k1 == UINT64CONST(0x0F0E0D0C0B0A0908),
		  "key words");
	for (int i = 0; i < lengthof(sip_paper); i++)
	{
		uint64		h = uuid9562_siphash24(k0, k1, msg, sip_paper[i].n);
		bool		ok = true;

		for (int b = 0; b < 8; b++)
			ok = ok && (uint8) (h >> (8 * b)) ==
				unit_hex_digit(sip_paper[i].hash[2 * b]) * 16 + unit_hex_digit(sip_paper[i].hash[2 * b + 1]);
		check(ok, "message of %d bytes", sip_paper[i].n);
	}
	group_end();
}

/*
 * uuid9562_mask_xor(): the 24 vectors of scripts/mask-vectors (UUIDv47's
 * published example among them) both ways; over generated version 7 values
 * and keys, the mask is the low 48 bits of uuid9562_siphash24() of the
 * 10-byte message, octets 6-15 keep every bit but the version, and
 * unmasking gives the value back.
 */
void
test_mask(void)
{
	uint8		u[UUID9562_LEN];
	uint8		v7[UUID9562_LEN];
	uint8		masked[UUID9562_LEN];
	uint8		key[MASK_KEY_LEN];
	uint64		k0;
	uint64		k1;

	group_begin("mask");
	for (int i = 0; i < lengthof(mask_vectors); i++)
	{
		const char *hex = NULL;

		for (int k = 0; k < lengthof(mask_keys); k++)
			if (strcmp(mask_keys[k].name, mask_vectors[i].key) == 0)
				hex = mask_keys[k].hex;
		if (hex == NULL || !unit_key_file_expected(hex, 32, key))
			abort();
		uuid9562_siphash_key(key, &k0, &k1);
		unit_uuid_scan(mask_vectors[i].v7, v7);
		unit_uuid_scan(mask_vectors[i].masked, masked);
		memcpy(u, v7, UUID9562_LEN);
		uuid9562_mask_xor(u, k0, k1, 4);
		check(uuid_equal(u, masked), "mask %s, key %s", mask_vectors[i].v7, mask_vectors[i].key);
		uuid9562_mask_xor(u, k0, k1, 7);
		check(uuid_equal(u, v7), "unmask %s, key %s", mask_vectors[i].masked, mask_vectors[i].key);
	}
	for (int n = 0; n < 20000; n++)
	{
		uint8		message[10];
		uint64		mask;
		bool		ok = true;

		rng_bytes(v7, UUID9562_LEN);
		uuid9562_set_version(v7, 7);
		rng_bytes(key, MASK_KEY_LEN);
		uuid9562_siphash_key(key, &k0, &k1);
		memcpy(u, v7, UUID9562_LEN);
		uuid9562_mask_xor(u, k0, k1, 4);
		message[0] = v7[6] & 0x0F;
		message[1] = v7[7];
		message[2] = v7[8] & 0x3F;
		memcpy(message + 3, v7 + 9, 7);
		mask = uuid9562_siphash24(k0, k1, message, sizeof(message));
		for (int i = 0; i < 6; i++)
			ok = ok && (u[i] ^ v7[i]) == (uint8) (mask >> (40 - 8 * i));
		check(ok, "mask of case %d is SipHash's", n);
		check(uuid9562_version(u) == 4 && (u[6] & 0x0F) == (v7[6] & 0x0F) && u[8] == v7[8] &&
			  memcmp(u + 7, v7 + 7, 1) == 0 && memcmp(u + 9, v7 + 9, 7) == 0,
			  "other bits of case %d", n);
		uuid9562_mask_xor(u, k0, k1, 7);
		check(uuid_equal(u, v7), "round trip of case %d", n);
	}
	group_end();
}
