/*-------------------------------------------------------------------------
 *
 * uuid9562.h
 *	  The prototypes shared by the files of the server's side of uuid9562.
 *
 * The pure layer (constants, bit layouts, codecs) is src/common/, which
 * builds outside the server too; this header adds what needs the server's
 * types: the clock, the random pool, time conversions, the mask key.
 *
 * IDENTIFICATION
 *	  src/uuid9562.h
 *
 *-------------------------------------------------------------------------
 */
#ifndef UUID9562_H
#define UUID9562_H

#ifdef FRONTEND
#error "uuid9562.h is the server's side; outside it include uuid9562_common.h"
#endif

#include "datatype/timestamp.h"
#include "fmgr.h"
#include "utils/uuid.h"
#if PG_VERSION_NUM >= 160000
/* PostgreSQL 16 moved the varlena accessors out of postgres.h. */
#include "varatt.h"
#endif

#include "common/uuid9562_common.h"

/* Bytes of a user's value quoted in an error message, at most, before "...". */
#define TEXT_SHOWN_MAX	64

/* clock.c */
extern void uuid9562_clock_define_guc(void);
extern uint64 uuid9562_clock_next(uint64 unit_ns, uint64 *steps_back);
extern uint64 uuid9562_clock_now_ns(void);

/* random.c */
extern void uuid9562_random_bytes(uint8 *dst, size_t len);
extern uint64 uuid9562_random_u64(void);

/* uuid9562.c: the quoting of a user's value in errors, a new uuid to fill */
extern char *uuid9562_text_shown(const char *s, int len);
extern pg_uuid_t *uuid9562_palloc_uuid(void);

/* unix_time.c: time conversions */
extern int64 uuid9562_timestamptz_to_unix_us(TimestampTz ts);
extern TimestampTz uuid9562_unix_us_to_timestamptz(int64 us);
extern uint64 uuid9562_v7_unix_ms(TimestampTz ts);

/* mask_key.c: the key of the server's configuration, its settings and shared state */
extern void uuid9562_mask_init(void);
extern void uuid9562_mask_key_current(uint64 *k0, uint64 *k1);

/* gen_time.c */
extern void uuid9562_v7_now(uint8 *data);
extern Datum uuid_v7_floor(PG_FUNCTION_ARGS);

#endif							/* UUID9562_H */
