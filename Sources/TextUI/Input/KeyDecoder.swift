/// Decodes the bytes a terminal sends in raw mode into keys.
///
/// Feed it every chunk read from the terminal. Sequences and UTF-8 characters
/// may be split across chunks; the decoder keeps what it has seen until the
/// rest arrives. Malformed input is skipped, never trusted.
///
/// A lone Esc cannot be told apart from the start of a sequence until the next
/// bytes arrive or do not. When `hasPendingEscape` is true after a chunk, the
/// caller waits briefly (about 50 ms) and, if nothing more came, calls
/// `flushPendingEscape()`.
public struct KeyDecoder: Sendable {
    private enum State: Sendable {
        case ground
        /// Got ESC.
        case escape
        /// Got `ESC [` and these parameter and intermediate bytes.
        case controlSequence([UInt8])
        /// Got `ESC O`.
        case singleShift
        /// Got the first bytes of a UTF-8 character that needs `expected` in all.
        case utf8([UInt8], expected: Int)
        /// Inside a bracketed paste: the text so far (up to `maximumPasteBytes`)
        /// and how much of the closing `ESC [ 2 0 1 ~` has been seen.
        case paste([UInt8], matched: Int)
    }

    /// What closes a bracketed paste.
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// A paste longer than this keeps its first bytes; the rest is dropped
    /// (a search takes 500 characters; this bounds memory, not the field).
    public static let maximumPasteBytes = 64 * 1024

    private static let escapeByte: UInt8 = 0x1B
    /// Longer "sequences" are garbage, not keys; dropping them bounds memory.
    private static let maximumSequenceLength = 32

    private var state = State.ground

    public init() {}

    /// Whether the bytes so far end in an Esc that may or may not begin a sequence.
    public var hasPendingEscape: Bool {
        switch state {
        case .escape, .controlSequence, .singleShift:
            return true
        case .ground, .utf8, .paste:
            return false
        }
    }

    /// The keys completed by `bytes`, in order.
    public mutating func decode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [Key] {
        var keys: [Key] = []
        for byte in bytes {
            consume(byte, into: &keys)
        }
        return keys
    }

    /// Treats a pending Esc as the Esc key (and anything typed after it as
    /// typed), because no sequence followed in time.
    public mutating func flushPendingEscape() -> [Key] {
        switch state {
        case .escape:
            state = .ground
            return [.escape]
        case .singleShift:
            state = .ground
            return [.escape, .character("O")]
        case .controlSequence(let body):
            state = .ground
            return [.escape, .character("[")] + body.compactMap(Self.printableKey)
        case .ground, .utf8, .paste:
            return []
        }
    }

    private mutating func consume(_ byte: UInt8, into keys: inout [Key]) {
        switch state {
        case .ground:
            consumeInGround(byte, into: &keys)
        case .escape:
            switch byte {
            case UInt8(ascii: "["):
                state = .controlSequence([])
            case UInt8(ascii: "O"):
                state = .singleShift
            case 0x20...0x7E:
                // Esc and a printable character in one read: Alt held with it.
                state = .ground
                keys.append(.modified(.character(Character(Unicode.Scalar(byte))), .alt))
            default:
                // Esc followed by a control (Esc typed before another key):
                // the Esc stands alone and the byte is its own key.
                state = .ground
                keys.append(.escape)
                consumeInGround(byte, into: &keys)
            }
        case .controlSequence(var body):
            switch byte {
            case 0x40...0x7E:
                state = .ground
                if body == Array("200".utf8), byte == UInt8(ascii: "~") {
                    state = .paste([], matched: 0)
                } else {
                    keys.append(Self.keyForControlSequence(parameters: body, final: byte))
                }
            case 0x20...0x3F where body.count < Self.maximumSequenceLength:
                body.append(byte)
                state = .controlSequence(body)
            default:
                // Not part of a sequence: the sequence is broken, and the byte
                // starts over (it may be a new Esc).
                state = .ground
                keys.append(.unknown)
                consumeInGround(byte, into: &keys)
            }
        case .singleShift:
            state = .ground
            keys.append(Self.keyForSingleShift(byte))
        case .paste(var text, var matched):
            // Dropping the state's reference first lets `text` grow in place
            // rather than being copied for every byte of a long paste.
            state = .ground
            consumePasted(byte, text: &text, matched: &matched, into: &keys)
        case .utf8(var pending, let expected):
            guard (0x80...0xBF).contains(byte) else {
                // Truncated character: dropped; the byte starts over.
                state = .ground
                consumeInGround(byte, into: &keys)
                return
            }
            pending.append(byte)
            if pending.count < expected {
                state = .utf8(pending, expected: expected)
                return
            }
            state = .ground
            // C1 controls, bidi overrides and line separators are valid UTF-8
            // but must not be typed into one line of text that will be drawn.
            if let text = String(validating: pending, as: UTF8.self),
               let character = text.first,
               text.unicodeScalars.allSatisfy(TextSanitizer.isInlineSafe) {
                keys.append(.character(character))
            }
        }
    }

