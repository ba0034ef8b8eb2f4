/// One character cell as either renderer left it: a glyph, the colour of the
/// sub-pixels its shape covers and the colour of the rest, with reverse video
/// already resolved.
struct DrawnCell: Equatable, Sendable {
    var glyph: Unicode.Scalar
    var foreground: CellColor
    var background: CellColor
}
