/* fault.c: pdd-view's one line when it crashes inside libhdf5. libhdf5 (1.10) checks the
 * structures of a file only in part: three changed bytes in an object header can make it
 * read through a wild pointer (H5Aopen, decoding an attribute message). pdd checks every
 * count and id it is given, but what libhdf5 follows before handing anything back is out
 * of its reach; so a fault while HDF5 reads a log ends pdd-view with the usual one line and
 * exit 2 instead of a core dump. Elsewhere the signal is left as it is: a bug is a bug. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "process.h"
#include "reader.h"
#include "snapshot.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void put(const char *s)
{
    ssize_t w = write(STDERR_FILENO, s, strlen(s));
    (void)w;
}

static void on_fault(int sig)
{
    const char *file = pdd_log_reading();
    if (!file) { /* not in HDF5: crash as a crash */
        signal(sig, SIG_DFL);
        raise(sig);
        return;
    }
    /* Only async-signal-safe calls from here on. */
    put("pdd-view");
    if (*view_verb_now)
        put(" "), put(view_verb_now);
    put(": "), put(file);
    put(sig == SIGSEGV   ? ": libhdf5 crashed reading it (SIGSEGV)"
        : sig == SIGBUS  ? ": libhdf5 crashed reading it (SIGBUS)"
        : sig == SIGFPE  ? ": libhdf5 crashed reading it (SIGFPE)"
        : sig == SIGABRT ? ": libhdf5 gave up reading it (SIGABRT)"
                         : ": libhdf5 crashed reading it (SIGILL)");
    put("; the file is damaged: re-create it from its journal\n");
    pdd_snapshots_remove();
    _exit(VIEW_BAD_INPUT);
}

void view_fault_install(void)
{
    /* On its own stack: a fault from a runaway recursion has none left. */
    static char stack[1 << 16];
    stack_t ss = {.ss_sp = stack, .ss_size = sizeof stack, .ss_flags = 0};
    sigaltstack(&ss, NULL);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_fault;
    sa.sa_flags = SA_ONSTACK | SA_RESETHAND;
    sigemptyset(&sa.sa_mask);
    int sigs[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
    for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++)
        sigaction(sigs[i], &sa, NULL);
}
