/* reader_progress.c: /progress, the kernel calls with their begin and end times, streamed
 * in blocks (pdd_log_read_progress). */
#include "h5_error.h"
#include "h5_schema.h"
#include "reader_private.h"

#include <stdio.h>

int pdd_log_read_progress(pdd_log *log, uint64_t first, uint64_t count, pdd_log_progress_cb cb,
                          void *ctx, char *err, size_t errlen)
{
    int rc = -1;
    uint64_t from, to;
    pdd_h5_quiet quiet;
    pdd_reader_clamp_range(log->nprogress, first, count, &from, &to);
    size_t block = pdd_reader_block_rows(sizeof(pdd_h5_progress_row), to - from);
    pdd_h5_progress_row *raw = malloc(block * sizeof *raw);
    pdd_log_progress *rows = malloc(block * sizeof *rows);
    char why[PDD_H5_WHY_MAX];
    pdd_h5_quiet_begin(&quiet);
    if (!raw || !rows) {
        snprintf(err, errlen, "%s: out of memory reading /progress", log->meta.path);
        goto out;
    }
    rc = 0;
    for (uint64_t pos = from; pos < to && rc == 0;) {
        size_t n = to - pos < block ? (size_t)(to - pos) : block;
        if (pdd_reader_block(log, "/progress", log->progress, log->progress_type, pos, n, raw, why) < 0) {
            pdd_reader_block_failed(log, "progress", pos, pos + n, why, err, errlen);
            rc = -1;
            break;
        }
        for (size_t i = 0; i < n; i++) {
            rows[i].seq = raw[i].seq, rows[i].kernel = raw[i].kernel, rows[i].call = raw[i].call;
            rows[i].t_begin_ns = raw[i].t_begin_ns, rows[i].t_end_ns = raw[i].t_end_ns;
        }
        rc = cb(rows, n, ctx);
        pos += n;
    }
out:
    H5Eclear2(H5E_DEFAULT);
    pdd_h5_quiet_end(&quiet);
    free(raw), free(rows);
    return rc;
}
