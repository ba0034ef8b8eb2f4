/// Writes the whole library as a file: Letterboxd's import CSV or our JSON.
public protocol ExportLibraryUseCase: Sendable {
    /// - Returns: The file's bytes, and the damage that kept films out, if any
    ///   (what could be read is still exported: the way out of a damaged library).
    func execute(format: LibraryFileFormat) async throws -> LibraryRead<[UInt8]>
}

public struct DefaultExportLibraryUseCase: ExportLibraryUseCase {
    private let libraryRepository: any LibraryRepository
    private let fileCoding: any LibraryFileCoding

    public init(libraryRepository: any LibraryRepository, fileCoding: any LibraryFileCoding) {
        self.libraryRepository = libraryRepository
        self.fileCoding = fileCoding
    }

    public func execute(format: LibraryFileFormat) async throws -> LibraryRead<[UInt8]> {
        let read = try await libraryRepository.allEntries()
        return LibraryRead(value: try fileCoding.encode(read.value, as: format), problem: read.problem)
    }
}
