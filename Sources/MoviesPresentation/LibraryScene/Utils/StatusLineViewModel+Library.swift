import MoviesDomain

extension StatusLineViewModel {
    /// The status line of a screen that read the library: where it lives,
    /// or which part of a damaged file could not be read.
    static func libraryRead(problem: LibraryError?) -> StatusLineViewModel {
        problem.map { StatusLineViewModel(kind: .error, text: LibraryErrorMessage.partialReadNote(for: $0)) }
            ?? StatusLineViewModel(kind: .neutral, text: "your library, on this computer")
    }

    /// The status line of a screen whose read of the library failed.
    static func libraryFailure(_ error: any Error) -> StatusLineViewModel {
        let text = LibraryErrorMessage.sentence(forLibraryFailure: error) ?? "The library could not be read."
        return StatusLineViewModel(kind: .error, text: text)
    }
}
