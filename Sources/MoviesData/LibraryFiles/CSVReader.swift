import MoviesDomain

/// Reads CSV as RFC 4180 writes it: fields separated by commas, records by
/// CRLF or LF, a field in double quotes may hold commas, line breaks and
/// doubled quotes. A UTF-8 byte order mark at the start is skipped.
///
/// Bytes arrive in chunks of any size (a file read a block at a time, a zip
/// entry as it inflates) and each record is handed on as soon as it ends, so
/// memory holds one record, never the file. A record with more fields, or a
/// field with more bytes, than `Bounds` allows is refused as it is read: a
/// line of 60 million commas costs no more than a real one.
struct CSVReader {
    /// A file that breaks the format, with the line where it does.
    struct Malformed: Error, Equatable {
        let line: Int
        let problem: String
    }

    /// The largest record read. Letterboxd's files have at most a dozen
    /// columns and its longest fields are reviews of a few thousand words.
    struct Bounds: Equatable, Sendable {
        var fieldsPerRecord = 256
        var fieldBytes = 1 << 20
    }

    private let bounds: Bounds
    private var fields: [String] = []
    private var field: [UInt8] = []
    private var line = 1
    private var recordLine = 1
    private var inQuotes = false
    private var quotedField = false
    /// A quote inside a quoted field: the end of the field, or the first of two.
    private var quoteSeen = false
    /// A CR outside quotes: dropped when an LF follows, kept otherwise.
    private var carriageReturnSeen = false
    /// How many bytes of a byte order mark have been seen at the start; -1 once past it.
    private var byteOrderMarkProgress = 0

    init(bounds: Bounds = Bounds()) {
        self.bounds = bounds
    }

    /// Reads `chunk`, calling `record` with each record it completes and its
    /// first line (1-based). Blank lines are left out.
    mutating func read(_ chunk: ArraySlice<UInt8>, record: (_ line: Int, _ fields: [String]) throws -> Void) throws {
        try chunk.withUnsafeBufferPointer { bytes in
            for byte in bytes {
                try take(byte, record)
            }
        }
    }

    /// Ends the input: the last record, when it has no line break after it.
    /// - Throws: `Malformed` when a quote is never closed.
    mutating func finish(record: (_ line: Int, _ fields: [String]) throws -> Void) throws {
        if byteOrderMarkProgress > 0 { try replayByteOrderMark(record) }
        if quoteSeen {
            quoteSeen = false
            inQuotes = false
        }
        if carriageReturnSeen {
            carriageReturnSeen = false
            try unquoted(0x0D, record)
        }
        if inQuotes { throw Malformed(line: recordLine, problem: "a quote that is never closed") }
        if !field.isEmpty || !fields.isEmpty || quotedField { try endRecord(record) }
    }

    /// Every record of `bytes`, for input known to be small.
    static func records(_ bytes: [UInt8], bounds: Bounds = Bounds()) throws -> [(line: Int, fields: [String])] {
        var reader = CSVReader(bounds: bounds)
        var records: [(line: Int, fields: [String])] = []
        try reader.read(bytes[...]) { records.append(($0, $1)) }
        try reader.finish { records.append(($0, $1)) }
        return records
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private mutating func take(_ byte: UInt8, _ record: (Int, [String]) throws -> Void) throws {
        if byteOrderMarkProgress >= 0 {
            if byte == Self.byteOrderMark[byteOrderMarkProgress] {
                byteOrderMarkProgress += 1
                if byteOrderMarkProgress == Self.byteOrderMark.count { byteOrderMarkProgress = -1 }
                return
            }
            try replayByteOrderMark(record)
        }
        if inQuotes {
            if quoteSeen {
                quoteSeen = false
                if byte == UInt8(ascii: "\"") {
                    try append(byte)
                    return
                }
                inQuotes = false
                // The quote closed the field: the byte is read outside quotes.
            } else if byte == UInt8(ascii: "\"") {
                quoteSeen = true
                return
            } else {
                if byte == 0x0A { line += 1 }
                try append(byte)
                return
            }
        }
        if carriageReturnSeen {
            carriageReturnSeen = false
            if byte != 0x0A { try unquoted(0x0D, record) }
        }
        if byte == 0x0D {
            carriageReturnSeen = true
            return
        }
        try unquoted(byte, record)
    }

    /// The start of the input looked like a byte order mark and was not one:
    /// its bytes are read as text after all.
    private mutating func replayByteOrderMark(_ record: (Int, [String]) throws -> Void) throws {
        let seen = Self.byteOrderMark.prefix(byteOrderMarkProgress)
        byteOrderMarkProgress = -1
        for byte in seen { try take(byte, record) }
    }

    private mutating func unquoted(_ byte: UInt8, _ record: (Int, [String]) throws -> Void) throws {
        switch byte {
        case UInt8(ascii: ","):
            try endField()
        case 0x0A:
            try endRecord(record)
            line += 1
            recordLine = line
        case UInt8(ascii: "\""):
            guard field.isEmpty, !quotedField else {
                throw Malformed(line: line, problem: "a quote inside a field that does not start with one")
            }
            inQuotes = true
            quotedField = true
        default:
            if quotedField { throw Malformed(line: line, problem: "text after a closing quote") }
            try append(byte)
        }
    }

    private mutating func append(_ byte: UInt8) throws {
        guard field.count < bounds.fieldBytes else {
            throw Malformed(line: line, problem: "a field longer than \(LibraryFileBounds.size(bounds.fieldBytes))")
        }
        field.append(byte)
    }

    private mutating func endField() throws {
        guard fields.count < bounds.fieldsPerRecord else {
            throw Malformed(line: recordLine, problem: "a row of more than \(bounds.fieldsPerRecord) fields")
        }
        fields.append(String(decoding: field, as: UTF8.self))
        field.removeAll(keepingCapacity: true)
        quotedField = false
    }

    private mutating func endRecord(_ record: (Int, [String]) throws -> Void) throws {
        try endField()
        defer { fields.removeAll(keepingCapacity: true) }
        if !(fields.count == 1 && fields[0].isEmpty) { try record(recordLine, fields) }
    }
}
