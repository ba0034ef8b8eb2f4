#ifndef MOVIES_MAIN_THREAD_JOBS_H
#define MOVIES_MAIN_THREAD_JOBS_H

#include <stdbool.h>

// Lets a one-shot run do all its Swift concurrency work on the main thread
// instead of libdispatch's (README "Performance", start-up). Swift's runtime
// sends every job for the global executor through a hook that a program may
// set; libdispatch lets the main thread drain its own main queue, as
// CoreFoundation's run loop does. Until a run claims the main thread, the hook
// passes every job on to the runtime's own executor unchanged.

/// Installs the hook, passing jobs on. Call first thing in `main`, before any
/// task exists. `MOVIES_JOBS_ON_MAIN_THREAD=0` in the environment leaves it
/// out, so that a run can be compared with libdispatch's threads.
void movies_jobs_install(void);

/// From now on, jobs for the global executor wait for the main thread, which
/// runs them and the main queue in turn once the main task first suspends.
/// Only the main thread, before the main task's first suspension, can claim
/// it; returns whether this call did (false when the hook is not installed,
/// as in tests, or the main thread was already handed to libdispatch).
bool movies_jobs_claim_main_thread(void);

/// Called by `main` once the main task first suspended: when the main thread
/// was claimed, runs jobs on it until one ends the process and never returns;
/// otherwise records that the main thread goes to libdispatch (the caller
/// then calls `dispatchMain()`) and returns false.
bool movies_jobs_run_if_claimed(void);

#endif
