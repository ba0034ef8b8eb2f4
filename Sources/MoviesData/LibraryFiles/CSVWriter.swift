/// Writes CSV as RFC 4180 has it: CRLF between records, and a field quoted
/// when it holds a comma, a quote, a line break or spaces at either end.
struct CSVWriter {
    private(set) var bytes: [UInt8] = []

    mutating func append(_ fields: [String]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            let needsQuotes = field.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
                || field.first == " " || field.last == " "
            guard needsQuotes else {
                bytes.append(contentsOf: field.utf8)
                continue
            }
            bytes.append(UInt8(ascii: "\""))
            for byte in field.utf8 {
                if byte == UInt8(ascii: "\"") { bytes.append(byte) }
                bytes.append(byte)
            }
            bytes.append(UInt8(ascii: "\""))
        }
        bytes.append(contentsOf: [0x0D, 0x0A])
    }
}
