/* program_call.h: which call of its program a kernel call was in (the log's /program_calls:
 * the program's exported function's entries) and which call of the kernel it was there. */
#ifndef VIEW_PROGRAM_CALL_H
#define VIEW_PROGRAM_CALL_H

#include "logset.h"

typedef struct view_program_call {
    char program[96];
    uint64_t call;        /* the program call the kernel call was in (1 = the first) */
    uint64_t calls;       /* the program's calls in the run */
    uint64_t kernel_call; /* the kernel's call within that program call; 0 when unknown */
} view_program_call;

/* Of kernel call (kernel, call) in file f: 1 with *out filled, 0 where the log does not say
 * (no program calls recorded, or none before that call), -1 after a message on stderr. */
int view_program_call_of(const view_file *f, int32_t kernel, uint64_t call, uint64_t seq,
                         view_program_call *out, const char *verb);
/* "call 3 of 6 of program fv3_tracers: the kernel's call 1 in it" (the summary's and the
 * report's words). */
void view_program_call_text(const view_program_call *pc, char *buf, size_t len);

#endif
