/* dacecache.c: pdd-instrument --dacecache DIR [--build] [--restore] on a folder of generated
 * code: a DaCe program (.dacecache/<name>, gt4py.next's .gt4py_cache/<program>_<hash>), a
 * gt4py.cartesian stencil (.gt_cache/py311_NNNN/dacecpu/<module>/<stencil>), or any folder holding
 * such folders (a whole cache). In each, every generated source is instrumented in place, all
 * or nothing, the originals kept in pdd-orig; --build rebuilds the .so (DaCe: its CMake tree
 * through pdd-cc; gt4py: the extension, with gt4py's own builder); --restore puts the
 * originals back. */
#include "dace_replay.h"
#include "file_io.h"
#include "instrument.h"
#include "instrument_text.h"

#include <dirent.h>
#include <fcntl.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_SOURCES 256
#define MAX_DEPTH 8 /* .gt_cache/py311_1013/dacecpu/<module>/<stencil>: 5 below the cache */

typedef enum folder_kind { FOLDER_NONE, FOLDER_DACE, FOLDER_GT_STENCIL } folder_kind;

typedef struct source {
    char path[4200], backup[8600], manifest[4300];
    char *text, *out, *manifest_text;
    size_t len, outlen;
    int already;
} source;

static int has_suffix(const char *s, const char *suf)
{
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && !strcmp(s + n - m, suf);
}

/* Does the file start like DaCe's generated code (gt4py's computation.hpp has gridtools'
 * includes first)? */
static int file_is_generated(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    char head[4096];
    size_t n = fread(head, 1, sizeof head, f);
    fclose(f);
    return memmem(head, n, "DaCe AUTO-GENERATED", 19) != NULL;
}

/* The one file in dir whose name ends in suffix (the stencil's .sdfgz, .cacheinfo), or -1
 * when there is none or more than one. */
static int only_file(const char *dir, const char *suffix, char *out, size_t n)
{
    DIR *dp = opendir(dir);
    int found = 0;
    struct dirent *e;
    while (dp && (e = readdir(dp)))
        if (e->d_name[0] != '.' && has_suffix(e->d_name, suffix) && found++ == 0)
            snprintf(out, n, "%s/%s", dir, e->d_name);
    if (dp)
        closedir(dp);
    return found == 1 ? 0 : -1;
}

/* What dir is, from what is inside; sdfg gets the SDFG's path. */
static folder_kind folder_kind_of(const char *dir, char *sdfg, size_t n)
{
    char info[4300];
    snprintf(sdfg, n, "%s/program.sdfg", dir);
    if (!access(sdfg, R_OK))
        return FOLDER_DACE;
    snprintf(sdfg, n, "%s/program.sdfgz", dir);
    if (!access(sdfg, R_OK))
        return FOLDER_DACE;
    if (!only_file(dir, ".cacheinfo", info, sizeof info) && !only_file(dir, ".sdfgz", sdfg, n))
        return FOLDER_GT_STENCIL;
    return FOLDER_NONE;
}

/* gt4py.cartesian: the generated code is <module>_BUILD/computation.hpp (computation.cu for
 * dace:gpu), between gridtools' includes and gt4py's glue; bindings.cpp includes it. */
static int list_stencil_sources(const char *dir, source *out, int max)
{
    int n = 0;
    DIR *dp = opendir(dir);
    struct dirent *e;
    while (dp && (e = readdir(dp)) && n < max) {
        if (e->d_name[0] == '.' || !has_suffix(e->d_name, "_BUILD"))
            continue;
        char sub[3800];
        snprintf(sub, sizeof sub, "%.3000s/%s", dir, e->d_name);
        DIR *bp = opendir(sub);
        struct dirent *b;
        while (bp && (b = readdir(bp)) && n < max) {
            if (strncmp(b->d_name, "computation.", 12))
                continue;
            memset(&out[n], 0, sizeof out[n]);
            snprintf(out[n].path, sizeof out[n].path, "%s/%s", sub, b->d_name);
            if (!file_is_generated(out[n].path))
                continue;
            snprintf(out[n].backup, sizeof out[n].backup, "%s/pdd-orig/%s/%s", dir, e->d_name, b->d_name);
            snprintf(out[n].manifest, sizeof out[n].manifest, "%s.pdd.json", out[n].path);
            n++;
        }
        if (bp)
            closedir(bp);
    }
    if (dp)
        closedir(dp);
    return n;
}

