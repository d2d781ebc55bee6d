/*-------------------------------------------------------------------------
 *
 * mask_key.c
 *	  The key of uuid_v7_mask(id) and uuid_v7_unmask(id): read from the file
 *	  that the setting uuid9562.mask_key_file names, or, only where no
 *	  session can read it, from the 1.1 setting uuid9562.mask_key.
 *
 * A secret cannot live in a setting of a library loaded on demand (its
 * placeholder is readable by every role), so the key lives in a file, as
 * ssl_key_file's does; a backend rereads it after a reload, keeps one key
 * per transaction, refuses to use it in a parallel worker, and clears every
 * buffer that held it.  A session that cannot know which file the server
 * applies (a client, role or database gave the setting a value before the
 * library loaded) refuses the configured key rather than guess.  The rules
 * (file permissions, rotation, where the setting comes from, the 1.1
 * setting): docs/masking.md.
 *
 * IDENTIFICATION
 *	  src/mask_key.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

/* open() flags */
#include <fcntl.h>
/* fstat() and the permission bits of a key file */
#include <sys/stat.h>
/* read(), geteuid() */
#include <unistd.h>

#include "access/parallel.h"
#include "access/xact.h"
#include "fmgr.h"
#include "miscadmin.h"
#include "storage/fd.h"
#include "storage/proc.h"
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

/* What SHOW prints for uuid9562.mask_key when a key is set. */
#define MASK_KEY_SHOWN		"********"

/*
 * The detail and hint of every refusal of uuid9562.mask_key when the
 * library is not preloaded (the warning when it loads, the error of SET and
 * ALTER SYSTEM, and that of the one-argument functions).
 */
#define MASK_KEY_REFUSED_DETAIL \
	"Until a session loads uuid9562, every role can read that parameter."
#define MASK_KEY_REFUSED_HINT \
	"Write the key into a file named by \"" MASK_KEY_FILE_GUC "\", remove \"" \
	MASK_KEY_GUC "\" from the server's configuration (ALTER SYSTEM RESET " \
	MASK_KEY_GUC ") and reload it."

/* Set by _PG_init when the postmaster preloads the library. */
static bool mask_key_preloaded = false;

/* uuid9562.mask_key as set (the GUC machinery owns the string). */
static char *mask_key_setting = NULL;

/* The same key, parsed by the assign hook: its SipHash words, if set. */
static bool mask_key_set = false;
static uint64 mask_key_k0 = 0;
static uint64 mask_key_k1 = 0;

/*
 * Whether uuid9562.mask_key holds a key of the server's configuration that
 * is refused because the library is not preloaded.  The value is kept (never
 * used), so that a reload without it resets the setting to empty, which
 * clears this: the session heals without reconnecting.
 */
static bool mask_key_refused = false;

/* True while uuid9562_mask_define_guc() defines uuid9562.mask_key. */
static bool mask_key_defining = false;

/* uuid9562.mask_key_file as set (the GUC machinery owns the string). */
static char *mask_key_file_setting = NULL;

/*
 * True while uuid9562_mask_define_guc() defines uuid9562.mask_key_file, and
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
 * tell apart (docs/masking.md).
 */
static bool mask_key_file_unknown = false;

/*
 * The key last read from that file, as SipHash words: current while
 * file_key_loaded, the setting has not changed (file_key_stale) and this
 * backend has processed no reload since file_key_reload_time; a key that is
 * no longer current stays in use until the transaction that last used it
 * (file_key_lxid) ends.
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

/*
 * Raise SQLSTATE F0000 (config_file_error): the key file at path is not a
 * regular file.
 */
static void
mask_key_file_not_regular(const char *path)
{
	ereport(ERROR,
			(errcode(ERRCODE_CONFIG_FILE_ERROR),
			 errmsg("mask key file \"%s\" is not a regular file", path)));
}

/*
 * Read the key file at path (the setting's value) into the SipHash words
 * (k0, k1), or raise an error that names the path and never the contents:
 * the system's error on opening, checking or reading it, with the SQLSTATE
 * of mask_key_file_errcode() (58P01 when there is no such file, 42501 when
 * the server's user may not read it); and SQLSTATE F0000 (config_file_error)
 * when it is not a regular file (a directory, FIFO, socket or device), is
 * owned by another user, grants any permission to others (or, owned by the
 * server's user, to the group), or does not hold a key.  Every buffer that
 * held the file's text or key bytes is cleared before it returns or raises.
 */
