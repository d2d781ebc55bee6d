--
-- Upgrades and security: the update paths of every released version, the
-- trusted extension installed by a database owner without superuser, an
-- install script that neither a hostile search_path nor decoys in the target
-- schema can hijack, and a DROP EXTENSION that leaves the catalogs exactly as
-- they were.  All in the test's own database, lent to a database owner for
-- the while and given back; it ends with the extension installed in public,
-- as install left it.
--
\i test/sql/include/error_of.sql
SELECT current_database() AS dbname \gset

--
-- Versions and update paths
--

-- Versions 1.0, 1.1, 1.2, 1.3, 1.4 and 1.5, each trusted (a database owner may install
-- it) and relocatable; 1.5 the default, installed by install.  Beside them
-- the pseudo-version portable, the first step of the takeover of the
-- portable edition (docs/upgrading.md), which updates to the default only.
SELECT name, version, superuser, trusted, relocatable, schema, requires
  FROM pg_available_extension_versions WHERE name = 'uuid9562' ORDER BY version;
SELECT default_version, installed_version FROM pg_available_extensions WHERE name = 'uuid9562';

-- Updates go forward only: each version to the next by its script, nothing
-- back; from portable, the default by its one script.
SELECT source, target, path FROM pg_extension_update_paths('uuid9562') ORDER BY source, target;

-- Updating to the installed version, implicitly or by name, is a no-op with
-- a notice: same version, schema and members, and the functions still work.
SELECT count(*) AS members FROM pg_depend
 WHERE refclassid = 'pg_extension'::regclass AND deptype = 'e'
   AND refobjid = (SELECT oid FROM pg_extension WHERE extname = 'uuid9562') \gset
ALTER EXTENSION uuid9562 UPDATE;
ALTER EXTENSION uuid9562 UPDATE TO '1.5';
SELECT e.extversion, e.extnamespace::regnamespace,
       (SELECT count(*) FROM pg_depend d
         WHERE d.refclassid = 'pg_extension'::regclass AND d.refobjid = e.oid
           AND d.deptype = 'e') = :members AS same_members,
       uuid_version(uuid_generate_v7()) AS version
  FROM pg_extension e WHERE e.extname = 'uuid9562';

-- Going back is not offered: 22023.
SELECT code, message FROM regress.error_of($$ALTER EXTENSION uuid9562 UPDATE TO '1.0'$$);
-- A version that does not exist has no update path: 22023.
SELECT code, message FROM regress.error_of($$ALTER EXTENSION uuid9562 UPDATE TO '9.9'$$);

--
-- Installation by a database owner without superuser
--
-- This database, without the extension, owned for the while by
-- regress_uuid9562_dbowner (its owner is given back at the end);
-- regress_uuid9562_evil is an ordinary user, without CREATE on it.  A
-- fresh session, as a new database would give.
CREATE ROLE regress_uuid9562_dbowner;
CREATE ROLE regress_uuid9562_evil;
SELECT datdba::regrole AS original_owner FROM pg_database WHERE datname = :'dbname' \gset
DROP EXTENSION uuid9562;
ALTER DATABASE :"dbname" OWNER TO regress_uuid9562_dbowner;
\c

-- Fixtures, in place before the catalog snapshot: error_of (usable by
-- every role), the schema the extension is moved to, and
-- catalog_objects(): every object of this database and every dependency on
-- or of one, named by its identity (oid-independent), one row each.
GRANT USAGE ON SCHEMA regress TO PUBLIC;
CREATE SCHEMA regress_uuid9562_moved AUTHORIZATION regress_uuid9562_dbowner;
CREATE FUNCTION regress.catalog_objects(OUT catalog text, OUT object text)
RETURNS SETOF record LANGUAGE plpgsql AS $$
DECLARE
	cat regclass;
