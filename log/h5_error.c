/* h5_error.c: HDF5's error stack kept quiet while pdd reads or writes a log, and its most
 * specific message made the reason in pdd's one-line messages (h5_error.h). */
#include "h5_error.h"

#include <stdio.h>
#include <string.h>

void pdd_h5_quiet_begin(pdd_h5_quiet *saved)
{
    saved->func = NULL;
    saved->data = NULL;
    H5Eget_auto2(H5E_DEFAULT, &saved->func, &saved->data);
    H5Eset_auto2(H5E_DEFAULT, NULL, NULL);
}

void pdd_h5_quiet_end(const pdd_h5_quiet *saved)
{
    H5Eset_auto2(H5E_DEFAULT, saved->func, saved->data);
}

typedef struct deepest {
    char text[512];
    int found;
} deepest;

static herr_t take_deepest(unsigned n, const H5E_error2_t *e, void *ctx)
{
    deepest *d = ctx;
    (void)n;
    if (!d->found && e->desc && e->desc[0]) {
        snprintf(d->text, sizeof d->text, "%s", e->desc);
        d->found = 1;
    }
    return 0;
}

void pdd_h5_last_error(char *buf, size_t n)
{
    deepest d = {"", 0};
    H5Ewalk2(H5E_DEFAULT, H5E_WALK_UPWARD, take_deepest, &d);
    H5Eclear2(H5E_DEFAULT);
    /* I/O failures carry the system's words inside a long line: keep just those. */
    const char *sys = strstr(d.text, "error message = '");
    if (sys) {
        sys += strlen("error message = '");
        const char *end = strchr(sys, '\'');
        snprintf(buf, n, "%.*s", (int)(end ? end - sys : (ptrdiff_t)strlen(sys)), sys);
        return;
    }
    snprintf(buf, n, "%s", d.found ? d.text : "unknown HDF5 error");
}

