/* fuzz_journal.c: journal recovery's reader (pdd_journal_scan_memory: pdd_journal_scan's
 * checks over bytes in memory, and the record decoders) on any bytes: a journal left by a
 * process that died at any moment, or any file at all. */
#include "journal.h"

#include <stdint.h>
#include <string.h>

static volatile uint64_t fuzz_sink; /* keeps the reads */

/* What the converter does with each record: decode it, and touch every byte it says it has. */
static int each(const pdd_journal_rec *rec, void *ctx)
{
    uint64_t *sum = ctx;
    const unsigned char *b = rec->payload;
    for (size_t i = 0; i < rec->len; i++)
        *sum += b[i];
    if (rec->type == PDD_REC_EVENT) {
        pdd_rec_event e;
        size_t at = pdd_rec_event_read(rec, &e);
        if (at && at <= rec->len) /* its text, NUL-terminated within the payload or not */
            *sum += strnlen((const char *)b + at, rec->len - at);
    } else if (rec->type == PDD_REC_TRACE) {
        pdd_rec_trace t;
        *sum += pdd_rec_trace_read(rec, &t);
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[4096];
    uint64_t sum = 0;
    pdd_journal_scan_stats st;
    (void)pdd_journal_scan_memory(data, size, "fuzz.journal", each, &sum, &st, err, sizeof err);
    (void)pdd_journal_scan_memory(data, size, "fuzz.journal", NULL, NULL, &st, err, sizeof err);
    fuzz_sink = sum;
    return 0;
}
