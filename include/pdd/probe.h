/* probe.h: the host-side probes that pdd-instrument inserts into generated code.
 * Hot path: a flag accumulated per store, or a bad value's lane stored out of line (the loop
 * still vectorises); the culprits are found on a cold path after the loop or its block.
 * -DPDD_DISABLE removes every probe. */
#ifndef PDD_PROBE_H
#define PDD_PROBE_H

#include <pdd/extent.h>
#include <pdd/abi.h>
#include <string.h>

#if defined(__GNUC__)
#define PDD_UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#define PDD_UNLIKELY(x) (x)
#endif

#ifndef PDD_DISABLE

/* A double's bits as an unsigned integer (the probes that test bits rather than compare). */
static inline uint64_t pdd_bits_of(double v)
{
    uint64_t b;
    memcpy(&b, &v, sizeof b);
    return b;
}

/* 1 when v is outside [lo, hi] or NaN; two compares and an or, no branch. Under
 * -ffast-math (DaCe 1.x builds with it) the compiler may assume no NaN exists and fold the
 * compares away, so there the exponent bits are tested as well (NaN and Inf; the cold path,
 * in libpdd, tells them apart). */
#if defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__
static inline int pdd_out_of_range(double v, double lo, double hi)
{
    return ((pdd_bits_of(v) & 0x7ff0000000000000ull) == 0x7ff0000000000000ull) | (v < lo) | (v > hi);
}
#else
static inline int pdd_out_of_range(double v, double lo, double hi)
{
    return !(v >= lo) | !(v <= hi);
}
#endif

/* Declares the table of a unit: `static pdd_unit NAME = {...}` is written by the pass. */
#define PDD_UNIT_REGISTER(unit)                                                          \
    __attribute__((constructor)) static void pdd_register_##unit(void)                   \
    {                                                                                     \
        pdd_unit_register(&(unit));                                                      \
    }                                                                                     \
    __attribute__((destructor)) static void pdd_unregister_##unit(void)                  \
    {                                                                                     \
        pdd_unit_unregister(&(unit));                                                    \
    }

#define PDD_ACTIVE() PDD_UNLIKELY(pdd_enabled)

#define PDD_KERNEL_BEGIN(unit, k)                                                         \
    do {                                                                                  \
        if (PDD_ACTIVE())                                                                 \
            pdd_kernel_begin(&(unit), (k));                                               \
    } while (0)
#define PDD_KERNEL_END(unit, k)                                                           \
    do {                                                                                  \
        if (PDD_ACTIVE())                                                                 \
            pdd_kernel_end(&(unit), (k));                                                 \
    } while (0)

/* A call of the program began (its exported function's first statement). */
#define PDD_PROGRAM_BEGIN(unit)                                                           \
    do {                                                                                  \
        if (PDD_ACTIVE())                                                                 \
            pdd_program_begin(&(unit));                                                   \
    } while (0)

/* Binds a field's layout for the coming kernel call (cheap; only when active). */
#define PDD_FIELD_BIND(unit, f, base, ndim, shape, strides)                               \
    do {                                                                                  \
        if (PDD_ACTIVE())                                                                 \
            pdd_field_bind(&(unit), (f), (base), (ndim), (shape), (strides));             \
    } while (0)

/* Binds a field stored through a view as the array it views (pdd_field_bind_view). */
#define PDD_FIELD_BIND_VIEW(unit, f, view)                                                \
    do {                                                                                  \
        if (PDD_ACTIVE())                                                                 \
            pdd_field_bind_view(&(unit), (f), (view));                                    \
    } while (0)

/* Where a bound field's domain starts (pdd_field_start). */
#define PDD_FIELD_START(unit, f, ndim, start)                                             \
    do {                                                                                  \
        if (PDD_ACTIVE())                                                                 \
            pdd_field_start(&(unit), (f), (ndim), (start));                               \
    } while (0)

/* Site s in a vectorisable loop: its range (PDD_SITE_RANGE, once per kernel call, before
 * the loop nest), its accumulator (PDD_SITE_INIT, before the loop), accumulate (after the
 * store), test (after the loop; then re-check each element of that loop on the cold path).
 * PDD_SITE_DECL is both, before the loop, for a site outside a kernel's loop nest. The range
 * is read before the nest because inside it a store to a double may alias it: read there,
 * the compiler reads it again before every innermost loop (2-3% of lap3d's call).
 * The flag is 64 bits wide, one lane per double: "flag = bad ? 1 : flag" becomes two
 * compares and one blend per vector (AVX-512: vcmppd, vcmppd{k}, vpblendmq), where an int
 * flag |= bad also needed a mask-to-vector move, a lane-narrowing permute and an or. */
