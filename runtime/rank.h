/* rank.h: the rank from the launcher's variables; the log path from the pattern. */
#ifndef PDD_RANK_H
#define PDD_RANK_H

#include <stddef.h>
#include <stdint.h>

int64_t pdd_rank_from_env(const char *(*get)(const char *name));
int pdd_log_path(const char *pattern, int64_t rank, long pid, char *out, size_t n);

#endif
