/// Why a change to your lists was refused (a usage error); nothing changed.
public enum FilmListError: Error, Equatable, Sendable {
    /// No list has this name (case aside).
    case unknownList(name: String)
    /// A list has this name already (case aside), spelt `existing`.
    case nameTaken(name: String, existing: String)
    /// The film is not on the list (spelt `list`).
    case notOnList(id: Movie.Identifier, list: String)
    /// The name cannot name a list.
    case invalidName(FilmListName.Problem)
}
