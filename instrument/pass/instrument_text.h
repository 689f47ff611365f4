/* instrument_text.h: the pass as the front ends call it, one source at a time: its SDFG and
 * source map found beside it, the source analysed, the instrumented text and the manifest
 * made, what is left unchecked told on stderr. */
#ifndef PDD_INSTRUMENT_TEXT_H
#define PDD_INSTRUMENT_TEXT_H

#include "file_io.h"

#include <stddef.h>

/* Instruments one source text: *out (caller frees) and its manifest (caller frees, may be
 * NULL). sdfg_path/map_path may be NULL (found beside the source when it is laid out as
 * DaCe lays it out). Returns 0, 1 when the source is instrumented already (out is a copy),
 * or -1 with one line in err. */
int instrument_text(const char *path, const char *src, size_t len, const char *sdfg_path,
                    const char *map_path, int pace_baseline, char **out, size_t *outlen,
                    char **manifest, char *err, size_t errlen);

/* instrument_text with the source written to `to` as it is made, never whole in memory (what
 * the pass holds is freed first). Returns 0; 1 when the source is instrumented already (nothing
 * written: the caller copies it); -1 with one line in err; -2 when the sink failed (err
 * untouched). *manifest as for instrument_text. */
int instrument_stream(const char *path, const char *src, size_t len, const char *sdfg_path,
                      const char *map_path, int pace_baseline, instrument_sink *to, char **manifest,
                      char *err, size_t errlen);

/* --coverage: the table of the SDFG's writes in one source (stdout), checked or why not; adds
 * the writes pdd cannot account for to *no_store. Returns 0, or 2 after a line on stderr. */
/* Does src carry pdd's probes already (a source instrumented in place)? */
int instrument_is_instrumented(const char *src, size_t len);

int instrument_coverage_file(const char *path, const char *sdfg_path, const char *map_path, int *no_store);

#endif
