/* progress.c: kernel begin/end with timestamps (pace's sdfg_execution_progress), a /progress
 * row per kernel call; PDD_PROGRESS=stderr also prints a line per kernel. */
#include "checker.h"
#include "runtime.h"
#include "clock.h"

/* This thread's kernel calls under way, with their progress records: a kernel that several
 * host threads call at once has one open record per thread (one per kernel mixed them up:
 * a thread closed another's record, and some were never closed). Calls nest (a nested
 * SDFG's kernel inside another's call): the innermost is on top. */
enum { OPEN_MAX = 64 };
typedef struct open_call {
    const pdd_kernel_rt *kr;
    pdd_rec_progress *rec;
} open_call;
static _Thread_local open_call open_calls[OPEN_MAX];
static _Thread_local int n_open;

/* Takes kr's innermost open record of this thread off the stack; NULL when none. */
static pdd_rec_progress *take_open(const pdd_kernel_rt *kr)
{
    for (int i = n_open - 1; i >= 0; i--)
        if (open_calls[i].kr == kr) {
            pdd_rec_progress *rec = open_calls[i].rec;
            for (int j = i; j + 1 < n_open; j++)
                open_calls[j] = open_calls[j + 1];
            n_open--;
            return rec;
        }
    return NULL;
}

static void progress_begin(pdd_unit *u, int k, uint64_t call)
{
    const pdd_kernel_rt *kr = &((pdd_unit_rt *)u->rt)->kernels[k];
    pdd_rec_progress rec = {pdd_ticks_ns(pdd_ticks()), 0, kr->gid, (uint32_t)call};
    pdd_rec_progress *open = pdd_journal_append(pdd_rt.journal, PDD_REC_PROGRESS, &rec, sizeof rec, NULL, 0);
    if (open && n_open < OPEN_MAX) /* deeper than that: the call reads as never ended */
        open_calls[n_open++] = (open_call){kr, open};
    if (pdd_rt.cfg.progress == PDD_PROGRESS_STDERR)
        pdd_say("pdd: rank %lld: begin %s (call %llu)\n", (long long)pdd_rt.rank,
                u->kernels[k].name, (unsigned long long)call);
}

static void progress_end(pdd_unit *u, int k, uint64_t call)
{
    pdd_rec_progress *open = n_open ? take_open(&((pdd_unit_rt *)u->rt)->kernels[k]) : NULL;
    if (!open)
        return;
    uint64_t t_end = pdd_ticks_ns(pdd_ticks());
    if (t_end < open->t_begin_ns) /* an anchor refresh in between may step a few ns */
        t_end = open->t_begin_ns;
    __atomic_store_n(&open->t_end_ns, t_end, __ATOMIC_RELEASE);
    if (pdd_rt.cfg.progress == PDD_PROGRESS_STDERR)
        pdd_say("pdd: rank %lld: end   %s (call %llu, %.3f ms)\n", (long long)pdd_rt.rank,
                u->kernels[k].name, (unsigned long long)call,
                (double)(t_end - open->t_begin_ns) / 1e6);
}

/* The checker: each call's /progress row, its begin made at the call's begin and its end
 * filled in at its end. */
const pdd_checker pdd_checker_progress = {
    .name = "progress",
    .bit = PDD_CHECK_PROGRESS,
    .what = "each kernel call's begin and end, with timestamps",
    .default_on = 1,
    .kernel_begin = progress_begin,
    .kernel_end = progress_end,
};
