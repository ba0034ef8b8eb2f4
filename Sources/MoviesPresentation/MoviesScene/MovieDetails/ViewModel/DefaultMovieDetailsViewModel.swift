public import MoviesDomain

/// Shows a film at once from what the list knew, then fills in the details.
///
/// The poster is fetched beside the details, never before them or in their
/// way: it appears when it arrives, and a poster that cannot be had is simply
/// not shown.
@MainActor
public final class DefaultMovieDetailsViewModel: MovieDetailsViewModel {
    private let movie: Movie
    private let fetchMovieDetailsUseCase: any FetchMovieDetailsUseCase
    private let actions: MovieDetailsViewModelActions?
    private let formatter: any DataAgeFormatting
    private let policy: FetchPolicy
    private let fetchPosterImageUseCase: (any FetchPosterImageUseCase)?
    private let posterWidth: Int?
    private var loadTask: Task<Void, Never>?
    private var posterTask: Task<Void, Never>?
    private var requestedPosterPath: String?
    private var isPosterLoading = false

    public var isPosterPending: Bool { isPosterLoading }

    public let content: Observable<MovieDetailsContentViewModel>
    public let isLoading = Observable<Bool>(false)
    public let status = Observable<StatusLineViewModel>(.idle)
    public let failure = Observable<FailureViewModel?>(nil)
    public private(set) var hasFetchedDetails = false
    public let poster = Observable<PosterViewModel?>(nil)

    private let wording: DataSourceWording

    public init(
        movie: Movie,
        fetchMovieDetailsUseCase: any FetchMovieDetailsUseCase,
        actions: MovieDetailsViewModelActions? = nil,
        formatter: any DataAgeFormatting,
        policy: FetchPolicy = .automatic,
        fetchPosterImageUseCase: (any FetchPosterImageUseCase)? = nil,
        posterWidth: Int? = nil,
        wording: DataSourceWording = .tmdb
    ) {
        self.wording = wording
        self.movie = movie
        self.fetchMovieDetailsUseCase = fetchMovieDetailsUseCase
        self.actions = actions
        self.formatter = formatter
        self.policy = policy
        self.fetchPosterImageUseCase = fetchPosterImageUseCase
        self.posterWidth = posterWidth
        self.content = Observable(MovieDetailsContentViewModel(movie: movie))
    }

    // The tasks hold the view model weakly, so a screen dropped without
    // `didClose()` would otherwise leave its fetches running to the end.
    deinit {
        loadTask?.cancel()
        posterTask?.cancel()
    }

    public func viewDidLoad() {
        load(policy: policy)
        loadPoster(path: movie.posterPath)
    }

    public func didRefresh() {
        load(policy: policy == .offline ? .offline : .refresh)
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
        switch links[index].target {
        case .person(let id, let name): actions?.showPerson(id, name)
        case .moviesList(let source): actions?.showMoviesList(source)
        }
    }

    public func didClose() {
        loadTask?.cancel()
        posterTask?.cancel()
        actions?.close()
    }

    public func waitUntilIdle() async {
        while true {
            let details = loadTask
            let poster = posterTask
            await details?.value
            await poster?.value
            // Details that arrive may start the poster; wait for that too.
            if loadTask == details, posterTask == poster { return }
        }
    }

    private func load(policy: FetchPolicy) {
        loadTask?.cancel()
        isLoading.value = true
        failure.value = nil
        status.value = .loading
        let stream = fetchMovieDetailsUseCase.execute(id: movie.id, policy: policy)
        loadTask = Task { [weak self] in
            do {
                for try await fetched in stream {
                    guard let self, !Task.isCancelled else { return }
                    self.hasFetchedDetails = true
                    self.content.value = MovieDetailsContentViewModel(details: fetched.value)
                    self.status.value = .describing(
                        fetched.origin, formatter: self.formatter, wording: self.wording
                    )
                    self.loadPoster(path: fetched.value.movie.posterPath)
                }
            } catch {
                guard let self, !Task.isCancelled else { return }
                let repositoryError = MoviesErrorMessage.repositoryError(from: error)
                if repositoryError != .cancelled {
                    let failure = FailureViewModel(
                        repositoryError, wording: self.wording, subject: .movie(id: self.movie.id), policy: self.policy
                    )
                    self.failure.value = failure
                    self.status.value = .failure(failure)
                }
            }
            guard let self, !Task.isCancelled else { return }
            self.isLoading.value = false
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
        let posterPolicy: FetchPolicy = policy == .offline ? .offline : .automatic
        posterTask = Task { [weak self] in
            let image = try? await useCase.execute(path: path, preferredWidth: width, policy: posterPolicy)
            guard let self, !Task.isCancelled else { return }
            self.isPosterLoading = false
            // Set either way: a poster that could not be had frees its column.
            self.poster.value = image.map(PosterViewModel.init)
        }
    }
}
