/// The session's journal of library changes made in the UI, and their undo
/// (`u`): newest first, as many times as there are changes.
public protocol LibraryChangeJournal: Sendable {
    /// Runs `change` on film `id` and journals what it did to the film, if
    /// anything; a change that throws is not journaled.
    /// - Throws: What `change` throws; `LibraryError` reading the library.
    func recording<Result: Sendable>(
        film id: Movie.Identifier,
        _ change: @Sendable () async throws -> Result
    ) async throws -> Result
    /// Runs `addition` (a film put on a list, the list made for it when it
    /// says so) and journals it when it changed anything.
    /// - Throws: What `addition` throws; the addition is then not journaled.
    func recording(
        listAddition addition: @Sendable () async throws -> (addition: FilmListAddition, createdList: Bool)
    ) async throws -> FilmListAddition
    /// Reverses the newest change not yet undone and takes it off the journal.
    /// - Returns: The change undone, or `nil` when there is nothing to undo.
    /// - Throws: `LibraryError`; the change then stays journaled.
    func undoLatest() async throws -> LibraryChange?
}

/// The journal of one run of the program, kept in memory: a session's undo
/// does not outlive it.
public actor DefaultLibraryChangeJournal: LibraryChangeJournal {
    private let libraryRepository: any LibraryRepository
    /// Where list additions are undone; `nil` where none are journaled.
    private let filmListsRepository: (any FilmListsRepository)?
    private var changes: [LibraryChange] = []

    public init(libraryRepository: any LibraryRepository, filmListsRepository: (any FilmListsRepository)? = nil) {
        self.libraryRepository = libraryRepository
        self.filmListsRepository = filmListsRepository
    }

    public func recording<Result: Sendable>(
        film id: Movie.Identifier,
        _ change: @Sendable () async throws -> Result
    ) async throws -> Result {
        let before = try await libraryRepository.entry(id: id)
        let result = try await change()
        let after = try await libraryRepository.entry(id: id)
        if let journaled = LibraryChange(before: before, after: after) { changes.append(journaled) }
        return result
    }

    public func recording(
        listAddition addition: @Sendable () async throws -> (addition: FilmListAddition, createdList: Bool)
    ) async throws -> FilmListAddition {
        let (made, createdList) = try await addition()
        // Only a journal that can take it back records it.
        if made.wasAdded, filmListsRepository != nil {
            changes.append(LibraryChange(film: made.film, effects: [.addedToList(name: made.list, createdList: createdList)]))
        }
        return made
    }

    public func undoLatest() async throws -> LibraryChange? {
        guard let latest = changes.popLast() else { return nil }
        do {
            // Last effect first: each is reversed onto the state it left.
            for effect in latest.effects.reversed() {
                try await reverse(effect, of: latest.film)
            }
        } catch {
            changes.append(latest)
            throw error
        }
        return latest
    }

    private func reverse(_ effect: LibraryEffect, of film: LibraryFilm) async throws {
        switch effect {
        case .addedToWatchlist:
            _ = try await libraryRepository.removeFromWatchlist(id: film.id)
        case .removedFromWatchlist(let addedAt):
            _ = try await libraryRepository.addToWatchlist(film, at: addedAt)
        case .viewingAdded(let viewing):
            _ = try await libraryRepository.removeViewings(of: film.id, on: viewing.date)
        case .viewingRemoved(let viewing):
            _ = try await libraryRepository.addViewing(of: film, viewing, rating: nil, takingOffWatchlist: false)
        case .ratingChanged(let from, _):
            _ = try await libraryRepository.setRating(from, of: film)
        case let .addedToList(name, createdList):
            guard let lists = filmListsRepository else { return }
            _ = try await lists.removeFromFilmList(name, id: film.id)
            if createdList { _ = try await lists.deleteFilmList(name) }
        }
    }
}
