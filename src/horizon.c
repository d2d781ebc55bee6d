/*-------------------------------------------------------------------------
 *
 * horizon.c
 *	  uuid_v7_horizon(): the version 7 key below which no transaction can
 *	  still commit a key of this extension into this database, so that a
 *	  reader tailing a table in key order never steps past a row that is
 *	  yet to commit.
 *
 * A transaction takes its keys from the clock after it began, so every key
 * that a transaction in progress can still commit is at or after that
 * transaction's start, and a transaction that begins later takes keys after
 * now.  The horizon is the earliest start of the transactions in progress
 * in this database, or now, less a margin; uuid_v7_horizon()'s comment
 * says why the order of its readings makes it sound.  docs/tailing.md
 * states the contract and what is outside it.
 *
 * IDENTIFICATION
 *	  src/horizon.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "access/twophase.h"
#include "access/xact.h"
#include "access/xlog.h"
#include "catalog/pg_type_d.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "miscadmin.h"
#include "utils/backend_status.h"
#include "utils/timestamp.h"

#include "uuid9562.h"

/*
 * The local copy of the backends' status by 1-based index (PostgreSQL 17
 * renamed the accessor).
 */
#if PG_VERSION_NUM < 170000
#define local_beentry_by_index(idx) pgstat_fetch_stat_local_beentry(idx)
#else
#define local_beentry_by_index(idx) pgstat_get_local_beentry_by_index(idx)
#endif

/*
 * The margin subtracted from the earliest instant, in microseconds.  The
 * generators read clock_gettime(CLOCK_REALTIME) in nanoseconds, PostgreSQL
 * a transaction's start by gettimeofday() in microseconds: the same clock,
 * so a key is never earlier than its transaction's start.  One millisecond,
 * the resolution of a version 7 key, covers the truncation of either reading
 * and readings on different CPUs; the horizon is then floored to its
 * millisecond, so a key of the earliest transaction's millisecond is never
 * below it.
 */
#define HORIZON_MARGIN_US	US_PER_MS

/*
 * The earliest start of a transaction in progress in this database, other
 * than the caller's, as PostgreSQL's TimestampTz, or "earliest" if none is
 * earlier.  Reads a fresh copy of the backends' status: the copy a
 * transaction keeps for pg_stat_activity is dropped first, so that every
 * call scans anew (and pg_stat_activity in the same transaction shows the
 * newer copy afterwards, as after pg_stat_clear_snapshot()).  Autovacuum
 * workers are skipped: they take no keys, and one vacuuming a large table
 * would hold the horizon back for its whole run.  SQLSTATE 55000 when a
 * backend of this database has track_activities off: its start is unknown.
 */
static TimestampTz
horizon_earliest_start(TimestampTz earliest)
{
	int			n;

	pgstat_clear_backend_activity_snapshot();
	n = pgstat_fetch_stat_numbackends();
	for (int i = 1; i <= n; i++)
	{
		LocalPgBackendStatus *local = local_beentry_by_index(i);
		PgBackendStatus *be;

		if (local == NULL)
			continue;
		be = &local->backendStatus;
		if (be->st_procpid == MyProcPid || be->st_databaseid != MyDatabaseId ||
			be->st_backendType == B_AUTOVAC_WORKER)
			continue;
		if (be->st_state == STATE_DISABLED)
			ereport(ERROR,
					(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
					 errmsg("the horizon of committed keys is unknown while a session does not report its activity"),
					 errdetail("Session %d of this database has \"track_activities\" off, so the start of its transaction is unknown.",
							   be->st_procpid),
					 errhint("Turn \"track_activities\" on for every session of this database.")));
		if (be->st_xact_start_timestamp != 0 && be->st_xact_start_timestamp < earliest)
			earliest = be->st_xact_start_timestamp;
	}
	return earliest;
}

