/// Decodes the bytes a terminal sends in raw mode into keys, and into the
/// replies it sends to queries (`TerminalReply`).
///
/// Feed it every chunk read from the terminal. Sequences and UTF-8 characters
/// may be split across chunks; the decoder keeps what it has seen until the
/// rest arrives. Malformed input is skipped, never trusted.
///
/// String sequences — DCS (`ESC P`), OSC (`ESC ]`), APC (`ESC _`), PM
/// (`ESC ^`) and SOS (`ESC X`) — are consumed up to their end (ST, `ESC \`,
/// or BEL), whatever their length: the replies this library asks for become
/// `.reply` events, anything else is dropped, and none of their bytes is ever
/// typed, even when a reply comes long after it was asked for. A control
/// byte other than BEL and Esc inside one ends it (dropped) and counts as
/// typed: replies carry none, so Enter, Esc or Ctrl-C always get the keyboard
/// back from a string that never ends (printable keys typed within the Esc
/// timeout after Alt-P are taken into its string, and dropped with it).
///
/// A lone Esc cannot be told apart from the start of a sequence until the next
/// bytes arrive or do not. When `hasPendingEscape` is true after a chunk, the
/// caller waits briefly (about 50 ms) and, if nothing more came, calls
/// `flushPendingEscape()`. Alt-P, Alt-], Alt-_, Alt-^ and Alt-X send the
/// opening of a string sequence; they are told apart the same way, by the
/// silence that follows them.
///
/// A bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`) is one `.paste` key. It
/// never holds the keyboard: a Ctrl-C byte inside it ends it and is Ctrl-C
/// (the text before it is dropped: the paste was interrupted), and a paste
/// that reaches `maximumPasteBytes` is delivered then, its rest up to the
/// closing sequence dropped (never typed: pasted text must not turn into
/// commands). So a paste whose end never comes costs the user one Ctrl-C.
public struct KeyDecoder: Sendable {
    private enum State: Sendable {
        case ground
        /// Got ESC.
        case escape
        /// Got `ESC [` and these parameter and intermediate bytes (the first
        /// `maximumSequenceLength` of them).
        case controlSequence([UInt8])
        /// Got `ESC O`.
        case singleShift
        /// Got the first bytes of a UTF-8 character that needs `expected` in all.
        case utf8([UInt8], expected: Int)
        /// Inside a bracketed paste: the text so far (up to `maximumPasteBytes`)
        /// and how much of the closing `ESC [ 2 0 1 ~` has been seen.
        case paste([UInt8], matched: Int)
        /// The rest of a paste that reached `maximumPasteBytes` (already
        /// delivered), dropped up to its closing sequence.
        case pasteOverflow(matched: Int)
        /// Inside a string sequence opened by `ESC introducer`: its body so far
        /// (`nil` once longer than `maximumStringBytes`: it is dropped when it
        /// ends) and whether the last byte was an Esc, perhaps the start of ST.
        case string(introducer: UInt8, body: [UInt8]?, afterEscape: Bool)
    }

    /// What closes a bracketed paste.
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// A paste is delivered when it reaches this many bytes, and the rest of
    /// it is dropped (a search takes 500 characters; this bounds memory, not
    /// the field).
    public static let maximumPasteBytes = 64 * 1024
    /// Ctrl-C, which ends a paste from within.
    private static let interrupt: UInt8 = 0x03

    private static let escapeByte: UInt8 = 0x1B
    private static let bell: UInt8 = 0x07
    /// Parameters beyond this are not kept (a long device-attributes reply
    /// from xterm has about 40); the sequence is still consumed to its end.
    private static let maximumSequenceLength = 128
    /// A string sequence longer than this is consumed and dropped; every reply
    /// this library asks for is far shorter.
    public static let maximumStringBytes = 1024
    /// The second byte of `ESC P`, `ESC ]`, `ESC _`, `ESC ^` and `ESC X`.
    private static let stringIntroducers: Set<UInt8> = Set("P]_^X".utf8)

