/* events.c: `pdd-view events`: every event of every log in time order, filtered; streamed,
 * so a log of millions of events lists in constant memory. */
#include "command.h"
#include "event_text.h"
#include "filter.h"
#include "format.h"
#include "logset.h"
#include "options.h"
#include "process.h"
#include "table.h"
#include "verbs.h"

#include <stdio.h>
#include <stdlib.h>

typedef struct list_ctx {
    const view_filter *filter;
    uint64_t limit, shown, matched;
    uint64_t origin;
    int json, backtraces;
    int started; /* the header is out */
} list_ctx;

/* The header goes out with the first row (or at the end): a log that cannot be read then
 * gets its one-line message alone. */
static void start(list_ctx *c)
{
    if (c->started)
        return;
    c->started = 1;
    if (c->json)
        printf("{\n  \"events\": [");
    else
        printf("%s%12s %4s  %-10s %-32s %5s  %-10s %-12s %-22s %7s  %s%s\n", view_bold(), "ms",
               "rank", "kind", "kernel", "call", "field", "(i,j,k)", "value", "count",
               "min .. max", view_reset());
}

static int print_one(const view_event *e, void *arg)
{
    list_ctx *c = arg;
    if (!view_filter_event(c->filter, e))
        return 0;
    c->matched++;
    if (c->limit && c->shown >= c->limit)
        return 0; /* keep counting what matched */
    start(c);
    c->shown++;
    if (c->json) {
        cJSON *o = view_event_json(e);
        char *text = cJSON_PrintUnformatted(o);
        cJSON_Delete(o);
        if (!text)
            return -1;
        printf("%s\n    %s", c->shown > 1 ? "," : "", text);
        free(text);
        return 0;
    }
    char idx[VIEW_INDEX_LEN], v[32], lo[32], hi[32];
    uint64_t t = c->origin && e->e.t_ns > c->origin ? e->e.t_ns - c->origin : 0;
    int bad = e->e.kind == PDD_KIND_CRASH || e->e.kind == PDD_KIND_CUDA_ERROR;
    printf("%s%12.3f %4lld  %-10s %-32s %5llu  %-10s %-12s %-22s %7llu  %s .. %s%s\n",
           bad ? view_red() : "", (double)t / 1e6, (long long)e->file->meta.rank,
           pdd_log_kind_name(e->e.kind), view_kernel_name(e->file, e->e.kernel),
           (unsigned long long)e->e.call, e->e.field[0] ? e->e.field : "-",
           view_index_str(e->e.ndim, e->e.index, idx, sizeof idx),
           e->e.kind == PDD_KIND_CRASH ? view_signal_name(e->e.value)
                                       : view_value_str(e->e.value, v, sizeof v),
           (unsigned long long)e->e.count, view_value_str(e->e.min, lo, sizeof lo),
           view_value_str(e->e.max, hi, sizeof hi), bad ? view_reset() : "");
    if (c->backtraces && e->e.backtrace[0]) {
        const char *bt = e->e.backtrace;
        while (*bt) {
            int n = 0;
            while (bt[n] && bt[n] != '\n')
                n++;
            printf("%18s%.*s\n", "", n, bt);
            bt += n + (bt[n] == '\n');
        }
    }
    return 0;
}

int view_events(int argc, char **argv)
{
    view_filter filter = VIEW_FILTER_INIT;
    uint64_t limit = 0;
    int backtraces = 0;
    const view_opt opts[] = {
        VIEW_OPT_KIND(filter),
        VIEW_OPT_KERNEL(filter),
        VIEW_OPT_FIELD(filter),
        VIEW_OPT_RANK(filter),
        {"--limit", OPT_U64, &limit, "N", "show the first N (0: all, the default)"},
        {"--backtraces", OPT_FLAG, &backtraces, NULL, "print crash and CUDA backtraces under their event"},
        {NULL, 0, NULL, NULL, NULL},
    };
    view_command cmd = {
        .usage = "[options] LOG...",
        .about = "The events of all logs merged in time order: one per (site, kernel call, "
                 "checker),\nwith the first bad (i,j,k) and value, the count and min..max "
                 "of the bad values.",
        .opts = opts,
        .filter = &filter,
    };
    if (!view_command_parse(&cmd, argc, argv))
        return cmd.status;
    view_set set;
    if (view_set_open(&set, "events", cmd.files, cmd.nfiles) < 0)
        return VIEW_BAD_INPUT;
    list_ctx c = {.filter = &filter, .limit = limit, .origin = view_set_origin_ns(&set),
                  .json = cmd.common.json, .backtraces = backtraces};
    int rc = view_set_events_by_time(&set, "events", print_one, &c);
    if (rc < 0 && !c.started) {
        view_set_close(&set);
        return VIEW_BAD_INPUT; /* the reason is out, and nothing else */
    }
    start(&c);
    if (c.json)
        printf("%s],\n  \"shown\": %llu,\n  \"matched\": %llu\n}\n", c.shown ? "\n  " : "",
               (unsigned long long)c.shown, (unsigned long long)c.matched);
    else if (c.matched > c.shown)
        printf("(%llu of %llu events shown; --limit 0 shows all)\n", (unsigned long long)c.shown,
               (unsigned long long)c.matched);
    else if (!c.matched)
        printf("(no events%s)\n", filter.kinds || filter.kernels.n || filter.fields.n ||
                                          filter.rank >= 0 ? " match the filter" : "");
    int unreadable = set.unreadable;
    view_set_close(&set);
    return rc < 0 || unreadable ? VIEW_BAD_INPUT : VIEW_OK;
}
