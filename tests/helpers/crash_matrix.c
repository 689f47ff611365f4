/* crash_matrix.c: every way a program can die, many times each, against what pdd-view
 * recovers from the journal left behind.
 *
 *   crash_matrix [--runs N] [--deaths LIST] [--seed S] VICTIM PDD_VIEW WORKDIR
 *
 * Each run starts VICTIM (tests/helpers/crash_victim.c) in a folder of its own under WORKDIR; it
 * writes an fdatasync'd ground truth of every bad value it stores and dies: SIGKILL from
 * here at a random point, or in its own way (SIGSEGV, SIGBUS, SIGFPE, SIGABRT, abort(),
 * _exit(), a stack overflow, raise(SIGKILL) in a kernel, glibc aborting inside malloc in a
 * threaded program) at a random kernel call. Then
 * `PDD_VIEW events --json` reads the leftover journal and every event the truth says pdd
 * must have (one per kernel call and checker: count and first offset) is looked for.
 *
 * pdd writes a call's events at the call's end, or from its crash handler. A death no
 * handler sees (SIGKILL, raise(SIGKILL)) inside a kernel takes that call's bad values
 * with it: those are shown apart ("dying call"), not expected. Everything else is: a run
 * loses when an expected event is missing or differs, an event appears that was never
 * stored, a caught signal has no crash event, or the run did not die as planned.
 * Prints a table; exits 1 on any loss, 2 on bad usage. Failed runs keep their folder. */
#include <cjson/cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef struct death {
    const char *name;     /* the victim's word for it */
    const char *label;    /* the table's */
    int signal;           /* what the victim dies of; 0: exits with status 3 */
    int caught;           /* pdd's handler sees it: a crash event, the dying call kept */
} death;

static const death deaths[] = {
    {"sigkill", "SIGKILL at random", SIGKILL, 0},
    {"segv", "SIGSEGV", SIGSEGV, 1},
    {"bus", "SIGBUS", SIGBUS, 1},
    {"fpe", "SIGFPE", SIGFPE, 1},
    {"sigabrt", "SIGABRT (kill)", SIGABRT, 1},
    {"abort", "abort()", SIGABRT, 1},
    {"_exit", "_exit()", 0, 0},
    {"stack", "stack overflow", SIGSEGV, 1},
    {"raise_sigkill", "raise(SIGKILL) in kernel", SIGKILL, 0},
    {"heap", "abort() in malloc, threads", SIGABRT, 1},
};
/* A run dies at a random one of up to PICK_CALLS kernel calls; a SIGKILL victim stops
 * calling at MAX_CALLS (the most its truth file holds) and waits to be killed. */
enum { NDEATHS = sizeof deaths / sizeof deaths[0], PICK_CALLS = 200, MAX_CALLS = 300, KINDS = 2 };
static const char *const kinds[KINDS] = {"nan", "inf"};

/* Seconds a victim or pdd-view may take before it is called hung: far above what either
 * needs on a loaded machine, so only a real hang trips it. */
enum { HANG_S = 300 };

typedef struct tally {
    long runs, expected, recovered, dying_stored, dying_recorded, lossy, early, early_unreadable;
    int hung; /* a victim hung: its death's other runs are not made (each would wait HANG_S) */
} tally;

static unsigned long long rng_state;
static unsigned rnd(unsigned n)
{
    rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
    return (unsigned)((rng_state >> 33) % n);
}

/* One (call, kind) of the truth: how many bad values, the first offset. */
typedef struct expect {
    long count, first;
    int seen;
} expect;

typedef struct truth {
    expect ev[MAX_CALLS + 2][KINDS];
    long last_call;  /* the highest call with a line */
    long last_ended; /* the highest call with an "E" line */
} truth;

static int kind_index(const char *k)
{
    for (int i = 0; i < KINDS; i++)
        if (!strcmp(k, kinds[i]))
            return i;
    return -1;
}