static int list_sources(const char *dir, source *out, int max)
{
    static const char *const subdirs[] = {"src/cpu", "src/cuda"};
    static const char *const suffixes[] = {".cpp", ".cu"};
    int n = 0;
    for (int d = 0; d < 2; d++) {
        char sub[1024];
        snprintf(sub, sizeof sub, "%s/%s", dir, subdirs[d]);
        DIR *dp = opendir(sub);
        if (!dp)
            continue;
        struct dirent *e;
        while ((e = readdir(dp)) && n < max) {
            if (e->d_name[0] == '.' || !has_suffix(e->d_name, suffixes[d]))
                continue;
            memset(&out[n], 0, sizeof out[n]);
            snprintf(out[n].path, sizeof out[n].path, "%s/%s", sub, e->d_name);
            snprintf(out[n].backup, sizeof out[n].backup, "%s/pdd-orig/%s/%s", dir, subdirs[d], e->d_name);
            snprintf(out[n].manifest, sizeof out[n].manifest, "%s.pdd.json", out[n].path);
            n++;
        }
        closedir(dp);
    }
    return n;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int make_dirs(const char *path)
{
    char buf[4300];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *p = buf + 1; *p; p++)
        if (*p == '/') {
            *p = 0;
            if (mkdir(buf, 0755) && errno != EEXIST)
                return -1;
            *p = '/';
        }
    return 0;
}

/* Runs argv, with extra NAME=VALUE settings, its output into log (appended to with append)
 * where log is given; returns its exit status (127: could not run). */
static int run_logged(char *const argv[], const char *const *env, const char *log, int append)
{
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0)
        return 127;
    if (pid == 0) {
        int fd = log ? open(log, O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC), 0644) : -1;
        if (fd >= 0) {
            dup2(fd, 1);
            dup2(fd, 2);
            close(fd);
        }
        for (int i = 0; env && env[i]; i++) {
            char name[128];
            const char *eq = strchr(env[i], '=');
            snprintf(name, sizeof name, "%.*s", (int)(eq - env[i]), env[i]);
            if (eq[1])
                setenv(name, eq + 1, 1);
            else
                unsetenv(name);
        }
        execvp(argv[0], argv);
        fprintf(stderr, "pdd-instrument: cannot run %s: %s\n", argv[0], strerror(errno));
        _exit(127);
    }
    int st;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
        ;
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

/* The last lines of a build's log, on stderr (where the build failed). */
static void show_log_tail(const char *log)
{
    size_t len;
    char err[256], *text = instrument_read_file(log, &len, err, sizeof err);
    const char *tail = text ? text + len : NULL;
    for (int lines = 0; text && tail > text && lines < 12;)
        lines += *--tail == '\n';
    if (text)
        fprintf(stderr, "%s", tail);
    free(text);
}

/* pdd-cc's own lines in a build's log (a source compiled without probes), on stderr: a
 * build that succeeded is otherwise quiet. */
static void show_pdd_lines(const char *log)
{
    size_t len;
    char err[256], *text = instrument_read_file(log, &len, err, sizeof err);
    for (char *l = text; l && *l;) {
        char *nl = strchr(l, '\n');
        size_t n = nl ? (size_t)(nl - l) : strlen(l);
        if (!strncmp(l, "pdd-cc: ", 8))
            fprintf(stderr, "%.*s\n", (int)n, l);
        l = nl ? nl + 1 : l + n;
    }
    free(text);
}

/* The environment of pdd's own rebuilds: every master switch (pdd/switches.h) off, so that a
 * pdd-cc set as DaCe's launcher leaves a plain build plain (and NDSL adds no passes of its
 * own); or pdd-cc told to instrument whatever the switches say. */
static const char *const quiet_env[] = {"PACE_DACE_DEBUG=", "NDSL_DACE_DEBUG=", "NDSL_DACE_FORCE_SYNC_GPU=", NULL};
static const char *const force_env[] = {"PDD_CC_FORCE=1", NULL};

