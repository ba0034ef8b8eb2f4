import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Synchronization
import Testing

/// A library held in memory behind the use-case protocols the controls use.
private final class MemoryLibrary: Sendable {
    struct State {
        var marks: [Movie.Identifier: LibraryMark] = [:]
        var failure: LibraryError?
        /// The journal: the marks each change replaced, newest last.
        var replaced: [(id: Movie.Identifier, mark: LibraryMark)] = []
        /// Your lists: each name with its films' ids, in order.
        var lists: [(name: String, ids: [Movie.Identifier])] = [("Heists", []), ("Noir", [])]
    }

    let state = Mutex(State())
    static let film = LibraryFilm(id: 27205, title: "Inception", year: 2010)
    static let today = CalendarDate(year: 2026, month: 11, day: 26)!

    func mark(_ id: Movie.Identifier) -> LibraryMark { state.withLock { $0.marks[id] ?? .none } }

    func update(_ id: Movie.Identifier, _ change: (LibraryMark) -> LibraryMark) throws {
        try state.withLock { state in
            if let failure = state.failure { throw failure }
            state.marks[id] = change(state.marks[id] ?? .none)
        }
    }

    var dependencies: LibraryControlsDependencies { dependencies() }

    /// - Parameter details: What the film's details say (`i` reads its IMDb id there).
    func dependencies(details: any FetchMovieDetailsUseCase = StubMovieDetailsUseCase(
        details: Fetched(value: MoviesFixtures.parasiteDetailsWithFacts, origin: .cached(fetchedAt: Timestamp(secondsSince1970: 0)))
    )) -> LibraryControlsDependencies {
        LibraryControlsDependencies(
            addToWatchlist: Add(library: self), removeFromWatchlist: Remove(library: self), markSeen: Seen(library: self),
            logViewing: Log(library: self), rate: Rate(library: self), fetchMarks: Marks(library: self), journal: MarksJournal(library: self),
            fetchMovieDetails: details,
            lists: FilmListsControls(fetch: Lists(library: self), manage: Lists(library: self), edit: Lists(library: self)),
            openWebPage: { "Opened \($0) with test-browser." }
        )
    }

    struct Add: AddToWatchlistUseCase {
        let library: MemoryLibrary
        func execute(id: Movie.Identifier) async throws -> WatchlistAddition {
            let was = library.mark(id).isOnWatchlist
            try library.update(id) { LibraryMark(isOnWatchlist: true, viewingCount: $0.viewingCount, rating: $0.rating) }
            return WatchlistAddition(film: MemoryLibrary.film, wasAdded: !was)
        }
    }

    struct Remove: RemoveFromWatchlistUseCase {
        let library: MemoryLibrary
        func execute(id: Movie.Identifier) async throws -> LibraryFilm? {
            try library.update(id) { LibraryMark(isOnWatchlist: false, viewingCount: $0.viewingCount, rating: $0.rating) }
            return MemoryLibrary.film
        }
    }

    struct Seen: MarkSeenUseCase {
        let library: MemoryLibrary
        func execute(id: Movie.Identifier, on date: CalendarDate?, rating: StarRating?) async throws -> SeenMarking {
            let isNew = library.mark(id).viewingCount == 0
            try library.update(id) { LibraryMark(isOnWatchlist: $0.isOnWatchlist, viewingCount: 1, rating: $0.rating) }
            return SeenMarking(film: MemoryLibrary.film, date: MemoryLibrary.today, isNewViewing: isNew, rating: nil)
        }
    }

    /// Logs as the real use case does in what the marks show: a viewing,
    /// the rating given, and the film off the watchlist.
    struct Log: LogViewingUseCase {
        let library: MemoryLibrary
        func execute(id: Movie.Identifier, _ log: ViewingLog) async throws -> SeenMarking {
            let was = library.mark(id)
            let day = log.day.resolved(today: MemoryLibrary.today)
            try library.update(id) { LibraryMark(isOnWatchlist: false, viewingCount: $0.viewingCount + 1, lastSeen: day, rating: log.rating ?? $0.rating) }
            return SeenMarking(
                film: MemoryLibrary.film, date: day, isNewViewing: true, rating: log.rating,
                isRewatch: log.rewatch ?? (was.viewingCount > 0), tags: log.tags, tookOffWatchlist: was.isOnWatchlist
            )
        }

        func start(id: Movie.Identifier) async throws -> ViewingLogStart {
            ViewingLogStart(today: MemoryLibrary.today, seenOn: library.mark(id).lastSeen.map { [$0] } ?? [])
        }
    }