/* Reads the truth file; a sigkill run's calls beyond MAX_CALLS are not possible (the
 * victim stops there). Returns -1 on a line it does not understand. */
static int read_truth(const char *path, truth *t, char *why, size_t whylen)
{
    memset(t, 0, sizeof *t);
    FILE *f = fopen(path, "r");
    if (!f)
        return 0; /* killed before it wrote anything */
    char line[128];
    int rc = 0;
    /* lines end at the first zero byte: the victim zero-fills the file before writing it */
    while (fgets(line, sizeof line, f)) {
        long call = 0, off;
        char kind[8];
        if (sscanf(line, "S %ld %7s %ld", &call, kind, &off) == 3 && call >= 1 && call <= MAX_CALLS &&
            kind_index(kind) >= 0) {
            expect *e = &t->ev[call][kind_index(kind)];
            if (!e->count || off < e->first)
                e->first = off;
            e->count++;
        } else if (sscanf(line, "E %ld", &call) == 1 && call >= 1 && call <= MAX_CALLS) {
            t->last_ended = call;
        } else if (strchr(line, '\n')) {
            snprintf(why, whylen, "truth file: bad line '%.40s'", line);
            rc = -1;
            break;
        } else {
            break; /* the zeros after the last line written */
        }
        if (call > t->last_call)
            t->last_call = call;
    }
    fclose(f);
    return rc;
}

static long count_lines_starting(const char *path, char c)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    long n = 0;
    int prev = '\n', ch;
    while ((ch = getc(f)) != EOF && ch != 0) { /* the unwritten rest of the file is zeros */
        n += prev == '\n' && ch == c;
        prev = ch;
    }
    fclose(f);
    return n;
}

static void sleep_us(long us)
{
    struct timespec ts = {us / 1000000, (us % 1000000) * 1000};
    while (nanosleep(&ts, &ts) && errno == EINTR)
        ;
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Waits for pid; kills it after HANG_S. Returns its status, -1 when it hung. */
static int wait_or_kill(pid_t pid)
{
    double until = now_s() + HANG_S;
    int st;
    for (;;) {
        pid_t r = waitpid(pid, &st, WNOHANG);
        if (r == pid)
            return st;
        if (r < 0)
            return -1;
        if (now_s() > until) {
            kill(pid, SIGKILL);
            waitpid(pid, &st, 0);
            return -1;
        }
        sleep_us(1000);
    }
}

/* Starts argv with stdout and stderr to files, in an environment pdd reads as told. */
static pid_t spawn(char *const argv[], const char *out, const char *err, const char *log)
{
    pid_t pid = fork();
    if (pid != 0)
        return pid;
    prctl(PR_SET_PDEATHSIG, SIGKILL); /* a victim never outlives the matrix */
    struct rlimit no_core = {0, 0};
    setrlimit(RLIMIT_CORE, &no_core); /* dozens of core files are no help here */
    static const char *const unset[] = {"PDD_TRACE_INDEX", "PDD_TRACERS", "PDD_TRACER_MIN", "PDD_DELP",
                                        "PDD_ON_FAIL", "PDD_PROGRESS", "PDD_CONFIG", "PDD_CUDA_SYNC",
                                        "OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK", "SLURM_PROCID"};
    for (size_t i = 0; i < sizeof unset / sizeof *unset; i++)
        unsetenv(unset[i]);
    if (log) {
        setenv("PACE_DACE_DEBUG", "True", 1);
        setenv("PDD_LOG", log, 1);
        setenv("PDD_MAX_EVENTS", "0", 1);
        setenv("PDD_CHECKS", "default,inf", 1);
    }
    int o = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644), e = open(err, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (o < 0 || e < 0 || dup2(o, 1) < 0 || dup2(e, 2) < 0)
        _exit(126);
    execv(argv[0], argv);
    fprintf(stderr, "crash_matrix: cannot run %s: %s\n", argv[0], strerror(errno));
    _exit(127);
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (n + 1 == cap) {
            char *bigger = realloc(buf, cap *= 2);
            if (!bigger) {
                free(buf);
                buf = NULL;
            }
            buf = bigger;
        }
    }
    fclose(f);
    if (buf)
        buf[n] = 0;
    return buf;
}

