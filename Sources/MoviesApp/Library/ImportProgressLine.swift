import MoviesDomain
import Synchronization

/// The one line an import shows on a terminal's stderr while it runs.
///
/// Nothing is drawn before the import has taken `delay` (a quick import
/// shows no flicker); after that the latest progress is drawn, rewritten in
/// place with a carriage return at most every `interval` (or at once when
/// the phase changes), and `finish()` wipes it before the report is printed.
/// Plain spaces clear it, never an escape sequence, so any terminal shows it
/// right. Whether stderr is a terminal is the caller's decision.
final class ImportProgressLine: Sendable {
    private struct State {
        var latest: LibraryImportProgress?
        var shown = ""
        var drawnPhase: LibraryImportProgress.Phase?
        var drawnAt: Duration?
        var isFinished = false
    }

    private let state = Mutex(State())
    private let delay: Duration
    private let interval: Duration
    private let width: Int
    private let elapsed: @Sendable () -> Duration
    private let write: @Sendable (String) -> Void

    /// - Parameters:
    ///   - width: The terminal's columns: the line stays shorter, as a line that wraps cannot be rewritten.
    ///   - elapsed: The time since the import began.
    ///   - write: Writes text to the terminal as it is.
    init(
        delay: Duration = .milliseconds(300),
        interval: Duration = .milliseconds(100),
        width: Int,
        elapsed: @escaping @Sendable () -> Duration,
        write: @escaping @Sendable (String) -> Void
    ) {
        (self.delay, self.interval) = (delay, interval)
        self.width = width
        (self.elapsed, self.write) = (elapsed, write)
    }

    /// Takes the import's latest progress, and draws it when it is time to.
    func report(_ progress: LibraryImportProgress) {
        state.withLock { state in
            state.latest = progress
            draw(&state)
        }
    }

    /// Draws the latest progress if it is time to: for a step that takes
    /// long, when no new progress comes.
    func refresh() {
        state.withLock { draw(&$0) }
    }

    /// Wipes the line, if one was drawn; nothing is drawn after.
    func finish() {
        state.withLock { state in
            guard !state.isFinished else { return }
            state.isFinished = true
            if !state.shown.isEmpty { write("\r" + String(repeating: " ", count: state.shown.count) + "\r") }
            state.shown = ""
        }
    }

    private func draw(_ state: inout State) {
        guard !state.isFinished, let progress = state.latest else { return }
        let now = elapsed()
        guard now >= delay else { return }
        if let drawnAt = state.drawnAt, progress.phase == state.drawnPhase, now - drawnAt < interval { return }
        let text = String(Self.text(progress).prefix(max(width - 1, 1)))
        guard text != state.shown else { return }
        let leftover = max(state.shown.count - text.count, 0)
        write("\r" + text + String(repeating: " ", count: leftover) + String(repeating: "\u{8}", count: leftover))
        state.shown = text
        state.drawnPhase = progress.phase
        state.drawnAt = now
    }

    /// `344 films`: the films of the last step.
    private static func films(_ progress: LibraryImportProgress) -> String {
        let films = progress.total ?? progress.done
        return "\(films) \(films == 1 ? "film" : "films")"
    }

    /// `Importing: matching titles, 120 of 344`.
    static func text(_ progress: LibraryImportProgress) -> String {
        let count = progress.total.map { "\(progress.done) of \($0)" } ?? "\(progress.done)"
        switch progress.phase {
        case .reading: return "Importing: reading rows, \(progress.done) read"
        case .matching: return "Importing: matching titles, \(count)"
        case .lookingUpDetails: return "Importing: looking up films' details, \(count)"
        case .writing: return "Importing: writing \(Self.films(progress))"
        case .comparing: return "Dry run: comparing \(Self.films(progress)) with your library"
        }
    }
}
