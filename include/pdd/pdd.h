/* pdd.h: the user API of libpdd — the version, what pdd checks and logs (element types,
 * event kinds, checkers), and the calls a program may make itself (flush the log now, recover
 * a dead process's journal). The tables and calls of instrumented code are <pdd/abi.h>. */
#ifndef PDD_PDD_H
#define PDD_PDD_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define PDD_VERSION_MAJOR 0
#define PDD_VERSION_MINOR 1
#define PDD_VERSION_PATCH 0
#define PDD_VERSION "0.1.0"
/* Most dimensions of a field whose layout pdd knows: its index is reported in full. */
#define PDD_MAX_DIMS 8

/* Element types of fields, the one list every part names them from: the enum's id, the log's
 * name, the C type DaCe declares, DaCe's dtype, the size in bytes. */
#define PDD_TYPES(X)                                                                      \
    X(UNKNOWN, "unknown", "", "", 0)                                                      \
    X(F64, "f64", "double", "float64", 8)                                                 \
    X(F32, "f32", "float", "float32", 4)                                                  \
    X(I64, "i64", "int64_t", "int64", 8)                                                  \
    X(I32, "i32", "int32_t", "int32", 4)                                                  \
    X(I16, "i16", "int16_t", "int16", 2)                                                  \
    X(I8, "i8", "int8_t", "int8", 1)                                                      \
    X(U64, "u64", "uint64_t", "uint64", 8)                                                \
    X(U32, "u32", "uint32_t", "uint32", 4)                                                \
    X(U16, "u16", "uint16_t", "uint16", 2)                                                \
    X(U8, "u8", "uint8_t", "uint8", 1)                                                    \
    X(BOOL, "bool", "bool", "bool", 1)
typedef enum pdd_type {
#define PDD_TYPE_ENUM_(id, log, c, dace, size) PDD_T_##id,
    PDD_TYPES(PDD_TYPE_ENUM_)
#undef PDD_TYPE_ENUM_
    PDD_T_COUNT
} pdd_type;

/* Event kinds: the enum's id, its value in the log, the log's name. */
/* What the code did with a value a store read, where a bad input makes a bad result by
 * itself (the pass's reading of the tasklets: a divisor, under log, sqrt, pow): id, value,
 * the log's name (/operands role). */
#define PDD_OPERAND_ROLES(X)                                                                      \
    X(NONE, 0, "none") X(DIVISOR, 1, "divisor") X(LOG, 2, "log") X(SQRT, 3, "sqrt") X(POW, 4, "pow")     \
    X(EXP, 5, "exp")
typedef enum pdd_operand_role {
#define PDD_OPERAND_ROLE_ENUM_(id, value, name) PDD_OPERAND_##id = value,
    PDD_OPERAND_ROLES(PDD_OPERAND_ROLE_ENUM_)
#undef PDD_OPERAND_ROLE_ENUM_
} pdd_operand_role;
/* A flag or-ed into an operand's role by the pass: the kernel writes the operand's field too,
 * and the probe reads the operand again after the store's loop, when that write may have
 * changed it: the value read then is not the one the store read (/operands `reread`). */
#define PDD_OPERAND_REREAD 0x100

/* Where a value event's first bad value lies, with PDD_HALO set (the outermost PDD_HALO cells
 * of a field's first two dimensions are its halo; a corner is in both): id, value, the log's
 * name (/events region). Every event is in the domain where PDD_HALO is unset. */
#define PDD_REGIONS(X) X(DOMAIN, 0, "domain") X(HALO, 1, "halo") X(CORNER, 2, "corner")
typedef enum pdd_region {
#define PDD_REGION_ENUM_(id, value, name) PDD_REGION_##id = value,
    PDD_REGIONS(PDD_REGION_ENUM_)
#undef PDD_REGION_ENUM_
} pdd_region;
#define PDD_REGION_COUNT 3

#define PDD_KINDS(X)                                                                      \
    X(NAN, 1, "nan")                                                                      \
    X(INF, 2, "inf")                                                                      \
    X(NEG_TRACER, 3, "neg_tracer")                                                        \
    X(NEG_DELP, 4, "neg_delp")                                                            \
    X(CUDA_ERROR, 5, "cuda_error")                                                        \
    X(CRASH, 6, "crash")
typedef enum pdd_kind {
#define PDD_KIND_ENUM_(id, value, name) PDD_KIND_##id = value,
    PDD_KINDS(PDD_KIND_ENUM_)
#undef PDD_KIND_ENUM_
} pdd_kind;
#define PDD_KIND_COUNT 7

/* Checkers: the enum's id, its bit, its name (in PDD_CHECKS=, the log's `checkers`, and as
 * pdd_checker_<name> in libpdd), in the order of libpdd's table: value checkers first, in the
 * order that decides which kind a failed value gets. cupti: with cuda (and progress), CUPTI's
 * view of the device; inputs: the delp and tracer fields a kernel reads, at its begin. */
#define PDD_CHECKS(X)                                                                     \
    X(NAN, 0, nan)                                                                        \
    X(INF, 1, inf)                                                                        \
    X(NEG_DELP, 3, neg_delp)                                                              \
    X(NEG_TRACER, 2, neg_tracer)                                                          \
    X(INPUTS, 10, inputs)                                                                 \
    X(TRACE, 4, trace)                                                                    \
    X(PROGRESS, 5, progress)                                                              \
    X(CUDA, 6, cuda)                                                                      \
    X(CUPTI, 9, cupti)                                                                    \
    X(CRASH, 7, crash)                                                                    \
    X(NULL, 8, null)
typedef enum pdd_check {
#define PDD_CHECK_ENUM_(id, bit, name) PDD_CHECK_##id = 1u << bit,
    PDD_CHECKS(PDD_CHECK_ENUM_)
#undef PDD_CHECK_ENUM_
} pdd_check;

/* Writes the log now (journal -> HDF5) and keeps running; normally done at exit.
 * Returns 0 or -1 (message printed). */
int pdd_flush(void);

/* Reads the configuration (idempotent; done automatically at load). */
void pdd_init(void);

/* Turns a journal left by a process that died into an HDF5 log at h5_path. Returns 0, or
 * -1 with a one-line message in err. Nothing is removed. */
int pdd_journal_recover(const char *journal_path, const char *h5_path, char *err,
                        size_t errlen);

/* Name of a checker bit ("nan", ...), "???" when unknown. */
const char *pdd_check_name(uint32_t bit);

#ifdef __cplusplus
}
#endif
#endif
