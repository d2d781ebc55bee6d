# uuid9562: every UUID version of RFC 9562 for PostgreSQL (PGXS build)
#
#   make                 build against the PostgreSQL that pg_config names
#   make install         install into that PostgreSQL
#   make demo            fresh machine: install what is missing, build,
#                        install, and show the extension at work
#   make installcheck    the pg_regress tests of sql/ against a running server
#   make prove_installcheck   the TAP tests of t/ (servers of their own)
#   make test            fresh machine: the same, then run the whole test suite
#   make bench           the benchmarks of bench/ (not part of the tests)
#   make deb             the Debian packages for 15, 17, 18 and 19 into dist/
#   make dist            the PGXN distribution dist/uuid9562-VERSION.zip

EXTENSION = uuid9562
MODULE_big = uuid9562
OBJS = \
	src/uuid9562.o \
	src/unix_time.o \
	src/clock.o \
	src/random.o \
	src/gen_time.o \
	src/gen_v4_nil_max.o \
	src/gen_name.o \
	src/gen_v9.o \
	src/extract.o \
	src/compare.o \
	src/timeops.o \
	src/siphash.o \
	src/mask.o \
	src/mask_key.o \
	src/base32.o \
	src/textform.o \
	src/minmax.o

# The full install script of each version after 1.0 is the one before it
# followed by the update script between them (built, not kept in git), so
# that CREATE EXTENSION and ALTER EXTENSION ... UPDATE run the same
# statements; 1.0's script stays as released.
DATA = sql/uuid9562--1.0.sql sql/uuid9562--1.0--1.1.sql sql/uuid9562--1.1--1.2.sql sql/uuid9562--1.2--1.3.sql
DATA_built = sql/uuid9562--1.1.sql sql/uuid9562--1.2.sql sql/uuid9562--1.3.sql
PGFILEDESC = "uuid9562 - every UUID version of RFC 9562"

REGRESS = install getting_started v7 clock v4 extract compat v1 v6 v2 name v8 convert order timeops v9 v9_checksum mask textform minmax faults fuzz security parallel
# Not in REGRESS, as they need another extension: peers, beside TimescaleDB
# (preloaded) and pg_uuidv7, and partman, beside pg_partman; make test runs
# each where Debian packages what it needs (make installcheck REGRESS=partman).
# Citus, on a coordinator and two workers where it is installed, is a TAP
# test (t/022_citus.pl).  The tests' database is UTF-8 with the C locale,
# whatever the server's defaults.
REGRESS_OPTS = --encoding=UTF8 --no-locale

EXTRA_CLEAN = tmp_check

PG_CONFIG ?= pg_config
PGXS := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)

# The TAP tests of t/ run with "make prove_installcheck", t/Uuid9562Test.pm
# beside them.  TAP_TESTS is not set: PGXS would then run them inside "make
# installcheck" as well, which is only the pg_regress suite against the
# server at hand.
PROVE_FLAGS = -I t

# The release PostgreSQL major the set-up scripts install on Debian.
PG_MAJOR ?= 15

sql/uuid9562--1.1.sql: sql/uuid9562--1.0.sql sql/uuid9562--1.0--1.1.sql
	{ sed 's|^/\* uuid9562--1.0.sql \*/$$|/* uuid9562--1.1.sql (generated: uuid9562--1.0.sql, then uuid9562--1.0--1.1.sql) */|' $<; \
	  sed -e '1,/^\\echo /d' sql/uuid9562--1.0--1.1.sql; } >$@

# 1.2's check for functions in the way of its objects (uuid9562--1.1--1.2.sql
# up to the line "-- end of the check") goes first, before 1.0's statements
# could trip over one of them.
sql/uuid9562--1.2.sql: sql/uuid9562--1.1.sql sql/uuid9562--1.1--1.2.sql
	{ sed -e '/^\\echo /q' \
	      -e 's|^/\* uuid9562--1.1.sql (generated: .*\*/$$|/* uuid9562--1.2.sql (generated: the check of uuid9562--1.1--1.2.sql, uuid9562--1.0.sql, uuid9562--1.0--1.1.sql, then the rest of uuid9562--1.1--1.2.sql) */|' $<; \
	  sed -n -e '1,/^\\echo /d' -e '/^-- end of the check$$/q' -e p sql/uuid9562--1.1--1.2.sql; \
	  sed -e '1,/^\\echo /d' $<; \
	  sed -e '1,/^-- end of the check$$/d' sql/uuid9562--1.1--1.2.sql; } >$@

sql/uuid9562--1.3.sql: sql/uuid9562--1.2.sql sql/uuid9562--1.2--1.3.sql
	{ sed 's|^/\* uuid9562--1.2.sql (generated: .*\*/$$|/* uuid9562--1.3.sql (generated: uuid9562--1.2.sql, then uuid9562--1.2--1.3.sql) */|' $<; \
	  sed -e '1,/^\\echo /d' sql/uuid9562--1.2--1.3.sql; } >$@

.PHONY: demo test bench deb dist prove_installcheck

prove_installcheck:
	@$(prove_installcheck)

demo:
	scripts/run demo

test:
	scripts/run test

bench:
	scripts/run bench

deb:
	scripts/package deb

dist:
	scripts/package dist
