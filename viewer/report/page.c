/* page.c: the report's page put together, its parts in the page's order (overview.c,
 * timeline.c, traces.c), and written whole or not at all: into a new file of this process,
 * renamed over the page's name when whole (log/atomic_file.c), never over another user's
 * file. */
#include "atomic_file.h"
#include "report.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int write_parts(report *r)
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

int report_write(report *r, const char *html)
{
    int rc = -1;
    size_t len = strlen(html) + 32;
    char *tmp = malloc(len);
    writer *w = calloc(1, sizeof *w);
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
    r->w = w;
    if (write_parts(r) < 0) {
        fprintf(stderr, "pdd-view report: %s\n", r->err);
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
    rc = 0;
out:
    r->w = NULL;
    free(tmp);
    free(w);
    return rc;
}
