/* crash_text.h: a crash event's text as the signal handler recorded it (addresses and module
 * offsets) made into what a person reads (names demangled, file:line, the faulting store
 * site), when the journal becomes a log. Not async-signal-safe: never in a handler. */
#ifndef PDD_CRASH_TEXT_H
#define PDD_CRASH_TEXT_H

#include "h5_schema.h"

#include <stdint.h>

/* The log's tables, for naming the store site that faulted, and when the run started. */
typedef struct pdd_crash_lookup {
    /* A module file modified after this (unix ns; 0: unknown) is not the one that ran: its
     * frames are shown by their offsets, not named from the new file. */
    uint64_t run_start_ns;
    const void *ctx;
    const pdd_h5_kernel_row *(*kernel)(const void *ctx, int32_t id);
    const pdd_h5_unit_row *(*unit)(const void *ctx, int32_t id);
    const pdd_h5_site_row *(*site)(const void *ctx, int32_t id);
} pdd_crash_lookup;

/* 1 when text holds frames as the handler records them ("#1 0x55d0c3a2f180 fault @ 0x2180
 * /path/prog"): texts of older journals, and of CUDA errors, are kept as they are. */
int pdd_crash_text_is_raw(const char *text);

/* The modules read so far (libdw sessions), kept for the texts of one conversion. */
typedef struct pdd_symbolizer pdd_symbolizer;
pdd_symbolizer *pdd_symbolizer_new(void);
void pdd_symbolizer_free(pdd_symbolizer *sy);

/* The text to keep in the log for a raw crash text of an event of `kernel` (-1: none); lk
 * may be NULL (no store site named, no module's age checked): malloc'd, NULL when out of
 * memory. */
char *pdd_crash_text_render(pdd_symbolizer *sy, const char *raw, int32_t kernel,
                            const pdd_crash_lookup *lk);

#endif
