/* h5_superblock.c: what an HDF5 file's superblock says its end is, checked against the bytes
 * there are before libhdf5 is given the file. libhdf5 sizes what it reads by the end the file
 * declares: a 51-byte file that declares no end and a 4 GB driver-information block made
 * libhdf5 1.10 allocate and clear 4 GB. With the declared end inside the file, every read
 * whose size libhdf5 learns from the file is bounded by the file. */
#include "h5_superblock.h"

#include <stdio.h>
#include <string.h>

static const unsigned char signature[8] = {0x89, 'H', 'D', 'F', '\r', '\n', 0x1a, '\n'};

/* A little-endian unsigned of n bytes (n <= 8). */
static uint64_t le(const unsigned char *p, unsigned n)
{
    uint64_t v = 0;
    for (unsigned i = n; i-- > 0;)
        v = v << 8 | p[i];
    return v;
}

int pdd_h5_superblock_check(int (*read_at)(void *ctx, uint64_t off, void *buf, size_t n),
                            void *ctx, uint64_t file_size, char *why, size_t whylen)
{
    /* libhdf5 looks for the signature at 0, 512, 1024, 2048, ... (after a user block) */
    uint64_t at = 0;
    unsigned char sb[64];
    for (;;) {
        if (at + sizeof signature > file_size) {
            snprintf(why, whylen, "no HDF5 superblock in its %llu bytes",
                     (unsigned long long)file_size);
            return -1;
        }
        if (read_at(ctx, at, sb, sizeof signature) == 0 && memcmp(sb, signature, sizeof signature) == 0)
            break;
        at = at ? at * 2 : 512;
    }
    size_t have = file_size - at < sizeof sb ? (size_t)(file_size - at) : sizeof sb;
    memset(sb, 0, sizeof sb);
    if (read_at(ctx, at, sb, have)) {
        snprintf(why, whylen, "its superblock cannot be read");
        return -1;
    }
    unsigned version = sb[8], asize, base_at;
    switch (version) {
    case 0: asize = sb[13], base_at = 24; break;
    case 1: asize = sb[13], base_at = 28; break;
    case 2:
    case 3: asize = sb[9], base_at = 12; break;
    default:
        snprintf(why, whylen, "HDF5 superblock version %u, which this pdd does not read", version);
        return -1;
    }
    if (asize != 2 && asize != 4 && asize != 8) {
        snprintf(why, whylen, "its superblock declares %u-byte addresses", asize);
        return -1;
    }
    /* base address, then (v0/1) free-space address or (v2/3) extension address, then the end */
    uint64_t end_at = base_at + 2u * asize;
    if (end_at + asize > have) {
        snprintf(why, whylen, "its superblock is cut short at %zu bytes", have);
        return -1;
    }
    uint64_t undef = asize == 8 ? UINT64_MAX : ((uint64_t)1 << (8 * asize)) - 1;
    uint64_t base = le(sb + base_at, asize), end = le(sb + end_at, asize);
    if (base == undef || end == undef || base > file_size || end > file_size - base) {
        if (end == undef)
            snprintf(why, whylen, "its superblock declares no end of file");
        else
            snprintf(why, whylen, "its superblock declares %llu bytes, the file has %llu",
                     (unsigned long long)(base + end), (unsigned long long)file_size);
        return -1;
    }
    return 0;
}

struct image_bytes {
    const unsigned char *p;
    size_t size;
};

static int image_read_at(void *ctx, uint64_t off, void *buf, size_t n)
{
    const struct image_bytes *ib = ctx;
    if (off > ib->size || n > ib->size - off)
        return -1;
    memcpy(buf, ib->p + off, n);
    return 0;
}

int pdd_h5_superblock_check_memory(const void *p, size_t size, char *why, size_t whylen)
{
    struct image_bytes ib = {p, size};
    return pdd_h5_superblock_check(image_read_at, &ib, size, why, whylen);
}
