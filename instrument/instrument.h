/* instrument.h: pdd-instrument's jobs — one file, a .dacecache folder, DaCe's environment. */
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

/* Instruments one source text: *out (caller frees) and its manifest (caller frees, may be
 * NULL). sdfg_path/map_path may be NULL (found beside the source when it is laid out as
 * DaCe lays it out). Returns 0, 1 when the source is instrumented already (out is a copy),
 * or -1 with one line in err. */
int instrument_text(const char *path, const char *src, size_t len, const char *sdfg_path,
                    const char *map_path, int pace_baseline, char **out, size_t *outlen,
                    char **manifest, char *err, size_t errlen);

/* Where output goes a piece at a time: write returns 0, or -1 (the sink keeps why). */
typedef struct instrument_sink {
    int (*write)(void *ctx, const char *s, size_t n);
    void *ctx;
} instrument_sink;
/* instrument_text with the source written to `to` as it is made, never whole in memory (what
 * the pass holds is freed first). Returns 0; 1 when the source is instrumented already (nothing
 * written: the caller copies it); -1 with one line in err; -2 when the sink failed (err
 * untouched). *manifest as for instrument_text. */
int instrument_stream(const char *path, const char *src, size_t len, const char *sdfg_path,
                      const char *map_path, int pace_baseline, instrument_sink *to, char **manifest,
                      char *err, size_t errlen);

/* --coverage: the table of the SDFG's writes in one source (stdout), checked or why not; adds
 * the writes pdd cannot account for to *no_store. Returns 0, or 2 after a line on stderr. */
int instrument_coverage_file(const char *path, const char *sdfg_path, const char *map_path, int *no_store);
/* --coverage DIR: every source of a program folder, or of every folder below a cache. Returns
 * 0, 1 when some write is neither checked nor unchecked with a reason, 2 on bad input. */
int instrument_coverage_dir(const char *dir);

/* Where the tools, headers and library are (see install_paths.c). */
typedef struct instrument_paths_t {
    char bin[4096], include[4096], lib[4096];
} instrument_paths_t;
/* Fills p; returns 0, or -1 when the headers or libpdd cannot be found (p->bin is set). */
int instrument_paths(instrument_paths_t *p);

/* Is PACE_DACE_DEBUG set to a true value (as libpdd reads it)? */
int instrument_debug_wanted(void);

/* Reads a whole file (caller frees); NULL with a message in err. */
char *instrument_read_file(const char *path, size_t *len, char *err, size_t errlen);
/* Writes data to path through a temporary file and rename: never half-written. */
int instrument_write_atomic(const char *path, const char *data, size_t len, char *err, size_t errlen);
/* The same a piece at a time: instrument_out_write is an instrument_sink's write (ctx: the
 * instrument_out), buffered; the temporary is made at the first write. commit flushes and
 * renames (0, or -1 with one line in err, the temporary removed); abort removes it. */
typedef struct instrument_out {
    const char *path;
    char tmp[4200];
    int fd, err_no, no_space;
    char *buf;
    size_t used;
} instrument_out;
void instrument_out_open(instrument_out *f, const char *path);
int instrument_out_write(void *f, const char *s, size_t n);
int instrument_out_commit(instrument_out *f, char *err, size_t errlen);
void instrument_out_abort(instrument_out *f);

#endif
