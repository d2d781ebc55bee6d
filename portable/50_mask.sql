--
-- portable/50_mask.sql: hidden creation time (UUIDv47) in SQL and PL/pgSQL:
-- SipHash-2-4, uuid_v7_mask() / uuid_v7_unmask() with a key argument, and
-- the same functions under a configured key that ordinary roles use but
-- cannot read.
--
-- The C edition is the reference (src/mask.c, src/common/mask_codec.c,
-- src/common/siphash.c; docs/masking.md): the 74 random bits of a version 7
-- value, as 10 bytes, are hashed with SipHash-2-4 under a 16-byte key, and
-- the low 48 bits of the hash are XORed into the 48-bit millisecond; the
-- version becomes 4, and unmasking does the same backwards.  PostgreSQL has
-- no unsigned 64-bit integer and its bigint arithmetic raises an error on
-- overflow, so every 64-bit SipHash word is held as two bigint halves of 32
-- bits each: additions carry from the low half into the high one and are
-- cut to 32 bits, rotations shift at most 32 bits of a half, so that no
-- value ever exceeds 2^53 and nothing relies on wrapping.
--
-- A managed service has no key file, so the configured key lives in the
-- table uuid9562_mask_key of the install schema, which only its owner (the
-- role that installed the edition) can read; the SECURITY DEFINER function
-- uuid9562_mask_configured() reads it, masks or unmasks, and never returns
-- it.  Why that is safe, and how the owner sets and rotates the key:
-- docs/masking.md, "Portable edition".
--

--
-- The transform under a key given as an argument
--

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
	-- 2^32 - 1: the mask of a 32-bit half.
	m CONSTANT pg_catalog.int8 := 4294967295;
	v0h pg_catalog.int8;
	v0l pg_catalog.int8;
	v1h pg_catalog.int8;
	v1l pg_catalog.int8;
	v2h pg_catalog.int8;
	v2l pg_catalog.int8;
	v3h pg_catalog.int8;
	v3l pg_catalog.int8;
	-- The message words: octets 6-13 and 14-15 with the length.
	m0h pg_catalog.int8;
	m0l pg_catalog.int8;
	m1h pg_catalog.int8;
	m1l pg_catalog.int8;
	k0h pg_catalog.int8;
	k0l pg_catalog.int8;
	k1h pg_catalog.int8;
	k1l pg_catalog.int8;
	t pg_catalog.int8;
	r pg_catalog.int4;
