/* neg_tracer.c: a tracer field gets a value below PDD_TRACER_MIN (-1e-8, as pace's
 * negative_qtracers_checker). Which fields are tracers: field_names.c. */
#include "checker.h"

static int tracer_applies(const pdd_config *cfg, const char *field)
{
    return pdd_field_is_tracer(cfg, field);
}

static void tracer_narrow(const pdd_config *cfg, pdd_range *r)
{
    if (r->lo < cfg->tracer_min)
        r->lo = cfg->tracer_min;
}

static int tracer_fires(const pdd_config *cfg, double v)
{
    return v < cfg->tracer_min;
}

const pdd_checker pdd_checker_neg_tracer = {
    .name = "neg_tracer",
    .bit = PDD_CHECK_NEG_TRACER,
    .what = "a tracer field gets a value below the tracer threshold (-1e-8)",
    .default_on = 1,
    .kind = PDD_KIND_NEG_TRACER,
    .applies = tracer_applies,
    .narrow = tracer_narrow,
    .fires = tracer_fires,
};
