--
-- test/portable/text.sql: the text forms, UUIDv9 and min/max of the
-- portable edition (portable/40_text.sql) against the C edition's, in one
-- database with the C edition in schema c_ed and the portable one in p_ed.
--
--   psql -v ON_ERROR_STOP=1 -f test/portable/text.sql
--
-- Prints only counts and booleans, each with the value it must have in a
-- trailing comment: for every deterministic function, the same result or
-- the same error (SQLSTATE, message, detail and hint) for the same input,
-- over :n generated UUIDs (default 20000) and the edge cases (nil, max,
-- every version and variant), their texts in every form and case, and
-- malformed texts made from them (each character replaced by each of a set
-- of bad characters, cut, lengthened, padded, a multibyte character, NULL);
-- the generators by their properties.
--
SET timezone = 'UTC';
SET search_path = pg_catalog, pg_temp;
\if :{?n}
\else
\set n 20000
\endif

-- regress.value_of(query): the value of a query, or its error's SQLSTATE,
-- message, detail and hint (compared as the text of the record).
\i test/sql/include/error_of.sql

-- The UUIDs: generated from md5 (deterministic), every version nibble and
-- variant over them, nil, max, NULL.
CREATE TEMP TABLE t_id (id uuid);
INSERT INTO t_id SELECT md5(i::text)::uuid FROM generate_series(1, :n) AS i;
INSERT INTO t_id
SELECT encode(set_byte(set_byte(uuid_send(md5('v' || i)::uuid), 6, (i % 16) << 4 | (i % 13)),
						8, (ARRAY[0, 64, 128, 192, 224, 255])[i % 6 + 1]), 'hex')::uuid
  FROM generate_series(1, 600) AS i;
INSERT INTO t_id VALUES ('00000000-0000-0000-0000-000000000000'), ('ffffffff-ffff-ffff-ffff-ffffffffffff'),
	('7fffffff-ffff-ffff-ffff-ffffffffffff'), ('80000000-0000-0000-0000-000000000000'), (NULL);
SELECT count(*) > :n AS ids FROM t_id;  -- t

-- From a UUID: each form, the same text.
SELECT count(*) AS ids,
	   count(*) FILTER (WHERE c_ed.uuid_to_ulid(id) IS DISTINCT FROM p_ed.uuid_to_ulid(id)) AS ulid,
	   count(*) FILTER (WHERE c_ed.uuid_to_base32hex(id) IS DISTINCT FROM p_ed.uuid_to_base32hex(id)) AS base32hex,
	   count(*) FILTER (WHERE c_ed.uuid_to_typeid('', id) IS DISTINCT FROM p_ed.uuid_to_typeid('', id)) AS typeid,
	   count(*) FILTER (WHERE c_ed.uuid_to_typeid('user_account', id) IS DISTINCT FROM p_ed.uuid_to_typeid('user_account', id)) AS typeid_prefix,
	   count(*) FILTER (WHERE c_ed.uuid_v9_checksum(id) IS DISTINCT FROM p_ed.uuid_v9_checksum(id)) AS v9_checksum,
	   count(*) FILTER (WHERE p_ed.uuid_v9_checksum(id)) > 0 AS some_checksums
  FROM t_id;  -- 0 in every column but ids, some_checksums t

-- The texts to read: every form of every UUID in both cases, then
-- malformed ones made from a sample of them.
CREATE TEMP TABLE t_text (t text);
INSERT INTO t_text
SELECT x FROM t_id, LATERAL (VALUES (c_ed.uuid_to_ulid(id)), (lower(c_ed.uuid_to_ulid(id))),
	(c_ed.uuid_to_base32hex(id)), (lower(c_ed.uuid_to_base32hex(id))), (c_ed.uuid_to_typeid('', id)),
	(c_ed.uuid_to_typeid('a', id)), (c_ed.uuid_to_typeid('ab_cd', id)), (upper(c_ed.uuid_to_typeid('', id))),
	(id::text), (upper(id::text)), (c_ed.uuid_to_base32hex(id) || '======'),
	(c_ed.uuid_to_base32hex(id) || '=='), (c_ed.uuid_to_base32hex(id) || 'A')) AS v(x)
 WHERE id IS NOT NULL;
