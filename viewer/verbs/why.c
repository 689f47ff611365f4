/* why.c: `pdd-view why`: why the first failure went wrong: the chain from the failing store
 * back through the kernel calls that wrote what it read, to the likely root cause
 * (core/why.c). The options pick the failure to explain; the chain follows every event of
 * its log. */
#include "command.h"
#include "digest.h"
#include "filter.h"
#include "format.h"
#include "logset.h"
#include "options.h"
#include "process.h"
#include "verbs.h"
#include "why.h"

#include <stdio.h>

int view_why(int argc, char **argv)
{
    view_filter filter = VIEW_FILTER_INIT;
    const view_opt opts[] = {
        VIEW_OPT_KIND(filter),
        VIEW_OPT_KERNEL(filter),
        VIEW_OPT_FIELD(filter),
        VIEW_OPT_RANK(filter),
        {NULL, 0, NULL, NULL, NULL},
    };
    view_command cmd = {
        .usage = "[options] LOG...",
        .about = "Why the first failure went wrong: what the failing store read (the log's "
                 "input sites\nand operands: field, cell, value), the kernel call that wrote each "
                 "field last before\nit, checked or not, and whether that call stored bad values "
                 "there; a writer's bad\nvalue is the next link, followed back to the likely root "
                 "cause (at most 8 links).\nWhere PDD_TRACE_INDEX is the failing cell, each "
                 "field's value after its writer and\nwhen read. --kind, --kernel, --field and "
                 "--rank pick the failure to explain (--field\nqvapor: why qvapor went bad); the "
                 "chain follows every event of that failure's log.",
        .opts = opts,
        .filter = &filter,
    };
    if (!view_command_parse(&cmd, argc, argv))
        return cmd.status;
    view_set set;
    if (view_set_open(&set, "why", cmd.files, cmd.nfiles) < 0)
        return VIEW_BAD_INPUT;
    view_digest d;
    view_why_chain w = {0};
    int rc = VIEW_BAD_INPUT;
    if (view_digest_make(&d, &set, &filter, "why") == 0 && view_why_make(&w, &d, "why") == 0) {
        if (cmd.common.json)
            view_json_print(view_why_json(&w));
        else
            view_why_print(&w, stdout);
        rc = set.unreadable ? VIEW_BAD_INPUT : VIEW_OK;
    }
    view_why_free(&w);
    view_digest_free(&d);
    view_set_close(&set);
    return rc;
}
