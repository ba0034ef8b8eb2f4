public import MoviesDomain

/// What the library keys need: the library's use cases, the session's
/// journal of changes (shared by every screen, so `u` undoes a change made
/// on another), the film's details (for `i`'s IMDb id), and how this run
/// opens a web page.
public struct LibraryControlsDependencies: Sendable {
    public let addToWatchlist: any AddToWatchlistUseCase
    public let removeFromWatchlist: any RemoveFromWatchlistUseCase
    public let markSeen: any MarkSeenUseCase
    /// `L`: a viewing with everything a diary entry holds.
    public let logViewing: any LogViewingUseCase
    public let rate: any RateMovieUseCase
    public let fetchMarks: any FetchLibraryMarksUseCase
    public let journal: any LibraryChangeJournal
    public let fetchMovieDetails: any FetchMovieDetailsUseCase
    /// Your lists, for `a`.
    public let lists: FilmListsControls
    /// Opens an address in the browser and says what happened, in one sentence.
    public let openWebPage: @Sendable (String) async -> String

    public init(
        addToWatchlist: any AddToWatchlistUseCase,
        removeFromWatchlist: any RemoveFromWatchlistUseCase,
        markSeen: any MarkSeenUseCase,
        logViewing: any LogViewingUseCase,
        rate: any RateMovieUseCase,
        fetchMarks: any FetchLibraryMarksUseCase,
        journal: any LibraryChangeJournal,
        fetchMovieDetails: any FetchMovieDetailsUseCase,
        lists: FilmListsControls,
        openWebPage: @escaping @Sendable (String) async -> String
    ) {
        self.addToWatchlist = addToWatchlist
        self.removeFromWatchlist = removeFromWatchlist
        self.markSeen = markSeen
        self.logViewing = logViewing
        self.rate = rate
        self.fetchMarks = fetchMarks
        self.journal = journal
        self.fetchMovieDetails = fetchMovieDetails
        self.lists = lists
        self.openWebPage = openWebPage
    }
}
