/* checker_crash.c: the process gets a fatal signal; crash.c records a backtrace and the
 * kernel that was running, then lets the signal do what it would have done. */
#include "checker.h"

const pdd_checker pdd_checker_crash = {
    .name = "crash",
    .bit = PDD_CHECK_CRASH,
    .what = "SIGSEGV, SIGBUS, SIGFPE, SIGILL or SIGABRT: backtrace and running kernel",
    .default_on = 1,
    .kind = PDD_KIND_CRASH,
};
