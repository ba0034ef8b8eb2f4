/// Opens an address in the user's browser the way other terminal tools do:
/// the first command of `$BROWSER` (colon-separated; `%s` stands for the
/// address, else it is appended) that can be started, else `xdg-open`.
///
/// One rule for `movies open` and the UI's `o`: a command is started
/// detached (`DetachedProcess`, no shell, so the address is one argument
/// however it reads) and never waited for. A browser may
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
        for words in commands(for: address) where DetachedProcess.start(words) {
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
}
