import Foundation
@testable import MoviesApp
import MoviesPresentation
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// The wander #13 asks for, through the real DI containers, coordinators,
/// view models and screens on the embedded catalogue: home → trending → a
/// film → a cast member → one of their films, then back to home one screen at
/// a time, each screen below as it was left.
@MainActor
@Suite struct WanderFlowTests {
    private let cacheDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("movies-wander-\(UUID().uuidString)", isDirectory: true)

    private func makeSession() throws -> InteractiveSession {
        let environment = ["MOVIES_CACHE_DIR": cacheDirectory.path, "MOVIES_DATA_DIR": cacheDirectory.appendingPathComponent("data").path, "TERM": "xterm"]
        let configuration = try AppConfigurationLoader(environment: environment).load()
        let container = AppDIContainer(configuration: configuration, streams: StandardStreams())
        return InteractiveSession(container: container, options: MoviesSceneOptions(destination: .home, isInteractive: true))
    }

    @Test func homeTrendingFilmCastMemberTheirFilm_andBackHome_restoringEachScreen() async throws {
        defer { try? FileManager.default.removeItem(at: cacheDirectory) }
        // given
        let terminal = InMemoryTerminal(size: Size(width: 100, height: 40))
        let screen = ScreenPoller(terminal: terminal)
        let run = Task { try await makeSession().run(on: terminal, colorMode: .none) }
        #expect(await screen.waitUntilContains("Trending today"))

        // when: out of the field, open the first section
        terminal.send(keys: [.escape])
        #expect(await screen.waitUntil { screen.isRowSelected(containing: "1. Trending today") })
        terminal.send(keys: [.enter])
        // then: the trending list
        #expect(await screen.waitUntilContains("2. Oppenheimer (2023)"))
        #expect(terminal.lines[0].contains("Home › Trending today"))

        // when: the second film
        terminal.send(keys: [.down, .enter])
        // then: its details, its cast as links
        #expect(await screen.waitUntilContains("Matt Damon as Leslie Groves"))
        #expect(terminal.lines[0].contains("Home › Trending today › Oppenheimer"))

        // when: the first link (a cast member), focused as the details open
        #expect(await screen.waitUntil { screen.isRowSelected(containing: "Matt Damon as Leslie Groves") })
        terminal.send(keys: [.enter])
        // then: the person, their films newest first
        #expect(await screen.waitUntilContains("True Grit · as LaBoeuf"))
        #expect(terminal.lines[0].contains("Oppenheimer › Matt Damon"))

        // when: their second film (the first has the focus as the person opens)
        terminal.send(keys: [.down])
        #expect(await screen.waitUntil { screen.isRowSelected(containing: "True Grit") })
        terminal.send(keys: [.enter])
        // then
        #expect(await screen.waitUntil { terminal.lines[0].contains("Matt Damon › True Grit") })
        #expect(await screen.waitUntilContains("2010 · "))

        // when / then: back one screen at a time, each as it was left
        terminal.send(keys: [.backspace])
        #expect(await screen.waitUntil { screen.isRowSelected(containing: "True Grit · as LaBoeuf") })
        terminal.send(keys: [.backspace])
        #expect(await screen.waitUntil { screen.isRowSelected(containing: "Matt Damon as Leslie Groves") })
        terminal.send(keys: [.backspace])
        #expect(await screen.waitUntil { screen.isRowSelected(containing: "2. Oppenheimer (2023)") })
        terminal.send(keys: [.backspace])
        #expect(await screen.waitUntil { screen.isRowSelected(containing: "1. Trending today") })
        #expect(terminal.lines[0].hasPrefix(" Home"))

        // when: deep again, then H
        terminal.send(keys: [.enter])
        #expect(await screen.waitUntilContains("2. Oppenheimer (2023)"))
        terminal.send(keys: [.character("H")])
        // then: home as bare movies opens it, the field focused and empty
        #expect(await screen.waitUntil { terminal.lines[0].hasPrefix(" Home") && screen.text.contains("Search: ▏") })
        terminal.send(keys: [.escape])
        #expect(await screen.waitUntil { screen.isRowSelected(containing: "1. Trending today") })

        terminal.send(keys: [.character("q")])
        #expect(await screen.waitUntil { !terminal.isFullScreen })
        run.cancel()
        terminal.finishEvents()
        _ = try? await run.value
    }
}
