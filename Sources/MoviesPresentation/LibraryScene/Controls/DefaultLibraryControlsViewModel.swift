public import MoviesDomain

/// Changes the library from the keys of a film row or details screen, keeps
/// the marks of the films shown, and says in one line what happened.
@MainActor
public final class DefaultLibraryControlsViewModel: LibraryControlsViewModel {
    let dependencies: LibraryControlsDependencies
    private let actions: LibraryControlsViewModelActions
    private let wording: DataSourceWording
    /// How `i` reads the film's details: the run's policy (`--offline` asks no server).
    private let detailsPolicy: FetchPolicy
    private var known: [Movie.Identifier: LibraryMark] = [:]
    private var clipboardText: String?
    /// Work in flight, by number; each removes itself when done.
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextTaskNumber = 0
    private var lastChange: Task<Void, Never>?

    public let marks = Observable<[Movie.Identifier: LibraryMarkViewModel]>([:])
    public let confirmation = Observable<String?>(nil)
    public let listNames = Observable<[String]?>(nil)
    public let logStart = Observable<ViewingLogStartViewModel?>(nil)

    public init(
        dependencies: LibraryControlsDependencies,
        actions: LibraryControlsViewModelActions = LibraryControlsViewModelActions(),
        wording: DataSourceWording = .tmdb,
        detailsPolicy: FetchPolicy = .automatic
    ) {
        self.dependencies = dependencies
        self.actions = actions
        self.wording = wording
        self.detailsPolicy = detailsPolicy
    }

    deinit {
        tasks.values.forEach { $0.cancel() }
    }

    public func loadMarks(for ids: [Movie.Identifier]) {
        let wanted = ids.filter { known[$0] == nil }
        guard !wanted.isEmpty else { return }
        // Asked once: a film the library does not hold is `.none`, not asked again.
        for id in wanted { known[id] = LibraryMark.none }
        run { [dependencies] in
            let found = try await dependencies.fetchMarks.execute(ids: wanted)
            return { model in model.update(found) }
        }
    }

    public func reloadMarks() {
        let ids = Array(known.keys)
        guard !ids.isEmpty else { return }
        run { [dependencies] in
            let found = try await dependencies.fetchMarks.execute(ids: ids)
            return { model in
                // A film taken out of the library elsewhere has no marks now.
                for id in ids { model.known[id] = LibraryMark.none }
                model.update(found)
            }
        }
    }

    public func perform(_ action: LibraryControlAction, onFilm id: Movie.Identifier, title: String) {
        let dependencies = dependencies
        switch action {
        case .toggleWatchlist:
            // Decided when the change runs, from what the library holds then.
            change(id) {
                if try await dependencies.fetchMarks.execute(ids: [id])[id]?.isOnWatchlist == true {
                    return LibraryConfirmation.watchlistRemoval(of: try await dependencies.removeFromWatchlist.execute(id: id), id: id)
                }
                return LibraryConfirmation.sentence(for: try await dependencies.addToWatchlist.execute(id: id))
            }
        case .markSeen:
            change(id) { LibraryConfirmation.sentence(for: try await dependencies.markSeen.execute(id: id, on: nil, rating: nil)) }
        case .rate(let stars):
            rate(id, StarRating(halfStars: stars * 2))
        case .raiseRating:
            adjustRating(id, title: title, by: 1)
        case .lowerRating:
            adjustRating(id, title: title, by: -1)
        case .clearRating:
            rate(id, nil)
        case .openWebPage:
            let address = TMDBWebPage.movie(id: id)
            run { [dependencies] in
                let sentence = await dependencies.openWebPage(address)
                return { model in model.confirmation.value = sentence }
            }
        case .copyLink:
            clipboardText = TMDBWebPage.movie(id: id)
            confirmation.value = "Copied \(TMDBWebPage.movie(id: id)) (OSC 52; under tmux it needs set-clipboard on)."
        case .showVideos:
            actions.showVideos(id, title)
        case .openIMDb:
            openIMDbPage(of: id, title: title)
        case .addToList(let name):
            addToList(id, name: name, making: false)
        case .addToNewList(let name):
            addToList(id, name: name, making: true)
        }
    }

    public func loadListNames() {
        let fetch = dependencies.lists.fetch
        listNames.value = nil
        run {
            let names = try await fetch.lists().value.map(\.name)
            return { model in model.listNames.value = names }
        }
    }

    /// Puts the film on the list `name` (made first when `making`), through
    /// the journal so that `u` takes it off (and deletes a list made for it).
    private func addToList(_ id: Movie.Identifier, name: String, making: Bool) {
        let (journal, lists) = (dependencies.journal, dependencies.lists)
        inOrder {
            let addition = try await journal.recording {
                let list = making ? try await lists.manage.create(name: name, description: nil, isRanked: false) : name
                return (try await lists.edit.add(id: id, to: list, note: nil), making)
            }
            return (id, LibraryConfirmation.sentence(for: addition, createdList: making))
        }
    }