BEGIN
	FOREACH cat IN ARRAY ARRAY['pg_am', 'pg_amop', 'pg_amproc', 'pg_cast', 'pg_class',
			'pg_collation', 'pg_constraint', 'pg_conversion', 'pg_event_trigger',
			'pg_extension', 'pg_language', 'pg_namespace', 'pg_opclass', 'pg_operator',
			'pg_opfamily', 'pg_proc', 'pg_transform', 'pg_ts_config', 'pg_ts_dict',
			'pg_ts_parser', 'pg_ts_template', 'pg_type']::regclass[]
	LOOP
		RETURN QUERY EXECUTE pg_catalog.format(
			'SELECT %L::text, (pg_catalog.pg_identify_object(%L::regclass, oid, 0)).identity FROM %s',
			cat, cat, cat);
	END LOOP;
	RETURN QUERY
		SELECT 'pg_depend', pg_catalog.format('%s -> %s (%s)',
			(pg_catalog.pg_identify_object(d.classid, d.objid, d.objsubid)).identity,
			(pg_catalog.pg_identify_object(d.refclassid, d.refobjid, d.refobjsubid)).identity,
			d.deptype)
		  FROM pg_catalog.pg_depend d;
	RETURN QUERY
		SELECT 'pg_shdepend', pg_catalog.format('%s -> %s (%s)',
			(pg_catalog.pg_identify_object(d.classid, d.objid, d.objsubid)).identity,
			(pg_catalog.pg_identify_object(d.refclassid, d.refobjid, 0)).identity,
			d.deptype)
		  FROM pg_catalog.pg_shdepend d
		 WHERE d.dbid = (SELECT oid FROM pg_catalog.pg_database
						  WHERE datname = pg_catalog.current_database());
	RETURN QUERY
		SELECT 'pg_description', pg_catalog.format('%s: %s',
			(pg_catalog.pg_identify_object(d.classoid, d.objoid, d.objsubid)).identity,
			d.description)
		  FROM pg_catalog.pg_description d;
	RETURN QUERY
		SELECT 'pg_init_privs', pg_catalog.format('%s: %s %s',
			(pg_catalog.pg_identify_object(p.classoid, p.objoid, p.objsubid)).identity,
			p.privtype, p.initprivs)
		  FROM pg_catalog.pg_init_privs p;
END
$$;
CREATE TABLE regress.snapshot (phase text, catalog text, object text);
-- defs: the definitions of the extension's functions; snapshot_as(phase)
-- records both for the update path's check.
CREATE TABLE regress.defs (phase text, def text);
CREATE FUNCTION regress.snapshot_as(phase text) RETURNS void LANGUAGE sql AS $$
	INSERT INTO regress.snapshot SELECT phase, * FROM regress.catalog_objects();
	INSERT INTO regress.defs
	SELECT phase, CASE WHEN p.prokind = 'a'
	                   THEN pg_catalog.format('%s: %s, parallel %s', p.oid::pg_catalog.regprocedure,
	                            (SELECT ROW(a.aggtransfn, a.aggcombinefn, a.aggtranstype::pg_catalog.regtype,
	                                                   a.aggsortop::pg_catalog.regoperator)::pg_catalog.text
	                               FROM pg_catalog.pg_aggregate a WHERE a.aggfnoid = p.oid),
	                            p.proparallel)
	                   ELSE pg_catalog.pg_get_functiondef(p.oid) END
	  FROM pg_catalog.pg_depend d JOIN pg_catalog.pg_proc p ON p.oid = d.objid
	 WHERE d.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass AND d.deptype = 'e'
	   AND d.refobjid = (SELECT oid FROM pg_catalog.pg_extension WHERE extname = 'uuid9562');
$$;
-- differences(phase): the catalog objects and function definitions that
-- only a fresh 1.5 has, and those that only phase has.
CREATE FUNCTION regress.differences(phase text, OUT only_fresh bigint, OUT only_updated bigint)
LANGUAGE sql AS $$
	WITH fresh AS (SELECT catalog, object FROM regress.snapshot WHERE phase = 'fresh 1.5'
	               UNION ALL SELECT 'def', def FROM regress.defs WHERE phase = 'fresh 1.5'),
	     updated AS (SELECT catalog, object FROM regress.snapshot s WHERE s.phase = differences.phase
	                 UNION ALL SELECT 'def', def FROM regress.defs d WHERE d.phase = differences.phase)
	SELECT (SELECT count(*) FROM (TABLE fresh EXCEPT ALL TABLE updated) x),
	       (SELECT count(*) FROM (TABLE updated EXCEPT ALL TABLE fresh) y)
$$;
INSERT INTO regress.snapshot SELECT 'before', * FROM regress.catalog_objects();

-- Without CREATE on the database, an ordinary user cannot install the
-- extension, not even into a schema where it may create objects: 42501.
SET ROLE regress_uuid9562_evil;
SELECT code, message, hint FROM regress.error_of('CREATE EXTENSION uuid9562');
RESET ROLE;

