/* command.c: the preamble of every verb, once: the option table and the common options
 * parsed (options.c), --help answered, the filter finished; so a verb starts from its
 * options and its logs. */
#include "command.h"
#include "filter.h"
#include "options.h"
#include "process.h"

int view_command_parse(view_command *c, int argc, char **argv)
{
    const char *verb = argv[0]; /* view_parse reuses argv for the files */
    int p = view_parse(argc, argv, c->usage, c->about, c->opts, &c->common, &c->files,
                       &c->nfiles);
    if (p) {
        c->status = p > 0 ? VIEW_OK : VIEW_BAD_INPUT;
        return 0;
    }
    if (c->filter && view_filter_finish(c->filter, verb) < 0) {
        c->status = VIEW_BAD_INPUT;
        return 0;
    }
    return 1;
}
