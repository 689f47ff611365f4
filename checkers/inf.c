/* inf.c: a written value is +Inf or -Inf (off by default). */
#include "checker.h"

#include <float.h>
#include <math.h>

static int inf_applies(const pdd_config *cfg, const char *field)
{
    (void)cfg, (void)field;
    return 1;
}

static void inf_narrow(const pdd_config *cfg, pdd_range *r)
{
    (void)cfg;
    if (r->lo < -DBL_MAX)
        r->lo = -DBL_MAX;
    if (r->hi > DBL_MAX)
        r->hi = DBL_MAX;
}

static int inf_fires(const pdd_config *cfg, double v)
{
    (void)cfg;
    return isinf(v);
}

const pdd_checker pdd_checker_inf = {
    .name = "inf",
    .bit = PDD_CHECK_INF,
    .what = "a written value is +Inf or -Inf",
    .kind = PDD_KIND_INF,
    .applies = inf_applies,
    .narrow = inf_narrow,
    .fires = inf_fires,
};
