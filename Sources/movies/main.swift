import CMainThreadJobs
import CMalloc
import Dispatch
import MoviesApp

// One malloc arena for the whole process. glibc gives each new thread an arena
// of its own, and a one-shot run starts several (libdispatch's main-queue,
// manager and pool threads, libcurl's resolver): each arena is fresh pages that
// stay resident for a run's few milliseconds (0.27 MiB of a cold search's peak
// RSS, README "Performance"). The threads seldom allocate at the same moment,
// so one lock costs nothing measurable. Set here, before any thread starts,
// rather than as MALLOC_ARENA_MAX in the environment, which every program
// movies starts (BROWSER, a player) would inherit.
movies_malloc_use_one_arena()

// Not a top-level `await` on Linux: an async main gives the main thread to
// libdispatch when the main task first suspends, which then starts a thread
// for the main queue, a manager and pool workers (five threads for a cache
// hit). The task starts here, on the main thread, and runs until it first
// suspends; a one-shot print claims the main thread before that
// (`MoviesApplication.printOnce`) and its jobs then all run here. Any other
// run hands the main thread to libdispatch, as an async main would.
#if os(Linux)
movies_jobs_install()
Task.immediate { @MainActor in
    await MoviesCommandLine.run()
}
if !movies_jobs_run_if_claimed() {
    dispatchMain()
}
#else
await MoviesCommandLine.run()
#endif
