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
 * It prints "log_writer: N calls" before it ends. */
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
        fprintf(stderr, "usage: log_writer N [kill | segv | write FILE | chdir DIR]\n");
        return 2;
    }
    long n = atol(argv[1]);
    if (argc > 3 && !strcmp(argv[2], "chdir") && chdir(argv[3])) {
        perror(argv[3]);
        return 2;
    }
    double s[4] = {1, NAN, 2, 3}, u[4];
    for (long c = 0; c < n; c++)
        tu_plain(u, s, 4);
    printf("log_writer: %ld calls\n", n);
    fflush(stdout);
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
