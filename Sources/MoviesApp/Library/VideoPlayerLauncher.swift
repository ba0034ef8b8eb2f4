import TextUI

/// Plays a video's page: with `$MOVIES_PLAYER` (such as `mpv` or `mpv
/// --fs`) when set and it can be started, else in the browser
/// (`BrowserLauncher`). The player is started detached with the address as
/// its last argument, never through a shell (`DetachedProcess`).
struct VideoPlayerLauncher {
    /// `$MOVIES_PLAYER`, or `nil` when unset.
    let playerVariable: String?
    let browser: BrowserLauncher

    /// What happened, for the one line the command prints.
    enum Outcome: Equatable {
        /// The player (its first word) was started with the address.
        case played(with: String)
        /// The browser command was given the address.
        case opened(with: String)
        /// Nothing could be started.
        case notStarted

        /// The line the UI's status line says about playing `address`.
        func sentence(address: String) -> String {
            switch self {
            case .played(let player): "Playing \(address) with \(TextSanitizer.sanitize(player))."
            case .opened(let browser): "Opened \(address) with \(TextSanitizer.sanitize(browser))."
            case .notStarted: "No player or browser could be started; the video is \(address)."
            }
        }
    }

    func play(_ address: String) -> Outcome {
        if let words = playerCommand(for: address), DetachedProcess.start(words) {
            return .played(with: words[0])
        }
        return browser.open(address).map { .opened(with: $0) } ?? .notStarted
    }

    /// The player's words (split as a shell splits them, as `$VISUAL`'s
    /// are, so a quoted option stays one word) and the address; `nil` when
    /// no player is set or its quotes are not closed: then the browser plays.
    func playerCommand(for address: String) -> [String]? {
        guard let words = ShellWords.split(playerVariable ?? ""), !words.isEmpty else { return nil }
        return words + [address]
    }
}