    struct Rate: RateMovieUseCase {
        let library: MemoryLibrary
        func execute(id: Movie.Identifier, rating: StarRating?) async throws -> RatingChange {
            let previous = library.mark(id).rating
            try library.update(id) { LibraryMark(isOnWatchlist: $0.isOnWatchlist, viewingCount: $0.viewingCount, rating: rating) }
            return RatingChange(film: MemoryLibrary.film, previous: previous, current: rating)
        }
    }

    /// Journals the marks a change replaced (in the library's state, so every
    /// view model made from `dependencies` shares them) and puts them back on
    /// undo, naming the change as the real journal names a watchlist addition.
    struct MarksJournal: LibraryChangeJournal {
        let library: MemoryLibrary

        func recording<Result: Sendable>(film id: Movie.Identifier, _ change: @Sendable () async throws -> Result) async throws -> Result {
            let before = library.mark(id)
            let result = try await change()
            if library.mark(id) != before { library.state.withLock { $0.replaced.append((id, before)) } }
            return result
        }

        func recording(
            listAddition addition: @Sendable () async throws -> (addition: FilmListAddition, createdList: Bool)
        ) async throws -> FilmListAddition {
            try await addition().addition
        }

        func undoLatest() async throws -> LibraryChange? {
            guard let latest = library.state.withLock({ $0.replaced.popLast() }) else { return nil }
            try library.update(latest.id) { _ in latest.mark }
            return LibraryChange(film: MemoryLibrary.film, effects: [.addedToWatchlist])
        }
    }

    /// Lists by name, exactly as spelt (enough for the keys' sentences).
    struct Lists: FetchFilmListsUseCase, ManageFilmListsUseCase, EditFilmListUseCase {
        let library: MemoryLibrary

        func lists() async throws -> LibraryRead<[FilmListSummary]> {
            let lists = library.state.withLock { $0.lists }
            return LibraryRead(value: lists.map { FilmListSummary(name: $0.name, description: nil, isRanked: false, createdAt: Timestamp(secondsSince1970: 0), filmCount: $0.ids.count) })
        }

        func list(named name: String) async throws -> LibraryRead<FilmList> { throw FilmListError.unknownList(name: name) }

        func create(name: String, description: String?, isRanked: Bool) async throws -> String {
            try library.state.withLock { state in
                if state.lists.contains(where: { $0.name == name }) { throw FilmListError.nameTaken(name: name, existing: name) }
                state.lists.append((name, []))
                return name
            }
        }

        func rename(_ name: String, to newName: String) async throws -> (old: String, new: String) { (name, newName) }
        func delete(_ name: String) async throws -> FilmList { throw FilmListError.unknownList(name: name) }

        func add(ids: [Movie.Identifier], to list: String, note: String?) async throws -> [FilmListAddition] {
            var additions: [FilmListAddition] = []
            for id in ids { additions.append(try await add(id: id, to: list, note: note)) }
            return additions
        }

        func add(id: Movie.Identifier, to list: String, note: String?) async throws -> FilmListAddition {
            try library.state.withLock { state in
                guard let index = state.lists.firstIndex(where: { $0.name == list }) else { throw FilmListError.unknownList(name: list) }
                let isNew = !state.lists[index].ids.contains(id)
                if isNew { state.lists[index].ids.append(id) }
                return FilmListAddition(list: list, film: MemoryLibrary.film, wasAdded: isNew)
            }
        }

        func remove(id: Movie.Identifier, from list: String) async throws -> FilmListChange { throw FilmListError.notOnList(id: id, list: list) }
        func setNote(_ note: String, of id: Movie.Identifier, in list: String) async throws -> FilmListChange {
            throw FilmListError.notOnList(id: id, list: list)
        }
    }

    struct Marks: FetchLibraryMarksUseCase {
        let library: MemoryLibrary
        func execute(ids: [Movie.Identifier]) async throws -> [Movie.Identifier: LibraryMark] {
            library.state.withLock { state in state.marks.filter { ids.contains($0.key) } }
        }
    }
}

@MainActor
struct LibraryControlsViewModelTests {
    private let library = MemoryLibrary()

    private func perform(_ actions: [LibraryControlAction], on viewModel: DefaultLibraryControlsViewModel) async {
        for action in actions {
            viewModel.perform(action, onFilm: 27205, title: "Inception")
            await viewModel.waitUntilIdle()
        }
    }

