/// The modes switched on, oldest first, and the bytes that switch them all off.
///
/// Both terminals keep one, so the in-memory terminal of the tests writes the
/// very bytes the real one writes on the way out.
struct TerminalModeStack: Equatable, Sendable {
    /// The most bytes the restore sequence may hold: it is copied into fixed
    /// memory that a crash handler can read without allocating.
    static let restoreByteCapacity = 4096

    private(set) var modes: [TerminalMode] = []

    var isEmpty: Bool { modes.isEmpty }

    /// The `off` bytes of every mode, newest first.
    var restoreBytes: [UInt8] {
        modes.reversed().flatMap(\.off)
    }

    /// Adds `mode` on top.
    /// - Returns: `false` when it is already on, or when its `off` bytes would
    ///   not fit in the restore sequence (then it must not be switched on).
    mutating func push(_ mode: TerminalMode) -> Bool {
        guard !modes.contains(mode) else { return false }
        let size = modes.reduce(mode.off.count) { $0 + $1.off.count }
        guard size <= Self.restoreByteCapacity else { return false }
        modes.append(mode)
        return true
    }

    /// Takes `mode` out, wherever it is.
    /// - Returns: Whether it was on.
    mutating func remove(_ mode: TerminalMode) -> Bool {
        guard let index = modes.firstIndex(of: mode) else { return false }
        modes.remove(at: index)
        return true
    }

    mutating func removeAll() {
        modes.removeAll()
    }
}
