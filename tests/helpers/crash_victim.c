/* crash_victim.c: the program tests/helpers/crash_matrix.c kills. An instrumented time loop (the
 * hand-instrumented test unit's `plain` kernel) stores NaN and Inf at random points, and
 * before each bad store it writes what it is about to do to a ground-truth file and
 * fdatasyncs it, so the truth outlives any death; after each kernel call it writes that
 * the call ended. Then it dies the way it is told to.
 *
 *   crash_victim DEATH TRUTH CALLS SEED
 *
 * DEATH: sigkill (CALLS calls, then waits; its parent kills it at some point), segv, bus, fpe, sigabrt, abort, _exit,
 * stack (overflow), raise_sigkill, heap (a double free that glibc's malloc aborts on, with
 * its lock held: a crash handler that allocates would wait on it for ever). All but sigkill and _exit die inside the kernel of call
 * CALLS after some of its bad stores; _exit leaves after call CALLS ended.
 * Truth lines: "S CALL KIND OFFSET" before a bad store (KIND: nan or inf), "E CALL" after a
 * kernel call ended. CALLS: 1 to 300. */
#include "test_unit.h"

#include <fcntl.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

enum { N = 8 }; /* elements stored per call */

/* The truth file is zero-filled and synced first, then overwritten in place; its readers
 * stop at the first zero byte. 64 KiB holds 300 calls' lines (at most 102 bytes each). */
enum { TRUTH_BYTES = 64 << 10 };
static int truth_fd = -1;
static off_t truth_at;

/* Appends text; with `sync`, fdatasyncs it and every line before it. */
static void truth(const char *text, int sync)
{
    ssize_t n = (ssize_t)strlen(text);
    if (truth_at + n >= TRUTH_BYTES || pwrite(truth_fd, text, (size_t)n, truth_at) != n ||
        (sync && fdatasync(truth_fd) != 0)) {
        perror("crash_victim: truth file");
        _exit(100);
    }
    truth_at += n;
}

static unsigned long long rng_state;
static unsigned rnd(unsigned n)
{
    rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
    return (unsigned)((rng_state >> 33) % n);
}

static volatile int one = 1, zero;

static void *idle(void *arg)
{
    return arg;
}
static volatile char *bus_page;

/* Recursion that no compiler turns into a loop: each frame keeps a live array. */
#pragma GCC diagnostic ignored "-Winfinite-recursion"
__attribute__((noinline)) static int overflow_stack(int depth)
{
    volatile char frame[512];
    frame[depth % sizeof frame] = (char)depth;
    return overflow_stack(depth + 1) + frame[(depth + 1) % sizeof frame];
}

__attribute__((noinline)) static void die_in_kernel(const char *how)
{
    if (!strcmp(how, "segv")) {
        volatile int *volatile nowhere = (int *)(uintptr_t)0x18;
        *nowhere = 1;
    } else if (!strcmp(how, "bus")) {
        (void)bus_page[0]; /* a mapped page past the end of its (empty) file */
    } else if (!strcmp(how, "fpe")) {
        volatile int r = one / zero; /* 1 / x alone compiles to compares, no division */
        (void)r;
    } else if (!strcmp(how, "sigabrt")) {
        kill(getpid(), SIGABRT);
    } else if (!strcmp(how, "abort")) {
        abort();
    } else if (!strcmp(how, "stack")) {
        overflow_stack(0);
    } else if (!strcmp(how, "raise_sigkill")) {
        raise(SIGKILL);
    } else if (!strcmp(how, "heap")) {
        /* A chunk freed twice: glibc aborts from inside free() with the arena locked (the
         * process has had a second thread, so malloc locks). */
        char *volatile chunk = malloc(2000), *volatile guard = malloc(2000);
        free(chunk);
        free(chunk);
        free(guard);
    }
}

/* One call of the plain kernel: each element is a normal value, NaN or Inf at random; the
 * dying call stops after a random number of its stores. The call's bad stores are written
 * to the truth and synced before the first of them (one sync a call: a sync costs
 * milliseconds on a busy disk); that the call ended is written after it, and synced with the
 * next call's lines. A process's death keeps what it wrote; the syncs keep the truth on disk
 * whatever else happens to the machine before it is read. */
