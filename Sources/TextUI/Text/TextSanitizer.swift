/// Removes everything from text that could make a terminal do something other
/// than print it.
///
/// Text from the network or a database may carry escape sequences that recolour,
/// move the cursor, retitle the window or reorder what follows (bidi overrides).
/// Every string passes through here before it reaches a `ScreenBuffer`.
public enum TextSanitizer {
    /// What to do with tabs and line breaks, the only control characters that
    /// carry meaning in ordinary prose.
    public enum LayoutWhitespace: Sendable {
        /// Drop them like any other control character.
        case remove
        /// Turn each into one space, so that words on either side stay apart.
        case replaceWithSpace
    }

    /// The text without C0 and C1 controls, DEL, and bidi override and isolate
    /// controls; an escape sequence (CSI as `ESC [` or U+009B, OSC, DCS, APC,
    /// PM and SOS up to their terminator, two-character `ESC` sequences) is
    /// dropped whole, parameters included.
    /// - Parameters:
    ///   - text: Untrusted text.
    ///   - layoutWhitespace: What to do with `\t`, `\n`, `\r` and the Unicode
    ///     line and paragraph separators.
    /// - Returns: Text that is safe to print.
    public static func sanitize(_ text: String, layoutWhitespace: LayoutWhitespace = .replaceWithSpace) -> String {
        // Fast paths: most strings need no change and are returned as they
        // are; printable ASCII is told by its bytes, read in place.
        if text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(DisplayWidth.isPrintableASCII) }) == true {
            return text
        }
        if !text.unicodeScalars.contains(where: { isUnsafe($0) || isLayoutWhitespace($0) }) {
            return text
        }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            // A sequence goes whole, its parameters and terminator too: without
            // its ESC, `]0;title` or `[2J` would still be printed as text.
            if let end = ControlSequenceSpan.end(of: scalars, at: index) {
                index = end
                previous = nil
                continue
            }
            index += 1
            defer { previous = scalar }
            if isLayoutWhitespace(scalar) {
                // "\r\n" is one line break, not two spaces.
                let isSecondHalfOfCRLF = scalar == "\n" && previous == "\r"
                if layoutWhitespace == .replaceWithSpace, !isSecondHalfOfCRLF {
                    result.append(" ")
                }
            } else if !isUnsafe(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether the scalar is a control that is never printed.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F:
            // C0 (including ESC), DEL and C1 (including the 8-bit CSI U+009B).
            return !isLayoutWhitespace(scalar)
        case 0x202A...0x202E, 0x2066...0x2069:
            // Bidi embeddings, overrides and isolates: they reorder the rest of
            // the line and can make text read differently from what it is.
            return true
        default:
            return false
        }
    }

    /// Whether the scalar may stand in a single line of text as it is: neither
    /// an unsafe control nor a line break, tab or line/paragraph separator.
    public static func isInlineSafe(_ scalar: Unicode.Scalar) -> Bool {
        !isUnsafe(scalar) && !isLayoutWhitespace(scalar)
    }

    private static func isLayoutWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x2028, 0x2029:
            return true
        default:
            return false
        }
    }
}
