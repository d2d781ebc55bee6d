/*-------------------------------------------------------------------------
 *
 * mask_key.c
 *	  The key of uuid_v7_mask(id) and uuid_v7_unmask(id): read from the file
 *	  that the setting uuid9562.mask_key_file names; and the retired 1.1
 *	  setting uuid9562.mask_key, which gives no key.
 *
 * The key lives in a file, as ssl_key_file's does (a setting of a library
 * loaded on demand is readable by every role).  Preloaded, the postmaster
 * reads the file at start and at each reload and publishes the key, or why
 * there is none, in shared memory: every backend uses what it read, never
 * the configuration as its own, possibly late, reload finds it.  Loaded on
 * demand, a backend reads the file after a reload, and refuses when it
 * cannot know its setting is the server's.  A transaction keeps its first
 * key, a parallel worker reads none, and buffers that held a key are
 * cleared.  The rules: docs/masking.md.
 *
 * IDENTIFICATION
 *	  src/mask_key.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

/* open() flags */
#include <fcntl.h>
/* fstat(), stat() and the permission bits of a key file */
#include <sys/stat.h>
/* read(), close(), geteuid() */
#include <unistd.h>

#include "access/parallel.h"
#include "access/xact.h"
#include "fmgr.h"
#include "miscadmin.h"
#include "port/atomics.h"
#include "storage/ipc.h"
#include "storage/proc.h"
#include "storage/shmem.h"
#include "utils/guc.h"
#if PG_VERSION_NUM >= 160000
#include "utils/guc_tables.h"
#endif
#include "utils/timestamp.h"

#include "uuid9562.h"

/* The settings' names. */
#define MASK_KEY_GUC		"uuid9562.mask_key"
#define MASK_KEY_FILE_GUC	"uuid9562.mask_key_file"

/*
 * Bytes read from a key file: the digits, a newline and one more, which
 * tells a key from a longer file without reading all of it.
 */
#define MASK_KEY_FILE_READ	(MASK_KEY_DIGITS + 2)

/*
 * How long before its start a backend counts configuration files changed
 * since then (on demand): a backend takes its start time just after the
 * fork, and the postmaster may reload in between.
 */
#define START_MARGIN_US		INT64CONST(100000)

/* Bytes of a refusal's message: a path and the system's words for its error. */
#define MASK_KEY_MESSAGE_LEN	(MAXPGPATH + 256)

/* The local id of this backend's current top-level transaction. */
#if PG_VERSION_NUM >= 170000
#define MY_LXID				(MyProc->vxid.lxid)
#else
#define MY_LXID				(MyProc->lxid)
#endif

/*
 * Whether the placeholder of setting name holds a reset value that is not
 * its boot value: one the server's configuration, a client's startup
 * option or a role's or database's setting gave it.  From 16 on,
 * find_option() gives the placeholder's record, which says where its reset
 * value came from; a line removed from the configuration files leaves it
 * at the boot value "" with that source.  On 15 the boot value of a
 * placeholder, and of one whose line was removed, is NULL.
 */
static bool
placeholder_has_reset_value(const char *name)
{
#if PG_VERSION_NUM >= 160000
	struct config_generic *record = find_option(name, false, true, WARNING);

	return record != NULL && (record->flags & GUC_CUSTOM_PLACEHOLDER) != 0 &&
		record->reset_source != PGC_S_DEFAULT;
#else
	return (GetConfigOptionFlags(name, true) & GUC_CUSTOM_PLACEHOLDER) != 0 &&
		GetConfigOptionResetString(name) != NULL;
#endif
}

/* What SHOW prints for uuid9562.mask_key when it is set. */
#define MASK_KEY_SHOWN		"********"

/*
 * The detail and hint of every refusal of the retired uuid9562.mask_key
 * (the warning when the library loads, the error of SET and ALTER SYSTEM,
 * and that of the one-argument functions).
 */
#define MASK_KEY_RETIRED_MSG \
	"parameter \"" MASK_KEY_GUC "\" no longer gives a mask key"
#define MASK_KEY_RETIRED_DETAIL \
	"Since uuid9562 1.4 the key is read only from the file named by \"" MASK_KEY_FILE_GUC "\"."
