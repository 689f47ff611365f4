/* checker_cupti.c: CUPTI's view of the device — GPU start/end of every kernel that runs
 * (cuBLAS's too) into /progress, and every failing CUDA runtime/driver call as a cuda_error
 * event. Needs `cuda` (and `progress` for the times); the work is in cupti.c. */
#include "checker.h"

const pdd_checker pdd_checker_cupti = {
    .name = "cupti",
    .bit = PDD_CHECK_CUPTI,
    .what = "GPU times of every kernel, and every failing CUDA API call (through CUPTI)",
    .default_on = 1,
    .kind = PDD_KIND_CUDA_ERROR,
};