-- every position of a sample replaced by each of a set of characters
INSERT INTO t_text
SELECT overlay(s.t PLACING b FROM p FOR 1)
  FROM (SELECT t FROM t_text ORDER BY md5(t) LIMIT 60) AS s,
	   generate_series(1, 40) AS p,
	   unnest(ARRAY['i', 'I', 'l', 'L', 'o', 'O', 'u', 'U', 'W', 'w', 'z', 'Z', '8', '9', '_', '-', '=', ' ', '!', 'é', '€', E'\t', 'A', 'a', '0', '7'])
		 AS b
 WHERE p <= length(s.t);
-- cut, lengthened, spaces and padding, prefixes of every kind
INSERT INTO t_text
SELECT x FROM (SELECT t FROM t_text ORDER BY md5(t || 'x') LIMIT 300) AS s,
	LATERAL (VALUES (left(s.t, -1)), (left(s.t, 25)), (s.t || '0'), (s.t || 'Z'), ('_' || s.t), ('a_' || s.t),
		('A_' || s.t), ('a__' || s.t), ('_a_' || s.t), ('a1_' || s.t), (repeat('a', 63) || '_' || s.t),
		(repeat('a', 64) || '_' || s.t), ('é_' || s.t), (' ' || s.t), (s.t || ' '), (s.t || E'\n'),
		(regexp_replace(s.t, '(.{8})', '\1 ', 'g')), (regexp_replace(s.t, '(.{4})', '\1' || E'\t', 'g')),
		(s.t || '='), (s.t || '=A'), (s.t || '= ='), (left(s.t, 24) || '=='), (left(s.t, 23) || '='),
		(left(s.t, 25) || '='), (left(s.t, 22) || '======'), (s.t || 'AA'), (s.t || 'A='), (s.t || repeat('A', 40)),
		(repeat(s.t, 3))) AS v(x);
INSERT INTO t_text VALUES (''), (' '), ('_'), ('='), ('=================================='), (repeat('0', 26)),
	(repeat('7', 26)), (repeat('8', 26)), (repeat('z', 26)), (repeat('Z', 26)), (repeat('v', 26)), (repeat('V', 26)),
	(repeat('w', 26)), (repeat('é', 13)), (repeat('é', 26)), ('00000000000000000000000000é'),
	(repeat('x', 200)), (repeat('é', 100)), (NULL);
SELECT count(*) > 4 * :n AS many_texts FROM t_text;  -- t

-- To a UUID, and the validators: the same result or the same error.
CREATE TEMP TABLE t_read (fn text, t text, c_code text, c_detail text, c_res text, p_res text);
INSERT INTO t_read
SELECT fn, t, c.code, c.detail, c::text, p::text
  FROM t_text, unnest(ARRAY['ulid_to_uuid', 'base32hex_to_uuid', 'typeid_to_uuid', 'typeid_prefix']) AS fn,
	   regress.value_of(format('SELECT c_ed.%s(%L)', fn, t)) AS c, regress.value_of(format('SELECT p_ed.%s(%L)', fn, t)) AS p;
INSERT INTO t_read
SELECT 'typeid_to_uuid ' || pfx, t, c.code, c.detail, c::text, p::text
  FROM (SELECT t FROM t_text ORDER BY md5(t || 'p') LIMIT 3000) AS s,
	   unnest(ARRAY['', 'a', 'ab_cd', 'A', '_a', 'é']) AS pfx,
	   regress.value_of(format('SELECT c_ed.typeid_to_uuid(%L, %L)', t, pfx)) AS c,
	   regress.value_of(format('SELECT p_ed.typeid_to_uuid(%L, %L)', t, pfx)) AS p;
