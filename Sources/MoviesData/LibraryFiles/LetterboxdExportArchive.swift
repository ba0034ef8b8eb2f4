import MoviesDomain

/// The `.zip` of `export --format letterboxd --output F.zip`: the library in
/// the layout of Letterboxd's own account export (which an import reads back
/// whole), and under `import/` the two files Letterboxd's importer takes —
/// the diary, and the watchlist apart so that no watchlist film is logged
/// as watched.
enum LetterboxdExportArchive {
    /// - Parameter modified: The day the archive's files are dated; `nil` when unknown.
    /// - Throws: `ZipWriter.Problem` for a library too large for a zip without zip64.
    static func encode(_ export: LibraryExport, modified: CalendarDate?) throws -> [UInt8] {
        var archive = ZipWriter(modified: modified)
        let addresses = LetterboxdURI(export.entries)
        for file in LetterboxdAccountExportWriter.files(export.entries) {
            try archive.add(name: file.name, content: file.content)
        }
        for (list, name) in zip(export.lists, LetterboxdListFile.fileNames(export.lists)) {
            try archive.add(name: name, content: LetterboxdListFile.encode(list, addresses: addresses))
        }
        try archive.add(name: "import/diary.csv", content: LetterboxdImportCSV.encodeDiary(export))
        try archive.add(name: "import/watchlist.csv", content: LetterboxdImportCSV.encodeWatchlist(export))
        return archive.finish()
    }
}
