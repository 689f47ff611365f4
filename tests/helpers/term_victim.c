/* term_victim.c: the program tests/e2e/term_signal.sh ends with SIGTERM, SIGINT or SIGHUP. An
 * instrumented time loop (the test unit's `plain` kernel, one NaN stored per call) runs until
 * the signal comes; after CALLS calls it creates the file READY, so the test knows pdd is
 * journaling and the loop is in full swing.
 *
 *   TERM_VICTIM_MODE=MODE term_victim READY CALLS
 *
 * MODE (from the environment: the handlers go in before main): plain (no handler of its own: the signal's default action ends it); handler (its own
 * handler, installed before pdd's, writes "handler SIG" to READY.handler and calls _exit(7));
 * flag (its own handler sets a flag; the loop sees it and returns 0 from main, a clean exit). */
#include "test_unit.h"

#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { N = 8 };
static volatile sig_atomic_t stop;
static char handler_path[4200];

static void on_signal_exit(int sig)
{
    int fd = open(handler_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    char text[] = "handler 00\n";
    text[8] = (char)('0' + sig / 10);
    text[9] = (char)('0' + sig % 10);
    if (fd >= 0) {
        (void)!write(fd, text, sizeof text - 1);
        close(fd);
    }
    _exit(7);
}

static void on_signal_flag(int sig)
{
    (void)sig;
    stop = 1;
}

/* Before libpdd's own constructor (same executable, libpdd.a): the program's handlers are
 * there when pdd installs its own, as when a library the program loads first set them. */
__attribute__((constructor(101))) static void install_early(void)
{
    const char *mode = getenv("TERM_VICTIM_MODE");
    if (!mode || !strcmp(mode, "plain"))
        return;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = !strcmp(mode, "handler") ? on_signal_exit : on_signal_flag;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
}

static void step(void)
{
    static double u[N];
    PDD_KERNEL_BEGIN(tu_unit, K_PLAIN);
    int64_t shape[1] = {N}, strides[1] = {1};
    PDD_FIELD_BIND(tu_unit, F_U, u, 1, shape, strides);
    for (int i = 0; i < N; i++) {
        u[i] = i == 3 ? NAN : (double)i;
        PDD_CHECK_STORE(tu_unit, S_U, &u[i], i, u[i]);
    }
    PDD_KERNEL_END(tu_unit, K_PLAIN);
}

int main(int argc, char **argv)
{
    const char *mode = getenv("TERM_VICTIM_MODE");
    if (argc != 3 || !mode ||
        (strcmp(mode, "plain") && strcmp(mode, "handler") && strcmp(mode, "flag"))) {
        fprintf(stderr, "usage: TERM_VICTIM_MODE=plain|handler|flag term_victim READY CALLS\n");
        return 2;
    }
    snprintf(handler_path, sizeof handler_path, "%s.handler", argv[1]);
    long calls = atol(argv[2]);
    if (calls < 1) {
        fprintf(stderr, "term_victim: CALLS %s: want 1 or more\n", argv[2]);
        return 2;
    }
    /* At most 60 s: a test whose signal never came must not hang. */
    for (long c = 1; c <= 60000 && !stop; c++) {
        step();
        if (c == calls) {
            int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
            if (fd < 0) {
                perror(argv[1]);
                return 2;
            }
            close(fd);
        }
        struct timespec ms = {0, 1000000};
        nanosleep(&ms, NULL);
    }
    if (stop)
        return 0;
    fprintf(stderr, "term_victim: no signal came in 60 s\n");
    return 1;
}
