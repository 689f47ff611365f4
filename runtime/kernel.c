/* kernel.c: kernel begin/end — the per-kernel call counter, the progress table, pace's
 * progress print, and the moment a call's pending bad values become events. */
#include "runtime.h"
#include "clock.h"
#include "inputs.h"
#include "registry.h"

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

uint64_t pdd_kernel_begin(pdd_unit *u, int k)
{
    pdd_unit_rt *rt = u->rt;
    if (!pdd_enabled || !rt || k < 0 || (uint32_t)k >= u->nkernels)
        return 0;
    if (pdd_cuda_ring_on) /* device results of earlier launches, in order */
        pdd_cuda_drain();
    pdd_kernel_rt *kr = &rt->kernels[k];
    uint64_t call = atomic_fetch_add_explicit(&kr->calls, 1, memory_order_relaxed) + 1;
    atomic_store_explicit(&kr->alarms, 0, memory_order_relaxed);
    atomic_store_explicit(&kr->bad_values, 0, memory_order_relaxed);
    atomic_store_explicit(&kr->current_call, call, memory_order_relaxed);
    atomic_store_explicit(&pdd_rt.running_call, call, memory_order_relaxed);
    atomic_store_explicit(&pdd_rt.running_kernel, kr->gid, memory_order_release);
    if (pdd_checks & PDD_CHECK_PROGRESS) {
        pdd_rec_progress rec = {pdd_ticks_ns(pdd_ticks()), 0, kr->gid, (uint32_t)call};
        pdd_rec_progress *open = pdd_journal_append(pdd_rt.journal, PDD_REC_PROGRESS, &rec, sizeof rec, NULL, 0);
        if (open && n_open < OPEN_MAX) /* deeper than that: the call reads as never ended */
            open_calls[n_open++] = (open_call){kr, open};
        if (pdd_rt.cfg.progress == PDD_PROGRESS_STDERR)
            pdd_say("pdd: rank %lld: begin %s (call %llu)\n", (long long)pdd_rt.rank,
                    u->kernels[k].name, (unsigned long long)call);
    }
    if (kr->ninputs && (pdd_checks & PDD_CHECK_INPUTS))
        pdd_kernel_check_inputs(u, k, call);
    return call;
}

void pdd_kernel_end(pdd_unit *u, int k)
{
    pdd_unit_rt *rt = u->rt;
    if (!pdd_enabled || !rt || k < 0 || (uint32_t)k >= u->nkernels)
        return;
    if (pdd_cuda_ring_on)
        pdd_cuda_drain();
    pdd_kernel_rt *kr = &rt->kernels[k];
    uint64_t call = atomic_load_explicit(&kr->current_call, memory_order_relaxed);
    if (atomic_load_explicit(&kr->alarms, memory_order_relaxed) >
        atomic_load_explicit(&kr->bad_values, memory_order_relaxed))
        atomic_store_explicit(&kr->fast, 0, memory_order_relaxed);
    if (atomic_load_explicit(&kr->dirty, memory_order_acquire))
        pdd_kernel_flush(u, k, call);
    pdd_rec_progress *open = n_open ? take_open(kr) : NULL;
    if (open) {
        uint64_t t_end = pdd_ticks_ns(pdd_ticks());
        if (t_end < open->t_begin_ns) /* an anchor refresh in between may step a few ns */
            t_end = open->t_begin_ns;
        __atomic_store_n(&open->t_end_ns, t_end, __ATOMIC_RELEASE);
        if (pdd_rt.cfg.progress == PDD_PROGRESS_STDERR)
            pdd_say("pdd: rank %lld: end   %s (call %llu, %.3f ms)\n", (long long)pdd_rt.rank,
                    u->kernels[k].name, (unsigned long long)call,
                    (double)(t_end - open->t_begin_ns) / 1e6);
    }
    atomic_store_explicit(&pdd_rt.running_kernel, -1, memory_order_release);
}

int pdd_kernel_fast(pdd_unit *u, int k)
{
    const pdd_unit_rt *rt = u->rt;
    if (!rt || k < 0 || (uint32_t)k >= u->nkernels)
        return 0;
    return atomic_load_explicit(&rt->kernels[k].fast, memory_order_relaxed);
}

int pdd_site_alarm(pdd_unit *u, int s)
{
    pdd_unit_rt *rt = u->rt;
    if (rt && s >= 0 && (uint32_t)s < u->nsites)
        atomic_fetch_add_explicit(&rt->kernels[u->sites[s].kernel].alarms, 1, memory_order_relaxed);
    return 1;
}
