import TextUI

extension QueryFieldEditor {
    /// The cursor as drawn: a thin bar between characters, visible without
    /// colour and in plain captures of the screen.
    static let cursorGlyph: Character = "▏"

    /// What the field is called before its text: what Enter will search.
    var label: String {
        kind == .films ? " Search: " : " People: "
    }

    /// The part of the text that fits in `width` columns with the cursor
    /// shown in it: as much of the text before the cursor as fits, then what
    /// follows it; "…" marks a side that was cut.
    func visibleText(width: Int) -> String {
        guard width > 1 else { return width == 1 ? String(Self.cursorGlyph) : "" }
        // Only characters `QueryFieldRules` accepts are in the field: nothing here drives a terminal.
        let clean = characters
        let widths = clean.map { DisplayWidth.of($0) }
        let ellipsis = DisplayWidth.of(TextLayout.ellipsis)
        let widthAfter = widths[cursor...].reduce(0, +)
        // Some of the text after the cursor stays in view (a third of the
        // field at most); the text before it takes the rest.
        let keptForAfter = min(widthAfter, (width - 1) / 3)
        var room = width - 1 - keptForAfter
        var start = cursor
        while start > 0 {
            let needed = widths[start - 1] + (start - 1 > 0 ? ellipsis : 0)
            guard needed <= room else { break }
            room -= widths[start - 1]
            start -= 1
        }
        if start > 0 { room -= ellipsis }
        room += keptForAfter
        var end = cursor
        while end < clean.count {
            let needed = widths[end] + (end + 1 < clean.count ? ellipsis : 0)
            guard needed <= room else { break }
            room -= widths[end]
            end += 1
        }
        let lead = start > 0 ? String(TextLayout.ellipsis) : ""
        let tail = end < clean.count ? String(TextLayout.ellipsis) : ""
        return lead + String(clean[start..<cursor]) + String(Self.cursorGlyph) + String(clean[cursor..<end]) + tail
    }
}
