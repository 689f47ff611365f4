/* log_writer.c: test helper — a probed program that makes N kernel calls, each storing one
 * NaN (one event each, PDD_MAX_EVENTS=0 keeps them all), and then ends as told:
 *   log_writer N            returns 0 from main (pdd converts its journal at exit)
 *   log_writer N kill       dies of SIGKILL (the journal is left behind)
 *   log_writer N segv       dies of SIGSEGV (pdd's crash handler records a crash event)
 *   log_writer N write FILE writes 4 MiB to FILE itself, then returns 0: past ulimit -f that
 *                           write must still raise SIGXFSZ on the program (pdd changed nothing
 *                           of its disposition)
 *   log_writer N chdir DIR  changes its working directory to DIR first (pdd started before:
 *                           a relative PDD_LOG must still name the directory it started in)
 *   log_writer N own FILE   closes every fd above 2 first (pdd's journal among them), opens
 *                           FILE as its own output and writes one line to it per call, the
 *                           journal growing meanwhile: FILE must hold exactly its lines
 *   log_writer N dup FILE   opens FILE as its own output and dup2()s it over every fd from 3 to
 *                           1023 (pdd's journal among them), then the same
 *   log_writer N alloc MIB  allocates MIB MiB first (what a model's arrays take), and says
 *                           "log_writer: allocated MIB MiB" or fails with exit 3
 *   log_writer N wait       then waits, alive with its journal, until its stdin ends; then
 *                           returns 0
 * It prints "log_writer: N calls" before it ends. */
#define _POSIX_C_SOURCE 200809L /* fileno, dup2 */
#include "test_unit.h"

#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: log_writer N [kill | segv | write FILE | chdir DIR | own FILE | dup FILE | alloc MIB | wait]\n");
        return 2;
    }
    long n = atol(argv[1]);
    if (argc > 3 && !strcmp(argv[2], "chdir") && chdir(argv[3])) {
        perror(argv[3]);
        return 2;
    }
    double s[4] = {1, NAN, 2, 3}, u[4];
    FILE *own = NULL;
    if (argc > 3 && !strcmp(argv[2], "alloc")) {
        size_t mib = (size_t)atol(argv[3]);
        char *big = malloc(mib << 20);
        if (!big) {
            fprintf(stderr, "log_writer: cannot allocate %zu MiB\n", mib);
            return 3;
        }
        big[0] = 1, big[(mib << 20) - 1] = 1;
        printf("log_writer: allocated %zu MiB\n", mib);
        free(big);
    }
    int own_mode = argc > 3 && !strcmp(argv[2], "own"), dup_mode = argc > 3 && !strcmp(argv[2], "dup");
    if (own_mode)
        for (int fd = 3; fd < 65536; fd++)
            close(fd);
    if (own_mode || dup_mode) {
        if (!(own = fopen(argv[3], "w"))) {
            perror(argv[3]);
            return 2;
        }
        setvbuf(own, NULL, _IONBF, 0); /* each line written as the journal grows */
    }
    for (int fd = 3; dup_mode && fd < 1024; fd++)
        if (fd != fileno(own))
            dup2(fileno(own), fd);
    for (long c = 0; c < n; c++) {
        tu_plain(u, s, 4);
        if (own)
            fprintf(own, "host line %ld\n", c);
    }
    if (own)
        fclose(own);
    printf("log_writer: %ld calls\n", n);
    fflush(stdout);
    if (argc > 2 && !strcmp(argv[2], "wait")) {
        char line[256];
        while (fgets(line, sizeof line, stdin))
            ;
    }
    if (argc > 2 && !strcmp(argv[2], "kill"))
        raise(SIGKILL);
    if (argc > 2 && !strcmp(argv[2], "segv"))
        raise(SIGSEGV);
    if (argc > 3 && !strcmp(argv[2], "write")) {
        FILE *f = fopen(argv[3], "w");
        static char block[1 << 16];
        for (int i = 0; f && i < 64; i++)
            if (fwrite(block, 1, sizeof block, f) != sizeof block || fflush(f))
                break;
        if (f)
            fclose(f);
        printf("log_writer: wrote %s\n", argv[3]);
    }
    return 0;
}
