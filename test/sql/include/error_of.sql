-- regress.error_of(query): the SQLSTATE, message, detail and hint of the
-- error a query raises, or 'no error'.  Read with \i by the tests that
-- create the schema regress in a database (install, security).
CREATE FUNCTION regress.error_of(query text,
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
