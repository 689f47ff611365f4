/* crash_text.c: names the frames of a crash event as a debugger would, when the journal
 * becomes a log. The handler recorded each frame's address, the file mapped there, the
 * offset in it and the file's build id (a file of another id is not named from); here
 * elfutils' libdw (dwfl, each module reported offline by its path) gives the function and
 * file:line from the module's symbol table and DWARF — or from separate debug info found by
 * build id — and libstdc++'s __cxa_demangle (looked up at run time: pdd stays a C
 * library, and it is the demangler GCC's own tools use) makes C++ names readable. A module
 * with neither a full symbol table nor debug info is shown as `libgomp.so.1+0x1d8e`: its
 * exported names only are known, and the nearest export before an address is often another
 * function than the one there. The frame that faulted is matched against the probe that
 * follows its statement in the instrumented source, which names the store site. */
#include "crash_text.h"

#include <dlfcn.h>
#include <dwarf.h>
#include <elfutils/libdwfl.h>
#include <fcntl.h>
#include <gelf.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct module {
    char *path;
    Dwfl *dwfl;
    Dwfl_Module *mod; /* NULL: the file could not be read as ELF */
    GElf_Addr bias;
    int trusted;      /* a full symbol table or debug info: names can be believed */
    int changed;      /* the file was modified after the run started */
    int other;        /* its build id is not the one the run recorded: another build */
    char *shown;      /* the name frames without a function get: SONAME, else the file name */
} module;

struct pdd_symbolizer {
    module *mods;
    size_t n, cap;
};

/* ---- a growing string ---- */
typedef struct text {
    char *s;
    size_t len, cap;
    int oom;
} text;

static void add(text *t, const char *s, size_t n)
{
    if (t->oom)
        return;
    if (t->len + n + 1 > t->cap) {
        size_t cap = (t->len + n + 1) * 2;
        char *p = realloc(t->s, cap);
        if (!p) {
            t->oom = 1;
            return;
        }
        t->s = p, t->cap = cap;
    }
    memcpy(t->s + t->len, s, n);
    t->len += n;
    t->s[t->len] = 0;
}

