-- The text forms of a UUID in SQL, bit by bit, independent of the C codec:
-- references for the textform and fuzz tests, read with \i.

-- b32_ref(u, alphabet, lead): the 26 digits of alphabet for lead zero bits,
-- the 128 bits of u, and zero bits up to 130.
CREATE FUNCTION pg_temp.b32_ref(u uuid, alphabet text, lead int) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
SELECT string_agg(substr(alphabet, 1 + substring(b FROM 1 + 5 * k FOR 5)::bit(5)::int, 1), '' ORDER BY k)
  FROM (SELECT repeat('0', lead)::varbit || ('x' || replace(u::text, '-', ''))::bit(128)
               || repeat('0', 2 - lead)::varbit AS b) AS s,
       generate_series(0, 25) AS k
$$;

-- b32_ref_decode(digits, alphabet, lead): the UUID of the 128 bits after
-- lead bits of the 5-bit values of digits (either case) in alphabet.
CREATE FUNCTION pg_temp.b32_ref_decode(digits text, alphabet text, lead int) RETURNS uuid
LANGUAGE sql IMMUTABLE AS $$
SELECT string_agg(to_hex(substring(b FROM 1 + lead + 4 * k FOR 4)::bit(4)::int), '' ORDER BY k)::uuid
  FROM (SELECT string_agg((strpos(upper(alphabet), upper(c)) - 1)::bit(5)::text, '' ORDER BY o)::varbit AS b
          FROM regexp_split_to_table(digits, '') WITH ORDINALITY AS d(c, o)) AS s,
       generate_series(0, 31) AS k
$$;

-- base32hex_ref(s): the UUID that PostgreSQL 19's decode(s, 'base32hex')
-- gives, or NULL where it raises an error or gives other than 16 bytes:
-- spaces, tabs and line ends ignored; digits 0-9, A-V in either case; "="
-- only after 2, 4, 5 or 7 digits of a group of 8, then only "="; 26 or 27
-- digits, the bits after the 128th dropped.
CREATE FUNCTION pg_temp.base32hex_ref(s text) RETURNS uuid
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
	d text := translate(s, E' \t\n\r', '');
	digits text := rtrim(d, '=');
BEGIN
	IF d !~ '^[0-9A-Va-v]*=*$' OR length(digits) NOT IN (26, 27)
	   OR (length(d) > length(digits) AND length(digits) % 8 NOT IN (2, 4, 5, 7)) THEN
		RETURN NULL;
	END IF;
	RETURN pg_temp.b32_ref_decode(left(digits, 26), '0123456789ABCDEFGHIJKLMNOPQRSTUV', 0);
END
$$;

-- core_base32hex(u) and core_base32hex_decode(s): PostgreSQL 19's own
-- rtrim(encode(u::bytea, 'base32hex'), '=') and decode(s, 'base32hex')::uuid
-- (NULL for an error) where the server has them, else the references.
CREATE FUNCTION pg_temp.core_base32hex(u uuid) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
	IF current_setting('server_version_num')::int < 190000 THEN
		RETURN pg_temp.b32_ref(u, '0123456789ABCDEFGHIJKLMNOPQRSTUV', 0);
	END IF;
	RETURN rtrim(encode(u::bytea, 'base32hex'), '=');
END
$$;
CREATE FUNCTION pg_temp.core_base32hex_decode(s text) RETURNS uuid
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
	IF current_setting('server_version_num')::int < 190000 THEN
		RETURN pg_temp.base32hex_ref(s);
	END IF;
	RETURN decode(s, 'base32hex')::uuid;
EXCEPTION WHEN OTHERS THEN
	RETURN NULL;
END
$$;

-- shown(t): t as an error message quotes it: whole, or its longest start of
-- whole characters within 64 bytes followed by "...".
CREATE FUNCTION pg_temp.shown(t text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
SELECT CASE WHEN octet_length(t) <= 64 THEN t
            ELSE (SELECT left(t, max(k)) FROM generate_series(0, 64) AS k WHERE octet_length(left(t, k)) <= 64) || '...' END
$$;
