import MoviesDomain

/// Shows a film at once from what the list knew, then fills in the details.
@MainActor
public final class DefaultMovieDetailsViewModel: MovieDetailsViewModel {
    private let movie: Movie
    private let fetchMovieDetailsUseCase: any FetchMovieDetailsUseCase
    private let actions: MovieDetailsViewModelActions?
    private let formatter: any DataAgeFormatting
    private let policy: FetchPolicy
    private var loadTask: Task<Void, Never>?

    public let content: Observable<MovieDetailsContentViewModel>
    public let isLoading = Observable<Bool>(false)
    public let status = Observable<StatusLineViewModel>(.idle)
    public let failure = Observable<MoviesRepositoryError?>(nil)

    public init(
        movie: Movie,
        fetchMovieDetailsUseCase: any FetchMovieDetailsUseCase,
        actions: MovieDetailsViewModelActions? = nil,
        formatter: any DataAgeFormatting,
        policy: FetchPolicy = .automatic
    ) {
        self.movie = movie
        self.fetchMovieDetailsUseCase = fetchMovieDetailsUseCase
        self.actions = actions
        self.formatter = formatter
        self.policy = policy
        self.content = Observable(MovieDetailsContentViewModel(movie: movie))
    }

    public func viewDidLoad() {
        load(policy: policy)
    }

    public func didRefresh() {
        load(policy: policy == .offline ? .offline : .refresh)
    }

    public func didClose() {
        loadTask?.cancel()
        actions?.close()
    }

    public func waitUntilIdle() async {
        while let task = loadTask {
            await task.value
            if loadTask == task { return }
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
                    self.content.value = MovieDetailsContentViewModel(details: fetched.value)
                    self.status.value = .describing(fetched.origin, formatter: self.formatter)
                }
            } catch {
                guard let self, !Task.isCancelled else { return }
                let repositoryError = MoviesErrorMessage.repositoryError(from: error)
                if repositoryError != .cancelled {
                    self.failure.value = repositoryError
                    self.status.value = .failure(repositoryError)
                }
            }
            guard let self, !Task.isCancelled else { return }
            self.isLoading.value = false
        }
    }
}
