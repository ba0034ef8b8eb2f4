import Foundation
import TestSupport
import Testing

/// A bracketed paste whose end (`ESC [ 201 ~`) never comes, typed into the
/// built binary under tmux: Ctrl-C still ends the UI with the status it
/// always gives (130) and the terminal back, and a paste that runs past its
/// limit is delivered without waiting for its end.
@Suite(.enabled(if: TmuxSession.executable != nil && MoviesBinaryLocator.moviesBinary != nil, "needs tmux and the built movies binary"))
struct UnterminatedPasteTmuxE2ETests {
    private static let pasteStart = "\u{1B}[200~"

    @Test func ctrlCAfterAPasteThatNeverEnds_quitsWith130() async throws {
        // given
        let run = try await MoviesUnderShell(arguments: ["search", "the"])
        #expect(try await run.session.waitUntilScreenContains("1. The Dark Knight (2008)"))
        // when: a paste opened and never closed, then Ctrl-C
        try await run.session.sendLiteral(Self.pasteStart + "pasted text with no end")
        try await run.session.sendKeys("C-c")
        // then
        let end = try await run.waitForTheEnd()
        #expect(end.status == 130)
        MoviesUnderShell.expectCookedTerminal(end.stty)
    }

    @Test func aPastePastItsLimitWithNoEnd_isDeliveredToTheField_andCtrlCStillQuits() async throws {
        // given: home, whose search field has the focus
        let run = try await MoviesUnderShell(arguments: [])
        #expect(try await run.session.waitUntilScreenContains("Trending today"))
        // when: 70,000 bytes of paste (past the 64 KiB limit), never closed
        // (tmux takes a command of some kilobytes at most: in parts)
        try await run.session.sendLiteral(Self.pasteStart)
        for _ in 0..<14 {
            try await run.session.sendLiteral(String(repeating: "x", count: 5_000))
        }
        // then: the field shows the pasted text
        #expect(try await run.session.waitUntilScreenContains(String(repeating: "x", count: 40)))
        try await run.session.sendKeys("C-c")
        let end = try await run.waitForTheEnd()
        #expect(end.status == 130)
        MoviesUnderShell.expectCookedTerminal(end.stty)
    }
}
