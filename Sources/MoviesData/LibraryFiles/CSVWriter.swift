/// Writes CSV as RFC 4180 has it: CRLF between records, and a field quoted
/// when it holds a comma, a quote, a line break or spaces at either end.
struct CSVWriter {
    /// Whether cells a spreadsheet would run get a `'` first
    /// (`SpreadsheetFormulaGuard`): files for people, not for Letterboxd's importer.
    let guardsFormulas: Bool
    private(set) var bytes: [UInt8] = []

    /// - Parameter guardsFormulas: `true` for files in Letterboxd's own
    ///   export layout, read by people in spreadsheets; `false` for the
    ///   import format, whose titles Letterboxd must get exactly.
    init(guardsFormulas: Bool) {
        self.guardsFormulas = guardsFormulas
    }

    mutating func append(_ fields: [String]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            let field = guardsFormulas ? SpreadsheetFormulaGuard.guarded(field) : field
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
