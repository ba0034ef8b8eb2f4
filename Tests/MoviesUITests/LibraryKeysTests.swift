import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import MoviesUI
import Synchronization
import TestSupport
import Testing
import TextUI
import TextUITesting

/// Library controls that record what the keys ask and answer at once.
@MainActor
private final class RecordingLibraryControls: LibraryControlsViewModel {
    let marks = Observable<[Movie.Identifier: LibraryMarkViewModel]>([:])
    let confirmation = Observable<String?>(nil)
    let listNames = Observable<[String]?>(nil)
    let logStart = Observable<ViewingLogStartViewModel?>(nil)
    var performed: [String] = []
    /// The viewings `L` logged, as the use case gets them.
    var logged: [ViewingLog] = []
    /// What `L` opens on, given to the form only when the test says (`releaseLogStart`).
    private var heldStart: ViewingLogStartViewModel?
    var asked: [Movie.Identifier] = []
    private var clipboard: String?

    func loadMarks(for ids: [Movie.Identifier]) {
        asked += ids
        if ids.contains(27205) { marks.value[27205] = LibraryMarkViewModel(mark: LibraryMark(isOnWatchlist: true, rating: StarRating(halfStars: 9))) }
    }

    func reloadMarks() {}

    func perform(_ action: LibraryControlAction, onFilm id: Movie.Identifier, title: String) {
        performed.append("\(action) \(id)")
        if action == .copyLink { clipboard = "https://www.themoviedb.org/movie/\(id)" }
        confirmation.value = "Did \(action) to \(title)."
    }

    func loadListNames() {
        listNames.value = ["Heists", "Noir"]
    }

    func loadLogStart(for id: Movie.Identifier) {
        logStart.value = nil
        heldStart = ViewingLogStartViewModel(filmID: id, start: ViewingLogStart(today: Self.today, seenOn: []))
    }

    func releaseLogStart() {
        logStart.value = heldStart
    }

    static let today = CalendarDate(year: 2026, month: 11, day: 29)!

    /// Refuses as the real controls do; else records the viewing as the log use case gets it.
    func log(_ draft: ViewingLogDraft, onFilm id: Movie.Identifier, title: String) -> String? {
        let log: ViewingLog
        do { log = try draft.viewingLog(today: Self.today) } catch { return error.sentence }
        logged.append(log)
        performed.append("log \(log.day) \(log.rating.map(String.init(describing:)) ?? "-") \(log.tags) \(log.rewatch.map(String.init) ?? "auto") \(id)")
        confirmation.value = "Logged \(title)."
        return nil
    }

    func undoLatestChange() {
        performed.append("undo")
        confirmation.value = "Undid the newest change."
    }

    func takeClipboardText() -> String? {
        defer { clipboard = nil }
        return clipboard
    }

    func waitUntilIdle() async {}
}

/// An editor that answers at once, in turn, and notes what it was given and
/// whether the terminal was lent to it (not in full screen) while it ran.
private final class ScriptedEditor: ExternalTextEditor {
    private struct State {
        var answers: [ExternalEdit]
        var given: [String] = []
        var sawFullScreen: [Bool] = []
        var terminal: InMemoryTerminal?
    }

    private let state: Mutex<State>

    init(answers: [ExternalEdit]) {
        state = Mutex(State(answers: answers))
    }

    func watch(_ terminal: InMemoryTerminal) {
        state.withLock { $0.terminal = terminal }
    }

    var given: [String] { state.withLock { $0.given } }
    var sawFullScreen: [Bool] { state.withLock { $0.sawFullScreen } }

    func edit(_ text: String) async -> ExternalEdit {
        state.withLock { state in
            state.given.append(text)
            state.sawFullScreen.append(state.terminal?.isFullScreen ?? true)
            return state.answers.isEmpty ? .failed("No answer left.") : state.answers.removeFirst()
        }
    }
}