/* Rebuilds a folder DaCe 2 built by replaying its shape's recorded commands (no CMake tree):
 * the recording's commands again, the program's compiles and link through pdd-cc (on) or as
 * recorded (off). */
static int rebuild_replayed(const char *dir, int with_pdd, const instrument_paths_t *p)
{
    char cc[4300] = "";
    if (with_pdd)
        snprintf(cc, sizeof cc, "%s/pdd-cc", p->bin);
    dace_replay r;
    if (dace_replay_find(dir, with_pdd ? cc : NULL, &r)) {
        fprintf(stderr,
                "pdd-instrument: %s/build has no CMake build tree, and no recording of DaCe's commands in its build "
                "cache describes it (DACE_BUILD_CACHE_DIR, /dev/shm or the temporary folder); delete the folder "
                "and let DaCe build the program again, or let pdd-cc build it (see --dace-env)\n",
                dir);
        return 2;
    }
    char log[4300];
    snprintf(log, sizeof log, "%s/pdd-build.log", dir);
    int rc = 0;
    for (int i = 0; i < r.n && !rc; i++) {
        /* in the entry's folder, as DaCe replays it */
        char *argv[] = {"sh", "-c", "mkdir -p \"$1\" && cd \"$1\" && echo \"$2\" && eval \"$2\"", "sh", r.dirs[i],
                        r.commands[i], NULL};
        rc = run_logged(argv, with_pdd ? force_env : quiet_env, log, i > 0);
    }
    show_pdd_lines(log);
    if (rc) {
        show_log_tail(log);
        fprintf(stderr, "pdd-instrument: replaying DaCe's recorded build of %s (%s) failed (its last lines above)\n",
                dir, r.recipe);
    }
    dace_replay_free(&r);
    return rc ? 2 : 0;
}

/* Rebuilds DIR/build (a CMake tree DaCe made) with pdd-cc as launcher (on: instrument and
 * link libpdd) or without it (off, after --restore); a folder DaCe 2 built from its recorded
 * commands, by those commands. */
static int rebuild(const char *dir, int with_pdd)
{
    char build[4200], cache[4300];
    snprintf(build, sizeof build, "%s/build", dir);
    snprintf(cache, sizeof cache, "%s/CMakeCache.txt", build);
    instrument_paths_t p;
    if (with_pdd && instrument_paths(&p)) {
        fprintf(stderr, "pdd-instrument: --build: cannot find pdd's headers or libpdd next to %s; install pdd "
                        "(make install) or set PDD_INCLUDE_DIR and PDD_LIB_DIR\n", p.bin);
        return 2;
    }
    if (access(cache, R_OK))
        return rebuild_replayed(dir, with_pdd, &p);
    char cc[4300], cxx[4400], cuda[4400], link[4400];
    snprintf(cc, sizeof cc, "%s/pdd-cc", with_pdd ? p.bin : "");
    snprintf(cxx, sizeof cxx, "-DCMAKE_CXX_COMPILER_LAUNCHER=%s", with_pdd ? cc : "");
    snprintf(cuda, sizeof cuda, "-DCMAKE_CUDA_COMPILER_LAUNCHER=%s", with_pdd ? cc : "");
    snprintf(link, sizeof link, "-DCMAKE_CXX_LINKER_LAUNCHER=%s", with_pdd ? cc : "");
    char *configure[] = {"cmake", cxx, cuda, link, build, NULL};
    /* cmake's and the compiler's lines (DaCe's code warns by the dozen) go to a log, shown
     * where the build fails; pdd-cc's own lines are shown always */
    char log[4300];
    snprintf(log, sizeof log, "%s/pdd-build.log", dir);
    if (run_logged(configure, NULL, log, 0)) {
        show_log_tail(log);
        fprintf(stderr, "pdd-instrument: cmake could not re-configure %s (its last lines above, all of them in "
                        "%s); the sources are instrumented, the .so is not rebuilt\n", build, log);
        return 2;
    }
    char *make[] = {"cmake", "--build", build, NULL};
    int rc = run_logged(make, with_pdd ? force_env : quiet_env, log, 1);
    show_pdd_lines(log);
    if (rc) {
        show_log_tail(log);
        fprintf(stderr, "pdd-instrument: building %s failed (its last lines above)\n", build);
        return 2;
    }
    return 0;
}

