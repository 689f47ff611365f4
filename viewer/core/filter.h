/* filter.h: which events a verb looks at (filter.c): --kind, --kernel, --field, --rank, and
 * the option table rows that fill them. */
#ifndef PDD_VIEW_FILTER_H
#define PDD_VIEW_FILTER_H

#include "logset.h"
#include "options.h"

#include <stddef.h>
#include <stdint.h>

typedef struct view_filter {
    uint32_t kinds; /* bit 1 << kind; 0: all */
    view_list kernels, fields; /* glob patterns; empty: all */
    int64_t rank;              /* -1: all */
    const char *kind_arg;      /* --kind and --rank as given, until view_filter_finish */
    uint64_t rank_arg;
} view_filter;
#define VIEW_FILTER_INIT {.rank = -1, .rank_arg = UINT64_MAX}
/* Option table rows that fill a filter. */
#define VIEW_OPT_KIND(f) {"--kind", OPT_STRING, &(f).kind_arg, "LIST", "only these checkers (nan,inf,neg_tracer,neg_delp,cuda_error,crash; all; !x)"}
#define VIEW_OPT_KERNEL(f) {"--kernel", OPT_LIST, &(f).kernels, "GLOB", "only kernels matching (repeatable)"}
#define VIEW_OPT_FIELD(f) {"--field", OPT_LIST, &(f).fields, "GLOB", "only fields matching (repeatable)"}
#define VIEW_OPT_RANK(f) {"--rank", OPT_U64, &(f).rank_arg, "N", "only that rank"}
/* Turns --kind and --rank into the filter; -1 after a one-line message naming the verb. */
int view_filter_finish(view_filter *f, const char *verb);
/* Parses a --kind list ("nan,inf", "all", "!crash") into bits; -1 with a message. */
int view_kinds_parse(const char *spec, const char *option, uint32_t *bits, char *err, size_t errlen);
int view_filter_kernel(const view_filter *f, const char *kernel);
int view_filter_field(const view_filter *f, const char *field);
int view_filter_event(const view_filter *f, const view_event *e);

#endif
