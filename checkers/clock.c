/* clock.c: ticks to nanoseconds. The anchor (ticks, ns, scale) is refreshed from
 * CLOCK_MONOTONIC at most every ANCHOR_NS, with the scale measured over the whole run so
 * far; readers take it under a sequence lock, so a refresh never gives them a torn anchor. */
#include "runtime.h"

#define ANCHOR_NS 10000000u /* 10 ms: the drift in between stays well under a microsecond */

typedef struct anchor {
    uint64_t ticks, ns;
    double ns_per_tick;
} anchor;

static anchor first, current;
static _Atomic uint64_t anchor_seq;
static atomic_flag refreshing = ATOMIC_FLAG_INIT;
static uint64_t refresh_after_ticks;

void pdd_clock_init(void)
{
#if PDD_HAVE_TICKS
    uint64_t n0 = pdd_now_ns(), t0 = pdd_ticks(), n1, t1;
    do {
        n1 = pdd_now_ns();
        t1 = pdd_ticks();
    } while (n1 - n0 < 1000000u);
    first.ticks = t0, first.ns = n0;
    first.ns_per_tick = t1 > t0 ? (double)(n1 - n0) / (double)(t1 - t0) : 1.0;
    current = first;
    current.ticks = t1, current.ns = n1;
    refresh_after_ticks = (uint64_t)(ANCHOR_NS / first.ns_per_tick);
#endif
}

static void refresh(uint64_t ticks_now)
{
    if (atomic_flag_test_and_set_explicit(&refreshing, memory_order_acquire))
        return;
    uint64_t ns = pdd_now_ns(), t = pdd_ticks();
    anchor a = {t, ns, first.ns_per_tick};
    if (t > first.ticks && ns > first.ns)
        a.ns_per_tick = (double)(ns - first.ns) / (double)(t - first.ticks);
    atomic_fetch_add_explicit(&anchor_seq, 1, memory_order_acq_rel);
    current = a;
    atomic_fetch_add_explicit(&anchor_seq, 1, memory_order_release);
    atomic_flag_clear_explicit(&refreshing, memory_order_release);
    (void)ticks_now;
}

uint64_t pdd_ticks_ns(uint64_t ticks)
{
#if PDD_HAVE_TICKS
    anchor a;
    uint64_t s0, s1;
    do {
        s0 = atomic_load_explicit(&anchor_seq, memory_order_acquire);
        a = current;
        atomic_thread_fence(memory_order_acquire);
        s1 = atomic_load_explicit(&anchor_seq, memory_order_relaxed);
    } while (s0 != s1 || (s0 & 1));
    if (ticks - a.ticks > refresh_after_ticks && ticks > a.ticks)
        refresh(ticks);
    double d = ((double)(int64_t)(ticks - a.ticks)) * a.ns_per_tick;
    return (uint64_t)((int64_t)a.ns + (int64_t)d);
#else
    return ticks;
#endif
}
