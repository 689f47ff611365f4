/* dace_replay.c: the build of a DaCe program folder that has no CMake tree because DaCe 2
 * replayed recorded commands (compiler.command_cache, on by default): DaCe records the first
 * build of each shape (`ninja -t compdb`, with the build folder, program folder and program
 * name templated out as $BUILD, $PROG and $NAME) in <cache>/dace_build_cache_<user>/commands/
 * and runs that recipe for every later program of the shape. pdd finds the recipe that
 * made this folder (the compiles DaCe wrote to build/compile_commands.json, word for word),
 * and gives the commands back with pdd-cc before the compiler of the program's compiles and library link,
 * as CMake's launchers put it. */
#include "dace_replay.h"

#include <cjson/cJSON.h>
#include <dirent.h>
#include <limits.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "file_io.h"

#define REPLAY_PATH 4400

/* s with every $BUILD, $PROG and $NAME replaced by this program's; caller frees. */
static char *concrete(const char *s, const char *build, const char *prog, const char *name)
{
    const char *keys[] = {"$BUILD", "$PROG", "$NAME"}, *vals[] = {build, prog, name};
    size_t cap = strlen(s) + 1, n = 0, most = strlen(build) + strlen(prog) + strlen(name);
    for (const char *p = s; *p; p++)
        cap += *p == '$' ? most : 0;
    char *out = malloc(cap);
    if (!out)
        return NULL;
    for (const char *p = s; *p;) {
        int k = 0;
        while (k < 3 && strncmp(p, keys[k], strlen(keys[k])))
            k++;
        if (k < 3) {
            n += (size_t)snprintf(out + n, cap - n, "%s", vals[k]);
            p += strlen(keys[k]);
        } else
            out[n++] = *p++;
    }
    out[n] = 0;
    return out;
}

/* The program's name: its library build/lib<name>.so (the stub is libdacestub_<name>.so). */
static int program_name(const char *dir, char *name, size_t n)
{
    char build[REPLAY_PATH];
    snprintf(build, sizeof build, "%s/build", dir);
    DIR *d = opendir(build);
    int found = 0;
    for (struct dirent *e; d && (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len > 6 && !strncmp(e->d_name, "lib", 3) && !strcmp(e->d_name + len - 3, ".so") &&
            strncmp(e->d_name, "libdacestub_", 12) && len - 6 < n) {
            snprintf(name, n, "%.*s", (int)(len - 6), e->d_name + 3);
            found++;
        }
    }
    if (d)
        closedir(d);
    return found == 1 ? 0 : -1;
}

static const char *str_of(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(v) ? v->valuestring : "";
}

/* The folders DaCe keeps its build caches in, as it picks them: $DACE_BUILD_CACHE_DIR, else
 * /dev/shm or the temporary folder, each with dace_build_cache_<user>; else the build
 * folder's __dace_build_cache (beside the program folder). */
static int cache_roots(const char *dir, char roots[4][REPLAY_PATH])
{
    const char *user = NULL;
    const char *vars[] = {"LOGNAME", "USER", "LNAME", "USERNAME"}; /* Python's getpass.getuser() */
    for (int i = 0; i < 4 && !user; i++)
        user = getenv(vars[i]) && *getenv(vars[i]) ? getenv(vars[i]) : NULL;
    struct passwd *pw = user ? NULL : getpwuid(geteuid());
    user = user ? user : pw ? pw->pw_name : "";
    int n = 0;
    const char *env = getenv("DACE_BUILD_CACHE_DIR"), *tmp = getenv("TMPDIR");
    if (env && *env)
        snprintf(roots[n++], REPLAY_PATH, "%.4000s/dace_build_cache_%.200s", env, user);
    snprintf(roots[n++], REPLAY_PATH, "/dev/shm/dace_build_cache_%.200s", user);
    snprintf(roots[n++], REPLAY_PATH, "%.4000s/dace_build_cache_%.200s", tmp && *tmp ? tmp : "/tmp", user);
    snprintf(roots[n++], REPLAY_PATH, "%.4000s/../__dace_build_cache", dir);
    return n;
}

