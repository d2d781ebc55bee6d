# uuid9562: every UUID version of RFC 9562 for PostgreSQL (PGXS build)
#
#   make                 build against the PostgreSQL that pg_config names
#   make install         install into that PostgreSQL
#   make demo            fresh machine: install what is missing, build,
#                        install, and show the extension at work
#   make installcheck    the pg_regress tests of test/sql/ against a running server
#   make prove_installcheck   the TAP tests of test/t/ (servers of their own)
#   make portable_installcheck   the portable edition's tests, against a
#                        running server of any major from 13
#   make unit            the unit program of unit/: the pure C logic, no server
#   make fuzz            its libFuzzer targets, each for FUZZ_SECONDS (clang)
#   make test            fresh machine: the same, then run the whole test suite
#   make bench           the benchmarks of bench/ (not part of the tests)
#   make deb             the Debian packages for 15, 17, 18 and 19 into dist/
#   make dist            the PGXN distribution dist/uuid9562-VERSION.zip
#   make portable        the portable edition (SQL only, for managed servers):
#                        dist/uuid9562-portable.sql, dist/uuid9562-pgtle.sql and
#                        dist/uuid9562-plain.sql (for schema SCHEMA, default app)

EXTENSION = uuid9562
MODULE_big = uuid9562
# The pure layer, src/common/: C that needs no server (codecs, bit layouts,
# SipHash), built into the library and, with FRONTEND defined, into the
# unit program and the fuzz targets.
COMMON_DIR = src/common
COMMON_SRCS = $(addprefix $(COMMON_DIR)/,base32.c fields.c mask_codec.c siphash.c v9_codec.c)

OBJS = \
	src/uuid9562.o \
	src/unix_time.o \
	src/clock.o \
	src/random.o \
	src/gen_time.o \
	src/gen_plain.o \
	src/gen_name.o \
	src/gen_v9.o \
	src/extract.o \
	src/time_order.o \
	src/time_window.o \
	src/mask.o \
	src/mask_key.o \
	src/textform.o \
	src/minmax.o \
	src/horizon.o \
	$(COMMON_SRCS:.c=.o)

# sql/ holds, as contrib keeps them, the base script of 1.0, the update
# chain from it, and the install script of the pseudo-version "portable"
# (the takeover of the portable edition); make builds from them the full
# install script of default_version, which refuses a schema holding the
# portable edition before any other statement, and the takeover's update
# script (DATA_built, scripts/extension-scripts; docs/development.md,
# "Releasing").  A new version adds only its update script here.
DATA = sql/uuid9562--1.0.sql sql/uuid9562--portable.sql \
	sql/uuid9562--1.0--1.1.sql sql/uuid9562--1.1--1.2.sql sql/uuid9562--1.2--1.3.sql \
	sql/uuid9562--1.3--1.4.sql sql/uuid9562--1.4--1.5.sql
EXTVERSION = $(shell sed -n "s/^default_version = '\(.*\)'$$/\1/p" $(srcdir)/uuid9562.control)
DATA_built = sql/uuid9562--$(EXTVERSION).sql sql/uuid9562--portable--$(EXTVERSION).sql
PGFILEDESC = "uuid9562 - every UUID version of RFC 9562"

