/* h5_writer.h: turns a journal into the HDF5 log (docs/FORMAT.md), in the format
 * h5_schema.h describes (PDD_LOG_FORMAT_VERSION, which the runtime also records in the run's
 * metadata: hence the include). Internal to libpdd and pdd-view, which recovers a leftover
 * journal with it. */
#ifndef PDD_H5_WRITER_H
#define PDD_H5_WRITER_H

#include "h5_schema.h"

#include <stddef.h>

/* Converts the journal at journal_path into the HDF5 log h5_path: writes a new temporary
 * file beside it (atomic_file.h: this process's temporary, O_EXCL, mode 0644), syncs it and
 * renames it over h5_path, so a failure never leaves a half-written log (the tmp file is
 * removed) and a link is never followed; an h5_path of another user is never replaced.
 * SIGXFSZ never reaches the program: past ulimit -f the conversion fails with a message. `recovered` is stored as the root attribute of that name (1 when
 * the log is made after the process died). The journal is left in place. Returns 0, or -1
 * with a one-line message in err that starts with the file name and says the fix. */
int pdd_h5_write(const char *journal_path, const char *h5_path, int recovered, char *err,
                 size_t errlen);
/* `recovered` of a log made by the next program of the same process after an exec. */
#define PDD_ENDED_BY_EXEC 2

#endif
