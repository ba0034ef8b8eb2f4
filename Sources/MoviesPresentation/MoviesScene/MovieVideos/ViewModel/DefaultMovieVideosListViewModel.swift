public import MoviesDomain

/// A film's videos from its details answer (cached, then fresh), and
/// playing the one chosen.
@MainActor
public final class DefaultMovieVideosListViewModel: MovieVideosListViewModel {
    public let movieID: Movie.Identifier
    public let title: String
    private let loader: SingleLoader<MovieVideos>
    private let actions: MovieVideosViewModelActions?

    public let videos = Observable<MovieVideosViewModel?>(nil)
    public let notice = Observable<String?>(nil)
    public var status: Observable<StatusLineViewModel> { loader.status }
    public var failure: FailureViewModel? { loader.state.value.failure }

    public init(
        movieID: Movie.Identifier,
        title: String,
        fetchVideosUseCase: any FetchByIDUseCase<Movie.Identifier, MovieVideos>,
        actions: MovieVideosViewModelActions? = nil,
        settings: LoadSettings
    ) {
        self.movieID = movieID
        self.title = title
        self.actions = actions
        loader = SingleLoader(settings: settings, subject: .movie(id: movieID)) { policy in
            fetchVideosUseCase.execute(id: movieID, policy: policy)
        }
        loader.state.observe(on: self) { [weak self] state in
            guard let shown = state.shown else { return }
            self?.videos.value = MovieVideosViewModel(shown)
        }
    }

    public func viewDidLoad() { loader.load() }

    public func didSelectVideo(at index: Int) {
        guard let items = videos.value?.items, items.indices.contains(index), let address = items[index].playableURL else { return }
        guard let actions else { return }
        notice.value = actions.playVideo(address)
    }

    public func didRefresh() { loader.refresh() }

    public func didStartSearch() { actions?.showSearch() }

    public func didClose() {
        loader.cancel()
        actions?.close()
    }

    public func waitUntilIdle() async { await loader.waitUntilIdle() }
}