INSERT INTO t_read
SELECT 'validators', t, 'ok', NULL,
	   format('%s %s %s %s %s %s', c_ed.ulid_is_valid(t), c_ed.typeid_is_valid(t), c_ed.uuid_v9_is_valid(t),
			  c_ed.uuid_v9_is_valid(t, true), c_ed.uuid_v9_is_valid(t, false, true), c_ed.uuid_v9_is_valid(t, true, true)),
	   format('%s %s %s %s %s %s', p_ed.ulid_is_valid(t), p_ed.typeid_is_valid(t), p_ed.uuid_v9_is_valid(t),
			  p_ed.uuid_v9_is_valid(t, true), p_ed.uuid_v9_is_valid(t, false, true), p_ed.uuid_v9_is_valid(t, true, true))
  FROM t_text;
SELECT fn, count(*) AS texts, count(*) FILTER (WHERE c_res IS DISTINCT FROM p_res) AS differ,
	   count(*) FILTER (WHERE c_code <> 'ok') > 0 AS some_errors,
	   count(*) FILTER (WHERE c_code = 'ok') > 0 AS some_values
  FROM t_read GROUP BY fn ORDER BY fn;  -- differ 0 in every row; some_errors and some_values t but for validators
SELECT fn, t, c_res, p_res FROM t_read WHERE c_res IS DISTINCT FROM p_res ORDER BY fn, t LIMIT 10;
-- each kind of error met (SQLSTATE and detail)
SELECT count(DISTINCT (c_code, c_detail)) AS kinds_of_error FROM t_read WHERE c_code <> 'ok';  -- 11

-- uuid_v9_is_valid over texts of UUIDv9 with and without a good checksum
-- and version mark, in both cases.
CREATE TEMP TABLE t_v9 (t text);
INSERT INTO t_v9
SELECT x FROM (SELECT c_ed.uuid_generate_v9_at(p, ts, ck, ve, le)::text AS u
				 FROM unnest(ARRAY['', 'a', 'abcdef01']) AS p,
					  unnest(ARRAY[timestamptz '1970-01-01 00:00:00+00', '2024-05-06 07:08:09.123+00']) AS ts,
					  unnest(ARRAY[false, true]) AS ck, unnest(ARRAY[false, true]) AS ve, unnest(ARRAY[false, true]) AS le,
					  generate_series(1, 20)) AS s,
	LATERAL (VALUES (u), (upper(u)), (left(u, 34) || upper(right(u, 2))), (overlay(u PLACING '0' FROM 36 FOR 1)),
		(overlay(u PLACING 'c' FROM 20 FOR 1)), (overlay(u PLACING '4' FROM 15 FOR 1)),
		(overlay(u PLACING '1' FROM 15 FOR 1))) AS v(x);
SELECT count(*) AS texts,
	   count(*) FILTER (WHERE (c_ed.uuid_v9_is_valid(t, ck, ve)) IS DISTINCT FROM (p_ed.uuid_v9_is_valid(t, ck, ve))) AS differ,
	   count(*) FILTER (WHERE p_ed.uuid_v9_is_valid(t, ck, ve)) > 0 AND count(*) FILTER (WHERE NOT p_ed.uuid_v9_is_valid(t, ck, ve)) > 0 AS both
  FROM t_v9, unnest(ARRAY[false, true]) AS ck, unnest(ARRAY[false, true]) AS ve;  -- 0 | t

-- Arguments that raise errors: prefixes of TypeID and UUIDv9, times of
-- UUIDv9.
CREATE TEMP TABLE t_arg (c_res text, p_res text);
INSERT INTO t_arg
SELECT regress.value_of(format('SELECT c_ed.uuid_to_typeid(%L, %L)', p, u))::text,
	   regress.value_of(format('SELECT p_ed.uuid_to_typeid(%L, %L)', p, u))::text
  FROM unnest(ARRAY['', 'a', 'ab', 'a_b', 'a__b', '_a', 'a_', 'A', 'aB', 'a1', 'é', repeat('a', 63), repeat('a', 64),
					repeat('é', 40), ' ', 'a b', NULL]) AS p,
	   unnest(ARRAY['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', NULL]::uuid[]) AS u;