#define MASK_KEY_RETIRED_HINT \
	"Write the key into a file named by \"" MASK_KEY_FILE_GUC "\" and remove \"" \
	MASK_KEY_GUC "\" from the server's configuration, as docs/masking.md says (\"The 1.1 setting\")."

/*
 * Why the configured key cannot be used, each with its own detail and hint;
 * MASK_KEY_FILE_ERROR is the system's error on the file, its message alone.
 */
typedef enum MaskKeyProblem
{
	MASK_KEY_OK,				/* the key was read */
	MASK_KEY_NO_FILE,			/* no key file is set */
	MASK_KEY_RETIRED,			/* uuid9562.mask_key is set */
	MASK_KEY_FILE_ERROR,		/* opening, checking or reading the file */
	MASK_KEY_FILE_ACCESS,		/* group or world access to the file */
	MASK_KEY_FILE_CONTENT,		/* the file holds no key */
} MaskKeyProblem;

/*
 * The outcome of reading the configured key: its SipHash words, or the
 * problem, the SQLSTATE and the message (which names the path, never the
 * contents) of the error a masking call raises.  Built where the file is
 * read (the postmaster when preloaded, else the backend), raised where a
 * key is asked for.
 */
typedef struct MaskKeyState
{
	MaskKeyProblem problem;
	int			sqlerrcode;
	uint64		k0;
	uint64		k1;
	char		message[MASK_KEY_MESSAGE_LEN];
} MaskKeyState;

/*
 * The postmaster's MaskKeyState in shared memory, when the library is
 * preloaded.  Only the postmaster writes it, and it never waits on a lock:
 * changes is odd while it writes, and a reader copies the state until it
 * sees the same even count before and after its copy.
 */
typedef struct MaskKeyShared
{
	volatile uint32 changes;
	MaskKeyState state;
} MaskKeyShared;

/* Set by uuid9562_mask_init() when the postmaster preloads the library. */
static bool mask_key_preloaded = false;

/* The shared state (preloaded), and the postmaster's own copy of it. */
static MaskKeyShared *mask_key_shared = NULL;
static MaskKeyState postmaster_state;

/* The hooks that were installed before ours. */
static shmem_request_hook_type prev_shmem_request_hook = NULL;
static shmem_startup_hook_type prev_shmem_startup_hook = NULL;

/* uuid9562.mask_key as set (the GUC machinery owns the string). */
static char *mask_key_setting = NULL;

/*
 * Whether uuid9562.mask_key is set in this process (the value itself is
 * never used): masking without a key argument then refuses.
 */
static bool mask_key_configured = false;

/* True while uuid9562_mask_init() defines uuid9562.mask_key. */
static bool mask_key_defining = false;

/* uuid9562.mask_key_file as set (the GUC machinery owns the string). */
static char *mask_key_file_setting = NULL;

/*
 * True while uuid9562_mask_init() defines uuid9562.mask_key_file, and
 * whether the check hook then saw a value of the server's configuration
 * (any source but the boot value's).
 */
static bool mask_key_file_defining = false;
static bool mask_key_file_configured = false;

/*
 * Whether this session cannot know which key file the server applies: a
 * client's startup option or a role's or database's setting had replaced
 * the value of the server's configuration as the placeholder's reset value
 * before the library loaded, and defining the (PGC_SIGHUP) setting refused
 * it.  Nothing clears it: a reload applies the configuration files' value,
 * not one the postmaster's command line gives, which the session cannot
 * tell apart (docs/masking.md).  Only when loaded on demand: preloaded, no
 * such value reaches the setting.
 */
static bool mask_key_file_unknown = false;

/*
 * The key this backend last used, as SipHash words, and the transaction
 * that used it (file_key_lxid), which keeps it to its end.  Loaded on
 * demand, the key is also current for later transactions while the setting
 * has not changed (file_key_stale) and this backend has processed no reload
 * since file_key_reload_time; preloaded, each transaction takes the
 * postmaster's anew.
 */
static bool file_key_loaded = false;
static bool file_key_stale = false;
static TimestampTz file_key_reload_time = 0;
static LocalTransactionId file_key_lxid = InvalidLocalTransactionId;
static uint64 file_key_k0 = 0;
static uint64 file_key_k1 = 0;

