--
-- The differential test of the portable edition: both editions in one
-- database (the C edition by CREATE EXTENSION uuid9562 SCHEMA c_ed, the
-- portable one by its script into p_ed), and whatever functions the
-- portable edition has compared with the C edition's of the same name and
-- argument types.  Declared properties equal; every deterministic function
-- over :inputs generated inputs (generate_series-driven, deterministic) and
-- the edge cases of each argument type (nil, max, every version, bad
-- variants, the limits of time, NULL, malformed text), results as text and
-- errors as SQLSTATE, message, detail and hint, compared byte for byte;
-- the generators by their properties; windows give the same rows.  Where
-- the C edition is installed (make portable_installcheck; PORTABLE_DIFF=no
-- elsewhere).
--
SET timezone = 'UTC';
SET client_min_messages = warning;
DROP EXTENSION IF EXISTS uuid9562;
CREATE SCHEMA c_ed;
CREATE EXTENSION uuid9562 SCHEMA c_ed;
CREATE SCHEMA p_ed;
\set schema p_ed
\i test/sql/include/portable.sql
RESET client_min_messages;
\set inputs 100000
SET search_path = pg_catalog, pg_temp;

-- The message differences allowed between the editions (same SQLSTATE,
-- compared after it), and the rules that mask a part of a message before
-- the comparison: printed, so that each is seen.
CREATE TEMP TABLE allowed_difference (fn text, c_error text, p_error text);
SELECT fn, c_error, p_error FROM allowed_difference ORDER BY 1, 2;
SELECT * FROM (VALUES ('generators whose time comes from the clock',
                       'the instant quoted in a message (timestamp "..."): each edition read the clock at its own call'))
  AS masked(functions, what);

-- Each function of the C edition and its counterpart of the same name and
-- argument types: the portable edition's, else core's (pg_catalog: the
-- newer names and min/max on majors that have them).
CREATE TEMP TABLE pair AS
SELECT c.oid AS c_oid, coalesce(p.oid, k.oid) AS p_oid, p.oid IS NULL AND k.oid IS NOT NULL AS core,
       c.proname::text AS name, pg_get_function_identity_arguments(c.oid) AS args,
       c.proargtypes::oid[] AS argtypes, c.prokind, c.provolatile, c.proretset, c.prorettype
  FROM pg_proc c
  LEFT JOIN pg_proc p ON p.pronamespace = 'p_ed'::regnamespace AND p.proname = c.proname AND p.proargtypes = c.proargtypes
  LEFT JOIN pg_proc k ON k.pronamespace = 'pg_catalog'::regnamespace AND k.proname = c.proname AND k.proargtypes = c.proargtypes
 WHERE c.pronamespace = 'c_ed'::regnamespace;

-- What the portable edition lacks (docs/managed.md says why), and what it
-- has that the C edition does not (other than its internal uuid9562_*).
SELECT name || '(' || args || ')' AS c_only FROM pair WHERE p_oid IS NULL ORDER BY 1;
SELECT p.oid::regprocedure AS p_only
  FROM pg_proc p
 WHERE p.pronamespace = 'p_ed'::regnamespace AND p.proname !~ '^uuid9562_'
   AND NOT EXISTS (SELECT FROM pair WHERE p_oid = p.oid)
   AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
 ORDER BY 1;

-- Declared properties that differ: argument names and defaults, result,
-- volatility, strictness, parallel label, security, comment.
SELECT x.name || '(' || x.args || ')' AS function, d.property, d.c_value, d.p_value
  FROM pair x
  JOIN pg_proc c ON c.oid = x.c_oid
  JOIN pg_proc p ON p.oid = x.p_oid,
  LATERAL (VALUES
    ('argument names', array_to_string(c.proargnames, ','), array_to_string(p.proargnames, ',')),
    ('defaults', pg_get_expr(c.proargdefaults, 0), pg_get_expr(p.proargdefaults, 0)),
    ('result', format_type(c.prorettype, NULL) || CASE WHEN c.proretset THEN ' set' ELSE '' END,
               format_type(p.prorettype, NULL) || CASE WHEN p.proretset THEN ' set' ELSE '' END),
    ('kind', c.prokind::text, p.prokind::text),
    ('volatility', c.provolatile::text, p.provolatile::text),
    ('strict', c.proisstrict::text, p.proisstrict::text),
    ('parallel', c.proparallel::text, p.proparallel::text),
    ('security definer', c.prosecdef::text, p.prosecdef::text),
    ('comment', obj_description(c.oid, 'pg_proc'), obj_description(p.oid, 'pg_proc'))
  ) AS d(property, c_value, p_value)
 WHERE NOT x.core AND d.c_value IS DISTINCT FROM d.p_value
 ORDER BY 1, 2;

