/* fuzz_tmp.h: the harnesses whose readers take a path get the input as a file: one per
 * process (and per name), rewritten for each input, removed at exit. */
#ifndef PDD_FUZZ_TMP_H
#define PDD_FUZZ_TMP_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define FUZZ_TMP_MAX 4
static char fuzz_tmp_paths[FUZZ_TMP_MAX][256];

static void fuzz_tmp_cleanup(void)
{
    for (int i = 0; i < FUZZ_TMP_MAX; i++)
        if (fuzz_tmp_paths[i][0])
            unlink(fuzz_tmp_paths[i]);
}

/* Writes data to temporary file number `slot` named ...<suffix>; returns its path, or NULL. */
static const char *fuzz_tmp_write(int slot, const char *suffix, const uint8_t *data, size_t size)
{
    char *path = fuzz_tmp_paths[slot];
    if (!path[0]) {
        const char *dir = getenv("TMPDIR");
        if (!dir || !*dir)
            dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
        snprintf(path, sizeof fuzz_tmp_paths[slot], "%s/pdd-fuzz-%ld-%d%s", dir, (long)getpid(), slot, suffix);
        static int registered;
        if (!registered++)
            atexit(fuzz_tmp_cleanup);
    }
    FILE *f = fopen(path, "wb");
    if (!f)
        return NULL;
    size_t put = size ? fwrite(data, 1, size, f) : 0;
    if (fclose(f) || put != size)
        return NULL;
    return path;
}

#endif