BEGIN
	IF pg_catalog.octet_length(key) <> 16 THEN
		RAISE EXCEPTION USING ERRCODE = '22023',
			MESSAGE = pg_catalog.format('invalid mask key length %s', pg_catalog.octet_length(key)),
			DETAIL = 'A mask key is 16 bytes.';
	END IF;
	b := pg_catalog.uuid_send(id);
	IF (pg_catalog.get_byte(b, 8) & 192) <> 128 THEN
		RAISE EXCEPTION USING ERRCODE = '22023',
			MESSAGE = CASE WHEN unmask THEN 'cannot unmask a UUID that is not of the RFC 9562 variant'
					  ELSE 'cannot mask a UUID that is not of the RFC 9562 variant' END,
			DETAIL = CASE WHEN unmask THEN 'Only UUID version 4 can be unmasked.'
					 ELSE 'Only UUID version 7 can be masked.' END;
	END IF;
	version := pg_catalog.get_byte(b, 6) >> 4;
	IF version <> (CASE WHEN unmask THEN 4 ELSE 7 END) THEN
		RAISE EXCEPTION USING ERRCODE = '22023',
			MESSAGE = pg_catalog.format(CASE WHEN unmask THEN 'cannot unmask a UUID of version %s'
										ELSE 'cannot mask a UUID of version %s' END, version),
			DETAIL = CASE WHEN unmask THEN 'Only UUID version 4 can be unmasked.'
					 ELSE 'Only UUID version 7 can be masked.' END;
	END IF;

	k0l := pg_catalog.get_byte(key, 0) | (pg_catalog.get_byte(key, 1) << 8) |
		(pg_catalog.get_byte(key, 2) << 16) | (pg_catalog.get_byte(key, 3)::pg_catalog.int8 << 24);
	k0h := pg_catalog.get_byte(key, 4) | (pg_catalog.get_byte(key, 5) << 8) |
		(pg_catalog.get_byte(key, 6) << 16) | (pg_catalog.get_byte(key, 7)::pg_catalog.int8 << 24);
	k1l := pg_catalog.get_byte(key, 8) | (pg_catalog.get_byte(key, 9) << 8) |
		(pg_catalog.get_byte(key, 10) << 16) | (pg_catalog.get_byte(key, 11)::pg_catalog.int8 << 24);
	k1h := pg_catalog.get_byte(key, 12) | (pg_catalog.get_byte(key, 13) << 8) |
		(pg_catalog.get_byte(key, 14) << 16) | (pg_catalog.get_byte(key, 15)::pg_catalog.int8 << 24);
	m0l := (pg_catalog.get_byte(b, 6) & 15) | (pg_catalog.get_byte(b, 7) << 8) |
		((pg_catalog.get_byte(b, 8) & 63) << 16) | (pg_catalog.get_byte(b, 9)::pg_catalog.int8 << 24);
	m0h := pg_catalog.get_byte(b, 10) | (pg_catalog.get_byte(b, 11) << 8) |
		(pg_catalog.get_byte(b, 12) << 16) | (pg_catalog.get_byte(b, 13)::pg_catalog.int8 << 24);
	m1l := pg_catalog.get_byte(b, 14) | (pg_catalog.get_byte(b, 15) << 8);
	m1h := 167772160;	-- 10 << 24: the message's length in the top byte
	-- The initial state: "somepseudorandomlygeneratedbytes" XOR the key.
	v0h := 1936682341 # k0h;	-- 0x736f6d65
	v0l := 1886610805 # k0l;	-- 0x70736575
	v1h := 1685025377 # k1h;	-- 0x646f7261
	v1l := 1852075885 # k1l;	-- 0x6e646f6d
	v2h := 1819895653 # k0h;	-- 0x6c796765
	v2l := 1852142177 # k0l;	-- 0x6e657261
	v3h := 1952801890 # k1h;	-- 0x74656462
	v3l := 2037671283 # k1l;	-- 0x79746573

	-- Rounds 1-2 absorb m0, 3-4 m1, 5-8 finalize.
	FOR r IN 1 .. 8 LOOP
		IF r = 1 THEN
			v3h := v3h # m0h;
			v3l := v3l # m0l;
		ELSIF r = 3 THEN
			v0h := v0h # m0h;
			v0l := v0l # m0l;
			v3h := v3h # m1h;
			v3l := v3l # m1l;
		ELSIF r = 5 THEN
			v0h := v0h # m1h;
			v0l := v0l # m1l;
			v2l := v2l # 255;
		END IF;
		-- One SipRound.  v0 += v1
		v0h := (v0h + v1h + ((v0l + v1l) >> 32)) & m;
		v0l := (v0l + v1l) & m;
		-- v1 = rotl(v1, 13) ^ v0
		t := v1h;
		v1h := (((v1h << 13) | (v1l >> 19)) & m) # v0h;
		v1l := (((v1l << 13) | (t >> 19)) & m) # v0l;
		-- v2 += v3
		v2h := (v2h + v3h + ((v2l + v3l) >> 32)) & m;
		v2l := (v2l + v3l) & m;
		-- v3 = rotl(v3, 16) ^ v2
		t := v3h;
		v3h := (((v3h << 16) | (v3l >> 16)) & m) # v2h;
		v3l := (((v3l << 16) | (t >> 16)) & m) # v2l;
		-- v0 = rotl(v0, 32) + v3: the rotation swaps the halves
		t := v0h + v3l;
		v0h := (v0l + v3h + (t >> 32)) & m;
		v0l := t & m;
		-- v3 = rotl(v3, 21) ^ v0
		t := v3h;
		v3h := (((v3h << 21) | (v3l >> 11)) & m) # v0h;
		v3l := (((v3l << 21) | (t >> 11)) & m) # v0l;
		-- v2 += v1
		v2h := (v2h + v1h + ((v2l + v1l) >> 32)) & m;
		v2l := (v2l + v1l) & m;
		-- v1 = rotl(v1, 17) ^ v2
		t := v1h;
		v1h := (((v1h << 17) | (v1l >> 15)) & m) # v2h;
		v1l := (((v1l << 17) | (t >> 15)) & m) # v2l;
		-- v2 = rotl(v2, 32)
		t := v2h;
		v2h := v2l;
		v2l := t;
	END LOOP;

	-- The low 48 bits of v0 ^ v1 ^ v2 ^ v3 XORed into octets 0-5 (16 + 32
	-- bits), the version set; the variant bits stay as checked above.
	RETURN (pg_catalog.lpad(pg_catalog.to_hex(((pg_catalog.get_byte(b, 0) << 8) | pg_catalog.get_byte(b, 1)) #
											 ((v0h # v1h # v2h # v3h) & 65535)), 4, '0') ||
			pg_catalog.lpad(pg_catalog.to_hex(((pg_catalog.get_byte(b, 2)::pg_catalog.int8 << 24) |
											  (pg_catalog.get_byte(b, 3) << 16) |
											  (pg_catalog.get_byte(b, 4) << 8) | pg_catalog.get_byte(b, 5)) #
											 (v0l # v1l # v2l # v3l)), 8, '0') ||
			CASE WHEN unmask THEN '7' ELSE '4' END ||
			pg_catalog.substr(pg_catalog.encode(b, 'hex'), 14))::pg_catalog.uuid;
END
$body$;
COMMENT ON FUNCTION @extschema@.uuid9562_mask_transform(pg_catalog.uuid, pg_catalog.bytea, pg_catalog.bool)
	IS 'internal: mask (unmask false) or unmask a UUID under a 16-byte key by SipHash-2-4, as uuid_v7_mask(id, key) and uuid_v7_unmask(id, key)';

CREATE OR REPLACE FUNCTION @extschema@.uuid_v7_mask(id pg_catalog.uuid, key pg_catalog.bytea) RETURNS pg_catalog.uuid
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT @extschema@.uuid9562_mask_transform(id, key, false) $$;
COMMENT ON FUNCTION @extschema@.uuid_v7_mask(pg_catalog.uuid, pg_catalog.bytea) IS 'mask a UUID version 7 as a UUID version 4 that hides its time, under a 16-byte key (UUIDv47 compatible)';

CREATE OR REPLACE FUNCTION @extschema@.uuid_v7_unmask(id pg_catalog.uuid, key pg_catalog.bytea) RETURNS pg_catalog.uuid
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT @extschema@.uuid9562_mask_transform(id, key, true) $$;
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
BEGIN
	IF pg_catalog.to_regclass('@extschema@.uuid9562_mask_key') IS NOT NULL THEN
		RETURN;
	END IF;
	CREATE DOMAIN @extschema@.uuid9562_mask_key_bytes AS pg_catalog.bytea
		CONSTRAINT uuid9562_mask_key_length CHECK (pg_catalog.octet_length(VALUE) OPERATOR(pg_catalog.=) 16);
	COMMENT ON DOMAIN @extschema@.uuid9562_mask_key_bytes IS
		'internal: a mask key, 16 bytes; a domain, as its error names no value, where a table''s check shows the row';
	CREATE TABLE @extschema@.uuid9562_mask_key (key @extschema@.uuid9562_mask_key_bytes NOT NULL);
	CREATE UNIQUE INDEX uuid9562_mask_key_one ON @extschema@.uuid9562_mask_key ((true));
	ALTER TABLE @extschema@.uuid9562_mask_key ENABLE ROW LEVEL SECURITY;
	REVOKE ALL ON TABLE @extschema@.uuid9562_mask_key FROM PUBLIC;
	FOR grantee IN
		SELECT DISTINCT a.grantee::pg_catalog.regrole
		  FROM pg_catalog.pg_class AS c,
			   LATERAL pg_catalog.aclexplode(c.relacl) AS a
		 WHERE c.oid = '@extschema@.uuid9562_mask_key'::pg_catalog.regclass
		   AND a.grantee OPERATOR(pg_catalog.<>) c.relowner
		   AND a.grantee OPERATOR(pg_catalog.<>) 0
	LOOP
		EXECUTE pg_catalog.format('REVOKE ALL ON TABLE @extschema@.uuid9562_mask_key FROM %s', grantee);
	END LOOP;
	COMMENT ON TABLE @extschema@.uuid9562_mask_key IS
		'internal: the key of uuid_v7_mask(id) and uuid_v7_unmask(id), one row of 16 bytes, readable by its owner only';
	IF EXISTS (SELECT FROM pg_catalog.pg_depend AS d
				WHERE d.classid OPERATOR(pg_catalog.=) 'pg_catalog.pg_class'::pg_catalog.regclass
				  AND d.objid OPERATOR(pg_catalog.=) '@extschema@.uuid9562_mask_key'::pg_catalog.regclass
				  AND d.deptype OPERATOR(pg_catalog.=) 'e') THEN
		PERFORM pg_catalog.pg_extension_config_dump('@extschema@.uuid9562_mask_key', '');
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
LANGUAGE sql STABLE STRICT PARALLEL RESTRICTED
AS $$ SELECT @extschema@.uuid9562_mask_configured(id, false) $$;
COMMENT ON FUNCTION @extschema@.uuid_v7_mask(pg_catalog.uuid) IS 'mask a UUID version 7 as a UUID version 4 that hides its time, under the key of table uuid9562_mask_key (UUIDv47 compatible)';

CREATE OR REPLACE FUNCTION @extschema@.uuid_v7_unmask(id pg_catalog.uuid) RETURNS pg_catalog.uuid
LANGUAGE sql STABLE STRICT PARALLEL RESTRICTED
AS $$ SELECT @extschema@.uuid9562_mask_configured(id, true) $$;
COMMENT ON FUNCTION @extschema@.uuid_v7_unmask(pg_catalog.uuid) IS 'recover the UUID version 7 from its mask under the key of table uuid9562_mask_key (UUIDv47 compatible)';
