import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts a program the user named (a browser, a video player) and lets it
/// go: `posix_spawnp` with the words as its arguments — no shell, so an
/// address is one argument however it reads — in a process group of its
/// own, `/dev/null` for its standard streams, signals at their defaults, no
/// descriptor of ours inherited, never waited for (only reaped). The user's
/// editor starts the same way but in the foreground (`ExternalEditor`).
enum DetachedProcess {
    /// Starts `words` (the program looked up on `PATH`), detached.
    /// - Returns: Whether it started.
    static func start(_ words: [String]) -> Bool {
        guard let process = try? spawn(words, detached: true) else { return false }
        reap(process)
        return true
    }

    /// Why a program did not start: `posix_spawnp`'s error number.
    struct SpawnFailure: Error {
        let code: Int32
    }

    /// Starts `words` (the program looked up on `PATH`, each word one
    /// argument as it is) with signals at their defaults and no descriptor
    /// of ours but the standard streams.
    /// - Parameter detached: In a process group of its own with `/dev/null`
    ///   for its streams; else on our terminal in our process group (the
    ///   terminal's foreground), as a shell runs a command, to be waited for.
    /// - Returns: Its process id.
    /// - Throws: `SpawnFailure` when it could not be started.
    static func spawn(_ words: [String], detached: Bool) throws(SpawnFailure) -> pid_t {
        guard let program = words.first, !program.isEmpty else { throw SpawnFailure(code: ENOENT) }
        var arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) }
        arguments.append(nil)
        defer { arguments.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if detached {
            // A browser that outlives the command must neither read the shell's
            // keys nor write over the UI or the next prompt.
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        // Nor hold what this process was given: a pipe or socket a parent
        // waits on for end-of-file (as a test harness or a script's
        // `$(movies open …)` does) would stay open for as long as the browser.
        for descriptor in inheritedDescriptors() {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        let cleanSignals = startWithCleanSignals(&attributes)
        if detached {
            // In a process group of its own, so a Ctrl-C typed in the
            // terminal later is not its business.
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        posix_spawnattr_setflags(&attributes, Int16(cleanSignals | (detached ? POSIX_SPAWN_SETPGROUP : 0)))
        var process = pid_t()
        let code = posix_spawnp(&process, program, &actions, &attributes, arguments, environ)
        guard code == 0 else { throw SpawnFailure(code: code) }
        return process
    }

    /// Sets `attributes` so that the child starts with every signal at its
    /// default and none blocked: the UI ignores and blocks signals for its
    /// own handling, and a child would inherit that.
    /// - Returns: The flags that make it so, for `posix_spawnattr_setflags`.
    private static func startWithCleanSignals(_ attributes: inout posix_spawnattr_t) -> Int32 {
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        return POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    }

    /// The open descriptors above the standard streams (glibc hides
    /// `posix_spawn_file_actions_addclosefrom_np` from Swift). One closed
    /// meanwhile is no matter: glibc ignores closing a descriptor not open.
    private static func inheritedDescriptors() -> [Int32] {
        guard let directory = opendir("/proc/self/fd") else { return Array(3..<256) }
        defer { closedir(directory) }
        let own = dirfd(directory)
        var descriptors: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let descriptor = Int32(name), descriptor > 2, descriptor != own {
                descriptors.append(descriptor)
            }
        }
        return descriptors
    }

    /// Collects the exit of `process` whenever it comes, so that a long UI
    /// session keeps no finished browser as a zombie; a command that ends
    /// first simply leaves the browser to init.
    private static func reap(_ process: pid_t) {
        DispatchQueue.global(qos: .utility).async {
            var status: Int32 = 0
            while waitpid(process, &status, 0) < 0, errno == EINTR {}
        }
    }
}
