import MoviesData
import MoviesDomain
import MoviesPresentation
import TextUI

/// `movies lists` and `movies list …`: your lists, printed plainly (at a
/// terminal the commands open their screens) and changed one sentence at a time.
extension MoviesApplication {
    private var lists: LibrarySceneDIContainer { container.librarySceneDIContainer }

    /// `movies lists`.
    func printFilmLists(json: Bool) async throws {
        let read = try await libraryCall(id: nil) { try await lists.makeFetchFilmListsUseCase().lists() }
        if let problem = read.problem {
            container.streams.printError("movies: " + LibraryErrorMessage.partialReadNote(for: problem))
        }
        if json {
            try container.streams.printOut(try JSONOutputEncoder.string(read.value.map(FilmListJSON.Summary.init)))
        } else {
            try container.streams.writeOut(FilmListPlainText.bytes(read.value))
        }
    }

    /// `movies list NAME`.
    func printFilmList(named name: String, json: Bool) async throws {
        let read = try await libraryCall(id: nil) { try await lists.makeFetchFilmListsUseCase().list(named: name) }
        if let problem = read.problem {
            container.streams.printError("movies: " + LibraryErrorMessage.partialReadNote(for: problem))
        }
        let list = read.value
        if json {
            try container.streams.printOut(try JSONOutputEncoder.string(FilmListJSON.List(list)))
        } else {
            try container.streams.writeOut(FilmListPlainText.bytes(list))
        }
    }

    /// `movies list NAME` at a terminal: the list's screen, once the list is
    /// known to be there (an unknown name is its sentence and exit 64, as when printed).
    func openFilmList(named name: String) async throws {
        let read = try await libraryCall(id: nil) { try await lists.makeFetchFilmListsUseCase().list(named: name) }
        try await runInteractive(options: MoviesSceneOptions(destination: .filmList(name: read.value.name)))
    }

    /// `movies list create`.
    func createFilmList(name: String, description: String?, isRanked: Bool) async throws {
        let created = try await libraryCall(id: nil) {
            try await lists.makeManageFilmListsUseCase().create(name: name, description: description, isRanked: isRanked)
        }
        try printSafely("Created the \(isRanked ? "ranked " : "")list \(Self.quoted(created)).")
    }

    /// `movies list rename`.
    func renameFilmList(_ name: String, to newName: String) async throws {
        let (old, new) = try await libraryCall(id: nil) { try await lists.makeManageFilmListsUseCase().rename(name, to: newName) }
        try printSafely("Renamed the list \(Self.quoted(old)) to \(Self.quoted(new)).")
    }

    /// `movies list delete`.
    func deleteFilmList(_ name: String) async throws {
        let list = try await libraryCall(id: nil) { try await lists.makeManageFilmListsUseCase().delete(name) }
        let films = list.entries.count == 1 ? "1 film" : "\(list.entries.count) films"
        try printSafely("Deleted the list \(Self.quoted(list.name)) (\(films)); the films stay wherever else they are in your library.")
    }

    /// `movies list add`: every film is found before the first is added, so
    /// a title that names none or several changes nothing.
    func addToFilmList(_ name: String, _ references: [FilmReference], note: String?) async throws {
        announceDataSource()
        // An unknown list is said before a title is searched for: no request for nothing.
        if references.contains(where: { if case .title = $0 { true } else { false } }) {
            _ = try await libraryCall(id: nil) { try await lists.makeFetchFilmListsUseCase().list(named: name) }
        }
        var films: [ResolvedFilm] = []
        for reference in references { films.append(try await resolve(reference)) }
        let ids = films.map(\.id)
        let additions = try await libraryCall(id: nil) {
            try await lists.makeEditFilmListUseCase().add(ids: ids, to: name, note: note)
        }
        for (addition, film) in zip(additions, films) {
            try printConfirmation(LibraryConfirmation.sentence(for: addition), naming: addition.film, resolved: film)
        }
    }

    /// `movies list remove`: a title is found among the list's films.
    func removeFromFilmList(_ name: String, _ reference: FilmReference) async throws {
        let film = try await resolve(reference, onList: name)
        let change = try await libraryCall(id: film.id) { try await lists.makeEditFilmListUseCase().remove(id: film.id, from: name) }
        try printConfirmation("Removed \(LibraryConfirmation.name(change.film)) from the list \(Self.quoted(change.list)).", naming: change.film, resolved: film)
    }

    /// `movies list note`: a title is found among the list's films.
    func setFilmListNote(_ name: String, _ reference: FilmReference, note: String) async throws {
        let film = try await resolve(reference, onList: name)
        let change = try await libraryCall(id: film.id) { try await lists.makeEditFilmListUseCase().setNote(note, of: film.id, in: name) }
        let filmName = LibraryConfirmation.name(change.film)
        let sentence = note.allSatisfy(\.isWhitespace)
            ? "Cleared the note on \(filmName) in the list \(Self.quoted(change.list))."
            : "Noted \(filmName) in the list \(Self.quoted(change.list))."
        try printConfirmation(sentence, naming: change.film, resolved: film)
    }

    /// `“Noir”`: a list's name set apart from the sentence around it.
    static func quoted(_ name: String) -> String {
        "\"" + name + "\""
    }

    private func printSafely(_ sentence: String) throws {
        try container.streams.printOut(TextSanitizer.sanitize(sentence))
    }
}