INSERT INTO t_arg
SELECT regexp_replace(regress.value_of(format('SELECT c_ed.%s', q))::text, '^\(ok,,,,.*\)$', 'a value'),
	   regexp_replace(regress.value_of(format('SELECT p_ed.%s', q))::text, '^\(ok,,,,.*\)$', 'a value')
  FROM unnest(ARRAY['', 'a', 'ABCDEF01', 'abcdef012', 'g', 'é', repeat('0', 70), repeat('g', 70), ' ', NULL]) AS p,
	   LATERAL (VALUES (format('uuid_generate_v9(%L)', p)), (format('uuid_generate_v9(%L, false)', p)),
		   (format('uuid_generate_v9_at(%L, %L)', p, '2024-01-01 00:00:00+00')),
		   (format('uuid_generate_v9_at(%L, %L)', p, '-infinity')), (format('typeid_generate(%L)', p))) AS v(q);
INSERT INTO t_arg
SELECT regexp_replace(regress.value_of(format('SELECT c_ed.uuid_generate_v9_at(%L, %L)', '', ts))::text, '^\(ok,,,,.*\)$', 'a value'),
	   regexp_replace(regress.value_of(format('SELECT p_ed.uuid_generate_v9_at(%L, %L)', '', ts))::text, '^\(ok,,,,.*\)$', 'a value')
  FROM unnest(ARRAY['-infinity', 'infinity', '1969-12-31 23:59:59.999999+00', '1970-01-01 00:00:00+00',
					'294276-12-31 23:59:59.999999+00', '4713-01-01 00:00:00+00 BC', NULL]::timestamptz[]) AS ts;
SELECT count(*) AS calls, count(*) FILTER (WHERE c_res IS DISTINCT FROM p_res) AS differ,
	   count(*) FILTER (WHERE c_res LIKE '(22023,%') > 0 AND count(*) FILTER (WHERE c_res LIKE '(22008,%') > 0 AS both_errors
  FROM t_arg;  -- 0 | t
SELECT c_res, p_res FROM t_arg WHERE c_res IS DISTINCT FROM p_res LIMIT 10;

-- uuid_generate_v9_at: every digit that is not random equal to the C
-- edition's (the same prefix, time, marks and variant; random digits
-- masked by comparing the layout of the two), the checksum valid.
CREATE TEMP TABLE t_gen (opts text, c_id uuid, p_id uuid);
INSERT INTO t_gen
SELECT concat_ws('|', p, ts, ck, ve, le),
	   c_ed.uuid_generate_v9_at(p, ts, ck, ve, le), p_ed.uuid_generate_v9_at(p, ts, ck, ve, le)
  FROM unnest(ARRAY['', '0', 'a', 'ABCDEF01', '1234']) AS p,
	   unnest(ARRAY[timestamptz '1970-01-01 00:00:00+00', '1970-01-01 00:00:00.015+00', '2024-05-06 07:08:09.123456+00',
					'10889-08-02 05:31:50.655+00', '294276-12-31 23:59:59.999999+00']) AS ts,
	   unnest(ARRAY[false, true]) AS ck, unnest(ARRAY[false, true]) AS ve, unnest(ARRAY[false, true]) AS le,
	   generate_series(1, 4);
-- the digits fixed by the options: prefix, time and marks, as many as the
-- C edition's layout has (the prefix's, the time's in hex, one or two
-- marks), read from the dashless text
CREATE FUNCTION pg_temp.t_fixed(u uuid, opts text) RETURNS text LANGUAGE sql AS $$
	SELECT left(replace(u::text, '-', ''),
				length(split_part(opts, '|', 1))
				+ length(to_hex(floor(extract(epoch FROM split_part(opts, '|', 2)::timestamptz) * 1000)::int8))
				+ CASE WHEN split_part(opts, '|', 5) = 'true' THEN 2 WHEN split_part(opts, '|', 4) = 'true' THEN 1 ELSE 0 END)