-- Operators of the C edition missing from the portable edition, and those
-- whose function, commutator or negator differ by name.
SELECT oc.oprname || '(' || format_type(oc.oprleft, NULL) || ', ' || format_type(oc.oprright, NULL) || ')' AS operator,
       op.oid IS NOT NULL AS in_portable,
       op.oid IS NULL OR ((SELECT proname FROM pg_proc WHERE oid = oc.oprcode),
                          (SELECT oprname FROM pg_operator WHERE oid = oc.oprcom),
                          (SELECT oprname FROM pg_operator WHERE oid = oc.oprnegate))
         IS NOT DISTINCT FROM ((SELECT proname FROM pg_proc WHERE oid = op.oprcode),
                               (SELECT oprname FROM pg_operator WHERE oid = op.oprcom),
                               (SELECT oprname FROM pg_operator WHERE oid = op.oprnegate)) AS same
  FROM pg_operator oc
  LEFT JOIN pg_operator op ON op.oprnamespace = 'p_ed'::regnamespace AND op.oprname = oc.oprname
                          AND op.oprleft = oc.oprleft AND op.oprright = oc.oprright
 WHERE oc.oprnamespace = 'c_ed'::regnamespace
 ORDER BY 1;

--
-- The inputs.  Row i of input holds, for each argument position k and
-- type that a function of the C edition takes, a value derived from i and
-- k alone: every version and variant nibble, nil and
-- max, times across and beyond each version's range, text in every form
-- the editions read (UUID, ULID, TypeID, base32hex, hexadecimal prefixes,
-- algorithm and domain names), mutated and malformed, and so on.  SQL
-- functions declared STABLE, as their bodies are, so that PostgreSQL
-- inlines them.
--
CREATE FUNCTION pg_temp.h(i int, k int, salt text) RETURNS text LANGUAGE sql STABLE
	AS $$ SELECT md5(salt || ':' || k || ':' || i) $$;
CREATE FUNCTION pg_temp.g_uuid(i int, k int) RETURNS uuid LANGUAGE sql STABLE AS $$
	SELECT (CASE i % 64 WHEN 0 THEN '00000000000000000000000000000000' WHEN 1 THEN 'ffffffffffffffffffffffffffffffff'
	        ELSE overlay(overlay(pg_temp.h(i, k, 'u') PLACING to_hex((i / 2) % 16) FROM 13 FOR 1)
	                     PLACING to_hex((i / 32 + k) % 16) FROM 17 FOR 1) END)::uuid $$;
CREATE TEMP TABLE ts_special (n int, t timestamptz);
INSERT INTO ts_special SELECT n - 1, t::timestamptz FROM unnest(ARRAY['-infinity', 'infinity', '1970-01-01 00:00:00+00',
  '1969-12-31 23:59:59.999999+00', '1582-10-15 00:00:00+00', '1582-10-14 23:59:59.999999+00', '10889-08-02 05:31:50.655+00',
  '10889-08-02 05:31:50.655999+00', '10889-08-02 05:31:50.656+00', '5236-03-31 21:21:00.684697+00', '4713-11-24 00:00:00+00 BC',
  '294276-12-31 23:59:59.999999+00', '2000-01-01+00', '2030-01-01 00:00:00.999999+00', '3000-01-01+00',
  '1900-01-01+00']) WITH ORDINALITY AS a(t, n);
CREATE FUNCTION pg_temp.g_ts(i int, k int) RETURNS timestamptz LANGUAGE sql STABLE AS $$
	SELECT CASE (i / 3 + k) % 10
	  WHEN 0 THEN '2022-02-22 19:22:22+00'::timestamptz + (i % 4001 - 2000) * interval '1 us'
	  WHEN 1 THEN '2020-01-01+00'::timestamptz + i * interval '37.123457 s'
	  WHEN 2 THEN to_timestamp(0) - ('x' || substr(pg_temp.h(i, k, 't'), 1, 11))::bit(44)::int8 * interval '1 ms'
	  WHEN 3 THEN to_timestamp((('x' || substr(pg_temp.h(i, k, 't'), 1, 12))::bit(48)::int8 % 9200000000000)::float8)
	  WHEN 4 THEN (SELECT t FROM ts_special WHERE n = i % 16)
	  ELSE to_timestamp(0) + ('x' || substr(pg_temp.h(i, k, 't'), 1, 12))::bit(48)::int8 * interval '1 ms'
	                       + (i % 1000) * interval '1 us' END $$;
CREATE FUNCTION pg_temp.g_text_of(i int, k int, u uuid) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT CASE (i / 5 + k) % 13
	  WHEN 0 THEN u::text
	  WHEN 1 THEN upper(u::text)
	  WHEN 2 THEN replace(u::text, '-', '')
	  WHEN 3 THEN '{' || u || '}'
	  WHEN 4 THEN c_ed.uuid_to_ulid(u)
	  WHEN 5 THEN lower(c_ed.uuid_to_ulid(u))
	  WHEN 6 THEN c_ed.uuid_to_typeid((ARRAY['', 'user', 'a_b', 'x'])[i % 4 + 1], u)
	  WHEN 7 THEN c_ed.uuid_to_base32hex(u)
	  WHEN 8 THEN overlay((ARRAY[u::text, c_ed.uuid_to_ulid(u), c_ed.uuid_to_base32hex(u), 'user_' || lower(c_ed.uuid_to_ulid(u))])[i % 4 + 1]
	                      PLACING substr('0OoIiLlUu_-Z!é z', i % 16 + 1, 1) FROM i % 26 + 1 FOR 1)
	  WHEN 9 THEN (ARRAY['', 'a', 'ab12', 'deadbeef', 'deadbeef0', 'xyz', 'DEAD', 'user', 'User', repeat('a', 63),
	                     repeat('a', 64), '_x', 'x_', 'a__b', 'a_b', '0a'])[i % 16 + 1]
	  WHEN 10 THEN (ARRAY['sha256', 'sha224', 'sha384', 'sha512', 'SHA256', 'sha1', 'md5', 'sha3-256', 'person',
	                      'group', 'org', 'PERSON', 'other', ' sha256', 'sha512/256', ''])[i % 16 + 1]
	  WHEN 11 THEN substr(pg_temp.h(i, k, 'x'), 1, i % 33)
	  ELSE (ARRAY['user', 'User', 'a_b', '', repeat('b', 64)])[i % 5 + 1] || (ARRAY['_', '', '__'])[i % 3 + 1]
	       || lower(c_ed.uuid_to_ulid(u))
	  END $$;
