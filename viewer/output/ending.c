/* ending.c: how a rank's process ended, as the logs table, the report and --json name it. */
#include "format.h"

#include <stdio.h>

const char *view_exit_str(const pdd_log_meta *m, char *buf, size_t n)
{
    const char *sig = view_signal_name(m->end_signal);
    if (m->running) /* its journal, read as it stood: the host and pid columns say where */
        snprintf(buf, n, "still running");
    else if (m->recovered == 2) /* log.h: it called exec, which ends a program without its exit */
        snprintf(buf, n, "exec (program replaced)");
    else if (m->clean_exit && m->end_signal) /* its own handler took the signal and exited */
        snprintf(buf, n, "clean (after %s)", sig);
    else if (m->clean_exit)
        snprintf(buf, n, "clean");
    else if (m->end_signal) /* a launcher or a user ended it: not a failure of its own */
        snprintf(buf, n, "terminated (%s)", sig);
    else
        snprintf(buf, n, "%s", m->recovered ? "died (recovered)" : "died");
    return buf;
}
