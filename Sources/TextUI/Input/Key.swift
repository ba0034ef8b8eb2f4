/// A key the user pressed, decoded from the bytes a terminal sends.
public indirect enum Key: Hashable, Sendable {
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
    /// A key pressed with a modifier the decoder tells apart: Alt-b is
    /// `.modified(.character("b"), .alt)`, Ctrl-← `.modified(.left, .control)`,
    /// Shift-Tab `.modified(.tab, .shift)`.
    case modified(Key, KeyModifier)
    /// Text the terminal marked as pasted (bracketed paste), as one key.
    case paste(String)
    /// A mouse event the terminal reported (SGR 1006 encoding).
    case mouse(MouseEvent)
    /// A sequence this decoder does not name, such as a function key.
    case unknown
}

/// The modifiers a terminal reports with a key.
public enum KeyModifier: Hashable, Sendable {
    case shift, alt, control
}
