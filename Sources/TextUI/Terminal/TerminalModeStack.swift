/// The modes switched on, oldest first, and the bytes that switch them all off.
///
/// Both terminals keep one (`package`, for the in-memory terminal of the
/// tests), so the bytes written on the way out are the same.
package struct TerminalModeStack: Equatable, Sendable {
    /// The most bytes the restore sequence may hold: it is copied into fixed
    /// memory that a crash handler can read without allocating.
    package static let restoreByteCapacity = 4096

    package private(set) var modes: [TerminalMode] = []

    package init() {}

    package var isEmpty: Bool { modes.isEmpty }

    /// The `off` bytes of every mode, newest first.
    package var restoreBytes: [UInt8] {
        modes.reversed().flatMap(\.off)
    }

    /// Adds `mode` on top.
    /// - Returns: `false` when it is already on, or when its `off` bytes would
    ///   not fit in the restore sequence (then it must not be switched on).
    package mutating func push(_ mode: TerminalMode) -> Bool {
        guard !modes.contains(mode) else { return false }
        let size = modes.reduce(mode.off.count) { $0 + $1.off.count }
        guard size <= Self.restoreByteCapacity else { return false }
        modes.append(mode)
        return true
    }

    /// Takes `mode` out, wherever it is.
    /// - Returns: Whether it was on.
    package mutating func remove(_ mode: TerminalMode) -> Bool {
        guard let index = modes.firstIndex(of: mode) else { return false }
        modes.remove(at: index)
        return true
    }

    package mutating func removeAll() {
        modes.removeAll()
    }
}
