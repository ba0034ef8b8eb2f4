/// The one rule for cells a spreadsheet would run as a formula.
///
/// A CSV opened in a spreadsheet runs a cell that starts with `=`, `+`, `-`
/// or `@` (and some read a tab or CR before them): a title such as
/// `=HYPERLINK("http://…")` from a server or an imported file would become a
/// link or a command. Files we write for people (Letterboxd's own export
/// layout) get a `'` before such a cell, which spreadsheets show as text; the
/// reader takes it off again, so a round trip through our own files is exact.
/// Files for Letterboxd's importer keep every title exactly.
///
/// A cell that already starts with `'`s before such a character gets one
/// more, so `unguarded(guarded(x)) == x` for every `x`, and a title that
/// merely starts with `'` (`'Round Midnight`) is read as it is.
enum SpreadsheetFormulaGuard {
    /// The cell as written to a file for people.
    static func guarded(_ cell: String) -> String {
        needsGuard(cell.utf8[...]) ? "'" + cell : cell
    }

    /// The cell as it was before `guarded`.
    static func unguarded(_ cell: String) -> String {
        let bytes = cell.utf8
        guard bytes.first == UInt8(ascii: "'"), needsGuard(bytes.dropFirst()) else { return cell }
        return String(decoding: bytes.dropFirst(), as: UTF8.self)
    }

    /// Whether the cell, after any `'`s it starts with, starts with a character a spreadsheet acts on.
    private static func needsGuard(_ bytes: Substring.UTF8View) -> Bool {
        guard let first = bytes.first(where: { $0 != UInt8(ascii: "'") }) else { return false }
        return triggers.contains(first)
    }

    private static let triggers: Set<UInt8> = [
        UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D,
    ]
}
