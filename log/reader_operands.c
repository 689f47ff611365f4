/* reader_operands.c: /operands, the values each event's first bad value was computed from,
 * streamed in blocks with their field names (pdd_log_read_operands); a log written before
 * the table came has no rows. */
#include "h5_error.h"
#include "h5_schema.h"
#include "reader_private.h"

#include <stdio.h>

int pdd_log_read_operands(pdd_log *log, uint64_t first, uint64_t count, pdd_log_operand_cb cb,
                          void *ctx, char *err, size_t errlen)
{
    if (log->operands < 0)
        return 0;
    int rc = -1;
    uint64_t from, to;
    pdd_h5_quiet quiet;
    size_t width = log->operand_width, stride = sizeof(pdd_h5_operand_row) + width;
    pdd_reader_clamp_range(log->noperands, first, count, &from, &to);
    size_t block = pdd_reader_block_rows(stride, to - from);
    unsigned char *raw = malloc(block * stride);
    char *names = malloc(block * (width + 1));
    pdd_log_operand *rows = malloc(block * sizeof *rows);
    char why[PDD_H5_WHY_MAX];
    pdd_h5_quiet_begin(&quiet);
    if (!raw || !names || !rows) {
        snprintf(err, errlen, "%s: out of memory reading /operands", log->meta.path);
        goto out;
    }
    rc = 0;
    for (uint64_t pos = from; pos < to && rc == 0;) {
        size_t n = to - pos < block ? (size_t)(to - pos) : block;
        if (pdd_reader_block(log, "/operands", log->operands, log->operand_type, pos, n, raw, why) < 0) {
            pdd_reader_block_failed(log, "operands", pos, pos + n, why, err, errlen);
            rc = -1;
            break;
        }
        pdd_reader_copy_names(names, raw, stride, sizeof(pdd_h5_operand_row), width, n);
        for (size_t i = 0; i < n; i++) {
            const pdd_h5_operand_row *r = (const pdd_h5_operand_row *)(const void *)(raw + i * stride);
            pdd_log_operand *o = &rows[i];
            o->seq = r->seq, o->site = r->site, o->kind = r->kind, o->call = r->call;
            o->pos = r->pos, o->field_id = r->field_id, o->role = r->role;
            o->field = names + i * (width + 1);
            o->ndim = pdd_reader_copy_index(log, &r->ndim, r->index, o->index);
            o->offset = r->offset, o->value = r->value;
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
