/* file_io.h: how pdd-instrument takes its inputs and gives its outputs: a source read whole, a
 * sink that takes output a piece at a time, and files written through a temporary and rename,
 * never half-written. The front ends write files; the pass and the source text write to sinks. */
#ifndef PDD_FILE_IO_H
#define PDD_FILE_IO_H

#include <stddef.h>

/* Where output goes a piece at a time: write returns 0, or -1 (the sink keeps why). */
typedef struct instrument_sink {
    int (*write)(void *ctx, const char *s, size_t n);
    void *ctx;
} instrument_sink;

/* Reads a whole file (caller frees); NULL with a message in err. */
char *instrument_read_file(const char *path, size_t *len, char *err, size_t errlen);
/* Writes data to path through a temporary file and rename: never half-written. */
int instrument_write_atomic(const char *path, const char *data, size_t len, char *err, size_t errlen);
/* The same a piece at a time: instrument_out_write is an instrument_sink's write (ctx: the
 * instrument_out), buffered; the temporary is made at the first write. commit flushes and
 * renames (0, or -1 with one line in err, the temporary removed); abort removes it. */
typedef struct instrument_out {
    const char *path;
    char tmp[4200];
    int fd, err_no, no_space;
    char *buf;
    size_t used;
    size_t written, started; /* bytes written to the temporary; of them, handed to writeback */
} instrument_out;
void instrument_out_open(instrument_out *f, const char *path);
int instrument_out_write(void *f, const char *s, size_t n);
int instrument_out_commit(instrument_out *f, char *err, size_t errlen);
void instrument_out_abort(instrument_out *f);

#endif