static void
mask_key_file_read(const char *path, uint64 *k0, uint64 *k1)
{
	char		buf[MASK_KEY_FILE_READ];
	uint8		key[MASK_KEY_LEN];
	size_t		len = 0;
	struct stat st;
	int			fd;
	bool		ok;

	/*
	 * O_NONBLOCK: a FIFO must not stall the backend, it is refused below.
	 * The checks use the opened file, so a file swapped in between cannot
	 * pass them.  A socket cannot be opened at all (ENXIO): when the path
	 * names something that is not a regular file, say so instead.
	 */
	fd = OpenTransientFile(path, O_RDONLY | O_NONBLOCK | PG_BINARY);
	if (fd < 0)
	{
		int			save_errno = errno;

		if (save_errno != ENOENT && stat(path, &st) == 0 && !S_ISREG(st.st_mode))
			mask_key_file_not_regular(path);
		errno = save_errno;
		ereport(ERROR,
				(errcode(mask_key_file_errcode(save_errno)),
				 errmsg("could not open mask key file \"%s\": %m", path)));
	}
	if (fstat(fd, &st) != 0)
	{
		int			save_errno = errno;

		ereport(ERROR,
				(errcode(mask_key_file_errcode(save_errno)),
				 errmsg("could not stat mask key file \"%s\": %m", path)));
	}
	if (!S_ISREG(st.st_mode))
		mask_key_file_not_regular(path);
	if (st.st_uid != geteuid() && st.st_uid != 0)
		ereport(ERROR,
				(errcode(ERRCODE_CONFIG_FILE_ERROR),
				 errmsg("mask key file \"%s\" must be owned by the database user or root", path)));
	if (!mask_key_file_mode_safe(st.st_uid, st.st_mode, geteuid()))
		ereport(ERROR,
				(errcode(ERRCODE_CONFIG_FILE_ERROR),
				 errmsg("mask key file \"%s\" has group or world access", path),
				 errdetail("The file must have permissions u=rw (0600) or less if owned by the database user, or u=rw,g=r (0640) or less if owned by root."),
				 errhint("Run chmod 600 on the file as its owner.")));

	while (len < sizeof(buf))
	{
		ssize_t		n = read(fd, buf + len, sizeof(buf) - len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
		{
			int			save_errno = errno;

			explicit_bzero(buf, sizeof(buf));
			errno = save_errno;
			ereport(ERROR,
					(errcode(mask_key_file_errcode(save_errno)),
					 errmsg("could not read mask key file \"%s\": %m", path)));
		}
		if (n == 0)
			break;
		len += (size_t) n;
	}
	CloseTransientFile(fd);

	/* on failure the parser leaves key all zero */
	ok = uuid9562_mask_parse_key_file(buf, len, key);
	explicit_bzero(buf, sizeof(buf));
	if (!ok)
		ereport(ERROR,
				(errcode(ERRCODE_CONFIG_FILE_ERROR),
				 errmsg("mask key file \"%s\" does not hold a mask key", path),
				 errdetail("A mask key file holds %d hexadecimal digits, optionally followed by a newline.",
						   MASK_KEY_DIGITS),
				 errhint("Write a new key into it with \"openssl rand -hex 16\".")));
	uuid9562_siphash_key(key, k0, k1);
	explicit_bzero(key, sizeof(key));
}

/*
 * The key of uuid_v7_mask(id) and uuid_v7_unmask(id), as its SipHash words
 * (k0, k1): the file of uuid9562.mask_key_file, read again after a reload
 * (see the header comment), or the preloaded uuid9562.mask_key.  Errors,
 * each saying what to do: in a parallel worker, 25000 (invalid_transaction_
 * state, as core's "cannot ... during a parallel operation"), before any
 * setting or file is looked at; with SQLSTATE 55000 (object_not_in_
 * prerequisite_state): uuid9562.mask_key refused because the library is not
 * preloaded, the server's uuid9562.mask_key_file unknown to the session
 * (mask_key_file_unknown), both settings set, or neither; and those of
 * mask_key_file_read().
 */
void
uuid9562_mask_key_current(uint64 *k0, uint64 *k1)
{
	bool		file_set = mask_key_file_setting != NULL && mask_key_file_setting[0] != '\0';

	/*
	 * The functions are PARALLEL RESTRICTED, but a PARALLEL SAFE wrapper can
	 * still bring them into a worker.  A worker would read the key file
	 * itself, and between a rewrite of the file and the reload that would be
	 * another key than its leader's: one statement, two keys.  Refuse.
	 */
	if (IsParallelWorker())
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_TRANSACTION_STATE),
				 errmsg("cannot use the configured mask key during a parallel operation"),
				 errdetail("A parallel worker could read another key than the backend running the statement."),
				 errhint("Label a function that calls uuid_v7_mask(id) or uuid_v7_unmask(id) PARALLEL RESTRICTED, or pass the key as the second argument.")));

	if (mask_key_refused)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("parameter \"%s\" is set, but uuid9562 is not in shared_preload_libraries",
						MASK_KEY_GUC),
				 errdetail(MASK_KEY_REFUSED_DETAIL),
				 errhint(MASK_KEY_REFUSED_HINT)));
	if (mask_key_file_unknown)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("server's value of parameter \"%s\" is unknown in this session",
						MASK_KEY_FILE_GUC),
				 errdetail("A value given by the client or for a role or database replaced the server's own before uuid9562 was loaded, so the session cannot know which key file the server applies."),
				 errhint("Remove the parameter from the connection's options and from the role's and database's settings, or add uuid9562 to shared_preload_libraries, and reconnect; or pass the key as the second argument.")));
	if (mask_key_set && file_set)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("parameters \"%s\" and \"%s\" are both set", MASK_KEY_GUC, MASK_KEY_FILE_GUC),
				 errdetail("Their keys might differ, and every masked id depends on which one is used."),
				 errhint("Remove \"%s\" from the server's configuration (ALTER SYSTEM RESET %s) and reload it.",
						 MASK_KEY_GUC, MASK_KEY_GUC)));
	if (mask_key_set)
	{
		*k0 = mask_key_k0;
		*k1 = mask_key_k1;
		return;
	}
	if (!file_set)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("no mask key is set"),
				 errhint("Set \"%s\" to the path of a file that holds the key and reload the configuration, or pass the key as the second argument.",
						 MASK_KEY_FILE_GUC)));
	if (!file_key_loaded ||
		((file_key_stale || file_key_reload_time != PgReloadTime) && file_key_lxid != MY_LXID))
	{
		/* a refused file leaves neither this key nor the old one behind */
		file_key_loaded = false;
		file_key_k0 = file_key_k1 = 0;
		mask_key_file_read(mask_key_file_setting, &file_key_k0, &file_key_k1);
		file_key_reload_time = PgReloadTime;
		file_key_stale = false;
		file_key_loaded = true;
	}
	file_key_lxid = MY_LXID;
	*k0 = file_key_k0;
	*k1 = file_key_k1;
}

