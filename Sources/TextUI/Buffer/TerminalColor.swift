/// A foreground or background colour as a terminal understands it.
///
/// How a colour is actually sent depends on the `ColorMode` of the renderer:
/// richer colours are approximated on terminals that cannot show them.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own default colour.
    case `default`
    /// One of the 16 basic colours, 0–7 normal and 8–15 bright (values above 15 wrap).
    case ansi(UInt8)
    /// A colour of the 256-colour palette.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    public static let black = TerminalColor.ansi(0)
    public static let red = TerminalColor.ansi(1)
    public static let green = TerminalColor.ansi(2)
    public static let yellow = TerminalColor.ansi(3)
    public static let blue = TerminalColor.ansi(4)
    public static let magenta = TerminalColor.ansi(5)
    public static let cyan = TerminalColor.ansi(6)
    public static let white = TerminalColor.ansi(7)
    public static let brightBlack = TerminalColor.ansi(8)
    public static let brightRed = TerminalColor.ansi(9)
    public static let brightGreen = TerminalColor.ansi(10)
    public static let brightYellow = TerminalColor.ansi(11)
    public static let brightBlue = TerminalColor.ansi(12)
    public static let brightMagenta = TerminalColor.ansi(13)
    public static let brightCyan = TerminalColor.ansi(14)
    public static let brightWhite = TerminalColor.ansi(15)
}
