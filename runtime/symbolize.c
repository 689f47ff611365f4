/* symbolize.c: the name of the function holding a code address, found the way a signal
 * handler may: no malloc, no stdio, no lock — /proc/self/maps read with read(2), the
 * object's ELF symbol table mapped with mmap(2). The crash handler names its frames with it:
 * libunwind's unw_get_proc_name allocates, and a program that dies in malloc (a corrupt heap
 * makes glibc abort with the arena locked) would then wait on that lock for ever. */
#include "runtime.h"

#include <elf.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
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

/* Inside a mapped ELF image of `size` bytes: the function whose range holds the virtual
 * address of file offset fileoff. Every offset is checked against the size first. */
static int elf_lookup(const unsigned char *img, size_t size, uint64_t fileoff, char *name, size_t n,
                      uint64_t *off)
{
    if (size < sizeof(Elf64_Ehdr) || memcmp(img, ELFMAG, SELFMAG) || img[EI_CLASS] != ELFCLASS64)
        return 0;
    const Elf64_Ehdr *eh = (const Elf64_Ehdr *)img;
    if (eh->e_phoff > size || (uint64_t)eh->e_phnum * sizeof(Elf64_Phdr) > size - eh->e_phoff ||
        eh->e_shoff > size || (uint64_t)eh->e_shnum * sizeof(Elf64_Shdr) > size - eh->e_shoff)
        return 0;
    const Elf64_Phdr *ph = (const Elf64_Phdr *)(img + eh->e_phoff);
    uint64_t vaddr = 0;
    int in_load = 0;
    for (int i = 0; i < eh->e_phnum && !in_load; i++)
        if (ph[i].p_type == PT_LOAD && fileoff >= ph[i].p_offset && fileoff - ph[i].p_offset < ph[i].p_filesz) {
            vaddr = fileoff - ph[i].p_offset + ph[i].p_vaddr;
            in_load = 1;
        }
    if (!in_load)
        return 0;
    const Elf64_Shdr *sh = (const Elf64_Shdr *)(img + eh->e_shoff);
    /* the full symbol table where the object has one; else what the dynamic linker sees */
    for (int pass = 0; pass < 2; pass++) {
        uint32_t want = pass == 0 ? SHT_SYMTAB : SHT_DYNSYM;
        for (int s = 0; s < eh->e_shnum; s++) {
            if (sh[s].sh_type != want || sh[s].sh_link >= eh->e_shnum)
                continue;
            const Elf64_Shdr *strs = &sh[sh[s].sh_link];
            if (sh[s].sh_offset > size || sh[s].sh_size > size - sh[s].sh_offset ||
                strs->sh_offset > size || strs->sh_size > size - strs->sh_offset)
                continue;
            const Elf64_Sym *sym = (const Elf64_Sym *)(img + sh[s].sh_offset);
            size_t nsym = sh[s].sh_size / sizeof(Elf64_Sym);
            for (size_t k = 0; k < nsym; k++) {
                if (ELF64_ST_TYPE(sym[k].st_info) != STT_FUNC || sym[k].st_shndx == SHN_UNDEF ||
                    vaddr < sym[k].st_value || vaddr - sym[k].st_value >= sym[k].st_size ||
                    sym[k].st_name >= strs->sh_size)
                    continue;
                const char *str = (const char *)img + strs->sh_offset + sym[k].st_name;
                size_t len = strnlen(str, strs->sh_size - sym[k].st_name);
                if (len == 0 || len >= n)
                    continue;
                memcpy(name, str, len);
                name[len] = 0;
                *off = vaddr - sym[k].st_value;
                return 1;
            }
        }
    }
    return 0;
}

int pdd_symbolize(uintptr_t ip, char *name, size_t n, uint64_t *off)
{
    char path[4096];
    uint64_t fileoff;
    if (n == 0 || !find_mapping(ip, path, sizeof path, &fileoff))
        return -1;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    struct stat st;
    int found = 0;
    if (fstat(fd, &st) == 0 && st.st_size > 0) {
        void *img = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (img != MAP_FAILED) {
            found = elf_lookup(img, (size_t)st.st_size, fileoff, name, n, off);
            munmap(img, (size_t)st.st_size);
        }
    }
    close(fd);
    return found ? 0 : -1;
}
