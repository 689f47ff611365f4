/* h5_superblock.h: an HDF5 file's declared end checked against its size (h5_superblock.c). */
#ifndef PDD_H5_SUPERBLOCK_H
#define PDD_H5_SUPERBLOCK_H

#include <stddef.h>
#include <stdint.h>

/* 0 when the file of file_size bytes, read through read_at (0 on success, the n bytes at off),
 * has an HDF5 superblock whose end of file lies within it; -1 with why (what is wrong) when
 * not. */
int pdd_h5_superblock_check(int (*read_at)(void *ctx, uint64_t off, void *buf, size_t n),
                            void *ctx, uint64_t file_size, char *why, size_t whylen);
/* The same for a file's size bytes in memory at p. */
int pdd_h5_superblock_check_memory(const void *p, size_t size, char *why, size_t whylen);

#endif
