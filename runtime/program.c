/* program.c: the calls of a program as its user counts them: each entry into its exported
 * function (PDD_PROGRAM_BEGIN) is an entry of the ring of recent calls with its number, so that a kernel call can be
 * placed in the program call it belongs to ("program call 2, the kernel's call 3 there").
 * Numbered per program name: a program's .cpp and .cu units are one program, and a program
 * unloaded and loaded again goes on counting. */
#include "clock.h"
#include "runtime.h"

#include <stdatomic.h>
#include <string.h>

enum { PROGRAMS_MAX = 256, PROGRAM_NAME = 128 };
static struct {
    char name[PROGRAM_NAME]; /* a copy: the unit's own string goes with its library */
    uint64_t calls;
} programs[PROGRAMS_MAX];
static int nprograms;
static atomic_flag programs_lock = ATOMIC_FLAG_INIT;

/* The next call number of program `name`; 0 when the table is full (not journaled). */
static uint64_t next_call(const char *name)
{
    uint64_t call = 0;
    while (atomic_flag_test_and_set_explicit(&programs_lock, memory_order_acquire))
        ;
    int i = 0;
    while (i < nprograms && strncmp(programs[i].name, name, PROGRAM_NAME - 1))
        i++;
    if (i == nprograms && nprograms < PROGRAMS_MAX) {
        strncpy(programs[i].name, name, PROGRAM_NAME - 1);
        nprograms++;
    }
    if (i < nprograms)
        call = ++programs[i].calls;
    atomic_flag_clear_explicit(&programs_lock, memory_order_release);
    return call;
}

void pdd_program_begin(pdd_unit *u)
{
    pdd_unit_rt *rt = u ? u->rt : NULL;
    if (!pdd_enabled || !rt || !pdd_rt.journal)
        return;
    uint64_t call = next_call(u->program ? u->program : "");
    if (!call)
        return;
    /* in the ring with the kernel calls, whose order places each kernel call in its program call */
    pdd_call_begin(PDD_CALL_PROGRAM, rt->id, call, pdd_ticks_ns(pdd_ticks()), &rt->program_totals);
}