CREATE FUNCTION pg_temp.g_text(i int, k int) RETURNS text LANGUAGE sql STABLE
	AS $$ SELECT pg_temp.g_text_of(i, k, pg_temp.g_uuid(i, k + 10)) $$;
CREATE FUNCTION pg_temp.g_bytea(i int, k int) RETURNS bytea LANGUAGE sql STABLE AS $$
	SELECT decode(substr(pg_temp.h(i, k, 'y') || pg_temp.h(i, k, 'z'),
	                     1, CASE WHEN i % 4 = 0 THEN 32 ELSE 2 * (i % 33) END), 'hex') $$;
CREATE FUNCTION pg_temp.g_int8(i int, k int) RETURNS int8 LANGUAGE sql STABLE AS $$
	SELECT CASE i % 6 WHEN 0 THEN i WHEN 1 THEN 4294967295 WHEN 2 THEN 4294967296 WHEN 3 THEN -1
	       WHEN 4 THEN ('x' || substr(pg_temp.h(i, k, 'n'), 1, 8))::bit(32)::int8
	       ELSE ('x' || substr(pg_temp.h(i, k, 'n'), 1, 16))::bit(64)::int8 END $$;
CREATE FUNCTION pg_temp.g_interval(i int, k int) RETURNS interval LANGUAGE sql STABLE AS $$
	SELECT CASE i % 6 WHEN 0 THEN i * interval '1 minute' WHEN 1 THEN -i * interval '1 hour'
	       WHEN 2 THEN (i % 20000) * interval '1 year' WHEN 3 THEN -(i % 3000) * interval '1 year'
	       WHEN 4 THEN i * interval '1.5 ms' ELSE make_interval(days => i % 100000) END $$;
CREATE FUNCTION pg_temp.g_range(i int, a timestamptz, b timestamptz) RETURNS tstzrange LANGUAGE sql STABLE AS $$
	SELECT CASE i % 8 WHEN 0 THEN 'empty'::tstzrange WHEN 1 THEN tstzrange(NULL, b) WHEN 2 THEN tstzrange(a, NULL)
	       ELSE tstzrange(least(a, b), greatest(a, b), (ARRAY['[)', '[]', '()', '(]'])[i % 4 + 1]) END $$;

