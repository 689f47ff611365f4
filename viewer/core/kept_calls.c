/* kept_calls.c: which calls a log kept (kept_calls.h). */
#include "kept_calls.h"

#include <string.h>

int view_calls_complete(const view_file *f, uint64_t from, uint64_t to)
{
    const pdd_log_meta *m = &f->meta;
    if (m->calls_first_seq && from < m->calls_first_seq)
        return 0;
    return !(m->calls_gap_to && from <= m->calls_gap_from && to >= m->calls_gap_to);
}

int view_calls_dropped(const view_file *f)
{
    return f->meta.calls_first_seq || f->meta.calls_gap_to;
}

int view_kernel_calls_counted(pdd_log *log, const view_file *f, const view_filter *filter, uint64_t *calls)
{
    size_t nt;
    const pdd_log_totals *t = pdd_log_totals_of(log, &nt);
    *calls = 0;
    for (size_t i = 0; i < nt; i++)
        if (t[i].kernel >= 0 && (!filter || view_filter_kernel(filter, view_kernel_name(f, t[i].kernel))))
            *calls += t[i].calls;
    return nt > 0;
}

uint64_t view_program_calls_counted(pdd_log *log, const char *program)
{
    size_t nt, nu;
    const pdd_log_totals *t = pdd_log_totals_of(log, &nt);
    const pdd_log_unit *us = pdd_log_units(log, &nu);
    uint64_t most = 0; /* numbered per program name: the largest number is the count */
    for (size_t i = 0; i < nt; i++)
        for (size_t u = 0; t[i].kernel < 0 && u < nu; u++)
            if (us[u].id == t[i].unit && !strcmp(us[u].program, program) && t[i].calls > most)
                most = t[i].calls;
    return most;
}
