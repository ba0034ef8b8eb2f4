/// Your lists, kept in the library beside the watchlist and the diary. Each
/// change is one transaction: a name is checked and taken in the same write,
/// so two processes can never create two lists of one name.
/// - Throws: `LibraryError` from every method; `FilmListError` where said.
public protocol FilmListsRepository: Sendable {
    /// Every list without its films, by name (case aside).
    func filmLists() async throws -> LibraryRead<[FilmListSummary]>
    /// Every list with its films, by name: what an export writes.
    func allFilmLists() async throws -> LibraryRead<[FilmList]>
    /// The list called `name` (case aside) with its films in order, or `nil`;
    /// of a damaged file, what can be read of it.
    func filmList(named name: String) async throws -> LibraryRead<FilmList?>

    /// Creates an empty list.
    /// - Throws: `FilmListError.nameTaken`.
    func createFilmList(name: String, description: String?, isRanked: Bool, at time: Timestamp) async throws
    /// - Returns: The list's old name as it was spelt.
    /// - Throws: `FilmListError.unknownList`, `.nameTaken` (another list has `newName`).
    func renameFilmList(_ name: String, to newName: String) async throws -> String
    /// Deletes the list and its entries (the films stay where else they are).
    /// - Returns: The list as it was.
    /// - Throws: `FilmListError.unknownList`.
    func deleteFilmList(_ name: String) async throws -> FilmList

    /// Puts `film` at the end of the list, with `note` when given.
    /// - Returns: The list's name as spelt, and `false` when the film was on it already (nothing changed).
    /// - Throws: `FilmListError.unknownList`.
    func addToFilmList(_ name: String, film: LibraryFilm, note: String?) async throws -> (list: String, added: Bool)
    /// Takes the film off the list; the films after it move up.
    /// - Returns: The list's name as spelt and the film taken off.
    /// - Throws: `FilmListError.unknownList`, `.notOnList`.
    func removeFromFilmList(_ name: String, id: Movie.Identifier) async throws -> (list: String, film: LibraryFilm)
    /// Sets (or with `nil` clears) the film's note on the list.
    /// - Returns: The list's name as spelt and the film.
    /// - Throws: `FilmListError.unknownList`, `.notOnList`.
    func setNote(_ note: String?, of id: Movie.Identifier, in name: String) async throws -> (list: String, film: LibraryFilm)
}
