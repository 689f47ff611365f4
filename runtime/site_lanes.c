/* site_lanes.c: each thread's lane buffers for the row loops that the compares' copy tests
 * once per block (probe.h, PDD_SITE_BLOCK: rows of any length; the fast copy's are on the
 * stack). A buffer is all 0 between blocks: the probes
 * only store a bad value's bits, and pdd_lanes_take clears what it finds. */
#include "runtime.h"

#include <pthread.h>
#include <stdlib.h>

typedef struct lanes {
    uint64_t *v[PDD_LANE_SLOTS];
    int64_t cap[PDD_LANE_SLOTS];
} lanes;

static _Thread_local lanes *mine;
static pthread_key_t key;
static pthread_once_t key_once = PTHREAD_ONCE_INIT;

/* A thread's buffers go with it (OpenMP pools keep theirs to the end). */
static void drop(void *p)
{
    lanes *l = p;
    for (int i = 0; i < PDD_LANE_SLOTS; i++)
        free(l->v[i]);
    free(l);
}

static void make_key(void)
{
    if (pthread_key_create(&key, drop) != 0)
        key = (pthread_key_t)-1;
}

static void out_of_memory(int64_t n)
{
    pdd_say("pdd: no memory for a probe's buffer of %lld lanes (%lld bytes): aborting; the log keeps what "
            "was recorded. Free memory, or leave the probes dormant (PACE_DACE_DEBUG unset)\n",
            (long long)n, (long long)n * 8);
    abort();
}

uint64_t *pdd_site_lanes(int slot, int64_t n)
{
    if (slot < 0 || slot >= PDD_LANE_SLOTS)
        slot = PDD_LANE_SLOTS - 1; /* the pass never asks for another */
    if (!mine) {
        mine = calloc(1, sizeof *mine);
        if (!mine)
            out_of_memory(n);
        pthread_once(&key_once, make_key);
        if (key != (pthread_key_t)-1)
            pthread_setspecific(key, mine);
    }
    if (n <= mine->cap[slot])
        return mine->v[slot];
    int64_t want = n < 64 ? 64 : n;
    uint64_t *v = calloc((size_t)want, sizeof *v);
    if (!v)
        out_of_memory(n);
    free(mine->v[slot]); /* all 0: nothing in it is lost */
    mine->v[slot] = v;
    mine->cap[slot] = want;
    return v;
}
