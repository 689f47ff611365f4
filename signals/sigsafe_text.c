/* sigsafe_text.c: text built without stdio (its locks, its malloc), for what a signal
 * handler writes: the crash event's text. Each call appends at `at` and returns the new end;
 * the buffer stays NUL-terminated and is never overrun (text past n - 1 is dropped). */
#include "runtime.h"
#include "sigsafe_text.h"

size_t pdd_put(char *buf, size_t n, size_t at, const char *s)
{
    while (*s && at + 1 < n)
        buf[at++] = *s++;
    buf[at < n ? at : n - 1] = 0;
    return at;
}

size_t pdd_put_hex(char *buf, size_t n, size_t at, uint64_t v)
{
    char tmp[19] = "0x", digits[16];
    int len = 0;
    do {
        digits[len++] = "0123456789abcdef"[v & 15];
        v >>= 4;
    } while (v);
    for (int i = 0; i < len; i++)
        tmp[2 + i] = digits[len - 1 - i];
    tmp[2 + len] = 0;
    return pdd_put(buf, n, at, tmp);
}

size_t pdd_put_u64(char *buf, size_t n, size_t at, uint64_t v)
{
    char tmp[24], out[24];
    int len = 0;
    do {
        tmp[len++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    for (int i = 0; i < len; i++)
        out[i] = tmp[len - 1 - i];
    out[len] = 0;
    return pdd_put(buf, n, at, out);
}

size_t pdd_put_dec(char *buf, size_t n, size_t at, int64_t v)
{
    if (v < 0)
        at = pdd_put(buf, n, at, "-");
    return pdd_put_u64(buf, n, at, v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v);
}
