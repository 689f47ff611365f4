/* file_io.c: reading a source whole, and writing outputs so that a failure never leaves a
 * half-written file (atomic_file.h: a temporary in the same folder, fsync, rename). */
#include "atomic_file.h"
#include "instrument.h"

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

int instrument_write_atomic(const char *path, const char *data, size_t len, char *err, size_t errlen)
{
    char tmp[4200];
    pdd_atomic_tmp(path, tmp, sizeof tmp);
    int fd = pdd_atomic_create(tmp);
    if (fd < 0) {
        snprintf(err, errlen, "%s: cannot write: %s", path, strerror(errno));
        return -1;
    }
    size_t done = 0;
    while (done < len) {
        ssize_t w = write(fd, data + done, len - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            snprintf(err, errlen, "%s: cannot write: %s; nothing was changed", path,
                     w < 0 ? strerror(errno) : "no space");
            close(fd);
            unlink(tmp);
            return -1;
        }
        done += (size_t)w;
    }
    long owner = 0;
    int why = close(fd) ? PDD_ATOMIC_SYNC : pdd_atomic_commit(tmp, path, &owner);
    if (why == PDD_ATOMIC_OWNER)
        snprintf(err, errlen, "%s belongs to user %ld: pdd-instrument never replaces another "
                 "user's file; nothing was changed", path, owner);
    else if (why != PDD_ATOMIC_OK)
        snprintf(err, errlen, "%s: cannot write: %s; nothing was changed", path, strerror(errno));
    if (why != PDD_ATOMIC_OK) {
        unlink(tmp);
        return -1;
    }
    return 0;
}
