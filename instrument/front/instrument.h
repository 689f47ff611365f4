/* instrument.h: the front ends' jobs — one file, a .dacecache folder, DaCe's environment,
 * where pdd is installed. The pass they run on each source is pass/instrument_text.h's. */
#ifndef PDD_INSTRUMENT_H
#define PDD_INSTRUMENT_H

#include <stddef.h>

typedef struct instrument_opts {
    const char *input, *out, *sdfg, *source_map, *dacecache;
    int build, restore, dace_env;
    int pace_baseline; /* benchmarks: pace's re-scan after each kernel as well */
    const char *coverage; /* --coverage FILE|DIR: print what is checked, write nothing */
} instrument_opts;

/* Each returns the exit status: 0, or 2 after one line on stderr (inputs untouched). */
int instrument_file(const instrument_opts *o);
int instrument_dacecache(const instrument_opts *o);
int instrument_print_dace_env(void);
/* gt4py_next.c: a DaCe program folder dir that gt4py.next built in a way --dacecache cannot
 * take (no sources, no CMake tree): says what to set and returns 2; else -1. */
int instrument_gt4py_next(const instrument_opts *o, const char *dir);

/* --coverage DIR: every source of a program folder, or of every folder below a cache. Returns
 * 0, 1 when some write is neither checked nor unchecked with a reason, 2 on bad input. */
int instrument_coverage_dir(const char *dir);

/* Where the tools, headers and library are (see install_paths.c). */
typedef struct instrument_paths_t {
    char bin[4096], include[4096], lib[4096];
} instrument_paths_t;
/* Fills p; returns 0, or -1 when the headers or libpdd cannot be found (p->bin is set). */
int instrument_paths(instrument_paths_t *p);

/* Is a master switch (PACE_DACE_DEBUG, NDSL's: pdd/switches.h) set true, as libpdd reads it? */
int instrument_debug_wanted(void);

#endif
