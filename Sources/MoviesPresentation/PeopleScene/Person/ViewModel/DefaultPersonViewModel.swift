public import MoviesDomain

/// Shows a person at once by name, then their biography and films (cached,
/// then fresh); a film of the filmography opens its details.
@MainActor
public final class DefaultPersonViewModel: PersonViewModel {
    private let loader: SingleLoader<PersonShown>
    private let actions: PersonViewModelActions?
    private let settings: LoadSettings
    private var films: [Movie.Identifier: Movie] = [:]
    private let fetchPictureUseCase: (any FetchPosterImageUseCase)?
    private let pictureWidth: Int?
    private var pictureTask: Task<Void, Never>?
    private var requestedPicturePath: String?

    public let content: Observable<PersonContentViewModel>
    public let department = Observable<String?>(nil)
    public var status: Observable<StatusLineViewModel> { loader.status }
    public var failure: FailureViewModel? { loader.state.value.failure }
    public let picture = Observable<PosterViewModel?>(nil)
    public var hasFetchedDetails: Bool { loader.value != nil }

    public init(
        id: Person.Identifier,
        name: String?,
        fetchPersonDetailsUseCase: any FetchByIDUseCase<Person.Identifier, PersonDetails>,
        actions: PersonViewModelActions? = nil,
        settings: LoadSettings,
        fetchPictureUseCase: (any FetchPosterImageUseCase)? = nil,
        pictureWidth: Int? = nil
    ) {
        loader = SingleLoader(settings: settings, subject: .person(id: id)) { policy in
            Fetched.preparing(fetchPersonDetailsUseCase.execute(id: id, policy: policy), with: PersonShown.prepare)
        }
        self.actions = actions
        self.settings = settings
        self.fetchPictureUseCase = fetchPictureUseCase
        self.pictureWidth = pictureWidth
        content = Observable(PersonContentViewModel(id: id, name: name))
        loader.state.observe(on: self) { [weak self] state in
            guard case .loaded(let shown, _) = state else { return }
            self?.show(shown)
        }
    }

    deinit {
        pictureTask?.cancel()
    }

    public var shownCredits: [PersonCreditItemViewModel] { content.value.credits(in: department.value) }

    public func viewDidLoad() { loader.load() }

    public func didRefresh() { loader.refresh() }

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
        loader.cancel()
        pictureTask?.cancel()
        actions?.close()
    }

    public func didStartSearch() { actions?.showSearch() }

    public func waitUntilIdle() async {
        await loader.waitUntilIdle()
        await pictureTask?.value
    }

    private func show(_ shown: PersonShown) {
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
        let picturePolicy = settings.ongoingPolicy
        pictureTask = Task { [weak self] in
            let image = try? await useCase.execute(path: path, preferredWidth: width, policy: picturePolicy)
            guard let self, !Task.isCancelled, let image else { return }
            self.picture.value = PosterViewModel(image)
        }
    }
}
