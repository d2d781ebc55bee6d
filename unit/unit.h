/*-------------------------------------------------------------------------
 *
 * unit.h
 *	  The unit program's harness (unit.c) and its groups (test_*.c).
 *
 * IDENTIFICATION
 *	  unit/unit.h
 *
 *-------------------------------------------------------------------------
 */
#ifndef UNIT_UNIT_H
#define UNIT_UNIT_H

#include "support.h"
#include "uuid9562_common.h"

/* unit.c: groups of checks and the generator of their inputs */
extern void group_begin(const char *name);
extern void group_end(void);
extern void check(bool ok, const char *fmt,...) pg_attribute_printf(2, 3);
extern uint64 rng_next(void);
extern uint32 rng_below(uint32 n);
extern void rng_bytes(uint8 *dst, size_t len);
extern bool uuid_equal(const uint8 *a, const uint8 *b);
extern int	sign(int64 v);

/* test_fields.c */
extern void test_hex_value(void);
extern void test_version_variant(void);
extern void test_v7(void);
extern void test_clock_step(void);
extern void test_time_order(void);
extern void test_v7_boundary(void);

/* test_base32.c */
extern void test_typeid(void);
extern void test_ulid(void);
extern void test_base32hex(void);

/* test_v9.c */
extern void test_v9_crc(void);
extern void test_v9_prefix(void);
extern void test_v9_encode(void);
extern void test_v9_text(void);

/* test_mask.c */
extern void test_key_parse(void);
extern void test_key_parse_clears(void);
extern void test_siphash(void);
extern void test_mask(void);

#endif							/* UNIT_UNIT_H */
