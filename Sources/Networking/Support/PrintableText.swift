/// Text from the network, made safe to show on a terminal.
///
/// Escape sequences are dropped whole, other control characters (and
/// invisible scalars a terminal might act on) are removed, so no byte
/// sequence from a server can move the cursor, change colours or retitle the
/// window, and what is left reads as text; the length is bounded so one
/// message cannot flood a screen.
enum PrintableText {
    static func make(_ text: String, maximumLength: Int = 300) -> String {
        var scalars = String.UnicodeScalarView()
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            if scalar == "\u{1B}" {
                skipEscapeSequence(&iterator)
            } else if scalar == "\n" || scalar == "\t" || scalar == "\r" {
                if scalars.last != " " { scalars.append(" ") }
            } else if !isInvisible(scalar) {
                scalars.append(scalar)
            }
        }
        let printable = String(scalars)
        guard printable.count > maximumLength else { return printable }
        return String(printable.prefix(max(0, maximumLength - 1))) + "…"
    }

    /// Consumes the rest of an escape sequence: CSI (`ESC [` … final byte),
    /// OSC (`ESC ]` … BEL or `ESC \\`), or a two-character escape.
    private static func skipEscapeSequence(_ iterator: inout String.UnicodeScalarView.Iterator) {
        guard let introducer = iterator.next() else { return }
        switch introducer {
        case "[":
            while let scalar = iterator.next(), !(0x40...0x7E).contains(scalar.value) {}
        case "]":
            var previous: Unicode.Scalar?
            while let scalar = iterator.next() {
                if scalar == "\u{07}" || (previous == "\u{1B}" && scalar == "\\") { break }
                previous = scalar
            }
        default:
            return
        }
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return true
        default:
            return false
        }
    }
}
