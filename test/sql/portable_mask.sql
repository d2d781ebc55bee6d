--
-- Hidden creation time (UUIDv47) in the portable edition
-- (portable/50_mask.sql), installed by a role without superuser into a
-- schema of its own: the masking vectors and the 10,000-pair digest of
-- scripts/mask-vectors (an implementation independent of both editions),
-- round trips, the errors and their SQLSTATEs as the C edition raises them
-- (test/sql/mask.sql), NULL; then the configured key of uuid_v7_mask(id)
-- and uuid_v7_unmask(id), the table uuid9562_mask_key: 55000 without a key,
-- the owner's key used, rotated, and what a role without privileges can
-- and cannot do (docs/masking.md, "Portable edition").  Any major from 13.
--
\i test/sql/include/error_of.sql
GRANT USAGE ON SCHEMA regress TO PUBLIC;
CREATE ROLE regress_mask_owner;
CREATE ROLE regress_mask_user;
GRANT CREATE ON DATABASE :"DBNAME" TO regress_mask_owner, regress_mask_user;
SET SESSION AUTHORIZATION regress_mask_owner;
CREATE SCHEMA portable_mask;
-- Default privileges that give other roles every new table of the schema,
-- as managed services give their API roles: the key table escapes them.
ALTER DEFAULT PRIVILEGES IN SCHEMA portable_mask GRANT ALL ON TABLES TO regress_mask_user;
\set schema portable_mask
\i test/sql/include/portable.sql
GRANT USAGE ON SCHEMA portable_mask TO regress_mask_user;
SET search_path = portable_mask;

--
-- Masking vectors and the digest, from scripts/mask-vectors (as
-- test/sql/mask.sql).
--
\i test/sql/include/mask_vectors.sql
GRANT SELECT ON mask_vector TO regress_mask_user;

-- Every mask is version 4 of the RFC variant, keeps octets 6-15 but the
-- version, and the 10,000 are distinct.
SELECT count(*) FILTER (WHERE substr(m::text, 15, 1) <> '4' OR substr(m::text, 20, 1) NOT IN ('8', '9', 'a', 'b')) AS not_v4,
       count(*) FILTER (WHERE substr(m::text, 16) <> substr(v7::text, 16)) AS other_bits_changed,
       count(DISTINCT m) AS distinct_masks
  FROM (SELECT v7, uuid_v7_mask(v7, key) AS m FROM mask_pairs) AS s;  -- 0, 0, 10000

--
-- Errors, as the C edition's: the key's length first, then the variant and
-- the version; NULL in, NULL out.
--
SELECT * FROM regress.error_of($$SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', '\x0001')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_unmask('2463c780-7fca-4def-8c3f-7b1a2c4d5e6f', '\x000102030405060708090a0b0c0d0e0f10')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_mask('00000000-0000-0000-0000-000000000000', '\x')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_mask('2463c780-7fca-4def-8c3f-7b1a2c4d5e6f', '\x000102030405060708090a0b0c0d0e0f')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_unmask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', '\x000102030405060708090a0b0c0d0e0f')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_mask('018f2d9f-9a2a-7def-cc3f-7b1a2c4d5e6f', '\x000102030405060708090a0b0c0d0e0f')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_unmask('ffffffff-ffff-ffff-ffff-ffffffffffff', '\x000102030405060708090a0b0c0d0e0f')$$);
SELECT v AS version, (regress.error_of(format($$SELECT uuid_v7_mask('018f2d9f-9a2a-%sdef-8c3f-7b1a2c4d5e6f', '\x000102030405060708090a0b0c0d0e0f')$$, to_hex(v)))).message
  FROM generate_series(0, 15) AS v WHERE v <> 7;
SELECT uuid_v7_mask(NULL, '\x00') IS NULL AS null_id, uuid_v7_unmask('2463c780-7fca-4def-8c3f-7b1a2c4d5e6f', NULL) IS NULL AS null_key,
       uuid_v7_mask(NULL) IS NULL AS null_id_configured;  -- t, t, t

