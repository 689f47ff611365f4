/* fsize_guard.h: pdd's own writes never raise SIGXFSZ on the program (see fsize_guard.c). */
#ifndef PDD_FSIZE_GUARD_H
#define PDD_FSIZE_GUARD_H

#include <signal.h>
#include <stdint.h>

typedef struct pdd_fsize_guard {
    sigset_t old;    /* the calling thread's mask before */
    int was_pending; /* a SIGXFSZ was pending before: it is the program's, left alone */
} pdd_fsize_guard;

/* Blocks SIGXFSZ in the calling thread: a write past the file size limit then fails with
 * EFBIG instead of killing the process. Async-signal-safe. */
void pdd_fsize_guard_begin(pdd_fsize_guard *g);
/* Takes back a SIGXFSZ that pdd's writes raised meanwhile, then restores the mask. */
void pdd_fsize_guard_end(const pdd_fsize_guard *g);
/* The file size limit of this process in bytes (ulimit -f), UINT64_MAX when there is none. */
uint64_t pdd_file_size_limit(void);

#endif
