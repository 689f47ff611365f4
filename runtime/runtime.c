/* runtime.c: start-up (configuration, journal, the checkers' start) and the clean exit that
 * turns the journal into the HDF5 log. The library's entry (entry/load.c) calls in here when
 * it is loaded and unloaded. */
#include "runtime.h"
#include "atomic_file.h"
#include "h5_writer.h"
#include "fsize_guard.h"
#include "checker.h"
#include "clock.h"
#include "log_place.h"
#include "rank.h"
#include "registry.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int pdd_enabled;
uint32_t pdd_checks;
int pdd_cuda_sync;
pdd_runtime pdd_rt = {.running_kernel = -1};

static pthread_once_t init_once = PTHREAD_ONCE_INIT;

void pdd_say(const char *fmt, ...)
{
    char line[16384]; /* room for two paths of PDD_PATH_MAX and a switch's value */
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n >= sizeof line) { /* never cut without saying so; the line still ends */
        char more[64];
        int m = snprintf(more, sizeof more, "... [%d more bytes not shown]\n", n - (int)(sizeof line - 64));
        memcpy(line + sizeof line - 64, more, (size_t)m + 1);
        n = (int)(sizeof line - 64) + m;
    }
    pdd_fsize_guard g; /* a stderr file past ulimit -f: the line is lost, not the run */
    pdd_fsize_guard_begin(&g);
    (void)!write(2, line, (size_t)n); /* one write: lines from threads and ranks stay whole */
    pdd_fsize_guard_end(&g);
}

static const char *env_get(const char *name)
{
    return getenv(name);
}