/*
 * Whether a file owned by owner with permission bits mode may hold a secret
 * of a server running as user self, as PostgreSQL decides for ssl_key_file:
 * owned by self with no permission for group or others, or owned by root
 * with no permission for others and at most read permission for the group
 * (root's files are often shared with the server through a group, as
 * Debian's ssl-cert group does).  Any other owner is refused.  Pure.
 */
static bool
mask_key_file_mode_safe(uid_t owner, mode_t mode, uid_t self)
{
	if (owner == self)
		return (mode & (S_IRWXG | S_IRWXO)) == 0;
	if (owner == 0)
		return (mode & (S_IWGRP | S_IXGRP | S_IRWXO)) == 0;
	return false;
}

/*
 * The SQLSTATE of an operating system error errnum met opening or checking
 * a key file, always one of the classes of files (58) and permissions (42501)
 * or config_file_error (F0000), never internal_error as errcode_for_file_
 * access() would give for some: nothing at the path, also when a component
 * of it is not a directory, 58P01 (undefined_file); no permission 42501
 * (insufficient_privilege); a failing device 58030 (io_error); and every
 * path that cannot name a usable file (a symbolic link loop, a name too
 * long, a socket) F0000.
 */
static int
mask_key_file_errcode(int errnum)
{
	switch (errnum)
	{
		case ENOENT:
		case ENOTDIR:
			return ERRCODE_UNDEFINED_FILE;
		case EACCES:
		case EPERM:
			return ERRCODE_INSUFFICIENT_PRIVILEGE;
		case EIO:
			return ERRCODE_IO_ERROR;
		default:
			return ERRCODE_CONFIG_FILE_ERROR;
	}
}

static void mask_key_state_fail(MaskKeyState *st, MaskKeyProblem problem, int sqlerrcode,
								const char *fmt,...) pg_attribute_printf(4, 5);

/*
 * Record in st that there is no key: problem, SQLSTATE sqlerrcode and the
 * message made from fmt (printf-style), its key words cleared.
 */
static void
mask_key_state_fail(MaskKeyState *st, MaskKeyProblem problem, int sqlerrcode,
					const char *fmt,...)
{
	va_list		args;

	st->problem = problem;
	st->sqlerrcode = sqlerrcode;
	st->k0 = st->k1 = 0;
	va_start(args, fmt);
	vsnprintf(st->message, sizeof(st->message), fmt, args);
	va_end(args);
}

/*
 * Read the key file at path (the setting's value) into st: its SipHash
 * words, or the error a masking call will raise, naming the path and never
 * the contents: the system's error on opening, checking or reading it, with
 * the SQLSTATE of mask_key_file_errcode() (58P01 when there is no such
 * file, 42501 when the server's user may not read it); and SQLSTATE F0000
 * (config_file_error) when it is not a regular file (a directory, FIFO,
 * socket or device), is owned by another user, grants any permission to
 * others (or, owned by the server's user, to the group), or does not hold
 * a key.  Never raises an error itself, so that the postmaster can call it
 * at a reload; the file is opened with open() and always closed before it
 * returns.  Every buffer that held the file's text or key bytes is cleared.
 */