# Each test runs alone as well (make installcheck REGRESS=NAME): pg_regress
# creates the extension in its fresh database (--load-extension), and the
# tests that install it themselves (install, getting_started, mask,
# security) drop it first: every test works in that database only.  Not in
# REGRESS, as they need another extension: peers, beside TimescaleDB
# (preloaded) and pg_uuidv7, and partman, beside pg_partman; make test runs
# each where Debian packages what it needs (make installcheck
# REGRESS=partman).  Citus, on a coordinator and two workers where it is
# installed, is a TAP test (test/t/022_citus.pl).  The tests' database is
# UTF-8 with the C locale, whatever the server's defaults.
REGRESS = install getting_started v7 clock v4 extract compat v1 v6 v2 name v8 convert time_order time_window window_privileges window_schema v9 v9_checksum mask textform minmax horizon faults fuzz security parallel
# The portable edition's pg_regress tests (make portable_installcheck,
# against the server at hand, any major from 13; it runs make portable):
# portable_install installs it as a role without superuser into a schema of
# its own, and portable_mask into another, with the configured mask key;
# portable_rights uses it as a role with table and view privileges only;
# portable_parallel raises in parallel workers and reads text under
# nondeterministic ICU collations;
# portable_diff compares it with the C edition in one database,
# where the C edition is installed (PORTABLE_DIFF=no leaves it out);
# portable_setup installs it into public for the tests of REGRESS whose
# subject it has (REGRESS_ON_PORTABLE: those that use nothing only the C
# edition has, uuid9562.test_clock, the extension's catalog, CREATE
# EXTENSION), which then run against it with the same expected output.  No
# --load-extension: each installs what it uses.  make test runs them on 15,
# 17, 18, 19 (portable_diff on 15 and 18) and, without portable_diff, on 13,
# 14 and 16 from npm's servers (test/servers/, scripts/run npm_servers).
REGRESS_ON_PORTABLE = v7 v4 extract name v8 convert textform v9_checksum
# Where portable_diff runs, textform is left out: portable_diff compares the
# same functions with the C edition's over as many inputs, and textform's
# loops, slow in PL/pgSQL, would double the time.
# portable_guard checks what the installer and the clock trust (any
# major); where the C edition is, portable_refuse_c, the installer's
# refusal of a schema that holds it, and portable_managed, docs/managed.md's
# lists of labels that differ against both catalogues.
REGRESS_PORTABLE = portable_install portable_mask portable_plain portable_rights portable_parallel portable_guard \
	$(if $(filter no,$(PORTABLE_DIFF)),portable_setup $(REGRESS_ON_PORTABLE),portable_refuse_c portable_managed portable_diff \
		portable_setup $(filter-out textform,$(REGRESS_ON_PORTABLE)))
# What scripts/package runs against a package of a major or architecture
# other than the host's, whose column of make test has run all of REGRESS
# from source.
REGRESS_SMOKE = install getting_started v7 v9 time_window mask security
REGRESS_OPTS = --inputdir=test --load-extension=uuid9562 --encoding=UTF8 --no-locale

EXTRA_CLEAN = src/sanitizer_glue.o tmp_check unit/unit $(addprefix unit/fuzz-,$(FUZZ_TARGETS)) unit/fuzz-work

# make SANITIZE=1: the library instrumented with AddressSanitizer and
# UndefinedBehaviorSanitizer, with src/sanitizer_glue.c linked in, for make
# test's column "15 sanitized" (docs/development.md); never for users.
# Start from make clean, as objects built without it are not rebuilt.  No
# JIT bitcode (the instrumented code has none to match), and no
# _FORTIFY_SOURCE (see src/sanitizer_glue.c).
ifdef SANITIZE
SANITIZERS = address,undefined
OBJS += src/sanitizer_glue.o
override COPT += -fsanitize=$(SANITIZERS) -fno-sanitize-recover=all -fno-omit-frame-pointer
override with_llvm = no
endif

PG_CONFIG ?= pg_config
PGXS := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)

ifdef SANITIZE
override CPPFLAGS := $(filter-out -D_FORTIFY_SOURCE=%,$(CPPFLAGS))
endif

