/* copy_check.c: the cold path of a bulk copy into a probed field (memcpy, DaCe's CopyND):
 * the n copied elements are range-tested after the copy; each bad one is a site failure. */
#include "runtime.h"

void pdd_check_range(pdd_unit *u, int s, const void *p, int64_t n)
{
    pdd_unit_rt *rt = u->rt;
    if (!pdd_enabled || !rt || !p || s < 0 || (uint32_t)s >= u->nsites)
        return;
    const pdd_range r = u->ranges[s];
    int type = u->fields[u->sites[s].field].type;
    if (type == PDD_T_F64) {
        const double *v = p;
        for (int64_t i = 0; i < n; i++)
            if (!(v[i] >= r.lo) || !(v[i] <= r.hi))
                pdd_site_fail(u, s, &v[i], -1, v[i]);
    } else if (type == PDD_T_F32) {
        const float *v = p;
        for (int64_t i = 0; i < n; i++)
            if (!(v[i] >= r.lo) || !(v[i] <= r.hi))
                pdd_site_fail(u, s, &v[i], -1, v[i]);
    }
}
