#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens an address in the user's browser the way other terminal tools do:
/// each command of `$BROWSER` in turn (colon-separated; `%s` stands for the
/// address, else it is appended), then `xdg-open`. Commands are started with
/// `posix_spawnp` (no shell, so the address is one argument however it reads)
/// and waited for.
struct BrowserLauncher {
    /// `$BROWSER`, or `nil` when unset.
    let browserVariable: String?
    /// Whether the browser gets `/dev/null` for its standard streams: from the
    /// full-screen UI, whose terminal a browser's messages would scribble on.
    var detachesStreams = false

    /// - Returns: The command that opened `address`, or `nil` when none did.
    func open(_ address: String) -> String? {
        var commands = (browserVariable ?? "").split(separator: ":").map { String($0) }.filter { !$0.isEmpty }
        commands.append("xdg-open")
        for command in commands {
            var words = command.split(separator: " ").map(String.init)
            guard !words.isEmpty else { continue }
            if words.contains(where: { $0.contains("%s") }) {
                words = words.map { $0.replacing("%s", with: address) }
            } else {
                words.append(address)
            }
            if Self.run(words, detachingStreams: detachesStreams) { return words[0] }
        }
        return nil
    }

    /// Runs `words` (the program looked up on `PATH`) and waits.
    /// - Returns: Whether it started and exited with status 0.
    private static func run(_ words: [String], detachingStreams: Bool) -> Bool {
        var arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) }
        arguments.append(nil)
        defer { arguments.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if detachingStreams {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        var process = pid_t()
        guard posix_spawnp(&process, words[0], &actions, nil, arguments, environ) == 0 else { return false }
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0 {
            guard errno == EINTR else { return false }
        }
        // WIFEXITED and WEXITSTATUS, which Swift does not import.
        return status & 0x7F == 0 && (status >> 8) & 0xFF == 0
    }
}
