/* pdd_cupti.h: libpdd's CUPTI support (private; cupti.c). GPU times of every kernel
 * that runs go to /progress, and every failing CUDA runtime/driver call becomes a cuda_error
 * event. libcupti is loaded with dlopen at run time, so libpdd links no CUDA library. */
#ifndef PDD_PDD_CUPTI_H
#define PDD_PDD_CUPTI_H

#include <pdd/abi.h>

#include <stddef.h>
#include <stdint.h>

/* Starts CUPTI when pdd is on, `cupti` and `cuda` are checked, and the process uses CUDA
 * (a CUDA library is loaded, or a unit has GPU fields or .cu source); otherwise, or when
 * libcupti or a device is missing, does nothing (one line when PDD_CHECKS names cupti or
 * PDD_CUPTI_LIB is set). Idempotent; called at start-up and when a unit registers. */
void pdd_cupti_start(void);
/* As pdd_cupti_start, when unit u shows that the process uses CUDA. */
void pdd_cupti_unit_registered(const pdd_unit *u);
/* Hands the kernel records CUPTI holds complete to the journal now (pdd_flush). */
void pdd_cupti_flush(void);
/* Flushes, then unsubscribes and disables the activity kinds (exit, restart). */
void pdd_cupti_stop(void);
/* 1 when CUPTI is running in this process. */
int pdd_cupti_running(void);
/* 1 when CUPTI already recorded, on this thread, a failure with this code during the
 * current call of global kernel gid: pdd_cuda_error can leave that one out. */
int pdd_cupti_recorded(int32_t gid, uint64_t call, int code);

#if PDD_HAVE_CUPTI
#include <cupti.h>

/* What CUPTI's buffer walker is (cuptiActivityGetNextRecord), so tests may pass their own. */
typedef CUptiResult (*pdd_cupti_next_record_fn)(uint8_t *buffer, size_t valid,
                                                CUpti_Activity **record);

/* Turns CUPTI timestamps into the log's clock: the CUPTI time `cupti_ns` is the log's
 * `log_ns` (set at start from cuptiGetTimestamp and pdd_now_ns). */
void pdd_cupti_set_clock(uint64_t cupti_ns, uint64_t log_ns);
/* A CUPTI timestamp in the log's clock (unix-epoch ns). */
uint64_t pdd_cupti_log_ns(uint64_t cupti_ns);
/* Journals the kernel records of one completed activity buffer (the work of CUPTI's
 * buffer-completed callback); returns how many kernel records it took. */
int pdd_cupti_take_buffer(uint8_t *buffer, size_t valid, pdd_cupti_next_record_fn next);
/* CUPTI's API callback: records failing runtime/driver calls (on API exit). */
void CUPTIAPI pdd_cupti_api_callback(void *userdata, CUpti_CallbackDomain domain,
                                     CUpti_CallbackId cbid, const void *data);
/* The global kernel id of a CUPTI kernel name (its /kernels row, made on first sight). */
int32_t pdd_cupti_kernel_id(const char *cupti_name);
#endif

#endif
