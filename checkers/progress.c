/* progress.c: kernel begin/end with timestamps (pace's sdfg_execution_progress): each call an
 * entry of the ring of recent calls and counted in its kernel's totals (call_ring.h), a
 * /progress row of the log; PDD_PROGRESS=stderr also prints a line per kernel. */
#include "checker.h"
#include "runtime.h"
#include "clock.h"

/* This thread's kernel calls under way, with their ring entries: a kernel that several host
 * threads call at once has one open entry per thread (one per kernel mixed them up: a thread
 * closed another's entry, and some were never closed). Calls nest (a nested SDFG's kernel
 * inside another's call): the innermost is on top. */
enum { OPEN_MAX = 64 };
typedef struct open_call {
    pdd_kernel_rt *kr;
    pdd_call_slot slot;
    uint64_t t_begin;
} open_call;
static _Thread_local open_call open_calls[OPEN_MAX];
static _Thread_local int n_open;

/* Takes kr's innermost open call of this thread off the stack into *out; 0 when none. */
static int take_open(const pdd_kernel_rt *kr, open_call *out)
{
    for (int i = n_open - 1; i >= 0; i--)
        if (open_calls[i].kr == kr) {
            *out = open_calls[i];
            for (int j = i; j + 1 < n_open; j++)
                open_calls[j] = open_calls[j + 1];
            n_open--;
            return 1;
        }
    return 0;
}

static void progress_begin(pdd_unit *u, int k, uint64_t call)
{
    pdd_kernel_rt *kr = &((pdd_unit_rt *)u->rt)->kernels[k];
    uint64_t t = pdd_ticks_ns(pdd_ticks());
    pdd_call_slot slot = pdd_call_begin(PDD_CALL_KERNEL, kr->gid, call, t, &kr->totals);
    if (n_open < OPEN_MAX) /* deeper than that: the call reads as never ended */
        open_calls[n_open++] = (open_call){kr, slot, t};
    if (pdd_rt.cfg.progress == PDD_PROGRESS_STDERR)
        pdd_say("pdd: rank %lld: begin %s (call %llu)\n", (long long)pdd_rt.rank,
                u->kernels[k].name, (unsigned long long)call);
}

static void progress_end(pdd_unit *u, int k, uint64_t call)
{
    pdd_kernel_rt *kr = &((pdd_unit_rt *)u->rt)->kernels[k];
    open_call open;
    if (!n_open || !take_open(kr, &open))
        return;
    uint64_t t_end = pdd_ticks_ns(pdd_ticks());
    if (t_end < open.t_begin) /* an anchor refresh in between may step a few ns */
        t_end = open.t_begin;
    pdd_call_end(open.slot, kr->totals.rec, open.t_begin, t_end);
    if (pdd_rt.cfg.progress == PDD_PROGRESS_STDERR)
        pdd_say("pdd: rank %lld: end   %s (call %llu, %.3f ms)\n", (long long)pdd_rt.rank,
                u->kernels[k].name, (unsigned long long)call, (double)(t_end - open.t_begin) / 1e6);
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
