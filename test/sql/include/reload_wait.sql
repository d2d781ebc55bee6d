-- The loop of reload.sql: each statement is a new command, before which
-- the backend processes a pending reload; read again with \i while
-- pg_conf_load_time() has not moved, every 20 ms, at most 500 times.
SELECT pg_conf_load_time() = :'reload_before' AND :reload_tries < 500 AS reload_waiting,
       :reload_tries + 1 AS reload_tries \gset
\if :reload_waiting
SELECT pg_sleep(0.02) \gset
\ir reload_wait.sql
\endif
