#include "CMainThreadJobs.h"

#ifdef __linux__

#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/eventfd.h>
#include <unistd.h>

// The Swift runtime's hook and job entry point (swift/Runtime/Concurrency.h),
// and libdispatch's main-queue drain for run loops (dispatch/private.h); the
// Swift calling convention is the runtime's.
#define SWIFT_CC __attribute__((swiftcall))
typedef struct SwiftJob SwiftJob;
typedef struct { void *identity; uintptr_t implementation; } SwiftExecutorRef;
typedef SWIFT_CC void (*EnqueueGlobalOriginal)(SwiftJob *job);
extern SWIFT_CC void (*swift_task_enqueueGlobal_hook)(SwiftJob *job, EnqueueGlobalOriginal original);
extern SWIFT_CC void swift_job_run(SwiftJob *job, SwiftExecutorRef executor);
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

enum { PASSING_ON, CLAIMED, HANDED_OVER };
static _Atomic int state = HANDED_OVER;
static int wakeUp = -1;

// Jobs waiting for the main thread, first in first out. Other threads (a
// transfer's, libdispatch's timers) add to it; only the main thread takes.
typedef struct QueuedJob { SwiftJob *job; struct QueuedJob *next; } QueuedJob;
static pthread_mutex_t queueLock = PTHREAD_MUTEX_INITIALIZER;
static QueuedJob *first, *last;

static SWIFT_CC void enqueueGlobal(SwiftJob *job, EnqueueGlobalOriginal original) {
    QueuedJob *queued = atomic_load(&state) == CLAIMED ? malloc(sizeof *queued) : NULL;
    if (queued == NULL) {
        original(job);
        return;
    }
    queued->job = job;
    queued->next = NULL;
    pthread_mutex_lock(&queueLock);
    if (last != NULL) last->next = queued; else first = queued;
    last = queued;
    pthread_mutex_unlock(&queueLock);
    uint64_t one = 1;
    (void)!write(wakeUp, &one, sizeof one);
}

static SwiftJob *takeJob(void) {
    pthread_mutex_lock(&queueLock);
    QueuedJob *queued = first;
    if (queued != NULL) {
        first = queued->next;
        if (first == NULL) last = NULL;
    }
    pthread_mutex_unlock(&queueLock);
    if (queued == NULL) return NULL;
    SwiftJob *job = queued->job;
    free(queued);
    return job;
}

void movies_jobs_install(void) {
    // The way back to libdispatch's threads, for comparing the two (tests, profiles).
    const char *choice = getenv("MOVIES_JOBS_ON_MAIN_THREAD");
    if (choice != NULL && choice[0] == '0') return;
    wakeUp = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    if (wakeUp < 0) return; // Left as it is: every job goes to libdispatch.
    swift_task_enqueueGlobal_hook = enqueueGlobal;
    atomic_store(&state, PASSING_ON);
}

bool movies_jobs_claim_main_thread(void) {
    int expected = PASSING_ON;
    return atomic_compare_exchange_strong(&state, &expected, CLAIMED);
}

bool movies_jobs_run_if_claimed(void) {
    int expected = PASSING_ON;
    if (atomic_compare_exchange_strong(&state, &expected, HANDED_OVER)) return false;
    if (expected != CLAIMED) return false;
    // A global job runs on no particular executor (the runtime's "generic" one).
    SwiftExecutorRef generic = { NULL, 0 };
    struct pollfd waits[2] = {
        { .fd = wakeUp, .events = POLLIN },
        { .fd = _dispatch_get_main_queue_handle_4CF(), .events = POLLIN },
    };
    for (;;) {
        _dispatch_main_queue_callback_4CF(NULL);
        SwiftJob *job = takeJob();
        if (job != NULL) {
            swift_job_run(job, generic);
            continue;
        }
        poll(waits, 2, -1);
        // Read after the poll, before draining both again: a job or a main
        // queue item that arrives from here on still finds its work done or
        // wakes the next poll. Both are event counters; a readable one never blocks.
        uint64_t count;
        for (int index = 0; index < 2; index++) {
            if (waits[index].revents & POLLIN) (void)!read(waits[index].fd, &count, sizeof count);
        }
    }
}

#else

// Elsewhere (libdispatch's main queue is a Mach port on Darwin) the main
// thread always goes to libdispatch.
void movies_jobs_install(void) {}
bool movies_jobs_claim_main_thread(void) { return false; }
bool movies_jobs_run_if_claimed(void) { return false; }

#endif
