/// The text that shows a picture sent with
/// `KittyGraphics.transmit` with a `.virtual` placement: each cell is U+10EEEE with
/// combining marks for its row and column, drawn in a foreground colour that
/// carries the picture's id. Terminal multiplexers move and clip it like any
/// text, and the terminal draws the matching part of the picture over it.
///
/// The placeholder is one column wide and the marks none (see
/// `DisplayWidth`), so a row of `columns` cells is `columns` columns of a
/// `ScreenBuffer`.
public enum KittyPlaceholder {
    /// The placeholder character.
    public static let placeholder: Unicode.Scalar = "\u{10EEEE}"

    /// The most rows or columns a placement can number: one per diacritic (297).
    public static var maximumSpan: Int { diacriticValues.count }

    /// The cells of a `columns` × `rows` placement of `imageID`, one string a
    /// row from the top, each of `columns` clusters. Draw them in
    /// `foreground(imageID:)`.
    ///
    /// Every cell names its row and column (and, for ids above 24 bits, the
    /// id's high byte), so that a cell redrawn on its own still shows the
    /// right part of the picture.
    /// - Returns: The rows; empty for id zero or a span outside `1...maximumSpan`.
    public static func rows(imageID: UInt32, columns: Int, rows: Int) -> [String] {
        guard imageID != 0, (1...maximumSpan).contains(columns), (1...maximumSpan).contains(rows) else { return [] }
        let highByte = imageID >> 24
        let marks = diacriticValues.compactMap(Unicode.Scalar.init)
        return (0..<rows).map { row in
            var text = String.UnicodeScalarView()
            for column in 0..<columns {
                text.append(placeholder)
                text.append(marks[row])
                text.append(marks[column])
                if highByte != 0 {
                    text.append(marks[Int(highByte)])
                }
            }
            return String(text)
        }
    }

    /// The foreground colour that names `imageID` in placeholder cells: its
    /// low 24 bits as an RGB colour, or as a 256-colour palette index when
    /// they are below 256. Ids of that form (`n` or `n | k << 24` with
    /// `n < 256`) survive terminals and multiplexers that pass on only 256
    /// colours; the high byte travels in a diacritic.
    public static func foreground(imageID: UInt32) -> TerminalColor {
        let low = imageID & 0xFF_FFFF
        if low < 256 {
            return .indexed(UInt8(low))
        }
        return .rgb(red: UInt8(low >> 16), green: UInt8(truncatingIfNeeded: low >> 8), blue: UInt8(truncatingIfNeeded: low))
    }

    /// The diacritic that stands for `number`, or `nil` outside `0..<maximumSpan`.
    public static func diacritic(for number: Int) -> Unicode.Scalar? {
        guard diacriticValues.indices.contains(number) else { return nil }
        return Unicode.Scalar(diacriticValues[number])
    }
}
