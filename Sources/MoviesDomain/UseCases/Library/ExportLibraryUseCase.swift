/// Writes the whole library as a file: Letterboxd's import CSV or our JSON.
public protocol ExportLibraryUseCase: Sendable {
    /// - Returns: The file's bytes, and the damage that kept films out, if any
    ///   (what could be read is still exported: the way out of a damaged library).
    func execute(format: LibraryFileFormat) async throws -> LibraryRead<[UInt8]>
}

public struct DefaultExportLibraryUseCase: ExportLibraryUseCase {
    private let libraryRepository: any LibraryRepository
    private let fileCoding: any LibraryFileCoding
    private let filmListsRepository: (any FilmListsRepository)?

    /// - Parameter filmListsRepository: Where the lists are; `nil` exports films alone.
    public init(libraryRepository: any LibraryRepository, fileCoding: any LibraryFileCoding, filmListsRepository: (any FilmListsRepository)? = nil) {
        self.libraryRepository = libraryRepository
        self.fileCoding = fileCoding
        self.filmListsRepository = filmListsRepository
    }

    public func execute(format: LibraryFileFormat) async throws -> LibraryRead<[UInt8]> {
        let read = try await libraryRepository.allEntries()
        let lists = try await filmListsRepository?.allFilmLists()
        let bytes = try fileCoding.encode(read.value, lists: lists?.value ?? [], as: format)
        return LibraryRead(value: bytes, problem: read.problem ?? lists?.problem)
    }
}
