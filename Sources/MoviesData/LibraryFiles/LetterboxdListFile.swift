import MoviesDomain

/// One of your lists as Letterboxd's export writes one under `lists/`: the
/// line `Letterboxd list export v7`, the list's own row
/// (`Date,Name,Tags,URL,Description`), a blank line, then its films in order
/// (`Position,Name,Year,URL,Description`, the description being your note on
/// the film). A ranked list numbers its films; a list that is not leaves
/// `Position` empty, as its page shows no numbers — so reading it back tells
/// the two apart. A file for people: cells are guarded as the export's others.
enum LetterboxdListFile {
    static let versionLine = "Letterboxd list export v7"
    static let listColumns = ["Date", "Name", "Tags", "URL", "Description"]
    static let filmColumns = ["Position", "Name", "Year", "URL", "Description"]

    static func encode(_ list: FilmList, addresses: LetterboxdURI) -> [UInt8] {
        var writer = CSVWriter(guardsFormulas: true)
        writer.append([versionLine])
        writer.append(listColumns)
        writer.append([LetterboxdAccountExportWriter.day(list.createdAt, or: nil), list.name, "", "", list.description ?? ""])
        var bytes = writer.bytes + [0x0D, 0x0A]
        writer = CSVWriter(guardsFormulas: true)
        writer.append(filmColumns)
        for (index, entry) in list.entries.enumerated() {
            writer.append([
                list.isRanked ? String(index + 1) : "", entry.film.title, entry.film.year.map(String.init) ?? "",
                addresses.cell(for: entry.film), entry.note ?? "",
            ])
        }
        bytes += writer.bytes
        return bytes
    }

    /// The names of `lists`' files, in their order: `lists/` and the list's
    /// name made safe for any file system (letters and digits kept, runs of
    /// anything else one `-`, lower case, as Letterboxd names them), a number
    /// added where two lists would share one.
    static func fileNames(_ lists: [FilmList]) -> [String] {
        var taken: Set<String> = []
        return lists.map { list in
            let stem = slug(list.name)
            var name = stem
            var number = 2
            while taken.contains(name) {
                name = "\(stem)-\(number)"
                number += 1
            }
            taken.insert(name)
            return "lists/\(name).csv"
        }
    }

    private static func slug(_ name: String) -> String {
        var slug = ""
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        // A name of symbols alone still needs a file; a long one is cut well under any file system's limit.
        return slug.isEmpty ? "list" : String(slug.prefix(80))
    }
}