/* Rebuilds a gt4py.cartesian stencil's extension with gt4py's own builder (pdd-gt4py-build,
 * run by the Python that has gt4py), with libpdd (on) or as gt4py built it (off). */
static int rebuild_stencil(const char *dir, int with_pdd)
{
    instrument_paths_t p;
    if (instrument_paths(&p) && with_pdd) {
        fprintf(stderr, "pdd-instrument: --build: cannot find pdd's headers or libpdd next to %s; install pdd "
                        "(make install) or set PDD_INCLUDE_DIR and PDD_LIB_DIR\n", p.bin);
        return 2;
    }
    const char *python = getenv("PDD_PYTHON") && *getenv("PDD_PYTHON") ? getenv("PDD_PYTHON") : "python3";
    char script[4300];
    snprintf(script, sizeof script, "%s/pdd-gt4py-build", p.bin);
    char *argv[] = {(char *)python, script, (char *)dir, with_pdd ? p.include : NULL, with_pdd ? p.lib : NULL, NULL};
    char log[4300];
    snprintf(log, sizeof log, "%s/pdd-build.log", dir);
    int rc = run_logged(argv, quiet_env, log, 0); /* the compiler's warnings: there, unless it fails */
    if (rc && rc != 127)
        show_log_tail(log);
    if (rc == 127)
        fprintf(stderr, "pdd-instrument: --build: cannot run %s; set PDD_PYTHON to the python of the virtualenv "
                        "that has gt4py\n", python);
    else if (rc == 1 && with_pdd) /* the compiler refused pdd's code: pdd's bug */
        fprintf(stderr, "pdd-instrument: rebuilding the stencil in %s with probes failed (the end of %s above); "
                        "please report it with that file\n", dir, log);
    else if (rc)
        fprintf(stderr, "pdd-instrument: rebuilding the stencil in %s failed (see above); its original sources are "
                        "back: fix the above and run --restore --build again, or delete the folder and gt4py "
                        "rebuilds the stencil\n", dir);
    return rc ? 2 : 0;
}

static int rebuild_folder(const char *dir, folder_kind kind, int with_pdd)
{
    int rc = kind == FOLDER_GT_STENCIL ? rebuild_stencil(dir, with_pdd) : rebuild(dir, with_pdd);
    if (!with_pdd && !rc) { /* leave the folder as DaCe or gt4py made it */
        char log[4300];
        snprintf(log, sizeof log, "%s/pdd-build.log", dir);
        unlink(log);
    }
    return rc;
}

static int restore(const instrument_opts *o, const char *dir, folder_kind kind, source *s, int n)
{
    char err[8192];
    int restored = 0;
    for (int i = 0; i < n; i++) {
        size_t len;
        char *orig = access(s[i].backup, R_OK) ? NULL : instrument_read_file(s[i].backup, &len, err, sizeof err);
        if (!orig)
            continue;
        if (instrument_write_atomic(s[i].path, orig, len, err, sizeof err)) {
            fprintf(stderr, "pdd-instrument: %s\n", err);
            free(orig);
            return 2;
        }
        free(orig);
        unlink(s[i].backup);
        unlink(s[i].manifest);
        /* what pdd-cc left beside it while --build compiled: .pdd.<name>, its manifest, errors */
        char copy[4400], *name = strrchr(s[i].path, '/');
        static const char *const tails[] = {"", ".pdd.json", ".err"};
        for (int t = 0; name && t < 3; t++) {
            snprintf(copy, sizeof copy, "%.*s/.pdd.%s%s", (int)(name - s[i].path), s[i].path, name + 1, tails[t]);
            unlink(copy);
        }
        restored++;
        /* the backup's folders, up to pdd-orig, go when empty */
        char d[8600];
        snprintf(d, sizeof d, "%s", s[i].backup);
        for (char *slash; (slash = strrchr(d, '/')) && strstr(d, "/pdd-orig");) {
            *slash = 0;
            if (rmdir(d) || has_suffix(d, "/pdd-orig"))
                break;
        }
    }
    if (!restored && strcmp(dir, o->dacecache)) { /* one of a cache's: left as it is */
        printf("pdd-instrument: %s: nothing to restore\n", dir);
        return 0;
    }
    if (!restored && o->build) { /* a rebuild that failed after the originals came back */
        printf("pdd-instrument: %s: no pdd-orig folder (never instrumented, or restored already): rebuilding "
               "it from the sources there\n", dir);
        return rebuild_folder(dir, kind, 0);
    }
    if (!restored) {
        fprintf(stderr, "pdd-instrument: %s: nothing to restore (no pdd-orig folder: it was never instrumented)\n",
                dir);
        return 2;
    }
    printf("pdd-instrument: %s: %d original source%s put back\n", dir, restored, restored == 1 ? "" : "s");
    return o->build ? rebuild_folder(dir, kind, 0) : 0;
}

