/* switches.h: the master switches that turn the probes on (libpdd) and instrument builds
 * (pdd-cc), one list for both. Pace's own name first; then NDSL's: NDSL_DACE_DEBUG
 * (releases 2025.10.00 to 2026.03.00) and NDSL_DACE_FORCE_SYNC_GPU (main since 2026-04-17), so
 * a Pace user who types the switch of their NDSL gets pdd too (docs/switches.md). Any one set
 * true is on. */
#ifndef PDD_SWITCHES_H
#define PDD_SWITCHES_H

#define PDD_MASTER_SWITCHES {"PACE_DACE_DEBUG", "NDSL_DACE_DEBUG", "NDSL_DACE_FORCE_SYNC_GPU"}
/* the words read as true and as false; anything else is refused with a message */
#define PDD_SWITCH_TRUE_WORDS {"True", "true", "TRUE", "1", "yes", "on"}
#define PDD_SWITCH_FALSE_WORDS {"False", "false", "FALSE", "0", "no", "off", ""}

#endif
