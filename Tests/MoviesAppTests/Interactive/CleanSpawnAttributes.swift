#if canImport(Glibc)
import Glibc
#endif

/// Sets `posix_spawn` attributes so the child starts with no blocked signals
/// and default handlers, whatever the spawning test thread has.
enum CleanSpawnAttributes {
    static func apply(to attributes: inout posix_spawnattr_t) {
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    }
}
