/* on_create.c: test helper — waits until a file whose name ends with SUFFIX is created in
 * DIR, then runs COMMAND at once (within microseconds, which a shell's polling is not: a
 * test that must act while pdd converts its journal, a step of a fraction of a second).
 *   on_create DIR SUFFIX SECONDS COMMAND [ARGS]
 * Exit 3 when no such file came within SECONDS; otherwise COMMAND's own exit status. */
#define _GNU_SOURCE
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    if (argc < 5) {
        fprintf(stderr, "usage: on_create DIR SUFFIX SECONDS COMMAND [ARGS]\n");
        return 2;
    }
    const char *suffix = argv[2];
    size_t ls = strlen(suffix);
    int fd = inotify_init1(IN_CLOEXEC);
    if (fd < 0 || inotify_add_watch(fd, argv[1], IN_CREATE) < 0) {
        perror(argv[1]);
        return 2;
    }
    int left_ms = atoi(argv[3]) * 1000;
    char buf[8192] __attribute__((aligned(__alignof__(struct inotify_event))));
    while (left_ms > 0) {
        struct pollfd p = {fd, POLLIN, 0};
        if (poll(&p, 1, 100) <= 0) {
            left_ms -= 100;
            continue;
        }
        ssize_t n = read(fd, buf, sizeof buf);
        for (char *at = buf; n > 0 && at < buf + n;) {
            const struct inotify_event *e = (const struct inotify_event *)at;
            size_t l = e->len ? strlen(e->name) : 0;
            if (l >= ls && !strcmp(e->name + l - ls, suffix)) {
                execvp(argv[4], argv + 4);
                perror(argv[4]);
                return 2;
            }
            at += sizeof *e + e->len;
        }
    }
    fprintf(stderr, "on_create: no *%s in %s within %s s\n", suffix, argv[1], argv[3]);
    return 3;
}