static void add(dace_replay *r, const char *directory, char *command)
{
    r->dirs = realloc(r->dirs, (size_t)(r->n + 1) * sizeof *r->dirs);
    r->commands = realloc(r->commands, (size_t)(r->n + 1) * sizeof *r->commands);
    r->dirs[r->n] = strdup(directory);
    r->commands[r->n++] = command;
}

/* command with `'pdd_cc' ` before its first word that is not `:` or `&&` (a link is
 * ": && c++ ... && :"), as a launcher goes. */
static char *launched(const char *command, const char *pdd_cc)
{
    const char *p = command;
    for (;;) {
        p += strspn(p, " \t");
        size_t w = strcspn(p, " \t");
        if ((w == 1 && *p == ':') || (w == 2 && !strncmp(p, "&&", 2)))
            p += w;
        else
            break;
    }
    size_t head = (size_t)(p - command), need = strlen(command) + strlen(pdd_cc) + 4;
    char *out = malloc(need);
    if (out)
        snprintf(out, need, "%.*s'%s' %s", (int)head, command, pdd_cc, p);
    return out;
}

/* One recorded command, made this program's. */
typedef struct step {
    char *command, *dir, *output, *file;
    int done;
} step;

static void free_steps(step *st, int k)
{
    for (int i = 0; st && i < k; i++)
        free(st[i].command), free(st[i].output), free(st[i].file), free(st[i].dir);
    free(st);
}

/* The recipe's entries made this program's ($BUILD, $PROG, $NAME replaced), in *k; NULL out of
 * memory. An entry without a command or output is left out. */
static step *load_steps(const cJSON *entries, const char *dir, const char *build, const char *name, int *k)
{
    step *st = calloc((size_t)cJSON_GetArraySize(entries) + 1, sizeof *st);
    const cJSON *x;
    *k = 0;
    cJSON_ArrayForEach(x, entries)
    {
        const cJSON *c = cJSON_GetObjectItemCaseSensitive(x, "command"), *f = cJSON_GetObjectItemCaseSensitive(x, "file"),
                    *o = cJSON_GetObjectItemCaseSensitive(x, "output"),
                    *w = cJSON_GetObjectItemCaseSensitive(x, "directory");
        if (!st || !cJSON_IsString(c) || !cJSON_IsString(o))
            continue;
        step *s = &st[(*k)++];
        s->command = concrete(c->valuestring, build, dir, name);
        s->output = concrete(o->valuestring, build, dir, name);
        s->file = concrete(cJSON_IsString(f) ? f->valuestring : "", build, dir, name);
        s->dir = cJSON_IsString(w) && *w->valuestring ? concrete(w->valuestring, build, dir, name) : strdup(build);
        if (!s->command || !s->output || !s->file || !s->dir)
            return free_steps(st, *k), NULL;
    }
    return st;
}

/* Is the recipe the one DaCe ran for this folder? After a replay DaCe writes the compiles it
 * ran to build/compile_commands.json: every one must be one of the recipe's steps, word for
 * word (a recording of the same files with other flags is another build). */
static int describes(const step *st, int k, const char *build)
{
    char path[REPLAY_PATH + 32], err[256];
    snprintf(path, sizeof path, "%s/compile_commands.json", build);
    size_t len;
    char *text = instrument_read_file(path, &len, err, sizeof err);
    cJSON *ran = text ? cJSON_Parse(text) : NULL;
    free(text);
    int ok = cJSON_IsArray(ran) && cJSON_GetArraySize(ran) > 0;
    const cJSON *c;
    cJSON_ArrayForEach(c, ran)
    {
        int found = 0;
        for (int i = 0; i < k && !found; i++)
            found = !strcmp(st[i].command, str_of(c, "command")) && !strcmp(st[i].file, str_of(c, "file"));
        ok &= found;
    }
    cJSON_Delete(ran);
    return ok;
}