-- The database owner installs it (trusted): the extension is the owner's,
-- its members the bootstrap superuser's (the script ran as that one, oid
-- 10), and it works.
SET ROLE regress_uuid9562_dbowner;
CREATE EXTENSION uuid9562;
SELECT extname, extowner::regrole, extnamespace::regnamespace, extversion
  FROM pg_extension WHERE extname = 'uuid9562';
SELECT bool_and(p.proowner = 10) AS members_owned_by_bootstrap_superuser
  FROM pg_depend d JOIN pg_proc p ON p.oid = d.objid
 WHERE d.classid = 'pg_proc'::regclass AND d.deptype = 'e'
   AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'uuid9562');
SELECT uuid_version(uuid_generate_v7()) AS v7,
       uuid_generate_v5(uuid_ns_dns(), 'www.example.com') AS v5;  -- 7, 2ed6657d-e927-568b-95e1-2665a8aea6a2
ALTER EXTENSION uuid9562 UPDATE;

-- The test clock stays superuser-only for the owner of the database and of
-- the extension: neither in the session nor as a database default (42501).
SELECT code, message FROM regress.error_of($$SET uuid9562.test_clock = '0'$$);
SELECT code, message FROM regress.error_of($$SELECT set_config('uuid9562.test_clock', '0', false)$$);
SELECT code, message
  FROM regress.error_of(format('ALTER DATABASE %I SET uuid9562.test_clock = %L', :'dbname', '0'));

-- Relocation.  The owner of a trusted extension cannot move it: SET SCHEMA
-- moves each member, and those belong to the bootstrap superuser (42501; a
-- PostgreSQL limitation, not this extension's).  A superuser can.  Which
-- member the refusal names depends on the order in which pg_depend's rows
-- are read, which PostgreSQL does not fix: checked up to the member.
SELECT code, message LIKE 'must be owner of %' AS owner_refused
  FROM regress.error_of('ALTER EXTENSION uuid9562 SET SCHEMA regress_uuid9562_moved');
RESET ROLE;
ALTER EXTENSION uuid9562 SET SCHEMA regress_uuid9562_moved;
SET ROLE regress_uuid9562_dbowner;

-- Every member moved: public holds none of them, and the functions, the
-- operators and the operator class work schema-qualified, by the owner.
SELECT r.schema, count(*) > 0 AS members
  FROM pg_depend d CROSS JOIN LATERAL pg_identify_object(d.classid, d.objid, 0) r
 WHERE d.refclassid = 'pg_extension'::regclass AND d.deptype = 'e'
   AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'uuid9562')
 GROUP BY r.schema ORDER BY r.schema;
SELECT count(*) AS in_public FROM pg_proc
 WHERE pronamespace = 'public'::regnamespace AND proname LIKE 'uuid%';  -- 0
SELECT regress_uuid9562_moved.uuid_version(regress_uuid9562_moved.uuid_generate_v7()) AS v7,
       regress_uuid9562_moved.uuid_generate_v5(regress_uuid9562_moved.uuid_ns_dns(), 'www.example.com') AS v5;
CREATE TABLE public.regress_ids (id uuid);
INSERT INTO regress_ids
SELECT regress_uuid9562_moved.uuid_generate_v7_at(timestamptz '2024-01-01 00:00:00+00' + n * interval '1 ms')
  FROM generate_series(100, 1, -1) AS n;
CREATE INDEX regress_ids_time ON regress_ids (id regress_uuid9562_moved.uuid_time_ops);
SELECT c.opcname, c.opcnamespace::regnamespace
  FROM pg_index i JOIN pg_opclass c ON c.oid = i.indclass[0]
 WHERE i.indexrelid = 'regress_ids_time'::regclass;
SET enable_seqscan = off;
SELECT count(*) AS n,
       bool_and(prev OPERATOR(regress_uuid9562_moved.~<~) id) AS increasing,
       bool_and(regress_uuid9562_moved.uuid_timestamp(prev) < regress_uuid9562_moved.uuid_timestamp(id))
         AS time_increasing
  FROM (SELECT id, lag(id) OVER (ORDER BY id USING OPERATOR(regress_uuid9562_moved.~<~)) AS prev
          FROM regress_ids) s
 WHERE prev IS NOT NULL;  -- 99 t t
RESET enable_seqscan;

