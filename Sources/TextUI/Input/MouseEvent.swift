/// What the mouse did, where: column and row count from 0 at the top left.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A button went down (`button` 0 is the left one, 1 the middle, 2 the right).
        case press(button: Int)
        /// A button went up.
        case release
        /// The mouse moved with a button held.
        case drag
        case wheelUp
        case wheelDown
    }

    public let kind: Kind
    public let column: Int
    public let row: Int

    public init(kind: Kind, column: Int, row: Int) {
        self.kind = kind
        self.column = column
        self.row = row
    }

    /// The event an SGR report (`ESC [ < b ; x ; y M` or `m`) stands for, or
    /// `nil` when its numbers are not a report: `x` and `y` count from 1.
    init?(sgrButton button: Int, column: Int, row: Int, isRelease: Bool) {
        guard column >= 1, row >= 1, button >= 0 else { return nil }
        let base = button & 0b11
        if button & 64 != 0 {
            guard base <= 1 else { return nil }
            kind = base == 0 ? .wheelUp : .wheelDown
        } else if isRelease {
            kind = .release
        } else if button & 32 != 0 {
            kind = .drag
        } else {
            guard base <= 2 else { return nil }
            kind = .press(button: base)
        }
        self.column = column - 1
        self.row = row - 1
    }
}
