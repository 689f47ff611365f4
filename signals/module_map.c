/* module_map.c: which mapped file holds a code address, and the address's offset in that
 * file, found the way a signal handler may: no malloc, no stdio, no lock — /proc/self/maps
 * read with read(2). The crash handler records each frame so; the names, demangled, and
 * file:line come later, when the journal becomes a log (crash_text.c): libunwind's
 * unw_get_proc_name allocates, and a program that dies in malloc (a corrupt heap makes glibc
 * abort with the arena locked) would wait on that lock for ever. */
#include "runtime.h"
#include "module_map.h"

#include <elf.h>
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

size_t pdd_build_id(const char *path, char *hex, size_t n)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    size_t len = 0;
    Elf64_Ehdr eh;
    if (pread(fd, &eh, sizeof eh, 0) != (ssize_t)sizeof eh || memcmp(eh.e_ident, ELFMAG, SELFMAG) ||
        eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_phentsize != sizeof(Elf64_Phdr))
        goto done;
    for (unsigned i = 0; i < eh.e_phnum && i < 64 && !len; i++) {
        Elf64_Phdr ph;
        unsigned char notes[1024];
        if (pread(fd, &ph, sizeof ph, (off_t)(eh.e_phoff + i * sizeof ph)) != (ssize_t)sizeof ph ||
            ph.p_type != PT_NOTE)
            continue;
        size_t have = ph.p_filesz < sizeof notes ? ph.p_filesz : sizeof notes;
        size_t pad = ph.p_align == 8 ? 7 : 3; /* notes of 8-byte segments are padded to 8 */
        if (pread(fd, notes, have, (off_t)ph.p_offset) != (ssize_t)have)
            continue;
        for (size_t at = 0; at + sizeof(Elf64_Nhdr) <= have;) {
            Elf64_Nhdr nh;
            memcpy(&nh, notes + at, sizeof nh);
            size_t name = at + sizeof nh, desc = name + ((nh.n_namesz + pad) & ~pad);
            if (desc + nh.n_descsz > have)
                break;
            if (nh.n_type == NT_GNU_BUILD_ID && nh.n_namesz == 4 && !memcmp(notes + name, "GNU", 4) &&
                nh.n_descsz && 2 * nh.n_descsz < n) {
                static const char digits[] = "0123456789abcdef";
                for (size_t b = 0; b < nh.n_descsz; b++) {
                    hex[2 * b] = digits[notes[desc + b] >> 4];
                    hex[2 * b + 1] = digits[notes[desc + b] & 15];
                }
                len = 2 * nh.n_descsz;
                hex[len] = 0;
                break;
            }
            at = desc + ((nh.n_descsz + pad) & ~pad);
        }
    }
done:
    close(fd);
    return len;
}