    private var state = State.ground

    public init() {}

    /// Whether the bytes so far end in an Esc that may or may not begin a
    /// sequence (or an Alt key), so that silence decides what it was.
    public var hasPendingEscape: Bool {
        switch state {
        case .escape, .controlSequence, .singleShift:
            return true
        case .string(_, let body, let afterEscape):
            return afterEscape || body?.isEmpty == true
        case .ground, .utf8, .paste, .pasteOverflow:
            return false
        }
    }

    /// The keys completed by `bytes`, in order; replies to queries are
    /// consumed and left out (`decodeEvents(_:)` keeps them).
    public mutating func decode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [Key] {
        decodeEvents(bytes).compactMap { event in
            if case .key(let key) = event { key } else { nil }
        }
    }

    /// The keys (`.key`) and replies to queries (`.reply`) completed by
    /// `bytes`, in the order they arrived.
    public mutating func decodeEvents<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        for byte in bytes {
            consume(byte, into: &events)
        }
        return events
    }

    /// Treats a pending Esc as the Esc key (and anything typed after it as
    /// typed), because no sequence followed in time. Does nothing when
    /// `hasPendingEscape` is false: the rest of a string sequence that has
    /// begun may still come, however late.
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
            return [.escape, .character("[")] + body.prefix(Self.maximumSequenceLength).compactMap(Self.printableKey)
        case .string(let introducer, let body, let afterEscape):
            guard afterEscape || body?.isEmpty == true else { return [] }
            state = .ground
            // Nothing came after `ESC P`: Alt-P was typed. An Esc at the end
            // of an unfinished string was typed too; the string is dropped.
            let alt: [Key] = body?.isEmpty == true ? [Self.altKey(introducer)] : []
            return alt + (afterEscape ? [.escape] : [])
        case .ground, .utf8, .paste, .pasteOverflow:
            return []
        }
    }

    private mutating func consume(_ byte: UInt8, into events: inout [TerminalEvent]) {
        switch state {
        case .ground:
            consumeInGround(byte, into: &events)
        case .escape:
            consumeAfterEscape(byte, into: &events)
        case .controlSequence(var body):
            switch byte {
            case 0x40...0x7E:
                state = .ground
                if body == Array("200".utf8), byte == UInt8(ascii: "~") {
                    state = .paste([], matched: 0)
                } else if body.count > Self.maximumSequenceLength {
                    events.append(.key(.unknown))
                } else {
                    events.append(Self.eventForControlSequence(parameters: body, final: byte))
                }
            case 0x20...0x3F:
                // One byte past the limit marks the sequence as too long.
                if body.count <= Self.maximumSequenceLength {
                    state = .ground
                    body.append(byte)
                }
                state = .controlSequence(body)
            default:
                // Not part of a sequence: the sequence is broken, and the byte
                // starts over (it may be a new Esc).
                state = .ground
                events.append(.key(.unknown))
                consumeInGround(byte, into: &events)
            }
        case .singleShift:
            state = .ground
            events.append(.key(Self.keyForSingleShift(byte)))
        case .string(let introducer, var body, let afterEscape):
            // Dropping the state's reference first lets `body` grow in place.
            state = .ground
            consumeInString(byte, introducer: introducer, body: &body, afterEscape: afterEscape, into: &events)
        case .paste(var text, var matched):
            // Dropping the state's reference first lets `text` grow in place
            // rather than being copied for every byte of a long paste.
            state = .ground
            consumePasted(byte, text: &text, matched: &matched, into: &events)
        case .pasteOverflow(let matched):
            consumeOverflow(byte, matched: matched, into: &events)
        case .utf8(var pending, let expected):
            guard (0x80...0xBF).contains(byte) else {
                // Truncated character: dropped; the byte starts over.
                state = .ground
                consumeInGround(byte, into: &events)
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
                events.append(.key(.character(character)))
            }
        }
    }

    private mutating func consumeAfterEscape(_ byte: UInt8, into events: inout [TerminalEvent]) {
        switch byte {
        case UInt8(ascii: "["):
            state = .controlSequence([])
        case UInt8(ascii: "O"):
            state = .singleShift
        case _ where Self.stringIntroducers.contains(byte):
            state = .string(introducer: byte, body: [], afterEscape: false)
        case 0x20...0x7E:
            // Esc and a printable character in one read: Alt held with it.
            state = .ground
            events.append(.key(Self.altKey(byte)))
        default:
            // Esc followed by a control (Esc typed before another key):
            // the Esc stands alone and the byte is its own key.
            state = .ground
            events.append(.key(.escape))
            consumeInGround(byte, into: &events)
        }
    }

    /// One byte of a string sequence: kept, its end, or what breaks it off.
    private mutating func consumeInString(
        _ byte: UInt8, introducer: UInt8, body: inout [UInt8]?, afterEscape: Bool, into events: inout [TerminalEvent]
    ) {
        if afterEscape {
            if byte == UInt8(ascii: "\\") {
                if let body, let reply = Self.reply(introducer: introducer, body: body) {
                    events.append(.reply(reply))
                }
            } else {
                // An Esc that is not ST cancels the string and begins anew.
                state = .escape
                consumeAfterEscape(byte, into: &events)
            }
            return
        }
        switch byte {
        case Self.escapeByte:
            state = .string(introducer: introducer, body: body, afterEscape: true)
        case Self.bell:
            if let body, let reply = Self.reply(introducer: introducer, body: body) {
                events.append(.reply(reply))
            }
        case 0x00...0x1F:
            // Replies carry no controls: this one was typed. The string is dropped.
            consumeInGround(byte, into: &events)
        default:
            if body != nil, body?.count ?? 0 >= Self.maximumStringBytes {
                body = nil
            }
            body?.append(byte)
            state = .string(introducer: introducer, body: body, afterEscape: false)
        }
    }

    /// One byte of a bracketed paste: kept, part of the closing sequence, or
    /// Ctrl-C, which ends it (its text dropped) and is typed.
    private mutating func consumePasted(_ byte: UInt8, text: inout [UInt8], matched: inout Int, into events: inout [TerminalEvent]) {
        if byte == Self.interrupt {
            state = .ground
            events.append(.key(.ctrl("c")))
            return
        }
        if byte == Self.pasteEnd[matched] {
            matched += 1
            if matched == Self.pasteEnd.count {
                state = .ground
                events.append(.key(.paste(String(decoding: text, as: UTF8.self))))
                return
            }
        } else {
            // What looked like the end was pasted text after all.
            let partial = Self.pasteEnd.prefix(matched)
            matched = byte == Self.pasteEnd[0] ? 1 : 0
            for pasted in partial + (matched == 1 ? [] : [byte]) where text.count < Self.maximumPasteBytes {
                text.append(pasted)
            }
            if text.count >= Self.maximumPasteBytes {
                // Delivered now: a paste whose end never comes must not
                // hold the text, nor the keys after it, for ever.
                events.append(.key(.paste(String(decoding: text, as: UTF8.self))))
                state = .pasteOverflow(matched: matched)
                return
            }
        }
        state = .paste(text, matched: matched)
    }

    /// One byte of the rest of a paste past its limit: dropped, the end of
    /// the closing sequence, or Ctrl-C, which ends it and is typed.
    private mutating func consumeOverflow(_ byte: UInt8, matched: Int, into events: inout [TerminalEvent]) {
        if byte == Self.interrupt {
            state = .ground
            events.append(.key(.ctrl("c")))
        } else if byte == Self.pasteEnd[matched] {
            state = matched + 1 == Self.pasteEnd.count ? .ground : .pasteOverflow(matched: matched + 1)
        } else {
            state = .pasteOverflow(matched: byte == Self.pasteEnd[0] ? 1 : 0)
        }
    }

    private mutating func consumeInGround(_ byte: UInt8, into events: inout [TerminalEvent]) {
        let key: Key
        switch byte {
        case Self.escapeByte:
            state = .escape
            return
        case 0x0D, 0x0A:
            key = .enter
        case 0x09:
            key = .tab
        case 0x08, 0x7F:
            key = .backspace
        case 0x01...0x1A:
            key = .ctrl(Character(Unicode.Scalar(byte - 1 + UInt8(ascii: "a"))))
        case 0x20...0x7E:
            key = .character(Character(Unicode.Scalar(byte)))
        case 0xC2...0xDF:
            state = .utf8([byte], expected: 2)
            return
        case 0xE0...0xEF:
            state = .utf8([byte], expected: 3)
            return
        case 0xF0...0xF4:
            state = .utf8([byte], expected: 4)
            return
        default:
            // NUL, the remaining C0 controls, stray continuation bytes and
            // bytes that never occur in UTF-8.
            return
        }
        events.append(.key(key))
    }

    // MARK: - Control sequences

    private static func eventForControlSequence(parameters: [UInt8], final: UInt8) -> TerminalEvent {
        if let reply = replyForControlSequence(parameters: parameters, final: final) {
            return .reply(reply)
        }
        return .key(keyForControlSequence(parameters: parameters, final: final))
    }

    /// `CSI ? 62 ; 4 c` (device attributes) and `CSI 6 ; h ; w t` (cell size):
    /// no key ends that way.
    private static func replyForControlSequence(parameters: [UInt8], final: UInt8) -> TerminalReply? {
        if final == UInt8(ascii: "c"), parameters.first == UInt8(ascii: "?") {
            let fields = parameters.dropFirst().split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            return .deviceAttributes(fields.compactMap { Int(String(decoding: $0, as: UTF8.self)) })
        }
        if final == UInt8(ascii: "t") {
            let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
                .map { Int(String(decoding: $0, as: UTF8.self)) }
            guard numbers.count == 3, numbers[0] == 6, let height = numbers[1], let width = numbers[2],
                  (1...4096).contains(height), (1...4096).contains(width)
            else { return nil }
            return .cellPixelSize(Size(width: width, height: height))
        }
        return nil
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

    // MARK: - String sequences

    /// The reply a finished string sequence carries, if it is one this library asks for.
    private static func reply(introducer: UInt8, body: [UInt8]) -> TerminalReply? {
        switch introducer {
        case UInt8(ascii: "P"):
            // DCS > | text: XTVERSION.
            guard body.starts(with: Array(">|".utf8)) else { return nil }
            return .terminalVersion(printableText(body.dropFirst(2)))
        case UInt8(ascii: "_"):
            // APC G keys ; message: the kitty graphics protocol.
            guard body.first == UInt8(ascii: "G") else { return nil }
            let content = body.dropFirst()
            let keys = content.prefix { $0 != UInt8(ascii: ";") }
            let message = content.dropFirst(keys.count + 1)
            let imageID = keys.split(separator: UInt8(ascii: ","))
                .first { $0.starts(with: Array("i=".utf8)) }
                .flatMap { Int(String(decoding: $0.dropFirst(2), as: UTF8.self)) }
            return .kittyGraphics(imageID: imageID, message: printableText(message))
        case UInt8(ascii: "]"):
            // OSC 11 ; colour: the background colour.
            guard body.starts(with: Array("11;".utf8)),
                  let color = RGBColor(x11Specification: printableText(body.dropFirst(3)))
            else { return nil }
            return .backgroundColor(color)
        default:
            return nil
        }
    }

    /// The printable ASCII of `bytes`, at most 128 characters: a reply's text
    /// ends up in logs and on screen.
    private static func printableText(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.filter { (0x20...0x7E).contains($0) }.prefix(128), as: UTF8.self)
    }

    private static func altKey(_ byte: UInt8) -> Key {
        .modified(.character(Character(Unicode.Scalar(byte))), .alt)
    }

    private static func printableKey(_ byte: UInt8) -> Key? {
        (0x20...0x7E).contains(byte) ? .character(Character(Unicode.Scalar(byte))) : nil
    }
}
