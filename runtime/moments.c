/* moments.c: the moments at which the core calls the checkers' hooks (checker.h). The core
 * reaches each moment here, and never asks which checker acts then. */
#include "checker.h"

pdd_kernel_hook pdd_kernel_begin_hook, pdd_kernel_end_hook;
int pdd_drain_on;

/* The kernel hooks of the checkers on, when more than one has one (a bit is one of 32). */
enum { CHECKERS_MAX = 32 };
static pdd_kernel_hook begin_list[CHECKERS_MAX], end_list[CHECKERS_MAX];
static int nbegin, nend;

static void begin_all(pdd_unit *u, int k, uint64_t call)
{
    for (int i = 0; i < nbegin; i++)
        begin_list[i](u, k, call);
}

static void end_all(pdd_unit *u, int k, uint64_t call)
{
    for (int i = 0; i < nend; i++)
        end_list[i](u, k, call);
}

void pdd_moment_kernel_hooks(uint32_t checks)
{
    nbegin = nend = 0;
    for (int i = pdd_checker_count - 1; i >= 0; i--) {
        const pdd_checker *c = pdd_checker_table[i];
        if (c->kernel_begin && (checks & c->bit) && nbegin < CHECKERS_MAX)
            begin_list[nbegin++] = c->kernel_begin;
    }
    for (int i = 0; i < pdd_checker_count; i++) {
        const pdd_checker *c = pdd_checker_table[i];
        if (c->kernel_end && (checks & c->bit) && nend < CHECKERS_MAX)
            end_list[nend++] = c->kernel_end;
    }
    pdd_kernel_begin_hook = nbegin == 0 ? NULL : nbegin == 1 ? begin_list[0] : begin_all;
    pdd_kernel_end_hook = nend == 0 ? NULL : nend == 1 ? end_list[0] : end_all;
}

void pdd_moment_start(void)
{
    for (int i = pdd_checker_count - 1; i >= 0; i--)
        if (pdd_checker_table[i]->start)
            pdd_checker_table[i]->start();
}

void pdd_moment_unit_registered(const pdd_unit *u)
{
    for (int i = 0; i < pdd_checker_count; i++)
        if (pdd_checker_table[i]->unit_registered)
            pdd_checker_table[i]->unit_registered(u);
}

void pdd_moment_drain(void)
{
    for (int i = 0; i < pdd_checker_count; i++)
        if (pdd_checker_table[i]->drain)
            pdd_checker_table[i]->drain();
}

void pdd_moment_flush(void)
{
    for (int i = 0; i < pdd_checker_count; i++)
        if (pdd_checker_table[i]->flush)
            pdd_checker_table[i]->flush();
}

int pdd_moment_fault_exit(void)
{
    int recorded = 0;
    for (int i = 0; i < pdd_checker_count; i++)
        if (pdd_checker_table[i]->fault_exit)
            recorded |= pdd_checker_table[i]->fault_exit();
    return recorded;
}

void pdd_moment_finish(void)
{
    for (int i = 0; i < pdd_checker_count; i++)
        if (pdd_checker_table[i]->finish)
            pdd_checker_table[i]->finish();
}

void pdd_moment_stop(void)
{
    for (int i = 0; i < pdd_checker_count; i++)
        if (pdd_checker_table[i]->stop)
            pdd_checker_table[i]->stop();
}