static int status_is(int st, const death *d)
{
    if (d->signal)
        return WIFSIGNALED(st) && WTERMSIG(st) == d->signal;
    return WIFEXITED(st) && WEXITSTATUS(st) == 3;
}

static void describe_status(int st, char *out, size_t n)
{
    if (st == -1)
        snprintf(out, n, "hung (killed after %d s)", HANG_S);
    else if (WIFSIGNALED(st))
        snprintf(out, n, "died of signal %d", WTERMSIG(st));
    else
        snprintf(out, n, "exited with %d", WEXITSTATUS(st));
}

#define FAIL(...)                                                                                  \
    do {                                                                                           \
        if (!failed)                                                                               \
            snprintf(why, sizeof why, __VA_ARGS__);                                                \
        failed = 1;                                                                                \
    } while (0)

/* One run: returns 1 when it lost something (and says what). */
static int one_run(const death *d, int run, unsigned long long seed, const char *victim,
                   const char *view, const char *workdir, tally *t)
{
    char dir[4096], truth_path[4200], log[4200], journal[4300], out[4200], err[4200];
    snprintf(dir, sizeof dir, "%s/%s/%d", workdir, d->name, run);
    char cmd[8400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", dir, dir);
    if (system(cmd) != 0) {
        fprintf(stderr, "crash_matrix: cannot make %s\n", dir);
        exit(2);
    }
    snprintf(truth_path, sizeof truth_path, "%s/truth.txt", dir);
    snprintf(log, sizeof log, "%s/pdd.h5", dir);
    snprintf(journal, sizeof journal, "%s.journal", log);
    rng_state = seed;
    long calls = !strcmp(d->name, "sigkill") ? MAX_CALLS : 1 + (long)rnd(PICK_CALLS);
    char calls_s[24], seed_s[24];
    snprintf(calls_s, sizeof calls_s, "%ld", calls);
    snprintf(seed_s, sizeof seed_s, "%llu", seed);
    char *vargv[] = {(char *)victim, (char *)d->name, truth_path, calls_s, seed_s, NULL};
    snprintf(out, sizeof out, "%s/victim.out", dir);
    snprintf(err, sizeof err, "%s/victim.err", dir);
    pid_t pid = spawn(vargv, out, err, log);
    int st = 0, reaped = 0;
    if (!strcmp(d->name, "sigkill")) {
        /* One run in ten dies while starting (pdd opening its journal); the others after a
         * random number of ended calls and then up to 2 ms more: anywhere in a call. Counted
         * in calls, not in time, so a slow machine moves the points no more than a fast one. */
        if (rnd(10) == 0) {
            sleep_us(rnd(5000));
        } else {
            long target = (long)rnd(PICK_CALLS);
            double until = now_s() + HANG_S;
            while (count_lines_starting(truth_path, 'E') < target && now_s() < until &&
                   !(reaped = waitpid(pid, &st, WNOHANG) == pid))
                sleep_us(200);
            sleep_us(rnd(2000));
        }
        if (!reaped) /* else it died by itself, and st says how */
            kill(pid, SIGKILL);
    }
    if (!reaped)
        st = wait_or_kill(pid);

    int failed = 0;
    char why[5000] = "";
    char state[64];
    if (st == -1)
        t->hung = 1;
    if (!status_is(st, d)) {
        describe_status(st, state, sizeof state);
        FAIL("the victim %s", state);
    }
    truth tr;
    char twhy[128];
    if (read_truth(truth_path, &tr, twhy, sizeof twhy))
        FAIL("%s", twhy);
    /* The dying call: one with bad values stored and no "E"; kept only when caught. */
    long dying = tr.last_call > tr.last_ended ? tr.last_call : 0;
    long expected = 0, dying_stored = 0;
    for (long c = 1; c <= tr.last_call; c++)
        for (int k = 0; k < KINDS; k++)
            if (tr.ev[c][k].count) {
                if (c == dying && !d->caught)
                    dying_stored++;
                else
                    expected++;
            }

    long recovered = 0, dying_recorded = 0, crashes = 0;
    if (tr.last_ended == 0)
        t->early++; /* died before its first call ended */
    if (access(journal, F_OK) != 0) {
        if (expected)
            FAIL("no journal %s, and %ld events to find", journal, expected);
    } else {
        char vout[4400], verr[4400];
        snprintf(vout, sizeof vout, "%s/view.json", dir);
        snprintf(verr, sizeof verr, "%s/view.err", dir);
        char *wargv[] = {(char *)view, "events", "--json", journal, NULL};
        int vst = wait_or_kill(spawn(wargv, vout, verr, NULL));
        char *text = vst == 0 ? slurp(vout) : NULL;
        cJSON *doc = text ? cJSON_Parse(text) : NULL;
        cJSON *evs = doc ? cJSON_GetObjectItem(doc, "events") : NULL;
        if (!cJSON_IsArray(evs)) {
            describe_status(vst, state, sizeof state);
            if (expected || tr.last_ended > 0)
                FAIL("pdd-view %s on the journal, and %ld events to find (%s)", state, expected, verr);
            else
                t->early_unreadable++; /* nothing to find; said below */
        }
        cJSON *e;
        cJSON_ArrayForEach(e, evs)
        {
            const char *kind = cJSON_GetStringValue(cJSON_GetObjectItem(e, "kind"));
            long call = (long)cJSON_GetNumberValue(cJSON_GetObjectItem(e, "call"));
            long count = (long)cJSON_GetNumberValue(cJSON_GetObjectItem(e, "count"));
            long off = (long)cJSON_GetNumberValue(cJSON_GetObjectItem(e, "offset"));
            if (kind && !strcmp(kind, "crash")) {
                crashes++;
                if (!d->caught || call != calls)
                    FAIL("a crash event in call %ld (died in call %ld, %s)", call, calls, d->label);
                continue;
            }
            int k = kind ? kind_index(kind) : -1;
            expect *x = k >= 0 && call >= 1 && call <= MAX_CALLS ? &tr.ev[call][k] : NULL;
            if (!x || !x->count || x->seen || x->count != count || x->first != off) {
                FAIL("call %ld: a %s event of %ld values at offset %ld; the truth: %ld values at %ld%s",
                     call, kind ? kind : "?", count, off, x ? x->count : 0, x ? x->first : -1,
                     x && x->seen ? " (already seen)" : "");
                continue;
            }
            x->seen = 1;
            if (call == dying && !d->caught)
                dying_recorded++;
            else
                recovered++;
        }
        cJSON_Delete(doc);
        free(text);
    }
    if (d->caught && crashes != 1)
        FAIL("%ld crash events, want 1 (%s)", crashes, d->label);
    if (recovered != expected)
        FAIL("%ld of %ld events recovered", recovered, expected);

    t->runs++;
    t->expected += expected;
    t->recovered += recovered;
    t->dying_stored += dying_stored;
    t->dying_recorded += dying_recorded;
    if (failed) {
        t->lossy++;
        printf("LOSS %s run %d (seed %llu, %ld calls): %s; kept %s\n", d->label, run, seed, calls, why, dir);
    } else {
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
        if (system(cmd) != 0)
            fprintf(stderr, "crash_matrix: cannot remove %s\n", dir);
    }
    return failed;
}

static void usage(void)
{
    fprintf(stderr, "usage: crash_matrix [--runs N] [--deaths LIST] [--seed S] VICTIM PDD_VIEW WORKDIR\n"
                    "  LIST: comma separated, of sigkill,segv,bus,fpe,sigabrt,abort,_exit,stack,raise_sigkill,heap\n");
    exit(2);
}

int main(int argc, char **argv)
{
    int runs = 100;
    unsigned long long seed = 1;
    const char *only = NULL;
    int i = 1;
    for (; i < argc && argv[i][0] == '-'; i += 2) {
        if (i + 1 >= argc)
            usage();
        if (!strcmp(argv[i], "--runs"))
            runs = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--deaths"))
            only = argv[i + 1];
        else if (!strcmp(argv[i], "--seed"))
            seed = strtoull(argv[i + 1], NULL, 10);
        else
            usage();
    }
    if (argc - i != 3 || runs < 1)
        usage();
    const char *victim = argv[i], *view = argv[i + 1], *workdir = argv[i + 2];
    int chosen[NDEATHS];
    for (int d = 0; d < NDEATHS; d++) {
        chosen[d] = !only;
        if (only) {
            char list[512];
            snprintf(list, sizeof list, ",%s,", only);
            char word[64];
            snprintf(word, sizeof word, ",%s,", deaths[d].name);
            chosen[d] = strstr(list, word) != NULL;
        }
    }
    if (only) {
        char list[512];
        snprintf(list, sizeof list, "%s", only);
        for (char *w = strtok(list, ","); w; w = strtok(NULL, ",")) {
            int known = 0;
            for (int d = 0; d < NDEATHS; d++)
                known |= !strcmp(w, deaths[d].name);
            if (!known) {
                fprintf(stderr, "crash_matrix: --deaths: unknown death '%s'\n", w);
                usage();
            }
        }
    }
    if (access(victim, X_OK) || access(view, X_OK)) {
        fprintf(stderr, "crash_matrix: %s or %s is not an executable; build them first (make)\n", victim, view);
        return 2;
    }
    printf("crash matrix: %d runs per death, each checked against its fdatasync'd truth, recovered "
           "with %s events --json\n", runs, view);
    fflush(stdout);
    tally t[NDEATHS];
    memset(t, 0, sizeof t);
    long lossy = 0;
    double t0 = now_s();
    for (int d = 0; d < NDEATHS; d++)
        for (int r = 1; chosen[d] && r <= runs && !t[d].hung; r++)
            lossy += one_run(&deaths[d], r, seed * 1000003ull + (unsigned long long)d * 10007u + (unsigned)r,
                             victim, view, workdir, &t[d]);
    printf("%-26s %5s %16s %17s %22s %15s\n", "death", "runs", "events expected", "events recovered",
           "dying call (kept/had)", "runs with loss");
    for (int d = 0; d < NDEATHS; d++) {
        if (!chosen[d])
            continue;
        char dying[48] = "-";
        if (!deaths[d].caught && deaths[d].signal)
            snprintf(dying, sizeof dying, "%ld/%ld", t[d].dying_recorded, t[d].dying_stored);
        printf("%-26s %5ld %16ld %17ld %22s %15ld%s\n", deaths[d].label, t[d].runs, t[d].expected,
               t[d].recovered, dying, t[d].lossy, t[d].hung ? "  (hung: no more runs)" : "");
    }
    if (chosen[0] && t[0].early)
        printf("%s: %ld of the runs died before their first kernel call ended (nothing to recover); "
               "pdd-view could not read %ld of their journals\n",
               deaths[0].label, t[0].early, t[0].early_unreadable);
    printf("dying call: bad values of the kernel call a death without a handler cut short; pdd "
           "writes a call's events at its end, so these are not expected\n");
    printf("crash_matrix: %s in %.0f s\n", lossy ? "LOSS" : "no loss", now_s() - t0);
    return lossy ? 1 : 0;
}
