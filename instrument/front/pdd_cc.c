/* pdd_cc.c: pdd-cc, a compiler launcher in the way ccache is one (CMake's
 * CMAKE_CXX_COMPILER_LAUNCHER, CMAKE_CUDA_COMPILER_LAUNCHER, CMAKE_CXX_LINKER_LAUNCHER), or
 * the first word of setuptools' CC and CXX (gt4py.cartesian's stencils).
 * While PACE_DACE_DEBUG=True (or PDD_CC_FORCE=1) it compiles an instrumented copy of each
 * generated source, or of a source including a generated header (cc_copy.c), with pdd's
 * include path, and adds libpdd to links; otherwise it runs the command untouched. It never breaks a build: a
 * source it cannot instrument is compiled as it is, with one line saying why. */
#include "cc_copy.h"
#include "instrument.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int has_suffix(const char *s, const char *suf)
{
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && !strcmp(s + n - m, suf);
}

static int is_source(const char *a)
{
    return has_suffix(a, ".cpp") || has_suffix(a, ".cc") || has_suffix(a, ".cxx") || has_suffix(a, ".c") ||
           has_suffix(a, ".cu");
}

/* The copy to compile in place of path, or NULL after saying why on stderr (nothing when
 * the source is not DaCe's, or carries pdd's probes itself: *in_place set). */
static char *instrument_copy(const char *path, int *in_place)
{
    char err[8192];
    char *copy = cc_copy_make(path, in_place, err, sizeof err);
    if (!copy && err[0])
        fprintf(stderr, "pdd-cc: %s; compiling %s without probes\n", err, path);
    return copy;
}

/* The compiler named after pdd-cc in $CXX or $CC ("pdd-cc g++"), or NULL: it answers when
 * pdd-cc itself is asked (gt4py runs the first word of $CXX with --version to pick flags). */
static const char *compiler_after_launcher(void)
{
    static char word[1024];
    const char *vars[] = {"CXX", "CC"};
    for (int v = 0; v < 2; v++) {
        const char *s = getenv(vars[v]);
        char first[1024];
        if (!s || sscanf(s, "%1023s %1023s", first, word) != 2)
            continue;
        const char *slash = strrchr(first, '/');
        if (!strcmp(slash ? slash + 1 : first, "pdd-cc"))
            return word;
    }
    return NULL;
}

/* A compile without -o writes <stem>.o in the current folder; the copy's would be .pdd.<stem>.o. */
static void object_name(const char *source, char *out, size_t n)
{
    const char *slash = strrchr(source, '/'), *base = slash ? slash + 1 : source;
    const char *dot = strrchr(base, '.');
    snprintf(out, n, "%.*s.o", (int)(dot ? dot - base : (long)strlen(base)), base);
}

/* Runs argv with its stderr into errpath; the exit status, or -1 when it could not run. */
static int run_capturing(char **argv, const char *errpath)
{
    int fd = open(errpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        return -1;
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fd, 2);
        execvp(argv[0], argv);
        _exit(127);
    }
    close(fd);
    int st;
    if (pid < 0 || waitpid(pid, &st, 0) < 0)
        return -1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
}

/* Copies a file to stderr (the compiler's warnings on an instrumented build that worked). */
static void relay(const char *path)
{
    FILE *f = fopen(path, "r");
    char buf[4096];
    size_t n;
    while (f && (n = fread(buf, 1, sizeof buf, f)) > 0)
        fwrite(buf, 1, n, stderr);
    if (f)
        fclose(f);
}

/* The first line of the compiler's messages that says "error", else the first line. */
static void first_error(const char *path, char *out, size_t n)
{
    FILE *f = fopen(path, "r");
    char line[1024];
    out[0] = 0;
    while (f && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        if (!out[0] || strstr(line, "error")) {
            snprintf(out, n, "%s", line);
            if (strstr(line, "error"))
                break;
        }
    }
    if (f)
        fclose(f);
}