/* One program or stencil folder. */
static int instrument_folder(const instrument_opts *o, const char *dir, folder_kind kind, const char *sdfg)
{
    static source s[MAX_SOURCES];
    char err[8192], map[4300];
    int gt4py = kind == FOLDER_DACE ? instrument_gt4py_next(o, dir) : -1; /* what gt4py.next must be told */
    if (gt4py >= 0)
        return gt4py;
    int n = kind == FOLDER_GT_STENCIL ? list_stencil_sources(dir, s, MAX_SOURCES) : list_sources(dir, s, MAX_SOURCES);
    if (o->restore)
        return restore(o, dir, kind, s, n);
    if (n == 0) {
        if (kind == FOLDER_GT_STENCIL)
            fprintf(stderr, "pdd-instrument: --dacecache %s: no computation.hpp with DaCe's code in a *_BUILD "
                            "folder; gt4py keeps it unless its cache was cleaned: rebuild the stencil with gt4py\n",
                    dir);
        else
            fprintf(stderr, "pdd-instrument: --dacecache %s: no generated sources in src/cpu or src/cuda; has DaCe "
                            "built this program (with build_folder_mode development)?\n", dir);
        return 2;
    }
    snprintf(map, sizeof map, "%s/map/map_cpp.json", dir);
    const char *map_path = access(map, R_OK) ? NULL : map;
    int status = 2, kernels_sites[3] = {0, 0, 0}, fresh = 0;
    err[0] = 0;
    /* all in memory first: one bad source and nothing is written */
    for (int i = 0; i < n; i++) {
        s[i].text = instrument_read_file(s[i].path, &s[i].len, err, sizeof err);
        if (!s[i].text)
            goto out;
        int rc = instrument_text(s[i].path, s[i].text, s[i].len, sdfg, map_path, o->pace_baseline, &s[i].out,
                                 &s[i].outlen, &s[i].manifest_text, err, sizeof err);
        if (rc < 0)
            goto out;
        s[i].already = rc == 1;
    }
    for (int i = 0; i < n; i++) {
        if (s[i].already)
            continue;
        if (make_dirs(s[i].backup) ||
            instrument_write_atomic(s[i].backup, s[i].text, s[i].len, err, sizeof err) ||
            instrument_write_atomic(s[i].path, s[i].out, s[i].outlen, err, sizeof err) ||
            (s[i].manifest_text &&
             instrument_write_atomic(s[i].manifest, s[i].manifest_text, strlen(s[i].manifest_text), err, sizeof err))) {
            if (!err[0])
                snprintf(err, sizeof err, "%s: cannot create %s", s[i].path, s[i].backup);
            goto out;
        }
        fresh++;
        const char *k = strstr(s[i].manifest_text, "\"kernels\"");
        for (const char *q = k; q && (q = strstr(q + 1, "\"kind\":"));)
            kernels_sites[0]++;
        for (const char *q = strstr(s[i].manifest_text, "\"sites\""); q && (q = strstr(q + 1, "\"form\":"));)
            kernels_sites[strncmp(q + 7 + strspn(q + 7, " \t"), "\"input\"", 7) ? 1 : 2]++;
    }
    printf("pdd-instrument: %s: %d source%s instrumented (%d kernels, %d probe sites, %d input fields), %d already "
           "were; originals in %s/pdd-orig\n",
           dir, fresh, fresh == 1 ? "" : "s", kernels_sites[0], kernels_sites[1], kernels_sites[2], n - fresh, dir);
    status = o->build ? rebuild_folder(dir, kind, 1) : 0;
    err[0] = 0;
    char marker[4400]; /* gt4py.next loads what it built; a @dace.program called again regenerates */
    snprintf(marker, sizeof marker, "%.4000s/.gt4py_compile_complete", dir);
    if (!status && kind == FOLDER_DACE && access(marker, F_OK))
        printf("pdd-instrument: %s: load it as built: DACE_compiler_use_cache=1 in the environment (or "
               "load_precompiled_sdfg); a plain call of the @dace.program regenerates its code and rebuilds it "
               "without probes\n", dir);
    if (status) { /* never leave a program that does not build: the originals go back */
        instrument_opts back = *o;
        back.restore = 1;
        back.build = kind == FOLDER_DACE; /* gt4py swaps in an extension only once it is built */
        fprintf(stderr, "pdd-instrument: %s: the instrumented build failed; putting the original sources back%s\n",
                dir, back.build ? " and rebuilding them" : ": the extension is still the original");
        if (restore(&back, dir, kind, s, n))
            fprintf(stderr, "pdd-instrument: %s: the originals could not be rebuilt (above); the sources are the "
                            "originals again\n", dir);
    }
out:
    if (status && err[0])
        fprintf(stderr, "pdd-instrument: %s; nothing in %s was changed\n", err, dir);
    for (int i = 0; i < n; i++) {
        free(s[i].text), free(s[i].out), free(s[i].manifest_text);
        s[i].text = s[i].out = s[i].manifest_text = NULL;
    }
    return status;
}