--
-- The configured key.  The table: the owner's alone, whatever the default
-- privileges said, row level security on; the one-argument functions
-- without a key raise 55000.
--
SELECT pg_get_userbyid(c.relowner) AS owner, c.relrowsecurity,
       (SELECT count(*) FROM aclexplode(c.relacl) AS a WHERE a.grantee <> c.relowner) AS granted_to_others
  FROM pg_class c WHERE c.oid = 'portable_mask.uuid9562_mask_key'::regclass;  -- regress_mask_owner, t, 0
SELECT * FROM regress.error_of($$SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f')$$);
SELECT * FROM regress.error_of($$SELECT uuid_v7_unmask('2463c780-7fca-4def-8c3f-7b1a2c4d5e6f')$$);
-- The owner sets the key (a key of another length is refused, without the
-- value in the message), and the one-argument functions use it.
SELECT * FROM regress.error_of($$INSERT INTO portable_mask.uuid9562_mask_key VALUES ('\xefcdab8967452301')$$);
INSERT INTO portable_mask.uuid9562_mask_key VALUES ('\xefcdab89674523011032547698badcfe');
SELECT * FROM regress.error_of($$INSERT INTO portable_mask.uuid9562_mask_key VALUES ('\x000102030405060708090a0b0c0d0e0f')$$);
SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f');  -- 2463c780-7fca-4def-8c3f-7b1a2c4d5e6f
SELECT uuid_v7_unmask('2463c780-7fca-4def-8c3f-7b1a2c4d5e6f');  -- 018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f
SELECT * FROM regress.error_of($$SELECT uuid_v7_mask('2463c780-7fca-4def-8c3f-7b1a2c4d5e6f')$$);
SELECT count(*) FILTER (WHERE uuid_v7_mask(v.v7) = v.masked) AS masked_right,
       count(*) FILTER (WHERE uuid_v7_unmask(v.masked) = v.v7) AS unmasked_right
  FROM mask_vector v WHERE v.key_name = 'published';  -- 6, 6

-- The pattern of docs/masking.md: a lookup by public id unmasks it once and
-- uses the primary key's index.
CREATE TABLE portable_mask.orders (id uuid PRIMARY KEY, n int);
INSERT INTO portable_mask.orders SELECT v7, i FROM mask_pairs;
ANALYZE portable_mask.orders;
EXPLAIN (COSTS OFF) SELECT n FROM portable_mask.orders WHERE id = uuid_v7_unmask('6d1d50d4-11e9-4fff-bfff-ffffffffffff');
SELECT n FROM portable_mask.orders WHERE id = uuid_v7_unmask(uuid_v7_mask((SELECT v7 FROM mask_pairs WHERE i = 4321)));  -- 4321

--
-- A role without privileges: masks and unmasks under the key, but cannot
-- read, change or remove it.  It puts operators and functions of its own
-- first on its search_path, which record who calls them: the key's owner
-- never does, as every name in the bodies is qualified and the function
-- that reads the key fixes its search_path.
--
SET SESSION AUTHORIZATION regress_mask_user;
SELECT has_table_privilege('portable_mask.uuid9562_mask_key', 'SELECT') AS can_select,
       has_table_privilege('portable_mask.uuid9562_mask_key', 'INSERT, UPDATE, DELETE, TRUNCATE') AS can_change;  -- f, f
SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f');  -- 2463c780-7fca-4def-8c3f-7b1a2c4d5e6f
SELECT uuid_v7_unmask('2463c780-7fca-4def-8c3f-7b1a2c4d5e6f');  -- 018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f
SELECT * FROM regress.error_of($$SELECT key FROM portable_mask.uuid9562_mask_key$$);
SELECT * FROM regress.error_of($$UPDATE portable_mask.uuid9562_mask_key SET key = '\x00000000000000000000000000000000'$$);
SELECT * FROM regress.error_of($$DELETE FROM portable_mask.uuid9562_mask_key$$);
SELECT * FROM regress.error_of($$INSERT INTO portable_mask.uuid9562_mask_key VALUES ('\x00000000000000000000000000000000')$$);
SELECT * FROM regress.error_of($$TRUNCATE portable_mask.uuid9562_mask_key$$);
SELECT * FROM regress.error_of($$ALTER TABLE portable_mask.uuid9562_mask_key DISABLE ROW LEVEL SECURITY$$);
CREATE SCHEMA regress_trap;
CREATE TABLE regress_trap.calls (caller name);
GRANT USAGE ON SCHEMA regress_trap TO PUBLIC;
GRANT INSERT ON regress_trap.calls TO PUBLIC;
CREATE FUNCTION regress_trap.noted() RETURNS int LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO regress_trap.calls VALUES (current_user);
	RETURN 1;
END
$$;
CREATE FUNCTION regress_trap.op8(bigint, bigint) RETURNS bigint LANGUAGE sql AS $$ SELECT regress_trap.noted()::bigint $$;
CREATE FUNCTION regress_trap.op4(int, int) RETURNS int LANGUAGE sql AS $$ SELECT regress_trap.noted() $$;
CREATE OPERATOR regress_trap.# (function = regress_trap.op8, leftarg = bigint, rightarg = bigint);
CREATE OPERATOR regress_trap.+ (function = regress_trap.op8, leftarg = bigint, rightarg = bigint);
CREATE OPERATOR regress_trap.& (function = regress_trap.op4, leftarg = int, rightarg = int);
CREATE OPERATOR regress_trap.<> (function = regress_trap.op4, leftarg = int, rightarg = int);
CREATE FUNCTION regress_trap.get_byte(bytea, int) RETURNS int LANGUAGE sql AS $$ SELECT 0 $$;
CREATE FUNCTION regress_trap.uuid_send(uuid) RETURNS bytea LANGUAGE sql AS $$ SELECT '\x'::bytea $$;
SET search_path = regress_trap, pg_catalog, portable_mask;
SELECT 5::bigint # 6::bigint AS trap_works;  -- 1
SELECT uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', '\xefcdab89674523011032547698badcfe') AS with_key,
       uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f') AS configured;  -- both 2463c780-7fca-4def-8c3f-7b1a2c4d5e6f
SELECT uuid_v7_unmask('2463c780-7fca-4def-8c3f-7b1a2c4d5e6f') AS configured;  -- 018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f
SELECT caller, count(*) FROM regress_trap.calls GROUP BY caller;  -- regress_mask_user only (trap_works)
RESET search_path;
SET client_min_messages = warning;
DROP SCHEMA regress_trap CASCADE;
RESET client_min_messages;
SET search_path = portable_mask;

--
-- Rotation: the owner replaces the key in place; every statement after it
-- masks under the new key.
--
SET SESSION AUTHORIZATION regress_mask_owner;
INSERT INTO portable_mask.uuid9562_mask_key VALUES ('\x000102030405060708090a0b0c0d0e0f')
  ON CONFLICT ((true)) DO UPDATE SET key = excluded.key;
SELECT count(*) AS keys FROM portable_mask.uuid9562_mask_key;  -- 1
SET SESSION AUTHORIZATION regress_mask_user;
SELECT count(*) FILTER (WHERE uuid_v7_mask(v.v7) = v.masked) AS masked_right
  FROM mask_vector v WHERE v.key_name = 'paper';  -- 6

RESET search_path;
RESET SESSION AUTHORIZATION;
SET client_min_messages = warning;
DROP SCHEMA portable_mask CASCADE;
DROP OWNED BY regress_mask_owner, regress_mask_user;
DROP ROLE regress_mask_owner, regress_mask_user;
