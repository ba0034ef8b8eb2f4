import Foundation
@testable import MoviesApp
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// Key sequences through the app's real DI container, coordinator, view
/// models and screens, on the embedded catalogue, drawn on an in-memory terminal.
@MainActor
@Suite struct InteractiveSessionKeyTests {
    private let cacheDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("movies-interactive-\(UUID().uuidString)", isDirectory: true)

    private func makeSession() throws -> InteractiveSession {
        let environment = ["MOVIES_CACHE_DIR": cacheDirectory.path, "TERM": "xterm"]
        let configuration = try AppConfigurationLoader(environment: environment).load()
        let container = AppDIContainer(configuration: configuration, streams: StandardStreams())
        return InteractiveSession(container: container, options: MoviesSceneOptions(isInteractive: true))
    }

    private func type(_ text: String, into terminal: InMemoryTerminal) {
        terminal.send(keys: text.map(Key.character) + [.enter])
    }

    @Test func searchMovePushPopNextPageAndRecentQuery_driveTheWholeScene() async throws {
        defer { try? FileManager.default.removeAll(at: cacheDirectory) }
        // given
        let terminal = InMemoryTerminal(size: Size(width: 100, height: 30))
        let screen = ScreenPoller(terminal: terminal)
        let session = try makeSession()
        let run = Task { try await session.run(on: terminal, colorMode: .none) }

        // when: two searches, so that two queries are recent
        type("inception", into: terminal)
        #expect(await screen.waitUntilContains("1. Inception (2010)"))
        terminal.send(keys: [.character("/"), .ctrl("u")])
        type("the", into: terminal)
        // then
        #expect(await screen.waitUntilContains("1. The Dark Knight (2008)"))
        #expect(screen.text.contains("page 1 of 6"))

        // when: Down, Enter
        terminal.send(keys: [.down, .enter])
        // then: the second film's details
        #expect(await screen.waitUntilContains("Directed by Frank Darabont"))
        #expect(terminal.lines[0].contains("The Shawshank Redemption"))

        // when: Esc
        terminal.send(keys: [.escape])
        // then: back on the list, the second row still selected
        #expect(await screen.waitUntilContains("1. The Dark Knight (2008)"))
        #expect(screen.isRowSelected(containing: "2. The Shawshank Redemption"))
        #expect(!screen.isRowSelected(containing: "1. The Dark Knight"))

        // when: to the last row of page 1, then one further
        terminal.send(keys: [.end])
        #expect(await screen.waitUntilContains("page 2 of 6"))
        terminal.send(keys: [.down])
        // then: page 2 is there and the selection continued onto it
        #expect(await screen.waitUntil { screen.isRowSelected(containing: "21. ") })

        // when: `/`, pick the older recent query, Enter
        terminal.send(keys: [.character("/")])
        #expect(await screen.waitUntilContains("Recent searches"))
        terminal.send(keys: [.down, .down, .enter])
        // then: the list is replaced
        #expect(await screen.waitUntilContains("Search: inception "))
        #expect(await screen.waitUntilContains("1. Inception (2010)"))
        #expect(!screen.text.contains("The Dark Knight"))
        #expect(!screen.text.contains("Recent searches"))

        // when: q
        terminal.send(keys: [.character("q")])
        // then
        #expect(await screen.waitUntil { !terminal.isFullScreen })
        run.cancel()
        terminal.finishEvents()
        _ = try? await run.value
    }

    @Test func endOfInput_endsTheSessionAndLeavesFullScreen() async throws {
        defer { try? FileManager.default.removeAll(at: cacheDirectory) }
        // given
        let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
        let session = try makeSession()
        // when
        terminal.finishEvents()
        try await session.run(on: terminal, colorMode: .none)
        // then
        #expect(terminal.fullScreenEntries == 1)
        #expect(!terminal.isFullScreen)
    }
}

private extension FileManager {
    func removeAll(at url: URL) throws {
        if fileExists(atPath: url.path) { try removeItem(at: url) }
    }
}
