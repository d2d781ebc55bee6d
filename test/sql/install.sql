--
-- Installation: as a non-superuser database owner (trusted), relocatable.
--
-- A database owner without superuser installs the extension into a schema
-- of its own (trusted and relocatable), and can use it there.  The
-- extension pg_regress created (--load-extension) goes first.
DROP EXTENSION uuid9562;
CREATE ROLE regress_uuid9562_owner;
SELECT current_database() AS dbname \gset
GRANT CREATE ON DATABASE :"dbname" TO regress_uuid9562_owner;
CREATE SCHEMA regress_uuid9562_owned AUTHORIZATION regress_uuid9562_owner;
SET ROLE regress_uuid9562_owner;
CREATE EXTENSION uuid9562 SCHEMA regress_uuid9562_owned;
SELECT regress_uuid9562_owned.uuid_version(regress_uuid9562_owned.uuid_generate_v7());  -- 7
SELECT extowner::regrole, extnamespace::regnamespace, extrelocatable
  FROM pg_extension WHERE extname = 'uuid9562';
DROP EXTENSION uuid9562;
RESET ROLE;
DROP SCHEMA regress_uuid9562_owned;
REVOKE CREATE ON DATABASE :"dbname" FROM regress_uuid9562_owner;
DROP ROLE regress_uuid9562_owner;

-- The test clock is a superuser-only setting, hidden from SHOW ALL.
CREATE EXTENSION uuid9562;
CREATE ROLE regress_uuid9562_user;
SET ROLE regress_uuid9562_user;
SET uuid9562.test_clock = '0';
RESET ROLE;
DROP ROLE regress_uuid9562_user;
SELECT count(*) FROM pg_settings WHERE name = 'uuid9562.test_clock';  -- 0: hidden
SET uuid9562.test_clock = 'soon';
SET uuid9562.test_clock = '-1';

-- Every function of the extension is STRICT and PARALLEL SAFE, except that
-- uuid_generate_v8_name is not STRICT: its hashspace defaults to NULL, which
-- means "no hash space", and a STRICT function would return NULL instead;
-- and that the one-argument uuid_v7_mask and uuid_v7_unmask are PARALLEL
-- RESTRICTED (1.3): a parallel worker would read the key file afresh, so
-- only the backend that runs a statement calls them, one key per statement;
-- and uuid_v7_horizon() (1.5), which reads the server's backends and
-- prepared transactions in the backend that runs the statement.
-- Aggregates (min and max of uuid, where the server lacks them) are never
-- marked STRICT; their transition functions are.
SELECT p.oid::regprocedure, p.proisstrict, p.proparallel
  FROM pg_depend d JOIN pg_proc p ON p.oid = d.objid
 WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'uuid9562')
   AND d.classid = 'pg_proc'::regclass
   AND (NOT (p.proisstrict OR p.proname = 'uuid_generate_v8_name' OR p.prokind = 'a') OR p.proparallel <> 's')
 ORDER BY 1::text COLLATE "C";  -- uuid_v7_mask(uuid), uuid_v7_unmask(uuid), uuid_v7_horizon(), r
SELECT p.proisstrict FROM pg_proc p
 WHERE p.oid = 'uuid_generate_v8_name(uuid, text, text, uuid)'::regprocedure;  -- f

-- Every function of the extension has a comment.
SELECT p.oid::regprocedure
  FROM pg_depend d JOIN pg_proc p ON p.oid = d.objid
 WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'uuid9562')
   AND d.classid = 'pg_proc'::regclass
   AND obj_description(p.oid, 'pg_proc') IS NULL;
