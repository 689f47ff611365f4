/* dace_replay.h: the recorded build DaCe 2 replayed for a program folder with no CMake tree
 * (dace_replay.c). */
#ifndef PDD_DACE_REPLAY_H
#define PDD_DACE_REPLAY_H

typedef struct dace_replay {
    char recipe[4800]; /* the recording it came from */
    char **commands;   /* shell commands, in an order that runs */
    char **dirs;       /* the folder each runs in */
    int n;
} dace_replay;

/* The commands that rebuild program folder dir as DaCe's recording of its shape does, with
 * pdd-cc (its path; NULL: none) before the compiler of the program's compiles and library
 * link. 0, or -1 when no recording describes the folder (r then holds nothing). */
int dace_replay_find(const char *dir, const char *pdd_cc, dace_replay *r);
void dace_replay_free(dace_replay *r);

#endif