-- An index on uuid_time_ops keeps DROP EXTENSION from removing it: 2BP01.
SELECT code, message FROM regress.error_of('DROP EXTENSION uuid9562');
DROP TABLE regress_ids;

--
-- DROP EXTENSION leaves nothing behind
--
-- The "before" snapshot was taken ahead of the owner's install; take one
-- now, installed (and moved), and one after the owner drops it.  The
-- install added only the extension and its members (with their
-- dependencies, comments, operator class entries and the initial privileges
-- of uuid_v7_horizon(), which PUBLIC may not execute): every object the
-- "installed" snapshot adds to "before" in the object catalogs is a member.
RESET ROLE;
INSERT INTO regress.snapshot SELECT 'installed', * FROM regress.catalog_objects();
SELECT s.catalog, s.object
  FROM (SELECT catalog, object FROM regress.snapshot WHERE phase = 'installed'
        EXCEPT ALL
        SELECT catalog, object FROM regress.snapshot WHERE phase = 'before') s
 WHERE s.catalog NOT IN ('pg_amop', 'pg_amproc', 'pg_depend', 'pg_shdepend', 'pg_description')
   AND (CASE s.catalog WHEN 'pg_init_privs' THEN split_part(s.object, ': ', 1) ELSE s.object END)
       NOT IN (SELECT (pg_identify_object(d.classid, d.objid, d.objsubid)).identity
                 FROM pg_depend d
                WHERE d.refclassid = 'pg_extension'::regclass AND d.deptype = 'e')
   AND s.object <> 'uuid9562';
-- The additions per catalog, exactly: the same on every major since 1.2,
-- which creates core's names on every one (see compat); only the number of
-- dependencies is left out (on pinned built-ins none is recorded).
SELECT s.catalog,
       CASE WHEN s.catalog IN ('pg_depend') THEN count(*) > 0 END AS some,
       CASE WHEN s.catalog NOT IN ('pg_depend') THEN count(*) END AS exactly
  FROM (SELECT catalog, object FROM regress.snapshot WHERE phase = 'installed'
        EXCEPT ALL
        SELECT catalog, object FROM regress.snapshot WHERE phase = 'before') s
 GROUP BY s.catalog ORDER BY s.catalog;

SET ROLE regress_uuid9562_dbowner;
DROP EXTENSION uuid9562;
RESET ROLE;
INSERT INTO regress.snapshot SELECT 'after', * FROM regress.catalog_objects();

-- After the drop the catalogs are those from before the install, row for
-- row, both ways; and nothing named like a member is left anywhere.
SELECT count(*) AS left_behind
  FROM (SELECT catalog, object FROM regress.snapshot WHERE phase = 'after'
        EXCEPT ALL
        SELECT catalog, object FROM regress.snapshot WHERE phase = 'before') s;  -- 0
SELECT count(*) AS lost
  FROM (SELECT catalog, object FROM regress.snapshot WHERE phase = 'before'
        EXCEPT ALL
        SELECT catalog, object FROM regress.snapshot WHERE phase = 'after') s;  -- 0
SELECT (SELECT count(*) FROM pg_proc
         WHERE proname LIKE 'uuid%' AND pronamespace <> 'pg_catalog'::regnamespace) AS functions,
       (SELECT count(*) FROM pg_operator
         WHERE oprname LIKE '~%~' AND oprnamespace <> 'pg_catalog'::regnamespace) AS operators,
       (SELECT count(*) FROM pg_opclass WHERE opcname = 'uuid_time_ops') AS opclasses,
       (SELECT count(*) FROM pg_opfamily WHERE opfname = 'uuid_time_ops') AS opfamilies,
       (SELECT count(*) FROM pg_extension WHERE extname = 'uuid9562') AS extensions;  -- 0 0 0 0 0

