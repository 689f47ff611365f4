/* checker_trace.c: every field a kernel writes, at PDD_TRACE_INDEX, after each call
 * (pace's trace_all_outputs_at_index). The work is in trace.c. */
#include "checker.h"

const pdd_checker pdd_checker_trace = {
    .name = "trace",
    .bit = PDD_CHECK_TRACE,
    .what = "value of every written field at PDD_TRACE_INDEX after each kernel call",
};
