/* nan.c: a written value is NaN (pace's sdfg_nan_checker). Every range test fails
 * on NaN already, so it narrows nothing; it claims the NaNs that fail. */
#include "checker.h"

static int nan_applies(const pdd_config *cfg, const char *field)
{
    (void)cfg, (void)field;
    return 1;
}

static int nan_fires(const pdd_config *cfg, double v)
{
    (void)cfg;
    return v != v;
}

const pdd_checker pdd_checker_nan = {
    .name = "nan",
    .bit = PDD_CHECK_NAN,
    .what = "a written value is NaN",
    .default_on = 1,
    .kind = PDD_KIND_NAN,
    .applies = nan_applies,
    .fires = nan_fires,
};
