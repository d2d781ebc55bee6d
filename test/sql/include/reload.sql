\set reload_echo :ECHO
\set ECHO none
-- Reload the server's configuration and wait until this session has
-- processed the reload (its pg_conf_load_time() moves), for at most 10 s;
-- read with \i.  Echoes only its first two lines (pg_regress echoes all
-- input), restores ECHO, and prints a line only when the reload was not
-- processed in time.
SELECT pg_conf_load_time() AS reload_before, 0 AS reload_tries \gset
SELECT pg_reload_conf() AS reload_sent \gset
\ir reload_wait.sql
SELECT pg_conf_load_time() = :'reload_before' AS reload_missed \gset
\if :reload_missed
\echo 'the reload was not processed within 10 s'
\endif
\set ECHO :reload_echo