/* The command line, for the log's `program` attribute. */
static void read_cmdline(char *out, size_t n)
{
    out[0] = 0;
    int fd = open("/proc/self/cmdline", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    ssize_t got = read(fd, out, n - 1);
    close(fd);
    if (got <= 0) {
        out[0] = 0;
        return;
    }
    for (ssize_t i = 0; i < got; i++)
        if (out[i] == 0)
            out[i] = ' ';
    while (got > 0 && out[got - 1] == ' ')
        got--;
    out[got] = 0;
}

static void write_meta(void)
{
    char cmd[2048], host[256] = "";
    read_cmdline(cmd, sizeof cmd);
    gethostname(host, sizeof host - 1);
    char when[64];
    time_t secs = (time_t)(pdd_rt.t0_real_ns / 1000000000u);
    struct tm tm;
    gmtime_r(&secs, &tm);
    size_t w = strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%S", &tm);
    snprintf(when + w, sizeof when - w, ".%09lluZ",
             (unsigned long long)(pdd_rt.t0_real_ns % 1000000000u));
    cJSON *m = cJSON_CreateObject();
    cJSON_AddNumberToObject(m, "format_version", PDD_LOG_FORMAT_VERSION);
    cJSON_AddStringToObject(m, "producer", "pdd " PDD_VERSION);
    cJSON_AddStringToObject(m, "program", cmd);
    cJSON_AddNumberToObject(m, "rank", (double)pdd_rt.rank);
    cJSON_AddStringToObject(m, "hostname", host);
    cJSON_AddNumberToObject(m, "pid", (double)getpid());
    cJSON_AddNumberToObject(m, "start_time_ns", (double)pdd_rt.t0_real_ns);
    cJSON_AddStringToObject(m, "start_time", when);
    char *cfg = pdd_config_to_json(&pdd_rt.cfg);
    cJSON_AddItemToObject(m, "config", cJSON_Parse(cfg));
    free(cfg);
    char *text = cJSON_PrintUnformatted(m);
    cJSON_Delete(m);
    if (text)
        pdd_journal_append(pdd_rt.journal, PDD_REC_META, text, strlen(text) + 1, NULL, 0);
    free(text);
}

static void child_after_fork(void)
{
    /* The child shares the parent's journal mapping: it must not write into it. */
    pdd_enabled = 0;
    pdd_rt.finished = 1;
}

/* "pdd.0.h5" + "pid42" -> "pdd.0.pid42.h5", and with n > 1 "pdd.0.pid42-n.h5": a name of
 * its own for one process, or for one journal set aside. */
static void path_with_tag(const char *path, const char *tag, int n, char *out, size_t size)
{
    char t[64];
    if (n > 1)
        snprintf(t, sizeof t, "%s-%d", tag, n);
    else
        snprintf(t, sizeof t, "%s", tag);
    size_t len = strlen(path);
    int h5 = len > 3 && !strcmp(path + len - 3, ".h5");
    int w = snprintf(out, size, "%.*s.%s%s", (int)(h5 ? len - 3 : len), path, t, h5 ? ".h5" : "");
    const char *base = strrchr(out, '/');
    /* too long, or its journal's name would be: a short name of its own in the same folder */
    if (w < 0 || (size_t)w >= size || strlen(base ? base + 1 : out) + strlen(".journal") > PDD_FILE_NAME_MAX) {
        const char *slash = strrchr(path, '/');
        snprintf(out, size, "%.*spdd.%s.h5", slash ? (int)(slash - path + 1) : 0, path, t);
    }
}

static void path_with_pid(const char *path, long pid, char *out, size_t n)
{
    char tag[32];
    snprintf(tag, sizeof tag, "pid%ld", pid);
    path_with_tag(path, tag, 1, out, n);
}

/* Moves a dead process's journal to a name no file has yet (nor the log that pdd-view makes
 * from it): an earlier journal set aside is never replaced. */
static int set_aside(const char *journal, const char *log, const char *tag, char *aside,
                     size_t n)
{
    for (int k = 1; k <= 1000; k++) {
        char alog[PDD_PATH_MAX];
        struct stat sb;
        path_with_tag(log, tag, k, alog, sizeof alog);
        snprintf(aside, n, "%s.journal", alog);
        if (lstat(alog, &sb) == 0)
            continue;
        if (renameat2(AT_FDCWD, journal, AT_FDCWD, aside, RENAME_NOREPLACE) == 0)
            return 0;
        if (errno == EINVAL || errno == ENOSYS) { /* no RENAME_NOREPLACE there */
            if (link(journal, aside) == 0)
                return unlink(journal);
        }
        if (errno != EEXIST)
            return -1;
    }
    return -1;
}

/* What a conversion killed midway left of a dead process: its temporary HDF5 file. */
static int remove_stale_tmp(const char *log, int64_t pid)
{
    char tmp[PDD_PATH_MAX + 32];
    struct stat sb;
    pdd_atomic_tmp_name(log, (long)pid, tmp, sizeof tmp);
    return lstat(tmp, &sb) == 0 && S_ISREG(sb.st_mode) && sb.st_uid == geteuid() &&
           unlink(tmp) == 0;
}

/* The journal there is this very process's, written by the program it ran before an exec
 * (exec ends a program without its exit): it becomes a log of its own beside this one,
 * whose ending says so. */
static int previous_image_log(void)
{
    char tag[48], aside[PDD_PATH_MAX + 16], alog[PDD_PATH_MAX], err[PDD_PATH_MAX + 512];
    snprintf(tag, sizeof tag, "pid%ld-exec", (long)getpid());
    if (set_aside(pdd_rt.journal_path, pdd_rt.log_path, tag, aside, sizeof aside))
        return -1;
    snprintf(alog, sizeof alog, "%.*s", (int)(strlen(aside) - strlen(".journal")), aside);
    if (pdd_h5_write(aside, alog, PDD_ENDED_BY_EXEC, err, sizeof err)) {
        pdd_say("pdd: %s was left by this process's program before it called exec; kept as %s "
                "(%s)\n", pdd_rt.journal_path, aside, err);
        return 0;
    }
    unlink(aside);
    pdd_say("pdd: this process (pid %ld) ran another program before exec; its log is %s\n",
            (long)getpid(), alog);
    return 0;
}

/* Opens this process's journal beside its log. A journal left by a process that died is
 * moved aside, never overwritten; one that a live process writes (same rank and PDD_LOG),
 * one at a symbolic link or of another user, or a log of another user, makes this process
 * log under a name with its pid. */
static int open_journal(char *err, size_t errlen)
{
    for (int attempt = 0; attempt < 4; attempt++) {
        char mine[PDD_PATH_MAX];
        struct stat sb;
        path_with_pid(pdd_rt.log_path, (long)getpid(), mine, sizeof mine);
        if (lstat(pdd_rt.log_path, &sb) == 0 && sb.st_uid != geteuid()) {
            pdd_say("pdd: %s belongs to user %ld; pdd never replaces another user's file; this "
                    "process logs to %s\n", pdd_rt.log_path, (long)sb.st_uid, mine);
            snprintf(pdd_rt.log_path, sizeof pdd_rt.log_path, "%s", mine);
            continue;
        }
        snprintf(pdd_rt.journal_path, sizeof pdd_rt.journal_path, "%s.journal", pdd_rt.log_path);
        pdd_rt.journal =
            pdd_journal_create(pdd_rt.journal_path, getpid(), pdd_rt.rank, err, errlen);
        if (pdd_rt.journal)
            return 0;
        if (errno == EEXIST) {
            pdd_journal_scan_stats st;
            char why[PDD_PATH_MAX + 256], aside[PDD_PATH_MAX + 16];
            pdd_journal_scan(pdd_rt.journal_path, NULL, NULL, &st, why, sizeof why);
            if (st.headerless) { /* nothing in it to keep */
                if (unlink(pdd_rt.journal_path))
                    return -1;
                pdd_say("pdd: %s; removed\n", why);
                continue;
            }
            if (st.pid == getpid() && st.proc_start && st.proc_start == pdd_journal_proc_start()) {
                if (previous_image_log())
                    return -1;
                continue;
            }
            char tag[32] = "aside";
            if (st.pid >= 0)
                snprintf(tag, sizeof tag, "pid%lld", (long long)st.pid);
            int stale = st.pid >= 0 && remove_stale_tmp(pdd_rt.log_path, st.pid);
            if (set_aside(pdd_rt.journal_path, pdd_rt.log_path, tag, aside, sizeof aside))
                return -1;
            if (st.pid >= 0)
                pdd_say("pdd: %s was left by process %lld, which died%s; kept as %s (run "
                        "'pdd-view summary %s')\n",
                        pdd_rt.journal_path, (long long)st.pid,
                        stale ? " converting it (its half-written log is removed)" : "", aside,
                        aside);
            else
                pdd_say("pdd: %s is in the way and this pdd cannot read it (%s); set aside as "
                        "%s\n", pdd_rt.journal_path, why, aside);
        } else if (errno == EBUSY || errno == EPERM) {
            if (errno == EBUSY)
                pdd_say("pdd: %s is being written by another process (same rank and PDD_LOG; add "
                        "%%p to PDD_LOG to avoid this); this one logs to %s\n",
                        pdd_rt.journal_path, mine);
            else
                pdd_say("%s; this process logs to %s\n", err, mine);
            snprintf(pdd_rt.log_path, sizeof pdd_rt.log_path, "%s", mine);
        } else {
            return -1;
        }
    }
    return -1;
}

static void finish_at_exit(void);
static int exit_hooks_installed;

/* PDD_LOG naming a folder (`logs/`, or a folder that exists): the user said where the logs go,
 * so each rank's is pdd.<rank>.h5 in it. -1 when that does not fit. */
static int log_in_folder(char *path, size_t n, long long rank)
{
    size_t len = strlen(path);
    struct stat sb;
    if (!len || (path[len - 1] != '/' && !(stat(path, &sb) == 0 && S_ISDIR(sb.st_mode))))
        return 0;
    int w = snprintf(path + len, n - len, "%spdd.%lld.h5", path[len - 1] == '/' ? "" : "/", rank);
    return w < 0 || (size_t)w >= n - len ? -1 : 0;
}

static void init_runtime(void)
{
    struct timespec r, m;
    clock_gettime(CLOCK_REALTIME, &r);
    clock_gettime(CLOCK_MONOTONIC, &m);
    pdd_rt.t0_real_ns = (uint64_t)r.tv_sec * 1000000000u + (uint64_t)r.tv_nsec;
    pdd_rt.t0_mono_ns = (uint64_t)m.tv_sec * 1000000000u + (uint64_t)m.tv_nsec;

    char err[PDD_PATH_MAX + 512];
    int loaded = pdd_config_load(&pdd_rt.cfg, env_get, err, sizeof err);
    if (loaded < 0) {
        pdd_say("%s (pdd is off for this run)\n", err);
        return;
    }
    if (loaded > 0)
        pdd_say("%s\n", err);
    if (!pdd_rt.cfg.enabled)
        return;
    pdd_clock_init();
    pdd_rt.rank = pdd_rank_from_env(env_get);
    if (pdd_log_path(pdd_rt.cfg.log_pattern, pdd_rt.rank, (long)getpid(), pdd_rt.log_path,
                     sizeof pdd_rt.log_path)) {
        pdd_say("pdd: PDD_LOG=%s: the path is too long (pdd is off for this run)\n",
                pdd_rt.cfg.log_pattern);
        return;
    }
    if (log_in_folder(pdd_rt.log_path, sizeof pdd_rt.log_path, pdd_rt.rank)) {
        pdd_say("pdd: PDD_LOG=%s: the path is too long (pdd is off for this run)\n", pdd_rt.cfg.log_pattern);
        return;
    }
    if (pdd_log_place(pdd_rt.log_path, sizeof pdd_rt.log_path - sizeof ".journal", err, sizeof err)) {
        pdd_say("pdd: PDD_LOG=%s: %s (pdd is off for this run)\n", pdd_rt.cfg.log_pattern, err);
        return;
    }
    if (open_journal(err, sizeof err)) {
        pdd_say("%s (pdd is off for this run)\n", err);
        return;
    }
    struct stat sb;
    pdd_rt.previous_log = lstat(pdd_rt.log_path, &sb) == 0 && S_ISREG(sb.st_mode);
    write_meta();
    if (!exit_hooks_installed) {
        exit_hooks_installed = 1;
        atexit(finish_at_exit);
        pthread_atfork(NULL, NULL, child_after_fork);
    }
    pdd_checks = pdd_rt.cfg.checks;
    pdd_cuda_sync = pdd_rt.cfg.cuda_sync;
    pdd_moment_kernel_hooks(pdd_checks);
    pdd_enabled = 1;
    /* Units registered while the probes were off get their ranges and tables now. */
    for (int u = 0; u < pdd_units_count(); u++)
        pdd_unit_configure(pdd_unit_at(u));
    pdd_moment_start();
}

void pdd_init(void)
{
    pthread_once(&init_once, init_runtime);
}

/* Writes what is pending and converts the journal (kept when conversion fails). */
static int write_log(int at_exit)
{
    char err[PDD_PATH_MAX + 512];
    pdd_moment_drain();
    for (int u = 0; u < pdd_units_count(); u++)
        pdd_unit_flush(pdd_unit_at(u));
    if (at_exit) {
        /* Space for it was kept since the journal was made: a clean exit reads as one even
         * after the disk filled (the line that said so told what was kept). */
        pdd_journal_seal(pdd_rt.journal);
        pdd_rec_end end = {pdd_now_ns()};
        pdd_journal_append_reserved(pdd_rt.journal, PDD_REC_END, &end, sizeof end, NULL, 0);
        pdd_journal_finish(pdd_rt.journal);
    }
    if (pdd_rt.previous_log) {
        /* An earlier run's log is never lost to this one's: it becomes <log>.old (as perf
         * keeps perf.data.old), replacing an older .old. */
        char old[PDD_PATH_MAX + 8];
        snprintf(old, sizeof old, "%s.old", pdd_rt.log_path);
        if (rename(pdd_rt.log_path, old) && errno != ENOENT)
            pdd_say("pdd: cannot keep the earlier run's log %s as %s (%s); this run's log replaces it\n",
                    pdd_rt.log_path, old, strerror(errno));
        pdd_rt.previous_log = 0;
    }
    int rc = pdd_h5_write(pdd_rt.journal_path, pdd_rt.log_path, 0, err, sizeof err);
    if (rc)
        pdd_say("pdd: %s; the journal %s is kept: run 'pdd-view summary %s' to recover it\n", err,
                pdd_rt.journal_path, pdd_rt.journal_path);
    else if (at_exit)
        unlink(pdd_rt.journal_path);
    /* Its lock is held until now: a process of the same rank starting meanwhile saw it live. */
    if (at_exit)
        pdd_journal_unlock(pdd_rt.journal);
    return rc ? -1 : 0;
}

/* The host's own last lines: exit flushes stdio only after this conversion, and a SIGTERM
 * that comes during it (a launcher ending the job) would lose them. Never waits for a
 * stream another thread holds. */
static void flush_host_stdio(void)
{
    FILE *streams[2] = {stdout, stderr};
    for (int i = 0; i < 2; i++)
        if (ftrylockfile(streams[i]) == 0) {
            fflush_unlocked(streams[i]);
            funlockfile(streams[i]);
        }
}

static void finish_at_exit(void)
{
    if (!pdd_enabled || pdd_rt.finished)
        return;
    if (pdd_moment_fault_exit()) {
        /* exit() from the program's handler of a fault: a signal handler, maybe on a small
         * stack, after a fault anywhere (malloc's locks held): the journal is kept as it is,
         * for pdd-view to make the log. */
        pdd_rt.finished = 1;
        pdd_enabled = 0;
        pdd_journal_seal(pdd_rt.journal);
        return;
    }
    pdd_moment_finish(); /* CUPTI's last kernel records go in before the END record */
    pdd_rt.finished = 1;
    pdd_enabled = 0;
    flush_host_stdio();
    write_log(1);
}

void pdd_runtime_unload(void)
{
    finish_at_exit();
    pdd_moment_stop();
}

/* CUDA's static runtime (nvcc's default) tears its context down in an atexit handler
 * registered at its first call, after ours: CUPTI flushed after that crashed at every exit
 * (SIGSEGV or SIGBUS inside libcupti, CUDA 13.0 on an H200). Handlers run last-registered
 * first, so registered again now the log ends while CUDA is still up. */
void pdd_runtime_finish_before_cuda(void)
{
    atexit(finish_at_exit);
}

int pdd_runtime_restart(void)
{
    pdd_init();
    pdd_moment_finish();
    if (pdd_enabled && !pdd_rt.finished)
        write_log(1);
    pdd_journal_close(pdd_rt.journal);
    pdd_call_ring_reset();
    pdd_enabled = 0;
    pdd_checks = 0;
    pdd_rt.finished = 0;
    pdd_rt.journal = NULL;
    pdd_moment_stop();
    init_runtime();
    return pdd_enabled ? 0 : -1;
}

int pdd_flush(void)
{
    if (!pdd_enabled || pdd_rt.finished)
        return -1;
    pdd_moment_flush();
    return write_log(0);
}
