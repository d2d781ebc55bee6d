/*
 * portable/50_mask.sql
 *	  Hidden creation time (UUIDv47) in SQL and PL/pgSQL: SipHash-2-4,
 *	  uuid_v7_mask() and uuid_v7_unmask() under a key argument, and the same
 *	  functions under a configured key that ordinary roles use but cannot
 *	  read; translated from src/mask.c, src/common/mask_codec.c and
 *	  src/common/siphash.c.
 *
 * The 74 random bits of a version 7 value, as 10 bytes, are hashed with
 * SipHash-2-4 under a 16-byte key, and the low 48 bits of the hash are
 * XORed into the 48-bit millisecond; the version becomes 4, and unmasking
 * does the same backwards (docs/masking.md).  PostgreSQL has no unsigned
 * 64-bit integer and its bigint arithmetic raises an error on overflow, so
 * every 64-bit SipHash word is held as two bigint halves of 32 bits each:
 * additions carry from the low half into the high one and are cut to 32
 * bits, rotations shift at most 32 bits of a half; no value exceeds 2^53
 * and nothing relies on wrapping.
 *
 * A managed service has no key file, so the configured key lives in the
 * table uuid9562_mask_key of the install schema, which only its owner (the
 * role that installed the edition) can read; the SECURITY DEFINER function
 * uuid9562_mask_configured() reads it, masks or unmasks, and never returns
 * it.  Why that is safe, and how the owner sets and rotates the key:
 * docs/masking.md, "Portable edition".
 *
 * What differs from the C edition, and why:
 * - The one-argument functions' COMMENT ON names the table, not the file.
 * - Rotation: a READ COMMITTED transaction uses a new key from its next
 *   statement; the C edition keeps a key to the end of a transaction that
 *   used it.  Within a statement both use one key.
 *
 * IDENTIFICATION
 *	  portable/50_mask.sql
 */

--
-- The transform under a key given as an argument
--

