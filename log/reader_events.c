/* reader_events.c: /events streamed in blocks (pdd_log_read_events), each row with the text
 * of its crash or CUDA error from /backtraces, which is read row by row as such records
 * are rare. */
#include "h5_error.h"
#include "h5_schema.h"
#include "reader_private.h"

#include <stdio.h>

int pdd_log_read_events(pdd_log *log, uint64_t first, uint64_t count, pdd_log_event_cb cb,
                        void *ctx, char *err, size_t errlen)
{
    int rc = -1;
    uint64_t from, to;
    pdd_h5_quiet quiet;
    size_t width = log->event_width, stride = sizeof(pdd_h5_event_row) + width;
    pdd_reader_clamp_range(log->nevents, first, count, &from, &to);
    size_t block = pdd_reader_block_rows(stride, to - from);
    unsigned char *raw = malloc(block * stride);
    char *names = malloc(block * (width + 1));
    pdd_log_event *rows = malloc(block * sizeof *rows);
    char **texts = calloc(block, sizeof *texts);
    size_t ntexts = 0;
    char why[PDD_H5_WHY_MAX];
    pdd_h5_quiet_begin(&quiet);
    if (!raw || !names || !rows || !texts) {
        snprintf(err, errlen, "%s: out of memory reading /events", log->meta.path);
        goto out;
    }
    rc = 0;
    for (uint64_t pos = from; pos < to && rc == 0;) {
        size_t n = to - pos < block ? (size_t)(to - pos) : block;
        if (pdd_reader_block(log, "/events", log->events, log->event_type, pos, n, raw, why) < 0) {
            pdd_reader_block_failed(log, "events", pos, pos + n, why, err, errlen);
            rc = -1;
            break;
        }
        pdd_reader_copy_names(names, raw, stride, sizeof(pdd_h5_event_row), width, n);
        for (size_t i = 0; i < n; i++) {
            const pdd_h5_event_row *r = (const pdd_h5_event_row *)(const void *)(raw + i * stride);
            pdd_log_event *e = &rows[i];
            e->seq = r->seq, e->t_ns = r->t_ns, e->kind = r->kind;
            e->kernel = r->kernel, e->site = r->site, e->field_id = r->field_id;
            e->field = names + i * (width + 1);
            e->call = r->call, e->count = r->count;
            e->ndim = pdd_reader_copy_index(log, &r->ndim, r->index, e->index);
            e->offset = r->offset;
            e->value = r->value, e->min = r->min, e->max = r->max;
            e->cuda_error = r->cuda_error;
            e->region = log->event_region && r->region < PDD_REGION_COUNT ? r->region : PDD_REGION_DOMAIN;
            e->backtrace = "";
            /* Backtraces are rare (crash, cuda_error): one small read each. */
            if (r->backtrace >= 0 && (uint64_t)r->backtrace < log->nbacktraces) {
                char *text = NULL;
                if (log->backtrace_width && !(text = calloc(log->backtrace_width + 1, 1))) {
                    snprintf(err, errlen, "%s: out of memory reading /backtraces",
                             log->meta.path);
                    rc = -1;
                    break;
                }
                if (pdd_reader_block(log, "/backtraces", log->backtraces, log->string_type,
                               (hsize_t)r->backtrace, 1,
                               log->backtrace_width ? (void *)text : (void *)&text, why) < 0) {
                    free(log->backtrace_width ? text : NULL);
                    pdd_reader_block_failed(log, "backtraces", (uint64_t)r->backtrace,
                                (uint64_t)r->backtrace + 1, why, err, errlen);
                    rc = -1;
                    break;
                }
                if (text) {
                    texts[ntexts++] = text;
                    e->backtrace = text;
                }
            }
        }
        if (rc == 0)
            rc = cb(rows, n, ctx);
        for (size_t i = 0; i < ntexts; i++)
            if (log->backtrace_width)
                free(texts[i]);
            else
                H5free_memory(texts[i]);
        ntexts = 0;
        pos += n;
    }
out:
    H5Eclear2(H5E_DEFAULT);
    pdd_h5_quiet_end(&quiet);
    free(raw), free(names), free(rows), free(texts);
    return rc;
}
