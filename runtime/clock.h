/* clock.h: the tick counter kernel begin/end read, and its conversion to nanoseconds. */
#ifndef PDD_CLOCK_H
#define PDD_CLOCK_H

#include "runtime.h"

/* Kernel begin/end read the CPU's tick counter (a third of clock_gettime's cost
 * here) and turn ticks into the same nanoseconds as pdd_now_ns through an anchor that is
 * re-read from the monotonic clock every few milliseconds. */
#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
static inline uint64_t pdd_ticks(void)
{
    return __rdtsc();
}
#define PDD_HAVE_TICKS 1
#elif defined(__aarch64__)
static inline uint64_t pdd_ticks(void)
{
    uint64_t v;
    __asm__ volatile("mrs %0, cntvct_el0" : "=r"(v));
    return v;
}
#define PDD_HAVE_TICKS 1
#else
static inline uint64_t pdd_ticks(void)
{
    return pdd_now_ns();
}
#define PDD_HAVE_TICKS 0
#endif

/* Calibrates the tick counter against the monotonic clock (at start-up, about 1 ms). */
void pdd_clock_init(void);
/* Nanoseconds (as pdd_now_ns) of a tick count read with pdd_ticks. */
uint64_t pdd_ticks_ns(uint64_t ticks);

#endif