-- The little-endian 32-bit number of the 4 bytes of b at offset i (a
-- SipHash word's half), in [0, 2^32).  b holds them (callers check).
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_le32(b pg_catalog.bytea, i pg_catalog.int4) RETURNS pg_catalog.int8
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
	SELECT pg_catalog.int8or(pg_catalog.int4or(pg_catalog.get_byte(b, i),
			   pg_catalog.int4or(pg_catalog.int4shl(pg_catalog.get_byte(b, pg_catalog.int4pl(i, 1)), 8),
								 pg_catalog.int4shl(pg_catalog.get_byte(b, pg_catalog.int4pl(i, 2)), 16))),
			   pg_catalog.int8shl(pg_catalog.get_byte(b, pg_catalog.int4pl(i, 3)), 24))
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_le32(pg_catalog.bytea, pg_catalog.int4) IS 'internal: the little-endian 32-bit number of 4 bytes at an offset';

-- The big-endian 32-bit number of the 4 bytes of b at offset i, in
-- [0, 2^32).  b holds them (callers check).
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_be32(b pg_catalog.bytea, i pg_catalog.int4) RETURNS pg_catalog.int8
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
	SELECT pg_catalog.int8or(pg_catalog.int8shl(pg_catalog.get_byte(b, i), 24),
			   pg_catalog.int4or(pg_catalog.int4shl(pg_catalog.get_byte(b, pg_catalog.int4pl(i, 1)), 16),
			   pg_catalog.int4or(pg_catalog.int4shl(pg_catalog.get_byte(b, pg_catalog.int4pl(i, 2)), 8),
								 pg_catalog.get_byte(b, pg_catalog.int4pl(i, 3)))))
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_be32(pg_catalog.bytea, pg_catalog.int4) IS 'internal: the big-endian 32-bit number of 4 bytes at an offset';

-- SipHash's 64-bit words as two bigint halves, each in [0, 2^32): the
-- three steps of a SipRound on them.  LANGUAGE sql, a single expression:
-- PostgreSQL inlines them into the PL/pgSQL expressions of the transform,
-- so that they cost no call.  No value exceeds 2^53, nothing overflows.

-- The high half of (a + b) mod 2^64, given both halves of a and b: the sum
-- of the high halves and the carry out of the low ones, cut to 32 bits.
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_sip_add_hi(ah pg_catalog.int8, al pg_catalog.int8,
		bh pg_catalog.int8, bl pg_catalog.int8) RETURNS pg_catalog.int8
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
	SELECT pg_catalog.int8and(pg_catalog.int8pl(pg_catalog.int8pl(ah, bh),
			   pg_catalog.int8shr(pg_catalog.int8pl(al, bl), 32)), 4294967295)
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_sip_add_hi(pg_catalog.int8, pg_catalog.int8, pg_catalog.int8, pg_catalog.int8) IS 'internal: high 32 bits of the 64-bit sum of two words given as halves';

-- The low half of (a + b) mod 2^64, given the low halves of a and b.
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_sip_add_lo(al pg_catalog.int8, bl pg_catalog.int8)
	RETURNS pg_catalog.int8
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT pg_catalog.int8and(pg_catalog.int8pl(al, bl), 4294967295) $$;
COMMENT ON FUNCTION @extschema@.uuid9562_sip_add_lo(pg_catalog.int8, pg_catalog.int8) IS 'internal: low 32 bits of the 64-bit sum of two words given as halves';

-- One half of rotl(v, n) XOR w for 0 < n < 32: x is that half of v, y the
-- other half of v, z that half of w.  The high half is (vh, vl, n, wh), the
-- low half (vl, vh, n, wl).
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_sip_rotl_xor(x pg_catalog.int8, y pg_catalog.int8,
		n pg_catalog.int4, z pg_catalog.int8) RETURNS pg_catalog.int8
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
	SELECT pg_catalog.int8xor(pg_catalog.int8and(pg_catalog.int8or(pg_catalog.int8shl(x, n),
			   pg_catalog.int8shr(y, pg_catalog.int4mi(32, n))), 4294967295), z)
$$;
COMMENT ON FUNCTION @extschema@.uuid9562_sip_rotl_xor(pg_catalog.int8, pg_catalog.int8, pg_catalog.int4, pg_catalog.int8) IS 'internal: one 32-bit half of a 64-bit word rotated left and XORed with another';

-- The UUIDv47 transform of id under key: mask (unmask false: a version 7
-- in, a version 4 out) or unmask (unmask true: a version 4 in, a version 7
-- out), with the C edition's checks in its order: a key of other than 16
-- bytes raises 22023 (its length, never its bytes, in the message), then an
-- id of another variant or version raises 22023 naming its version.
-- SipHash-2-4 over the message [octet 6 & 0x0F, octet 7, octet 8 & 0x3F,
-- octets 9-15] (two little-endian words, the second holding octets 14-15
-- and the length 10 in its top byte) under k0 = key bytes 0-7 and k1 = key
-- bytes 8-15, little-endian; every 64-bit word as bigint halves *h (bits
-- 32-63) and *l (bits 0-31), each in [0, 2^32).  STRICT: NULL in, NULL out.
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_mask_transform(id pg_catalog.uuid, key pg_catalog.bytea,
		unmask pg_catalog.bool) RETURNS pg_catalog.uuid
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $body$
DECLARE
	b pg_catalog.bytea;
	version pg_catalog.int4;
	v0h pg_catalog.int8;
	v0l pg_catalog.int8;
	v1h pg_catalog.int8;
	v1l pg_catalog.int8;
	v2h pg_catalog.int8;
	v2l pg_catalog.int8;
	v3h pg_catalog.int8;
	v3l pg_catalog.int8;
	-- The message words: octets 6-13, and 14-15 with the length.
	m0h pg_catalog.int8;
	m0l pg_catalog.int8;
	m1h pg_catalog.int8;
	m1l pg_catalog.int8;
	t pg_catalog.int8;
	r pg_catalog.int4;
BEGIN
	IF pg_catalog.octet_length(key) OPERATOR(pg_catalog.<>) 16 THEN
		RAISE EXCEPTION 'invalid mask key length %', pg_catalog.octet_length(key)
			USING ERRCODE = '22023', DETAIL = 'A mask key is 16 bytes.';
	END IF;
	b := pg_catalog.uuid_send(id);
	IF pg_catalog.int4and(pg_catalog.get_byte(b, 8), 192) OPERATOR(pg_catalog.<>) 128 THEN
		IF unmask THEN
			RAISE EXCEPTION 'cannot unmask a UUID that is not of the RFC 9562 variant'
				USING ERRCODE = '22023', DETAIL = 'Only UUID version 4 can be unmasked.';
		END IF;
		RAISE EXCEPTION 'cannot mask a UUID that is not of the RFC 9562 variant'
			USING ERRCODE = '22023', DETAIL = 'Only UUID version 7 can be masked.';
	END IF;
	version := pg_catalog.int4shr(pg_catalog.get_byte(b, 6), 4);
	IF unmask AND version OPERATOR(pg_catalog.<>) 4 THEN
		RAISE EXCEPTION 'cannot unmask a UUID of version %', version
			USING ERRCODE = '22023', DETAIL = 'Only UUID version 4 can be unmasked.';
	ELSIF NOT unmask AND version OPERATOR(pg_catalog.<>) 7 THEN
		RAISE EXCEPTION 'cannot mask a UUID of version %', version
			USING ERRCODE = '22023', DETAIL = 'Only UUID version 7 can be masked.';
	END IF;

	-- The initial state: "somepseudorandomlygeneratedbytes" XOR the key,
	-- k0 its bytes 0-7 and k1 its bytes 8-15, little-endian (high halves
	-- bytes 4-7 and 12-15, low halves 0-3 and 8-11).
	v0h := pg_catalog.int8xor(1936682341, @extschema@.uuid9562_le32(key, 4));	-- 0x736f6d65
	v0l := pg_catalog.int8xor(1886610805, @extschema@.uuid9562_le32(key, 0));	-- 0x70736575
	v1h := pg_catalog.int8xor(1685025377, @extschema@.uuid9562_le32(key, 12));	-- 0x646f7261
	v1l := pg_catalog.int8xor(1852075885, @extschema@.uuid9562_le32(key, 8));	-- 0x6e646f6d
	v2h := pg_catalog.int8xor(1819895653, @extschema@.uuid9562_le32(key, 4));	-- 0x6c796765
	v2l := pg_catalog.int8xor(1852142177, @extschema@.uuid9562_le32(key, 0));	-- 0x6e657261
	v3h := pg_catalog.int8xor(1952801890, @extschema@.uuid9562_le32(key, 12));	-- 0x74656462
	v3l := pg_catalog.int8xor(2037671283, @extschema@.uuid9562_le32(key, 8));	-- 0x79746573
	-- The message: octet 6 & 0x0F, 7, 8 & 0x3F, 9 .. 15, length 10.
	m0l := pg_catalog.int8or(pg_catalog.int4and(pg_catalog.get_byte(b, 6), 15),
		pg_catalog.int8or(pg_catalog.int4shl(pg_catalog.get_byte(b, 7), 8),
		pg_catalog.int8or(pg_catalog.int4shl(pg_catalog.int4and(pg_catalog.get_byte(b, 8), 63), 16),
		pg_catalog.int8shl(pg_catalog.get_byte(b, 9), 24))));
	m0h := @extschema@.uuid9562_le32(b, 10);
	m1l := pg_catalog.int4or(pg_catalog.get_byte(b, 14), pg_catalog.int4shl(pg_catalog.get_byte(b, 15), 8));
	m1h := 167772160;	-- 10 << 24: the message's length in the top byte

	-- Rounds 1-2 absorb m0, 3-4 m1, 5-8 finalize.
	FOR r IN 1 .. 8 LOOP
		IF r OPERATOR(pg_catalog.=) 1 THEN
			v3h := pg_catalog.int8xor(v3h, m0h);
			v3l := pg_catalog.int8xor(v3l, m0l);
		ELSIF r OPERATOR(pg_catalog.=) 3 THEN
			v0h := pg_catalog.int8xor(v0h, m0h);
			v0l := pg_catalog.int8xor(v0l, m0l);
			v3h := pg_catalog.int8xor(v3h, m1h);
			v3l := pg_catalog.int8xor(v3l, m1l);
		ELSIF r OPERATOR(pg_catalog.=) 5 THEN
			v0h := pg_catalog.int8xor(v0h, m1h);
			v0l := pg_catalog.int8xor(v0l, m1l);
			v2l := pg_catalog.int8xor(v2l, 255);
		END IF;
		-- One SipRound.  v0 += v1
		v0h := @extschema@.uuid9562_sip_add_hi(v0h, v0l, v1h, v1l);
		v0l := @extschema@.uuid9562_sip_add_lo(v0l, v1l);
		-- v1 = rotl(v1, 13) ^ v0
		t := v1h;
		v1h := @extschema@.uuid9562_sip_rotl_xor(v1h, v1l, 13, v0h);
		v1l := @extschema@.uuid9562_sip_rotl_xor(v1l, t, 13, v0l);
		-- v2 += v3
		v2h := @extschema@.uuid9562_sip_add_hi(v2h, v2l, v3h, v3l);
		v2l := @extschema@.uuid9562_sip_add_lo(v2l, v3l);
		-- v3 = rotl(v3, 16) ^ v2
		t := v3h;
		v3h := @extschema@.uuid9562_sip_rotl_xor(v3h, v3l, 16, v2h);
		v3l := @extschema@.uuid9562_sip_rotl_xor(v3l, t, 16, v2l);
		-- v0 = rotl(v0, 32) + v3: the rotation swaps the halves
		t := v0h;
		v0h := @extschema@.uuid9562_sip_add_hi(v0l, t, v3h, v3l);
		v0l := @extschema@.uuid9562_sip_add_lo(t, v3l);
		-- v3 = rotl(v3, 21) ^ v0
		t := v3h;
		v3h := @extschema@.uuid9562_sip_rotl_xor(v3h, v3l, 21, v0h);
		v3l := @extschema@.uuid9562_sip_rotl_xor(v3l, t, 21, v0l);
		-- v2 += v1
		v2h := @extschema@.uuid9562_sip_add_hi(v2h, v2l, v1h, v1l);
		v2l := @extschema@.uuid9562_sip_add_lo(v2l, v1l);
		-- v1 = rotl(v1, 17) ^ v2
		t := v1h;
		v1h := @extschema@.uuid9562_sip_rotl_xor(v1h, v1l, 17, v2h);
		v1l := @extschema@.uuid9562_sip_rotl_xor(v1l, t, 17, v2l);
		-- v2 = rotl(v2, 32)
		t := v2h;
		v2h := v2l;
		v2l := t;
	END LOOP;

	-- The low 48 bits of v0 ^ v1 ^ v2 ^ v3 (16 of the high half, 32 of the
	-- low) XORed into octets 0-5, the version set; the variant bits stay as
	-- checked above.
	t := pg_catalog.int8xor(
		pg_catalog.int8or(pg_catalog.int8shl(pg_catalog.int4or(pg_catalog.int4shl(pg_catalog.get_byte(b, 0), 8),
																pg_catalog.get_byte(b, 1)), 32),
						  @extschema@.uuid9562_be32(b, 2)),
		pg_catalog.int8or(pg_catalog.int8shl(pg_catalog.int8and(pg_catalog.int8xor(pg_catalog.int8xor(v0h, v1h),
																				 pg_catalog.int8xor(v2h, v3h)), 65535), 32),
						  pg_catalog.int8xor(pg_catalog.int8xor(v0l, v1l), pg_catalog.int8xor(v2l, v3l))));
	RETURN pg_catalog.textcat(pg_catalog.textcat(pg_catalog.lpad(pg_catalog.to_hex(t), 12, '0'),
												 CASE WHEN unmask THEN '7' ELSE '4' END),
							  pg_catalog.substr(pg_catalog.encode(b, 'hex'), 14))::pg_catalog.uuid;
END
$body$;
COMMENT ON FUNCTION @extschema@.uuid9562_mask_transform(pg_catalog.uuid, pg_catalog.bytea, pg_catalog.bool)
	IS 'internal: mask (unmask false) or unmask a UUID under a 16-byte key by SipHash-2-4, as uuid_v7_mask(id, key) and uuid_v7_unmask(id, key)';

CREATE OR REPLACE FUNCTION @extschema@.uuid_v7_mask(id pg_catalog.uuid, key pg_catalog.bytea) RETURNS pg_catalog.uuid
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
AS $$
BEGIN
	RETURN @extschema@.uuid9562_mask_transform(id, key, false);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_v7_mask(pg_catalog.uuid, pg_catalog.bytea) IS 'mask a UUID version 7 as a UUID version 4 that hides its time, under a 16-byte key (UUIDv47 compatible)';

CREATE OR REPLACE FUNCTION @extschema@.uuid_v7_unmask(id pg_catalog.uuid, key pg_catalog.bytea) RETURNS pg_catalog.uuid
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SECURITY DEFINER
AS $$
BEGIN
	RETURN @extschema@.uuid9562_mask_transform(id, key, true);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_v7_unmask(pg_catalog.uuid, pg_catalog.bytea) IS 'recover the UUID version 7 from its mask under a 16-byte key (UUIDv47 compatible)';

--
-- The configured key
--

-- The key of the one-argument functions: at most one row (the unique index
-- on a constant), 16 bytes (a domain: a table's check constraint would show
-- the refused row, the key, in its error's detail and the server's log),
-- owned by the role that installs the edition and
-- readable by it only.  Created once and never replaced, so that running a
-- newer script over an older one keeps the key.  When created, every
-- privilege on it that the schema's default privileges gave another role
-- (as managed services give their API roles on tables of public) is taken
-- back, and row level security without a policy hides its row from any role
-- later granted SELECT by mistake (owner, superusers and BYPASSRLS roles
-- excepted).  In an extension (pg_tle) its row is dumped, as every table's
-- data is in a schema installed by the script: pg_dump by the owner carries
-- the key (docs/masking.md).
DO $create_key$
DECLARE
	grantee pg_catalog.regrole;
	key_table pg_catalog.regclass;
BEGIN
	-- The installer has refused a relation of this name that is not the
	-- table made here (scripts/portable); the name is built from the target
	-- schema as current (00_head.sql, convention 1), never from @extschema@
	-- in a string literal, which a schema name with a quote would end.
	IF pg_catalog.to_regclass(pg_catalog.format('%I.uuid9562_mask_key', pg_catalog.current_schema())) IS NOT NULL THEN
		RETURN;
	END IF;
	CREATE DOMAIN @extschema@.uuid9562_mask_key_bytes AS pg_catalog.bytea
		CONSTRAINT uuid9562_mask_key_length CHECK (pg_catalog.octet_length(VALUE) OPERATOR(pg_catalog.=) 16);
	COMMENT ON DOMAIN @extschema@.uuid9562_mask_key_bytes IS
		'internal: a mask key, 16 bytes; a domain, as its error names no value, where a table''s check shows the row';
	CREATE TABLE @extschema@.uuid9562_mask_key (key @extschema@.uuid9562_mask_key_bytes NOT NULL);
	key_table := pg_catalog.format('%I.uuid9562_mask_key', pg_catalog.current_schema())::pg_catalog.regclass;
	CREATE UNIQUE INDEX uuid9562_mask_key_one ON @extschema@.uuid9562_mask_key ((true));
	ALTER TABLE @extschema@.uuid9562_mask_key ENABLE ROW LEVEL SECURITY;
	REVOKE ALL ON TABLE @extschema@.uuid9562_mask_key FROM PUBLIC;
	FOR grantee IN
		SELECT DISTINCT a.grantee::pg_catalog.regrole
		  FROM pg_catalog.pg_class AS c,
			   LATERAL pg_catalog.aclexplode(c.relacl) AS a
		 WHERE c.oid OPERATOR(pg_catalog.=) key_table
		   AND a.grantee OPERATOR(pg_catalog.<>) c.relowner
		   AND a.grantee OPERATOR(pg_catalog.<>) 0
	LOOP
		EXECUTE pg_catalog.format('REVOKE ALL ON TABLE %s FROM %s', key_table, grantee);
	END LOOP;
	COMMENT ON TABLE @extschema@.uuid9562_mask_key IS
		'internal: the key of uuid_v7_mask(id) and uuid_v7_unmask(id), one row of 16 bytes, readable by its owner only';
	IF EXISTS (SELECT FROM pg_catalog.pg_depend AS d
				WHERE d.classid OPERATOR(pg_catalog.=) 'pg_catalog.pg_class'::pg_catalog.regclass
				  AND d.objid OPERATOR(pg_catalog.=) key_table
				  AND d.deptype OPERATOR(pg_catalog.=) 'e') THEN
		PERFORM pg_catalog.pg_extension_config_dump(key_table, '');
	END IF;
END
$create_key$;

-- The (un)masked id under the configured key: the one row of
-- uuid9562_mask_key, read with the rights of its owner (SECURITY DEFINER),
-- used and never returned; no such row raises 55000 (object not in
-- prerequisite state), as the C edition does without a key file.  A fixed
-- search_path (pg_catalog first, pg_temp last) keeps a caller's schemas from
-- supplying an operator, function or type that would run with the owner's
-- rights; every name in this body and the transform's is qualified besides.
-- STABLE: all rows of one statement see one snapshot, hence one key;
-- PARALLEL RESTRICTED as the C edition's.  The errors of the transform
-- (22023) for an id of the wrong version; their messages hold no key byte.
CREATE OR REPLACE FUNCTION @extschema@.uuid9562_mask_configured(id pg_catalog.uuid, unmask pg_catalog.bool)
	RETURNS pg_catalog.uuid
LANGUAGE plpgsql STABLE STRICT PARALLEL RESTRICTED SECURITY DEFINER
SET search_path = pg_catalog, pg_temp AS $body$
DECLARE
	k pg_catalog.bytea;
BEGIN
	SELECT m.key INTO k FROM @extschema@.uuid9562_mask_key AS m;
	IF k IS NULL THEN
		RAISE EXCEPTION USING ERRCODE = '55000',
			MESSAGE = 'no mask key is set',
			HINT = 'As the owner of table @extschema@.uuid9562_mask_key, insert a key of 16 bytes into it, or pass the key as the second argument.';
	END IF;
	RETURN @extschema@.uuid9562_mask_transform(id, k, unmask);
END
$body$;
COMMENT ON FUNCTION @extschema@.uuid9562_mask_configured(pg_catalog.uuid, pg_catalog.bool)
	IS 'internal: mask (unmask false) or unmask a UUID under the key of table uuid9562_mask_key, which it reads with its owner''s rights and never returns';

CREATE OR REPLACE FUNCTION @extschema@.uuid_v7_mask(id pg_catalog.uuid) RETURNS pg_catalog.uuid
LANGUAGE plpgsql STABLE STRICT PARALLEL RESTRICTED SECURITY DEFINER
AS $$
BEGIN
	RETURN @extschema@.uuid9562_mask_configured(id, false);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_v7_mask(pg_catalog.uuid) IS 'mask a UUID version 7 as a UUID version 4 that hides its time, under the key of table uuid9562_mask_key (UUIDv47 compatible)';

CREATE OR REPLACE FUNCTION @extschema@.uuid_v7_unmask(id pg_catalog.uuid) RETURNS pg_catalog.uuid
LANGUAGE plpgsql STABLE STRICT PARALLEL RESTRICTED SECURITY DEFINER
AS $$
BEGIN
	RETURN @extschema@.uuid9562_mask_configured(id, true);
END
$$;
COMMENT ON FUNCTION @extschema@.uuid_v7_unmask(pg_catalog.uuid) IS 'recover the UUID version 7 from its mask under the key of table uuid9562_mask_key (UUIDv47 compatible)';
