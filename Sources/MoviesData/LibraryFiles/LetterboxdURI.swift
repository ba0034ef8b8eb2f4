import MoviesDomain

/// The one place a film's Letterboxd address is written from: the address
/// the library kept from the row it was imported with (schema 4), or an empty
/// cell, which Letterboxd's importer and ours both read as "match by the
/// other columns". Nothing is made up from a title.
struct LetterboxdURI {
    private let addresses: [Movie.Identifier: String]

    /// The addresses `entries` keep, by film.
    init(_ entries: [LibraryEntry]) {
        var addresses: [Movie.Identifier: String] = [:]
        for entry in entries {
            if let address = entry.letterboxdURI { addresses[entry.film.id] = address }
        }
        self.addresses = addresses
    }

    /// The cell for `film`; empty when its address is not known.
    func cell(for film: LibraryFilm) -> String {
        addresses[film.id] ?? ""
    }
}