#if defined(__GNUC__)
#define PDD_SITE_VAR __attribute__((unused)) /* each copy of a nest uses some of a range's names */
#else
#define PDD_SITE_VAR
#endif
#define PDD_SITE_RANGE_COMMON(unit, s)                                                    \
    PDD_SITE_VAR pdd_unit *const pdd_u_##s = &(unit);                                     \
    PDD_SITE_VAR const double pdd_lo_##s = (unit).ranges[s].lo;                           \
    PDD_SITE_VAR const double pdd_hi_##s = (unit).ranges[s].hi;                           \
    PDD_SITE_VAR const uint64_t pdd_top_##s = pdd_hi_##s > 0.0 ? pdd_bits_of(pdd_hi_##s) : 0; \
    PDD_SITE_VAR const int pdd_all_##s = !(pdd_lo_##s <= 0.0 && pdd_hi_##s >= 0.0);       \
    PDD_SITE_VAR const uint64_t pdd_neg_##s =                                             \
        pdd_lo_##s < 0.0 ? pdd_bits_of(pdd_lo_##s) : 1ull << 63;                          \
    PDD_SITE_VAR const int64_t pdd_pos_##s =                                              \
        pdd_hi_##s > 0.0 ? (int64_t)pdd_bits_of(pdd_hi_##s) : 0
#if defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__
/* Under -ffast-math the compiler may assume there is no NaN, so the compares cannot be
 * trusted: the bits are tested as integers instead, two maxima a vector (vpmaxuq, vpmaxsq).
 * As an unsigned integer, a value with the sign bit set (negative, -0.0, a negative NaN) is
 * above every other, and among them the largest magnitude is largest: the unsigned maximum
 * is the most negative value where there is one. As a signed integer those are below every
 * other: the signed maximum is the largest value that is not negative (a NaN above +Inf).
 * Against lo's and hi's bits that is exact for a range holding 0, as every range the
 * checkers set does; a range that does not (a positive tracer minimum) re-checks each loop. */
#define PDD_SITE_RANGE(unit, s) PDD_SITE_RANGE_COMMON(unit, s)
#define PDD_SITE_INIT(s)                                                                  \
    uint64_t pdd_umax_##s = 0;                                                            \
    int64_t pdd_smax_##s = INT64_MIN
#define PDD_SITE_ACC(s, v)                                                                \
    do {                                                                                  \
        const uint64_t pdd_b_ = pdd_bits_of((double)(v));                                  \
        pdd_umax_##s = pdd_b_ > pdd_umax_##s ? pdd_b_ : pdd_umax_##s;                     \
        pdd_smax_##s = (int64_t)pdd_b_ > pdd_smax_##s ? (int64_t)pdd_b_ : pdd_smax_##s;   \
    } while (0)
