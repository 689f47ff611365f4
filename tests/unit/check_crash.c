/* check_crash.c: a child process records N events and then dies — SIGSEGV, SIGABRT,
 * abort(), _exit() without clean-up, SIGKILL — and the log recovered from its journal holds
 * exactly those N events, plus a crash event with a backtrace where a handler could run. */
#include "test_support.h"
#include "test_unit.h"

#include <pdd/log.h>
#include <math.h>
#include <signal.h>
#include "fsize_guard.h"
#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <ucontext.h>

enum { NCALLS = 100000 };

typedef enum death {
    DIE_SEGV, DIE_KILL_ABRT, DIE_ABORT, DIE_EXIT_NO_CLEANUP, DIE_SIGKILL, DIE_NORMAL,
    DIE_BEFORE_FIELD, DIE_PAST_FIELD, DIE_IN_LIBRARY, DIE_IN_JOURNAL_GUARD, DIE_READ_JOURNAL_GUARD,
    DIE_INSIDE_FIELD, DIE_FAR_FROM_FIELDS
} death;

static char journal[600], h5[600];

static int journal_mapping(const void *inside, uintptr_t *start, uintptr_t *end);
static int journal_file_mapping(const char *path, uintptr_t *start, uintptr_t *end);

/* Two fields of kernel K_ADVECT in a page between two inaccessible ones: qvapor (2×2×2 f64)
 * at the page's start, qrain (2×2×2 f32) at its end, so that a store a little before the
 * first or past the second faults. */
