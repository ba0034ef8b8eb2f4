public import MoviesDomain

/// Shows a person at once by name, then their biography and films (cached,
/// then fresh); a film of the filmography opens its details.
@MainActor
public final class DefaultPersonViewModel: PersonViewModel {
    private let personID: Person.Identifier
    private let fetchPersonDetailsUseCase: any FetchPersonDetailsUseCase
    private let actions: PersonViewModelActions?
    private let formatter: any DataAgeFormatting
    private let wording: DataSourceWording
    private let policy: FetchPolicy
    private var films: [Movie.Identifier: Movie] = [:]
    private var loadTask: Task<Void, Never>?
    private let fetchPictureUseCase: (any FetchPosterImageUseCase)?
    private let pictureWidth: Int?
    private var pictureTask: Task<Void, Never>?
    private var requestedPicturePath: String?

    public let content: Observable<PersonContentViewModel>
    public let department = Observable<String?>(nil)
    public let status = Observable<StatusLineViewModel>(.idle)
    public let failure = Observable<FailureViewModel?>(nil)
    public let picture = Observable<PosterViewModel?>(nil)
    public private(set) var hasFetchedDetails = false

    public init(
        id: Person.Identifier,
        name: String?,
        fetchPersonDetailsUseCase: any FetchPersonDetailsUseCase,
        actions: PersonViewModelActions? = nil,
        formatter: any DataAgeFormatting,
        wording: DataSourceWording = .tmdb,
        policy: FetchPolicy = .automatic,
        fetchPictureUseCase: (any FetchPosterImageUseCase)? = nil,
        pictureWidth: Int? = nil
    ) {
        personID = id
        self.fetchPictureUseCase = fetchPictureUseCase
        self.pictureWidth = pictureWidth
        self.fetchPersonDetailsUseCase = fetchPersonDetailsUseCase
        self.actions = actions
        self.formatter = formatter
        self.wording = wording
        self.policy = policy
        content = Observable(PersonContentViewModel(id: id, name: name))
    }

    deinit {
        loadTask?.cancel()
        pictureTask?.cancel()
    }

    public var shownCredits: [PersonCreditItemViewModel] { content.value.credits(in: department.value) }

    public func viewDidLoad() { load(policy: policy) }

    public func didRefresh() {
        guard loadTask == nil else { return }
        load(policy: policy == .offline ? .offline : .refresh)
    }

    public func didCycleDepartment() {
        let departments = content.value.departments
        guard departments.count > 1 else { return department.value = nil }
        guard let current = department.value, let index = departments.firstIndex(of: current) else {
            return department.value = departments.first
        }
        department.value = index + 1 < departments.count ? departments[index + 1] : nil
    }

    public func didSelectCredit(at index: Int) {
        let shown = shownCredits
        guard shown.indices.contains(index), let movie = films[shown[index].movieID] else { return }
        actions?.showMovieDetails(movie)
    }

    public func didClose() {
        loadTask?.cancel()
        pictureTask?.cancel()
        actions?.close()
    }

    public func didStartSearch() { actions?.showSearch() }

    public func waitUntilIdle() async {
        while let task = loadTask {
            await task.value
            if loadTask == task { loadTask = nil }
        }
        await pictureTask?.value
    }

    private func load(policy: FetchPolicy) {
        loadTask?.cancel()
        failure.value = nil
        status.value = .loading
        let stream = fetchPersonDetailsUseCase.execute(id: personID, policy: policy)
        loadTask = Task { [weak self] in
            do {
                for try await fetched in stream {
                    let shown = await Self.prepare(fetched.value)
                    guard let self, !Task.isCancelled else { return }
                    self.show(shown)
                    self.status.value = .describing(fetched.origin, formatter: self.formatter, wording: self.wording)
                }
            } catch {
                guard let self, !Task.isCancelled else { return }
                let repositoryError = MoviesErrorMessage.repositoryError(from: error)
                if repositoryError != .cancelled {
                    let failure = FailureViewModel(repositoryError, wording: self.wording, subject: .person(id: self.personID), policy: policy)
                    self.failure.value = failure
                    self.status.value = .failure(failure)
                }
            }
            self?.loadTask = nil
        }
    }

    /// What a fetched person turns into on screen, with the films its rows open.
    private struct Shown: Sendable {
        let content: PersonContentViewModel
        let films: [Movie.Identifier: Movie]
        let profilePath: String?
    }

    /// Maps `details` off the main actor: linear, but a hostile answer holds
    /// hundreds of thousands of credits, and meanwhile the UI must still
    /// answer `q` and Ctrl-C.
    @concurrent
    private nonisolated static func prepare(_ details: PersonDetails) async -> Shown {
        let content = PersonContentViewModel(details: details)
        let kept = Set(content.credits.map(\.movieID))
        var films: [Movie.Identifier: Movie] = [:]
        for credit in details.credits where kept.contains(credit.movie.id) && films[credit.movie.id] == nil {
            films[credit.movie.id] = credit.movie
        }
        return Shown(content: content, films: films, profilePath: details.person.profilePath)
    }

    private func show(_ shown: Shown) {
        hasFetchedDetails = true
        films = shown.films
        // A refreshed filmography keeps the department chosen, if it still has films.
        if let chosen = department.value, !shown.content.departments.contains(chosen) { department.value = nil }
        content.value = shown.content
        loadPicture(path: shown.profilePath)
    }

    /// Fetches the profile picture through the poster pipeline (cached like
    /// every answer), once per path, unless pictures are off.
    private func loadPicture(path: String?) {
        guard let path, !path.isEmpty, let useCase = fetchPictureUseCase, let width = pictureWidth, width > 0,
              picture.value == nil, path != requestedPicturePath
        else { return }
        requestedPicturePath = path
        let picturePolicy: FetchPolicy = policy == .offline ? .offline : .automatic
        pictureTask = Task { [weak self] in
            let image = try? await useCase.execute(path: path, preferredWidth: width, policy: picturePolicy)
            guard let self, !Task.isCancelled, let image else { return }
            self.picture.value = PosterViewModel(image)
        }
    }
}
