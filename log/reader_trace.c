/* reader_trace.c: /trace, the values traced at PDD_TRACE_INDEX after each kernel call,
 * streamed in blocks with their field names (pdd_log_read_trace). */
#include "h5_schema.h"
#include "reader_private.h"

static void convert(const pdd_log *log, const void *raw, const char *name, void *out)
{
    const pdd_h5_trace_row *r = raw;
    pdd_log_trace *t = out;
    t->seq = r->seq, t->kernel = r->kernel, t->call = r->call, t->field_id = r->field_id;
    t->field = name;
    t->ndim = pdd_reader_copy_index(log, &r->ndim, r->index, t->index);
    t->value = r->value;
}

static int deliver(const void *rows, size_t n, void (*cb)(void), void *ctx)
{
    return ((pdd_log_trace_cb)cb)(rows, n, ctx);
}

int pdd_log_read_trace(pdd_log *log, uint64_t first, uint64_t count, pdd_log_trace_cb cb,
                       void *ctx, char *err, size_t errlen)
{
    const pdd_reader_named t = {"trace", log->trace, log->trace_type, log->ntrace, sizeof(pdd_h5_trace_row),
                                log->trace_width, sizeof(pdd_log_trace), convert, deliver};
    return pdd_reader_stream_named(log, &t, first, count, (void (*)(void))cb, ctx, err, errlen);
}
