/* report.c: `pdd-view report --html FILE`: one self-contained HTML page (inline CSS, SVG
 * drawn here, no script, nothing fetched) with the digest, events per kernel and field, a
 * timeline of the kernel calls per rank and a plot of every traced field. Memory and page
 * size are bounded by the caps in report.h, never by the number of events, calls or trace
 * rows. The page is put together here; its parts are in report_*.c, its style in report.css. */
#include "atomic_file.h"
#include "report.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int write_page(report *r)
{
    report_page_head(r);
    report_page_header(r);
    report_first_failure(r);
    report_cards(r);
    report_where(r);
    if (report_timeline(r) < 0 || report_traces(r) < 0)
        return -1;
    report_specials(r);
    report_unfinished(r);
    report_logs(r);
    rep_out(r, "<footer>Written by pdd-view %s report from the logs above; nothing on this page is "
           "fetched from anywhere.</footer>\n</main>\n</body>\n</html>\n", PDD_VERSION);
    return 0;
}

int view_report(int argc, char **argv)
{
    view_common common;
    view_filter filter = VIEW_FILTER_INIT;
    const char *html = NULL;
    const view_opt opts[] = {
        {"--html", OPT_STRING, &html, "FILE", "write the page to FILE (required)"},
        VIEW_OPT_KERNEL(filter),
        VIEW_OPT_FIELD(filter),
        VIEW_OPT_RANK(filter),
        {NULL, 0, NULL, NULL, NULL},
    };
    char **files;
    int nfiles;
    int p = view_parse(argc, argv, "--html FILE [options] LOG...",
                       "One self-contained HTML page (no script, nothing fetched): the first "
                       "failure with the\ntrace of its field, events per kernel and field, a "
                       "timeline of the kernel calls per\nrank, a plot of every traced field, CUDA "
                       "errors, crashes and calls that never ended.",
                       opts, &common, &files, &nfiles);
    if (p)
        return p > 0 ? VIEW_OK : VIEW_BAD_INPUT;
    if (common.json) {
        fprintf(stderr, "pdd-view report: --json: report writes an HTML page only; for "
                "machine-readable output use pdd-view summary --json\n");
        return VIEW_BAD_INPUT;
    }
    if (!html || !html[0]) {
        fprintf(stderr, "pdd-view report: --html FILE is missing; e.g. pdd-view report --html "
                "report.html pdd.*.h5\n");
        return VIEW_BAD_INPUT;
    }
    if (view_filter_finish(&filter, "report") < 0)
        return VIEW_BAD_INPUT;
    view_set set;
    if (view_set_open(&set, "report", files, nfiles) < 0)
        return VIEW_BAD_INPUT;
    int rc = VIEW_BAD_INPUT;
    view_digest d;
    char *tmp = NULL;
    writer *w = NULL;
    plots ps = {0};
    report r = {.set = &set, .d = &d, .filter = &filter, .ps = &ps,
                .listed = view_calloc(set.n, 1)};
    /* the traced fields are gathered in the digest's pass: each log is opened once */
    if (view_digest_make_each(&d, &set, &filter, "report", report_traces_scan, &r) < 0)
        goto out;
    view_ranks_listed(&set, &d, 0, r.listed);
    for (int k = 1; k < VIEW_KINDS; k++) {
        r.events += d.by_kind[k].events;
        if (d.by_kind[k].events)
            r.kinds |= 1u << k;
    }
    size_t len = strlen(html) + 32;
    tmp = malloc(len);
    w = calloc(1, sizeof *w);
    if (!tmp || !w) {
        fprintf(stderr, "pdd-view report: out of memory\n");
        goto out;
    }
    /* A new file of this process, renamed over the page when it is whole. */
    pdd_atomic_tmp(html, tmp, len);
    w->fd = pdd_atomic_create(tmp);
    if (w->fd < 0) {
        fprintf(stderr, "pdd-view report: --html %s: cannot write: %s; free some space or give "
                "another path\n", html, strerror(errno));
        goto out;
    }
    r.w = w;
    if (write_page(&r) < 0) {
        fprintf(stderr, "pdd-view report: %s\n", r.err);
        close(w->fd);
        unlink(tmp);
        goto out;
    }
    rep_w_flush(w);
    if (close(w->fd) < 0 && !w->err)
        w->err = errno;
    long owner = 0;
    int why = w->err ? PDD_ATOMIC_SYNC : pdd_atomic_commit(tmp, html, &owner);
    if (why != PDD_ATOMIC_OK) {
        if (why == PDD_ATOMIC_OWNER)
            fprintf(stderr, "pdd-view report: --html %s belongs to user %ld: pdd-view never "
                    "replaces another user's file; give another path\n", html, owner);
        else
            fprintf(stderr, "pdd-view report: --html %s: cannot write: %s; free some space or "
                    "give another path\n", html, strerror(w->err ? w->err : errno));
        unlink(tmp);
        goto out;
    }
    printf("pdd-view report: wrote %s (%llu kernel call%s, %llu event%s): open it in a browser\n",
           html, (unsigned long long)d.calls, rep_plural(d.calls, "", "s"), (unsigned long long)r.events,
           rep_plural(r.events, "", "s"));
    rc = set.unreadable ? VIEW_BAD_INPUT : VIEW_OK;
out:
    free(tmp);
    free(w);
    report_plots_free(&ps);
    free(r.listed);
    view_digest_free(&d);
    view_set_close(&set);
    return rc;
}

