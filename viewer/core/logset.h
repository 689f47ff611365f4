/* logset.h: the logs a command line names (logset.c), read through include/pdd/log.h only:
 * their metadata and row counts, a few of them open at a time, and their events merged by
 * time. */
#ifndef PDD_VIEW_LOGSET_H
#define PDD_VIEW_LOGSET_H

#include <pdd/log.h>
#include <pdd/pdd.h>

#include <stddef.h>
#include <stdint.h>

/* Event kinds, index 1..6 (0: none), as PDD_KINDS lists them. */
#define VIEW_KINDS PDD_KIND_COUNT

/* Logs open at once while verbs read them one after another (each costs about a megabyte
 * and a file descriptor; a verb may hold pointers into a few logs at a time). */
#define VIEW_OPEN_LOGS 16

typedef struct view_set view_set;
typedef struct view_file {
    const char *arg;          /* as given */
    pdd_log_meta meta; /* a copy with strings of its own (no config): valid while the log is closed */
    uint64_t events, calls, traces; /* rows of /events, /progress, /trace */
    /* the set's cache of open logs: read the log through view_log */
    view_set *set;
    pdd_log *log; /* NULL while closed */
    uint64_t used;
} view_file;

struct view_set {
    view_file *files; /* the readable ones, by rank then path */
    size_t n;
    int unreadable; /* how many could not be read (each warned about) */
    const char *verb;
    view_file **open; /* the logs open now, at most max_open */
    size_t nopen, max_open;
    uint64_t clock;
};

/* Reads every path's metadata and row counts, one log at a time, and closes it; a bad one
 * gets a one-line warning on stderr (naming the verb) and is skipped. Returns 0 when at
 * least one was read, else -1 (the messages were printed). */
int view_set_open(view_set *set, const char *verb, char **paths, int n);
void view_set_close(view_set *set);
/* The log of a file, opened again when it is not open, closing the one least recently
 * used when VIEW_OPEN_LOGS are: what a log hands out (names, tables) stays valid until
 * VIEW_OPEN_LOGS other logs have been read. A log that cannot be opened again (removed
 * since) ends the command with a message, exit 2. */
pdd_log *view_log(const view_file *f);
/* Lets n logs be open at once (raising the soft limit of open files if needed); -1 after
 * a message that says why (`why`), names the limit and the fix. */
int view_set_hold(view_set *set, size_t n, const char *why);
/* Kernel name of an id in that file ("-" for none, "kernel#N" when unknown). */
const char *view_kernel_name(const view_file *f, int32_t id);
/* Nanoseconds since the earliest start among the files (the run's time origin). */
uint64_t view_set_origin_ns(const view_set *set);

/* One event with the strings copied (they outlive the reader's callback). */
typedef struct view_event {
    pdd_log_event e;
    const view_file *file;
    char *field;     /* malloc'd, whole (a field's name may be long: DaCe prefixes a nested
                      * program's path), or NULL out of memory (e.field is then "") */
    char *backtrace; /* malloc'd or NULL */
} view_event;
void view_event_copy(view_event *dst, const pdd_log_event *src, const view_file *f);
void view_event_free(view_event *e);

/* Events of all files merged by time (t_ns, then rank, then seq), streamed with bounded
 * memory: cb gets each event; non-zero stops. Returns 0, cb's value, or -1 after a
 * one-line message on stderr. */
typedef int (*view_event_fn)(const view_event *e, void *ctx);
int view_set_events_by_time(view_set *set, const char *verb, view_event_fn cb, void *ctx);

#endif