static void
mask_key_file_load(const char *path, MaskKeyState *st)
{
	char		buf[MASK_KEY_FILE_READ];
	uint8		key[MASK_KEY_LEN];
	size_t		len = 0;
	struct stat sb;
	int			fd;
	bool		ok;

	/*
	 * O_NONBLOCK: a FIFO must not stall the process, it is refused below.
	 * The checks use the opened file, so a file swapped in between cannot
	 * pass them.  A socket cannot be opened at all (ENXIO): when the path
	 * names something that is not a regular file, say so instead.
	 */
	fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | PG_BINARY, 0);
	if (fd < 0)
	{
		int			save_errno = errno;

		if (save_errno != ENOENT && stat(path, &sb) == 0 && !S_ISREG(sb.st_mode))
			mask_key_state_fail(st, MASK_KEY_FILE_ERROR, ERRCODE_CONFIG_FILE_ERROR,
								"mask key file \"%s\" is not a regular file", path);
		else
			mask_key_state_fail(st, MASK_KEY_FILE_ERROR, mask_key_file_errcode(save_errno),
								"could not open mask key file \"%s\": %s", path,
								strerror(save_errno));
		return;
	}
	if (fstat(fd, &sb) != 0)
	{
		int			save_errno = errno;

		close(fd);
		mask_key_state_fail(st, MASK_KEY_FILE_ERROR, mask_key_file_errcode(save_errno),
							"could not stat mask key file \"%s\": %s", path, strerror(save_errno));
		return;
	}
	if (!S_ISREG(sb.st_mode))
	{
		close(fd);
		mask_key_state_fail(st, MASK_KEY_FILE_ERROR, ERRCODE_CONFIG_FILE_ERROR,
							"mask key file \"%s\" is not a regular file", path);
		return;
	}
	if (sb.st_uid != geteuid() && sb.st_uid != 0)
	{
		close(fd);
		mask_key_state_fail(st, MASK_KEY_FILE_ERROR, ERRCODE_CONFIG_FILE_ERROR,
							"mask key file \"%s\" must be owned by the database user or root", path);
		return;
	}
	if (!mask_key_file_mode_safe(sb.st_uid, sb.st_mode, geteuid()))
	{
		close(fd);
		mask_key_state_fail(st, MASK_KEY_FILE_ACCESS, ERRCODE_CONFIG_FILE_ERROR,
							"mask key file \"%s\" has group or world access", path);
		return;
	}

	while (len < sizeof(buf))
	{
		ssize_t		n = read(fd, buf + len, sizeof(buf) - len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
		{
			int			save_errno = errno;

			explicit_bzero(buf, sizeof(buf));
			close(fd);
			mask_key_state_fail(st, MASK_KEY_FILE_ERROR, mask_key_file_errcode(save_errno),
								"could not read mask key file \"%s\": %s", path,
								strerror(save_errno));
			return;
		}
		if (n == 0)
			break;
		len += (size_t) n;
	}
	close(fd);

	/* on failure the parser leaves key all zero */
	ok = uuid9562_mask_parse_key_file(buf, len, key);
	explicit_bzero(buf, sizeof(buf));
	if (!ok)
	{
		mask_key_state_fail(st, MASK_KEY_FILE_CONTENT, ERRCODE_CONFIG_FILE_ERROR,
							"mask key file \"%s\" does not hold a mask key", path);
		return;
	}
	st->problem = MASK_KEY_OK;
	st->sqlerrcode = 0;
	st->message[0] = '\0';
	uuid9562_siphash_key(key, &st->k0, &st->k1);
	explicit_bzero(key, sizeof(key));
}

/*
 * The configured key of a process that reads it itself, into st: a refusal
 * (55000) when the retired uuid9562.mask_key is set (retired), or when no
 * key file is set (path empty), else the file's key or its error
 * (mask_key_file_load()).  Never raises an error.
 */
static void
mask_key_configured_load(const char *path, bool retired, MaskKeyState *st)
{
	if (retired)
		mask_key_state_fail(st, MASK_KEY_RETIRED, ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE,
							MASK_KEY_RETIRED_MSG);
	else if (path == NULL || path[0] == '\0')
		mask_key_state_fail(st, MASK_KEY_NO_FILE, ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE,
							"no mask key is set");
	else
		mask_key_file_load(path, st);
}

/*
 * Raise the error of st, a state without a key, at level elevel (ERROR, or
 * LOG in the postmaster): its SQLSTATE and message, and the detail and hint
 * of its problem.
 */
static void
mask_key_state_report(const MaskKeyState *st, int elevel)
{
	switch (st->problem)
	{
		case MASK_KEY_OK:
			break;
		case MASK_KEY_NO_FILE:
			ereport(elevel,
					(errcode(st->sqlerrcode),
					 errmsg_internal("%s", st->message),
					 errhint("Set \"%s\" to the path of a file that holds the key and reload the configuration, or pass the key as the second argument.",
							 MASK_KEY_FILE_GUC)));
			break;
		case MASK_KEY_RETIRED:
			ereport(elevel,
					(errcode(st->sqlerrcode),
					 errmsg_internal("%s", st->message),
					 errdetail(MASK_KEY_RETIRED_DETAIL),
					 errhint(MASK_KEY_RETIRED_HINT)));
			break;
		case MASK_KEY_FILE_ERROR:
			ereport(elevel,
					(errcode(st->sqlerrcode),
					 errmsg_internal("%s", st->message)));
			break;
		case MASK_KEY_FILE_ACCESS:
			ereport(elevel,
					(errcode(st->sqlerrcode),
					 errmsg_internal("%s", st->message),
					 errdetail("The file must have permissions u=rw (0600) or less if owned by the database user, or u=rw,g=r (0640) or less if owned by root."),
					 errhint("Run chmod 600 on the file as its owner.")));
			break;
		case MASK_KEY_FILE_CONTENT:
			ereport(elevel,
					(errcode(st->sqlerrcode),
					 errmsg_internal("%s", st->message),
					 errdetail("A mask key file holds %d hexadecimal digits, optionally followed by a newline.",
							   MASK_KEY_DIGITS),
					 errhint("Write a new key into it with \"openssl rand -hex 16\".")));
			break;
	}
}

