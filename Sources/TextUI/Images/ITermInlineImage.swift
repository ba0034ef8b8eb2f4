/// iTerm2's inline images (https://iterm2.com/documentation-images.html):
/// `ESC ] 1337 ; File = inline=1;size=…;width=…;height=…;preserveAspectRatio=0 : <base64 PNG> BEL`,
/// drawn from the cursor's cell. Also understood by WezTerm, mintty and
/// Konsole, among others.
public enum ITermInlineImage {
    /// The most columns or rows a picture may be stretched over.
    public static let maximumCells = 4096

    /// A picture as a PNG file stretched over `columns` × `rows` cells (the
    /// caller has sized it, so the terminal does not keep its shape).
    /// - Parameters:
    ///   - width: Width in pixels.
    ///   - height: Height in pixels.
    ///   - pixels: `width * height` red, green, blue triples, row by row from the top-left.
    ///   - columns: Cells across.
    ///   - rows: Cells down.
    ///   - movesCursor: When false, adds `doNotMoveCursor=1`, WezTerm's extension that
    ///     keeps a picture ending on the last row from scrolling the screen; iTerm2
    ///     ignores arguments it does not know, so the caller still has to place the
    ///     cursor afterwards.
    /// - Returns: The sequence; empty when any input is out of range.
    public static func sequence(
        width: Int,
        height: Int,
        pixels: [UInt8],
        columns: Int,
        rows: Int,
        movesCursor: Bool = false
    ) -> [UInt8] {
        guard (1...maximumCells).contains(columns), (1...maximumCells).contains(rows) else { return [] }
        let file = PNGEncoder.encode(width: width, height: height, pixels: pixels)
        guard !file.isEmpty else { return [] }
        var arguments = "inline=1;size=\(file.count);width=\(columns);height=\(rows);preserveAspectRatio=0"
        if !movesCursor {
            arguments += ";doNotMoveCursor=1"
        }
        return Array("\u{1B}]1337;File=\(arguments):".utf8) + Base64.encode(file) + [0x07]
    }
}