    @Test func w_putsTheFilmOnTheWatchlist_thenTakesItOff_sayingSoEachTime() async {
        let viewModel = DefaultLibraryControlsViewModel(dependencies: library.dependencies)
        viewModel.loadMarks(for: [27205])
        await viewModel.waitUntilIdle()

        await perform([.toggleWatchlist], on: viewModel)
        #expect(viewModel.confirmation.value == "Added Inception (2010) to your watchlist.")
        #expect(viewModel.marks.value[27205]?.summary == "watchlist")

        await perform([.toggleWatchlist], on: viewModel)
        #expect(viewModel.confirmation.value == "Removed Inception (2010) from your watchlist.")
        #expect(viewModel.marks.value[27205] == nil)
    }

    @Test func s_twiceTheSameDay_changesNothingTheSecondTime_andSaysSo() async {
        let viewModel = DefaultLibraryControlsViewModel(dependencies: library.dependencies)
        await perform([.markSeen], on: viewModel)
        #expect(viewModel.confirmation.value == "Marked Inception (2010) seen on 2026-11-26.")
        await perform([.markSeen], on: viewModel)
        #expect(viewModel.confirmation.value == "Inception (2010) is already marked seen on 2026-11-26; nothing changed.")
    }

    @Test func ratingKeys_wholeStarsHalfStepsAndClear_areYoursInHearts() async {
        let viewModel = DefaultLibraryControlsViewModel(dependencies: library.dependencies)
        await perform([.rate(stars: 4)], on: viewModel)
        #expect(viewModel.marks.value[27205]?.ratingText == "♥ 4")
        await perform([.raiseRating], on: viewModel)
        #expect(viewModel.confirmation.value == "Rated Inception (2010) ♥ 4.5.")
        await perform([.raiseRating, .raiseRating], on: viewModel)
        #expect(library.mark(27205).rating?.halfStars == 10)
        await perform([.lowerRating], on: viewModel)
        #expect(library.mark(27205).rating?.halfStars == 9)
        await perform([.clearRating], on: viewModel)
        #expect(viewModel.confirmation.value == "Cleared your rating of Inception (2010).")
        await perform([.lowerRating], on: viewModel)
        #expect(viewModel.confirmation.value == "Inception has no rating of yours to lower.")
        #expect(library.mark(27205).rating == nil)
    }

    @Test func keysTypedQuickly_applyInOrder_eachSeeingTheOneBefore() async {
        let viewModel = DefaultLibraryControlsViewModel(dependencies: library.dependencies)
        for action: LibraryControlAction in [.rate(stars: 4), .raiseRating, .toggleWatchlist, .toggleWatchlist, .toggleWatchlist] {
            viewModel.perform(action, onFilm: 27205, title: "Inception")
        }
        await viewModel.waitUntilIdle()
        #expect(library.mark(27205).rating?.halfStars == 9)
        #expect(library.mark(27205).isOnWatchlist)
    }

    @Test func u_undoesTheNewestChangeFirst_onAnotherScreensFilmToo_thenSaysThereIsNothingLeft() async {
        // given a change on one screen, then one on another
        let list = DefaultLibraryControlsViewModel(dependencies: library.dependencies)
        let details = DefaultLibraryControlsViewModel(dependencies: library.dependencies)
        list.loadMarks(for: [27205])
        await perform([.toggleWatchlist], on: list)
        await perform([.rate(stars: 4)], on: details)

        // when / then: the rating goes first, on the screen where u is pressed
        list.undoLatestChange()
        await list.waitUntilIdle()
        #expect(library.mark(27205) == LibraryMark(isOnWatchlist: true))
        #expect(list.confirmation.value == "Undid: Inception (2010) added to the watchlist.")
        #expect(list.marks.value[27205]?.summary == "watchlist")

        list.undoLatestChange()
        await list.waitUntilIdle()
        #expect(library.mark(27205) == .none)
        #expect(list.marks.value[27205] == nil)

        list.undoLatestChange()
        await list.waitUntilIdle()
        #expect(list.confirmation.value == "Nothing to undo: no library change made in this session is left.")
    }

    @Test func u_typedRightAfterAChange_waitsForIt_andUndoesIt() async {
        let viewModel = DefaultLibraryControlsViewModel(dependencies: library.dependencies)
        viewModel.perform(.toggleWatchlist, onFilm: 27205, title: "Inception")
        viewModel.undoLatestChange()
        await viewModel.waitUntilIdle()
        #expect(library.mark(27205) == .none)
    }

