public import MoviesDomain

/// The sentences for what goes wrong with the library and its files: the one
/// table the command line and the screens use.
public enum LibraryErrorMessage {
    /// How to get out of a damaged library, said wherever it is found.
    public static func recovery(path: String, backupPath: String?) -> String {
        let backup = backupPath.map { " (or put the backup \($0) in its place)" } ?? ""
        return "save what can still be read with 'movies export --format json --output FILE', "
            + "then move \(path) away and 'movies import FILE'\(backup)"
    }

    public static func sentence(for error: LibraryError) -> String {
        switch error {
        case let .damaged(path, backupPath):
            return "The library \(path) is damaged, so nothing was changed and it was left as it is: "
                + recovery(path: path, backupPath: backupPath) + "."
        case let .unavailable(path, reason):
            return "The library \(path) cannot be used (\(reason)); set MOVIES_DATA_DIR to another directory."
        case let .newerSchema(path, version, supportedVersion):
            return "The library \(path) was written by a newer movies (schema \(version), this one knows \(supportedVersion)); update movies."
        case let .unknownSchema(path, version):
            return "The library \(path) has a schema movies does not know (version \(version)), so it was left as it is; "
                + "move it away to start a new library, or put a backup copy in its place."
        case let .writeFailed(path, reason):
            return "The library \(path) could not be changed (\(reason)); nothing was changed."
        }
    }

    /// The one sentence for a change to your lists that was refused.
    public static func sentence(for error: FilmListError) -> String {
        switch error {
        case .unknownList(let name):
            return "You have no list called \"\(name)\"; 'movies lists' shows your lists."
        case let .nameTaken(name, existing):
            let spelt = existing == name ? "" : " (as \"\(existing)\")"
            return "A list called \"\(name)\" exists already\(spelt), so nothing changed; choose another name."
        case let .notOnList(id, list):
            return "TMDB film \(id) is not on the list \"\(list)\"; nothing changed."
        case .invalidName(.empty):
            return "A list needs a name, such as \"Favourites\"."
        case .invalidName(.tooLong(let length)):
            return "A list's name is at most \(FilmListName.maximumLength) characters long; this one has \(length)."
        case .invalidName(.controlCharacters):
            return "A list's name is one line of plain text, without control characters."
        }
    }

    /// The sentence for a failure of the library or of your lists; `nil`
    /// for any other error.
    public static func sentence(forLibraryFailure error: any Error) -> String? {
        switch error {
        case let error as LibraryError: return sentence(for: error)
        case let error as LibraryInputError: return sentence(for: error)
        case let error as FilmListError: return sentence(for: error)
        default: return nil
        }
    }

    /// The note beside a list read from a damaged library.
    public static func partialReadNote(for error: LibraryError) -> String {
        guard case let .damaged(path, backupPath) = error else { return sentence(for: error) }
        return "The library \(path) is damaged: this is what could still be read, and nothing can be changed until you "
            + recovery(path: path, backupPath: backupPath) + "."
    }

    public static func sentence(for error: LibraryFileError) -> String {
        let nothing = "; nothing was imported."
        switch error {
        case let .unreadable(path, reason):
            return "Cannot read \(path) (\(reason))" + nothing
        case let .tooLarge(path, limitBytes):
            return "\(path) is larger than \(limitBytes >> 20) MiB, far more than any library export" + nothing
        case let .tooMuchText(path, limitBytes):
            return "\(path) holds more than \(limitBytes >> 20) MiB of CSV, far more than any library export" + nothing
        case let .tooManyRows(path, limit):
            return "\(path) has more than \(MovieDetailsContentViewModel.groupedThousands(limit)) rows, far more than any library export" + nothing
        case let .tooManyFilms(path, limit):
            return "\(path) names more than \(MovieDetailsContentViewModel.groupedThousands(limit)) films, far more than any library export" + nothing
        case let .tooManyTitles(path, limit):
            return "\(path) names more than \(MovieDetailsContentViewModel.groupedThousands(limit)) films by title to look up, far more than any library export" + nothing
        case let .unrecognised(path):
            return "\(path) is not a movies library export, a Letterboxd CSV or a Letterboxd export .zip" + nothing
        case let .malformedCSV(name, line, problem):
            return "\(name) is not a CSV movies can read (line \(line): \(problem))" + nothing
        case let .noLetterboxdFiles(path):
            return "\(path) holds none of Letterboxd's watchlist.csv, diary.csv, watched.csv or ratings.csv" + nothing
        case let .malformedZip(path, problem):
            return "\(path) is not a zip archive movies can read (\(problem))" + nothing
        case let .malformedJSON(path, problem):
            return "\(path) cannot be imported: \(problem)" + nothing
        }
    }

    public static func sentence(for error: LibraryInputError) -> String {
        switch error {
        case let .dateInFuture(date, today):
            return "\(date) is after today (\(today)); give the day you saw the film."
        }
    }
}
