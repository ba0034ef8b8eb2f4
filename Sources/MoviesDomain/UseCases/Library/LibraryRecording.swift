/// What the use cases that record a film share: finding the film (cache
/// first, then the library's own copy), the library, and the clock.
struct LibraryRecording: Sendable {
    let films: LibraryFilmFetcher
    let libraryRepository: any LibraryRepository
    let clock: any LibraryClock

    init(movieDetailsRepository: any MovieDetailsRepository, libraryRepository: any LibraryRepository, clock: any LibraryClock) {
        films = LibraryFilmFetcher(movieDetailsRepository: movieDetailsRepository, libraryRepository: libraryRepository)
        self.libraryRepository = libraryRepository
        self.clock = clock
    }
}
