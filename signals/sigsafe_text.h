/* sigsafe_text.h: text without stdio, for signal handlers (async-signal-safe). */
#ifndef PDD_SIGSAFE_TEXT_H
#define PDD_SIGSAFE_TEXT_H

#include <stddef.h>
#include <stdint.h>

/* Each returns the new end. */
size_t pdd_put(char *buf, size_t n, size_t at, const char *s);
size_t pdd_put_hex(char *buf, size_t n, size_t at, uint64_t v);
size_t pdd_put_u64(char *buf, size_t n, size_t at, uint64_t v);
size_t pdd_put_dec(char *buf, size_t n, size_t at, int64_t v);

#endif
