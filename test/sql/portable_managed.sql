--
-- docs/managed.md's lists of what differs between the editions ("Where it
-- differs": parallel safety, strictness, volatility) against both
-- editions' catalogues: the functions of each list are exactly those whose
-- label differs.  Where the C edition is installed (beside portable_diff).
--
SET client_min_messages = warning;
DROP EXTENSION IF EXISTS uuid9562;
CREATE SCHEMA c_doc;
CREATE EXTENSION uuid9562 SCHEMA c_doc;
CREATE SCHEMA p_doc;
\set schema p_doc
\i test/sql/include/portable.sql
RESET client_min_messages;
\set managed `cat docs/managed.md`

-- Each bullet of the section, and the functions it names in backquotes.
CREATE TEMP TABLE doc_list AS
SELECT CASE WHEN b ~ '^- `PARALLEL UNSAFE`' THEN 'parallel'
            WHEN b ~ '^- Not `STRICT`' THEN 'strict'
            WHEN b ~ '^- Volatility' THEN 'volatility' END AS property,
       m[1] AS function
  FROM regexp_split_to_table(
         substring(:'managed' FROM '## Where it differs\n(.*?)\nBehaviour:'), E'\n(?=- )') AS b
  LEFT JOIN LATERAL regexp_matches(b, '`([a-z0-9_]+\([^)`]*\))`', 'g') AS m ON true;
SELECT property, count(function) AS listed FROM doc_list WHERE property IS NOT NULL GROUP BY 1 ORDER BY 1;

-- The catalogues: each C function and its portable twin whose label differs.
CREATE TEMP TABLE differs AS
SELECT d.property, c.proname || '(' || oidvectortypes(c.proargtypes) || ')' AS function
  FROM pg_proc c
  JOIN pg_proc p ON p.pronamespace = 'p_doc'::regnamespace AND p.proname = c.proname
                AND p.proargtypes = c.proargtypes,
  LATERAL (VALUES ('parallel', c.proparallel <> p.proparallel),
                  ('strict', c.proisstrict <> p.proisstrict),
                  ('volatility', c.provolatile <> p.provolatile)) AS d(property, differs)
 WHERE c.pronamespace = 'c_doc'::regnamespace AND d.differs;

-- Listed but not differing, and differing but not listed: none.
SELECT 'listed, same in both' AS mismatch, property, function
  FROM doc_list WHERE function IS NOT NULL AND property IS NOT NULL
EXCEPT SELECT 'listed, same in both', property, function FROM differs
UNION ALL
(SELECT 'differs, not listed', property, function FROM differs
 EXCEPT SELECT 'differs, not listed', property, function FROM doc_list)
ORDER BY 1, 2, 3;

SET client_min_messages = warning;
DROP SCHEMA c_doc, p_doc CASCADE;
RESET client_min_messages;
