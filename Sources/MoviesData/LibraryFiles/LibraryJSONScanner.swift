/// Splits our JSON export into its parts as its bytes arrive, so the document
/// is never held whole: each element of the top-level `films` array is handed
/// on as the bytes of one film (to decode on its own), each of `lists` as the
/// bytes of one list, the other top-level members (`format`, `version`) as
/// the bytes of their values.
///
/// It checks only the structure it walks (objects, arrays, strings and their
/// escapes, where values end); each part is then read by `JSONDecoder`,
/// which checks the rest.
struct LibraryJSONScanner {
    enum Part: Equatable {
        case member(name: [UInt8], value: [UInt8])
        case film([UInt8])
        case list([UInt8])
    }

    /// Where the document breaks the structure, or a part past its bound.
    struct Malformed: Error, Equatable {
        let problem: String
    }

    private enum State {
        case start, beforeKey, key, afterKey, beforeValue, value, afterValue
        case beforeFilm, film, afterFilm, end
    }

    /// The longest part kept: a film, or another member's value.
    private let partLimit: Int
    private var state = State.start
    private var key: [UInt8] = []
    private var part: [UInt8] = []
    /// Inside the value being read: open brackets, and string state.
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var firstMember = true
    private var firstFilm = true
    /// Whether the member's array is read an element at a time.
    private var isStreamed: Bool { key == Array("films".utf8) || isLists }
    private var isLists: Bool { key == Array("lists".utf8) }

    init(partLimit: Int) {
        self.partLimit = partLimit
    }

    /// Reads `chunk`, calling `part` with each part it completes.
    mutating func read(_ chunk: [UInt8], part handle: (Part) throws -> Void) throws {
        try chunk.withUnsafeBufferPointer { bytes in
            for byte in bytes {
                try take(byte, handle)
            }
        }
    }

    /// Ends the document: it must be one whole object.
    mutating func finish(part handle: (Part) throws -> Void) throws {
        // A number as the last value ends only here.
        if state == .value, depth == 0, !inString, !part.isEmpty {
            try endValue(handle)
        }
        guard state == .end else { throw Malformed(problem: "it ends before its last }") }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private mutating func take(_ byte: UInt8, _ handle: (Part) throws -> Void) throws {
        switch state {
        case .value, .film:
            try valueByte(byte, handle)
        case .key:
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                state = .afterKey
                return
            }
            guard key.count < 256 else { throw Malformed(problem: "a member name longer than 256 bytes") }
            key.append(byte)
        default:
            if Self.isSpace(byte) { return }
            try structural(byte)
        }
    }

    /// A byte outside any value: the top-level object's punctuation.
    private mutating func structural(_ byte: UInt8) throws {
        switch (state, byte) {
        case (.start, UInt8(ascii: "{")):
            state = .beforeKey
        case (.beforeKey, UInt8(ascii: "\"")):
            key.removeAll(keepingCapacity: true)
            state = .key
        case (.beforeKey, UInt8(ascii: "}")) where firstMember:
            state = .end
        case (.afterKey, UInt8(ascii: ":")):
            state = .beforeValue
        case (.beforeValue, UInt8(ascii: "[")) where isStreamed:
            firstFilm = true
            state = .beforeFilm
        case (.beforeValue, _):
            state = .value
            try startValue(byte)
        case (.afterValue, UInt8(ascii: ",")):
            firstMember = false
            state = .beforeKey
        case (.afterValue, UInt8(ascii: "}")):
            state = .end
        case (.beforeFilm, UInt8(ascii: "]")) where firstFilm:
            state = .afterValue
        case (.beforeFilm, UInt8(ascii: "{")):
            state = .film
            try startValue(byte)
        case (.afterFilm, UInt8(ascii: ",")):
            firstFilm = false
            state = .beforeFilm
        case (.afterFilm, UInt8(ascii: "]")):
            state = .afterValue
        case (.end, _):
            throw Malformed(problem: "it goes on after its last }")
        default:
            throw Malformed(problem: "it is not one JSON object with a films array")
        }
    }

    private mutating func startValue(_ byte: UInt8) throws {
        guard ![UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":")].contains(byte) else {
            throw Malformed(problem: "a member with no value")
        }
        part.removeAll(keepingCapacity: true)
        depth = 0
        inString = false
        escaped = false
        try valueByte(byte, { _ in })
    }

    /// A byte of the value being read; the value ends after its closing
    /// bracket or quote, or (a number or literal) at the first byte that
    /// cannot belong to it, which is then read as punctuation.
    private mutating func valueByte(_ byte: UInt8, _ handle: (Part) throws -> Void) throws {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            try keep(byte)
            if !inString, depth == 0 { try endValue(handle) }
            return
        }
        switch byte {
        case UInt8(ascii: "\""):
            inString = true
            try keep(byte)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < 32 else { throw Malformed(problem: "it nests deeper than 32") }
            depth += 1
            try keep(byte)
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            guard depth > 0 else {
                try endValue(handle)
                try structural(byte)
                return
            }
            depth -= 1
            try keep(byte)
            if depth == 0 { try endValue(handle) }
        case UInt8(ascii: ","):
            guard depth > 0 else {
                try endValue(handle)
                try structural(byte)
                return
            }
            try keep(byte)
        default:
            if depth == 0, Self.isSpace(byte) {
                try endValue(handle)
                return
            }
            try keep(byte)
        }
    }

    private mutating func keep(_ byte: UInt8) throws {
        guard part.count < partLimit else {
            let what = state != .film ? "a value" : isLists ? "a list" : "a film"
            throw Malformed(problem: "\(what) longer than \(LibraryFileBounds.size(partLimit))")
        }
        part.append(byte)
    }

    private mutating func endValue(_ handle: (Part) throws -> Void) throws {
        if state == .film {
            state = .afterFilm
            guard part.first == UInt8(ascii: "{") else { throw Malformed(problem: isLists ? "a list that is not an object" : "a film that is not an object") }
            try handle(isLists ? .list(part) : .film(part))
        } else {
            state = .afterValue
            try handle(.member(name: key, value: part))
        }
    }
}
