/* probe_range_kernel.c: one vectorisable loop with a probe site, in both forms the pass
 * writes (PDD_SITE_DECL / ACC / BAD, and the fast form PDD_SITE_*_FAST), a row loop tested
 * once per block in both its forms, and the scan of a
 * bulk copy (pdd_copy_doubt, OpenMP threads and all), built five times (six on x86-64) by the
 * Makefile: as DaCe builds code, plain -O3 -march=native, and with -ffast-math as DaCe 1.x
 * does, where probe.h tests the value's bits instead of comparing; -O3 for the ISA's
 * baseline, where the row probes or a word per row instead of storing under a mask; and
 * -march=native with each of the fast copy's AVX-512 row forms forced (PDD_ROW_MAX=1, 0); and
 * on x86-64 -march=x86-64-v3, AVX2 without AVX-512 (the compare of PDD_ABOVE_TOP). */
#include <pdd/probe.h>

int PROBE_RANGE_FN(pdd_unit *u, double *out, const double *in, int n);
int PROBE_RANGE_FN(pdd_unit *u, double *out, const double *in, int n)
{
    PDD_SITE_DECL(*u, 0);
    for (int k = 0; k < n; k++) {
        out[k] = in[k];
        PDD_SITE_ACC(0, out[k]);
    }
    return PDD_SITE_BAD(0);
}

int PROBE_FAST_FN(pdd_unit *u, double *out, const double *in, int n);
int PROBE_FAST_FN(pdd_unit *u, double *out, const double *in, int n)
{
    PDD_SITE_DECL_FAST(*u, 0);
    (void)pdd_lo_0; /* the re-check's, which the pass writes after the loop */
    for (int k = 0; k < n; k++) {
        out[k] = in[k];
        PDD_SITE_ACC_FAST(0, out[k]);
    }
    return PDD_SITE_BAD_FAST(0);
}

/* A bulk copy's scan (PDD_CHECK_COPY): does it leave a doubt for libpdd's exact scan? */
int PROBE_COPY_FN(pdd_unit *u, const double *in, int64_t n);
int PROBE_COPY_FN(pdd_unit *u, const double *in, int64_t n)
{
    return pdd_copy_doubt(u, 0, in, n);
}

/* The fast form tested once per block, as the pass writes it where a loop holds nothing but
 * the row loop (PDD_SITE_BLOCK_FAST and the _ROW probes): rows of n, two sites in the row
 * loop (lane buffers 0 and 1), site 0 a light row (in the row or read back after it, as the
 * build's PDD_ROW_BACK chooses). Returns site 0's flag, site 1's in *bad1. */
int PROBE_BLOCK_FN(pdd_unit *u, double *out0, double *out1, const double *in0, const double *in1, int rows,
                   int n, int *bad1);
int PROBE_BLOCK_FN(pdd_unit *u, double *out0, double *out1, const double *in0, const double *in1, int rows,
                   int n, int *bad1)
{
    PDD_SITE_RANGE(*u, 0);
    PDD_SITE_RANGE(*u, 1);
    (void)pdd_lo_0, (void)pdd_lo_1; /* the re-check's, which the pass writes after the loop */
    PDD_SITE_BLOCK_FAST(0, 0, (int64_t)(n) - (int64_t)(0));
    PDD_SITE_BLOCK_FAST(1, 1, (int64_t)(n) - (int64_t)(0));
    int bad0 = 0;
    *bad1 = 0;
    for (int j = 0; j < rows; j += 1) {
        PDD_SITE_INIT_ROW_FAST(0);
        PDD_SITE_INIT_ROW_FAST(1);
        for (int k = 0; k < n; k += 1) {
            out0[j * n + k] = in0[j * n + k];
            PDD_SITE_ACC_ROW_IN_FAST(0, (int64_t)(k) - (int64_t)(0), out0[j * n + k]);
            out1[j * n + k] = in1[j * n + k];
            PDD_SITE_ACC_ROW_FAST(1, (int64_t)(k) - (int64_t)(0), out1[j * n + k]);
        }
        for (int k = 0; k < n; k += 1)
            PDD_SITE_ACC_ROW_BACK_FAST(0, (int64_t)(k) - (int64_t)(0), out0[j * n + k]);
        bad0 |= PDD_SITE_BAD_ROW_FAST(0);
        *bad1 |= PDD_SITE_BAD_ROW_FAST(1);
    }
    bad0 |= PDD_SITE_BAD_BLOCK_FAST(0);
    *bad1 |= PDD_SITE_BAD_BLOCK_FAST(1);
    return bad0;
}

/* How many lanes this build's fast form keeps on the stack (0: it keeps a word per row, or-ed
 * or a maximum, and a row of any length takes it). */
int PROBE_LANES_FN(void);
int PROBE_LANES_FN(void)
{
#ifdef PDD_LANES_STACK
    return PDD_LANES_STACK;
#else
    return 0;
#endif
}

/* The same block in the compares' copy (PDD_SITE_BLOCK and the _ROW probes without _FAST),
 * which a kernel takes once its values were negative: exact, not an alarm. */
int PROBE_BLOCK_EXACT_FN(pdd_unit *u, double *out0, double *out1, const double *in0, const double *in1,
                         int rows, int n, int *bad1);
int PROBE_BLOCK_EXACT_FN(pdd_unit *u, double *out0, double *out1, const double *in0, const double *in1,
                         int rows, int n, int *bad1)
{
    PDD_SITE_RANGE(*u, 0);
    PDD_SITE_RANGE(*u, 1);
    (void)pdd_lo_0, (void)pdd_lo_1, (void)pdd_top_0, (void)pdd_top_1, (void)pdd_u_0, (void)pdd_u_1;
    PDD_SITE_BLOCK(0, 0, (int64_t)(n) - (int64_t)(0));
    PDD_SITE_BLOCK(1, 1, (int64_t)(n) - (int64_t)(0));
    int bad0 = 0;
    *bad1 = 0;
    for (int j = 0; j < rows; j += 1) {
        PDD_SITE_INIT_ROW(0);
        PDD_SITE_INIT_ROW(1);
        for (int k = 0; k < n; k += 1) {
            out0[j * n + k] = in0[j * n + k];
            PDD_SITE_ACC_ROW_IN(0, (int64_t)(k) - (int64_t)(0), out0[j * n + k]);
            out1[j * n + k] = in1[j * n + k];
            PDD_SITE_ACC_ROW(1, (int64_t)(k) - (int64_t)(0), out1[j * n + k]);
        }
        for (int k = 0; k < n; k += 1)
            PDD_SITE_ACC_ROW_BACK(0, (int64_t)(k) - (int64_t)(0), out0[j * n + k]);
        bad0 |= PDD_SITE_BAD_ROW(0);
        *bad1 |= PDD_SITE_BAD_ROW(1);
    }
    bad0 |= PDD_SITE_BAD_BLOCK(0);
    *bad1 |= PDD_SITE_BAD_BLOCK(1);
    return bad0;
}
