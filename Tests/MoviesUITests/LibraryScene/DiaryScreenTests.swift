import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import MoviesUI
import TestSupport
import Testing
import TextUI
import TextUITesting

/// Library keys that change a diary held in memory: `s` logs a viewing of
/// the film today, `u` takes the newest back; each confirms in one line.
@MainActor
private final class DiaryLibraryControls: LibraryControlsViewModel {
    let marks = Observable<[Movie.Identifier: LibraryMarkViewModel]>([:])
    let confirmation = Observable<String?>(nil)
    let listNames = Observable<[String]?>(nil)
    let logStart = Observable<ViewingLogStartViewModel?>(nil)
    let diary: StubDiaryUseCase
    var performed: [String] = []

    init(diary: StubDiaryUseCase) {
        self.diary = diary
    }

    func loadMarks(for ids: [Movie.Identifier]) {}
    func reloadMarks() {}

    func perform(_ action: LibraryControlAction, onFilm id: Movie.Identifier, title: String) {
        performed.append("\(action) \(id)")
        guard action == .markSeen, let film = diary.entries.first(where: { $0.film.id == id })?.film else { return }
        diary.entries.insert(StubDiaryUseCase.entry(film, on: "2026-11-29", rewatch: true), at: 0)
        confirmation.value = "Marked \(title) seen today."
    }

    func loadListNames() {}
    func loadLogStart(for id: Movie.Identifier) {}
    func log(_ draft: ViewingLogDraft, onFilm id: Movie.Identifier, title: String) -> String? { nil }

    func undoLatestChange() {
        performed.append("undo")
        diary.entries.removeFirst()
        confirmation.value = "Undid: the viewing is gone."
    }

    func takeClipboardText() -> String? { nil }
    func waitUntilIdle() async {}
}

/// The diary as a screen: the library keys act on the row's film and the
/// diary shows what they changed; Enter opens the film; `f` filters, tags
/// too; a month's heading stays above the rows of it on screen.
@MainActor
@Suite struct DiaryScreenTests {
    private func run(
        _ entries: [DiaryEntry], size: Size = Size(width: 100, height: 16), actions: DiaryViewModelActions? = nil
    ) async -> (terminal: InMemoryTerminal, navigator: MoviesScreenNavigator, controls: DiaryLibraryControls, run: Task<Void, any Error>) {
        let diary = StubDiaryUseCase(entries: entries)
        let controls = DiaryLibraryControls(diary: diary)
        let viewModel = DefaultDiaryViewModel(fetchDiaryUseCase: diary, actions: actions)
        let navigator = MoviesScreenNavigator()
        navigator.setRoot(DiaryScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: false), libraryControls: controls))
        await navigator.waitUntilSettled()
        let terminal = InMemoryTerminal(size: size)
        let host = MoviesTerminalHost(terminal: terminal, navigator: navigator, colorMode: .none)
        return (terminal, navigator, controls, Task { try await host.run() })
    }

    @Test func sOnARow_logsAViewingTheDiaryShows_andUTakesItBack_theSelectionStayingOnItsViewing() async {
        // given
        let (terminal, _, controls, run) = await run(DiaryScreenGoldenTests.entries)
        let text = { terminal.lines.joined(separator: "\n") }
        #expect(await Polling.waitUntil { text().contains("5 viewings") })

        // when: s on the second row (千と千尋の神隠し)
        terminal.send(keys: [.down, .character("s")])

        // then: the new viewing is the newest row; the selection stays on the row it was on
        #expect(await Polling.waitUntil { text().contains("6 viewings") })
        #expect(controls.performed == ["markSeen 129"])
        #expect(terminal.lines.contains { $0.hasPrefix("  1. Sun 29  千と千尋の神隠し (2001)") && $0.contains("↻") })
        #expect(terminal.lines.contains { $0.hasPrefix("› 3. Tue 03  千と千尋の神隠し (2001)") })
        #expect(text().contains("Marked 千と千尋の神隠し (2001) seen today."))

        // when: u
        terminal.send(keys: [.character("u")])

        // then
        #expect(await Polling.waitUntil { text().contains("5 viewings") })
        #expect(terminal.lines.contains { $0.hasPrefix("› 2. Tue 03  千と千尋の神隠し (2001)") })

        terminal.send(keys: [.character("q")])
        _ = try? await run.value
    }

    @Test func enter_opensTheRowsFilm_andFFiltersByTag() async {
        // given
        var opened: [Movie.Identifier] = []
        let (terminal, _, _, run) = await run(
            DiaryScreenGoldenTests.entries, actions: DiaryViewModelActions(showMovieDetails: { opened.append($0.id) })
        )
        let text = { terminal.lines.joined(separator: "\n") }
        #expect(await Polling.waitUntil { text().contains("5 viewings") })

        // when: f, a tag's text, Enter keeps the filter, Enter opens the row
        terminal.send(keys: [.character("f")] + "family".map(Key.character) + [.enter, .enter])

        // then
        #expect(await Polling.waitUntil { opened == [129] })
        #expect(text().contains("filter: family, 1 of 5"))
        #expect(!text().contains("Inception"))

        terminal.send(keys: [.character("q")])
        _ = try? await run.value
    }

    @Test func onALongDiary_theTopRowsMonthHeadsTheScreen_atTheEndToo() async {
        // given: 40 viewings, a month of 20 each
        let films = (1...40).map { LibraryFilm(id: $0, title: "Film \($0)", year: 2000) }
        let entries = films.map { film in
            StubDiaryUseCase.entry(film, on: film.id <= 20 ? "2026-11-\(10 + film.id % 10)" : "2026-10-\(10 + film.id % 10)")
        }
        let (terminal, _, _, run) = await run(entries, size: Size(width: 80, height: 12))
        let text = { terminal.lines.joined(separator: "\n") }
        #expect(await Polling.waitUntil { terminal.lines.count > 1 && terminal.lines[1] == " November 2026" })

        // when: End
        terminal.send(keys: [.end])

        // then: the last row is on screen, under October's heading at the top
        #expect(await Polling.waitUntil { text().contains("› 40. ") })
        #expect(terminal.lines[1] == " October 2026")
        #expect(!text().contains("November"))

        // when: back up to the first row of October, and one more
        terminal.send(keys: Array(repeating: .up, count: 20))

        // then: November's last row, and October's heading between the months
        #expect(await Polling.waitUntil { text().contains("› 20. ") })
        #expect(terminal.lines[1] == " November 2026")
        #expect(terminal.lines.contains(" October 2026"))

        terminal.send(keys: [.character("q")])
        _ = try? await run.value
    }
}
