public import MoviesDomain

/// Shows a film at once from what the list knew, then fills in the details.
///
/// The poster is fetched beside the details, never before them or in their
/// way: it appears when it arrives, and a poster that cannot be had is simply
/// not shown.
@MainActor
public final class DefaultMovieDetailsViewModel: MovieDetailsViewModel {
    private let movie: Movie
    private let loader: SingleLoader<MovieDetails>
    private let actions: MovieDetailsViewModelActions?
    private let settings: LoadSettings
    private let fetchPosterImageUseCase: (any FetchPosterImageUseCase)?
    private let posterWidth: Int?
    private var posterTask: Task<Void, Never>?
    private var requestedPosterPath: String?
    private var isPosterLoading = false

    public var isPosterPending: Bool { isPosterLoading }

    public let content: Observable<MovieDetailsContentViewModel>
    public var status: Observable<StatusLineViewModel> { loader.status }
    public var failure: FailureViewModel? { loader.state.value.failure }
    public var hasFetchedDetails: Bool { loader.value != nil }
    public let poster = Observable<PosterViewModel?>(nil)
    public let notice = Observable<String?>(nil)

    public init(
        movie: Movie,
        fetchMovieDetailsUseCase: any FetchMovieDetailsUseCase,
        actions: MovieDetailsViewModelActions? = nil,
        settings: LoadSettings,
        fetchPosterImageUseCase: (any FetchPosterImageUseCase)? = nil,
        posterWidth: Int? = nil,
        region: WatchRegion? = nil
    ) {
        self.movie = movie
        loader = SingleLoader(settings: settings, subject: .movie(id: movie.id)) { policy in
            fetchMovieDetailsUseCase.execute(id: movie.id, policy: policy)
        }
        self.actions = actions
        self.settings = settings
        self.fetchPosterImageUseCase = fetchPosterImageUseCase
        self.posterWidth = posterWidth
        content = Observable(MovieDetailsContentViewModel(movie: movie))
        loader.state.observe(on: self) { [weak self] state in
            guard case .loaded(let details, _) = state, let self else { return }
            self.content.value = MovieDetailsContentViewModel(details: details, region: region)
            self.loadPoster(path: details.movie.posterPath)
        }
    }

    // The poster task holds the view model weakly, so a screen dropped
    // without `didClose()` would otherwise leave its fetch running to the end.
    deinit {
        posterTask?.cancel()
    }

    public func viewDidLoad() {
        loader.load()
        loadPoster(path: movie.posterPath)
    }

    public func didRefresh() {
        loader.refresh()
        if poster.value == nil, !isPosterLoading {
            // A poster that failed before may come now; one on screen needs no refresh.
            requestedPosterPath = nil
            loadPoster(path: movie.posterPath)
        }
    }

    public func didStartSearch() {
        actions?.showSearch()
    }

    public func didSelectLink(at index: Int) {
        let links = content.value.links
        guard links.indices.contains(index) else { return }
        guard let actions else { return }
        if let said = links[index].follow(with: actions) { notice.value = said }
    }

    public func didShowVideos() {
        actions?.showVideos(movie.id, content.value.title)
    }

    public func didOpenIMDb() {
        guard let actions else { return }
        guard let address = content.value.facts.imdbURL else {
            notice.value = hasFetchedDetails ? "TMDB knows no IMDb page for this film." : "The film's IMDb id comes with its details; wait for them."
            return
        }
        notice.value = actions.openWebPage(address)
    }

    public func didClose() {
        loader.cancel()
        posterTask?.cancel()
        actions?.close()
    }

    public func waitUntilIdle() async {
        while true {
            let poster = posterTask
            await loader.waitUntilIdle()
            await poster?.value
            // Details that arrive may start the poster; wait for that too.
            if posterTask == poster, !loader.isLoading { return }
        }
    }

    /// Starts fetching the poster at `path` unless posters are off, one is
    /// shown, or that path is already asked for.
    private func loadPoster(path: String?) {
        guard let path, !path.isEmpty, let useCase = fetchPosterImageUseCase,
              let width = posterWidth, width > 0,
              poster.value == nil, path != requestedPosterPath
        else { return }
        requestedPosterPath = path
        isPosterLoading = true
        posterTask?.cancel()
        // A poster path names one unchanging picture: a cached copy is never stale.
        let posterPolicy = settings.ongoingPolicy
        posterTask = Task { [weak self] in
            let image = try? await useCase.execute(path: path, preferredWidth: width, policy: posterPolicy)
            guard let self, !Task.isCancelled else { return }
            self.isPosterLoading = false
            // Set either way: a poster that could not be had frees its column.
            self.poster.value = image.map(PosterViewModel.init)
        }
    }
}
