/* h5_error.h: HDF5's error stack as pdd reports it: kept quiet (pdd says what went wrong
 * itself, in one line) and its most specific message taken out. Shared by the writer and
 * the reader. Internal to libpdd and pdd-view. */
#ifndef PDD_H5_ERROR_H
#define PDD_H5_ERROR_H

#include <hdf5.h>
#include <stddef.h>

/* HDF5 keeps an error stack and prints it by default; pdd reports errors itself. These
 * switch the printing off and back to what it was (the host program may use HDF5 too). */
typedef struct pdd_h5_quiet {
    H5E_auto2_t func;
    void *data;
} pdd_h5_quiet;
void pdd_h5_quiet_begin(pdd_h5_quiet *saved);
void pdd_h5_quiet_end(const pdd_h5_quiet *saved);

/* The most specific message on HDF5's error stack (e.g. "truncated file: eof = ..."; for
 * I/O errors just the system's words, "No space left on device"), or "unknown HDF5 error";
 * written into buf and the stack cleared. Call it right after the failing call: every
 * HDF5 call that succeeds clears the stack. */
#define PDD_H5_WHY_MAX 512
void pdd_h5_last_error(char *buf, size_t n);

#endif