/* Step s into r: the program's own compiles and its library's link with pdd-cc. */
static void give(dace_replay *r, step *s, const char *src, const char *lib, const char *pdd_cc)
{
    int ours = !strncmp(s->file, src, strlen(src)) || !strcmp(s->output, lib);
    char *run = pdd_cc && ours ? launched(s->command, pdd_cc) : strdup(s->command);
    if (run)
        add(r, s->dir, run);
    s->done = 1;
}

/* The steps into r, in an order that runs: compiles first (a file no step makes), then each
 * step once no other pending step's output is named in its command (a device link before the
 * library link that reads it; the recorded order is not the order of needs), the recorded
 * order where nothing tells. */
static void order(dace_replay *r, step *st, int k, const char *dir, const char *name, const char *pdd_cc)
{
    char lib[300], src[REPLAY_PATH + 8];
    snprintf(lib, sizeof lib, "lib%s.so", name);
    snprintf(src, sizeof src, "%s/src/", dir);
    for (int pass = 0; pass < 2; pass++)
        for (int left = 1; left;) {
            left = 0;
            int ran = 0;
            for (int i = 0; i < k; i++) {
                if (st[i].done)
                    continue;
                int made = 0, waits = 0;
                for (int j = 0; j < k; j++) {
                    made |= !strcmp(st[j].output, st[i].file);
                    waits |= j != i && !st[j].done && strstr(st[i].command, st[j].output);
                }
                if (made != pass)
                    continue;
                if (pass && waits) {
                    left = 1;
                    continue;
                }
                give(r, &st[i], src, lib, pdd_cc);
                ran = 1;
            }
            if (left && !ran) /* a cycle by names: the first pending one, as recorded */
                for (int i = 0; i < k; i++)
                    if (!st[i].done) {
                        give(r, &st[i], src, lib, pdd_cc);
                        break;
                    }
        }
}

int dace_replay_find(const char *folder_given, const char *pdd_cc, dace_replay *r)
{
    memset(r, 0, sizeof *r);
    /* the recording holds absolute paths: the folder's own */
    char dir[PATH_MAX];
    if (!realpath(folder_given, dir))
        return -1;
    char name[256], build[REPLAY_PATH], roots[4][REPLAY_PATH];
    if (program_name(dir, name, sizeof name))
        return -1;
    snprintf(build, sizeof build, "%s/build", dir);
    int nroots = cache_roots(dir, roots);
    for (int i = 0; i < nroots && !r->n; i++) {
        char folder[REPLAY_PATH + 16];
        snprintf(folder, sizeof folder, "%.4300s/commands", roots[i]);
        DIR *d = opendir(folder);
        for (struct dirent *e; d && !r->n && (e = readdir(d));) {
            size_t len = strlen(e->d_name);
            if (len < 6 || strcmp(e->d_name + len - 5, ".json"))
                continue;
            char path[REPLAY_PATH + 300], err[256];
            snprintf(path, sizeof path, "%s/%s", folder, e->d_name);
            size_t size;
            char *text = instrument_read_file(path, &size, err, sizeof err);
            cJSON *entries = text ? cJSON_Parse(text) : NULL;
            free(text);
            int k = 0;
            step *st = cJSON_IsArray(entries) ? load_steps(entries, dir, build, name, &k) : NULL;
            if (st && describes(st, k, build)) {
                snprintf(r->recipe, sizeof r->recipe, "%s", path);
                order(r, st, k, dir, name, pdd_cc);
            }
            free_steps(st, k);
            cJSON_Delete(entries);
        }
        if (d)
            closedir(d);
    }
    return r->n ? 0 : -1;
}

void dace_replay_free(dace_replay *r)
{
    for (int i = 0; i < r->n; i++)
        free(r->dirs[i]), free(r->commands[i]);
    free(r->dirs);
    free(r->commands);
    memset(r, 0, sizeof *r);
}
