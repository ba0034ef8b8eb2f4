@testable import MoviesApp
import MoviesDomain
import Synchronization
import Testing

/// The progress line of an import on a terminal's stderr, on a clock the
/// test moves: nothing before a short moment, then the latest progress
/// rewritten in place, and nothing left of it at the end.
struct ImportProgressLineTests {
    /// A clock the test moves, and everything written, in order.
    private final class Terminal: Sendable {
        let time = Mutex(Duration.zero)
        let written = Mutex("")

        func makeLine(width: Int = 80) -> ImportProgressLine {
            ImportProgressLine(
                delay: .milliseconds(300), interval: .milliseconds(100), width: width,
                elapsed: { self.time.withLock { $0 } }, write: { text in self.written.withLock { $0 += text } }
            )
        }

        func advance(to milliseconds: Int) {
            time.withLock { $0 = .milliseconds(milliseconds) }
        }

        /// Moves the clock to `milliseconds`, then tells `line` of `progress`.
        func report(_ progress: LibraryImportProgress, at milliseconds: Int, to line: ImportProgressLine) {
            advance(to: milliseconds)
            line.report(progress)
        }

        var output: String { written.withLock { $0 } }

        /// What the terminal's line shows now: each carriage return starts it
        /// again, over what it showed; a backspace steps back.
        var line: String {
            var cells: [Character] = []
            var column = 0
            for character in output {
                switch character {
                case "\r": column = 0
                case "\u{8}": column = max(column - 1, 0)
                default:
                    if column < cells.count { cells[column] = character } else { cells.append(character) }
                    column += 1
                }
            }
            return String(cells).trimmingSuffix(" ")
        }
    }

    @Test func beforeTheMoment_nothingIsWritten() {
        // given
        let terminal = Terminal()
        let line = terminal.makeLine()

        // when
        terminal.report(LibraryImportProgress(phase: .reading, done: 1200), at: 299, to: line)
        line.refresh()
        line.finish()

        // then
        #expect(terminal.output.isEmpty)
    }

    @Test func afterTheMoment_theLatestProgressIsDrawnOnOneLine_rewrittenInPlace() {
        // given
        let terminal = Terminal()
        let line = terminal.makeLine()
        line.report(LibraryImportProgress(phase: .reading, done: 10))

        // when: a slow step, then the next phase
        terminal.advance(to: 350)
        line.refresh()
        let reading = terminal.line
        line.report(LibraryImportProgress(phase: .matching, done: 3, total: 344))

        // then
        #expect(reading == "Importing: reading rows, 10 read")
        #expect(terminal.line == "Importing: matching titles, 3 of 344")
        #expect(!terminal.output.contains("\n"))
    }

    @Test func withinAPhase_theLineIsRewrittenAtMostEveryInterval() {
        // given
        let terminal = Terminal()
        let line = terminal.makeLine()
        terminal.report(LibraryImportProgress(phase: .matching, done: 1, total: 344), at: 400, to: line)

        // when
        terminal.report(LibraryImportProgress(phase: .matching, done: 2, total: 344), at: 450, to: line)
        let early = terminal.line
        terminal.report(LibraryImportProgress(phase: .matching, done: 3, total: 344), at: 500, to: line)

        // then
        #expect(early == "Importing: matching titles, 1 of 344")
        #expect(terminal.line == "Importing: matching titles, 3 of 344")
    }

    @Test func aShorterLine_leavesNothingOfTheLongerOne() {
        // given
        let terminal = Terminal()
        let line = terminal.makeLine()
        terminal.report(LibraryImportProgress(phase: .lookingUpDetails, done: 100, total: 344), at: 400, to: line)

        // when
        line.report(LibraryImportProgress(phase: .writing, total: 344))

        // then
        #expect(terminal.line == "Importing: writing 344 films")

        // when: a dry run's last step
        line.report(LibraryImportProgress(phase: .comparing, total: 1))

        // then
        #expect(terminal.line == "Dry run: comparing 1 film with your library")
    }

    @Test func atTheEnd_theLineIsWiped_andNothingIsDrawnAfter() {
        // given
        let terminal = Terminal()
        let line = terminal.makeLine()
        terminal.report(LibraryImportProgress(phase: .writing, total: 3500), at: 400, to: line)

        // when
        line.finish()
        terminal.report(LibraryImportProgress(phase: .writing, total: 3500), at: 900, to: line)
        line.refresh()

        // then
        #expect(terminal.line.isEmpty)
        #expect(terminal.output.hasSuffix("\r"))
    }

    @Test func aNarrowTerminal_getsALineShorterThanItsWidth() {
        // given
        let terminal = Terminal()
        let line = terminal.makeLine(width: 20)
        terminal.advance(to: 400)

        // when
        line.report(LibraryImportProgress(phase: .lookingUpDetails, done: 100, total: 344))

        // then
        #expect(terminal.output == "\rImporting: looking ")
    }
}

extension String {
    fileprivate func trimmingSuffix(_ character: Character) -> String {
        var text = self
        while text.last == character { text.removeLast() }
        return text
    }
}
