/*-------------------------------------------------------------------------
 *
 * random.c
 *	  The one random pool of the generators: PostgreSQL's CSPRNG, drawn in
 *	  bulk and handed out a few bytes at a time.
 *
 * Asking pg_strong_random() (OpenSSL's RAND_bytes, or the kernel) for 16
 * bytes costs about a microsecond, more than ten times what the executor
 * spends calling a function, while asking it for a few kilobytes costs little
 * more.  So each backend keeps a pool of strong random bytes, fills it only
 * when a generator needs bytes, hands every byte out exactly once, and
 * discards the pool as soon as it finds itself in a process other than the
 * one that filled it.  No pool is ever filled in the postmaster (no generator
 * runs there), so forked children cannot inherit one, and a child that
 * somehow did would discard it before using a byte.
 *
 * IDENTIFICATION
 *	  src/random.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "miscadmin.h"

#include "uuid9562.h"

/* Bytes drawn from pg_strong_random() at a time: 1024 version 4 UUIDs. */
#define POOL_SIZE	16384

static uint8 pool[POOL_SIZE];
static size_t pool_next = POOL_SIZE;	/* first unused byte; POOL_SIZE: empty */
static int	pool_pid = 0;		/* MyProcPid of the process that filled it */

/*
 * Refill the whole pool from pg_strong_random() for the current process.
 * Raises an error if the CSPRNG fails, as core's gen_random_uuid() does.
 */
static void
pool_refill(void)
{
	if (!pg_strong_random(pool, POOL_SIZE))
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("could not generate random values")));
	pool_pid = MyProcPid;
	pool_next = 0;
}

/*
 * Copy len fresh strong random bytes (at most POOL_SIZE) into dst.  Every
 * byte of the pool is handed out once; the rest of a pool too short for the
 * request is dropped, never reused.  A pool filled by another process (the
 * postmaster before a fork) is dropped whole.
 */
void
uuid9562_random_bytes(uint8 *dst, size_t len)
{
	Assert(len <= POOL_SIZE);
	if (pool_pid != MyProcPid || POOL_SIZE - pool_next < len)
		pool_refill();
	memcpy(dst, pool + pool_next, len);
	pool_next += len;
}

/*
 * 64 fresh strong random bits from the pool, read big-endian straight out
 * of it (the order does not matter, only that every bit is random).  The
 * same rules as uuid9562_random_bytes(), on the path of every version 7.
 */
uint64
uuid9562_random_u64(void)
{
	const uint8 *b;

	if (pool_pid != MyProcPid || POOL_SIZE - pool_next < 8)
		pool_refill();
	b = pool + pool_next;
	pool_next += 8;
	return ((uint64) b[0] << 56) | ((uint64) b[1] << 48) | ((uint64) b[2] << 40) |
		((uint64) b[3] << 32) | ((uint64) b[4] << 24) | ((uint64) b[5] << 16) |
		((uint64) b[6] << 8) | (uint64) b[7];
}