    @Test func y_leavesTheLinkForTheClipboardOnce_andOOpensThePage() async {
        let viewModel = DefaultLibraryControlsViewModel(dependencies: library.dependencies)
        await perform([.copyLink], on: viewModel)
        #expect(viewModel.takeClipboardText() == "https://www.themoviedb.org/movie/27205")
        #expect(viewModel.takeClipboardText() == nil)
        await perform([.openWebPage], on: viewModel)
        #expect(viewModel.confirmation.value == "Opened https://www.themoviedb.org/movie/27205 with test-browser.")
    }

    @Test func v_asksForTheFilmsVideos_andChangesNothing() async {
        var shown: [(Movie.Identifier, String)] = []
        let viewModel = DefaultLibraryControlsViewModel(
            dependencies: library.dependencies, actions: LibraryControlsViewModelActions(showVideos: { shown.append(($0, $1)) })
        )
        await perform([.showVideos], on: viewModel)
        #expect(shown.map(\.0) == [27205])
        #expect(shown.map(\.1) == ["Inception"])
        #expect(library.mark(27205) == .none)
        #expect(viewModel.confirmation.value == nil)
    }

    @Test func i_opensTheIMDbPageReadFromTheFirstCopyOfTheDetails() async {
        let viewModel = DefaultLibraryControlsViewModel(dependencies: library.dependencies)
        await perform([.openIMDb], on: viewModel)
        #expect(viewModel.confirmation.value == "Opened https://www.imdb.com/title/tt6751668/ with test-browser.")
    }

    @Test func i_onAFilmWithNoIMDbId_saysSoNamingTheSource_andOpensNothing() async {
        let details = StubMovieDetailsUseCase(details: Fetched(value: MoviesFixtures.parasiteDetails, origin: .live))
        let viewModel = DefaultLibraryControlsViewModel(
            dependencies: library.dependencies(details: details),
            wording: DataSourceWording(liveStatusText: "catalogue", serverName: "the embedded catalogue")
        )
        await perform([.openIMDb], on: viewModel)
        #expect(viewModel.confirmation.value == "The embedded catalogue knows no IMDb page for Inception.")
    }

    @Test func i_whenTheDetailsCannotBeRead_isTheFilmsSentence() async {
        let details = StubMovieDetailsUseCase(result: .failure(.notCached))
        let viewModel = DefaultLibraryControlsViewModel(dependencies: library.dependencies(details: details), detailsPolicy: .offline)
        await perform([.openIMDb], on: viewModel)
        #expect(viewModel.confirmation.value == "Nothing is cached for this movie and the network was not used; run it once without --offline.")
    }

    @Test func a_readsYourListsNames_thenPutsTheFilmOnThePickedOne_orOnANewOne_sayingSo() async {
        let viewModel = DefaultLibraryControlsViewModel(dependencies: library.dependencies)
        viewModel.loadListNames()
        await viewModel.waitUntilIdle()
        #expect(viewModel.listNames.value == ["Heists", "Noir"])

        await perform([.addToList(name: "Noir")], on: viewModel)
        #expect(viewModel.confirmation.value == "Added Inception (2010) to the list \"Noir\".")
        await perform([.addToList(name: "Noir")], on: viewModel)
        #expect(viewModel.confirmation.value == "Inception (2010) is already on the list \"Noir\"; nothing changed.")
        await perform([.addToNewList(name: "Dreams")], on: viewModel)
        #expect(viewModel.confirmation.value == "Made the list \"Dreams\" and added Inception (2010) to it.")
        #expect(library.state.withLock { $0.lists.map(\.ids) } == [[], [27205], [27205]])
    }

    @Test func L_logsTheDraftThroughTheJournal_sayingItLeftTheWatchlist_andOneUUndoesBoth() async throws {
        // given: a film on the watchlist, and the form's start read
        try library.update(27205) { _ in LibraryMark(isOnWatchlist: true) }
        let viewModel = DefaultLibraryControlsViewModel(dependencies: library.dependencies)
        viewModel.loadLogStart(for: 27205)
        await viewModel.waitUntilIdle()
        #expect(viewModel.logStart.value?.today == "2026-11-26")

        // when
        #expect(viewModel.log(ViewingLogDraft(date: "2026-11-25", rating: "4.5", tags: "cinema, friends"), onFilm: 27205, title: "Inception") == nil)
        await viewModel.waitUntilIdle()

        // then
        #expect(viewModel.confirmation.value == "Logged Inception (2010) on 2026-11-25 (rated ♥ 4.5; tagged cinema, friends) — taken off the watchlist.")
        #expect(library.mark(27205) == LibraryMark(viewingCount: 1, lastSeen: CalendarDate(year: 2026, month: 11, day: 25), rating: StarRating(stars: 4.5)))
        #expect(viewModel.marks.value[27205] != nil)

        // when: u
        viewModel.undoLatestChange()
        await viewModel.waitUntilIdle()
        #expect(library.mark(27205) == LibraryMark(isOnWatchlist: true))
    }

