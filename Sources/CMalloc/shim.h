#ifndef MOVIES_CMALLOC_SHIM_H
#define MOVIES_CMALLOC_SHIM_H

/*
 * glibc's malloc tuning, which Swift's Glibc module does not bring in
 * (<malloc.h> is not part of it, and M_ARENA_MAX is a macro).
 */
#if defined(__linux__)
#include <malloc.h>
#endif

/*
 * One malloc arena for every thread of the process. Call it before any thread
 * starts. Without glibc's mallopt (macOS, musl) it does nothing.
 */
static inline void movies_malloc_use_one_arena(void) {
#if defined(__GLIBC__) && defined(M_ARENA_MAX)
    mallopt(M_ARENA_MAX, 1);
#endif
}

#endif
