/// Text from the network, made safe to show on a terminal.
///
/// Control characters (and other invisible scalars a terminal might act on)
/// become U+FFFD, so no byte sequence from a server can move the cursor,
/// change colours or retitle the window; the length is bounded so one
/// message cannot flood a screen.
enum PrintableText {
    static func make(_ text: String, maximumLength: Int = 300) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(isInvisible(scalar) ? "\u{FFFD}" : scalar)
        }
        let printable = String(scalars)
        guard printable.count > maximumLength else { return printable }
        return String(printable.prefix(max(0, maximumLength - 1))) + "…"
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
