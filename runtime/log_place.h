/* log_place.h: where this process's log goes, fixed once at start (an absolute path, so that a
 * host that changes directory later keeps its log), and refused when it names no regular file. */
#ifndef PDD_LOG_PLACE_H
#define PDD_LOG_PLACE_H

#include <stddef.h>

/* Makes path (expanded from PDD_LOG) absolute in place, from the working directory now; 0, or
 * -1 with a one-line reason in why (too long, no working directory, a directory, FIFO, device
 * or socket at the log's or the journal's name). */
int pdd_log_place(char *path, size_t n, char *why, size_t whylen);

#endif