int main(int argc, char **argv)
{
    const char *asked = argc >= 2 && argv[1][0] == '-' ? compiler_after_launcher() : NULL;
    if (asked) { /* a question for the compiler (--version), not a build: passed on as it is */
        argv[0] = (char *)asked;
        execvp(asked, argv);
        fprintf(stderr, "pdd-cc: cannot run %s: %s\n", asked, strerror(errno));
        return 127;
    }
    if (argc < 2 || argv[1][0] == '-') {
        fprintf(stderr, "usage: pdd-cc COMPILER ARGS... (a compiler launcher: set it as CMake's "
                        "CMAKE_CXX_COMPILER_LAUNCHER, see pdd-instrument --dace-env; or CC=\"pdd-cc gcc\" "
                        "CXX=\"pdd-cc g++\" for setuptools)\n");
        return 2;
    }
    const char *force = getenv("PDD_CC_FORCE");
    int active = instrument_debug_wanted() || (force && !strcmp(force, "1"));
    char **args = calloc((size_t)argc + 8, sizeof *args);
    char *owned[64];
    int nowned = 0, n = 0, compile = 0, named_output = 0;
    if (!args) {
        execvp(argv[1], argv + 1);
        return 127;
    }
    for (int i = 1; i < argc; i++) {
        compile |= !strcmp(argv[i], "-c");
        /* -o FILE, or -oFILE (gcc, clang); nvcc's -odir and icc's -openmp are other options */
        named_output |= !strcmp(argv[i], "-o") || (!strncmp(argv[i], "-o", 2) && strchr(argv[i], '.'));
        args[n++] = argv[i];
    }
    instrument_paths_t paths;
    if (active && instrument_paths(&paths)) {
        fprintf(stderr, "pdd-cc: cannot find pdd's headers or libpdd next to %s (set PDD_INCLUDE_DIR and "
                        "PDD_LIB_DIR); building without probes\n", paths.bin);
        active = 0;
    }
    if (active && compile) {
        int at[64], in_place = 0;
        for (int i = 1; i < n; i++) {
            if (!is_source(args[i]) || access(args[i], R_OK) || nowned == 64)
                continue;
            /* a source instrumented in place (pdd-instrument --dacecache) is compiled as it
             * is, with pdd's headers */
            int here = 0;
            char *copy = instrument_copy(args[i], &here);
            in_place |= here;
            if (copy)
                at[nowned] = i, args[i] = owned[nowned++] = copy;
        }
        if (in_place || nowned) {
            static char inc[4200];
            snprintf(inc, sizeof inc, "-I%s", paths.include);
            args[n++] = inc;
            args[n] = NULL;
        }
        if (nowned) {
            /* the instrumented copy must never break the build: if it does not compile, the
             * original does, and one line says why */
            char errpath[8400], why[9000];
            snprintf(errpath, sizeof errpath, "%s.err", owned[0]);
            int st = run_capturing(args, errpath);
            why[0] = 0;
            for (int k = 0; st == 0 && k < nowned && !named_output; k++) {
                char from[4200], to[4200];
                object_name(owned[k], from, sizeof from);
                object_name(argv[at[k] + 1], to, sizeof to);
                if (rename(from, to))
                    st = -2, snprintf(why, sizeof why, "cannot rename %s to %s: %s", from, to, strerror(errno));
            }
            if (st == 0) {
                relay(errpath);
                unlink(errpath);
                return 0;
            }
            if (!why[0])
                first_error(errpath, why, sizeof why);
            for (int k = 0; k < nowned; k++)
                args[at[k]] = argv[at[k] + 1];
            if (!in_place) /* another source of the command is instrumented in place: it needs them */
                args[--n] = NULL;
            fprintf(stderr, "pdd-cc: the instrumented copy of %s did not compile (%s; all messages in %s); "
                            "compiling the original, without probes\n",
                    args[at[0]], st == -1 ? "the compiler could not be run" : why[0] ? why : "no message", errpath);
        }
    } else if (active) { /* a link: libpdd after the objects that need it */
        static char libdir[4200], rpath[4300];
        snprintf(libdir, sizeof libdir, "-L%s", paths.lib);
        snprintf(rpath, sizeof rpath, "-Wl,-rpath,%s", paths.lib);
        args[n++] = libdir;
        args[n++] = rpath;
        args[n++] = "-lpdd";
    }
    args[n] = NULL;
    execvp(args[0], args);
    fprintf(stderr, "pdd-cc: cannot run %s: %s\n", args[0], strerror(errno));
    return 127;
}
