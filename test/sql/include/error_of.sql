\set error_of_echo :ECHO
\set ECHO none
-- regress.error_of(query): the SQLSTATE, message, detail and hint of the
-- error a query raises, or 'no error'; regress.value_of(query): the same,
-- 'ok' for none, and the query's one value as text.  Read with \i by every
-- test that uses them: it creates the schema regress if missing and
-- replaces the functions, printing nothing, so that a test's output is the
-- same run alone or after another.
DO $$
BEGIN
	IF to_regnamespace('regress') IS NULL THEN
		CREATE SCHEMA regress;
	END IF;
END
$$;
CREATE OR REPLACE FUNCTION regress.error_of(query text,
	OUT code text, OUT message text, OUT detail text, OUT hint text)
LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE query;
	code := 'no error';
EXCEPTION WHEN OTHERS THEN
	GET STACKED DIAGNOSTICS code = RETURNED_SQLSTATE, message = MESSAGE_TEXT,
		detail = PG_EXCEPTION_DETAIL, hint = PG_EXCEPTION_HINT;
END
$$;
CREATE OR REPLACE FUNCTION regress.value_of(query text,
	OUT code text, OUT message text, OUT detail text, OUT hint text, OUT value text)
LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE query INTO value;
	code := 'ok';
EXCEPTION WHEN OTHERS THEN
	GET STACKED DIAGNOSTICS code = RETURNED_SQLSTATE, message = MESSAGE_TEXT,
		detail = PG_EXCEPTION_DETAIL, hint = PG_EXCEPTION_HINT;
END
$$;
\set ECHO :error_of_echo
