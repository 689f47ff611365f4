/* reader_operands.c: /operands, the values each event's first bad value was computed from,
 * streamed in blocks with their field names (pdd_log_read_operands); a log written before
 * the table came has no rows. */
#include "h5_schema.h"
#include "reader_private.h"

static void convert(const pdd_log *log, const void *raw, const char *name, void *out)
{
    const pdd_h5_operand_row *r = raw;
    pdd_log_operand *o = out;
    o->seq = r->seq, o->site = r->site, o->kind = r->kind, o->call = r->call;
    o->pos = r->pos, o->field_id = r->field_id, o->role = r->role, o->reread = r->reread;
    o->field = name;
    o->ndim = pdd_reader_copy_index(log, &r->ndim, r->index, o->index);
    o->offset = r->offset, o->value = r->value;
}

static int deliver(const void *rows, size_t n, void (*cb)(void), void *ctx)
{
    return ((pdd_log_operand_cb)cb)(rows, n, ctx);
}

int pdd_log_read_operands(pdd_log *log, uint64_t first, uint64_t count, pdd_log_operand_cb cb,
                          void *ctx, char *err, size_t errlen)
{
    if (log->operands < 0)
        return 0;
    const pdd_reader_named t = {"operands", log->operands, log->operand_type, log->noperands,
                                sizeof(pdd_h5_operand_row), log->operand_width, sizeof(pdd_log_operand),
                                convert, deliver};
    return pdd_reader_stream_named(log, &t, first, count, (void (*)(void))cb, ctx, err, errlen);
}