-- The column of input for argument k of type t, or NULL if none.
CREATE FUNCTION pg_temp.input_column(t oid, k int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE t WHEN 'uuid'::regtype THEN 'u' WHEN 'text'::regtype THEN 't' WHEN 'timestamptz'::regtype THEN 'ts'
	              WHEN 'timestamp'::regtype THEN 'tp' WHEN 'boolean'::regtype THEN 'b' WHEN 'bytea'::regtype THEN 'y'
	              WHEN 'bigint'::regtype THEN 'n' WHEN 'interval'::regtype THEN 'iv' WHEN 'tstzrange'::regtype THEN 'r'
	       END || k $$;

-- Text input is read under a nondeterministic ICU collation that ignores
-- case, accents and punctuation: no collation may change either edition's
-- results or SQLSTATEs (the portable edition reads text under COLLATE "C");
-- the results are compared under COLLATE "C", where equal means equal.
CREATE COLLATION diff_loose (provider = icu, locale = 'und-u-ka-shifted-ks-level1', deterministic = false);

-- Input row i: for argument k of type t of any function of the C edition,
-- column input_column(t, k) (u1 uuid, t2 text, ts1 timestamptz, tp1
-- timestamp, b3 boolean, y2 bytea, n2 bigint, iv1 interval, r2
-- tstzrange, ...): the generator of its type for i and k.
CREATE FUNCTION pg_temp.make_input(n int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE format('CREATE TEMP TABLE input AS SELECT i, %s FROM generate_series(1, %s) AS i',
	               (SELECT string_agg(format(CASE t WHEN 'uuid'::regtype THEN 'pg_temp.g_uuid(i, %1$s)'
	                                                WHEN 'text'::regtype THEN 'pg_temp.g_text(i, %1$s) COLLATE diff_loose'
	                                                WHEN 'timestamptz'::regtype THEN 'pg_temp.g_ts(i, %1$s)'
	                                                WHEN 'timestamp'::regtype THEN 'pg_temp.g_ts(i, %1$s) AT TIME ZONE ''UTC'''
	                                                WHEN 'boolean'::regtype THEN '(i >> %1$s) %% 2 = 1'
	                                                WHEN 'bytea'::regtype THEN 'pg_temp.g_bytea(i, %1$s)'
	                                                WHEN 'bigint'::regtype THEN 'pg_temp.g_int8(i, %1$s)'
	                                                WHEN 'interval'::regtype THEN 'pg_temp.g_interval(i, %1$s)'
	                                                ELSE 'pg_temp.g_range(i, pg_temp.g_ts(i, %1$s), pg_temp.g_ts(i + 7, %1$s + 5))' END, k)
	                                  || ' AS ' || pg_temp.input_column(t, k), ', ' ORDER BY t, k)
	                  FROM (SELECT DISTINCT argtypes[k] AS t, k + 1 AS k
	                          FROM pair, generate_subscripts(argtypes, 1) AS k
	                         WHERE pg_temp.input_column(argtypes[k], 1) IS NOT NULL) AS a),
	               n);
END
$$;
SELECT pg_temp.make_input(:inputs);
SELECT count(*) AS inputs, count(DISTINCT u1) AS distinct_uuids, count(DISTINCT t1) > :inputs / 2 AS varied_text,
       count(DISTINCT c_ed.uuid_version(u1)) AS versions, count(DISTINCT c_ed.uuid_variant(u1)) AS variants
  FROM input;

-- The edge cases of each type, as text (NULL is NULL).
CREATE TEMP TABLE edge (type regtype, v text);
INSERT INTO edge SELECT 'uuid', v FROM unnest(ARRAY[NULL, '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff', 'c232ab00-9414-11ec-b3c8-9e6bdeced846', '000003e8-9414-21ec-b200-9e6bdeced846',
  '5df41881-3aed-3515-88a7-2f4a814cf09e', '919108f7-52d1-4320-9bac-f847db4148a8', '2ed6657d-e927-568b-95e1-2665a8aea6a2',
  '1ec9414c-232a-6b00-b3c8-9e6bdeced846', '017f22e2-79b0-7cc3-98c4-dc0c0c07398f', '5c146b14-3c52-8afd-938a-375d0df1fbf6',
  '017f22e2-79b0-7cc3-18c4-dc0c0c07398f', '017f22e2-79b0-7cc3-c8c4-dc0c0c07398f', '017f22e2-79b0-7cc3-e8c4-dc0c0c07398f',
  '00000000-0000-7000-8000-000000000000', 'ffffffff-ffff-7fff-bfff-ffffffffffff', 'ffffffff-ffff-1fff-bfff-ffffffffffff',
  'ffffffff-ffff-6fff-bfff-ffffffffffff', '00000000-0000-1000-8000-000000000000', '00000000-0000-6000-8000-000000000000']
  || ARRAY(SELECT '00000000-0000-' || to_hex(v) || '000-8000-000000000000' FROM generate_series(0, 15) AS v)) AS v;
INSERT INTO edge SELECT 'text', v FROM unnest(ARRAY[NULL, '', ' ', 'not a uuid', 'é', E'\t',
  '017f22e2-79b0-7cc3-98c4-dc0c0c07398f', '017F22E2-79B0-7CC3-98C4-DC0C0C07398F', '{017f22e2-79b0-7cc3-98c4-dc0c0c07398f}',
  '017f22e279b07cc398c4dc0c0c07398f', '017f22e2-79b0-7cc3-98c4-dc0c0c07398', '017f22e2-79b0-7cc3-98c4-dc0c0c07398f0',
  '00000000000000000000000000', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ', '80000000000000000000000000', '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  '01arz3ndektsv4rrffq69g5fav', '01ARZ3NDEKTSV4RRFFQ69G5FA', '01ARZ3NDEKTSV4RRFFQ69G5FAVX', 'OILU3NDEKTSV4RRFFQ69G5FAV0',
  'user_01h455vb4pex5vsknk084sn02q', '01h455vb4pex5vsknk084sn02q', 'User_01h455vb4pex5vsknk084sn02q',
  '_01h455vb4pex5vsknk084sn02q', 'a_b_01h455vb4pex5vsknk084sn02q', 'user_8zzzzzzzzzzzzzzzzzzzzzzzzz',
  repeat('a', 63) || '_01h455vb4pex5vsknk084sn02q', repeat('a', 64) || '_01h455vb4pex5vsknk084sn02q',
  'vvvvvvvvvvvvvvvvvvvvvvvvvv', '0000000000000000000000000w', 'a', 'deadbeef', 'deadbeef0', 'xyz', 'DEADBEEF',
  'user', 'sha256', 'sha224', 'sha384', 'sha512', 'md5', 'SHA256', 'person', 'group', 'org', 'PERSON', 'bad']) AS v;
INSERT INTO edge SELECT 'timestamptz', v FROM unnest(ARRAY[NULL, '-infinity', 'infinity', '1970-01-01 00:00:00+00',
  '1969-12-31 23:59:59.999999+00', '1969-12-31 23:59:59.999+00', '1582-10-15 00:00:00+00', '1582-10-14 23:59:59.999999+00',
  '10889-08-02 05:31:50.655+00', '10889-08-02 05:31:50.655999+00', '10889-08-02 05:31:50.656+00',
  '5236-03-31 21:21:00.684697+00', '5236-03-31 21:21:00.6847+00', '4713-11-24 00:00:00+00 BC',
  '294276-12-31 23:59:59.999999+00', '2022-02-22 19:22:22.123456+00', '2000-01-01+00']) AS v;
INSERT INTO edge SELECT 'timestamp', (v::timestamptz AT TIME ZONE 'UTC')::text FROM edge WHERE type = 'timestamptz'::regtype;
INSERT INTO edge SELECT 'boolean', v FROM unnest(ARRAY[NULL, 'true', 'false']) AS v;
INSERT INTO edge SELECT 'bytea', v FROM unnest(ARRAY[NULL, '', '\x00', '\x' || repeat('00', 15), '\x' || repeat('00', 16),
  '\x' || repeat('ff', 16), '\x000102030405060708090a0b0c0d0e0f', '\x' || repeat('01', 17), '\x' || repeat('ab', 1000)]) AS v;
INSERT INTO edge SELECT 'bigint', v FROM unnest(ARRAY[NULL, '0', '-1', '1', '4294967295', '4294967296',
  '9223372036854775807', '-9223372036854775808']) AS v;
INSERT INTO edge SELECT 'interval', v FROM unnest(ARRAY[NULL, '0', '1 ms', '-1 ms', '1 day', '-1 day', '1 mon',
  '-100 years', '9000 years', '300000 years']) AS v;
INSERT INTO edge SELECT 'tstzrange', v FROM unnest(ARRAY[NULL, 'empty', '(,)', '[-infinity,infinity]',
  '[2022-02-22 19:22:22+00,2022-02-22 19:22:23+00)', '(2022-02-22 19:22:22+00,2022-02-22 19:22:22.001+00]',
  '[2000-01-01+00,2000-01-01+00]', '[1970-01-01+00,)', '(,1970-01-01+00)', '[1969-01-01+00,1971-01-01+00)',
  '[10889-08-02 05:31:50.655+00,)', '(10889-08-02 05:31:50.654+00,infinity)']) AS v;

-- Not compared by value, each with the reason.
CREATE TEMP TABLE not_by_value (name text, args text, reason text);
INSERT INTO not_by_value VALUES
  ('uuid_v7_mask', 'id uuid', 'the configured key: a file the C edition reads, a table the portable one reads'),
  ('uuid_v7_unmask', 'id uuid', 'the configured key: a file the C edition reads, a table the portable one reads');
SELECT name || '(' || args || ')' AS function, reason FROM not_by_value ORDER BY 1;


--
-- The comparison.  For function x of the pair table: wrappers try_c and
-- try_p (PL/pgSQL: the result as text, or the error as "ERROR sqlstate:
-- message DETAIL: ... HINT: ...") around each edition's function, or, for
-- a generator, around proj(result): its version, variant, and its time
-- where an argument gives the time (else the clock does, and the instant
-- an error quotes is masked: see masked above); for UUIDv9, whose other
-- bits are random unless asked for, its prefix and whether it is valid
-- with the checksum and version digit asked for.  Then the rows
-- of input (generated) and the edge rows (each argument over the edge
-- cases of its type, the others from input; every combination where there
-- are at most 5,000), each compared; the counts and the first three
-- differences (not allowed) go to result.  A deterministic function is
-- first compared without the wrappers in one statement, the fast path,
-- which gives way to the wrappers when an input raises an error.
--
CREATE TEMP TABLE result (function text, kind text, rows int, differences int, sample text[]);
CREATE FUNCTION pg_temp.compare(x pair, generated int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	generator boolean := x.provolatile = 'v';
	fn_c text := format('c_ed.%I', x.name);
	fn_p text := format('%s.%I', CASE WHEN x.core THEN 'pg_catalog' ELSE 'p_ed' END, x.name);
	n int := coalesce(array_length(x.argtypes, 1), 0);
	params text := '';
	call_args text := '';
	input_args text := '';
	timed boolean := 'timestamptz'::regtype = ANY (x.argtypes) OR 'timestamp'::regtype = ANY (x.argtypes);
	edge_from text := '';
	edge_args text;
	product numeric := 1;
	body text;
	rows_n int;
	diffs int;
	sample text[];
	k int;
	j int;
BEGIN
	FOR k IN 1 .. n LOOP
		params := params || CASE WHEN k > 1 THEN ', ' ELSE '' END || format('a%s %s', k, format_type(x.argtypes[k - 1], NULL));
		call_args := call_args || CASE WHEN k > 1 THEN ', ' ELSE '' END || 'a' || k;
		input_args := input_args || CASE WHEN k > 1 THEN ', ' ELSE '' END || 'x.' || pg_temp.input_column(x.argtypes[k - 1], k);
		product := product * (SELECT count(*) FROM edge WHERE type = x.argtypes[k - 1]);
	END LOOP;
	FOREACH j IN ARRAY ARRAY[0, 1] LOOP
		body := CASE WHEN NOT generator THEN format('RETURN (%s(%s))::text;', CASE j WHEN 0 THEN fn_c ELSE fn_p END, call_args)
		             WHEN x.name LIKE 'uuid\_generate\_v9%' THEN format(
		               'r := %s(%s); RETURN left(replace(r::text, ''-'', ''''), length(a1)) || ''/'' || c_ed.uuid_v9_is_valid(r::text, a3, a4);',
		               CASE j WHEN 0 THEN fn_c ELSE fn_p END, call_args)
		             WHEN x.prorettype = 'uuid'::regtype THEN format(
		               'r := %s(%s); RETURN concat_ws(''/'', coalesce(c_ed.uuid_version(r)::text, ''-''), c_ed.uuid_variant(r)%s);',
		               CASE j WHEN 0 THEN fn_c ELSE fn_p END, call_args,
		               CASE WHEN timed THEN ', coalesce(c_ed.uuid_timestamp(r)::text, ''-'')' ELSE '' END)
		             ELSE format('RETURN length(%s(%s));', CASE j WHEN 0 THEN fn_c ELSE fn_p END, call_args) END;
		EXECUTE format($f$CREATE OR REPLACE FUNCTION pg_temp.%s(%s) RETURNS text LANGUAGE plpgsql AS $w$
			DECLARE r uuid; s text; m text; d text; h text;
			BEGIN %s
			EXCEPTION WHEN OTHERS THEN
				GET STACKED DIAGNOSTICS s = RETURNED_SQLSTATE, m = MESSAGE_TEXT, d = PG_EXCEPTION_DETAIL, h = PG_EXCEPTION_HINT;
				RETURN 'ERROR ' || s || ': ' || %s || coalesce(' DETAIL: ' || nullif(d, ''), '') || coalesce(' HINT: ' || nullif(h, ''), '');
			END $w$ $f$, CASE j WHEN 0 THEN 'try_c' ELSE 'try_p' END, params, body,
			CASE WHEN generator AND NOT timed THEN $m$regexp_replace(m COLLATE "C", 'timestamp "[^"]*"', 'timestamp "(the clock)"')$m$ ELSE 'm' END);
	END LOOP;
	-- The generated inputs: the fast path first.
	rows_n := NULL;
	IF NOT generator THEN
		BEGIN
			EXECUTE format($q$SELECT count(*), count(*) FILTER (WHERE c IS DISTINCT FROM p),
			                         (array_agg(i || ': ' || coalesce(c, 'NULL') || ' <> ' || coalesce(p, 'NULL'))
			                            FILTER (WHERE c IS DISTINCT FROM p))[1:3]
			                    FROM (SELECT x.i, (%s(%s))::text COLLATE "C" AS c, (%s(%s))::text COLLATE "C" AS p
			                            FROM input x WHERE x.i <= %s) s$q$,
			               fn_c, input_args, fn_p, input_args, generated)
			  INTO rows_n, diffs, sample;
		EXCEPTION WHEN OTHERS THEN
			rows_n := NULL;
		END;
	END IF;
	IF rows_n IS NULL THEN
		EXECUTE format($q$SELECT count(*), count(*) FILTER (WHERE c IS DISTINCT FROM p),
		                         (array_agg(i || ': ' || coalesce(c, 'NULL') || ' <> ' || coalesce(p, 'NULL'))
		                            FILTER (WHERE c IS DISTINCT FROM p))[1:3]
		                    FROM (SELECT x.i, pg_temp.try_c(%s) COLLATE "C" AS c, pg_temp.try_p(%s) COLLATE "C" AS p
		                            FROM input x WHERE x.i <= %s) s
		                   WHERE NOT EXISTS (SELECT FROM allowed_difference a WHERE a.fn = %L AND a.c_error = c AND a.p_error = p)$q$,
		               input_args, input_args, generated, x.name)
		  INTO rows_n, diffs, sample;
	END IF;
	INSERT INTO result VALUES (x.name || '(' || x.args || ')', 'generated', rows_n, diffs, sample);
	-- The edge cases: each argument over its type's, the others from input
	-- (row 1 + the edge's number); every combination where few.
	IF n = 0 THEN
		EXECUTE 'SELECT 1, (pg_temp.try_c() IS DISTINCT FROM pg_temp.try_p())::int, NULL::text[]' INTO rows_n, diffs, sample;
	ELSE
		body := '';
		FOR k IN 1 .. n LOOP
			edge_args := '';
			FOR j IN 1 .. n LOOP
				edge_args := edge_args || CASE WHEN j > 1 THEN ', ' ELSE '' END
				             || CASE WHEN j = k THEN format('e.v::%s', format_type(x.argtypes[j - 1], NULL))
				                     ELSE 'x.' || pg_temp.input_column(x.argtypes[j - 1], j) END;
			END LOOP;
			body := body || CASE WHEN k > 1 THEN ' UNION ALL ' ELSE '' END
			        || format($q$SELECT %L || coalesce(e.v, 'NULL'), pg_temp.try_c(%s), pg_temp.try_p(%s)
			                    FROM (SELECT v, row_number() OVER () AS r FROM edge WHERE type = %s) e
			                    JOIN input x ON x.i = e.r + 1$q$,
			                  'argument ' || k || ': ', edge_args, edge_args, x.argtypes[k - 1]);
		END LOOP;
		IF product <= 5000 THEN
			edge_args := '';
			edge_from := '';
			FOR k IN 1 .. n LOOP
				edge_args := edge_args || CASE WHEN k > 1 THEN ', ' ELSE '' END
				             || format('e%s.v::%s', k, format_type(x.argtypes[k - 1], NULL));
				edge_from := edge_from || CASE WHEN k > 1 THEN ', ' ELSE '' END
				             || format('(SELECT v FROM edge WHERE type = %s) e%s', x.argtypes[k - 1], k);
			END LOOP;
			body := body || format($q$ UNION ALL SELECT concat_ws(', ', %s), pg_temp.try_c(%s), pg_temp.try_p(%s) FROM %s$q$,
			                       regexp_replace(regexp_replace(edge_args, '::[^,]*', '', 'g'), '(e\d+\.v)', 'coalesce(\1, ''NULL'')', 'g'),
			                       edge_args, edge_args, edge_from);
		END IF;
		EXECUTE format($q$SELECT count(*), count(*) FILTER (WHERE c IS DISTINCT FROM p),
		                         (array_agg(input || ': ' || coalesce(c, 'NULL') || ' <> ' || coalesce(p, 'NULL'))
		                            FILTER (WHERE c IS DISTINCT FROM p))[1:3]
		                    FROM (%s) s(input, c, p)
		                   WHERE NOT EXISTS (SELECT FROM allowed_difference a WHERE a.fn = %L AND a.c_error = c AND a.p_error = p)$q$,
		               body, x.name)
		  INTO rows_n, diffs, sample;
	END IF;
	INSERT INTO result VALUES (x.name || '(' || x.args || ')', 'edge cases', rows_n, diffs, sample);
	DROP FUNCTION pg_temp.try_c, pg_temp.try_p;
END
$$;

-- Every function both editions have, but aggregates, set-returning ones,
-- those with argument types without inputs (listed) and not_by_value:
-- deterministic ones over :inputs generated inputs, generators (through
-- proj) over 2,000.
SELECT x.name || '(' || x.args || ')' AS no_inputs_for_its_arguments
  FROM pair x
 WHERE x.p_oid IS NOT NULL AND x.prokind = 'f'
   AND EXISTS (SELECT FROM unnest(x.argtypes) AS t WHERE pg_temp.input_column(t, 1) IS NULL)
 ORDER BY 1;
SELECT count(*) AS compared
  FROM (SELECT pg_temp.compare(x, CASE WHEN x.provolatile = 'v' THEN 2000 ELSE :inputs END)
          FROM pair x
         WHERE x.p_oid IS NOT NULL AND x.prokind = 'f' AND NOT x.proretset
           AND NOT EXISTS (SELECT FROM not_by_value n WHERE n.name = x.name AND n.args = x.args)
           AND NOT EXISTS (SELECT FROM unnest(x.argtypes) AS t WHERE pg_temp.input_column(t, 1) IS NULL)
           AND (x.provolatile <> 'v' OR x.prorettype IN ('uuid'::regtype, 'text'::regtype))) AS s;
-- Each function compared: its inputs, and the differences (none).
SELECT function, sum(rows) FILTER (WHERE kind = 'generated') AS generated,
       sum(rows) FILTER (WHERE kind = 'edge cases') AS edge_cases, sum(differences) AS differences
  FROM result GROUP BY function ORDER BY 1;
SELECT function, kind, differences, sample FROM result WHERE differences > 0 ORDER BY 1, 2;

-- The aggregates (min and max of uuid), over 1,000 groups of the inputs.
CREATE FUNCTION pg_temp.compare_aggregate(x pair) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
	d int;
BEGIN
	EXECUTE format('SELECT count(*) FILTER (WHERE c IS DISTINCT FROM p) FROM (SELECT c_ed.%1$I(u1) AS c, %2$s.%1$I(u1) AS p FROM input GROUP BY i %% 1000) s',
	               x.name, CASE WHEN x.core THEN 'pg_catalog' ELSE 'p_ed' END)
	  INTO d;
	RETURN d;
END
$$;
SELECT x.name || '(' || x.args || ')' AS aggregate, pg_temp.compare_aggregate(x) AS differences
  FROM pair x WHERE x.prokind = 'a' AND x.p_oid IS NOT NULL ORDER BY 1;

-- The generators that take no argument (or only defaults), by their
-- properties, each edition's called :calls times in this session (version
-- 7's :inputs): the portable edition's values all distinct, of the
-- versions and variants the C edition's are, with a time where the C
-- edition's all have one, within 1 ms of the clock read around the call, and
-- strictly increasing where the C edition's are.  A text generator is read
-- back by the C edition's parser of its form.
\set calls 10000
CREATE FUNCTION pg_temp.generator_properties(x pair, calls int)
RETURNS TABLE (distinct_values boolean, same_bits boolean, same_timed boolean, off_clock bigint, same_order boolean)
LANGUAGE plpgsql AS $$
DECLARE
	parse text := CASE x.name WHEN 'ulid_generate' THEN 'c_ed.ulid_to_uuid(v)' WHEN 'typeid_generate' THEN 'c_ed.typeid_to_uuid(v)'
	                          ELSE 'v' END;
	ed text;
BEGIN
	DROP TABLE IF EXISTS made;
	CREATE TEMP TABLE made (edition text, i int, before timestamptz, id uuid, after timestamptz);
	FOREACH ed IN ARRAY ARRAY['c_ed', CASE WHEN x.core THEN 'pg_catalog' ELSE 'p_ed' END] LOOP
		EXECUTE format('INSERT INTO made SELECT %L, i, before, %s, after
		                  FROM (SELECT i, clock_timestamp() AS before, %s.%I() AS v, clock_timestamp() AS after
		                          FROM generate_series(1, %s) AS i) s', ed, parse, ed, x.name, calls);
	END LOOP;
	RETURN QUERY
	WITH c AS (SELECT * FROM made WHERE edition = 'c_ed'), p AS (SELECT * FROM made WHERE edition <> 'c_ed'),
	     o AS (SELECT edition, bool_and(id > prev) AS increasing
	             FROM (SELECT edition, id, lag(id) OVER (PARTITION BY edition ORDER BY i) AS prev FROM made) s
	            WHERE prev IS NOT NULL GROUP BY edition)
	SELECT (SELECT count(DISTINCT id) = calls FROM p),
	       (SELECT array_agg(DISTINCT c_ed.uuid_version(id) || '/' || c_ed.uuid_variant(id)) FROM c)
	         = (SELECT array_agg(DISTINCT c_ed.uuid_version(id) || '/' || c_ed.uuid_variant(id)) FROM p),
	       (SELECT bool_and(c_ed.uuid_timestamp(id) IS NOT NULL) FROM c) = (SELECT bool_and(c_ed.uuid_timestamp(id) IS NOT NULL) FROM p),
	       (SELECT count(*) FROM p
	         WHERE (SELECT bool_and(c_ed.uuid_timestamp(id) IS NOT NULL) FROM c)
	           AND NOT (c_ed.uuid_timestamp(id) > before - interval '1 ms' AND c_ed.uuid_timestamp(id) <= after)),
	       (SELECT increasing FROM o WHERE edition = 'c_ed') = (SELECT increasing FROM o WHERE edition <> 'c_ed');
END
$$;
SELECT x.name || '(' || x.args || ')' AS generator, g.*
  FROM pair x
  JOIN pg_proc c ON c.oid = x.c_oid,
  LATERAL pg_temp.generator_properties(x, CASE WHEN x.name IN ('uuid_generate_v7', 'uuidv7') THEN :inputs ELSE :calls END) AS g
 WHERE x.p_oid IS NOT NULL AND x.prokind = 'f' AND x.provolatile = 'v' AND c.pronargs = c.pronargdefaults
   AND x.prorettype IN ('uuid'::regtype, 'text'::regtype)
   AND (x.prorettype = 'uuid'::regtype OR x.name IN ('ulid_generate', 'typeid_generate'))
 ORDER BY 1;

-- Windows give the same rows: 20,000 keys of version 7 over 2022 and a
-- few of other versions, indexed; for 50 instants and ranges, each
-- operator of uuid and timestamptz and uuid_v7_within of each edition
-- (index scans where they can), the count and a sum of the rows' keys.
CREATE TEMP TABLE keyed (id uuid PRIMARY KEY);
INSERT INTO keyed SELECT c_ed.uuid_generate_v7_at('2022-01-01+00'::timestamptz + i * interval '26 min 17.123 s') FROM generate_series(1, 20000) AS i;
INSERT INTO keyed SELECT u1 FROM input WHERE i <= 500 ON CONFLICT DO NOTHING;
ANALYZE keyed;
CREATE FUNCTION pg_temp.window_rows(ed text, op text, arg text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	r text;
BEGIN
	EXECUTE format('SELECT count(*) || '' '' || coalesce(sum((''x'' || substr(id::text, 1, 8))::bit(32)::int8), 0) FROM keyed WHERE %s', 
	               CASE WHEN op = 'within' THEN format('%s.uuid_v7_within(id, %s)', ed, arg)
	                    WHEN op LIKE 'ts%' THEN format('%s OPERATOR(%s.%s) id', arg, ed, substr(op, 3))
	                    ELSE format('id OPERATOR(%s.%s) %s', ed, op, arg) END)
	  INTO r;
	RETURN r;
EXCEPTION WHEN OTHERS THEN
	RETURN 'ERROR ' || SQLSTATE || ': ' || SQLERRM;
END
$$;
SELECT count(*) AS windows,
       count(*) FILTER (WHERE pg_temp.window_rows('c_ed', op, arg) IS DISTINCT FROM pg_temp.window_rows('p_ed', op, arg)) AS differences
  FROM (SELECT CASE WHEN op = 'within' THEN quote_literal(r1::text) || '::tstzrange' ELSE quote_literal(ts1::text) || '::timestamptz' END AS arg, op
          FROM (SELECT '2022-01-01+00'::timestamptz + i * interval '7 days 3 h 17.0015 s' AS ts1,
                       tstzrange('2022-01-01+00'::timestamptz + i * interval '7 days', '2022-01-01+00'::timestamptz + i * interval '7 days 2 h',
                                 (ARRAY['[)', '[]', '()', '(]'])[i % 4 + 1]) AS r1
                  FROM generate_series(0, 49) AS i
                UNION ALL SELECT ts2, r2 FROM input WHERE i <= 10) AS t,
               unnest(ARRAY['<', '<=', '>=', '>', 'ts<', 'ts<=', 'ts>=', 'ts>', 'within']) AS op) AS w;

-- Both editions dropped again: the tests that follow in the same database
-- install the portable edition into public as another role.
SET client_min_messages = warning;
DROP SCHEMA p_ed CASCADE;
DROP EXTENSION uuid9562;
DROP SCHEMA c_ed;
RESET client_min_messages;
