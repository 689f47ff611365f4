/* report.c: `pdd-view report --html FILE`: one self-contained HTML page (inline CSS, SVG
 * drawn here, no script, nothing fetched) with the digest, events per kernel and field, a
 * timeline of the kernel calls per rank and a plot of every traced field. The verb reads
 * the logs once (the digest's pass gathers the traced fields too); the page and its parts
 * are in viewer/report/, whose caps bound memory and page size, never the number of
 * events, calls or trace rows. */
#include "command.h"
#include "digest.h"
#include "filter.h"
#include "logset.h"
#include "options.h"
#include "process.h"
#include "ranks.h"
#include "report.h"
#include "verbs.h"

#include <stdio.h>
#include <stdlib.h>

int view_report(int argc, char **argv)
{
    view_filter filter = VIEW_FILTER_INIT;
    const char *html = NULL;
    const view_opt opts[] = {
        {"--html", OPT_STRING, &html, "FILE", "write the page to FILE (required)"},
        VIEW_OPT_KERNEL(filter),
        VIEW_OPT_FIELD(filter),
        VIEW_OPT_RANK(filter),
        {NULL, 0, NULL, NULL, NULL},
    };
    view_command cmd = {
        .usage = "--html FILE [options] LOG...",
        .about = "One self-contained HTML page (no script, nothing fetched): the first "
                 "failure with the\ntrace of its field and why it went wrong (pdd-view why), "
                 "events per kernel and field,\na timeline of the kernel calls per rank, a plot "
                 "of every traced field, CUDA errors,\ncrashes and calls that never ended.",
        .opts = opts,
        .filter = &filter,
    };
    if (!view_command_parse(&cmd, argc, argv))
        return cmd.status;
    if (cmd.common.json) {
        fprintf(stderr, "pdd-view report: --json: report writes an HTML page only; for "
                "machine-readable output use pdd-view summary --json\n");
        return VIEW_BAD_INPUT;
    }
    if (!html || !html[0]) {
        fprintf(stderr, "pdd-view report: --html FILE is missing; e.g. pdd-view report --html "
                "report.html pdd.*.h5\n");
        return VIEW_BAD_INPUT;
    }
    view_set set;
    if (view_set_open(&set, "report", cmd.files, cmd.nfiles) < 0)
        return VIEW_BAD_INPUT;
    int rc = VIEW_BAD_INPUT;
    view_digest d;
    view_why_chain why = {0};
    plots ps = {0};
    report r = {.set = &set, .d = &d, .filter = &filter, .ps = &ps,
                .listed = view_calloc(set.n, 1)};
    /* the traced fields are gathered in the digest's pass: each log is opened once */
    if (view_digest_make_each(&d, &set, &filter, "report", report_traces_scan, &r) < 0)
        goto out;
    view_why_make(&why, &d, "report"); /* a table it cannot read: said, and no Why block */
    r.why = &why;
    view_ranks_listed(&set, &d, 0, r.listed);
    for (int k = 1; k < VIEW_KINDS; k++) {
        r.events += d.by_kind[k].events;
        if (d.by_kind[k].events)
            r.kinds |= 1u << k;
    }
    if (report_write(&r, html) < 0)
        goto out;
    printf("pdd-view report: wrote %s (%llu kernel call%s, %llu event%s): open it in a browser\n",
           html, (unsigned long long)d.calls, rep_plural(d.calls, "", "s"), (unsigned long long)r.events,
           rep_plural(r.events, "", "s"));
    rc = set.unreadable ? VIEW_BAD_INPUT : VIEW_OK;
out:
    report_plots_free(&ps);
    free(r.listed);
    view_why_free(&why);
    view_digest_free(&d);
    view_set_close(&set);
    return rc;
}

