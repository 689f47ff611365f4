/* fuzz_view.c: pdd-view's readers (pdd_log_open and the table readers of log.h) on any bytes:
 * a leftover journal (recovered into a log first) or an .h5 log, told apart by content as
 * pdd-view tells them. Every table is read to its end and every id looked up. Anything may
 * be refused (one line in err); nothing may crash, hang or take memory out of proportion to
 * the file. */
#include <pdd/log.h>

#include "fuzz_tmp.h"

#include <stdint.h>
#include <string.h>

static volatile uint64_t fuzz_sink;

static int events(const pdd_log_event *rows, size_t n, void *ctx)
{
    const pdd_log *log = ctx;
    for (size_t i = 0; i < n; i++) {
        fuzz_sink += (uint64_t)rows[i].ndim + strlen(rows[i].field) + strlen(rows[i].backtrace);
        fuzz_sink += strlen(pdd_log_kind_name(rows[i].kind));
        fuzz_sink += pdd_log_kernel_by_id(log, rows[i].kernel) != NULL;
        fuzz_sink += pdd_log_field_by_id(log, rows[i].field_id) != NULL;
        fuzz_sink += pdd_log_site_by_id(log, rows[i].site) != NULL;
    }
    return 0;
}

static int progress(const pdd_log_progress *rows, size_t n, void *ctx)
{
    for (size_t i = 0; i < n; i++)
        fuzz_sink += (uint64_t)rows[i].kernel;
    return 0;
}

static int trace(const pdd_log_trace *rows, size_t n, void *ctx)
{
    for (size_t i = 0; i < n; i++)
        fuzz_sink += (uint64_t)rows[i].ndim + strlen(rows[i].field);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *path = fuzz_tmp_write(0, ".h5.journal", data, size);
    if (!path)
        return 0;
    /* a journal is recovered into the path without ".journal": a log left there by the last
     * input would be taken instead */
    char h5[300];
    snprintf(h5, sizeof h5, "%.*s", (int)(strlen(path) - strlen(".journal")), path);
    unlink(h5);
    char err[4096];
    pdd_log *log = NULL;
    if (pdd_log_open(path, &log, err, sizeof err) == 0) {
        size_t n;
        const pdd_log_meta *m = pdd_log_meta_of(log);
        fuzz_sink += m != NULL;
        const pdd_log_kernel *k = pdd_log_kernels(log, &n);
        for (size_t i = 0; i < n; i++)
            fuzz_sink += pdd_log_kernel_by_id(log, k[i].id) != NULL;
        const pdd_log_field *f = pdd_log_fields(log, &n);
        for (size_t i = 0; i < n; i++)
            fuzz_sink += pdd_log_field_by_id(log, f[i].id) != NULL;
        const pdd_log_site *s = pdd_log_sites(log, &n);
        for (size_t i = 0; i < n; i++)
            fuzz_sink += pdd_log_site_by_id(log, s[i].id) != NULL;
        (void)pdd_log_units(log, &n);
        fuzz_sink += pdd_log_event_count(log) + pdd_log_progress_count(log) + pdd_log_trace_count(log);
        (void)pdd_log_read_events(log, 0, UINT64_MAX, events, log, err, sizeof err);
        (void)pdd_log_read_progress(log, 0, UINT64_MAX, progress, log, err, sizeof err);
        (void)pdd_log_read_trace(log, 0, UINT64_MAX, trace, log, err, sizeof err);
        pdd_log_close(log);
    }
    unlink(h5);
    return 0;
}
