/* time_bound.c: how long libhdf5 may take over one step of reading a log. libhdf5 (1.10)
 * follows a damaged file's structures unchecked, and some make it loop for ever: a global
 * heap object of size 0 in a log of format 1 or 2 (where strings live there) is one. Each
 * step the reader announces (pdd_log_on_reading: opening a file, its attributes, its tables,
 * a block of rows) arms a timer of CPU time, so that a slow disk or a busy machine never
 * makes a healthy file look damaged. When it runs out, pdd-view ends with the one line and
 * exit 2: libhdf5 stopped midway is not safe to call again, so no longjmp, and no thread. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "process.h"
#include "reader.h"
#include "snapshot.h"

#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

#define BOUND_DEFAULT_S 20.0
#define BOUND_MAX_S 86400.0

static struct timeval bound;
static char bound_text[32]; /* the seconds, as the line says them */

static void put(const char *s)
{
    ssize_t w = write(STDERR_FILENO, s, strlen(s));
    (void)w;
}

static void on_timeout(int sig)
{
    (void)sig;
    const char *file = pdd_log_reading(), *what = pdd_log_reading_what();
    if (!file) /* the step ended as the timer did */
        return;
    /* Only async-signal-safe calls from here on. */
    put("pdd-view");
    if (*view_verb_now)
        put(" "), put(view_verb_now);
    put(": "), put(file), put(": libhdf5 did not answer in "), put(bound_text);
    put(" s reading "), put(what ? what : "it");
    put(": the file is damaged: re-create it from its journal (pdd-view on its .journal), or "
        "give libhdf5 longer with PDD_VIEW_TIMEOUT=SECONDS\n");
    pdd_snapshots_remove();
    _exit(VIEW_BAD_INPUT);
}

static void on_reading(const char *path, const char *what)
{
    (void)what;
    struct itimerval it;
    memset(&it, 0, sizeof it);
    if (path)
        it.it_value = bound;
    setitimer(ITIMER_PROF, &it, NULL);
}

int view_time_bound_install(void)
{
    double s = BOUND_DEFAULT_S;
    const char *v = getenv("PDD_VIEW_TIMEOUT");
    if (v && *v) {
        char *end;
        errno = 0;
        s = strtod(v, &end);
        if (errno || end == v || *end || !(s >= 0 && s <= BOUND_MAX_S)) {
            fprintf(stderr, "pdd-view: PDD_VIEW_TIMEOUT=%.40s is not a number of seconds from 0 "
                    "to %.0f; set it to the CPU seconds libhdf5 may take over one step of "
                    "reading a log (default %.0f; 0: no bound), e.g. PDD_VIEW_TIMEOUT=60\n", v,
                    BOUND_MAX_S, BOUND_DEFAULT_S);
            return -1;
        }
    }
    if (s == 0)
        return 0;
    bound.tv_sec = (time_t)s;
    bound.tv_usec = (suseconds_t)((s - floor(s)) * 1e6);
    if (!bound.tv_sec && !bound.tv_usec)
        bound.tv_usec = 1;
    snprintf(bound_text, sizeof bound_text, "%g", s);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_timeout;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGPROF, &sa, NULL);
    pdd_log_on_reading(on_reading);
    return 0;
}
