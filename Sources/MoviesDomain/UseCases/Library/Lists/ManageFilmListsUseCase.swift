/// Creates, renames and deletes your lists. Names are cleaned and checked
/// here (`FilmListName`); whether one is taken is the repository's to say,
/// in the same write that takes it.
public protocol ManageFilmListsUseCase: Sendable {
    /// - Returns: The list's name as kept.
    /// - Throws: `FilmListError.invalidName`, `.nameTaken`; `LibraryError`.
    func create(name: String, description: String?, isRanked: Bool) async throws -> String
    /// - Returns: The old name as it was spelt and the new one as kept.
    /// - Throws: `FilmListError.invalidName`, `.unknownList`, `.nameTaken`; `LibraryError`.
    func rename(_ name: String, to newName: String) async throws -> (old: String, new: String)
    /// - Returns: The list as it was.
    /// - Throws: `FilmListError.unknownList`; `LibraryError`.
    func delete(_ name: String) async throws -> FilmList
}

public struct DefaultManageFilmListsUseCase: ManageFilmListsUseCase {
    private let repository: any FilmListsRepository
    private let clock: any LibraryClock

    public init(repository: any FilmListsRepository, clock: any LibraryClock) {
        self.repository = repository
        self.clock = clock
    }

    public func create(name: String, description: String?, isRanked: Bool) async throws -> String {
        let cleaned = try Self.cleaned(name)
        try await repository.createFilmList(name: cleaned, description: description, isRanked: isRanked, at: clock.now())
        return cleaned
    }

    public func rename(_ name: String, to newName: String) async throws -> (old: String, new: String) {
        let cleaned = try Self.cleaned(newName)
        let old = try await repository.renameFilmList(name, to: cleaned)
        return (old, cleaned)
    }

    public func delete(_ name: String) async throws -> FilmList {
        try await repository.deleteFilmList(name)
    }

    static func cleaned(_ name: String) throws(FilmListError) -> String {
        do {
            return try FilmListName.cleaned(name)
        } catch {
            throw .invalidName(error)
        }
    }
}
