/* atomic_file.h: writing a file so that no reader ever sees half of it and nothing is written
 * through a link: a temporary of this process in the same folder, created with O_EXCL and
 * O_NOFOLLOW at mode 0644, synced, then renamed over the name. The log, pdd-view's pages and
 * pdd-instrument's outputs are all written this way. */
#ifndef PDD_ATOMIC_FILE_H
#define PDD_ATOMIC_FILE_H

#include <stddef.h>

/* The longest name of a file in a folder (NAME_MAX of Linux filesystems). */
#define PDD_FILE_NAME_MAX 255

/* The name of process pid's temporary for path: "<path>.<pid>.tmp", or, when that name
 * would be over PDD_FILE_NAME_MAX, ".pdd-<hash of the name>.<pid>.tmp" in the same folder. */
void pdd_atomic_tmp_name(const char *path, long pid, char *tmp, size_t n);

/* This process's temporary for path. A file there of this user was left by a dead
 * process of the same pid (or planted) and is removed, so that O_EXCL can create it. */
void pdd_atomic_tmp(const char *path, char *tmp, size_t n);

/* Creates the temporary for writing (O_CREAT | O_EXCL | O_NOFOLLOW, mode 0644 whatever the
 * umask). Returns the descriptor, or -1 with errno. */
int pdd_atomic_create(const char *tmp);

/* A temporary created by other means (libhdf5's H5Fcreate), for pdd_atomic_abandon: named
 * before it is created (NULL again if that fails). */
void pdd_atomic_pending(const char *tmp);
/* From a signal handler that ends the process: removes the temporary being written (a log
 * half made when SIGTERM came); its journal stays. Async-signal-safe. */
void pdd_atomic_abandon(void);

/* Why pdd_atomic_commit failed (errno says more, except for OWNER). */
enum { PDD_ATOMIC_OK = 0, PDD_ATOMIC_SYNC, PDD_ATOMIC_OWNER, PDD_ATOMIC_RENAME };

/* Makes the closed temporary the file at path: fsync, a refusal to replace a file of another
 * user (its uid in *owner), rename, fsync of the folder. Returns PDD_ATOMIC_OK or why not;
 * the temporary is left for the caller to remove. */
int pdd_atomic_commit(const char *tmp, const char *path, long *owner);

#endif
