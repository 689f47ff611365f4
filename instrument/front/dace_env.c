/* dace_env.c: pdd-instrument --dace-env: the DaCe settings (environment variables) that make
 * every DaCe build go through pdd-cc, which instruments it while PACE_DACE_DEBUG=True (or
 * NDSL's NDSL_DACE_DEBUG, NDSL_DACE_FORCE_SYNC_GPU: pdd/switches.h). */
#include "instrument.h"

#include <pdd/switches.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

int instrument_debug_wanted(void)
{
    static const char *const vars[] = PDD_MASTER_SWITCHES;
    static const char *const on[] = PDD_SWITCH_TRUE_WORDS;
    for (size_t k = 0; k < sizeof vars / sizeof *vars; k++) {
        const char *v = getenv(vars[k]);
        for (size_t i = 0; v && i < sizeof on / sizeof *on; i++)
            if (!strcmp(v, on[i]))
                return 1;
    }
    return 0;
}

int instrument_print_dace_env(void)
{
    instrument_paths_t p;
    if (instrument_paths(&p)) {
        fprintf(stderr, "pdd-instrument: --dace-env: cannot find pdd's headers or libpdd next to %s; "
                        "install pdd (make install) or set PDD_INCLUDE_DIR and PDD_LIB_DIR\n", p.bin);
        return 2;
    }
    printf("# DaCe builds go through pdd-cc: instrumented while PACE_DACE_DEBUG=True (or NDSL_DACE_DEBUG,\n"
           "# NDSL_DACE_FORCE_SYNC_GPU), untouched otherwise.\n"
           "# (CMake >= 3.21 for the linker launcher; a program DaCe built before needs a rebuild,\n"
           "#  e.g. remove its .dacecache/<name>/build folder.)\n");
    printf("export DACE_compiler_extra_cmake_args=\"-DCMAKE_CXX_COMPILER_LAUNCHER=%s/pdd-cc "
           "-DCMAKE_CUDA_COMPILER_LAUNCHER=%s/pdd-cc -DCMAKE_CXX_LINKER_LAUNCHER=%s/pdd-cc\"\n",
           p.bin, p.bin, p.bin);
    return 0;
}
