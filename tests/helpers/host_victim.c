/* host_victim.c: test helper — a host program that is not pdd's and does what hosts do to a
 * library living in them (tests/e2e/host_untouched.sh). It loads PROGRAM (host_program.c's
 * .so, which links libpdd) with dlopen, as Python loads a DaCe program, and then:
 *   threads N CALLS   N threads make CALLS kernel calls each, one NaN per call; joined
 *   outlive N         N threads call the kernel without end (one NaN per call, 0.2 ms
 *                     apart); main returns once each made 20 calls, with the threads still
 *                     calling
 *   fault HOW         installs its own SIGSEGV handler before loading PROGRAM (as Python's
 *                     faulthandler is), makes 3 calls with a NaN, then stores into pages of
 *                     its own that are not writable, inside a kernel. HOW is what its handler
 *                     does: resolve (makes the page writable and returns: 100 faults, all
 *                     resolved), reraise (writes a line, restores the default, raises again),
 *                     resethand (SA_RESETHAND, writes a line and returns), abort, exit (exit(3))
 *   reload CYCLES SIG load, 4 calls with a NaN, dlclose, CYCLES times; then sends itself
 *                     SIGINT. SIG: dfl (default action) or own (a handler installed before
 *                     the first load: writes "host: SIGINT" and calls _exit(5))
 *   exec CALLS        CALLS calls, then execs itself as "after_exec CALLS"
 *   after_exec CALLS  CALLS calls
 *   bigexit CALLS     CALLS calls, then writes "host: last line" to stdout and returns
 * Each mode but the dying ones writes "host: done" to stdout before it returns. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

enum { N = 8 };
static void (*step)(double *, int, int);
static void (*touch)(volatile char *);
static const char *program;
static void *handle;

static void load(void)
{
    handle = dlopen(program, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        fprintf(stderr, "host_victim: %s\n", dlerror());
        exit(2);
    }
    step = (void (*)(double *, int, int))dlsym(handle, "host_step");
    touch = (void (*)(volatile char *))dlsym(handle, "host_touch");
    if (!step || !touch) {
        fprintf(stderr, "host_victim: %s lacks host_step or host_touch\n", program);
        exit(2);
    }
}

static void calls(long n)
{
    double u[N];
    for (long c = 0; c < n; c++)
        step(u, N, 3);
}

static long per_thread;
static atomic_long ready;
static void *worker(void *arg)
{
    double u[N];
    (void)arg;
    for (long c = 0; per_thread < 0 || c < per_thread; c++) {
        step(u, N, 5);
        if (c == 19)
            atomic_fetch_add(&ready, 1);
        if (per_thread < 0) /* work between calls: the journal stays small */
            usleep(200);
    }
    return NULL;
}

static int threads(int n, long each)
{
    pthread_t *t = calloc((size_t)n, sizeof *t);
    per_thread = each;
    for (int i = 0; i < n; i++)
        if (pthread_create(&t[i], NULL, worker, NULL)) {
            fprintf(stderr, "host_victim: cannot start thread %d\n", i);
            return 2;
        }
    if (each < 0) { /* outlive: main returns with them running */
        while (atomic_load(&ready) < n)
            usleep(1000);
        printf("host: main returns\n");
        return 0;
    }
    for (int i = 0; i < n; i++)
        pthread_join(t[i], NULL);
    free(t);
    printf("host: done\n");
    return 0;
}

static char *pages;
static long page, resolved;
static const char *how;

static void say(const char *s)
{
    (void)!write(2, s, strlen(s));
}

static void on_segv(int sig, siginfo_t *info, void *uctx)
{
    (void)uctx;
    char *a = info->si_addr;
    if (!strcmp(how, "resolve") && a >= pages && a < pages + 100 * page) {
        mprotect((void *)((uintptr_t)a & ~(uintptr_t)(page - 1)), (size_t)page, PROT_READ | PROT_WRITE);
        resolved++;
        return;
    }
    say("host: SIGSEGV handler\n");
    if (!strcmp(how, "reraise")) {
        signal(sig, SIG_DFL);
        raise(sig);
    } else if (!strcmp(how, "abort")) {
        abort();
    } else if (!strcmp(how, "exit")) {
        exit(3);
    }
    /* resethand: returns; the store runs again and meets the default action */
}

static int fault(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_segv;
    sa.sa_flags = SA_SIGINFO | (!strcmp(how, "resethand") ? SA_RESETHAND : 0);
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, NULL);
    load();
    calls(3);
    page = sysconf(_SC_PAGESIZE);
    pages = mmap(NULL, (size_t)(100 * page), PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    for (int i = 0; i < 100; i++)
        touch(pages + i * page + 8);
    printf("host: %ld faults resolved\n", resolved);
    printf("host: done\n");
    return 0;
}

static void on_int(int sig)
{
    (void)sig;
    say("host: SIGINT\n");
    _exit(5);
}

static int reload(long cycles, const char *sig)
{
    if (!strcmp(sig, "own"))
        signal(SIGINT, on_int);
    else
        signal(SIGINT, SIG_DFL);
    for (long c = 0; c < cycles; c++) {
        load();
        calls(4);
        if (dlclose(handle)) {
            fprintf(stderr, "host_victim: dlclose: %s\n", dlerror());
            return 2;
        }
    }
    printf("host: done\n");
    fflush(stdout);
    kill(getpid(), SIGINT);
    sleep(5);
    return 4; /* SIGINT did not end it */
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: host_victim PROGRAM MODE [ARGS]\n");
        return 2;
    }
    program = argv[1];
    const char *mode = argv[2];
    long a = argc > 3 ? atol(argv[3]) : 0;
    if (!strcmp(mode, "fault")) {
        how = argc > 3 ? argv[3] : "resolve";
        return fault();
    }
    if (!strcmp(mode, "reload"))
        return reload(a, argc > 4 ? argv[4] : "dfl");
    load();
    if (!strcmp(mode, "threads"))
        return threads((int)a, argc > 4 ? atol(argv[4]) : 1);
    if (!strcmp(mode, "outlive"))
        return threads((int)a, -1);
    if (!strcmp(mode, "exec")) {
        calls(a);
        fflush(stdout);
        char *args[] = {"/proc/self/exe", (char *)program, "after_exec", argv[3], NULL};
        execv("/proc/self/exe", args);
        perror("host_victim: exec");
        return 2;
    }
    if (!strcmp(mode, "after_exec") || !strcmp(mode, "bigexit")) {
        calls(a);
        printf(!strcmp(mode, "bigexit") ? "host: last line\n" : "host: done\n");
        return 0;
    }
    fprintf(stderr, "host_victim: unknown mode %s\n", mode);
    return 2;
}