/*
 * Copy postmaster_state into shared memory, if it exists yet (the
 * postmaster defines the settings before it creates shared memory, and the
 * startup hook publishes then).  Postmaster only: the one writer.
 */
static void
mask_key_publish(void)
{
	if (mask_key_shared == NULL)
		return;
	mask_key_shared->changes++;
	pg_write_barrier();
	memcpy(&mask_key_shared->state, &postmaster_state, sizeof(MaskKeyState));
	pg_write_barrier();
	mask_key_shared->changes++;
}

/*
 * The postmaster's key (preloaded) into st: a copy of the shared state
 * taken while the postmaster did not write it.
 */
static void
mask_key_shared_read(MaskKeyState *st)
{
	if (mask_key_shared == NULL)
		elog(ERROR, "uuid9562 is preloaded but has no shared memory");
	for (;;)
	{
		uint32		before = mask_key_shared->changes;

		pg_read_barrier();
		memcpy(st, &mask_key_shared->state, sizeof(MaskKeyState));
		pg_read_barrier();
		if (before % 2 == 0 && before == mask_key_shared->changes)
			return;
		/* the postmaster is writing: a copy takes it microseconds */
		pg_usleep(10L);
	}
}

/*
 * In the postmaster (preloaded), read the configured key as the settings
 * now are, path for uuid9562.mask_key_file and retired for whether
 * uuid9562.mask_key is set, log why there is none when the file cannot be
 * used, and publish the outcome for every backend.  Called by the settings'
 * assign hooks, which run in the postmaster as the library is preloaded and
 * at each reload that gives a setting a value (the same or another).
 */
static void
mask_key_postmaster_refresh(const char *path, bool retired)
{
	mask_key_configured_load(path, retired, &postmaster_state);
	if (postmaster_state.problem != MASK_KEY_OK && postmaster_state.problem != MASK_KEY_NO_FILE)
		mask_key_state_report(&postmaster_state, LOG);
	mask_key_publish();
}

/* Whether this process is the postmaster of a server that preloads us. */
static bool
mask_key_in_postmaster(void)
{
	return mask_key_preloaded && !IsUnderPostmaster;
}

/* shmem_request_hook: reserve the shared state (preloaded only). */
static void
mask_key_shmem_request(void)
{
	if (prev_shmem_request_hook)
		prev_shmem_request_hook();
	RequestAddinShmemSpace(MAXALIGN(sizeof(MaskKeyShared)));
}

/*
 * shmem_startup_hook: attach the shared state; when the postmaster creates
 * it (at start and after a crash of a backend), publish the key it read.
 * No lock: the postmaster creates it before any other process exists, and
 * a process that attaches later (EXEC_BACKEND) finds it.
 */
static void
mask_key_shmem_startup(void)
{
	bool		found;

	if (prev_shmem_startup_hook)
		prev_shmem_startup_hook();
	mask_key_shared = ShmemInitStruct("uuid9562 mask key", sizeof(MaskKeyShared), &found);
	if (!found)
	{
		memset(mask_key_shared, 0, sizeof(MaskKeyShared));
		mask_key_shared->state.problem = MASK_KEY_NO_FILE;
		mask_key_publish();
	}
}

