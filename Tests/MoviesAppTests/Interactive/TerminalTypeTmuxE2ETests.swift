import Foundation
import Testing

/// A terminal that cannot draw the full screen — `TERM=dumb`, or no `TERM` at
/// all — gets the plain output a pipe gets, although stdin and stdout are a
/// terminal: no escape sequence written, the tty untouched.
@Suite(.enabled(if: TmuxSession.executable != nil && MoviesBinaryLocator.moviesBinary != nil, "needs tmux and the built movies binary"))
struct TerminalTypeTmuxE2ETests {
    private static let escape: UInt8 = 0x1B

    @Test(arguments: ["dumb", nil] as [String?])
    func search_onATerminalThatCannotDraw_printsThePlainListOnce(term: String?) async throws {
        // given / when
        let run = try await MoviesUnderShell(arguments: ["search", "the"], term: term)
        let end = try await run.waitForTheEnd()
        // then
        #expect(end.status == 0)
        let text = String(decoding: run.recordedBytes, as: UTF8.self)
        #expect(text.contains("1. The Dark Knight (2008)"))
        #expect(text.contains("20. "))
        #expect(!run.recordedBytes.contains(Self.escape), "plain output has no escape sequences")
        MoviesUnderShell.expectCookedTerminal(end.stty)
    }

    @Test(arguments: ["dumb", nil] as [String?])
    func details_onATerminalThatCannotDraw_printsThePlainDetailsOnce(term: String?) async throws {
        let run = try await MoviesUnderShell(arguments: ["details", "155"], term: term)
        let end = try await run.waitForTheEnd()
        #expect(end.status == 0)
        #expect(String(decoding: run.recordedBytes, as: UTF8.self).contains("The Dark Knight"))
        #expect(!run.recordedBytes.contains(Self.escape))
    }

    @Test(arguments: ["dumb", nil] as [String?])
    func bareMovies_onATerminalThatCannotDraw_printsTheHomeScreenOnce(term: String?) async throws {
        let run = try await MoviesUnderShell(arguments: [], term: term)
        let end = try await run.waitForTheEnd()
        #expect(end.status == 0)
        let text = String(decoding: run.recordedBytes, as: UTF8.self)
        #expect(text.contains("1. Trending today"))
        #expect(!run.recordedBytes.contains(Self.escape))
    }

    @Test func search_onATerminalThatCanDraw_opensTheFullScreen() async throws {
        // given / when
        let run = try await MoviesUnderShell(arguments: ["search", "the"], term: "xterm-256color")
        #expect(try await run.session.waitUntilScreenContains("1. The Dark Knight (2008)"))
        // then
        #expect(run.recordedBytes.firstRange(of: Array("\u{1B}[?1049h".utf8)) != nil)
        try await run.session.sendKeys("q")
        #expect(try await run.waitForTheEnd().status == 0)
    }
}
