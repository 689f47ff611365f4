/* options.c: the one option parser of pdd-view's verbs: `--name VALUE` or `--name=VALUE`,
 * repeatable list options, the common --json/--color/--help, and help text from the same
 * table, so an option cannot be accepted without being documented. */
#include "options.h"
#include "table.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const view_opt *find(const view_opt *opts, const char *name, size_t len)
{
    for (const view_opt *o = opts; o && o->name; o++)
        if (strlen(o->name) == len && !strncmp(o->name, name, len))
            return o;
    return NULL;
}

static void print_help(const char *verb, const char *usage, const char *about,
                       const view_opt *opts)
{
    printf("usage: pdd-view %s %s\n%s\n\noptions:\n", verb, usage, about);
    for (const view_opt *o = opts; o && o->name; o++) {
        char left[64];
        snprintf(left, sizeof left, "%s%s%s", o->name, o->arg ? " " : "", o->arg ? o->arg : "");
        printf("  %-22s %s\n", left, o->help);
    }
    if (strcmp(verb, "report"))
        printf("  %-22s %s\n", "--json", "machine-readable output (stable keys; docs/viewer.md)");
    printf("  %-22s %s\n", "--color WHEN", "auto (default: on a terminal), always, never");
    printf("  %-22s %s\n", "--help", "this text");
}

static int set_value(const char *verb, const view_opt *o, const char *v)
{
    char *end;
    switch (o->kind) {
    case OPT_FLAG:
        *(int *)o->target = 1;
        return 0;
    case OPT_STRING:
        *(const char **)o->target = v;
        return 0;
    case OPT_DOUBLE: {
        errno = 0;
        double d = strtod(v, &end);
        if (!*v || *end || errno || !isfinite(d) || d < 0) {
            fprintf(stderr, "pdd-view %s: %s %s: not a number >= 0 (e.g. %s 1e-12)\n", verb,
                    o->name, v, o->name);
            return -1;
        }
        *(double *)o->target = d;
        return 0;
    }
    case OPT_U64: {
        errno = 0;
        unsigned long long u = strtoull(v, &end, 10);
        if (!*v || *end || errno || *v == '-') {
            fprintf(stderr, "pdd-view %s: %s %s: not a whole number >= 0 (e.g. %s 20)\n", verb,
                    o->name, v, o->name);
            return -1;
        }
        *(uint64_t *)o->target = u;
        return 0;
    }
    case OPT_LIST: {
        view_list *l = o->target;
        if (l->n == VIEW_LIST_MAX) {
            fprintf(stderr, "pdd-view %s: %s given more than %d times; join the values with "
                    "commas\n", verb, o->name, VIEW_LIST_MAX);
            return -1;
        }
        l->v[l->n++] = v;
        return 0;
    }
    }
    return -1;
}

int view_parse(int argc, char **argv, const char *usage, const char *about, const view_opt *opts,
               view_common *common, char ***files, int *nfiles)
{
    const char *verb = argv[0];
    const view_opt common_opts[] = {
        {"--json", OPT_FLAG, &common->json, NULL, NULL},
        {"--color", OPT_STRING, &common->color, NULL, NULL},
        {"--colour", OPT_STRING, &common->color, NULL, NULL},
        {"--help", OPT_FLAG, &common->help, NULL, NULL},
        {"-h", OPT_FLAG, &common->help, NULL, NULL},
        {NULL, 0, NULL, NULL, NULL},
    };
    memset(common, 0, sizeof *common);
    common->color = "auto";
    int n = 0, only_files = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (only_files || a[0] != '-' || !a[1]) {
            argv[n++] = argv[i];
            continue;
        }
        if (!strcmp(a, "--")) {
            only_files = 1;
            continue;
        }
        const char *eq = strchr(a, '=');
        size_t len = eq ? (size_t)(eq - a) : strlen(a);
        const view_opt *o = find(opts, a, len);
        if (!o)
            o = find(common_opts, a, len);
        if (!o) {
            fprintf(stderr, "pdd-view %s: unknown option '%.*s'; see pdd-view %s --help\n", verb,
                    (int)len, a, verb);
            return -1;
        }
        const char *v = NULL;
        if (o->kind == OPT_FLAG) {
            if (eq) {
                fprintf(stderr, "pdd-view %s: %s takes no value (got '%s')\n", verb, o->name, eq + 1);
                return -1;
            }
        } else if (eq) {
            v = eq + 1;
        } else if (i + 1 < argc) {
            v = argv[++i];
        } else {
            fprintf(stderr, "pdd-view %s: %s needs a value; see pdd-view %s --help\n", verb,
                    o->name, verb);
            return -1;
        }
        if (set_value(verb, o, v) < 0)
            return -1;
    }
    if (common->help) {
        print_help(verb, usage, about, opts);
        return 1;
    }
    if (strcmp(common->color, "auto") && strcmp(common->color, "always") &&
        strcmp(common->color, "never")) {
        fprintf(stderr, "pdd-view %s: --color %s: accepted: auto, always, never\n", verb,
                common->color);
        return -1;
    }
    view_color_init(common->color);
    *files = argv;
    *nfiles = n;
    return 0;
}