/*
 * Whether this session, loaded on demand, may hold another
 * uuid9562.mask_key_file than the server applies.  A backend starts with
 * the postmaster's settings; only a reload it processes itself (after
 * which PgReloadTime is later than its start) reads the configuration
 * files, which may then hold what was written after the postmaster's
 * reload (an ALTER SYSTEM not yet reloaded, read by a session acting late
 * on an earlier reload).  The postmaster's last reload came after this
 * session was forked (it signalled the session), so files unchanged since
 * the start (less START_MARGIN_US) are what the postmaster read too;
 * postgresql.conf or postgresql.auto.conf modified since, or either not
 * checkable, may not be.  Files those include are not looked at
 * (docs/masking.md).
 */
static bool
mask_key_configuration_changed(void)
{
	const char *files[] = {ConfigFileName, PG_AUTOCONF_FILENAME};

	if (PgReloadTime <= MyStartTimestamp)
		return false;
	for (int i = 0; i < lengthof(files); i++)
	{
		struct stat sb;

		if (files[i] == NULL)
			continue;
		if (stat(files[i], &sb) != 0)
		{
			if (errno == ENOENT)
				continue;
			return true;
		}
		if (time_t_to_timestamptz(sb.st_mtim.tv_sec) + sb.st_mtim.tv_nsec / 1000 >
			MyStartTimestamp - START_MARGIN_US)
			return true;
	}
	return false;
}

/*
 * The key of uuid_v7_mask(id) and uuid_v7_unmask(id), as its SipHash words
 * (k0, k1).  A transaction keeps the key it used first, across reloads.
 * Preloaded, the postmaster's (mask_key_shared_read()); loaded on demand,
 * the file of this session's uuid9562.mask_key_file, read again after a
 * reload.  Errors, each saying what to do: in a parallel worker, 25000
 * (invalid_transaction_state, as core's "cannot ... during a parallel
 * operation"), before any setting or file is looked at; with SQLSTATE 55000
 * (object_not_in_prerequisite_state): the retired uuid9562.mask_key set, no
 * key file set, and on demand the server's uuid9562.mask_key_file unknown to
 * the session (mask_key_file_unknown, mask_key_configuration_changed());
 * and those of mask_key_file_load().
 */
void
uuid9562_mask_key_current(uint64 *k0, uint64 *k1)
{
	MaskKeyState st;

	/*
	 * The functions are PARALLEL RESTRICTED, but a PARALLEL SAFE wrapper can
	 * still bring them into a worker.  A worker would read the key itself,
	 * and between a rewrite of the file and the reload that would be
	 * another key than its leader's: one statement, two keys.  Refuse.
	 */
	if (IsParallelWorker())
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_TRANSACTION_STATE),
				 errmsg("cannot use the configured mask key during a parallel operation"),
				 errdetail("A parallel worker could read another key than the backend running the statement."),
				 errhint("Label a function that calls uuid_v7_mask(id) or uuid_v7_unmask(id) PARALLEL RESTRICTED, or pass the key as the second argument.")));

	if (file_key_loaded && file_key_lxid == MY_LXID)
	{
		*k0 = file_key_k0;
		*k1 = file_key_k1;
		return;
	}

	if (mask_key_preloaded)
	{
		mask_key_shared_read(&st);
		if (st.problem == MASK_KEY_OK && mask_key_configured)
			mask_key_state_fail(&st, MASK_KEY_RETIRED, ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE,
								MASK_KEY_RETIRED_MSG);
	}
	else
	{
		if (!mask_key_configured && mask_key_file_unknown)
			ereport(ERROR,
					(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
					 errmsg("server's value of parameter \"%s\" is unknown in this session",
							MASK_KEY_FILE_GUC),
					 errdetail("A value given by the client or for a role or database replaced the server's own before uuid9562 was loaded, so the session cannot know which key file the server applies."),
					 errhint("Remove the parameter from the connection's options and from the role's and database's settings, or add uuid9562 to shared_preload_libraries, and reconnect; or pass the key as the second argument.")));
		if (!mask_key_configured && mask_key_file_setting != NULL &&
			mask_key_file_setting[0] != '\0' && mask_key_configuration_changed())
			ereport(ERROR,
					(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
					 errmsg("server's value of parameter \"%s\" is unknown in this session",
							MASK_KEY_FILE_GUC),
					 errdetail("The session reloaded the configuration files after they were changed, so it cannot know which key file the server applies."),
					 errhint("Reconnect, or add uuid9562 to shared_preload_libraries; or pass the key as the second argument.")));
		if (file_key_loaded && !file_key_stale && file_key_reload_time == PgReloadTime &&
			!mask_key_configured)
		{
			file_key_lxid = MY_LXID;
			*k0 = file_key_k0;
			*k1 = file_key_k1;
			return;
		}
		mask_key_configured_load(mask_key_file_setting, mask_key_configured, &st);
		file_key_reload_time = PgReloadTime;
		file_key_stale = false;
	}

	/* a refused key leaves neither this key nor the old one behind */
	file_key_loaded = false;
	file_key_k0 = file_key_k1 = 0;
	if (st.problem != MASK_KEY_OK)
	{
		mask_key_state_report(&st, ERROR);
		return;					/* not reached */
	}
	file_key_k0 = st.k0;
	file_key_k1 = st.k1;
	explicit_bzero(&st, sizeof(st));
	file_key_loaded = true;
	file_key_lxid = MY_LXID;
	*k0 = file_key_k0;
	*k1 = file_key_k1;
}