#define PDD_SITE_BAD(s)                                                                   \
    PDD_UNLIKELY((pdd_all_##s || (pdd_umax_##s >= 1ull << 63 && pdd_umax_##s > pdd_neg_##s) || \
                  pdd_smax_##s > pdd_pos_##s) && pdd_enabled)
#else
#define PDD_SITE_RANGE(unit, s) PDD_SITE_RANGE_COMMON(unit, s)
#define PDD_SITE_INIT(s) int64_t pdd_bad_##s = 0
#define PDD_SITE_ACC(s, v)                                                                \
    (pdd_bad_##s = pdd_out_of_range((double)(v), pdd_lo_##s, pdd_hi_##s) ? 1 : pdd_bad_##s)
#define PDD_SITE_BAD(s) PDD_UNLIKELY(pdd_bad_##s != 0 && pdd_enabled)
#endif
/* The same for a store whose address strides with the innermost loop (a vertical sweep's
 * a[K*j + k]): that loop stays scalar, where the flag's compares and sets cost 6-8% of a
 * Thomas solve; three floating-point operations cost 1-2%. v - v is 0 for a finite v and NaN
 * for NaN and Inf, and a NaN sum stays NaN; the smallest and largest values meet lo and hi
 * after the loop; an Inf flags the loop for the cold re-check, which decides exactly. (In a
 * vectorised loop this form would stop the vectoriser: a sum in order. Under -ffast-math
 * v - v is 0, so there the flag is used.) */
#if defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__
#define PDD_SITE_INIT_STRIDED PDD_SITE_INIT
#define PDD_SITE_ACC_STRIDED PDD_SITE_ACC
#define PDD_SITE_BAD_STRIDED PDD_SITE_BAD
#else
#define PDD_SITE_INIT_STRIDED(s)                                                          \
    double pdd_nan_##s = 0.0, pdd_min_##s = __builtin_inf(), pdd_max_##s = -__builtin_inf()
#define PDD_SITE_ACC_STRIDED(s, v)                                                        \
    do {                                                                                  \
        const double pdd_a_ = (double)(v);                                                \
        pdd_nan_##s += pdd_a_ - pdd_a_;                                                   \
        pdd_min_##s = pdd_a_ < pdd_min_##s ? pdd_a_ : pdd_min_##s;                        \
        pdd_max_##s = pdd_a_ > pdd_max_##s ? pdd_a_ : pdd_max_##s;                        \
    } while (0)
#define PDD_SITE_BAD_STRIDED(s)                                                           \
    PDD_UNLIKELY((pdd_nan_##s != 0.0 || pdd_min_##s < pdd_lo_##s || pdd_max_##s > pdd_hi_##s) && \
                 pdd_enabled)
#endif
/* The fast form of a vectorisable loop's probe, while the kernel's stored values are not
 * negative (PDD_KERNEL_FAST): the largest stored bits as an unsigned integer, one unsigned
 * maximum per vector (AVX-512: vpmaxuq) where the compares take three operations. Every
 * value in [+0, hi] has bits at most hi's; a negative value, -0.0, NaN, or one above hi has
 * more, and flags the loop for the same exact re-check as the compares (PDD_SITE_RECHECK),
 * so the result is exact whatever the values. A flag on good values (a loop holding
 * negative values) is an alarm: counted, and from the kernel's next call on it takes the
 * compares (pdd_kernel_end). Only kernels whose ranges hold +0 start fast. */
#define PDD_SITE_INIT_FAST(s) uint64_t pdd_max_##s = 0
#if defined(__AVX512F__) || defined(__ARM_FEATURE_SVE)
#define PDD_SITE_ACC_FAST(s, v)                                                           \
    do {                                                                                  \
        const uint64_t pdd_b_ = pdd_bits_of((double)(v));                                  \
        pdd_max_##s = pdd_b_ > pdd_max_##s ? pdd_b_ : pdd_max_##s;                        \
    } while (0)
#define PDD_SITE_BAD_FAST(s)                                                              \
    (PDD_UNLIKELY(pdd_max_##s > pdd_top_##s && pdd_enabled) && pdd_site_alarm(pdd_u_##s, (s)))
#else
/* Without an unsigned 64-bit maximum (AVX2, SSE2, NEON: a compare and a blend, on the loop's
 * chain from one vector to the next; jacobi_2d on 1.25-1.30x) the same flag is or-ed: the sign
 * bit of PDD_ABOVE_TOP(b, top) is set exactly when b > top (top < 2^63), and the chain is one
 * or. b's own sign bit is a negative value's; the other operand sets it for b in (top, 2^63).
 * With AVX2 that is a signed compare (vpcmpgtq, on the shuffle port, away from the stencil's
 * arithmetic): heat_3d on 1.055-1.074x against the subtraction's 1.084-1.097x, lap3d and
 * jacobi_2d within their runs' spread (-O3 -march=x86-64-v3 on a Xeon VM, bench_stencils, the
 * two forms in one process, 4 runs of 11-15 rounds). SSE2 has no 64-bit compare, and NEON's
 * was not measured: there (top - b) has the sign bit for b in (top, top + 2^63]. */
#if defined(__AVX2__)
#define PDD_ABOVE_TOP(b, top) ((uint64_t) - (int64_t)((int64_t)(b) > (int64_t)(top)) | (b))
#else
#define PDD_ABOVE_TOP(b, top) (((top) - (b)) | (b))
#endif
#define PDD_SITE_ACC_FAST(s, v)                                                           \
    do {                                                                                  \
        const uint64_t pdd_b_ = pdd_bits_of((double)(v));                                  \
        pdd_max_##s |= PDD_ABOVE_TOP(pdd_b_, pdd_top_##s);                                \
    } while (0)
#define PDD_SITE_BAD_FAST(s)                                                              \
    (PDD_UNLIKELY((pdd_max_##s >> 63) && pdd_enabled) && pdd_site_alarm(pdd_u_##s, (s)))
#endif
#define PDD_SITE_DECL(unit, s)                                                            \
    PDD_SITE_RANGE(unit, s);                                                              \
    PDD_SITE_INIT(s)
#define PDD_SITE_DECL_STRIDED(unit, s)                                                    \
    PDD_SITE_RANGE(unit, s);                                                              \
    PDD_SITE_INIT_STRIDED(s)
#define PDD_SITE_DECL_FAST(unit, s)                                                       \
    PDD_SITE_RANGE(unit, s);                                                              \
    PDD_SITE_INIT_FAST(s)
/* The kernel's loop probes take the fast form in this call. */
#define PDD_KERNEL_FAST(unit, k) pdd_kernel_fast(&(unit), (k))
/* A row loop tested once per block (the pass's choice, where the row's enclosing loop holds
 * nothing but it): with 512-bit vectors, any reduction in the loop around a row makes GCC
 * recompute the row's addresses every row (lap3d: 94 instructions before the vector loop
 * instead of 43), so in the fast copy (but see PDD_ROW_MAX) a bad value's bits are stored
 * at its lane, [k - k's first value], of an array on the stack (a compare per vector; the
 * store out of line), and the lanes are read once, after the enclosing loop; a flagged block
 * is re-checked element by element.
 * The compares copy (a kernel whose values were negative) stores the same way, in this
 * thread's buffer from libpdd (rows of any length), on the exact test, two compares of the
 * bits a vector: signed against hi's (a value above hi, a NaN), unsigned against lo's (a
 * value below lo, a negative NaN), exact for a range holding 0 and every block flagged for
 * one that does not. Its per-row flag had cost delp_update's
 * negative temporaries 1.12-1.16x on, where this form reads 1.00-1.07x (bench_stencils). */
static inline int pdd_lanes_take(uint64_t *lanes, int64_t n)
{
    uint64_t any = 0;
    for (int64_t i = 0; i < n; i++)
        any |= lanes[i];
    if (!PDD_UNLIKELY(any != 0))
        return 0;
    for (int64_t i = 0; i < n; i++)
        lanes[i] = 0;
    return 1;
}
#if defined(__AVX512F__) || defined(__ARM_FEATURE_SVE)
#define PDD_SITE_BLOCK(s, slot, n)                                                        \
    const int64_t pdd_n_##s = (int64_t)(n);                                               \
    uint64_t *const __restrict pdd_lanes_##s = pdd_site_lanes((slot), pdd_n_##s)
#define PDD_SITE_INIT_ROW(s) ((void)0)
#define PDD_SITE_ACC_ROW(s, lane, v)                                                      \
    do {                                                                                  \
        const uint64_t pdd_b_ = pdd_bits_of((double)(v));                                  \
        if ((int64_t)pdd_b_ > pdd_pos_##s || pdd_b_ > pdd_neg_##s)                        \
            pdd_lanes_##s[lane] = pdd_b_;                                                 \
    } while (0)
#define PDD_SITE_BAD_ROW(s) 0
#define PDD_SITE_BAD_BLOCK(s)                                                             \
    PDD_UNLIKELY((pdd_lanes_take(pdd_lanes_##s, pdd_n_##s) | pdd_all_##s) && pdd_enabled)
/* The fast copy's form follows the vectors' width. Where GCC makes 256-bit vectors of
 * AVX-512 code (its tunings for Intel's AVX-512 cores), a row's unsigned maximum (vpmaxuq, one
 * operation a vector; the vector reduced after the row) costs less than the lanes' compare,
 * test and branch: heat_3d on 1.029x against 1.056x, lap3d 1.015x against 1.028x (Xeon VM,
 * -march=native, bench_stencils, ROUNDS=7, in one process). With 512-bit vectors (GCC's other
 * tunings, -mprefer-vector-width=512) a row is half as many vectors and the lanes win: 1.022x
 * against 1.029x and 1.020x against 1.059x there, as an AMD EPYC VM had read (512-bit).
 * PDD_ROW_MAX=1 or 0 on the command line chooses. */
#ifndef PDD_ROW_MAX
#if defined(__AVX512F__) && defined(__GNUC__) && !defined(__clang__) &&                        \
    (defined(__tune_skylake_avx512__) || defined(__tune_cannonlake__) ||                      \
     defined(__tune_icelake_client__) || defined(__tune_icelake_server__) ||                  \
     defined(__tune_cascadelake__) || defined(__tune_tigerlake__) ||                          \
     defined(__tune_cooperlake__) || defined(__tune_sapphirerapids__) ||                      \
     defined(__tune_rocketlake__) || defined(__tune_graniterapids__) ||                       \
     defined(__tune_graniterapids_d__))
#define PDD_ROW_MAX 1
#else
#define PDD_ROW_MAX 0
#endif
#endif
#if PDD_ROW_MAX /* each row a loop of the fast form */
#define PDD_SITE_BLOCK_FAST(s, slot, n) PDD_SITE_VAR const int64_t pdd_n_##s = (int64_t)(n)
#define PDD_SITE_INIT_ROW_FAST PDD_SITE_INIT_FAST
#define PDD_SITE_ACC_ROW_FAST(s, lane, v) PDD_SITE_ACC_FAST(s, v)
#define PDD_SITE_BAD_ROW_FAST PDD_SITE_BAD_FAST
#define PDD_SITE_BAD_BLOCK_FAST(s) 0
#else
/* The fast copy's lanes are an array of the block's own, on the stack: addressed from the
 * frame and the row's index as the program's arrays are, they hold no register through the
 * row loop, where the heap buffer's address had held one (heat_3d's loop of nine arrays then
 * moved four array bases through vector registers every vector: on 1.08-1.09x, 1.04-1.06x
 * this way; bench_stencils). A row of more than PDD_LANES_STACK lanes stores none: its block
 * is flagged and re-checked, an alarm, so that the kernel takes the compares (lanes of any
 * length, from libpdd) from its next call on. */
#define PDD_LANES_STACK 1024
#define PDD_SITE_BLOCK_FAST(s, slot, n)                                                   \
    const int64_t pdd_n_##s = (int64_t)(n);                                               \
    const int pdd_long_##s = pdd_n_##s > PDD_LANES_STACK;                                 \
    const uint64_t pdd_rtop_##s = pdd_long_##s ? UINT64_MAX : pdd_top_##s;              \
    uint64_t pdd_lanes_##s[PDD_LANES_STACK];                                              \
    memset(pdd_lanes_##s, 0, pdd_long_##s || pdd_n_##s <= 0 ? 0 : (size_t)pdd_n_##s * 8)
#define PDD_SITE_INIT_ROW_FAST(s) ((void)0)
#define PDD_SITE_ACC_ROW_FAST(s, lane, v)                                                 \
    do {                                                                                  \
        const uint64_t pdd_b_ = pdd_bits_of((double)(v));                                  \
        if (pdd_b_ > pdd_rtop_##s)                                                        \
            pdd_lanes_##s[lane] = pdd_b_;                                                 \
    } while (0)
#define PDD_SITE_BAD_ROW_FAST(s) 0
#define PDD_SITE_BAD_BLOCK_FAST(s)                                                        \
    (PDD_UNLIKELY(pdd_long_##s || pdd_lanes_take(pdd_lanes_##s, pdd_n_##s)) && pdd_enabled && \
     pdd_site_alarm(pdd_u_##s, (s)))
#endif
#else
/* Without masked stores (AVX2, whose vpmaskmovq store is microcoded on AMD; SSE2 and NEON,
 * where the conditional store keeps the row loop scalar) the lanes cost more than the
 * reduction they avoid. lap3d on (bench_stencils, -O3 -march=x86-64-v3 on an AVX-512 EPYC):
 * lanes 1.33x, lanes or-ed without a mask 1.42x, this 1.28-1.30x; -O3 alone (SSE2): lanes
 * 1.17x, this 1.06x. Each row or-s one word, integer operations only (PDD_ABOVE_TOP), so
 * the row's sign bit is set exactly when some b > top. The compares copy subtracts b from
 * pos's bits where b is positive and from lo's where it is negative: set exactly when b > pos
 * (signed) or b > neg (unsigned), as the lanes test. */
#define PDD_SITE_BLOCK(s, slot, n) PDD_SITE_VAR const int64_t pdd_n_##s = (int64_t)(n)
#define PDD_SITE_INIT_ROW(s) uint64_t pdd_row_##s = 0
#define PDD_SITE_ACC_ROW(s, lane, v)                                                      \
    do {                                                                                  \
        const uint64_t pdd_b_ = pdd_bits_of((double)(v));                                  \
        pdd_row_##s |= ((int64_t)pdd_b_ < 0 ? pdd_neg_##s : (uint64_t)pdd_pos_##s) - pdd_b_; \
    } while (0)
#define PDD_SITE_BAD_ROW(s) PDD_UNLIKELY(((pdd_row_##s >> 63) | (uint64_t)pdd_all_##s) && pdd_enabled)
#define PDD_SITE_BAD_BLOCK(s) 0
#define PDD_SITE_BLOCK_FAST PDD_SITE_BLOCK
#define PDD_SITE_INIT_ROW_FAST PDD_SITE_INIT_ROW
#define PDD_SITE_ACC_ROW_FAST(s, lane, v)                                                 \
    do {                                                                                  \
        const uint64_t pdd_b_ = pdd_bits_of((double)(v));                                  \
        pdd_row_##s |= PDD_ABOVE_TOP(pdd_b_, pdd_top_##s);                                \
    } while (0)
#define PDD_SITE_BAD_ROW_FAST(s)                                                          \
    (PDD_UNLIKELY(pdd_row_##s >> 63) && pdd_enabled && pdd_site_alarm(pdd_u_##s, (s)))
#define PDD_SITE_BAD_BLOCK_FAST(s) 0
#endif
/* A light row (a stored value read from at most four operands: the pass's choice, probes.c)
 * has its probe twice: in the row's loop (_IN) and in a loop of its own
 * after the row (_BACK), which reads the row back while it is still in the cache; one of the
 * two is empty. With the lanes (512-bit AVX-512), reading back leaves the row's own loop as
 * generated, where a light loop paid most for the compare, test and branch in it: DaCe 1's
 * delp_update (five kernels of one add or multiply each) on 1.080x in the loop, 0.996x read
 * back, tracer_advection 0.940x and 0.903x (-ffast-math); DaCe 2's at -O3 1.025x and 0.927x.
 * A heavy row's loop hides them (heat_3d, eight operands: 1.016x in the loop, 1.121x read
 * back), and a row's or-ed word or maximum (AVX2, PDD_ROW_MAX) cost more read back (AVX2:
 * heat_3d 1.137x against 1.043x, delp_update 1.058x against 1.026x). bench_stencils, in one
 * process, on a Xeon VM. PDD_ROW_BACK=0 or 1 on the command line chooses. */
#ifndef PDD_ROW_BACK
#if defined(__AVX512F__)
#if !PDD_ROW_MAX
#define PDD_ROW_BACK 1
#endif
#endif
#endif
#ifndef PDD_ROW_BACK
#define PDD_ROW_BACK 0
#endif
#if PDD_ROW_BACK
#define PDD_SITE_ACC_ROW_IN(s, lane, v) ((void)0)
#define PDD_SITE_ACC_ROW_IN_FAST(s, lane, v) ((void)0)
#define PDD_SITE_ACC_ROW_BACK PDD_SITE_ACC_ROW
#define PDD_SITE_ACC_ROW_BACK_FAST PDD_SITE_ACC_ROW_FAST
#else
#define PDD_SITE_ACC_ROW_IN PDD_SITE_ACC_ROW
#define PDD_SITE_ACC_ROW_IN_FAST PDD_SITE_ACC_ROW_FAST
#define PDD_SITE_ACC_ROW_BACK(s, lane, v) ((void)0)
#define PDD_SITE_ACC_ROW_BACK_FAST(s, lane, v) ((void)0)
#endif

#define PDD_SITE_RECHECK(unit, s, addr, offset, v)                                        \
    do {                                                                                  \
        double pdd_v_ = (double)(v);                                                      \
        if (pdd_out_of_range(pdd_v_, pdd_lo_##s, pdd_hi_##s))                             \
            pdd_site_fail(&(unit), (s), (addr), (offset), pdd_v_);                        \
    } while (0)

/* The same, with the operands the stored value was read from (operands.c in the pass:
 * `{field, &X[index]}, ...`), taken only on this cold path. */
#define PDD_SITE_RECHECK_OPS(unit, s, addr, offset, v, ...)                               \
    do {                                                                                  \
        double pdd_v_ = (double)(v);                                                      \
        if (pdd_out_of_range(pdd_v_, pdd_lo_##s, pdd_hi_##s)) {                           \
            const pdd_operand pdd_ops_[] = {__VA_ARGS__};                                 \
            pdd_site_fail_ops(&(unit), (s), (addr), (offset), pdd_v_,                     \
                              (int)(sizeof pdd_ops_ / sizeof pdd_ops_[0]), pdd_ops_);     \
        }                                                                                 \
    } while (0)

/* Site s where no loop is around (atomics, scalar stores): one test, cold call. */
#define PDD_CHECK_STORE(unit, s, addr, offset, v)                                         \
    do {                                                                                  \
        double pdd_v_ = (double)(v);                                                      \
        if (PDD_UNLIKELY(pdd_out_of_range(pdd_v_, (unit).ranges[s].lo,                    \
                                          (unit).ranges[s].hi)) &&                        \
            pdd_enabled)                                                                  \
            pdd_site_fail(&(unit), (s), (addr), (offset), pdd_v_);                        \
    } while (0)

#define PDD_CHECK_STORE_OPS(unit, s, addr, offset, v, ...)                                \
    do {                                                                                  \
        double pdd_v_ = (double)(v);                                                      \
        if (PDD_UNLIKELY(pdd_out_of_range(pdd_v_, (unit).ranges[s].lo,                    \
                                          (unit).ranges[s].hi)) &&                        \
            pdd_enabled) {                                                                \
            const pdd_operand pdd_ops_[] = {__VA_ARGS__};                                 \
            pdd_site_fail_ops(&(unit), (s), (addr), (offset), pdd_v_,                     \
                              (int)(sizeof pdd_ops_ / sizeof pdd_ops_[0]), pdd_ops_);     \
        }                                                                                 \
    } while (0)

/* A bulk copy's n elements at p (site s), scanned after the copy in the program's own code:
 * vectorised, and in its OpenMP threads where it is built with them (a copy is as large as
 * a field: DaCe 1's whole-array CopyNDDynamic). One unsigned maximum of the bits per double:
 * masked to the magnitude where the range is symmetric (the NaN and Inf checks: values of
 * either sign pass), whole where the range is [lo <= 0, hi] (a negative value is above every
 * other: the copy then goes to the exact scan). libpdd's exact scan, pdd_check_range, runs
 * only where that maximum leaves a doubt, and for anything but doubles. */
static inline int pdd_copy_doubt(const pdd_unit *u, int s, const void *p, int64_t n)
{
    if (!p || s < 0 || (uint32_t)s >= u->nsites || u->fields[u->sites[s].field].type != PDD_T_F64 ||
        !(u->ranges[s].lo <= 0.0 && u->ranges[s].hi >= 0.0))
        return 1;
    const pdd_range r = u->ranges[s];
    const uint64_t mask = r.lo == -r.hi ? 0x7fffffffffffffffull : ~0ull;
    const uint64_t top = r.hi > 0.0 ? pdd_bits_of(r.hi) : 0;
    const double *v = (const double *)p;
    uint64_t m = 0;
#if defined(_OPENMP)
#pragma omp parallel for simd reduction(max : m) if (n >= 65536)
#endif
    for (int64_t i = 0; i < n; i++) {
        const uint64_t b = pdd_bits_of(v[i]) & mask;
        m = b > m ? b : m;
    }
    return m > top;
}

/* Site s filled by a bulk copy of n elements at p: scanned after the copy, only when active. */
#define PDD_CHECK_COPY(unit, s, p, n)                                                     \
    do {                                                                                  \
        if (PDD_ACTIVE())                                                                 \
            if (pdd_copy_doubt(&(unit), (s), (p), (int64_t)(n)))                          \
                pdd_check_range(&(unit), (s), (p), (int64_t)(n));                         \
    } while (0)

/* Trace of field f after kernel k (only when the trace checker is on). */
#define PDD_TRACE(unit, k, f, base, ndim, shape, strides)                                 \
    do {                                                                                  \
        if (PDD_ACTIVE() && (pdd_checks & PDD_CHECK_TRACE))                               \
            pdd_trace_field(&(unit), (k), (f), (base), (ndim), (shape), (strides));       \
    } while (0)

#else /* PDD_DISABLE: every probe compiles to nothing (arguments named, never stored) */

#define PDD_UNIT_REGISTER(unit)
#define PDD_ACTIVE() 0
#define PDD_KERNEL_BEGIN(unit, k) ((void)(unit), (void)(k))
#define PDD_KERNEL_END(unit, k) ((void)(unit), (void)(k))
#define PDD_PROGRAM_BEGIN(unit) ((void)(unit))
#define PDD_FIELD_BIND(unit, f, base, ndim, shape, strides)                               \
    ((void)(unit), (void)(f), (void)(base), (void)(ndim), (void)(shape), (void)(strides))
#define PDD_FIELD_START(unit, f, ndim, start) ((void)(unit), (void)(f), (void)(ndim), (void)(start))
#define PDD_FIELD_BIND_VIEW(unit, f, view) ((void)(unit), (void)(f), (void)(view))
#define PDD_SITE_DECL(unit, s) enum { pdd_site_disabled_##s = s }
#define PDD_SITE_ACC(s, v) ((void)(v))
#define PDD_SITE_BAD(s) 0
#define PDD_SITE_DECL_FAST PDD_SITE_DECL
#define PDD_SITE_RANGE(unit, s) ((void)(unit))
#define PDD_SITE_INIT(s) ((void)0)
#define PDD_SITE_INIT_FAST PDD_SITE_INIT
#define PDD_SITE_INIT_STRIDED PDD_SITE_INIT
#define PDD_SITE_ACC_FAST PDD_SITE_ACC
#define PDD_SITE_BAD_FAST PDD_SITE_BAD
#define PDD_KERNEL_FAST(unit, k) ((void)(unit), (void)(k), 0)
#define PDD_SITE_DECL_STRIDED PDD_SITE_DECL
#define PDD_SITE_ACC_STRIDED PDD_SITE_ACC
#define PDD_SITE_BAD_STRIDED PDD_SITE_BAD
#define PDD_SITE_RECHECK(unit, s, addr, offset, v)                                        \
    ((void)(unit), (void)(addr), (void)(offset), (void)(v))
#define PDD_SITE_BLOCK(s, slot, n) ((void)0)
#define PDD_SITE_INIT_ROW PDD_SITE_INIT
#define PDD_SITE_ACC_ROW(s, lane, v) ((void)(v))
#define PDD_SITE_BAD_ROW PDD_SITE_BAD
#define PDD_SITE_BAD_BLOCK(s) 0
#define PDD_SITE_BLOCK_FAST PDD_SITE_BLOCK
#define PDD_SITE_INIT_ROW_FAST PDD_SITE_INIT
#define PDD_SITE_ACC_ROW_FAST PDD_SITE_ACC_ROW
#define PDD_SITE_BAD_ROW_FAST PDD_SITE_BAD
#define PDD_SITE_BAD_BLOCK_FAST PDD_SITE_BAD_BLOCK
#define PDD_SITE_ACC_ROW_IN PDD_SITE_ACC_ROW
#define PDD_SITE_ACC_ROW_IN_FAST PDD_SITE_ACC_ROW
#define PDD_SITE_ACC_ROW_BACK(s, lane, v) ((void)0)
#define PDD_SITE_ACC_ROW_BACK_FAST(s, lane, v) ((void)0)
#define PDD_CHECK_STORE(unit, s, addr, offset, v)                                         \
    ((void)(unit), (void)(addr), (void)(offset), (void)(v))
#define PDD_SITE_RECHECK_OPS(unit, s, addr, offset, v, ...) PDD_SITE_RECHECK(unit, s, addr, offset, v)
#define PDD_CHECK_STORE_OPS(unit, s, addr, offset, v, ...) PDD_CHECK_STORE(unit, s, addr, offset, v)
#define PDD_TRACE(unit, k, f, base, ndim, shape, strides)                                 \
    ((void)(unit), (void)(k), (void)(f), (void)(base), (void)(ndim), (void)(shape),       \
     (void)(strides))
#define PDD_CHECK_COPY(unit, s, p, n) ((void)(unit), (void)(p), (void)(n))

#endif
#endif
