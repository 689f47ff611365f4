/* event_text.c: an event as one line ("nan in KERNEL call 3, field qvapor at (5,5,3): ...")
 * and as a JSON object, the same wherever a verb says it (summary, events, assert, report). */
#include "event_text.h"
#include "format.h"
#include "logset.h"

#include <stdio.h>
#include <string.h>

const char *view_text_line(const char *text, const char *prefix, int *len)
{
    size_t n = strlen(prefix);
    for (const char *l = text; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
        if (!strncmp(l, prefix, n)) {
            *len = (int)strcspn(l + n, "\n");
            return l + n;
        }
    return NULL;
}

const char *view_kernel_origin(const view_file *f, int32_t kernel, char *buf, size_t len)
{
    const pdd_log_kernel *k = pdd_log_kernel_by_id(view_log(f), kernel);
    buf[0] = 0;
    if (k && k->origin_line > 0 && k->origin_file && k->origin_file[0]) {
        const char *base = strrchr(k->origin_file, '/');
        snprintf(buf, len, "%s:%d", base ? base + 1 : k->origin_file, (int)k->origin_line);
    }
    return buf;
}

void view_event_describe(const view_event *e, char *buf, size_t len)
{
    char idx[VIEW_INDEX_LEN], v[32], lo[32], hi[32];
    const char *kernel = view_kernel_name(e->file, e->e.kernel);
    if (e->e.kind == PDD_KIND_CRASH) {
        /* where the address lies, when the runtime placed it ("address 0x..: ...") */
        int n = 0;
        const char *at = view_text_line(e->e.backtrace, "address ", &n);
        snprintf(buf, len, "crash (%s)%s%.*s%s in kernel %s call %llu", view_signal_name(e->e.value),
                 at ? " at " : "", n, at ? at : "", at ? "," : "", kernel,
                 (unsigned long long)e->e.call);
        return;
    }
    if (e->e.kind == PDD_KIND_CUDA_ERROR) {
        /* the backtrace text starts with "cudaErrorName (code): what" */
        const char *bt = e->e.backtrace;
        size_t n = strcspn(bt, "\n");
        snprintf(buf, len, "cuda_error %d in kernel %s call %llu: %.*s", e->e.cuda_error, kernel,
                 (unsigned long long)e->e.call, (int)n, bt);
        return;
    }
    /* an input site's value was read by the kernel, found by the inputs checker at its begin */
    const pdd_log_site *site = e->e.site >= 0 ? pdd_log_site_by_id(view_log(e->file), e->e.site) : NULL;
    int n = snprintf(buf, len, "%s in kernel %s call %llu, %sfield %s at %s%s: value %s",
                     pdd_log_kind_name(e->e.kind), kernel, (unsigned long long)e->e.call,
                     site && site->input ? "input " : "", e->e.field[0] ? e->e.field : "-",
                     view_index_str(e->e.ndim, e->e.index, idx, sizeof idx),
                     e->e.region == PDD_REGION_CORNER ? " (a halo corner)"
                     : e->e.region == PDD_REGION_HALO ? " (in the halo)"
                                                      : "",
                     view_value_str(e->e.value, v, sizeof v));
    if (n > 0 && (size_t)n < len)
        snprintf(buf + n, len - (size_t)n, " (%llu bad value%s in the call, min %s, max %s)",
                 (unsigned long long)e->e.count, e->e.count == 1 ? "" : "s",
                 view_value_str(e->e.min, lo, sizeof lo), view_value_str(e->e.max, hi, sizeof hi));
}

cJSON *view_event_json(const view_event *e)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "rank", (double)e->file->meta.rank);
    cJSON_AddStringToObject(o, "file", e->file->meta.path);
    cJSON_AddStringToObject(o, "kind", pdd_log_kind_name(e->e.kind));
    cJSON_AddStringToObject(o, "kernel", view_kernel_name(e->file, e->e.kernel));
    cJSON_AddNumberToObject(o, "call", (double)e->e.call);
    cJSON_AddStringToObject(o, "field", e->e.field);
    cJSON_AddItemToObject(o, "index", view_json_index(e->e.ndim, e->e.index));
    cJSON_AddStringToObject(o, "region", pdd_log_region_name(e->e.region));
    cJSON_AddNumberToObject(o, "offset", (double)e->e.offset);
    cJSON_AddItemToObject(o, "value", view_json_value(e->e.value));
    cJSON_AddItemToObject(o, "count", view_json_u64(e->e.count));
    cJSON_AddItemToObject(o, "min", view_json_value(e->e.min));
    cJSON_AddItemToObject(o, "max", view_json_value(e->e.max));
    cJSON_AddItemToObject(o, "t_ns", view_json_u64(e->e.t_ns));
    cJSON_AddItemToObject(o, "seq", view_json_u64(e->e.seq));
    if (e->e.kind == PDD_KIND_CUDA_ERROR)
        cJSON_AddNumberToObject(o, "cuda_error", e->e.cuda_error);
    if (e->e.kind == PDD_KIND_CRASH)
        cJSON_AddStringToObject(o, "signal", view_signal_name(e->e.value));
    if (e->e.kind == PDD_KIND_CRASH) { /* the lines of the text that say what faulted */
        static const char *const keys[][2] = {{"address ", "fault"}, {"store: ", "store"}};
        for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
            int n = 0;
            const char *l = view_text_line(e->e.backtrace, keys[i][0], &n);
            char line[2048];
            if (l) {
                snprintf(line, sizeof line, "%.*s", n, l);
                cJSON_AddStringToObject(o, keys[i][1], line);
            }
        }
    }
    if (e->e.backtrace[0])
        cJSON_AddStringToObject(o, "backtrace", e->e.backtrace);
    return o;
}