/*
 * GUC check hook of uuid9562.mask_key: accept the empty string (no key)
 * always; refuse every value that would be stored in pg_db_role_setting or
 * a function's proconfig, where every user can read it (ALTER DATABASE /
 * ALTER ROLE ... SET and CREATE / ALTER FUNCTION ... SET are validated with
 * source PGC_S_TEST, and a value stored there before the library was loaded
 * arrives as PGC_S_GLOBAL, _DATABASE, _USER or _DATABASE_USER); refuse
 * anything but 32 hex digits.  When the library is not preloaded, a key of
 * the server's configuration file (PGC_S_FILE at a reload, outside any
 * transaction, when the library loads, or as a parallel worker takes its
 * leader's settings) is accepted for the assign hook to note as refused;
 * every other key, SET and ALTER SYSTEM's among them, is refused here with
 * SQLSTATE 55000.  The messages never contain the value: the custom
 * GUC_check_errmsg replaces core's "invalid value for parameter ...:
 * "value"".
 */
static bool
mask_key_check(char **newval, void **extra, GucSource source)
{
	uint8		key[MASK_KEY_LEN];

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
	if (!uuid9562_mask_parse_key(*newval, key))
	{
		GUC_check_errmsg("invalid value for parameter \"%s\"", MASK_KEY_GUC);
		GUC_check_errdetail("A mask key is %d hexadecimal digits, or empty for none.", MASK_KEY_DIGITS);
		return false;
	}
	explicit_bzero(key, sizeof(key));
	if (!mask_key_preloaded &&
		!(source == PGC_S_FILE &&
		  (!IsTransactionState() || mask_key_defining || InitializingParallelWorker)))
	{
		GUC_check_errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE);
		GUC_check_errmsg("parameter \"%s\" can be set only when uuid9562 is in shared_preload_libraries",
						 MASK_KEY_GUC);
		GUC_check_errdetail(MASK_KEY_REFUSED_DETAIL);
		GUC_check_errhint(MASK_KEY_REFUSED_HINT);
		return false;
	}
	return true;
}

