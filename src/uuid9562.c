/*-------------------------------------------------------------------------
 *
 * uuid9562.c
 *	  Module magic, settings and the helpers shared by every generator.
 *
 * IDENTIFICATION
 *	  src/uuid9562.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "fmgr.h"
#include "mb/pg_wchar.h"
#include "utils/guc.h"

#include "uuid9562.h"

PG_MODULE_MAGIC;

/* The pure layer's constants, written as literals there, against the server's. */
StaticAssertDecl(UUID9562_LEN == UUID_LEN, "UUID9562_LEN is not UUID_LEN");
StaticAssertDecl(UNIX_TO_PG_EPOCH_US ==
				 (int64) (POSTGRES_EPOCH_JDATE - UNIX_EPOCH_JDATE) * SECS_PER_DAY * USECS_PER_SEC,
				 "UNIX_TO_PG_EPOCH_US is not the distance of the epochs");

PGDLLEXPORT void _PG_init(void);

/*
 * Module load: define the settings and, when preloaded, ask for the mask
 * key's shared state.  Runs in the postmaster when the library is
 * preloaded, so it must not touch the clock or the random pool.
 */
void
_PG_init(void)
{
	uuid9562_clock_define_guc();
	uuid9562_mask_init();
	MarkGUCPrefixReserved("uuid9562");
}

/*
 * An uninitialized uuid in the current memory context, for a function to
 * fill, all 16 bytes, and return.
 */
pg_uuid_t *
uuid9562_palloc_uuid(void)
{
	return (pg_uuid_t *) palloc(sizeof(pg_uuid_t));
}

/*
 * The len bytes at s, a user's value, as a palloc'd C string to quote in an
 * error message: at most TEXT_SHOWN_MAX bytes of whole characters (in the
 * database encoding), then "..." if it was longer, so that a huge argument
 * does not fill the message and the server log.  s need not be
 * NUL-terminated.  The one helper of every message that quotes a value.
 */
char *
uuid9562_text_shown(const char *s, int len)
{
	int			cut = len <= TEXT_SHOWN_MAX ? len : pg_mbcliplen(s, len, TEXT_SHOWN_MAX);

	return psprintf("%.*s%s", cut, s, cut < len ? "..." : "");
}

