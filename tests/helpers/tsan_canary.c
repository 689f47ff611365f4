/* tsan_canary.c: a data race on purpose, built as `make check-tsan` builds pdd's tests. That
 * ThreadSanitizer reports it shows the setup (clang, libomp, Archer, tests/helpers/tsan.supp) still
 * sees races in our code: a check that reports nothing there would prove nothing. */
#include <stdio.h>

static int shared; /* written by every thread, no atomic, no lock */

int main(void)
{
#pragma omp parallel num_threads(4)
    for (int i = 0; i < 1000; i++)
        shared++;
    printf("%d\n", shared);
    return 0;
}