/*
 * Refuse, SQLSTATE 55000, while a prepared transaction of this database
 * exists: it may hold keys, and when it began is not recorded anywhere.
 * Read through pg_prepared_xact(), core's reader of the prepared
 * transactions (their shared state is private to twophase.c), only where
 * max_prepared_transactions allows any.
 */
static void
horizon_check_prepared(void)
{
	Oid			argtypes[1] = {OIDOID};
	Datum		values[1] = {ObjectIdGetDatum(MyDatabaseId)};
	bool		isnull;
	bool		exists;

	if (max_prepared_xacts == 0)
		return;
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	if (SPI_execute_with_args("SELECT EXISTS (SELECT FROM pg_catalog.pg_prepared_xact() AS p"
							  " WHERE p.dbid OPERATOR(pg_catalog.=) $1)",
							  1, argtypes, values, NULL, true, 1) != SPI_OK_SELECT || SPI_processed != 1)
		elog(ERROR, "could not read the prepared transactions");
	exists = DatumGetBool(SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull));
	SPI_finish();
	if (exists)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("the horizon of committed keys is unknown while a prepared transaction exists"),
				 errdetail("A prepared transaction of this database may still commit keys, and when it began is not recorded."),
				 errhint("Commit or roll back the prepared transactions of this database (pg_prepared_xacts) first.")));
}

/*
 * uuid_v7_horizon() -> uuid: uuid_v7_floor() of the earliest instant from
 * which a key made by this extension's clock can still be committed into
 * this database: the earliest start of a transaction in progress in it (the
 * caller's included), or now, less HORIZON_MARGIN_US.  A reader that takes
 * h := uuid_v7_horizon() and then, in a later statement, reads
 * id >= $last AND id < h sees every row with a key below h that will ever be
 * committed, provided each key was generated by this extension's
 * clock-based generators in the transaction that inserts it, on this server
 * (docs/tailing.md).  Under uuid9562.test_clock, "now" is the test clock.
 * SQLSTATE 55000 during recovery (a standby), while a prepared transaction
 * of this database exists, or while one of its sessions has
 * track_activities off.
 *
 * The order of the readings is what makes it sound:
 *
 *	1. the clock first.  A transaction that the scan below does not see had
 *	   not published its start yet when the scan passed its slot; it takes
 *	   its keys after publishing, so after this reading;
 *	2. the backends' status (PgBackendStatus, copied under its changecount
 *	   protocol): every backend of this database that is in a transaction,
 *	   with a transaction id or not (a key taken by a SELECT and inserted
 *	   later in the same transaction counts).  A committing backend clears
 *	   its start only after its commit is visible (CommitTransaction calls
 *	   ProcArrayEndTransaction first), so a transaction missing from the scan
 *	   has ended for every later snapshot;
 *	3. the prepared transactions of this database, after the scan: a
 *	   transaction being prepared is marked prepared (EndPrepare's
 *	   MarkAsPrepared) before it clears its start, so it is seen by step 2
 *	   or by this one.
 */
PG_FUNCTION_INFO_V1(uuid_v7_horizon);
Datum
uuid_v7_horizon(PG_FUNCTION_ARGS)
{
	TimestampTz earliest;

	if (RecoveryInProgress())
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("recovery is in progress"),
				 errdetail("A standby does not know the transactions in progress on its primary."),
				 errhint("Read the horizon on the primary server.")));

	/* 1: the clock, before anything else. */
	earliest = uuid9562_unix_us_to_timestamptz((int64) (uuid9562_clock_now_ns() / NS_PER_US));
	/* The caller's own transaction, which may hold keys it has not inserted yet. */
	if (GetCurrentTransactionStartTimestamp() < earliest)
		earliest = GetCurrentTransactionStartTimestamp();
	/* 2 and 3, in that order. */
	earliest = horizon_earliest_start(earliest);
	horizon_check_prepared();

	return DirectFunctionCall1(uuid_v7_floor,
							   TimestampTzGetDatum(earliest - HORIZON_MARGIN_US));
}