$$;
SELECT count(*) AS ids,
	   count(*) FILTER (WHERE pg_temp.t_fixed(c_id, opts) <> pg_temp.t_fixed(p_id, opts)) AS differ_fixed,
	   count(*) FILTER (WHERE split_part(opts, '|', 3) = 'true' AND NOT p_ed.uuid_v9_checksum(p_id)) AS bad_checksum,
	   count(*) FILTER (WHERE c_ed.uuid_v9_is_valid(p_id::text, split_part(opts, '|', 3)::bool,
						 split_part(opts, '|', 4)::bool OR split_part(opts, '|', 5)::bool)
					 IS DISTINCT FROM true) AS invalid,
	   count(DISTINCT p_id) = count(*) AS distinct_ids,
	   min(length(pg_temp.t_fixed(p_id, opts))) > 0 AS some_fixed
  FROM t_gen;  -- 0 | 0 | 0 | t | t

-- Generators by their properties: strictly increasing within a session,
-- the layout of their forms, distinct.
CREATE TEMP TABLE t_seq AS
SELECT i, p_ed.uuid_generate_v9('ab') AS v9, p_ed.uuid_generate_v9('', true, true, true) AS v9c,
	   p_ed.typeid_generate('user') AS tid, p_ed.ulid_generate() AS ulid
  FROM generate_series(1, 5000) AS i;
SELECT bool_and(v9 > lag_v9) AS v9_increasing, bool_and(tid > lag_tid) AS typeid_increasing,
	   bool_and(ulid > lag_ulid) AS ulid_increasing, bool_and(c_ed.uuid_v9_checksum(v9c)) AS checksums,
	   bool_and(c_ed.uuid_v9_is_valid(v9c::text, true, true)) AS valid,
	   bool_and(c_ed.typeid_is_valid(tid) AND c_ed.typeid_prefix(tid) = 'user') AS typeids,
	   bool_and(c_ed.uuid_version(c_ed.typeid_to_uuid(tid)) = 7 AND c_ed.uuid_version(c_ed.ulid_to_uuid(ulid)) = 7) AS v7,
	   bool_and(abs(extract(epoch FROM c_ed.uuid_timestamp(c_ed.ulid_to_uuid(ulid)) - now())) < 60) AS now,
	   bool_and(left(v9::text, 2) = 'ab') AS prefixed
  FROM (SELECT *, lag(v9) OVER w AS lag_v9, lag(tid) OVER w AS lag_tid, lag(ulid) OVER w AS lag_ulid
		  FROM t_seq WINDOW w AS (ORDER BY i)) AS s
 WHERE i > 1;  -- t in every column

-- min and max: the same over groups of the UUIDs, NULLs, empty groups.
SELECT count(*) AS groups,
	   count(*) FILTER (WHERE c_min IS DISTINCT FROM p_min OR c_max IS DISTINCT FROM p_max) AS differ
  FROM (SELECT g, c_ed.min(id) AS c_min, p_ed.min(id) AS p_min, c_ed.max(id) AS c_max, p_ed.max(id) AS p_max
		  FROM (SELECT id, abs(hashtext(id::text)) % 500 AS g FROM t_id) AS s GROUP BY g
		UNION ALL
		SELECT -1, c_ed.min(id), p_ed.min(id), c_ed.max(id), p_ed.max(id) FROM t_id WHERE false) AS x;  -- 0
SELECT count(*) FILTER (WHERE c_ed.uuid_least(a.id, b.id) IS DISTINCT FROM p_ed.uuid_least(a.id, b.id)
						   OR c_ed.uuid_greatest(a.id, b.id) IS DISTINCT FROM p_ed.uuid_greatest(a.id, b.id)) AS differ
  FROM (SELECT id FROM t_id ORDER BY md5(id::text) LIMIT 100) AS a,
	   (SELECT id FROM t_id ORDER BY md5(id::text || 'b') LIMIT 100) AS b;  -- 0