--
-- The update paths: each released version updated is a fresh 1.5
--
-- Installed fresh at 1.5 (the full script that make builds from the chain),
-- then installed at each released version (1.1 to 1.4 through the chain from
-- 1.0's script, as sql/ keeps no other full script) and updated by ALTER
-- EXTENSION uuid9562 UPDATE (from 1.0 also step by step):
-- the same catalog objects, dependencies, comments and privileges
-- (catalog_objects), and the same definition of every member function
-- (pg_get_functiondef: arguments, defaults, volatility, strictness, parallel
-- safety, C symbol; for an aggregate its support functions, state type and
-- sort operator): differences() counts none either way.
CREATE EXTENSION uuid9562;
SELECT regress.snapshot_as('fresh 1.5');
DROP EXTENSION uuid9562;
CREATE EXTENSION uuid9562 VERSION '1.0';
SELECT extversion FROM pg_extension WHERE extname = 'uuid9562';  -- 1.0
SELECT regress.snapshot_as('1.0');
ALTER EXTENSION uuid9562 UPDATE TO '1.1';
SELECT extversion FROM pg_extension WHERE extname = 'uuid9562';  -- 1.1
ALTER EXTENSION uuid9562 UPDATE;
SELECT extversion FROM pg_extension WHERE extname = 'uuid9562';  -- 1.5
SELECT regress.snapshot_as('from 1.0');
-- The updates added objects (1.1 has more functions than 1.0) and the 1.0
-- functions still work after them.
SELECT (SELECT count(*) FROM regress.defs WHERE phase = 'from 1.0')
     > (SELECT count(*) FROM regress.defs WHERE phase = '1.0') AS update_added_functions,
       uuid_version(uuid_generate_v7()) AS v7;
DROP EXTENSION uuid9562;
CREATE EXTENSION uuid9562 VERSION '1.1';
ALTER EXTENSION uuid9562 UPDATE;
SELECT extversion FROM pg_extension WHERE extname = 'uuid9562';  -- 1.5
SELECT regress.snapshot_as('from 1.1');
DROP EXTENSION uuid9562;
CREATE EXTENSION uuid9562 VERSION '1.2';
ALTER EXTENSION uuid9562 UPDATE;
SELECT extversion FROM pg_extension WHERE extname = 'uuid9562';  -- 1.5
SELECT regress.snapshot_as('from 1.2');
DROP EXTENSION uuid9562;
CREATE EXTENSION uuid9562 VERSION '1.3';
ALTER EXTENSION uuid9562 UPDATE;
SELECT extversion FROM pg_extension WHERE extname = 'uuid9562';  -- 1.5
SELECT regress.snapshot_as('from 1.3');
DROP EXTENSION uuid9562;
CREATE EXTENSION uuid9562 VERSION '1.4';
ALTER EXTENSION uuid9562 UPDATE;
SELECT extversion FROM pg_extension WHERE extname = 'uuid9562';  -- 1.5
SELECT regress.snapshot_as('from 1.4');
SELECT (SELECT count(*) FROM regress.defs WHERE phase = 'fresh 1.5') > 40 AS functions;
SELECT phase, d.* FROM unnest(ARRAY['from 1.0', 'from 1.1', 'from 1.2', 'from 1.3', 'from 1.4']) AS phase,
       regress.differences(phase) AS d;  -- 0 0 each
DROP EXTENSION uuid9562;
SELECT count(*) AS left_behind
  FROM (SELECT catalog, object FROM regress.catalog_objects()
        EXCEPT ALL
        SELECT catalog, object FROM regress.snapshot WHERE phase = 'before') s;  -- 0

--
-- Hostile search_path and hostile target schema
--
-- The install script runs with the search_path "<target schema>, pg_temp",
-- pg_catalog implicitly first, whatever the installing user's is; and as
-- the bootstrap superuser.  So the danger is an object a user planted where
-- an unqualified reference of the script would find it: in the target
-- schema.  regress_uuid9562_evil owns schema regress_evil, lets everyone
-- create in it, and plants decoys: every built-in the script uses or might
-- use, under its name and argument types (operators < on int4 and = on
-- uuid, the int4(text) cast function, current_setting, btequalimage, ||),
-- types named uuid and int4, and the extension's own support functions
-- for a domain over uuid, more specific than uuid.  Each decoy records
-- its call in regress_evil.calls.
CREATE SCHEMA regress_evil AUTHORIZATION regress_uuid9562_evil;
SET ROLE regress_uuid9562_evil;
GRANT USAGE, CREATE ON SCHEMA regress_evil TO PUBLIC;
CREATE TABLE regress_evil.calls (decoy text);
GRANT SELECT, INSERT ON regress_evil.calls TO PUBLIC;
CREATE FUNCTION regress_evil.current_setting(pg_catalog.text) RETURNS pg_catalog.text
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO regress_evil.calls VALUES ('current_setting(text)');
	RETURN pg_catalog.current_setting($1);
END
$$;
CREATE FUNCTION regress_evil.int4(pg_catalog.text) RETURNS pg_catalog.int4
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO regress_evil.calls VALUES ('int4(text)');
	RETURN 0;
END
$$;
CREATE FUNCTION regress_evil.int4_lt(pg_catalog.int4, pg_catalog.int4) RETURNS pg_catalog.bool
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO regress_evil.calls VALUES ('int4 < int4');
	RETURN false;
END
$$;
CREATE OPERATOR regress_evil.< (LEFTARG = pg_catalog.int4, RIGHTARG = pg_catalog.int4,
                                FUNCTION = regress_evil.int4_lt);
CREATE FUNCTION regress_evil.uuid_eq(pg_catalog.uuid, pg_catalog.uuid) RETURNS pg_catalog.bool
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO regress_evil.calls VALUES ('uuid = uuid');
	RETURN true;
END
$$;
CREATE OPERATOR regress_evil.= (LEFTARG = pg_catalog.uuid, RIGHTARG = pg_catalog.uuid,
                                FUNCTION = regress_evil.uuid_eq);
CREATE FUNCTION regress_evil.text_cat(pg_catalog.text, pg_catalog.text) RETURNS pg_catalog.text
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO regress_evil.calls VALUES ('text || text');
	RETURN '';
END
$$;
CREATE OPERATOR regress_evil.|| (LEFTARG = pg_catalog.text, RIGHTARG = pg_catalog.text,
                                 FUNCTION = regress_evil.text_cat);
CREATE FUNCTION regress_evil.btequalimage(pg_catalog.oid) RETURNS pg_catalog.bool
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO regress_evil.calls VALUES ('btequalimage(oid)');
	RETURN true;
END
$$;
CREATE DOMAIN regress_evil.uuid AS pg_catalog.text;
CREATE DOMAIN regress_evil.int4 AS pg_catalog.int8;
CREATE DOMAIN regress_evil.evil_uuid AS pg_catalog.uuid;
CREATE FUNCTION regress_evil.uuid_time_lt(regress_evil.evil_uuid, regress_evil.evil_uuid)
RETURNS pg_catalog.bool LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO regress_evil.calls VALUES ('uuid_time_lt(evil_uuid, evil_uuid)');
	RETURN true;
END
$$;
CREATE FUNCTION regress_evil.uuid_time_cmp(regress_evil.evil_uuid, regress_evil.evil_uuid)
RETURNS pg_catalog.int4 LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO regress_evil.calls VALUES ('uuid_time_cmp(evil_uuid, evil_uuid)');
	RETURN 0;
END
$$;
RESET ROLE;
SELECT (pg_identify_object(d.classid, d.objid, 0)).type,
       (pg_identify_object(d.classid, d.objid, 0)).identity AS decoy
  FROM pg_shdepend d
 WHERE d.refobjid = 'regress_uuid9562_evil'::regrole AND d.deptype = 'o'
   AND d.classid IN ('pg_proc'::regclass, 'pg_operator'::regclass, 'pg_type'::regclass)
   AND d.dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
 ORDER BY 1, 2;
SELECT count(*) AS decoys FROM pg_shdepend d
 WHERE d.refobjid = 'regress_uuid9562_evil'::regrole AND d.deptype = 'o'
   AND d.dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) \gset