    /// Reads the film's IMDb id from its details (the first copy that comes:
    /// the cached one when there is one, as an id does not change), then
    /// opens its page; says so when the source knows none.
    private func openIMDbPage(of id: Movie.Identifier, title: String) {
        let (fetch, policy, serverName) = (dependencies.fetchMovieDetails, detailsPolicy, wording.serverName.capitalizedFirst)
        let openWebPage = dependencies.openWebPage
        run {
            var imdbID: IMDbID?
            do {
                for try await fetched in fetch.execute(id: id, policy: policy) {
                    imdbID = fetched.value.facts.imdbID
                    break
                }
            } catch {
                return { model in model.confirmation.value = model.sentence(for: error, subject: .movie(id: id)) }
            }
            let sentence = if let imdbID { await openWebPage(imdbID.url) } else { "\(serverName) knows no IMDb page for \(title)." }
            return { model in model.confirmation.value = sentence }
        }
    }

    public func takeClipboardText() -> String? {
        defer { clipboardText = nil }
        return clipboardText
    }

    public func waitUntilIdle() async {
        while let (number, task) = tasks.first {
            await task.value
            tasks[number] = nil
        }
    }

    /// Half a star up or down from the rating the library holds when the
    /// change runs (keys typed quickly each see the one before applied).
    private func adjustRating(_ id: Movie.Identifier, title: String, by step: Int) {
        let rate = dependencies.rate
        let fetchMarks = dependencies.fetchMarks
        change(id) {
            let current = try await fetchMarks.execute(ids: [id])[id]?.rating
            let halfStars: Int
            if step > 0 {
                halfStars = min(10, (current?.halfStars ?? 0) + 1)
            } else {
                guard let current else { return "\(title) has no rating of yours to lower." }
                // Below half a star is no rating: `0` clears, `-` stops at half a star.
                halfStars = max(1, current.halfStars - 1)
            }
            return LibraryConfirmation.sentence(for: try await rate.execute(id: id, rating: StarRating(halfStars: halfStars)))
        }
    }

    private func rate(_ id: Movie.Identifier, _ rating: StarRating?) {
        let rate = dependencies.rate
        change(id) { LibraryConfirmation.sentence(for: try await rate.execute(id: id, rating: rating)) }
    }

    public func undoLatestChange() {
        let journal = dependencies.journal
        inOrder {
            guard let undone = try await journal.undoLatest() else { return (nil, LibraryConfirmation.nothingToUndo) }
            return (undone.film.id, LibraryConfirmation.sentence(forUndoOf: undone))
        }
    }

    /// Runs a change of the library through the session's journal (so `u`
    /// can undo it), then reads the film's marks again and says what
    /// happened (or why it could not be done).
    func change(_ id: Movie.Identifier, _ body: @escaping @Sendable () async throws -> String) {
        let journal = dependencies.journal
        inOrder { (id, try await journal.recording(film: id, body)) }
    }

    /// Runs `body` after the changes before it (changes and undos apply in
    /// the order of the keys), then reads the marks of the film it names
    /// again and shows its sentence.
    private func inOrder(_ body: @escaping @Sendable () async throws -> (film: Movie.Identifier?, sentence: String)) {
        let fetchMarks = dependencies.fetchMarks
        let previous = lastChange
        lastChange = run {
            await previous?.value
            let (id, sentence) = try await body()
            let found = id == nil ? [:] : try await fetchMarks.execute(ids: id.map { [$0] } ?? [])
            return { model in
                if let id { model.known[id] = LibraryMark.none }
                model.update(found)
                model.confirmation.value = sentence
            }
        }
    }

    /// Runs `work` off the main actor and applies what it returns on it; a
    /// failure becomes the confirmation line's sentence.
    @discardableResult
    func run(_ work: @escaping @Sendable () async throws -> @MainActor (DefaultLibraryControlsViewModel) -> Void) -> Task<Void, Never> {
        let number = nextTaskNumber
        nextTaskNumber += 1
        let task = Task { [weak self] in
            do {
                let apply = try await work()
                guard let self, !Task.isCancelled else { return }
                apply(self)
            } catch {
                guard let self, !Task.isCancelled else { return }
                self.confirmation.value = self.sentence(for: error)
            }
            self?.tasks[number] = nil
        }
        tasks[number] = task
        return task
    }

    private func update(_ found: [Movie.Identifier: LibraryMark]) {
        known.merge(found) { _, new in new }
        marks.value = known.filter { $0.value != .none }.mapValues(LibraryMarkViewModel.init(mark:))
    }

    private func sentence(for error: any Error, subject: MoviesErrorMessage.Subject = .search) -> String {
        LibraryErrorMessage.sentence(forLibraryFailure: error) ?? MoviesErrorMessage.sentence(
            for: MoviesErrorMessage.repositoryError(from: error), wording: wording, subject: subject, surface: .screen
        )
    }
}
