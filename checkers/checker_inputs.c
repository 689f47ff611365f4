/* checker_inputs.c: at each kernel's begin, the layer-thickness and tracer fields it reads
 * are scanned whole (nan, neg_delp, neg_tracer): a bad value a kernel only reads is never
 * stored, so no store probe sees it. Off by default (it reads every such input once per
 * call); the work is in inputs.c. */
#include "checker.h"

const pdd_checker pdd_checker_inputs = {
    .name = "inputs",
    .bit = PDD_CHECK_INPUTS,
    .what = "at kernel begin, the delp and tracer fields the kernel reads are scanned (off by default)",
};