/*
 * GUC check hook of the retired uuid9562.mask_key: accept the empty string
 * (not set) always; refuse every value that would be stored in
 * pg_db_role_setting or a function's proconfig, where every user can read
 * it (ALTER DATABASE / ALTER ROLE ... SET and CREATE / ALTER FUNCTION ...
 * SET are validated with source PGC_S_TEST, and a value stored there before
 * the library was loaded arrives as PGC_S_GLOBAL, _DATABASE, _USER or
 * _DATABASE_USER).  Accept a value of the server's configuration (the
 * postmaster's command line, or the files at a reload, outside any
 * transaction, when the library loads, or as a parallel worker takes its
 * leader's settings), so that a configuration naming it still loads and
 * the assign hook notes it as set; refuse every other value, SET's, ALTER
 * SYSTEM's and a client's among them, with SQLSTATE 55000.  The messages
 * never contain the value: the custom GUC_check_errmsg replaces core's
 * "invalid value for parameter ...: "value"".
 */
static bool
mask_key_check(char **newval, void **extra, GucSource source)
{
	if (source == PGC_S_TEST || source == PGC_S_GLOBAL || source == PGC_S_DATABASE ||
		source == PGC_S_USER || source == PGC_S_DATABASE_USER)
	{
		GUC_check_errmsg("parameter \"%s\" cannot be set for a database, role or function",
						 MASK_KEY_GUC);
		GUC_check_errdetail("Every user can read the settings of databases, roles and functions.");
		GUC_check_errhint("Write the key into a file named by \"%s\".", MASK_KEY_FILE_GUC);
		return false;
	}
	if (**newval == '\0')
		return true;
	if (source == PGC_S_ARGV ||
		(source == PGC_S_FILE &&
		 (!IsTransactionState() || mask_key_defining || InitializingParallelWorker)))
		return true;
	GUC_check_errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE);
	GUC_check_errmsg(MASK_KEY_RETIRED_MSG);
	GUC_check_errdetail(MASK_KEY_RETIRED_DETAIL);
	GUC_check_errhint(MASK_KEY_RETIRED_HINT);
	return false;
}

/*
 * GUC assign hook of uuid9562.mask_key: note whether it is set, and in the
 * postmaster (preloaded) read and publish the configured key again.
 */
static void
mask_key_assign(const char *newval, void *extra)
{
	mask_key_configured = newval != NULL && *newval != '\0';
	if (mask_key_in_postmaster())
		mask_key_postmaster_refresh(mask_key_file_setting, mask_key_configured);
}

/*
 * GUC show hook of uuid9562.mask_key: "********" when it is set, else
 * empty, so that SHOW and current_setting() tell whether it is set, even to
 * a superuser or a member of pg_read_all_settings, never what it is.
 */
static const char *
mask_key_show(void)
{
	return mask_key_configured ? MASK_KEY_SHOWN : "";
}

/*
 * GUC check hook of uuid9562.mask_key_file: accept every value (a path is
 * checked when the file is read); while the setting is being defined, note
 * that a value of the server's configuration reached it.  Defining the
 * setting applies the placeholder's reset value with its own source and
 * context, and core refuses, before any check hook, every context but the
 * postmaster's and a reload's (the configuration files and the postmaster's
 * command line); the boot value comes with PGC_S_DEFAULT.
 */