# The TAP tests of test/t/ run with "make prove_installcheck", Uuid9562Test.pm
# beside them.  TAP_TESTS is not set: PGXS would then run them inside "make
# installcheck" as well, which is only the pg_regress suite against the
# server at hand.  prove prints each file's time (--timer).
PROVE_FLAGS = -I test/t --timer
PROVE_TESTS ?= test/t/*.pl

# An out-of-tree build (make -f /path/to/Makefile, VPATH) writes its
# objects and test programs into src/ and unit/ of the directory it runs in.
ifdef VPATH
$(shell mkdir -p $(COMMON_DIR) unit)
endif

# The release PostgreSQL major the set-up scripts install on Debian.
PG_MAJOR ?= 15

# The unit program (unit/*.c) checks the pure layer against its vectors
# and properties, compiled with the server's compiler and flags from
# $(COMMON_DIR) alone: FRONTEND defined (postgres_fe.h, not postgres.h),
# and src/ not on the include path, so that nothing of the server's side
# can creep in; of PostgreSQL's libraries only libpgport (its printf).  It
# prints a line per group and "N passed, N failed", and fails on any
# failure.
UNIT_SRCS = $(COMMON_SRCS)
UNIT_PROGRAM = unit/unit.c unit/test_fields.c unit/test_base32.c unit/test_v9.c unit/test_mask.c
UNIT_DEPS = $(UNIT_SRCS) $(COMMON_DIR)/uuid9562_common.h unit/support.c unit/support.h
UNIT_CPPFLAGS = -DFRONTEND -I$(srcdir)/$(COMMON_DIR) $(CPPFLAGS)

unit/unit: $(UNIT_PROGRAM) unit/unit.h $(UNIT_DEPS)
	$(CC) $(CFLAGS) $(UNIT_CPPFLAGS) -o $@ $(filter %.c,$^) \
		$(LDFLAGS) -L$(pkglibdir) -lpgport

unit: unit/unit
	$<

# The fuzz targets of unit/fuzz.c, one program each, built with clang's
# libFuzzer, AddressSanitizer and UndefinedBehaviorSanitizer (Debian:
# clang and libclang-rt-14-dev), and run from the seeds of unit/corpus/NAME
# for FUZZ_SECONDS each; what they find goes to unit/fuzz-work/.  clang
# does not know the server's gnu_printf format attribute, hence
# -Wno-ignored-attributes; the other targets' functions are unused in each.
FUZZ_TARGETS = ulid typeid base32hex v9_text v9_prefix key_file
FUZZ_SECONDS ?= 20
FUZZ_CC ?= clang
FUZZ_CFLAGS = -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
	-Wno-unused-function -Wno-ignored-attributes

unit/fuzz-%: unit/fuzz.c $(UNIT_DEPS)
	$(FUZZ_CC) $(FUZZ_CFLAGS) $(UNIT_CPPFLAGS) -DFUZZ_TARGET=fuzz_$* -o $@ \
		$(filter %.c,$^)

fuzz: $(addprefix unit/fuzz-,$(FUZZ_TARGETS))
	@for t in $(FUZZ_TARGETS); do \
		rm -rf unit/fuzz-work/$$t; mkdir -p unit/fuzz-work/$$t; \
		unit/fuzz-$$t -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
			-artifact_prefix=unit/fuzz-work/$$t- unit/fuzz-work/$$t $(srcdir)/unit/corpus/$$t \
			>unit/fuzz-work/$$t.log 2>&1 || { tail -n 40 unit/fuzz-work/$$t.log; exit 1; }; \
		echo "fuzz $$t: $$(sed -n 's/^stat::number_of_executed_units: *//p' unit/fuzz-work/$$t.log) runs in $(FUZZ_SECONDS) s, no failure"; \
	done

# The generated install scripts (DATA_built), from the sources only.
EXTENSION_SCRIPT_SOURCES = $(srcdir)/scripts/extension-scripts $(srcdir)/uuid9562.control \
	$(addprefix $(srcdir)/,$(DATA)) $(wildcard $(srcdir)/sql/parts/*.sql)

sql/uuid9562--$(EXTVERSION).sql: $(EXTENSION_SCRIPT_SOURCES)
	@mkdir -p sql
	$(srcdir)/scripts/extension-scripts $(srcdir) full $(EXTVERSION) >$@.tmp && mv $@.tmp $@

sql/uuid9562--portable--$(EXTVERSION).sql: $(EXTENSION_SCRIPT_SOURCES)
	@mkdir -p sql
	$(srcdir)/scripts/extension-scripts $(srcdir) takeover $(EXTVERSION) >$@.tmp && mv $@.tmp $@

.PHONY: demo test bench deb dist prove_installcheck unit fuzz portable portable_installcheck

# The portable edition's three installers, from its one source portable/*.sql
# (scripts/portable; no server needed): always rebuilt, it takes no time.
# SCHEMA names the schema of the plain SQL form, dist/uuid9562-plain.sql.
SCHEMA = app
portable:
	$(srcdir)/scripts/portable $(srcdir) dist "$(SCHEMA)"

prove_installcheck:
	@$(prove_installcheck)

portable_installcheck: portable
	$(pg_regress_installcheck) --inputdir=test --dbname=$(CONTRIB_TESTDB) --encoding=UTF8 --no-locale \
		$(REGRESS_PORTABLE)

demo:
	$(srcdir)/scripts/run demo

test:
	$(srcdir)/scripts/run test

bench:
	$(srcdir)/scripts/run bench

deb:
	$(srcdir)/scripts/package deb

dist:
	$(srcdir)/scripts/package dist
