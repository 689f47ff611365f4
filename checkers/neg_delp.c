/* neg_delp.c: a layer-thickness field (PDD_DELP names it) gets a value below 0
 * (pace's negative_delp_checker). */
#include "checker.h"

static int delp_applies(const pdd_config *cfg, const char *field)
{
    return pdd_field_is_delp(cfg, field);
}

static void delp_narrow(const pdd_config *cfg, pdd_range *r)
{
    if (r->lo < cfg->delp_min)
        r->lo = cfg->delp_min;
}

static int delp_fires(const pdd_config *cfg, double v)
{
    return v < cfg->delp_min;
}

const pdd_checker pdd_checker_neg_delp = {
    .name = "neg_delp",
    .bit = PDD_CHECK_NEG_DELP,
    .what = "a layer-thickness field (PDD_DELP) gets a value below 0",
    .default_on = 1,
    .kind = PDD_KIND_NEG_DELP,
    .applies = delp_applies,
    .narrow = delp_narrow,
    .fires = delp_fires,
};
