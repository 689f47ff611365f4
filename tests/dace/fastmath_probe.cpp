// tests/dace/fastmath_probe.cpp: does a NaN check survive the flags DaCe compiles with?
// explore.sh compiles this with the exact flags of a DaCe build of programs.py and runs it
// as: fastmath_probe 0 0   (the NaN is made at run time, from argv, so nothing is folded).
// DaCe 1.0.2 compiles with -ffast-math (=> -ffinite-math-only): GCC may then assume that no
// value is NaN, and the usual tests can be folded to "not NaN".
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

__attribute__((noinline)) int range_test(double v, double lo, double hi) { return !(lo <= v && v <= hi); }
__attribute__((noinline)) int self_compare(double v) { return v != v; }  // pace's sdfg_nan_checker
__attribute__((noinline)) int std_isnan(double v) { return std::isnan(v); }
__attribute__((noinline)) int exponent_bits(double v) {
    unsigned long long u;
    std::memcpy(&u, &v, sizeof u);
    return (u & 0x7ff0000000000000ULL) == 0x7ff0000000000000ULL;  // NaN or Inf
}

int main(int argc, char **argv) {
    double num = argc > 1 ? std::atof(argv[1]) : 0.0, den = argc > 2 ? std::atof(argv[2]) : 0.0;
    double v = num / den;  // 0/0: NaN at run time
    std::printf("value=%g range_test=%d self_compare=%d std_isnan=%d exponent_bits=%d\n", v,
                range_test(v, -1e300, 1e300), self_compare(v), std_isnan(v), exponent_bits(v));
    return 0;
}
