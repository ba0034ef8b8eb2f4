import MoviesDomain

/// The one place a film's Letterboxd address is written from.
///
/// The library does not keep the address of an imported row yet (a later
/// schema keeps it): until then every `Letterboxd URI` / `LetterboxdURI` /
/// `URL` cell of an export is empty, which Letterboxd's importer and ours
/// both read as "match by the other columns".
enum LetterboxdURI {
    /// The cell for `film`; empty when its address is not known.
    static func cell(for film: LibraryFilm) -> String {
        ""
    }
}
