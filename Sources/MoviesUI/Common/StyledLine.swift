import TextUI

/// One line of text and the style to draw it in.
struct StyledLine: Equatable {
    var text: String
    var style: Style

    init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    static let blank = StyledLine("")
}

extension Array where Element == StyledLine {
    /// Wraps `text` at word boundaries to `width`, each line in `style`, after
    /// removing control characters that data might carry.
    mutating func appendWrapped(_ text: String, width: Int, style: Style = .plain, indent: Int = 0) {
        let clean = TextSanitizer.sanitize(text)
        let padding = String(repeating: " ", count: indent)
        for line in TextLayout.wrap(clean, width: Swift.max(1, width - indent)) {
            append(StyledLine(padding + line, style: style))
        }
    }
}