/* A cache of many: every program and stencil folder below dir, into list (paths, caller
 * frees), in name order. */
static void find_folders(const char *dir, int depth, char ***list, int *n, int *cap)
{
    char sdfg[4300];
    if (folder_kind_of(dir, sdfg, sizeof sdfg) != FOLDER_NONE) {
        if (*n == *cap) {
            char **g = realloc(*list, (size_t)(*cap = *cap ? 2 * *cap : 64) * sizeof *g);
            if (!g)
                return;
            *list = g;
        }
        if (((*list)[*n] = strdup(dir)))
            ++*n;
        return;
    }
    DIR *dp = depth < MAX_DEPTH ? opendir(dir) : NULL;
    if (!dp)
        return;
    /* every entry, however many (a Pace cache may hold thousands of stencils in one folder) */
    char **names = NULL;
    int k = 0, room = 0;
    struct dirent *e;
    while ((e = readdir(dp))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..") || !strcmp(e->d_name, "pdd-orig") ||
            has_suffix(e->d_name, "_BUILD"))
            continue;
        if (k == room) {
            char **g = realloc(names, (size_t)(room = room ? 2 * room : 256) * sizeof *g);
            if (!g)
                break;
            names = g;
        }
        if ((names[k] = strdup(e->d_name)))
            k++;
    }
    closedir(dp);
    qsort(names, (size_t)k, sizeof *names, by_name);
    for (int i = 0; i < k; i++) {
        char sub[4300];
        struct stat sb;
        snprintf(sub, sizeof sub, "%s/%s", dir, names[i]);
        if (!lstat(sub, &sb) && S_ISDIR(sb.st_mode))
            find_folders(sub, depth + 1, list, n, cap);
        free(names[i]);
    }
    free(names);
}

/* How many folders to do at once: PDD_JOBS, else the processors there are (a Pace cache holds
 * hundreds of stencils, each rebuilt by its own compiler). */
static int jobs(void)
{
    const char *j = getenv("PDD_JOBS");
    long n = j && *j ? strtol(j, NULL, 10) : sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 64 ? 64 : (int)n;
}

/* Every folder in its own process, a few at a time; one that fails does not stop the others.
 * Returns how many failed. */
