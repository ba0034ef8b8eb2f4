/// The escape sequences this library sends to a terminal, as bytes.
public enum ControlSequence {
    private static let escape: UInt8 = 0x1B

    /// `CSI` followed by `body`.
    static func csi(_ body: String) -> [UInt8] {
        [escape, UInt8(ascii: "[")] + Array(body.utf8)
    }

    /// Moves the cursor to a zero-based column and row.
    public static func moveCursor(toColumn column: Int, row: Int) -> [UInt8] {
        column == 0 ? csi("\(row + 1)H") : csi("\(row + 1);\(column + 1)H")
    }

    /// Moves the cursor right by `columns` on the same row.
    public static func moveCursorForward(_ columns: Int) -> [UInt8] {
        columns == 1 ? csi("C") : csi("\(columns)C")
    }

    /// Resets colours and attributes to the terminal's defaults.
    public static let resetStyle = csi("0m")
    /// Clears the whole screen (without moving the cursor).
    public static let eraseScreen = csi("2J")
    /// Switches to the alternate screen, saving the user's shell screen.
    public static let enterAlternateScreen = csi("?1049h")
    /// Returns to the user's shell screen as it was.
    public static let leaveAlternateScreen = csi("?1049l")
    public static let hideCursor = csi("?25l")

    /// OSC 52: puts `text` on the terminal's clipboard (the terminal's own,
    /// so it works over ssh; tmux passes it on with `set-clipboard on`).
    public static func setClipboard(_ text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + Base64.encode(Array(text.utf8)) + [0x07]
    }
    public static let showCursor = csi("?25h")

    /// Everything needed to take over the screen.
    public static let enterFullScreen = enterAlternateScreen + hideCursor + resetStyle + eraseScreen

    /// Everything needed to give the screen back as it was.
    public static let leaveFullScreen = resetStyle + showCursor + leaveAlternateScreen
}
