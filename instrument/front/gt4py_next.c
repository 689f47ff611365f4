/* gt4py_next.c: what gt4py.next must be told before --dacecache can take a program folder it
 * built. gt4py.next (icon4py) builds each program with DaCe into
 * .gt4py_cache/<program>_pyext_<hash>_<version>_<config hash>, a DaCe program folder with
 * gt4py's `.gt4py_compile_complete` marker; the folder name is the whole cache key, and DaCe
 * (compiler.use_cache) loads the library it finds there without looking at it, so an
 * instrumented, rebuilt .so is what the next run loads. But only DaCe's development mode keeps
 * src/ and build/ (gt4py.next builds in production mode unless GT4PY_DEBUG=1 or
 * DACE_compiler_build_folder_mode=development); a DaCe that replays recorded compiler commands
 * keeps no CMake tree, and its recording (dace_replay.c) must still be there. */
#include "dace_replay.h"
#include "instrument.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int exists(const char *dir, const char *name)
{
    char path[4400];
    snprintf(path, sizeof path, "%.4000s/%.255s", dir, name);
    return access(path, F_OK) == 0;
}

int instrument_gt4py_next(const instrument_opts *o, const char *dir)
{
    if (o->restore || !exists(dir, ".gt4py_compile_complete"))
        return -1;
    char path[4400], mode[64] = "";
    snprintf(path, sizeof path, "%.4000s/FOLDER_MODE", dir);
    FILE *f = fopen(path, "r");
    if (f) {
        if (fgets(mode, sizeof mode, f))
            mode[strcspn(mode, "\r\n")] = 0;
        fclose(f);
    }
    if (!strcmp(mode, "production") && !exists(dir, "src")) {
        fprintf(stderr,
                "pdd-instrument: --dacecache %s: gt4py.next built this program in DaCe's production mode, which "
                "keeps no sources; set GT4PY_DEBUG=1 (or DACE_compiler_build_folder_mode=development with "
                "GT4PY_BUILD_CACHE_LIFETIME=persistent) and run the program again, then pass the folder it builds\n",
                dir);
        return 2;
    }
    if (o->build && !exists(dir, "build/CMakeCache.txt")) {
        dace_replay r;
        int none = dace_replay_find(dir, NULL, &r);
        dace_replay_free(&r);
        /* the folder name ignores DACE_* variables: the folder must go for a new build */
        if (none) {
            fprintf(stderr,
                    "pdd-instrument: --dacecache %s --build: no CMake tree in build/, and no recording of DaCe's "
                    "commands in its build cache describes it (pdd looks where DaCe does: DACE_BUILD_CACHE_DIR, "
                    "/dev/shm, the temporary folder); remove the folder and run the program again with "
                    "GT4PY_DEBUG=1, or use pdd-cc (--dace-env)\n",
                    dir);
            return 2;
        }
    }
    return -1;
}
