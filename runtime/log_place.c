/* log_place.c: the log's path made absolute at start and checked to name a regular file (or
 * nothing yet): pdd writes its journal beside it and renames the converted log over it, which
 * a directory, a FIFO or a device must never get. */
#include "log_place.h"
#include "atomic_file.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *kind_of(mode_t m)
{
    return S_ISDIR(m) ? "a directory" : S_ISFIFO(m) ? "a FIFO" : S_ISCHR(m) || S_ISBLK(m) ? "a device"
           : S_ISSOCK(m)                                                          ? "a socket"
                                                                                  : NULL;
}

/* why gets the reason when path (followed through links) is no regular file. */
static int special(const char *path, const char *what, char *why, size_t whylen)
{
    struct stat sb;
    const char *kind = stat(path, &sb) == 0 ? kind_of(sb.st_mode) : NULL;
    if (!kind)
        return 0;
    snprintf(why, whylen, "%s %s is %s, not a file pdd can write; name a file, e.g. PDD_LOG=%s%spdd.%%r.h5",
             what, path, kind, S_ISDIR(sb.st_mode) ? path : "logs/",
             S_ISDIR(sb.st_mode) && path[strlen(path) - 1] != '/' ? "/" : "");
    return 1;
}

int pdd_log_place(char *path, size_t n, char *why, size_t whylen)
{
    size_t len = strlen(path);
    if (!len || path[len - 1] == '/') {
        snprintf(why, whylen, "the log %s names a directory, not a file; name a file, e.g. PDD_LOG=%spdd.%%r.h5",
                 len ? path : "(empty)", path);
        return -1;
    }
    if (path[0] != '/') {
        char cwd[4096];
        if (!getcwd(cwd, sizeof cwd)) {
            snprintf(why, whylen, "the log %s is relative and the working directory is unknown (%s); give "
                                  "PDD_LOG an absolute path", path, strerror(errno));
            return -1;
        }
        char abs[8192];
        int w = snprintf(abs, sizeof abs, "%s/%s", strcmp(cwd, "/") ? cwd : "", path);
        if (w < 0 || (size_t)w >= n) {
            snprintf(why, whylen, "the log %s in %s makes a path over %zu bytes; give PDD_LOG a shorter one",
                     path, cwd, n - 1);
            return -1;
        }
        memcpy(path, abs, (size_t)w + 1);
    }
    /* The journal's name is the log's and ".journal": both must fit in a folder's entry. */
    const char *base = strrchr(path, '/') + 1;
    if (strlen(base) + strlen(".journal") > PDD_FILE_NAME_MAX) {
        snprintf(why, whylen, "the log's file name %.40s... is %zu bytes and its journal's adds 8; a file "
                              "name holds %d bytes at most; give PDD_LOG a file name of at most %d bytes",
                 base, strlen(base), PDD_FILE_NAME_MAX, PDD_FILE_NAME_MAX - 8);
        return -1;
    }
    char journal[8192];
    snprintf(journal, sizeof journal, "%s.journal", path);
    if (special(path, "the log", why, whylen) || special(journal, "the journal", why, whylen))
        return -1;
    return 0;
}
