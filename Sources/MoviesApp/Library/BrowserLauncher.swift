import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens an address in the user's browser the way other terminal tools do:
/// the first command of `$BROWSER` (colon-separated; `%s` stands for the
/// address, else it is appended) that can be started, else `xdg-open`.
///
/// One rule for `movies open` and the UI's `o`: a command is started with
/// `posix_spawnp` (no shell, so the address is one argument however it
/// reads) and detached — a process group of its own, `/dev/null` for its standard
/// streams, signals at their defaults — and never waited for. A browser may
/// stay in the foreground for as long as it is open, and its exit status does
/// not tell whether it showed the page (some exit non-zero after showing it),
/// so the command that started is the one that opened the page: the next
/// one is tried only when a command cannot be started at all (not found, not
/// executable).
struct BrowserLauncher {
    /// `$BROWSER`, or `nil` when unset.
    let browserVariable: String?

    /// - Returns: The command that was given `address`, or `nil` when none
    ///   could be started.
    func open(_ address: String) -> String? {
        for words in commands(for: address) where Self.start(words) {
            return words[0]
        }
        return nil
    }

    /// The commands to try, in order, each as its words with `address` in place.
    func commands(for address: String) -> [[String]] {
        var commands = (browserVariable ?? "").split(separator: ":").map { String($0) }.filter { !$0.isEmpty }
        commands.append("xdg-open")
        return commands.compactMap { command in
            let words = command.split(separator: " ").map(String.init)
            guard !words.isEmpty else { return nil }
            if words.contains(where: { $0.contains("%s") }) {
                return words.map { $0.replacing("%s", with: address) }
            }
            return words + [address]
        }
    }

    /// Starts `words` (the program looked up on `PATH`), detached.
    /// - Returns: Whether it started.
    private static func start(_ words: [String]) -> Bool {
        var arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) }
        arguments.append(nil)
        defer { arguments.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // A browser that outlives the command must neither read the shell's
        // keys nor write over the UI or the next prompt.
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Nor hold what this process was given: a pipe or socket a parent
        // waits on for end-of-file (as a test harness or a script's
        // `$(movies open …)` does) would stay open for as long as the browser.
        for descriptor in inheritedDescriptors() {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The UI ignores and blocks signals for its own handling; the browser
        // starts clean, in a process group of its own, so a Ctrl-C typed in
        // the terminal later is not its business.
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        var process = pid_t()
        guard posix_spawnp(&process, words[0], &actions, &attributes, arguments, environ) == 0 else { return false }
        reap(process)
        return true
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
