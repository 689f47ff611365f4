/* atomic_file.c: temporary, sync, rename (atomic_file.h). */
#include "atomic_file.h"

#include <signal.h>

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

void pdd_atomic_tmp_name(const char *path, long pid, char *tmp, size_t n)
{
    const char *slash = strrchr(path, '/'), *base = slash ? slash + 1 : path;
    char tail[40];
    int lt = snprintf(tail, sizeof tail, ".%ld.tmp", pid);
    if (strlen(base) + (size_t)lt <= PDD_FILE_NAME_MAX) {
        snprintf(tmp, n, "%s%s", path, tail);
        return;
    }
    /* A name near the filesystem's limit: a short one beside it, made from the name's hash
     * (FNV-1a), so the same path always has the same temporary. */
    uint64_t h = 1469598103934665603ull;
    for (const char *c = base; *c; c++)
        h = (h ^ (unsigned char)*c) * 1099511628211ull;
    snprintf(tmp, n, "%.*s.pdd-%016llx.%ld.tmp", (int)(base - path), path, (unsigned long long)h, pid);
}

void pdd_atomic_tmp(const char *path, char *tmp, size_t n)
{
    pdd_atomic_tmp_name(path, (long)getpid(), tmp, n);
    struct stat sb;
    if (lstat(tmp, &sb) == 0 && sb.st_uid == geteuid())
        unlink(tmp);
}

/* The temporary being written now, for pdd_atomic_abandon. */
static char pending[4200];
static volatile sig_atomic_t has_pending;

void pdd_atomic_pending(const char *tmp)
{
    has_pending = 0;
    if (tmp && strlen(tmp) < sizeof pending) {
        memcpy(pending, tmp, strlen(tmp) + 1);
        has_pending = 1;
    }
}

int pdd_atomic_create(const char *tmp)
{
    int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd >= 0) {
        (void)!fchmod(fd, 0644); /* the umask may have taken bits away */
        pdd_atomic_pending(tmp);
    }
    return fd;
}

void pdd_atomic_abandon(void)
{
    if (has_pending) {
        has_pending = 0;
        unlink(pending);
    }
}

/* fsync of a file or a folder; some filesystems cannot fsync a folder, and the file is what
 * matters. */
static int sync_path(const char *path, int folder)
{
    int fd = open(path, (folder ? O_RDONLY | O_DIRECTORY : O_RDWR) | O_CLOEXEC);
    if (fd < 0)
        return -1;
    int rc = fsync(fd);
    if (rc && (errno == EINVAL || errno == EROFS || (folder && errno == EBADF)))
        rc = 0;
    int saved = errno;
    close(fd);
    errno = saved;
    return rc;
}

int pdd_atomic_commit(const char *tmp, const char *path, long *owner)
{
    if (sync_path(tmp, 0) < 0)
        return PDD_ATOMIC_SYNC;
    struct stat sb;
    if (lstat(path, &sb) == 0 && sb.st_uid != geteuid()) {
        if (owner)
            *owner = (long)sb.st_uid;
        return PDD_ATOMIC_OWNER;
    }
    if (rename(tmp, path) < 0)
        return PDD_ATOMIC_RENAME;
    has_pending = 0;
    char *copy = strdup(path);
    if (copy)
        sync_path(dirname(copy), 1);
    free(copy);
    return PDD_ATOMIC_OK;
}
