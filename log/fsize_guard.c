/* fsize_guard.c: a write past the file size limit (ulimit -f) raises SIGXFSZ in the writing
 * thread, and its default action kills the process. pdd must never be what kills a run, yet
 * the program's own disposition of SIGXFSZ is not pdd's to change: around its own writes pdd
 * blocks the signal in the calling thread only, so such a write fails with EFBIG, and then
 * takes back the SIGXFSZ that write left pending before restoring the mask. A SIGXFSZ that
 * was already pending (the program's) is left as it was. */
#include "fsize_guard.h"

#include <sys/resource.h>
#include <time.h>

void pdd_fsize_guard_begin(pdd_fsize_guard *g)
{
    sigset_t xfsz, pending;
    sigemptyset(&xfsz);
    sigaddset(&xfsz, SIGXFSZ);
    pthread_sigmask(SIG_BLOCK, &xfsz, &g->old);
    g->was_pending = sigpending(&pending) == 0 && sigismember(&pending, SIGXFSZ) == 1;
}

void pdd_fsize_guard_end(const pdd_fsize_guard *g)
{
    sigset_t xfsz, pending;
    sigemptyset(&xfsz);
    sigaddset(&xfsz, SIGXFSZ);
    if (!g->was_pending && sigpending(&pending) == 0 && sigismember(&pending, SIGXFSZ) == 1) {
        struct timespec now = {0, 0};
        (void)sigtimedwait(&xfsz, NULL, &now);
    }
    pthread_sigmask(SIG_SETMASK, &g->old, NULL);
}

uint64_t pdd_file_size_limit(void)
{
    struct rlimit lim;
    if (getrlimit(RLIMIT_FSIZE, &lim) != 0 || lim.rlim_cur == RLIM_INFINITY)
        return UINT64_MAX;
    return (uint64_t)lim.rlim_cur;
}
