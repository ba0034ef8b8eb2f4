/// A key the user pressed, decoded from the bytes a terminal sends.
public enum Key: Hashable, Sendable {
    case up
    case down
    case left
    case right
    case pageUp
    case pageDown
    case home
    case end
    case enter
    case escape
    case backspace
    case tab
    case delete
    /// A printable character (a single Unicode scalar, as typed).
    case character(Character)
    /// A letter typed with Control held, as a lowercase letter: Ctrl-C is `.ctrl("c")`.
    case ctrl(Character)
    /// A sequence this decoder does not name, such as a function key.
    case unknown
}