    @Test func L_aDayAfterTodayOrABadRating_isASentenceForTheForm_andNothingIsLogged() async {
        let viewModel = DefaultLibraryControlsViewModel(dependencies: library.dependencies)
        viewModel.loadLogStart(for: 27205)
        await viewModel.waitUntilIdle()
        #expect(viewModel.log(ViewingLogDraft(date: "2026-11-27"), onFilm: 27205, title: "Inception") == "2026-11-27 is after today (2026-11-26); give the day you saw the film.")
        #expect(viewModel.log(ViewingLogDraft(date: "today", rating: "7"), onFilm: 27205, title: "Inception") != nil)
        await viewModel.waitUntilIdle()
        #expect(library.mark(27205) == .none)
        #expect(viewModel.confirmation.value == nil)
    }

    @Test func a_onANewListWithATakenName_isOneSentence_andNothingChanges() async {
        let viewModel = DefaultLibraryControlsViewModel(dependencies: library.dependencies)
        await perform([.addToNewList(name: "Heists")], on: viewModel)
        #expect(viewModel.confirmation.value == "A list called \"Heists\" exists already, so nothing changed; choose another name.")
        #expect(library.state.withLock { $0.lists.map(\.ids) } == [[], []])
    }

    @Test func aDamagedLibrary_isOneSentence_andNothingChanges() async {
        library.state.withLock { $0.failure = .damaged(path: "/data/library.sqlite3", backupPath: nil) }
        let viewModel = DefaultLibraryControlsViewModel(dependencies: library.dependencies)
        await perform([.toggleWatchlist], on: viewModel)
        #expect(viewModel.confirmation.value?.hasPrefix("The library /data/library.sqlite3 is damaged, so nothing was changed") == true)
        #expect(viewModel.marks.value.isEmpty)
    }
}

@MainActor
struct LibraryListViewModelTests {
    private static let entries = [
        LibraryEntry(film: LibraryFilm(id: 27205, title: "Inception", year: 2010), watchlistAddedAt: Timestamp(secondsSince1970: 1_764_000_000)),
        LibraryEntry(film: LibraryFilm(id: 603, title: "The Matrix", year: 1999), watchlistAddedAt: Timestamp(secondsSince1970: 1_763_000_000)),
        LibraryEntry(film: LibraryFilm(id: 155, title: "Batman: The Dark Knight", year: 2008), watchlistAddedAt: Timestamp(secondsSince1970: 1_762_000_000)),
    ]

    @Test func theHeadingCountsTheFilmsAndNamesTheSort_andSCyclesIt() async {
        // given
        let viewModel = DefaultLibraryListViewModel(list: .watchlist, fetchLibraryListUseCase: StubLibraryListUseCase(entries: Self.entries))

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()
        let first = viewModel.heading
        viewModel.didCycleSort()
        await viewModel.waitUntilIdle()

        // then
        #expect(first == "Your watchlist · 3 films · by date added")
        #expect(viewModel.heading == "Your watchlist · 3 films · by title")
        #expect(viewModel.items.value.map(\.title) == ["Batman: The Dark Knight", "Inception", "The Matrix"])
        #expect(viewModel.items.value.first?.detail.hasPrefix("added 2025-") == true)
    }

    @Test func selectingARow_opensThatFilm() async {
        // given
        var opened: [Movie] = []
        let viewModel = DefaultLibraryListViewModel(
            list: .seen, fetchLibraryListUseCase: StubLibraryListUseCase(entries: Self.entries),
            actions: LibraryListViewModelActions(showMovieDetails: { opened.append($0) })
        )
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // when
        viewModel.didSelectItem(at: 1)
        viewModel.didSelectItem(at: 7)

        // then
        #expect(opened.map(\.id) == [603])
        #expect(viewModel.heading.hasPrefix("Seen · 3 films"))
    }
}
