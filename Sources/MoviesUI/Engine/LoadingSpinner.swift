/// A spinner glyph that advances on a timer while something loads.
///
/// The timer runs only while loading, so an idle screen costs no wake-ups;
/// without an interval (golden tests) the glyph stays on its first frame.
@MainActor
final class LoadingSpinner {
    private static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    private let interval: Duration?
    private let sleep: @Sendable (Duration) async throws -> Void
    private let onTick: @MainActor () -> Void
    private var timer: Task<Void, Never>?
    private var frame = 0

    /// - Parameters:
    ///   - interval: Time between frames; `nil` keeps the first frame.
    ///   - sleep: Waits one interval (tests pass a clock they advance themselves).
    ///   - onTick: Called after each advance, to draw the screen again.
    init(
        interval: Duration?,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        onTick: @escaping @MainActor () -> Void
    ) {
        self.interval = interval
        self.sleep = sleep
        self.onTick = onTick
    }

    /// The glyph to draw now.
    var glyph: Character { Self.frames[frame % Self.frames.count] }

    /// Whether the timer is running.
    var isSpinning: Bool { timer != nil }

    /// Starts the timer when loading begins and stops it when loading ends.
    func update(isLoading: Bool) {
        if isLoading { start() } else { stop() }
    }

    private func start() {
        guard timer == nil else { return }
        frame = 0
        guard let interval else { return }
        let sleep = sleep
        timer = Task { [weak self] in
            while !Task.isCancelled {
                try? await sleep(interval)
                // The spinner may be gone with its screen; then the loop ends.
                guard !Task.isCancelled, let self else { return }
                self.frame += 1
                self.onTick()
            }
        }
    }

    private func stop() {
        timer?.cancel()
        timer = nil
    }
}
