/* module_map.c: which mapped file holds a code address, and the address's offset in that
 * file, found the way a signal handler may: no malloc, no stdio, no lock — /proc/self/maps
 * read with read(2). The crash handler records each frame so; the names, demangled, and
 * file:line come later, when the journal becomes a log (crash_text.c): libunwind's
 * unw_get_proc_name allocates, and a program that dies in malloc (a corrupt heap makes glibc
 * abort with the arena locked) would wait on that lock for ever. */
#include "runtime.h"
#include "module_map.h"

#include <fcntl.h>
#include <string.h>
#include <unistd.h>

static int hexval(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* Parses a hex number at *p, moving *p past it. */
static uint64_t parse_hex(const char **p)
{
    uint64_t v = 0;
    for (int d; (d = hexval(**p)) >= 0; (*p)++)
        v = v * 16 + (uint64_t)d;
    return v;
}

/* One line of /proc/self/maps: "start-end perms offset dev inode   path". Fills path and
 * the file offset of ip when the line's range holds ip. */
static int maps_line_holds(const char *line, uintptr_t ip, char *path, size_t pathlen, uint64_t *fileoff)
{
    const char *p = line;
    uint64_t start = parse_hex(&p);
    if (*p++ != '-')
        return 0;
    uint64_t end = parse_hex(&p);
    if (ip < start || ip >= end)
        return 0;
    while (*p == ' ')
        p++;
    while (*p && *p != ' ')
        p++; /* perms */
    while (*p == ' ')
        p++;
    uint64_t offset = parse_hex(&p);
    for (int field = 0; field < 2; field++) { /* dev, inode */
        while (*p == ' ')
            p++;
        while (*p && *p != ' ')
            p++;
    }
    while (*p == ' ')
        p++;
    if (*p != '/')
        return 0; /* anonymous, [vdso], [stack]: no file to read */
    size_t len = strlen(p);
    if (len >= pathlen)
        return 0;
    memcpy(path, p, len + 1);
    *fileoff = ip - start + offset;
    return 1;
}

/* Finds the mapped file holding ip and ip's offset in it. */
static int find_mapping(uintptr_t ip, char *path, size_t pathlen, uint64_t *fileoff)
{
    int fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    char buf[4096], line[4096 + 1];
    size_t used = 0;
    int found = 0, skipping = 0;
    ssize_t got;
    while (!found && (got = read(fd, buf, sizeof buf)) > 0) {
        for (ssize_t i = 0; i < got && !found; i++) {
            if (buf[i] != '\n') {
                if (used < sizeof line - 1)
                    line[used++] = buf[i];
                else
                    skipping = 1; /* a line longer than a path can be: not ours */
                continue;
            }
            line[used] = 0;
            if (!skipping)
                found = maps_line_holds(line, ip, path, pathlen, fileoff);
            used = 0;
            skipping = 0;
        }
    }
    close(fd);
    return found;
}

int pdd_module_of(uintptr_t ip, char *path, size_t n, uint64_t *fileoff)
{
    if (n == 0 || !find_mapping(ip, path, n, fileoff))
        return -1;
    return 0;
}