-- The owner's search_path names regress_evil first, so CREATE EXTENSION
-- without SCHEMA installs there, among the decoys.  First, objects planted
-- under the extension's own names make the install fail rather than adopt
-- them: a function with a member's exact signature (42723), an operator
-- with a member's name and types (42723), and a shell operator left by an
-- operator naming it as its commutator (the SQLSTATE depends on the minor
-- release, the failure does not).  Nothing is left installed.
SET ROLE regress_uuid9562_evil;
CREATE FUNCTION regress_evil.uuid_generate_v7() RETURNS pg_catalog.uuid
LANGUAGE sql AS 'SELECT NULL::pg_catalog.uuid';
SET ROLE regress_uuid9562_dbowner;
SET search_path = regress_evil, public;
SELECT code, message FROM regress.error_of('CREATE EXTENSION uuid9562');
SET ROLE regress_uuid9562_evil;
DROP FUNCTION regress_evil.uuid_generate_v7();
CREATE OPERATOR regress_evil.~>~ (LEFTARG = pg_catalog.uuid, RIGHTARG = pg_catalog.uuid,
                                  FUNCTION = regress_evil.uuid_eq);
SET ROLE regress_uuid9562_dbowner;
SELECT code, message FROM regress.error_of('CREATE EXTENSION uuid9562');
SET ROLE regress_uuid9562_evil;
DROP OPERATOR regress_evil.~>~ (pg_catalog.uuid, pg_catalog.uuid);
CREATE OPERATOR regress_evil.~=~ (LEFTARG = pg_catalog.uuid, RIGHTARG = pg_catalog.uuid,
                                  FUNCTION = regress_evil.uuid_eq, COMMUTATOR = ~>~);
