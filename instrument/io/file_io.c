/* file_io.c: reading a source whole, and writing outputs so that a failure never leaves a
 * half-written file (atomic_file.h: a temporary in the same folder, fsync, rename). */
#include "atomic_file.h"
#include "file_io.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

char *instrument_read_file(const char *path, size_t *len, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: cannot read: %s", path, strerror(errno));
        return NULL;
    }
    struct stat sb;
    if (fstat(fileno(f), &sb) || !S_ISREG(sb.st_mode)) {
        snprintf(err, errlen, "%s: not a regular file", path);
        fclose(f);
        return NULL;
    }
    char *buf = malloc((size_t)sb.st_size + 1);
    size_t got = buf ? fread(buf, 1, (size_t)sb.st_size, f) : 0;
    int bad = !buf || ferror(f) || got != (size_t)sb.st_size;
    fclose(f);
    if (bad) {
        snprintf(err, errlen, "%s: cannot read it whole", path);
        free(buf);
        return NULL;
    }
    buf[got] = 0;
    *len = got;
    return buf;
}

/* What goes to the temporary at once: big enough that writes are few, small enough to stay
 * in cache (one write of hundreds of MB runs several times slower in the kernel). */
#define OUT_BUFFER (1u << 18)

void instrument_out_open(instrument_out *f, const char *path)
{
    memset(f, 0, sizeof *f);
    f->path = path, f->fd = -1;
}

static int out_create(instrument_out *f)
{
    if (f->fd >= 0 || f->err_no)
        return f->err_no ? -1 : 0;
    pdd_atomic_tmp(f->path, f->tmp, sizeof f->tmp);
    f->fd = pdd_atomic_create(f->tmp);
    if (f->fd < 0) {
        f->err_no = errno, f->tmp[0] = 0;
        return -1;
    }
    return 0;
}

/* Every WRITEBACK bytes, the disk is asked to start writing them (Linux): the commit's fsync
 * then waits for the last of them, not for all (465 MB took 0.12 s). */
#define WRITEBACK (32u << 20)

static int out_flush(instrument_out *f, const char *data, size_t len)
{
    for (size_t done = 0; done < len;) {
        ssize_t w = write(f->fd, data + done, len - done < OUT_BUFFER ? len - done : OUT_BUFFER);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            f->err_no = w < 0 ? errno : ENOSPC, f->no_space = w == 0;
            return -1;
        }
        done += (size_t)w;
        f->written += (size_t)w;
    }
#ifdef SYNC_FILE_RANGE_WRITE
    if (f->written - f->started >= WRITEBACK) { /* a hint: its failure changes nothing */
        sync_file_range(f->fd, (off_t)f->started, (off_t)(f->written - f->started), SYNC_FILE_RANGE_WRITE);
        f->started = f->written;
    }
#endif
    return 0;
}

int instrument_out_write(void *ctx, const char *s, size_t n)
{
    instrument_out *f = ctx;
    if (out_create(f))
        return -1;
    if (!f->buf && !(f->buf = malloc(OUT_BUFFER))) {
        f->err_no = ENOMEM;
        return -1;
    }
    if (f->used + n > OUT_BUFFER) {
        if (out_flush(f, f->buf, f->used))
            return -1;
        f->used = 0;
        if (n > OUT_BUFFER)
            return out_flush(f, s, n);
    }
    memcpy(f->buf + f->used, s, n);
    f->used += n;
    return 0;
}

void instrument_out_abort(instrument_out *f)
{
    if (f->fd >= 0)
        close(f->fd);
    if (f->tmp[0])
        unlink(f->tmp);
    free(f->buf);
    f->fd = -1, f->tmp[0] = 0, f->buf = NULL;
}

int instrument_out_commit(instrument_out *f, char *err, size_t errlen)
{
    int created = f->fd >= 0;
    if (out_create(f) || out_flush(f, f->buf, f->used)) {
        if (!created && f->fd < 0)
            snprintf(err, errlen, "%s: cannot write: %s", f->path, strerror(f->err_no));
        else
            snprintf(err, errlen, "%s: cannot write: %s; nothing was changed", f->path,
                     f->no_space ? "no space" : strerror(f->err_no));
        instrument_out_abort(f);
        return -1;
    }
    free(f->buf), f->buf = NULL;
    long owner = 0;
    int why = close(f->fd) ? PDD_ATOMIC_SYNC : pdd_atomic_commit(f->tmp, f->path, &owner);
    f->fd = -1;
    if (why == PDD_ATOMIC_OWNER)
        snprintf(err, errlen, "%s belongs to user %ld: pdd-instrument never replaces another "
                 "user's file; nothing was changed", f->path, owner);
    else if (why != PDD_ATOMIC_OK)
        snprintf(err, errlen, "%s: cannot write: %s; nothing was changed", f->path, strerror(errno));
    if (why != PDD_ATOMIC_OK) {
        instrument_out_abort(f);
        return -1;
    }
    f->tmp[0] = 0; /* renamed: nothing for abort to remove */
    return 0;
}

int instrument_write_atomic(const char *path, const char *data, size_t len, char *err, size_t errlen)
{
    instrument_out f;
    instrument_out_open(&f, path);
    /* whole, not through the buffer: data is in memory already */
    if (out_create(&f) == 0 && len)
        out_flush(&f, data, len);
    return instrument_out_commit(&f, err, errlen);
}
