/* progress.c: kernel begin/end with timestamps (pace's sdfg_execution_progress);
 * PDD_PROGRESS=stderr also prints a line per kernel. The work is in kernel.c. */
#include "checker.h"

const pdd_checker pdd_checker_progress = {
    .name = "progress",
    .bit = PDD_CHECK_PROGRESS,
    .what = "each kernel call's begin and end, with timestamps",
    .default_on = 1,
};