static double *field_page(float **qrain)
{
    long page = sysconf(_SC_PAGESIZE);
    char *area = mmap(NULL, (size_t)page * 3, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    ck_assert_ptr_ne(area, MAP_FAILED);
    ck_assert_int_eq(mprotect(area + page, (size_t)page, PROT_READ | PROT_WRITE), 0);
    int64_t shape[3] = {2, 2, 2}, strides[3] = {4, 2, 1};
    double *qvapor = (double *)(void *)(area + page);
    *qrain = (float *)(void *)(area + 2 * page) - 8;
    PDD_FIELD_BIND(tu_unit, F_QVAPOR, qvapor, 3, shape, strides);
    PDD_FIELD_BIND(tu_unit, F_QRAIN, *qrain, 3, shape, strides);
    return qvapor;
}

/* A kernel that faults on purpose, named so the backtrace can be checked. */
__attribute__((noinline)) static void crash_in_kernel(death how)
{
    float *qrain = NULL;
    double *qvapor = how == DIE_BEFORE_FIELD || how == DIE_PAST_FIELD || how == DIE_IN_LIBRARY ||
                             how == DIE_INSIDE_FIELD || how == DIE_FAR_FROM_FIELDS
                         ? field_page(&qrain) : NULL;
    if (how == DIE_INSIDE_FIELD) { /* qvapor's second half lies in the inaccessible page */
        int64_t shape[3] = {2, 2, 2}, strides[3] = {4, 2, 1};
        qvapor = (double *)(void *)((char *)qvapor + sysconf(_SC_PAGESIZE) - 4 * sizeof(double));
        PDD_FIELD_BIND(tu_unit, F_QVAPOR, qvapor, 3, shape, strides);
    }
    PDD_KERNEL_BEGIN(tu_unit, K_ADVECT);
    volatile ptrdiff_t wild = how == DIE_BEFORE_FIELD ? -3 : 8 + 12;
    if (how == DIE_BEFORE_FIELD) {
        ((volatile double *)qvapor)[wild] = 1; /* 24 bytes before qvapor */
    } else if (how == DIE_PAST_FIELD) {
        ((volatile float *)qrain)[wild] = 1; /* 48 bytes past the end of qrain */
    } else if (how == DIE_IN_LIBRARY) {
        static char src[4096];
        volatile size_t n = sizeof src;
        memcpy(qrain, src, n); /* libc's memcpy runs past qrain into the next page */
    } else if (how == DIE_INSIDE_FIELD) {
        ((volatile double *)qvapor)[wild - 20 + 4 + 1] = 1; /* element (1,0,1) */
    } else if (how == DIE_FAR_FROM_FIELDS) {
        *(volatile char *)((uintptr_t)1 << 44) = 1; /* 16 TiB: terabytes from any field */
    } else if (how == DIE_IN_JOURNAL_GUARD) {
        uintptr_t js, je;
        ck_assert(journal_file_mapping(pdd_rt.journal_path, &js, &je));
        *(volatile char *)(js - 100) = 1;
    } else if (how == DIE_READ_JOURNAL_GUARD) {
        uintptr_t js, je;
        ck_assert(journal_file_mapping(pdd_rt.journal_path, &js, &je));
        if (*(volatile char *)(js - 100))
            abort();
    } else if (how == DIE_SEGV) {
        /* Not NULL itself: UBSan would stop a NULL store before the signal does. */
        volatile int *volatile nowhere = (int *)(uintptr_t)0x8;
        *nowhere = 1;
    } else if (how == DIE_ABORT) {
        abort();
    } else if (how == DIE_KILL_ABRT) {
        kill(getpid(), SIGABRT);
    }
    PDD_KERNEL_END(tu_unit, K_ADVECT);
}

/* Child: N kernel calls each storing one NaN (one event each), then the death. */
__attribute__((noinline)) static void child(death how)
{
    setenv("PACE_DACE_DEBUG", "True", 1);
    setenv("PDD_MAX_EVENTS", "0", 1);
    pdd_runtime_restart();
    double s[4] = {1, NAN, 2, 3}, u[4];
    for (int c = 0; c < NCALLS; c++)
        tu_plain(u, s, 4);
    switch (how) {
    case DIE_EXIT_NO_CLEANUP: _exit(3);
    case DIE_SIGKILL: kill(getpid(), SIGKILL); break;
    case DIE_NORMAL: exit(0);
    default: crash_in_kernel(how);
    }
    _exit(42); /* not reached */
}

typedef struct tally {
    pid_t pid_of_child;
    uint64_t nan, crash, other;
    pdd_log_event crash_event;
    char backtrace[8192];
} tally;

static int tally_events(const pdd_log_event *rows, size_t n, void *ctx)
{
    tally *t = ctx;
    for (size_t i = 0; i < n; i++) {
        if (rows[i].kind == PDD_KIND_NAN && rows[i].count == 1 && rows[i].offset == 1)
            t->nan++;
        else if (rows[i].kind == PDD_KIND_CRASH) {
            t->crash++;
            t->crash_event = rows[i];
            snprintf(t->backtrace, sizeof t->backtrace, "%s", rows[i].backtrace);
        } else
            t->other++;
    }
    return 0;
}

static uint64_t last_t_end;
static int32_t last_kernel;
static int last_progress(const pdd_log_progress *rows, size_t n, void *ctx)
{
    (void)ctx;
    if (n) {
        last_t_end = rows[n - 1].t_end_ns;
        last_kernel = rows[n - 1].kernel;
    }
    return 0;
}

/* Runs the child, checks how it ended, and reads back what the log holds. */
static pdd_log *run_and_recover(death how, int *status, tally *t)
{
    tsup_start("PACE_DACE_DEBUG=", NULL); /* only the child logs */
    snprintf(journal, sizeof journal, "%s/pdd.0.h5.journal", tsup_dir);
    snprintf(h5, sizeof h5, "%s/pdd.0.h5", tsup_dir);
    pid_t pid = fork();
    if (pid == 0)
        child(how);
    ck_assert_int_eq(waitpid(pid, status, 0), pid);
    pid_t child_pid = pid;
    pdd_log *log = NULL;
    char err[1024];
    const char *open_path = how == DIE_NORMAL ? h5 : journal;
    if (how != DIE_NORMAL) {
        ck_assert_int_eq(access(journal, F_OK), 0);
        ck_assert_int_ne(access(h5, F_OK), 0);
    }
    ck_assert_msg(pdd_log_open(open_path, &log, err, sizeof err) == 0, "%s", err);
    memset(t, 0, sizeof *t);
    t->pid_of_child = child_pid;
    ck_assert_int_eq(pdd_log_read_events(log, 0, UINT64_MAX, tally_events, t, err, sizeof err), 0);
    ck_assert_int_eq(pdd_log_read_progress(log, 0, UINT64_MAX, last_progress, NULL, err, sizeof err), 0);
    return log;
}

static void assert_crash_event(const tally *t, const char *signame)
{
    ck_assert_uint_eq(t->crash, 1);
    ck_assert_int_eq(t->crash_event.kernel, ((pdd_unit_rt *)tu_unit.rt)->kernels[K_ADVECT].gid);
    ck_assert_uint_eq(t->crash_event.call, 1);
    ck_assert_msg(strncmp(t->backtrace, signame, strlen(signame)) == 0, "backtrace: %s", t->backtrace);
    ck_assert_msg(strstr(t->backtrace, "crash_in_kernel") != NULL, "backtrace: %s", t->backtrace);
    ck_assert_msg(strstr(t->backtrace, "child") != NULL, "backtrace: %s", t->backtrace);
    ck_assert_int_eq(last_kernel, t->crash_event.kernel); /* began, never ended */
    ck_assert_uint_eq(last_t_end, 0);
}

START_TEST(sigsegv_keeps_every_event_and_records_the_crash_with_a_backtrace)
{
    int st;
    tally t;
    pdd_log *log = run_and_recover(DIE_SEGV, &st, &t);
    ck_assert(WIFSIGNALED(st) && WTERMSIG(st) == SIGSEGV);
    ck_assert_uint_eq(t.nan, NCALLS);
    ck_assert_uint_eq(t.other, 0);
    assert_crash_event(&t, "SIGSEGV (11) at address 0x8");
    ck_assert_int_eq(pdd_log_meta_of(log)->recovered, 1);
    ck_assert_int_eq(pdd_log_meta_of(log)->clean_exit, 0);
    pdd_log_close(log);
}
END_TEST

#if defined(__aarch64__) && defined(ESR_MAGIC)
static void esr_probe(int sig, siginfo_t *info, void *uctx)
{
    const ucontext_t *uc = uctx;
    const unsigned char *p = (const unsigned char *)uc->uc_mcontext.__reserved;
    const unsigned char *end = p + sizeof uc->uc_mcontext.__reserved;
    while (p + sizeof(struct _aarch64_ctx) <= end) {
        const struct _aarch64_ctx *head = (const struct _aarch64_ctx *)p;
        if (head->magic == ESR_MAGIC)
            _exit(0);
        if (head->magic == 0 || head->size < sizeof *head)
            break;
        p += head->size;
    }
    _exit(1);
}
#endif

/* Whether this platform's signal frame says if a fault was a write: x86-64's does; aarch64's
 * has the syndrome record on Linux, which some emulators (qemu-user before 8.1) leave out. */
static int platform_tells_write(void)
{
#if defined(__x86_64__)
    return 1;
#elif defined(__aarch64__) && defined(ESR_MAGIC)
    pid_t pid = fork();
    if (pid == 0) {
        struct sigaction sa = {.sa_sigaction = esr_probe, .sa_flags = SA_SIGINFO};
        sigaction(SIGSEGV, &sa, NULL);
        volatile int *volatile bad = (volatile int *)(uintptr_t)8; /* a store, as the kernel's */
        *bad = 1;
        _exit(2);
    }
    int st = 0;
    return waitpid(pid, &st, 0) == pid && WIFEXITED(st) && WEXITSTATUS(st) == 0;
#else
    return 0;
#endif
}

/* The line that places the address: "address 0x...: " and then `want`; where the platform
 * cannot tell a write from a read, pdd says "access" instead of "store" or "read". */
static void assert_placed(const tally *t, const char *want)
{
    char buf[512];
    const char *line = strstr(t->backtrace, "\naddress 0x");
    ck_assert_msg(line != NULL, "no address line: %s", t->backtrace);
    line = strstr(line, ": ");
    const char *dir = platform_tells_write() ? NULL : strstr(want, "(a wild ");
    if (dir) {
        const char *word = dir + strlen("(a wild ");
        const char *rest = strchr(word, ' ');
        snprintf(buf, sizeof buf, "%.*saccess%s", (int)(word - want), want, rest ? rest : "");
        want = buf;
    }
    ck_assert_msg(line && !strncmp(line + 2, want, strlen(want)), "want \"%s\": %s", want, t->backtrace);
}

START_TEST(a_null_store_is_placed_in_the_null_page_near_no_field)
{
    int st;
    tally t;
    pdd_log *log = run_and_recover(DIE_SEGV, &st, &t);
    assert_placed(&t, "in the NULL page (a NULL pointer, 8 bytes past it), not near any field");
    ck_assert_msg(strstr(t.backtrace, ", a write, pc 0x") || !strstr(t.backtrace, ", pc 0x") ||
                      !platform_tells_write(),
                  "backtrace: %s", t.backtrace);
    /* the frames are named by the conversion, the trampoline marked, none of libpdd's own */
    ck_assert_msg(strstr(t.backtrace, "\n#0 0x") && strstr(t.backtrace, " <signal handler called>\n#1 0x"),
                  "backtrace: %s", t.backtrace);
    ck_assert_msg(!strstr(t.backtrace, " @ 0x") && !strstr(t.backtrace, "on_crash"), "backtrace: %s", t.backtrace);
    ck_assert_msg(strstr(t.backtrace, "crash_in_kernel+0x") && strstr(t.backtrace, "check_crash.c:"),
                  "backtrace: %s", t.backtrace);
    pdd_log_close(log);
}
END_TEST

START_TEST(a_store_before_a_field_is_placed_before_its_start)
{
    int st;
    tally t;
    pdd_log *log = run_and_recover(DIE_BEFORE_FIELD, &st, &t);
    ck_assert(WIFSIGNALED(st) && WTERMSIG(st) == SIGSEGV);
    assert_crash_event(&t, "SIGSEGV (11) at address 0x");
    assert_placed(&t, "24 bytes (3 f64 elements) before the start of qvapor (2\xc3\x97" "2\xc3\x97" "2 f64)");
    pdd_log_close(log);
}
END_TEST

START_TEST(a_store_past_a_field_is_placed_past_its_end)
{
    int st;
    tally t;
    pdd_log *log = run_and_recover(DIE_PAST_FIELD, &st, &t);
    ck_assert(WIFSIGNALED(st) && WTERMSIG(st) == SIGSEGV);
    assert_placed(&t, "48 bytes (12 f32 elements) past the end of qrain (2\xc3\x97" "2\xc3\x97" "2 f32)");
    pdd_log_close(log);
}
END_TEST

/* A fault inside libc: its frame is named for what is there (libc's symbol table, from its
 * debug info where installed) or shown as libc.so.6+0x..., never as the nearest export. */
START_TEST(a_fault_in_a_library_frame_names_it_or_shows_its_offset)
{
    int st;
    tally t;
    pdd_log *log = run_and_recover(DIE_IN_LIBRARY, &st, &t);
    ck_assert(WIFSIGNALED(st) && WTERMSIG(st) == SIGSEGV);
    /* where in the next page libc's first store lands depends on its copy's path (the
     * source's alignment, the CPU): just past the end, or some bytes further */
    const char *place = strstr(t.backtrace, "\naddress 0x");
    ck_assert_msg(place && strstr(place, " past the end of qrain (2\xc3\x97" "2\xc3\x97" "2 f32)\n"),
                  "backtrace: %s", t.backtrace);
    const char *f1 = strstr(t.backtrace, "<signal handler called>\n#1 0x");
    ck_assert_msg(f1 != NULL, "backtrace: %s", t.backtrace);
    f1 = strchr(f1, '\n') + 1;
    char frame[512];
    snprintf(frame, sizeof frame, "%.*s", (int)strcspn(f1, "\n"), f1);
    if (!getenv("PDD_TEST_SANITIZED")) /* (ASan's own memcpy is in libasan) */
        ck_assert_msg(strstr(frame, " libc.so.6+0x") || strstr(frame, "memmove") ||
                          strstr(frame, "memcpy"),
                      "frame 1: %s\n%s", frame, t.backtrace);
    ck_assert_msg(strstr(t.backtrace, "crash_in_kernel+0x"), "backtrace: %s", t.backtrace);
    pdd_log_close(log);
}
END_TEST

START_TEST(a_store_inside_a_field_is_placed_at_its_element)
{
    int st;
    tally t;
    pdd_log *log = run_and_recover(DIE_INSIDE_FIELD, &st, &t);
    ck_assert(WIFSIGNALED(st) && WTERMSIG(st) == SIGSEGV);
    assert_placed(&t, "inside qvapor (2\xc3\x97" "2\xc3\x97" "2 f64) at element (1,0,1), 40 bytes from its start");
    pdd_log_close(log);
}
END_TEST

START_TEST(a_store_far_from_every_field_is_near_none)
{
    int st;
    tally t;
    pdd_log *log = run_and_recover(DIE_FAR_FROM_FIELDS, &st, &t);
    ck_assert(WIFSIGNALED(st) && WTERMSIG(st) == SIGSEGV);
    assert_placed(&t, "not near any field bound now (none within 2^31 elements)");
    pdd_log_close(log);
}
END_TEST

START_TEST(a_store_into_the_journals_guard_pages_is_placed_there)
{
    int st;
    tally t;
    pdd_log *log = run_and_recover(DIE_IN_JOURNAL_GUARD, &st, &t);
    ck_assert(WIFSIGNALED(st) && WTERMSIG(st) == SIGSEGV);
    assert_placed(&t, "inside the guard pages 100 bytes before pdd's journal (a wild store that missed every field)");
    pdd_log_close(log);
    /* a library reading there (seen: libcupti after CUDA's teardown) is no store */
    log = run_and_recover(DIE_READ_JOURNAL_GUARD, &st, &t);
    ck_assert(WIFSIGNALED(st) && WTERMSIG(st) == SIGSEGV);
    assert_placed(&t, "inside the guard pages 100 bytes before pdd's journal (a wild read that missed every field)");
    pdd_log_close(log);
}
END_TEST

START_TEST(sigabrt_from_kill_keeps_every_event_and_records_the_crash)
{
    int st;
    tally t;
    pdd_log *log = run_and_recover(DIE_KILL_ABRT, &st, &t);
    ck_assert(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT);
    ck_assert_uint_eq(t.nan, NCALLS);
    assert_crash_event(&t, "SIGABRT (6)");
    pdd_log_close(log);
}
END_TEST

START_TEST(abort_keeps_every_event_and_records_the_crash)
{
    int st;
    tally t;
    pdd_log *log = run_and_recover(DIE_ABORT, &st, &t);
    ck_assert(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT);
    ck_assert_uint_eq(t.nan, NCALLS);
    assert_crash_event(&t, "SIGABRT (6)");
    pdd_log_close(log);
}
END_TEST

START_TEST(exit_without_cleanup_keeps_every_event)
{
    int st;
    tally t;
    pdd_log *log = run_and_recover(DIE_EXIT_NO_CLEANUP, &st, &t);
    ck_assert(WIFEXITED(st) && WEXITSTATUS(st) == 3);
    ck_assert_uint_eq(t.nan, NCALLS);
    ck_assert_uint_eq(t.crash, 0);
    ck_assert_uint_eq(t.other, 0);
    /* every call counted; the ring kept the default 10000 (the failure's neighbourhood, then
     * the last calls, the last one ended) */
    size_t nt;
    const pdd_log_totals *tot = pdd_log_totals_of(log, &nt);
    ck_assert_uint_eq(nt, 1);
    ck_assert_uint_eq(tot[0].calls, NCALLS);
    ck_assert_uint_eq(tot[0].ended, NCALLS);
    ck_assert_uint_eq(pdd_log_progress_count(log), 10000);
    ck_assert_uint_ne(last_t_end, 0);
    pdd_log_close(log);
}
END_TEST

START_TEST(sigkill_keeps_every_event)
{
    int st;
    tally t;
    pdd_log *log = run_and_recover(DIE_SIGKILL, &st, &t);
    ck_assert(WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL);
    ck_assert_uint_eq(t.nan, NCALLS);
    ck_assert_uint_eq(t.crash, 0);
    ck_assert_uint_eq(t.other, 0);
    ck_assert_uint_eq(pdd_log_meta_of(log)->records_torn, 0);
    pdd_log_close(log);
}
END_TEST

START_TEST(normal_exit_writes_the_log_and_removes_the_journal)
{
    int st;
    tally t;
    pdd_log *log = run_and_recover(DIE_NORMAL, &st, &t);
    ck_assert(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    ck_assert_int_ne(access(journal, F_OK), 0);
    ck_assert_uint_eq(t.nan, NCALLS);
    ck_assert_int_eq(pdd_log_meta_of(log)->clean_exit, 1);
    ck_assert_int_eq(pdd_log_meta_of(log)->recovered, 0);
    ck_assert_str_eq(pdd_log_meta_of(log)->producer, "pdd " PDD_VERSION);
    size_t nk;
    const pdd_log_kernel *k = pdd_log_kernels(log, &nk);
    ck_assert_uint_eq(nk, NKERNELS);
    ck_assert_str_eq(k[K_PLAIN].name, "plain_0_0_3");
    pdd_log_close(log);
}
END_TEST

START_TEST(a_full_disk_is_reported_once_and_what_was_recorded_is_kept)
{
    tsup_start("PACE_DACE_DEBUG=", NULL);
    snprintf(journal, sizeof journal, "%s/pdd.0.h5.journal", tsup_dir);
    char errpath[700];
    snprintf(errpath, sizeof errpath, "%s/stderr.txt", tsup_dir);
    pid_t pid = fork();
    if (pid == 0) {
        /* A file-size limit stands in for a full disk; SIGXFSZ keeps its default action
         * (death): pdd's own writes must never raise it on the program. */
        FILE *e = fopen(errpath, "w");
        dup2(fileno(e), 2);
        signal(SIGXFSZ, SIG_DFL);
        struct rlimit rl = {4 << 20, 4 << 20};
        setrlimit(RLIMIT_FSIZE, &rl);
        setenv("PDD_MAX_EVENTS", "0", 1);
        setenv("PACE_DACE_DEBUG", "True", 1);
        pdd_runtime_restart();
        double s[4] = {1, NAN, 2, 3}, u[4];
        for (int c = 0; c < 2 * NCALLS; c++)
            tu_plain(u, s, 4);
        exit(0);
    }
    int st;
    waitpid(pid, &st, 0);
    ck_assert(WIFEXITED(st) && WEXITSTATUS(st) == 0); /* the program itself carried on */
    char text[8192] = "";
    FILE *e = fopen(errpath, "r");
    size_t n = fread(text, 1, sizeof text - 1, e);
    text[n] = 0;
    fclose(e);
    char want[900];
    snprintf(want, sizeof want,
             "pdd: journal %s cannot grow past 4096 KiB (the file size limit, ulimit -f, is 4096 "
             "KiB): pdd stops logging here and the program runs on; the records made until now "
             "stay in it; raise it (ulimit -f unlimited) to log the whole run\n",
             journal);
    ck_assert_msg(strstr(text, want) != NULL, "stderr: %s", text);
    ck_assert_ptr_null(strstr(strstr(text, want) + strlen(want), "cannot grow")); /* said once */
    pdd_log *log = NULL;
    char err[1024];
    snprintf(h5, sizeof h5, "%s/pdd.0.h5", tsup_dir);
    /* the small log may still fit under the limit at exit; else the journal is left */
    const char *what = access(journal, F_OK) == 0 ? journal : h5;
    ck_assert_msg(pdd_log_open(what, &log, err, sizeof err) == 0, "%s", err);
    tally t;
    memset(&t, 0, sizeof t);
    ck_assert_int_eq(pdd_log_read_events(log, 0, UINT64_MAX, tally_events, &t, err, sizeof err), 0);
    ck_assert_uint_gt(t.nan, 1000);
    ck_assert_uint_lt(t.nan, 2 * NCALLS);
    ck_assert_uint_eq(t.other, 0);
    ck_assert_uint_eq(pdd_log_meta_of(log)->records_torn, 0);
    ck_assert_int_eq(pdd_log_meta_of(log)->clean_exit, 1); /* its END had room kept for it */
    pdd_log_close(log);
}
END_TEST

/* A write past ulimit -f inside pdd's guard fails with EFBIG and leaves no SIGXFSZ behind;
 * the same write of the program's own, after it, still raises SIGXFSZ (default: death). */
START_TEST(sigxfsz_of_pdds_writes_is_taken_back_and_the_programs_own_is_not)
{
    tsup_start("PACE_DACE_DEBUG=", NULL);
    char path[700];
    snprintf(path, sizeof path, "%s/big", tsup_dir);
    int fds[2];
    ck_assert_int_eq(pipe(fds), 0);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        signal(SIGXFSZ, SIG_DFL);
        struct rlimit rl = {4096, 4096};
        setrlimit(RLIMIT_FSIZE, &rl);
        int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        static char block[8192];
        pdd_fsize_guard g;
        pdd_fsize_guard_begin(&g);
        ssize_t w = pwrite(fd, block, sizeof block, 4096); /* past the limit */
        int e = errno;
        pdd_fsize_guard_end(&g);
        if (w != -1 || e != EFBIG)
            _exit(2);
        if (pdd_file_size_limit() != 4096)
            _exit(3);
        (void)!write(fds[1], "g", 1); /* survived pdd's write */
        (void)!pwrite(fd, block, sizeof block, 4096); /* the program's own: SIGXFSZ */
        _exit(0);
    }
    close(fds[1]);
    char got = 0;
    ck_assert_int_eq(read(fds[0], &got, 1), 1);
    close(fds[0]);
    ck_assert_int_eq(got, 'g');
    int st;
    waitpid(pid, &st, 0);
    ck_assert_msg(WIFSIGNALED(st) && WTERMSIG(st) == SIGXFSZ, "status %d", st);
}
END_TEST

START_TEST(a_leftover_journal_is_kept_aside_not_overwritten)
{
    int st;
    tally t;
    pdd_log *log = run_and_recover(DIE_SIGKILL, &st, &t);
    pdd_log_close(log);
    unlink(h5); /* as if nobody looked at it yet */
    /* The next run with the same PDD_LOG finds the leftover journal. */
    pid_t pid = fork();
    if (pid == 0) {
        setenv("PACE_DACE_DEBUG", "True", 1);
        pdd_runtime_restart();
        exit(0);
    }
    int st2;
    waitpid(pid, &st2, 0);
    ck_assert(WIFEXITED(st2) && WEXITSTATUS(st2) == 0);
    char aside[700];
    snprintf(aside, sizeof aside, "%s/pdd.0.pid%d.h5.journal", tsup_dir, (int)t.pid_of_child);
    ck_assert_msg(access(aside, F_OK) == 0, "no %s", aside);
    char err[1024];
    ck_assert_msg(pdd_log_open(aside, &log, err, sizeof err) == 0, "%s", err);
    ck_assert_uint_eq(pdd_log_event_count(log), NCALLS);
    pdd_log_close(log);
}
END_TEST

/* Where the journal's mapping begins and ends, from /proc/self/maps: the mapping holding
 * `inside`, or (inside NULL) the one of the file at `path`. */
static int journal_mapping_of(const void *inside, const char *path, uintptr_t *start, uintptr_t *end)
{
    FILE *maps = fopen("/proc/self/maps", "r");
    char line[8192];
    int found = 0;
    while (maps && !found && fgets(line, sizeof line, maps)) {
        unsigned long s, e;
        line[strcspn(line, "\n")] = 0;
        size_t l = strlen(line), lp = path ? strlen(path) : 0;
        int here = inside ? 1 : l >= lp && !strcmp(line + l - lp, path);
        if (here && sscanf(line, "%lx-%lx", &s, &e) == 2 &&
            (!inside || (s <= (uintptr_t)inside && (uintptr_t)inside < e))) {
            *start = s;
            *end = e;
            found = 1;
        }
    }
    if (maps)
        fclose(maps);
    return found;
}

static int journal_mapping(const void *inside, uintptr_t *start, uintptr_t *end)
{
    return journal_mapping_of(inside, NULL, start, end);
}

static int journal_file_mapping(const char *path, uintptr_t *start, uintptr_t *end)
{
    return journal_mapping_of(NULL, path, start, end);
}

/* A wild store just past a field the program allocated next to the journal must fault, not
 * land in the journal: the mapping has no writable neighbour within 64 MiB on either side. */
START_TEST(the_journal_is_fenced_by_inaccessible_guards)
{
    tsup_start("PACE_DACE_DEBUG=", NULL);
    char path[700], err[1024];
    snprintf(path, sizeof path, "%s/fenced.journal", tsup_dir);
    pdd_journal *j = pdd_journal_create(path, getpid(), 0, err, sizeof err);
    ck_assert_msg(j != NULL, "%s", err);
    pdd_rec_end end = {0};
    unsigned char *rec = pdd_journal_append(j, PDD_REC_END, &end, sizeof end, NULL, 0);
    ck_assert_ptr_nonnull(rec);
    uintptr_t js, je;
    ck_assert(journal_mapping(rec, &js, &je));
    const uintptr_t guard = (uintptr_t)64 << 20;
    FILE *maps = fopen("/proc/self/maps", "r");
    char line[1024];
    while (fgets(line, sizeof line, maps)) {
        unsigned long s, e;
        char perms[8];
        if (sscanf(line, "%lx-%lx %7s", &s, &e, perms) != 3 || perms[1] != 'w' || s == js)
            continue;
        ck_assert_msg(e <= js - guard || s >= je + guard, "writable mapping beside the journal "
                      "[%lx, %lx): %s", (unsigned long)js, (unsigned long)je, line);
    }
    fclose(maps);
    /* and a store one byte before it faults */
    pid_t pid = fork();
    if (pid == 0) {
        signal(SIGSEGV, SIG_DFL);
        *(volatile unsigned char *)(js - 1) = 1;
        _exit(0);
    }
    int st;
    waitpid(pid, &st, 0);
    ck_assert_msg(WIFSIGNALED(st) && WTERMSIG(st) == SIGSEGV, "status %d", st);
    pdd_journal_close(j);
}
END_TEST

START_TEST(two_live_processes_with_one_log_path_write_two_logs)
{
    tsup_start("PACE_DACE_DEBUG=", NULL);
    int fds[2], ready[2];
    ck_assert_int_eq(pipe(fds), 0);
    ck_assert_int_eq(pipe(ready), 0);
    pid_t first = fork();
    if (first == 0) { /* holds the journal until told to go */
        setenv("PACE_DACE_DEBUG", "True", 1);
        pdd_runtime_restart();
        char c = 'r';
        close(fds[1]);
        close(ready[0]);
        ck_assert_int_eq(write(ready[1], &c, 1), 1); /* its journal is open */
        ck_assert_int_eq(read(fds[0], &c, 1), 0);
        exit(0);
    }
    close(fds[0]);
    close(ready[1]);
    char c;
    ck_assert_int_eq(read(ready[0], &c, 1), 1); /* however long a loaded machine takes */
    close(ready[0]);
    pid_t second = fork();
    if (second == 0) {
        setenv("PACE_DACE_DEBUG", "True", 1);
        pdd_runtime_restart();
        exit(0);
    }
    int st;
    waitpid(second, &st, 0);
    close(fds[1]);
    waitpid(first, &st, 0);
    char h1[700], h2[700];
    snprintf(h1, sizeof h1, "%s/pdd.0.h5", tsup_dir);
    snprintf(h2, sizeof h2, "%s/pdd.0.pid%d.h5", tsup_dir, (int)second);
    ck_assert_int_eq(access(h1, F_OK), 0);
    ck_assert_msg(access(h2, F_OK) == 0, "no %s", h2);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("crash");
    TCase *tc = tcase_create("crash");
    tcase_set_timeout(tc, getenv("PDD_TEST_SANITIZED") ? 600 : 120);
    tcase_add_test(tc, sigsegv_keeps_every_event_and_records_the_crash_with_a_backtrace);
    tcase_add_test(tc, a_null_store_is_placed_in_the_null_page_near_no_field);
    tcase_add_test(tc, a_store_before_a_field_is_placed_before_its_start);
    tcase_add_test(tc, a_store_past_a_field_is_placed_past_its_end);
    tcase_add_test(tc, a_fault_in_a_library_frame_names_it_or_shows_its_offset);
    tcase_add_test(tc, a_store_into_the_journals_guard_pages_is_placed_there);
    tcase_add_test(tc, a_store_inside_a_field_is_placed_at_its_element);
    tcase_add_test(tc, a_store_far_from_every_field_is_near_none);
    tcase_add_test(tc, sigabrt_from_kill_keeps_every_event_and_records_the_crash);
    tcase_add_test(tc, abort_keeps_every_event_and_records_the_crash);
    tcase_add_test(tc, exit_without_cleanup_keeps_every_event);
    tcase_add_test(tc, sigkill_keeps_every_event);
    tcase_add_test(tc, normal_exit_writes_the_log_and_removes_the_journal);
    tcase_add_test(tc, a_full_disk_is_reported_once_and_what_was_recorded_is_kept);
    tcase_add_test(tc, sigxfsz_of_pdds_writes_is_taken_back_and_the_programs_own_is_not);
    tcase_add_test(tc, a_leftover_journal_is_kept_aside_not_overwritten);
    tcase_add_test(tc, two_live_processes_with_one_log_path_write_two_logs);
    tcase_add_test(tc, the_journal_is_fenced_by_inaccessible_guards);
    suite_add_tcase(s, tc);
    return tsup_run(s);
}