SET ROLE regress_uuid9562_dbowner;
SELECT code <> 'no error' AS failed FROM regress.error_of('CREATE EXTENSION uuid9562');
SELECT o.oprowner::regrole, o.oprcode = 0 AS shell,
       EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_operator'::regclass
                 AND d.objid = o.oid AND d.deptype = 'e') AS member
  FROM pg_operator o
 WHERE o.oprnamespace = 'regress_evil'::regnamespace AND o.oprname = '~>~';
SET ROLE regress_uuid9562_evil;
DROP OPERATOR regress_evil.~=~ (pg_catalog.uuid, pg_catalog.uuid);
DROP OPERATOR regress_evil.~>~ (pg_catalog.uuid, pg_catalog.uuid);
SET ROLE regress_uuid9562_dbowner;
SELECT count(*) AS installed FROM pg_extension WHERE extname = 'uuid9562';  -- 0

-- Now installed among the decoys, and used: no decoy is ever called.
CREATE EXTENSION uuid9562;
SELECT extowner::regrole, extnamespace::regnamespace FROM pg_extension WHERE extname = 'uuid9562';
SELECT uuid_version(uuid_generate_v7()) AS v7,
       uuid_generate_v5(uuid_ns_dns(), 'www.' || 'example.com') AS v5,
       uuid_generate_v3(uuid_ns_dns(), 'www.example.com') = uuid_generate_v3(uuid_ns_dns(), 'www.example.com')
         AS v3_equal,
       uuid_ns_dns() ~<~ uuid_ns_url() AS dns_before_url;  -- 7 2ed6657d-e927-568b-95e1-2665a8aea6a2 t t
CREATE TABLE public.regress_ids (id uuid);
INSERT INTO regress_ids
SELECT uuid_generate_v7_at(timestamptz '2024-01-01 00:00:00+00' + n * interval '1 ms')
  FROM generate_series(100, 1, -1) AS n;
CREATE INDEX regress_ids_time ON regress_ids (id regress_evil.uuid_time_ops);
SET enable_seqscan = off;
SELECT count(*) AS n, bool_and(prev ~<~ id) AS increasing
  FROM (SELECT id, lag(id) OVER (ORDER BY id USING ~<~) AS prev FROM regress_ids) s
 WHERE prev IS NOT NULL;  -- 99 t
SELECT count(*) AS found FROM regress_ids r
 WHERE r.id = (SELECT id FROM regress_ids ORDER BY id USING ~<~ LIMIT 1);
RESET enable_seqscan;
DROP TABLE regress_ids;
SELECT count(*) AS decoy_calls FROM regress_evil.calls;  -- 0

-- Nothing of the extension refers to a decoy: every dependency of a member
-- (and of its operator class entries) is on another member, on its schema,
-- or on a pinned built-in, which PostgreSQL does not record.  The operator
-- class uses the extension's operators and functions and core's = and
-- btequalimage; the operators, the extension's functions and core's
-- estimators.
RESET ROLE;
WITH members AS (
	SELECT d.classid, d.objid FROM pg_depend d
	 WHERE d.refclassid = 'pg_extension'::regclass AND d.deptype = 'e'
	   AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'uuid9562')
), parts AS (
	SELECT classid, objid FROM members
	UNION
	SELECT d.classid, d.objid FROM pg_depend d JOIN members m
	    ON d.refclassid = m.classid AND d.refobjid = m.objid
	 WHERE d.classid IN ('pg_amop'::regclass, 'pg_amproc'::regclass)
)
SELECT DISTINCT r.type, r.identity
  FROM pg_depend d JOIN parts p ON d.classid = p.classid AND d.objid = p.objid
       CROSS JOIN LATERAL pg_identify_object(d.refclassid, d.refobjid, d.refobjsubid) r
 WHERE d.deptype <> 'e'
   AND (d.refclassid, d.refobjid) NOT IN (SELECT classid, objid FROM parts)
 ORDER BY 1, 2;
