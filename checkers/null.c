/* null.c: the checker that checks nothing: the template for new checkers, and with
 * PDD_CHECKS=null the baseline of what live probes cost before any checker does work. */
#include "checker.h"

const pdd_checker pdd_checker_null = {
    .name = "null",
    .bit = PDD_CHECK_NULL,
    .what = "nothing: probes run, no checker acts (overhead baseline)",
};
