/* synthetic_source.h: a generated source shaped as DaCe writes one (a state struct, nested
 * functions with a map loop each, and a program function whose maps write its arrays and call
 * them), of about `bytes` bytes, for the pass's scaling test and benchmark. Returns the text
 * (caller frees) and its length, or NULL out of memory. */
#ifndef PDD_SYNTHETIC_SOURCE_H
#define PDD_SYNTHETIC_SOURCE_H

#include <stdio.h>
#include <stdlib.h>

static inline char *synthetic_source(size_t bytes, size_t *len)
{
    char *text = NULL;
    size_t n = 0;
    FILE *m = open_memstream(&text, &n);
    if (!m)
        return NULL;
    fprintf(m, "/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */\n#include <stdint.h>\n\n"
               "struct synth_state_t {\n    double *__0_acc;\n};\n\n");
    /* nested functions first (DaCe's order), then the program function calling them */
    size_t per = 1070, units = bytes / per + 1;
    for (size_t u = 0; u < units; u++)
        fprintf(m,
                "inline void nested_%zu_0_1_2(synth_state_t *__state, double * __restrict__ out_%zu, "
                "const double * __restrict__ in_%zu, int J, int K)\n{\n"
                "    for (int __i1 = 0; __i1 < J; __i1 += 1) {\n"
                "        for (int __i2 = 0; __i2 < K; __i2 += 1) {\n"
                "            double __in1 = in_%zu[((K * __i1) + __i2)];\n"
                "            double __out;\n"
                "            __out = (__in1 * 0.5);\n"
                "            out_%zu[((K * __i1) + __i2)] = __out;\n"
                "        }\n    }\n}\n\n",
                u, u, u, u, u);
    fprintf(m, "void __program_synth_internal(synth_state_t *__state, int I, int J, int K");
    for (size_t u = 0; u < units; u++)
        fprintf(m, ", double * __restrict__ a_%zu, double * __restrict__ b_%zu", u, u);
    fprintf(m, ")\n{\n");
    for (size_t u = 0; u < units; u++)
        fprintf(m,
                "    {\n        #pragma omp parallel for\n"
                "        for (int __i0 = 0; __i0 < I; __i0 += 1) {\n"
                "            for (int __i1 = 0; __i1 < J; __i1 += 1) {\n"
                "                for (int __i2 = 0; __i2 < K; __i2 += 1) {\n"
                "                    double __in1 = a_%zu[((((J * K) * __i0) + (K * __i1)) + __i2)];\n"
                "                    double __out;\n"
                "                    __out = (__in1 + 1.0);\n"
                "                    b_%zu[((((J * K) * __i0) + (K * __i1)) + __i2)] = __out;\n"
                "                }\n            }\n"
                "            nested_%zu_0_1_2(__state, &b_%zu[((J * K) * __i0)], &a_%zu[((J * K) * __i0)], J, K);\n"
                "        }\n    }\n",
                u, u, u, u, u);
    fprintf(m, "}\n");
    if (fclose(m))
        return free(text), NULL;
    *len = n;
    return text;
}

#endif
