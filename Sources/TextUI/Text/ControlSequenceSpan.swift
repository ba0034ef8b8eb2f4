/// Where an escape sequence that starts in untrusted text ends, so that
/// `TextSanitizer` can drop it whole: a terminal would act on the whole
/// sequence, and printing its parameters without the ESC leaves debris
/// (`]0;title`, `[2J`) in the text.
enum ControlSequenceSpan {
    /// The index just past the sequence starting at `start`, or `nil` when
    /// none starts there.
    ///
    /// - CSI (`ESC [` or U+009B): parameter and intermediate characters, then
    ///   one final character; a character that belongs to none ends it early
    ///   (and stays, to be judged on its own).
    /// - String sequences (`ESC ]`, `P`, `X`, `^`, `_` or their C1 forms): up to
    ///   and with BEL, `ESC \\` or U+009C. One that never ends loses only its
    ///   introducer: the rest is printed as text, with its controls dropped.
    /// - Any other `ESC`: its intermediates and one final character.
    static func end(of scalars: [Unicode.Scalar], at start: Int) -> Int? {
        let first = scalars[start].value
        switch first {
        case 0x9B:
            return endOfControlSequence(scalars, from: start + 1)
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
            return endOfString(scalars, from: start + 1) ?? start + 1
        case 0x1B:
            guard start + 1 < scalars.count else { return start + 1 }
            let second = scalars[start + 1].value
            switch second {
            case 0x5B:
                return endOfControlSequence(scalars, from: start + 2)
            case 0x5D, 0x50, 0x58, 0x5E, 0x5F:
                return endOfString(scalars, from: start + 2) ?? start + 2
            default:
                var index = start + 1
                while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
                if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) { index += 1 }
                return index
            }
        default:
            return nil
        }
    }

    private static func endOfControlSequence(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) { index += 1 }
        if index < scalars.count, (0x40...0x7E).contains(scalars[index].value) { index += 1 }
        return index
    }

    /// Just past the string's terminator, or `nil` when it has none.
    private static func endOfString(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index < scalars.count {
            switch scalars[index].value {
            case 0x07, 0x9C:
                return index + 1
            case 0x1B where index + 1 < scalars.count && scalars[index + 1] == "\\":
                return index + 2
            default:
                index += 1
            }
        }
        return nil
    }
}
