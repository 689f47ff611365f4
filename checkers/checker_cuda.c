/* checker_cuda.c: a CUDA launch or kernel failed (pace's syncdebug / CUDA_ERROR_CHECK). */
#include "checker.h"

const pdd_checker pdd_checker_cuda = {
    .name = "cuda",
    .bit = PDD_CHECK_CUDA,
    .what = "a CUDA launch or kernel fails",
    .default_on = 1,
    .kind = PDD_KIND_CUDA_ERROR,
};
