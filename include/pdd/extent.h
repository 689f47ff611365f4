/* extent.h: integer helpers for array extents and strides that DaCe writes in Python's
 * terms (N**2, N // 2, Min, Max, int_floor): pdd-instrument writes a field's layout with
 * these, evaluated where the field is bound. Host code only; defined even with PDD_DISABLE
 * (the layout arrays stay, unused). */
#ifndef PDD_EXTENT_H
#define PDD_EXTENT_H

#include <stdint.h>

static inline int64_t pdd_ipow(int64_t b, int64_t e)
{
    int64_t r = 1;
    if (e < 0) /* an integer extent never has one; 1/b rounds to 0 unless |b| is 1 */
        return b == 1 ? 1 : b == -1 ? (e % 2 ? -1 : 1) : 0;
    for (;;) {
        if (e & 1)
            r *= b;
        if (!(e >>= 1))
            return r;
        b *= b;
    }
}
/* Python's a // b and a % b: rounded toward minus infinity, the sign of b */
static inline int64_t pdd_floordiv(int64_t a, int64_t b)
{
    int64_t q = b ? a / b : 0;
    return (b && (a % b) && ((a < 0) != (b < 0))) ? q - 1 : q;
}
static inline int64_t pdd_ceildiv(int64_t a, int64_t b)
{
    return b ? -pdd_floordiv(-a, b) : 0;
}
static inline int64_t pdd_mod(int64_t a, int64_t b)
{
    return b ? a - b * pdd_floordiv(a, b) : 0;
}
static inline int64_t pdd_min(int64_t a, int64_t b)
{
    return a < b ? a : b;
}
static inline int64_t pdd_max(int64_t a, int64_t b)
{
    return a > b ? a : b;
}
static inline int64_t pdd_abs(int64_t a)
{
    return a < 0 ? -a : a;
}
/* Dimension d of the index at element offset off of a layout (largest stride first): where a
 * gt4py temporary's domain point (0,0,0) lies in its array, halo included. */
static inline int64_t pdd_origin_index(int64_t off, int ndim, const int64_t *shape, const int64_t *strides, int d)
{
    int64_t index = 0;
    for (int done = 0, used = 0; done < ndim; done++) {
        int big = -1;
        for (int e = 0; e < ndim; e++)
            if (!(used >> e & 1) && (big < 0 || strides[e] > strides[big]))
                big = e;
        used |= 1 << big;
        int64_t at = strides[big] > 0 ? off / strides[big] : 0;
        off -= at * strides[big];
        if (big == d)
            index = at;
    }
    (void)shape;
    return index;
}

#endif
