/* options.h: the one option parser of the verbs (options.c): an option table per verb, the
 * common --json/--color/--help, and the help text made from the same table. */
#ifndef PDD_VIEW_OPTIONS_H
#define PDD_VIEW_OPTIONS_H

#include <stdint.h>

typedef enum { OPT_FLAG, OPT_STRING, OPT_DOUBLE, OPT_U64, OPT_LIST } view_opt_kind;

typedef struct view_opt {
    const char *name; /* "--kind" */
    view_opt_kind kind;
    void *target; /* int*, const char**, double*, uint64_t*, view_list* */
    const char *arg;  /* "LIST", "N", ... for the help text */
    const char *help; /* one line */
} view_opt;

#define VIEW_LIST_MAX 32
typedef struct view_list { /* a repeatable option's values */
    const char *v[VIEW_LIST_MAX];
    int n;
} view_list;

/* Options every verb takes. */
typedef struct view_common {
    int json, help;
    const char *color; /* auto, always, never */
} view_common;

/* Parses argv (argv[0] is the verb) against opts plus the common options; positional
 * arguments are collected in *files (argv is reused). Prints usage on --help (returns 1:
 * the caller exits 0). Returns 0, 1 (help shown), or -1 after printing a one-line error
 * that names the option, the value and --help. */
int view_parse(int argc, char **argv, const char *usage, const char *about, const view_opt *opts,
               view_common *common, char ***files, int *nfiles);

#endif
