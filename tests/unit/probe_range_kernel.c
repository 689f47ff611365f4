/* probe_range_kernel.c: one vectorisable loop with a probe site, in both forms the pass
 * writes (PDD_SITE_DECL / ACC / BAD, and the fast form PDD_SITE_*_FAST), and the scan of a
 * bulk copy (pdd_copy_doubt, OpenMP threads and all), built twice by the
 * Makefile as DaCe builds code: plain -O3 -march=native, and with -ffast-math as DaCe 1.x
 * does, where probe.h tests the value's bits instead of comparing. */
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
