/* clock.c: ticks to nanoseconds. The anchor (ticks, ns, scale) is refreshed from
 * CLOCK_MONOTONIC at most every ANCHOR_NS, with the scale measured over the whole run so
 * far; readers take it under a sequence lock, so a refresh never gives them a torn anchor.
 * Times never run back: a (ticks, ns) pair is read close together (a thread preempted
 * between the two reads would pair ns with later ticks), and a refresh never moves the
 * mapping below what the old anchor gave at that tick (a loaded machine showed calls
 * beginning 33 us before the previous one ended). */
#include "runtime.h"
#include "clock.h"

#define ANCHOR_NS 10000000u /* 10 ms: the drift in between stays well under a microsecond */

typedef struct anchor {
    uint64_t ticks, ns;
    double ns_per_tick;
} anchor;

static anchor first, current;
static _Atomic uint64_t anchor_seq;
static atomic_flag refreshing = ATOMIC_FLAG_INIT;
static uint64_t refresh_after_ticks;
static uint64_t tight_ticks = UINT64_MAX; /* the widest ticks window a pair may span */

/* Reads ns between two tick reads; a pair only when the window is tight (not preempted). */
static int read_pair(uint64_t *ticks, uint64_t *ns)
{
    for (int i = 0; i < 16; i++) {
        uint64_t t0 = pdd_ticks(), n = pdd_now_ns(), t1 = pdd_ticks();
        if (t1 >= t0 && t1 - t0 <= tight_ticks) {
            *ticks = t0 + (t1 - t0) / 2;
            *ns = n;
            return 1;
        }
    }
    return 0;
}

void pdd_clock_init(void)
{
#if PDD_HAVE_TICKS
    uint64_t narrowest = UINT64_MAX;
    for (int i = 0; i < 32; i++) {
        uint64_t t0 = pdd_ticks();
        (void)pdd_now_ns();
        uint64_t t1 = pdd_ticks();
        if (t1 >= t0 && t1 - t0 < narrowest)
            narrowest = t1 - t0;
    }
    if (narrowest != UINT64_MAX)
        tight_ticks = 4 * narrowest + 200;
    uint64_t n0, t0, n1, t1;
    if (!read_pair(&t0, &n0)) /* preempted every try: an untight pair, as good as it gets */
        t0 = pdd_ticks(), n0 = pdd_now_ns();
    do {
        if (!read_pair(&t1, &n1))
            t1 = pdd_ticks(), n1 = pdd_now_ns();
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
    uint64_t ns, t;
    if (!read_pair(&t, &ns)) { /* preempted every try: keep the anchor, try again later */
        atomic_flag_clear_explicit(&refreshing, memory_order_release);
        return;
    }
    anchor a = {t, ns, first.ns_per_tick};
    if (t > first.ticks && ns > first.ns)
        a.ns_per_tick = (double)(ns - first.ns) / (double)(t - first.ticks);
    /* what the old anchor gives at t: the new one starts no lower */
    uint64_t old_ns = current.ns + (uint64_t)((double)(t - current.ticks) * current.ns_per_tick);
    if (t > current.ticks && old_ns > a.ns)
        a.ns = old_ns;
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
