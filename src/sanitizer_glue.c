/*-------------------------------------------------------------------------
 *
 * sanitizer_glue.c
 *	  AddressSanitizer's options and glue, linked into the sanitized build
 *	  only (make SANITIZE=1), never into the library users install.
 *
 * The server is not instrumented, so AddressSanitizer does not see its
 * siglongjmp(): the redzones of frames an ERROR abandons stay poisoned and
 * a later frame at the same addresses trips over them (a false
 * "stack-buffer-overflow").  Every caught ERROR aborts a (sub)transaction
 * before anything else runs, so abort callbacks clear the abandoned stack.
 *
 * IDENTIFICATION
 *	  src/sanitizer_glue.c
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include <sanitizer/asan_interface.h>

#include "access/xact.h"

/* How far below the aborting frame abandoned frames are cleared. */
#define ABANDONED_STACK_BELOW (256 * 1024)

const char *__asan_default_options(void);

/*
 * AddressSanitizer's options: it is loaded after the server's libraries,
 * reports into the server's log, and stops the backend at the first report.
 * (The server overwrites /proc/self/environ, where ASAN_OPTIONS is read.)
 */
const char *
__asan_default_options(void)
{
	return "verify_asan_link_order=0:detect_leaks=0:abort_on_error=1";
}

/*
 * Mark the stack from ABANDONED_STACK_BELOW below this frame up to the
 * stack's top as addressable: the frames an ERROR abandoned lie in that
 * range, and no frame of the instrumented extension is live there during an
 * abort.
 */
static void
unpoison_abandoned_stack(void)
{
	uintptr_t	here = (uintptr_t) __builtin_frame_address(0);

	__asan_handle_no_return();	/* from just below here to the top */
	__asan_unpoison_memory_region((void *) (here - ABANDONED_STACK_BELOW),
								  ABANDONED_STACK_BELOW);
}

/*
 * AddressSanitizer's checked memcpy(), memmove() and memset(), exported by
 * its runtime but not declared in its headers.
 */
extern void *__asan_memcpy(void *dst, const void *src, size_t size);
extern void *__asan_memmove(void *dst, const void *src, size_t size);
extern void *__asan_memset(void *dst, int c, size_t size);

/*
 * The extension's own memcpy(), memmove() and memset(): hidden, so that the
 * linker binds every call the library makes to these, which check both
 * ranges against the redzones before copying.  The runtime's interceptors of
 * the C library's functions, which would check them otherwise, do not take
 * effect when the runtime is loaded after the C library (as it is here, with
 * the library).  The Makefile builds it without _FORTIFY_SOURCE, whose
 * __memcpy_chk() and such would bypass these.
 */
extern void *memcpy(void *dst, const void *src, size_t size) __attribute__((visibility("hidden")));
extern void *memmove(void *dst, const void *src, size_t size) __attribute__((visibility("hidden")));
extern void *memset(void *dst, int c, size_t size) __attribute__((visibility("hidden")));

/* memcpy() through AddressSanitizer's check of both ranges. */
void *
memcpy(void *dst, const void *src, size_t size)
{
	return __asan_memcpy(dst, src, size);
}

/* memmove() through AddressSanitizer's check of both ranges. */
void *
memmove(void *dst, const void *src, size_t size)
{
	return __asan_memmove(dst, src, size);
}

/* memset() through AddressSanitizer's check of the range. */
void *
memset(void *dst, int c, size_t size)
{
	return __asan_memset(dst, c, size);
}

/* Transaction callback: clear the abandoned stack on abort. */
static void
on_xact(XactEvent event, void *arg)
{
	if (event == XACT_EVENT_ABORT || event == XACT_EVENT_PARALLEL_ABORT)
		unpoison_abandoned_stack();
}

/* Subtransaction callback: clear the abandoned stack on abort. */
static void
on_subxact(SubXactEvent event, SubTransactionId mySubid,
		   SubTransactionId parentSubid, void *arg)
{
	if (event == SUBXACT_EVENT_ABORT_SUB)
		unpoison_abandoned_stack();
}

/*
 * Register the callbacks when the library is loaded, before _PG_init(), so
 * that the extension's own sources stay as users build them.
 */
static void __attribute__((constructor))
register_callbacks(void)
{
	RegisterXactCallback(on_xact, NULL);
	RegisterSubXactCallback(on_subxact, NULL);
}
