/* filter.c: which events a verb looks at: --kind (pdd's qualifier syntax, as PDD_CHECKS),
 * --kernel and --field (shell globs, repeatable), --rank. */
#include "filter.h"
#include "logset.h"
#include "options.h"
#include "qualifier.h"

#include <fnmatch.h>
#include <stdio.h>
#include <string.h>

int view_kinds_parse(const char *spec, const char *option, uint32_t *bits, char *err, size_t errlen)
{
    const char *names[VIEW_KINDS - 1];
    uint32_t b[VIEW_KINDS - 1];
    for (int k = 1; k < VIEW_KINDS; k++) {
        names[k - 1] = pdd_log_kind_name(k);
        b[k - 1] = 1u << k;
    }
    uint32_t all = 0;
    for (int k = 1; k < VIEW_KINDS; k++)
        all |= 1u << k;
    char why[1024];
    if (pdd_qualifiers_parse(spec, option, names, b, VIEW_KINDS - 1, all, all, bits, why,
                             sizeof why) < 0) {
        /* The shared parser speaks as "pdd: "; here the verb prefixes the line. */
        snprintf(err, errlen, "%s", strncmp(why, "pdd: ", 5) ? why : why + 5);
        return -1;
    }
    return 0;
}

static int any_match(const view_list *l, const char *s)
{
    if (l->n == 0)
        return 1;
    for (int i = 0; i < l->n; i++) {
        /* a comma list in one value, as --kind takes */
        char pat[256];
        snprintf(pat, sizeof pat, "%s", l->v[i]);
        for (char *save, *p = strtok_r(pat, ",", &save); p; p = strtok_r(NULL, ",", &save))
            if (!fnmatch(p, s, 0))
                return 1;
    }
    return 0;
}

int view_filter_kernel(const view_filter *f, const char *kernel) { return any_match(&f->kernels, kernel); }
int view_filter_field(const view_filter *f, const char *field) { return any_match(&f->fields, field); }

int view_filter_event(const view_filter *f, const view_event *e)
{
    if (f->kinds && !(f->kinds & (1u << e->e.kind)))
        return 0;
    if (f->rank >= 0 && e->file->meta.rank != f->rank)
        return 0;
    if (f->kernels.n && !view_filter_kernel(f, view_kernel_name(e->file, e->e.kernel)))
        return 0;
    if (f->fields.n && !view_filter_field(f, e->e.field))
        return 0;
    return 1;
}

int view_filter_finish(view_filter *f, const char *verb)
{
    char err[1024];
    if (f->kind_arg && view_kinds_parse(f->kind_arg, "--kind", &f->kinds, err, sizeof err) < 0) {
        fprintf(stderr, "pdd-view %s: %s\n", verb, err);
        return -1;
    }
    if (f->rank_arg != UINT64_MAX)
        f->rank = (int64_t)f->rank_arg;
    return 0;
}