    /// One byte of a bracketed paste: kept, or part of the closing sequence.
    private mutating func consumePasted(_ byte: UInt8, text: inout [UInt8], matched: inout Int, into keys: inout [Key]) {
        if byte == Self.pasteEnd[matched] {
            matched += 1
            if matched == Self.pasteEnd.count {
                state = .ground
                keys.append(.paste(String(decoding: text, as: UTF8.self)))
                return
            }
        } else {
            // What looked like the end was pasted text after all.
            let partial = Self.pasteEnd.prefix(matched)
            matched = byte == Self.pasteEnd[0] ? 1 : 0
            for pasted in partial + (matched == 1 ? [] : [byte]) where text.count < Self.maximumPasteBytes {
                text.append(pasted)
            }
        }
        state = .paste(text, matched: matched)
    }

    private mutating func consumeInGround(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case Self.escapeByte:
            state = .escape
        case 0x0D, 0x0A:
            keys.append(.enter)
        case 0x09:
            keys.append(.tab)
        case 0x08, 0x7F:
            keys.append(.backspace)
        case 0x01...0x1A:
            keys.append(.ctrl(Character(Unicode.Scalar(byte - 1 + UInt8(ascii: "a")))))
        case 0x20...0x7E:
            keys.append(.character(Character(Unicode.Scalar(byte))))
        case 0xC2...0xDF:
            state = .utf8([byte], expected: 2)
        case 0xE0...0xEF:
            state = .utf8([byte], expected: 3)
        case 0xF0...0xF4:
            state = .utf8([byte], expected: 4)
        default:
            // NUL, the remaining C0 controls, stray continuation bytes and
            // bytes that never occur in UTF-8.
            break
        }
    }

    private static func keyForControlSequence(parameters: [UInt8], final: UInt8) -> Key {
        if parameters.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return mouseKey(parameters: parameters.dropFirst(), isRelease: final == UInt8(ascii: "m"))
        }
        if final == UInt8(ascii: "Z") { return .modified(.tab, .shift) }
        if let key = cursorKey(final) {
            // `ESC [ 1 ; 3 D` is Alt-←, `; 5` Ctrl-←, `; 2` Shift-←.
            return modifier(parameters).map { .modified(key, $0) } ?? key
        }
        guard final == UInt8(ascii: "~") else { return .unknown }
        // The first parameter names the key; modifiers (";5") are ignored.
        let first = parameters.prefix { $0 != UInt8(ascii: ";") }
        switch String(decoding: first, as: UTF8.self) {
        case "1", "7": return .home
        case "4", "8": return .end
        case "3": return .delete
        case "5": return .pageUp
        case "6": return .pageDown
        default: return .unknown
        }
    }

    /// The modifier of `1 ; m` parameters (xterm's encoding: m = 1 + shift
    /// + 2·alt + 4·control); the strongest one when several are held.
    private static func modifier(_ parameters: [UInt8]) -> KeyModifier? {
        let fields = parameters.split(separator: UInt8(ascii: ";"))
        guard fields.count == 2, let code = Int(String(decoding: fields[1], as: UTF8.self)), (2...16).contains(code) else { return nil }
        let bits = code - 1
        if bits & 4 != 0 { return .control }
        if bits & 2 != 0 { return .alt }
        return bits & 1 != 0 ? .shift : nil
    }

    /// `b ; x ; y` of an SGR mouse report.
    private static func mouseKey(parameters: ArraySlice<UInt8>, isRelease: Bool) -> Key {
        let numbers = parameters.split(separator: UInt8(ascii: ";")).map { Int(String(decoding: $0, as: UTF8.self)) }
        guard numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2],
              let event = MouseEvent(sgrButton: button, column: column, row: row, isRelease: isRelease)
        else { return .unknown }
        return .mouse(event)
    }

    private static func keyForSingleShift(_ byte: UInt8) -> Key {
        if let key = cursorKey(byte) { return key }
        // Keypad Enter in application keypad mode.
        return byte == UInt8(ascii: "M") ? .enter : .unknown
    }

    /// Arrows, Home and End end in the same letter whether the terminal sends
    /// them as `ESC [` (normal mode) or `ESC O` (application cursor mode).
    private static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        default: return nil
        }
    }

    private static func printableKey(_ byte: UInt8) -> Key? {
        (0x20...0x7E).contains(byte) ? .character(Character(Unicode.Scalar(byte))) : nil
    }
}
