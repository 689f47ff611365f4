/* dacecache.c: pdd-instrument --dacecache DIR [--build] [--restore] on a DaCe program folder
 * (.dacecache/<name>): every generated source instrumented in place, all or nothing, the
 * originals kept in DIR/pdd-orig; --build rebuilds the .so in DIR/build through pdd-cc;
 * --restore puts the originals back. */
#include "instrument.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_SOURCES 256

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

/* Runs argv, with extra NAME=VALUE settings; returns its exit status (127: could not run). */
static int run(char *const argv[], const char *const *env)
{
    fflush(stdout);
    pid_t pid = fork();
    if (pid < 0)
        return 127;
    if (pid == 0) {
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

/* Rebuilds DIR/build (a CMake tree DaCe made) with pdd-cc as launcher (on: instrument and
 * link libpdd) or without it (off, after --restore). */
static int rebuild(const char *dir, int with_pdd)
{
    char build[4200], cache[4300];
    snprintf(build, sizeof build, "%s/build", dir);
    snprintf(cache, sizeof cache, "%s/CMakeCache.txt", build);
    if (access(cache, R_OK)) {
        fprintf(stderr,
                "pdd-instrument: %s has no CMake build tree (DaCe 2.0 may replay recorded commands instead); "
                "build the program once with DACE_compiler_command_cache=0, or let pdd-cc build it (see "
                "--dace-env)\n",
                build);
        return 2;
    }
    instrument_paths_t p;
    if (with_pdd && instrument_paths(&p)) {
        fprintf(stderr, "pdd-instrument: --build: cannot find pdd's headers or libpdd next to %s; install pdd "
                        "(make install) or set PDD_INCLUDE_DIR and PDD_LIB_DIR\n", p.bin);
        return 2;
    }
    char cc[4300], cxx[4400], cuda[4400], link[4400];
    snprintf(cc, sizeof cc, "%s/pdd-cc", with_pdd ? p.bin : "");
    snprintf(cxx, sizeof cxx, "-DCMAKE_CXX_COMPILER_LAUNCHER=%s", with_pdd ? cc : "");
    snprintf(cuda, sizeof cuda, "-DCMAKE_CUDA_COMPILER_LAUNCHER=%s", with_pdd ? cc : "");
    snprintf(link, sizeof link, "-DCMAKE_CXX_LINKER_LAUNCHER=%s", with_pdd ? cc : "");
    char *configure[] = {"cmake", cxx, cuda, link, build, NULL};
    const char *const quiet_env[] = {"PACE_DACE_DEBUG=", NULL};
    const char *const force_env[] = {"PDD_CC_FORCE=1", NULL};
    if (run(configure, NULL)) {
        fprintf(stderr, "pdd-instrument: cmake could not re-configure %s (see above); the sources are "
                        "instrumented, the .so is not rebuilt\n", build);
        return 2;
    }
    char *make[] = {"cmake", "--build", build, NULL};
    if (run(make, with_pdd ? force_env : quiet_env)) {
        fprintf(stderr, "pdd-instrument: building %s failed (see above); run pdd-instrument --dacecache %s "
                        "--restore to go back\n", build, dir);
        return 2;
    }
    return 0;
}

static int restore(const instrument_opts *o, source *s, int n)
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
        restored++;
    }
    char orig_dir[4300];
    const char *const subs[] = {"/pdd-orig/src/cpu", "/pdd-orig/src/cuda", "/pdd-orig/src", "/pdd-orig"};
    for (int i = 0; i < 4; i++) {
        snprintf(orig_dir, sizeof orig_dir, "%s%s", o->dacecache, subs[i]);
        rmdir(orig_dir);
    }
    if (!restored) {
        fprintf(stderr, "pdd-instrument: %s: nothing to restore (no pdd-orig folder: it was never instrumented)\n",
                o->dacecache);
        return 2;
    }
    printf("pdd-instrument: %s: %d original source%s put back\n", o->dacecache, restored, restored == 1 ? "" : "s");
    return o->build ? rebuild(o->dacecache, 0) : 0;
}

int instrument_dacecache(const instrument_opts *o)
{
    static source s[MAX_SOURCES];
    char err[8192], sdfg[4300], map[4300];
    struct stat sb;
    if (stat(o->dacecache, &sb) || !S_ISDIR(sb.st_mode)) {
        fprintf(stderr, "pdd-instrument: --dacecache %s: no such folder; pass a program's folder in .dacecache "
                        "(.dacecache/<name>)\n", o->dacecache);
        return 2;
    }
    int n = list_sources(o->dacecache, s, MAX_SOURCES);
    if (o->restore)
        return restore(o, s, n);
    snprintf(sdfg, sizeof sdfg, "%s/program.sdfg", o->dacecache);
    if (access(sdfg, R_OK))
        snprintf(sdfg, sizeof sdfg, "%s/program.sdfgz", o->dacecache);
    if (access(sdfg, R_OK)) {
        fprintf(stderr, "pdd-instrument: --dacecache %s: no program.sdfg or program.sdfgz; pass a program's "
                        "folder in .dacecache (.dacecache/<name>), after DaCe has built it\n", o->dacecache);
        return 2;
    }
    if (n == 0) {
        fprintf(stderr, "pdd-instrument: --dacecache %s: no generated sources in src/cpu or src/cuda; has DaCe "
                        "built this program (with build_folder_mode development)?\n", o->dacecache);
        return 2;
    }
    snprintf(map, sizeof map, "%s/map/map_cpp.json", o->dacecache);
    const char *map_path = access(map, R_OK) ? NULL : map;
    int status = 2, kernels_sites[2] = {0, 0}, fresh = 0;
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
            kernels_sites[1]++;
    }
    printf("pdd-instrument: %s: %d source%s instrumented (%d kernels, %d probe sites), %d already were; "
           "originals in %s/pdd-orig\n",
           o->dacecache, fresh, fresh == 1 ? "" : "s", kernels_sites[0], kernels_sites[1], n - fresh, o->dacecache);
    status = o->build ? rebuild(o->dacecache, 1) : 0;
    err[0] = 0;
out:
    if (status && err[0])
        fprintf(stderr, "pdd-instrument: %s; nothing in %s was changed\n", err, o->dacecache);
    for (int i = 0; i < n; i++) {
        free(s[i].text), free(s[i].out), free(s[i].manifest_text);
        s[i].text = s[i].out = s[i].manifest_text = NULL;
    }
    return status;
}