static void step(long call, const char *die_here)
{
    static double u[N];
    double v[N];
    int stop_at = die_here ? (int)rnd(N + 1) : N + 1;
    char lines[N * 32 + 1] = "";
    size_t at = 0;
    for (int i = 0; i < N; i++) {
        unsigned r = rnd(20);
        v[i] = r < 3 ? NAN : r < 5 ? (r == 3 ? INFINITY : -INFINITY) : (double)call + i;
        if (i < stop_at && (isnan(v[i]) || isinf(v[i])))
            at += (size_t)snprintf(lines + at, sizeof lines - at, "S %ld %s %d\n", call,
                                   isnan(v[i]) ? "nan" : "inf", i);
    }
    if (at)
        truth(lines, 1);
    PDD_KERNEL_BEGIN(tu_unit, K_PLAIN);
    int64_t shape[1] = {N}, strides[1] = {1};
    PDD_FIELD_BIND(tu_unit, F_U, u, 1, shape, strides);
    for (int i = 0; i < N; i++) {
        if (i == stop_at)
            die_in_kernel(die_here);
        u[i] = v[i];
        PDD_CHECK_STORE(tu_unit, S_U, &u[i], i, u[i]);
    }
    if (stop_at == N)
        die_in_kernel(die_here);
    PDD_KERNEL_END(tu_unit, K_PLAIN);
    snprintf(lines, sizeof lines, "E %ld\n", call);
    truth(lines, 0);
}

int main(int argc, char **argv)
{
    static const char *const deaths[] = {"sigkill", "segv",  "bus",   "fpe",           "sigabrt",
                                         "abort",   "_exit", "stack", "raise_sigkill", "heap"};
    int known = 0;
    for (size_t d = 0; argc == 5 && d < sizeof deaths / sizeof *deaths; d++)
        known |= !strcmp(argv[1], deaths[d]);
    if (!known) {
        fprintf(stderr, "usage: crash_victim sigkill|segv|bus|fpe|sigabrt|abort|_exit|stack|raise_sigkill|heap "
                        "TRUTH CALLS SEED\n");
        return 2;
    }
    const char *how = argv[1];
    long calls = atol(argv[3]);
    rng_state = strtoull(argv[4], NULL, 10) * 2654435761ull + 1;
    if (calls < 1 || calls > 300) {
        fprintf(stderr, "crash_victim: CALLS %s: want 1 to 300 (the truth file's room)\n", argv[3]);
        return 2;
    }
    static const char zeros[TRUTH_BYTES];
    truth_fd = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (truth_fd < 0 || write(truth_fd, zeros, sizeof zeros) != (ssize_t)sizeof zeros || fsync(truth_fd)) {
        perror(argv[2]);
        return 2;
    }
    if (!strcmp(how, "bus")) {
        char path[4200];
        snprintf(path, sizeof path, "%s.bus", argv[2]);
        int fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        bus_page = fd < 0 ? MAP_FAILED : mmap(NULL, 4096, PROT_READ, MAP_SHARED, fd, 0);
        if (bus_page == MAP_FAILED) {
            perror(path);
            return 2;
        }
    }
    if (!strcmp(how, "heap")) { /* a threaded program: glibc's malloc takes its locks from now on */
        pthread_t t;
        if (pthread_create(&t, NULL, idle, NULL) || pthread_join(t, NULL)) {
            fprintf(stderr, "crash_victim: cannot start a thread\n");
            return 2;
        }
    }
    int dies_in_kernel = strcmp(how, "sigkill") && strcmp(how, "_exit");
    for (long c = 1; c <= calls; c++)
        step(c, dies_in_kernel && c == calls ? how : NULL);
    if (!strcmp(how, "_exit"))
        _exit(3);
    if (!strcmp(how, "sigkill")) /* a parent on a loaded machine may be late: wait for it */
        for (;;)
            pause();
    fprintf(stderr, "crash_victim: still alive after %ld calls (%s)\n", calls, how);
    return 1;
}