static void addf(text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void addf(text *t, const char *fmt, ...)
{
    char buf[8192];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n > 0)
        add(t, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

/* ---- demangling ---- */
typedef char *(*demangle_fn)(const char *, char *, size_t *, int *);

static demangle_fn demangler(void)
{
    static int looked;
    static demangle_fn fn;
    if (!looked) {
        looked = 1;
        fn = (demangle_fn)dlsym(RTLD_DEFAULT, "__cxa_demangle");
        if (!fn) {
            void *h = dlopen("libstdc++.so.6", RTLD_LAZY | RTLD_LOCAL);
            fn = h ? (demangle_fn)dlsym(h, "__cxa_demangle") : NULL; /* kept loaded */
        }
    }
    return fn;
}

/* The demangled name (malloc'd), or a copy of name. */
static char *demangle(const char *name)
{
    demangle_fn fn = strncmp(name, "_Z", 2) ? NULL : demangler();
    int status = -1;
    char *out = fn ? fn(name, NULL, NULL, &status) : NULL;
    if (out && status == 0)
        return out;
    free(out);
    return strdup(name);
}

/* ---- modules ---- */
static const Dwfl_Callbacks offline_callbacks = {
    .find_elf = dwfl_build_id_find_elf,
    .find_debuginfo = dwfl_standard_find_debuginfo,
    .section_address = dwfl_offline_section_address,
};

static int has_symtab(Elf *elf)
{
    Elf_Scn *scn = NULL;
    while ((scn = elf_nextscn(elf, scn))) {
        GElf_Shdr sh;
        if (gelf_getshdr(scn, &sh) && sh.sh_type == SHT_SYMTAB)
            return 1;
    }
    return 0;
}

/* DT_SONAME of a shared library, NULL for an executable or when there is none. */
static const char *soname(Elf *elf)
{
    Elf_Scn *scn = NULL;
    while ((scn = elf_nextscn(elf, scn))) {
        GElf_Shdr sh;
        if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_DYNAMIC || !sh.sh_entsize)
            continue;
        Elf_Data *data = elf_getdata(scn, NULL);
        for (size_t i = 0; data && i < sh.sh_size / sh.sh_entsize; i++) {
            GElf_Dyn dyn;
            if (gelf_getdyn(data, (int)i, &dyn) && dyn.d_tag == DT_SONAME)
                return elf_strptr(elf, sh.sh_link, dyn.d_un.d_val);
        }
    }
    return NULL;
}

/* The build id of the file libdw read, in hex; 0 when it has none. */
static size_t local_build_id(Dwfl_Module *mod, char *hex, size_t n)
{
    const unsigned char *bits;
    GElf_Addr vaddr;
    int len = mod ? dwfl_module_build_id(mod, &bits, &vaddr) : 0;
    if (len <= 0 || (size_t)len * 2 >= n)
        return 0;
    for (int b = 0; b < len; b++)
        snprintf(hex + 2 * b, 3, "%02x", bits[b]);
    return (size_t)len * 2;
}

/* id: the build id the run recorded for the file ("" when none: older journals) */
static module *module_of(pdd_symbolizer *sy, const char *path, const char *id, uint64_t run_start_ns)
{
    for (size_t i = 0; i < sy->n; i++)
        if (!strcmp(sy->mods[i].path, path))
            return &sy->mods[i];
    if (sy->n == sy->cap) {
        size_t cap = sy->cap ? sy->cap * 2 : 8;
        module *m = realloc(sy->mods, cap * sizeof *m);
        if (!m)
            return NULL;
        sy->mods = m, sy->cap = cap;
    }
    module *m = &sy->mods[sy->n];
    memset(m, 0, sizeof *m);
    if (!(m->path = strdup(path)))
        return NULL;
    sy->n++;
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    /* only a regular file: a path from a damaged journal must not block on a FIFO or device */
    struct stat st;
    int regular = stat(path, &st) == 0 && S_ISREG(st.st_mode);
    m->changed = regular && run_start_ns &&
                 (uint64_t)st.st_mtim.tv_sec * 1000000000u + (uint64_t)st.st_mtim.tv_nsec > run_start_ns;
    m->dwfl = regular && !m->changed ? dwfl_begin(&offline_callbacks) : NULL;
    if (m->dwfl) {
        dwfl_report_begin(m->dwfl);
        m->mod = dwfl_report_offline(m->dwfl, base, path, -1);
        dwfl_report_end(m->dwfl, NULL, NULL);
    }
    char here[130];
    if (m->mod && id[0] && (!local_build_id(m->mod, here, sizeof here) || strcmp(here, id)))
        m->other = 1, m->mod = NULL; /* e.g. recovered where another libc is installed */
    Elf *elf = m->mod ? dwfl_module_getelf(m->mod, &m->bias) : NULL;
    if (!elf)
        m->mod = NULL;
    const char *so = elf ? soname(elf) : NULL;
    m->shown = strdup(so ? so : base);
    if (m->mod) {
        Dwarf_Addr dbias;
        m->trusted = has_symtab(elf) || dwfl_module_getdwarf(m->mod, &dbias) != NULL;
    }
    return m->shown ? m : NULL;
}

/* The address in the module of a file offset, through its PT_LOAD headers; 0 when none
 * holds it. */
static int file_offset_to_addr(module *m, uint64_t off, GElf_Addr *addr)
{
    GElf_Addr bias;
    Elf *elf = dwfl_module_getelf(m->mod, &bias);
    size_t nph;
    if (!elf || elf_getphdrnum(elf, &nph) != 0)
        return 0;
    for (size_t i = 0; i < nph; i++) {
        GElf_Phdr ph;
        if (gelf_getphdr(elf, (int)i, &ph) && ph.p_type == PT_LOAD && off >= ph.p_offset &&
            off - ph.p_offset < ph.p_filesz) {
            *addr = off - ph.p_offset + ph.p_vaddr + bias;
            return 1;
        }
    }
    return 0;
}

pdd_symbolizer *pdd_symbolizer_new(void)
{
    elf_version(EV_CURRENT);
    return calloc(1, sizeof(pdd_symbolizer));
}

void pdd_symbolizer_free(pdd_symbolizer *sy)
{
    if (!sy)
        return;
    for (size_t i = 0; i < sy->n; i++) {
        if (sy->mods[i].dwfl)
            dwfl_end(sy->mods[i].dwfl);
        free(sy->mods[i].path);
        free(sy->mods[i].shown);
    }
    free(sy->mods);
    free(sy);
}

/* ---- frames ---- */
typedef struct frame {
    int num;
    uint64_t ip, off;
    int has_module;
    char how[8];  /* "signal", "fault" or "" */
    char *path;   /* into the raw text's copy */
    char id[130]; /* the file's build id as recorded, "" when none */
    /* what symbolising found */
    char *name;   /* malloc'd, NULL when unnamed */
    uint64_t name_off, shown_off;
    const char *file; /* libdw's, valid while the symbolizer lives */
    const char *comp_dir; /* where the compiler ran: a relative file is under it */
    int line;
    module *m;
} frame;

/* Parses "#N 0xIP [signal|fault] @ 0xOFF [{BUILDID}] PATH" or "#N 0xIP [how] ?" (line is
 * modified). */
static int parse_frame(char *line, frame *f)
{
    memset(f, 0, sizeof *f);
    char *p = line, *e;
    if (*p++ != '#')
        return 0;
    f->num = (int)strtol(p, &e, 10);
    if (e == p || strncmp(e, " 0x", 3))
        return 0;
    p = e + 1;
    f->ip = strtoull(p, &e, 16);
    p = e;
    if (!strncmp(p, " signal", 7) || !strncmp(p, " fault", 6)) {
        size_t n = p[1] == 's' ? 6 : 5;
        memcpy(f->how, p + 1, n);
        f->how[n] = 0;
        p += 1 + n;
    }
    if (!strcmp(p, " ?"))
        return 1;
    if (strncmp(p, " @ 0x", 5))
        return 0;
    p += 3;
    f->off = strtoull(p, &e, 16);
    if (*e != ' ' || !e[1])
        return 0;
    if (e[1] == '{') {
        size_t len = strspn(e + 2, "0123456789abcdef");
        if (!len || len >= sizeof f->id || strncmp(e + 2 + len, "} ", 2) || !e[4 + len])
            return 0;
        memcpy(f->id, e + 2, len);
        f->id[len] = 0;
        e += 2 + len + 1;
    }
    f->path = e + 1;
    f->has_module = 1;
    return 1;
}

int pdd_crash_text_is_raw(const char *t)
{
    for (const char *line = t; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        size_t n = strcspn(line, "\n");
        char buf[4200];
        if (n >= sizeof buf || line[0] != '#')
            continue;
        memcpy(buf, line, n);
        buf[n] = 0;
        frame f;
        if (parse_frame(buf, &f))
            return 1;
    }
    return 0;
}

static void symbolize(pdd_symbolizer *sy, frame *f, uint64_t run_start_ns)
{
    if (!f->has_module || !(f->m = module_of(sy, f->path, f->id, run_start_ns)))
        return;
    f->shown_off = f->off;
    GElf_Addr addr;
    if (!f->m->mod || !file_offset_to_addr(f->m, f->off, &addr))
        return;
    f->shown_off = addr - f->m->bias;
    /* A return address may be one past its call's function (a call last in a function):
     * the call is the instruction before it. The faulting frame's address is exact. */
    GElf_Addr look = f->how[0] || addr == 0 ? addr : addr - 1;
    if (f->m->trusted) {
        GElf_Off off = 0;
        GElf_Sym sym;
        const char *name = dwfl_module_addrinfo(f->m->mod, look, &off, &sym, NULL, NULL, NULL);
        if (name && *name) {
            f->name = demangle(name);
            f->name_off = off + (addr - look);
        }
    }
    Dwfl_Line *l = dwfl_module_getsrc(f->m->mod, look);
    int line = 0;
    const char *file = l ? dwfl_lineinfo(l, NULL, &line, NULL, NULL, NULL) : NULL;
    if (file && line > 0) {
        f->file = file, f->line = line;
        Dwarf_Die *cu = dwfl_linecu(l);
        Dwarf_Attribute attr;
        f->comp_dir = cu ? dwarf_formstring(dwarf_attr(cu, DW_AT_comp_dir, &attr)) : NULL;
    }
}

/* ---- the store site that faulted ---- */
/* Line `want` (1-based) and the few after it, of a source file: lines[0..n). */
static int read_lines(const char *path, int want, char lines[][1024], int n)
{
    struct stat st;
    FILE *fp = stat(path, &st) == 0 && S_ISREG(st.st_mode) ? fopen(path, "r") : NULL;
    if (!fp)
        return 0;
    char buf[1024];
    int at = 0, got = 0;
    while (got < n && fgets(buf, sizeof buf, fp)) {
        size_t len = strlen(buf);
        int whole = len && buf[len - 1] == '\n', keep = ++at >= want, marked = 0;
        if (keep)
            snprintf(lines[got++], sizeof lines[0], "%s", buf);
        /* the rest of a long line (a probe naming its operands): its end may be pdd's mark */
        char seam[64] = "";
        while (!whole && fgets(buf, sizeof buf, fp)) {
            len = strlen(buf);
            whole = len && buf[len - 1] == '\n';
            char joined[64 + sizeof buf];
            snprintf(joined, sizeof joined, "%s%s", seam, buf);
            marked |= strstr(joined, "/* pdd */") != NULL;
            snprintf(seam, sizeof seam, "%s", len > 16 ? buf + len - 16 : buf);
        }
        if (keep && marked && !strstr(lines[got - 1], "/* pdd */")) {
            char *l = lines[got - 1];
            snprintf(l + sizeof lines[0] - 12, 12, " /* pdd */\n");
        }
    }
    fclose(fp);
    return got;
}

/* A probe line pdd-instrument wrote after a store: its unit-local site and the store's
 * target ("qvapor" of "PDD_CHECK_STORE(u, 20, &qvapor[...]", or of PDD_CHECK_STORE_OPS). */
static int probe_of(const char *line, int *site, char *target, size_t n)
{
    if (!strstr(line, "/* pdd */"))
        return 0;
    const char *p;
    if ((p = strstr(line, "PDD_CHECK_STORE(")) || (p = strstr(line, "PDD_CHECK_STORE_OPS("))) {
        p = strchr(p, ',');
        if (!p)
            return 0;
        p++;
    } else if ((p = strstr(line, "PDD_SITE_ACC_STRIDED("))) {
        p += strlen("PDD_SITE_ACC_STRIDED(");
    } else if ((p = strstr(line, "PDD_SITE_ACC("))) {
        p += strlen("PDD_SITE_ACC(");
    } else {
        return 0;
    }
    char *e;
    long s = strtol(p, &e, 10);
    if (e == p || *e != ',')
        return 0;
    p = e + 1;
    while (*p == ' ' || *p == '&' || *p == '(')
        p++;
    size_t len = strcspn(p, "[ ,)");
    if (!len || len >= n || p[len] != '[')
        return 0;
    memcpy(target, p, len);
    target[len] = 0;
    *site = (int)s;
    return 1;
}

/* The store statement at file:line and the site of the probe after it; 0 when that line is no
 * probed store. */
static int store_site(const frame *f, int *site, char *stmt, size_t n)
{
    enum { LOOK = 4 };
    char lines[LOOK + 1][1024], path[8192];
    if (f->file[0] != '/' && f->comp_dir)
        snprintf(path, sizeof path, "%s/%s", f->comp_dir, f->file);
    else
        snprintf(path, sizeof path, "%s", f->file);
    int got = read_lines(path, f->line > 1 ? f->line - 1 : 1, lines, LOOK + 1);
    int first = f->line > 1 ? 1 : 0; /* lines[first] is f->line */
    if (got <= first)
        return 0;
    char target[256], pattern[260];
    int s;
    /* the faulting line may be the store, or (as the compiler placed it) its probe */
    int at = first, probe = -1;
    if (probe_of(lines[first], &s, target, sizeof target) && first > 0) {
        at = first - 1, probe = first;
    } else {
        for (int i = first + 1; i < got && probe < 0; i++)
            if (probe_of(lines[i], &s, target, sizeof target))
                probe = i;
            else if (strchr(lines[i], ';'))
                break; /* another statement first: not a probed store */
    }
    if (probe < 0 || strstr(lines[at], "/* pdd */"))
        return 0;
    snprintf(pattern, sizeof pattern, "%s[", target);
    if (!strstr(lines[at], pattern))
        return 0;
    const char *b = lines[at];
    while (*b == ' ' || *b == '\t')
        b++;
    size_t len = strcspn(b, "\r\n");
    snprintf(stmt, n, "%.*s", (int)len, b);
    *site = s;
    return 1;
}

static void add_store_line(text *t, const frame *f, int32_t kernel, const pdd_crash_lookup *lk)
{
    int local;
    char stmt[1024];
    if (!f || !f->file || kernel < 0 || !lk || !store_site(f, &local, stmt, sizeof stmt))
        return;
    const pdd_h5_kernel_row *k = lk->kernel(lk->ctx, kernel);
    const pdd_h5_unit_row *u = k && k->unit >= 0 ? lk->unit(lk->ctx, k->unit) : NULL;
    const pdd_h5_site_row *s = u ? lk->site(lk->ctx, u->site_base + local) : NULL;
    if (!s || s->kernel != kernel)
        return;
    addf(t, "store: %s (site %d, field %s, line %d of %s)\n", stmt, (int)s->id,
         s->field ? s->field : "", (int)s->line, k->source ? k->source : "?");
}

static void add_frame(text *t, const frame *f)
{
    addf(t, "#%d 0x%" PRIx64, f->num, f->ip);
    if (!strcmp(f->how, "signal")) {
        add(t, " <signal handler called>\n", 25);
        return;
    }
    if (!f->m) {
        add(t, f->has_module ? " " : " ??\n", f->has_module ? 1 : 4);
        if (f->has_module) /* the symbolizer ran out of memory: what the handler had */
            addf(t, "%s+0x%" PRIx64 "\n", f->path, f->off);
        return;
    }
    if (f->name)
        addf(t, " %s+0x%" PRIx64, f->name, f->name_off);
    else
        addf(t, " %s+0x%" PRIx64, f->m->shown, f->shown_off);
    if (f->m->changed)
        add(t, " (the file changed since the run)", 33);
    else if (f->m->other)
        add(t, " (another build of the file is here: not named)", 47);
    if (f->file)
        addf(t, " at %s:%d", f->file, f->line);
    else if (f->name)
        addf(t, " in %s", f->m->shown);
    add(t, "\n", 1);
}

char *pdd_crash_text_render(pdd_symbolizer *sy, const char *raw, int32_t kernel,
                            const pdd_crash_lookup *lk)
{
    char *copy = strdup(raw);
    size_t nlines = 1;
    for (const char *p = raw; *p; p++)
        nlines += *p == '\n';
    frame *frames = calloc(nlines, sizeof *frames);
    char **head = calloc(nlines, sizeof *head);
    text t = {0};
    if (!copy || !frames || !head) {
        free(copy), free(frames), free(head);
        return NULL;
    }
    size_t nf = 0, nh = 0;
    for (char *line = copy, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = 0;
        if (parse_frame(line, &frames[nf]))
            symbolize(sy, &frames[nf++], lk ? lk->run_start_ns : 0);
        else if (!nf)
            head[nh++] = line; /* signal, address: before the frames */
        else
            frames[nf].num = -1, frames[nf].path = line, nf++; /* kept as it was */
    }
    for (size_t i = 0; i < nh; i++)
        addf(&t, "%s\n", head[i]);
    const frame *fault = NULL;
    for (size_t i = 0; i < nf && !fault; i++)
        if (!strcmp(frames[i].how, "fault"))
            fault = &frames[i];
    add_store_line(&t, fault, kernel, lk);
    for (size_t i = 0; i < nf; i++) {
        if (frames[i].num < 0)
            addf(&t, "%s\n", frames[i].path);
        else
            add_frame(&t, &frames[i]);
        free(frames[i].name);
    }
    free(frames), free(head), free(copy);
    if (t.oom) {
        free(t.s);
        return NULL;
    }
    return t.s ? t.s : strdup("");
}
