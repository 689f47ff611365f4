/* replay.c: runs a fuzz harness without libFuzzer, on each file given (a folder: each file
 * in it), as `make check` replays the inputs the fuzzers found (tests/fuzz/regress/). A
 * crash, a sanitizer report or a hang of the harness is the failure; prints one line per
 * folder or file with how many inputs ran. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "replay: %s: cannot open\n", path);
        return -1;
    }
    size_t cap = 1 << 16, len = 0;
    uint8_t *buf = malloc(cap);
    for (size_t got; buf && (got = fread(buf + len, 1, cap - len, f)) > 0;) {
        len += got;
        if (len == cap) {
            uint8_t *b = realloc(buf, cap *= 2);
            if (!b)
                free(buf);
            buf = b;
        }
    }
    fclose(f);
    if (!buf) {
        fprintf(stderr, "replay: %s: out of memory\n", path);
        return -1;
    }
    /* a copy of exactly len bytes: reading past the input is seen by the sanitizers */
    uint8_t *data = malloc(len ? len : 1);
    if (!data) {
        free(buf);
        return -1;
    }
    memcpy(data, buf, len);
    free(buf);
    LLVMFuzzerTestOneInput(data, len);
    free(data);
    return 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv)
{
    int bad = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st)) {
            fprintf(stderr, "replay: %s: no such file or folder\n", argv[i]);
            bad = 1;
            continue;
        }
        if (!S_ISDIR(st.st_mode)) {
            bad |= run_file(argv[i]) != 0;
            printf("replay: %s: ran\n", argv[i]);
            continue;
        }
        DIR *d = opendir(argv[i]);
        if (!d) {
            fprintf(stderr, "replay: %s: cannot open the folder\n", argv[i]);
            bad = 1;
            continue;
        }
        char **names = NULL;
        size_t n = 0;
        for (struct dirent *e; (e = readdir(d));) {
            if (e->d_name[0] == '.')
                continue;
            char **nn = realloc(names, (n + 1) * sizeof *names);
            if (!nn)
                break;
            names = nn;
            size_t l = strlen(argv[i]) + strlen(e->d_name) + 2;
            if (!(names[n] = malloc(l)))
                break;
            snprintf(names[n++], l, "%s/%s", argv[i], e->d_name);
        }
        closedir(d);
        if (n)
            qsort(names, n, sizeof *names, by_name);
        for (size_t k = 0; k < n; k++) {
            bad |= run_file(names[k]) != 0;
            free(names[k]);
        }
        free(names);
        printf("replay: %s: %zu inputs ran\n", argv[i], n);
    }
    return bad;
}
