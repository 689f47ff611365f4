/* command.h: the preamble every verb opens with (command.c): its command line parsed against
 * its option table and the common options, and its filter made from --kind and --rank; what
 * --help and a bad option end with. */
#ifndef PDD_VIEW_COMMAND_H
#define PDD_VIEW_COMMAND_H

#include "filter.h"
#include "options.h"

typedef struct view_command {
    /* given by the verb */
    const char *usage;    /* after `pdd-view VERB`: "[options] LOG..." */
    const char *about;    /* what the verb does, for --help */
    const view_opt *opts; /* its options, ended by a row with a NULL name */
    view_filter *filter;  /* the filter its options fill; NULL: it takes none */
    /* set by view_command_parse */
    view_common common; /* --json, --color, --help */
    char **files;       /* the other arguments: the logs (argv is reused) */
    int nfiles;
    int status; /* the verb's exit status when view_command_parse says it is done */
} view_command;

/* Parses argv (argv[0] is the verb) and finishes the filter. Returns 1: go on; 0: the verb
 * is done with c->status, VIEW_OK after --help, VIEW_BAD_INPUT after a one-line message that
 * names the verb, the option and the fix. */
int view_command_parse(view_command *c, int argc, char **argv);

#endif
