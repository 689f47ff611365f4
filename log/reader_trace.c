/* reader_trace.c: /trace, the values traced at PDD_TRACE_INDEX after each kernel call,
 * streamed in blocks with their field names (pdd_log_read_trace). */
#include "h5_error.h"
#include "h5_schema.h"
#include "reader_private.h"

#include <stdio.h>

int pdd_log_read_trace(pdd_log *log, uint64_t first, uint64_t count, pdd_log_trace_cb cb,
                       void *ctx, char *err, size_t errlen)
{
    int rc = -1;
    uint64_t from, to;
    pdd_h5_quiet quiet;
    size_t width = log->trace_width, stride = sizeof(pdd_h5_trace_row) + width;
    pdd_reader_clamp_range(log->ntrace, first, count, &from, &to);
    size_t block = pdd_reader_block_rows(stride, to - from);
    unsigned char *raw = malloc(block * stride);
    char *names = malloc(block * (width + 1));
    pdd_log_trace *rows = malloc(block * sizeof *rows);
    char why[PDD_H5_WHY_MAX];
    pdd_h5_quiet_begin(&quiet);
    if (!raw || !names || !rows) {
        snprintf(err, errlen, "%s: out of memory reading /trace", log->meta.path);
        goto out;
    }
    rc = 0;
    for (uint64_t pos = from; pos < to && rc == 0;) {
        size_t n = to - pos < block ? (size_t)(to - pos) : block;
        if (pdd_reader_block(log, "/trace", log->trace, log->trace_type, pos, n, raw, why) < 0) {
            pdd_reader_block_failed(log, "trace", pos, pos + n, why, err, errlen);
            rc = -1;
            break;
        }
        pdd_reader_copy_names(names, raw, stride, sizeof(pdd_h5_trace_row), width, n);
        for (size_t i = 0; i < n; i++) {
            const pdd_h5_trace_row *r = (const pdd_h5_trace_row *)(const void *)(raw + i * stride);
            pdd_log_trace *t = &rows[i];
            t->seq = r->seq, t->kernel = r->kernel, t->call = r->call, t->field_id = r->field_id;
            t->field = names + i * (width + 1);
            t->ndim = pdd_reader_copy_index(log, &r->ndim, r->index, t->index);
            t->value = r->value;
        }
        rc = cb(rows, n, ctx);
        pos += n;
    }
out:
    H5Eclear2(H5E_DEFAULT);
    pdd_h5_quiet_end(&quiet);
    free(raw), free(names), free(rows);
    return rc;
}
