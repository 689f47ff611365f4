/* peak_rss.c: test helper — runs a command and prints its peak resident memory, in KiB, on
 * stderr as "peak_rss: N KiB" (from wait4, as /usr/bin/time -f %M would, which a fresh
 * machine may lack). Exits with the command's status (128 + signal when it was killed).
 * Usage: peak_rss COMMAND [ARG...] */
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: peak_rss COMMAND [ARG...]\n");
        return 2;
    }
    pid_t pid = fork();
    if (pid == 0) {
        execvp(argv[1], argv + 1);
        perror(argv[1]);
        _exit(127);
    }
    int status;
    struct rusage ru;
    if (pid < 0 || wait4(pid, &status, 0, &ru) < 0) {
        perror("peak_rss");
        return 2;
    }
    fprintf(stderr, "peak_rss: %ld KiB\n", ru.ru_maxrss);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