static int instrument_many(const instrument_opts *o, char **list, int n)
{
    int running = 0, failed = 0, max = jobs();
    for (int i = 0; i < n || running; ) {
        if (i < n && running < max) {
            fflush(stdout);
            fflush(stderr);
            pid_t pid = fork();
            if (pid == 0) {
                char sdfg[4300];
                folder_kind kind = folder_kind_of(list[i], sdfg, sizeof sdfg);
                int rc = instrument_folder(o, list[i], kind, sdfg);
                fflush(stdout);
                _exit(rc);
            }
            if (pid < 0) { /* no process to spare: this one here */
                char sdfg[4300];
                failed += instrument_folder(o, list[i], folder_kind_of(list[i], sdfg, sizeof sdfg), sdfg) != 0;
            } else {
                running++;
            }
            i++;
            continue;
        }
        int st;
        if (wait(&st) < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        running--;
        failed += !WIFEXITED(st) || WEXITSTATUS(st);
    }
    return failed;
}

int instrument_dacecache(const instrument_opts *o)
{
    char sdfg[4300];
    struct stat sb;
    if (stat(o->dacecache, &sb) || !S_ISDIR(sb.st_mode)) {
        fprintf(stderr, "pdd-instrument: --dacecache %s: no such folder; pass a program's folder in .dacecache "
                        "(.dacecache/<name>), a gt4py stencil's or program's folder, or a whole cache\n",
                o->dacecache);
        return 2;
    }
    folder_kind kind = folder_kind_of(o->dacecache, sdfg, sizeof sdfg);
    if (kind != FOLDER_NONE)
        return instrument_folder(o, o->dacecache, kind, sdfg);
    char **list = NULL;
    int found = 0, cap = 0;
    find_folders(o->dacecache, 0, &list, &found, &cap);
    if (!found) {
        fprintf(stderr, "pdd-instrument: --dacecache %s: no program.sdfg or program.sdfgz, and no DaCe program or "
                        "gt4py stencil folder below it; pass a program's folder in .dacecache (.dacecache/<name>), "
                        "after DaCe has built it, a gt4py stencil's or program's folder, or a whole cache\n",
                o->dacecache);
        free(list);
        return 2;
    }
    int failed = instrument_many(o, list, found);
    for (int i = 0; i < found; i++)
        free(list[i]);
    free(list);
    printf("pdd-instrument: %s: %d folder%s, %d done, %d failed\n", o->dacecache, found, found == 1 ? "" : "s",
           found - failed, failed);
    return failed ? 2 : 0;
}

/* The sources of one folder, each one's table. */
static int coverage_folder(const char *dir, folder_kind kind, const char *sdfg, int *no_store)
{
    static source s[MAX_SOURCES];
    char map[4300];
    int n = kind == FOLDER_GT_STENCIL ? list_stencil_sources(dir, s, MAX_SOURCES) : list_sources(dir, s, MAX_SOURCES);
    if (n == 0) {
        fprintf(stderr, "pdd-instrument: --coverage %s: no generated sources in this folder (src/cpu, src/cuda, "
                        "or gt4py's *_BUILD); has DaCe or gt4py built it?\n", dir);
        return 2;
    }
    snprintf(map, sizeof map, "%s/map/map_cpp.json", dir);
    const char *map_path = access(map, R_OK) ? NULL : map;
    int status = 0;
    for (int i = 0; i < n; i++)
        if (instrument_coverage_file(s[i].path, sdfg, map_path, no_store))
            status = 2;
    return status;
}

int instrument_coverage_dir(const char *dir)
{
    char sdfg[4300];
    int no_store = 0, status = 0;
    folder_kind kind = folder_kind_of(dir, sdfg, sizeof sdfg);
    if (kind != FOLDER_NONE) {
        status = coverage_folder(dir, kind, sdfg, &no_store);
    } else {
        char **list = NULL;
        int found = 0, cap = 0;
        find_folders(dir, 0, &list, &found, &cap);
        if (!found) {
            fprintf(stderr, "pdd-instrument: --coverage %s: no program.sdfg or program.sdfgz, and no DaCe program or "
                            "gt4py stencil folder below it; pass a source, a program's folder in .dacecache, or a "
                            "whole cache\n", dir);
            return 2;
        }
        for (int i = 0; i < found; i++) {
            kind = folder_kind_of(list[i], sdfg, sizeof sdfg);
            if (coverage_folder(list[i], kind, sdfg, &no_store))
                status = 2;
            free(list[i]);
        }
        free(list);
    }
    if (no_store)
        printf("%d write%s of the SDFG pdd cannot account for (no store found in the code): their fields can "
               "hold bad values that no event reports\n", no_store, no_store == 1 ? "" : "s");
    return status ? status : no_store ? 1 : 0;
}
