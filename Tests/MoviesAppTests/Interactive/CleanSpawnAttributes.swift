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

    /// Adds to `actions` (after what they already do) the closing of every
    /// descriptor above the standard streams that this process has open,
    /// but `closedAlready`. A child must not hold what other tests opened:
    /// one that kept the write end of another test's pipe left that test's
    /// reader waiting for an end of input that never came (found under
    /// load: a `sqlite3` fed through a pipe never ended while a `movies`
    /// started on a pseudo-terminal held its stdin).
    static func closeInheritedDescriptors(in actions: inout posix_spawn_file_actions_t, closedAlready: Set<Int32> = []) {
        guard let directory = opendir("/proc/self/fd") else { return }
        defer { closedir(directory) }
        let own = dirfd(directory)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let descriptor = Int32(name), descriptor > 2, descriptor != own, !closedAlready.contains(descriptor) else { continue }
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }
}
