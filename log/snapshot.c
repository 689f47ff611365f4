/* snapshot.c: a journal whose process still runs is read from a snapshot, a log made of what
 * the journal holds now. Never at the log's own name, which the process writes when it ends
 * (and never beside the journal, where the user's pdd.*.h5 would find it), but in a folder
 * of this process's under $TMPDIR, removed at exit. A journal gets one snapshot per process,
 * so a log opened again (pdd-view keeps few open at once) reads the same rows. HDF5 opens a
 * file by a name it can resolve, so the snapshots keep theirs until the process ends. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "snapshot.h"
#include "h5_writer.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* <dir>/<n>.h5 is the n-th snapshot, written through <dir>/<n>.h5.<pid>.tmp (atomic_file.c):
 * names the signal handler can rebuild without the heap. */
static char dir[4096];
static volatile sig_atomic_t begun; /* snapshots begun: 0 .. begun-1 may exist */
static char **journals;             /* journals[n]: the n-th's journal, NULL if it failed */

/* Appends s to buf (of size n, holding a string) without the C library's formatting. */
static void add(char *buf, size_t n, const char *s)
{
    size_t at = strlen(buf);
    while (*s && at + 1 < n)
        buf[at++] = *s++;
    buf[at] = 0;
}

static void add_number(char *buf, size_t n, long v)
{
    char digits[24];
    int i = (int)sizeof digits - 1;
    digits[i] = 0;
    do
        digits[--i] = (char)('0' + v % 10);
    while ((v /= 10) > 0 && i > 0);
    add(buf, n, digits + i);
}

/* The n-th snapshot's name (tmp: its temporary's). */
static void snapshot_name(char *buf, size_t size, long n, int tmp)
{
    buf[0] = 0;
    add(buf, size, dir), add(buf, size, "/"), add_number(buf, size, n), add(buf, size, ".h5");
    if (tmp)
        add(buf, size, "."), add_number(buf, size, (long)getpid()), add(buf, size, ".tmp");
}

void pdd_snapshots_remove(void)
{
    if (!dir[0])
        return;
    char name[sizeof dir + 64];
    for (long n = 0; n < begun; n++) {
        snapshot_name(name, sizeof name, n, 0);
        unlink(name);
        snapshot_name(name, sizeof name, n, 1);
        unlink(name);
    }
    rmdir(dir);
}

const char *pdd_snapshot_of(const char *journal)
{
    static char name[sizeof dir + 64];
    for (long n = 0; n < begun; n++)
        if (journals[n] && !strcmp(journals[n], journal)) {
            snapshot_name(name, sizeof name, n, 0);
            return name;
        }
    return NULL;
}

const char *pdd_snapshot_take(const char *journal, char *err, size_t errlen)
{
    const char *tmpdir = getenv("TMPDIR") && *getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    if (!dir[0]) {
        char made[sizeof dir];
        if (snprintf(made, sizeof made, "%s/pdd-view.XXXXXX", tmpdir) >= (int)sizeof made ||
            !mkdtemp(made)) {
            snprintf(err, errlen, "%s: its process is still running, so pdd-view reads a "
                     "snapshot of it, and cannot make a folder for it in %s (%m); set TMPDIR "
                     "to a writable folder", journal, tmpdir);
            return NULL;
        }
        memcpy(dir, made, sizeof dir);
        atexit(pdd_snapshots_remove);
    }
    char **grown = realloc(journals, ((size_t)begun + 1) * sizeof *journals);
    if (!grown) {
        snprintf(err, errlen, "%s: out of memory", journal);
        return NULL;
    }
    journals = grown;
    long n = begun;
    journals[n] = NULL;
    begun = n + 1; /* before a byte of it is written: the handler removes it */
    static char name[sizeof dir + 64];
    char why[1024];
    snapshot_name(name, sizeof name, n, 0);
    if (pdd_h5_write(journal, name, 0, why, sizeof why) < 0) {
        snprintf(err, errlen, "%s: its process is still running, so pdd-view reads a snapshot of "
                 "it, and that failed (%s); set TMPDIR to a folder with room", journal, why);
        return NULL;
    }
    if (!(journals[n] = strdup(journal))) {
        snprintf(err, errlen, "%s: out of memory", journal);
        return NULL;
    }
    return name;
}
