import CMalloc
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

await MoviesCommandLine.run()