static bool
mask_key_file_check(char **newval, void **extra, GucSource source)
{
	if (mask_key_file_defining && source != PGC_S_DEFAULT)
		mask_key_file_configured = true;
	return true;
}

/*
 * GUC assign hook of uuid9562.mask_key_file: the key read from the previous
 * file is no longer current, so that the first call of a later transaction
 * reads the new one (the transaction that used it keeps it to its end); in
 * the postmaster (preloaded), read the file newval names and publish its
 * key, except while the setting is being defined: defining
 * uuid9562.mask_key next reads it then, once.
 */
static void
mask_key_file_assign(const char *newval, void *extra)
{
	file_key_stale = true;
	if (mask_key_in_postmaster() && !mask_key_file_defining)
		mask_key_postmaster_refresh(newval, mask_key_configured);
}

/*
 * Define uuid9562.mask_key_file (PGC_SIGHUP, visible: a path is no secret)
 * and the retired uuid9562.mask_key (kept defined so that a configuration
 * naming it still loads; PGC_SUSET as in 1.1, GUC_SUPERUSER_ONLY, left out
 * of SHOW ALL, pg_settings and postgresql.conf.sample, shown as "********"),
 * noting first whether the postmaster is preloading the library, and then
 * reserving and attaching the shared state.  When the server's
 * configuration sets uuid9562.mask_key, warn (SQLSTATE 55000).  When the
 * placeholder of uuid9562.mask_key_file had a reset value and defining the
 * setting refused it (core warns, 55P02), note that the session cannot know
 * the server's value (mask_key_file_unknown).  The reset value is the one a
 * session starts with and RESET restores: the server's (configuration
 * files, command line) unless a client's startup option or a role's or
 * database's setting replaced it, each refused by a PGC_SIGHUP setting.  A
 * SET before the library loaded changes only the current value: the reset
 * value is still the server's, applied, and core refuses the SET's value.
 * Called once from _PG_init.
 */
void
uuid9562_mask_init(void)
{
	bool		had_reset = false;

	mask_key_preloaded = process_shared_preload_libraries_in_progress;
	if (mask_key_preloaded)
	{
		prev_shmem_request_hook = shmem_request_hook;
		shmem_request_hook = mask_key_shmem_request;
		prev_shmem_startup_hook = shmem_startup_hook;
		shmem_startup_hook = mask_key_shmem_startup;
	}

	/*
	 * A parallel worker takes its leader's values of every setting instead,
	 * and can set none (core warns as it defines the setting); it never uses
	 * the configured key either.
	 */
	if (!InitializingParallelWorker && !IsParallelWorker())
		had_reset = placeholder_has_reset_value(MASK_KEY_FILE_GUC);
	mask_key_file_defining = true;
	mask_key_file_configured = false;
	DefineCustomStringVariable(MASK_KEY_FILE_GUC,
							   "File that holds the key of uuid_v7_mask(id) and uuid_v7_unmask(id).",
							   "32 hexadecimal digits, readable only by the server's user.  Empty means no file.  Relative paths are relative to the data directory.",
							   &mask_key_file_setting,
							   "",
							   PGC_SIGHUP,
							   0,
							   mask_key_file_check,
							   mask_key_file_assign,
							   NULL);
	mask_key_file_defining = false;
	mask_key_file_unknown = !mask_key_preloaded && had_reset && !mask_key_file_configured;
	mask_key_defining = true;
	DefineCustomStringVariable(MASK_KEY_GUC,
							   "Retired in uuid9562 1.4: gives no mask key.",
							   "Masking without a key argument refuses while it is set; the key is read from uuid9562.mask_key_file.",
							   &mask_key_setting,
							   "",
							   PGC_SUSET,
							   GUC_SUPERUSER_ONLY | GUC_NO_SHOW_ALL | GUC_NOT_IN_SAMPLE,
							   mask_key_check,
							   mask_key_assign,
							   mask_key_show);
	mask_key_defining = false;
	if (mask_key_configured && !InitializingParallelWorker)
		ereport(WARNING,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg(MASK_KEY_RETIRED_MSG),
				 errdetail(MASK_KEY_RETIRED_DETAIL),
				 errhint(MASK_KEY_RETIRED_HINT)));
}
