import MoviesDomain

/// Reads CSV as RFC 4180 writes it: fields separated by commas, records by
/// CRLF or LF, a field in double quotes may hold commas, line breaks and
/// doubled quotes. A UTF-8 byte order mark at the start is skipped.
struct CSVReader {
    /// A file that breaks the format, with the line where it does.
    struct Malformed: Error, Equatable {
        let line: Int
        let problem: String
    }

    /// Every record with its fields; blank lines are left out.
    /// - Returns: Each record with the line it starts on (1-based).
    static func records(_ bytes: [UInt8]) throws(Malformed) -> [(line: Int, fields: [String])] {
        var records: [(line: Int, fields: [String])] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var recordLine = 1
        var inQuotes = false
        var quotedField = false
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            quotedField = false
        }
        func endRecord() {
            endField()
            if !(fields.count == 1 && fields[0].isEmpty) { records.append((recordLine, fields)) }
            fields.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inQuotes {
                if byte == UInt8(ascii: "\"") {
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: ","):
                endField()
            case UInt8(ascii: "\r") where index < bytes.count && bytes[index] == UInt8(ascii: "\n"):
                continue
            case UInt8(ascii: "\n"):
                endRecord()
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
                field.append(byte)
            }
        }
        if inQuotes { throw Malformed(line: recordLine, problem: "a quote that is never closed") }
        if !field.isEmpty || !fields.isEmpty || quotedField { endRecord() }
        return records
    }
}
