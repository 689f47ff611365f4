/* snapshot.h: logs made from journals whose process still runs, for reading (reader_open.c). */
#ifndef PDD_SNAPSHOT_H
#define PDD_SNAPSHOT_H

#include <stddef.h>

/* The snapshot of the journal at path made earlier in this process, or NULL. */
const char *pdd_snapshot_of(const char *journal);
/* Makes the snapshot of the journal at path: the log of what it holds now, in a folder of
 * this process's own under $TMPDIR (or /tmp). Returns the log's path, or NULL with a one-line
 * message in err. */
const char *pdd_snapshot_take(const char *journal, char *err, size_t errlen);
/* Removes every snapshot and their folder. Async-signal-safe: pdd-view calls it from the
 * handlers that end it early (it is also called at exit). */
void pdd_snapshots_remove(void);

#endif
