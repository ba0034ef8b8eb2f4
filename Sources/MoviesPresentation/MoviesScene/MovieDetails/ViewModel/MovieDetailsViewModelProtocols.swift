import MoviesDomain

/// What the details view tells its view model.
@MainActor
public protocol MovieDetailsViewModelInput: ScreenViewModelInput {
    /// Starts fetching the full details.
    func viewDidLoad()
    /// Opens link `index` of `content.links` (a person, related films, the collection).
    func didSelectLink(at index: Int)
    /// `v`: the film's videos.
    func didShowVideos()
    /// `i`: the film's IMDb page, in the browser.
    func didOpenIMDb()
}

/// What the details view observes.
@MainActor
public protocol MovieDetailsViewModelOutput: LoadingViewModelOutput {
    var content: Observable<MovieDetailsContentViewModel> { get }
    /// Whether details arrived (cached or fresh), not only what the list knew.
    var hasFetchedDetails: Bool { get }
    /// The poster once it has arrived; stays `nil` when posters are off, the
    /// film has none, or it could not be had (never an error on screen).
    var poster: Observable<PosterViewModel?> { get }
    /// Whether a poster is on its way: the view keeps its column free so the
    /// text does not jump when it arrives.
    var isPosterPending: Bool { get }
    /// What following the last link started outside the program (the
    /// trailer, played), for the status line; `nil` until then.
    var notice: Observable<String?> { get }
}

/// A details view model, as the view sees it.
public typealias MovieDetailsViewModel = MovieDetailsViewModelInput & MovieDetailsViewModelOutput