SELECT a.amopstrategy, (pg_identify_object('pg_operator'::regclass, a.amopopr, 0)).identity AS operator
  FROM pg_amop a JOIN pg_opclass c ON c.opcfamily = a.amopfamily
 WHERE c.opcname = 'uuid_time_ops' ORDER BY 1;
SELECT a.amprocnum, (pg_identify_object('pg_proc'::regclass, a.amproc, 0)).identity AS function
  FROM pg_amproc a JOIN pg_opclass c ON c.opcfamily = a.amprocfamily
 WHERE c.opcname = 'uuid_time_ops' ORDER BY 1;
SELECT o.oprname, (pg_identify_object('pg_proc'::regclass, o.oprcode, 0)).identity AS function,
       (pg_identify_object('pg_operator'::regclass, o.oprcom, 0)).identity AS commutator,
       (pg_identify_object('pg_operator'::regclass, o.oprnegate, 0)).identity AS negator,
       (pg_identify_object('pg_proc'::regclass, o.oprrest, 0)).schema AS restrict_schema,
       (pg_identify_object('pg_proc'::regclass, o.oprjoin, 0)).schema AS join_schema
  FROM pg_operator o
 WHERE o.oprnamespace = 'regress_evil'::regnamespace AND o.oprname LIKE '~%~'
 ORDER BY 1;

-- The extension installed into public by a user whose search_path puts
-- regress_evil first: the caller's search_path does not reach the script.
SET ROLE regress_uuid9562_dbowner;
DROP EXTENSION uuid9562;
CREATE EXTENSION uuid9562 SCHEMA public;
SELECT extnamespace::regnamespace FROM pg_extension WHERE extname = 'uuid9562';
SELECT public.uuid_version(public.uuid_generate_v7()) AS v7;
SELECT count(*) AS decoy_calls FROM regress_evil.calls;  -- 0

-- DROP EXTENSION removes the extension's members and none of the decoys
-- around them.
DROP EXTENSION uuid9562;
RESET ROLE;
SELECT count(*) = :decoys AS decoys_kept FROM pg_shdepend d
 WHERE d.refobjid = 'regress_uuid9562_evil'::regrole AND d.deptype = 'o'
   AND d.dbid = (SELECT oid FROM pg_database WHERE datname = current_database());

-- The decoys are live and fit the script's references: the script's
-- expressions written unqualified, with regress_evil searched before
-- pg_catalog, call them.  Only the script's qualification, and pg_catalog
-- coming first in its search_path, kept them out above.
SET search_path = regress_evil, pg_catalog;
SELECT current_setting('server_version_num')::pg_catalog.int4 < 170000 IS NOT NULL AS evaluated,
       1 < 2 AS lt, btequalimage(0) AS equalimage, int4('1'::text) AS int4,
       'www.' || 'example.com' AS cat,
       '00000000-0000-0000-0000-000000000000'::pg_catalog.uuid
         = '00000000-0000-0000-0000-000000000000'::pg_catalog.uuid AS eq;
RESET search_path;
SELECT decoy FROM regress_evil.calls ORDER BY decoy;

--
-- Clean up: the database back to its owner, without the fixtures, the
-- decoys and the roles, and the extension installed in public again, as
-- install left it, and working.
--
ALTER DATABASE :"dbname" OWNER TO :"original_owner";
SELECT datdba::regrole = :'original_owner'::regrole AS owner_given_back
  FROM pg_database WHERE datname = :'dbname';  -- t
DROP OWNED BY regress_uuid9562_evil;
DROP SCHEMA regress_uuid9562_moved;
DROP FUNCTION regress.snapshot_as(text), regress.catalog_objects();
DROP TABLE regress.snapshot, regress.defs;
REVOKE USAGE ON SCHEMA regress FROM PUBLIC;
DROP ROLE regress_uuid9562_evil;
DROP ROLE regress_uuid9562_dbowner;
CREATE EXTENSION uuid9562;
SELECT extversion, extnamespace::regnamespace
  FROM pg_extension WHERE extname = 'uuid9562';
SELECT uuid_version(uuid_generate_v7()) AS v7;  -- 7
