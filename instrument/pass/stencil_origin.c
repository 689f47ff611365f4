/* stencil_origin.c: where the user wrote a gt4py stencil that DaCe runs as a kernel. gt4py's
 * maps carry no debug info, but their label begins with the stencil's function name
 * (`compute_y_flux_computation_140562560019600__tile_j__tile_i_map`), and an orchestrated
 * program's SDFG names the model's Python files in the debug info of its other nodes (NDSL's
 * orchestration: tracer_2d_1l.py, fvtp2d.py, yppm.py, ...). The `def` of that name in one of
 * them is the origin; a name defined in none of them, or in several, gets none. */
#include "file_io.h"
#include "pass.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define PY_FILES_MAX ((int)(sizeof ((pass *)0)->py_file / sizeof ((pass *)0)->py_file[0]))

void pass_read_py_files(pass *p)
{
    p->py_read = 1;
    for (size_t i = 0; i < p->sdfg->nnodes && p->npy < PY_FILES_MAX; i++) {
        const char *f = p->sdfg->nodes[i].debug_file;
        size_t n = f ? strlen(f) : 0;
        int seen = n < 4 || strcmp(f + n - 3, ".py");
        for (int j = 0; j < p->npy && !seen; j++)
            seen = !strcmp(p->py_file[j], f);
        if (seen)
            continue;
        char err[256];
        size_t len;
        char *text = instrument_read_file(f, &len, err, sizeof err);
        p->py_file[p->npy] = pass_str(p, f);
        p->py_text[p->npy++] = text ? pass_str_n(p, text, len) : NULL;
        free(text);
    }
}

void pass_stencil_origin(pass *p, pass_kernel *k, const char *label)
{
    const char *end = label ? strstr(label, "_computation") : NULL;
    size_t n = end ? (size_t)(end - label) : 0;
    if (!p->sdfg || !n || n >= PASS_NAME || !(isalpha((unsigned char)label[0]) || label[0] == '_'))
        return;
    pass_stencil_def(p, k, label, n);
}

void pass_stencil_def(pass *p, pass_kernel *k, const char *name, size_t n)
{
    if (!p->sdfg || !n || n >= PASS_NAME)
        return;
    size_t count;
    const pass_py_word *w = pass_py_words(p, name, n, &count);
    int found = 0, line = 0, in = -1;
    for (size_t i = 0; i < count; i++) /* a file's first `def` of it; in file order */
        if (w[i].is_def && w[i].file != in)
            found++, in = w[i].file, line = w[i].line;
    if (found == 1) /* `def`s of the name in two files: which one is not known */
        k->origin_file = p->py_file[in], k->origin_line = line;
}