/// The library keys on a list: they act on the selected film, the marks show
/// on its row, the status line confirms, and `y` reaches the terminal's clipboard.
@MainActor
@Suite struct LibraryKeysTests {
    /// Trending films' first page under a host on an in-memory terminal, with `controls` as its library keys.
    private static func hostOnAList(
        with controls: RecordingLibraryControls, textEditor: (any ExternalTextEditor)? = nil
    ) async -> (InMemoryTerminal, Task<TerminalSignal?, any Error>, () -> String) {
        let viewModel = DefaultMoviesBrowseViewModel(
            fetchMoviesListUseCase: StubMoviesListUseCase { _ in .pages([MoviesFixtures.live(MoviesFixtures.firstPage())]) },
            source: .trending(.day),
            settings: .fixed()
        )
        let navigator = MoviesScreenNavigator()
        navigator.setRoot(MoviesListScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: false), spinnerInterval: nil, libraryControls: controls))
        await navigator.waitUntilSettled()
        let terminal = InMemoryTerminal(size: Size(width: 100, height: 20))
        let host = MoviesTerminalHost(terminal: terminal, navigator: navigator, colorMode: .none, textEditor: textEditor)
        let run = Task { try await host.run() }
        return (terminal, run, { terminal.lines.joined(separator: "\n") })
    }

    @Test func onAList_theKeysActOnTheSelectedFilm_andYSendsOSC52() async throws {
        // given
        let controls = RecordingLibraryControls()
        let (terminal, run, text) = await Self.hostOnAList(with: controls)

        // then: the marks of the films on screen were asked, and show on the row
        #expect(await Polling.waitUntil { text().contains("watchlist · ♥ 4.5  ★ 8.4") })
        #expect(controls.asked.contains(27205))

        // when: the second film, w, 3, y
        terminal.send(keys: [.down, .character("w"), .character("3"), .character("+"), .character("y")])

        // then
        #expect(await Polling.waitUntil { controls.performed.count == 4 })
        let second = MoviesFixtures.firstPageMovies[1].id
        #expect(controls.performed == ["toggleWatchlist \(second)", "rate(stars: 3) \(second)", "raiseRating \(second)", "copyLink \(second)"])
        #expect(await Polling.waitUntil { text().contains("Did copyLink to") })
        let osc52 = "\u{1B}]52;c;" + String(decoding: Base64.encode(Array("https://www.themoviedb.org/movie/\(second)".utf8)), as: UTF8.self) + "\u{07}"
        #expect(String(decoding: terminal.output, as: UTF8.self).contains(osc52))

        // when: any other key ends the confirmation
        terminal.send(keys: [.up])
        #expect(await Polling.waitUntil { !text().contains("Did copyLink") })

        // when: u, on whichever film is selected, undoes the session's newest change
        terminal.send(keys: [.character("u")])
        #expect(await Polling.waitUntil { text().contains("Undid the newest change.") })
        #expect(controls.performed.last == "undo")

        terminal.send(keys: [.character("q")])
        _ = try? await run.value
    }

    @Test func a_opensThePickerOverTheList_andPutsTheSelectedFilmOnAPickedOrNewList() async throws {
        // given: a list of films under a host
        let controls = RecordingLibraryControls()
        let (terminal, run, text) = await Self.hostOnAList(with: controls)
        let second = MoviesFixtures.firstPageMovies[1]
        #expect(await Polling.waitUntil { text().contains(second.title) })

        // when: the second film, a
        terminal.send(keys: [.down, .character("a")])
        // then: the picker names the film and lists the lists, then the new list's row
        #expect(await Polling.waitUntil { text().contains("Put \(second.title) on a list") && text().contains("› Heists") && text().contains("New list…") })

        // when: j and Enter pick Noir
        terminal.send(keys: [.character("j"), .enter])
        #expect(await Polling.waitUntil { controls.performed.count == 1 })
        #expect(controls.performed == ["addToList(name: \"Noir\") \(second.id)"])
        #expect(await Polling.waitUntil { !text().contains("on a list") })

        // when: a, G (the new list's row), Enter, a name, Enter
        terminal.send(keys: [.character("a"), .character("G"), .enter])
        #expect(await Polling.waitUntil { text().contains("New list: ") })
        // (q is a letter of the name here, not quit)
        terminal.send(keys: [.character("q"), .character("1"), .backspace, .character("D"), .enter])
        #expect(await Polling.waitUntil { controls.performed.count == 2 })
        #expect(controls.performed.last == "addToNewList(name: \"qD\") \(second.id)")

        // when: a then Esc: nothing more is done, and the list has the keys again
        terminal.send(keys: [.character("a"), .escape, .character("w")])
        #expect(await Polling.waitUntil { controls.performed.count == 3 })
        #expect(controls.performed.last == "toggleWatchlist \(second.id)")

        terminal.send(keys: [.character("q")])
        _ = try? await run.value
    }

    @Test func L_opensTheFormOverTheList_keepsWhatIsTypedBeforeTodayIsRead_andLogsTheSelectedFilm() async throws {
        // given: a list of films under a host
        let controls = RecordingLibraryControls()
        let (terminal, run, text) = await Self.hostOnAList(with: controls)
        let second = MoviesFixtures.firstPageMovies[1]
        #expect(await Polling.waitUntil { text().contains(second.title) })

        // when: the second film, L, then Tab and a rating before today's date is read
        terminal.send(keys: [.down, .character("L"), .tab, .character("4"), .character("."), .character("5")])
        #expect(await Polling.waitUntil { text().contains("Log \(second.title)") && text().contains("Date     reading…") })
        controls.releaseLogStart()
        // then: the keys were kept and played into the rating
        #expect(await Polling.waitUntil { text().contains("Date     2026-11-29") && text().contains("› Rating   4.5") })

        // when: a day after today, Enter: the form says why and stays, nothing logged
        terminal.send(keys: [.up] + "2026-12-01".map(Key.character) + [.enter])
        #expect(await Polling.waitUntil { text().contains("2026-12-01 is after today (2026-11-29)") })
        #expect(controls.performed.isEmpty)

        // when: yesterday, Tab to the tags, a tag (q is a letter here, not quit), Enter
        terminal.send(keys: [.ctrl("u")] + "yesterday".map(Key.character) + [.tab, .tab, .tab, .character("q"), .character("t"), .enter])
        #expect(await Polling.waitUntil { controls.performed.count == 1 })
        #expect(controls.performed == ["log yesterday 4.5 [\"qt\"] auto \(second.id)"])
        #expect(await Polling.waitUntil { text().contains("Logged \(second.title).") && !text().contains("Log \(second.title) ") })

        // when: L then Esc: nothing is logged, and the list has the keys again
        terminal.send(keys: [.character("L"), .escape, .character("w")])
        #expect(await Polling.waitUntil { controls.performed.count == 2 })
        #expect(controls.performed.last == "toggleWatchlist \(second.id)")

        terminal.send(keys: [.character("q")])
        _ = try? await run.value
    }

    @Test func L_thenCtrlO_lendsTheTerminalToTheEditor_takesItBackWhole_andEnterLogsWhatWasWritten() async throws {
        // given: a host whose editor answers two lines, then fails
        let controls = RecordingLibraryControls()
        let editor = ScriptedEditor(answers: [
            .saved("The diner scene.\nAnd the airport.\n"), .failed("The editor vim ended with status 1; the review is as it was."),
        ])
        let (terminal, run, text) = await Self.hostOnAList(with: controls, textEditor: editor)
        editor.watch(terminal)
        #expect(await Polling.waitUntil { text().contains(MoviesFixtures.firstPageMovies[0].title) })
        let modes = terminal.activeModes

        // when: L (its start given once the form shows it is reading), a review typed, Ctrl-O
        terminal.send(keys: [.character("L")])
        #expect(await Polling.waitUntil { text().contains("Date     reading…") })
        controls.releaseLogStart()
        #expect(await Polling.waitUntil { text().contains("Date     2026-11-29") })
        terminal.send(keys: [.up, .character("O"), .character("k"), .ctrl("o")])

        // then: the editor had the review so far, on a terminal lent to it;
        // the host took it back with the same modes and drew it all again, the form showing what was written
        #expect(await Polling.waitUntil { text().contains("Review   The diner scene. (+1 line)") })
        #expect(editor.given == ["Ok"])
        #expect(editor.sawFullScreen == [false])
        #expect(terminal.lends == 1 && terminal.isFullScreen)
        #expect(terminal.activeModes == modes)
        #expect(text().contains(MoviesFixtures.firstPageMovies[0].title))

        // when: Enter
        terminal.send(keys: [.enter])
        // then: the review is logged whole
        #expect(await Polling.waitUntil { controls.logged.count == 1 })
        #expect(controls.logged.first?.review == "The diner scene.\nAnd the airport.")

        // when: L, a review typed, Ctrl-O, and the editor fails
        #expect(await Polling.waitUntil { !text().contains("Log \(MoviesFixtures.firstPageMovies[0].title) ") })
        terminal.send(keys: [.character("L")])
        #expect(await Polling.waitUntil { text().contains("Date     reading…") })
        controls.releaseLogStart()
        #expect(await Polling.waitUntil { text().contains("Date     2026-11-29") })
        terminal.send(keys: [.up, .character("K"), .ctrl("o")])
        // then: the form says so, and keeps the review
        #expect(await Polling.waitUntil { text().contains("The editor vim ended with status 1") })
        #expect(text().contains("Review   K"))
        #expect(editor.given == ["Ok", "K"])

        terminal.send(keys: [.escape, .character("q")])
        _ = try? await run.value
    }

    @Test func onAFilteredList_theKeysActOnTheFilmShown_andLettersInTheFieldAreTypedNotKeys() async throws {
        // given: the first page under a host
        let controls = RecordingLibraryControls()
        let (terminal, run, text) = await Self.hostOnAList(with: controls)
        #expect(await Polling.waitUntil { text().contains("Inception") })

        // when: f, "spirited" (s, w and r among its letters), Enter keeps the filter, w
        terminal.send(keys: [.character("f")] + "spirited".map { Key.character($0) } + [.enter, .character("w")])

        // then: only w acted, on Spirited Away, the one film shown (third in the list)
        // (keys are handled in order: once anything is done, the letters before w were handled)
        #expect(await Polling.waitUntil { !controls.performed.isEmpty })
        #expect(controls.performed == ["toggleWatchlist 129"])

        terminal.send(keys: [.character("q")])
        _ = try? await run.value
    }

    @Test func base64_matchesRFC4648() {
        let cases = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (plain, encoded) in cases {
            #expect(String(decoding: Base64.encode(Array(plain.utf8)), as: UTF8.self) == encoded)
        }
    }
}
