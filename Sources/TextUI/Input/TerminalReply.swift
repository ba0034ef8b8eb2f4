/// An answer the terminal sent to a query (see `TerminalCapabilityQuery`),
/// decoded by `KeyDecoder` so that none of its bytes is taken for typing.
///
/// Text in a reply comes from the terminal and is kept to printable ASCII.
public enum TerminalReply: Hashable, Sendable {
    /// Primary device attributes, `CSI ? 62 ; 4 ; 22 c`: the numbers after
    /// `?`. Every terminal answers; 4 means sixel graphics.
    case deviceAttributes([Int])
    /// The terminal's name and version, `DCS > | text ST` (XTVERSION), such
    /// as `kitty(0.26.5)` or `XTerm(388)`.
    case terminalVersion(String)
    /// A kitty graphics protocol answer, `APC G i=31 ; OK ST`: the image id it
    /// is about (when given) and the message, `OK` or an error such as
    /// `ENOTSUPPORTED:…`.
    case kittyGraphics(imageID: Int?, message: String)
    /// The size of one character cell in pixels, `CSI 6 ; height ; width t`.
    case cellPixelSize(Size)
    /// The window's background colour, `OSC 11 ; rgb:RRRR/GGGG/BBBB` ended by
    /// BEL or ST.
    case backgroundColor(RGBColor)
}