/*
 * GUC assign hook of uuid9562.mask_key: parse the checked value once, so
 * that each call of the one-argument functions only hashes; or, when the
 * library is not preloaded, note a key as refused (the check hook let only
 * the server's configuration through), and an empty value as no longer.
 */
static void
mask_key_assign(const char *newval, void *extra)
{
	uint8		key[MASK_KEY_LEN];
	bool		nonempty = newval != NULL && *newval != '\0';

	mask_key_refused = nonempty && !mask_key_preloaded;
	mask_key_set = nonempty && mask_key_preloaded && uuid9562_mask_parse_key(newval, key);
	if (mask_key_set)
		uuid9562_siphash_key(key, &mask_key_k0, &mask_key_k1);
	else
		mask_key_k0 = mask_key_k1 = 0;
	explicit_bzero(key, sizeof(key));
}

/*
 * GUC show hook of uuid9562.mask_key: "********" when a key is set (also a
 * refused one), else empty, so that SHOW and current_setting() tell whether
 * there is a key, even to a superuser or a member of pg_read_all_settings,
 * never what it is.
 */
static const char *
mask_key_show(void)
{
	return mask_key_set || mask_key_refused ? MASK_KEY_SHOWN : "";
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
 * reads the new one (the transaction that used it keeps it to its end).
 */
static void
mask_key_file_assign(const char *newval, void *extra)
{
	file_key_stale = true;
}

/*
 * Define uuid9562.mask_key_file (PGC_SIGHUP, visible: a path is no secret)
 * and uuid9562.mask_key (superuser-only, PGC_SUSET, GUC_SUPERUSER_ONLY, left
 * out of SHOW ALL, pg_settings and postgresql.conf.sample), noting first
 * whether the postmaster is preloading the library.  When it is not and the
 * server's configuration gives uuid9562.mask_key a key, which defining it
 * notes as refused, warn (SQLSTATE 55000).  When the placeholder of
 * uuid9562.mask_key_file had a reset value and defining the setting refused
 * it (core warns, 55P02), note that the session cannot know the server's
 * value (mask_key_file_unknown).  The reset value is the one a session
 * starts with and RESET restores: the server's (configuration files,
 * command line) unless a client's startup option or a role's or database's
 * setting replaced it, each refused by a PGC_SIGHUP setting.  A SET before
 * the library loaded changes only the current value: the reset value is
 * still the server's, applied, and core refuses the SET's value.  Called
 * once from _PG_init.
 */
void
uuid9562_mask_define_guc(void)
{
	bool		had_reset = false;

	mask_key_preloaded = process_shared_preload_libraries_in_progress;

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
	mask_key_file_unknown = had_reset && !mask_key_file_configured;
	mask_key_defining = true;
	DefineCustomStringVariable(MASK_KEY_GUC,
							   "Key of uuid_v7_mask(id) and uuid_v7_unmask(id) when uuid9562 is preloaded: 32 hexadecimal digits.",
							   "Empty means no key.  Prefer uuid9562.mask_key_file; this one is refused unless uuid9562 is in shared_preload_libraries.",
							   &mask_key_setting,
							   "",
							   PGC_SUSET,
							   GUC_SUPERUSER_ONLY | GUC_NO_SHOW_ALL | GUC_NOT_IN_SAMPLE,
							   mask_key_check,
							   mask_key_assign,
							   mask_key_show);
	mask_key_defining = false;
	if (mask_key_refused && !InitializingParallelWorker)
		ereport(WARNING,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("parameter \"%s\" can be set only when uuid9562 is in shared_preload_libraries",
						MASK_KEY_GUC),
				 errdetail(MASK_KEY_REFUSED_DETAIL),
				 errhint(MASK_KEY_REFUSED_HINT)));
}
