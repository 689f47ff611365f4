/* reader.h: what the log reader (reader_*.c) offers pdd-view and the tests beyond
 * include/pdd/log.h: which file HDF5 is reading right now, for pdd-view's fault handler and
 * time bound, and a log read from memory, for the fuzzers. Internal to libpdd and pdd-view. */
#ifndef PDD_READER_H
#define PDD_READER_H

#include <pdd/log.h>

#include <stddef.h>

/* The path of the log pdd_log_open or a pdd_log_read_* call is reading with HDF5 right
 * now, NULL otherwise: libhdf5 does not check every structure of a damaged file and may
 * crash in it, and pdd-view's signal handler names the file. */
const char *pdd_log_reading(void);
/* What of it HDF5 reads now ("its root attributes", "/events", ...), NULL between reads. */
const char *pdd_log_reading_what(void);
/* hook(path, what) is called as HDF5 starts each step of reading a log (what as above),
 * and hook(NULL, NULL) when it is done: pdd-view bounds each step in time with it. */
void pdd_log_on_reading(void (*hook)(const char *path, const char *what));

/* pdd_log_open over an HDF5 log's bytes in memory (HDF5's core driver on a copy): the same
 * checks and messages, which call it `name`; a journal is not recovered here
 * (pdd_journal_scan_memory reads one). A fuzzer's entry point. */
int pdd_log_open_memory(const void *data, size_t size, const char *name, pdd_log **out,
                        char *err, size_t errlen);

#endif
