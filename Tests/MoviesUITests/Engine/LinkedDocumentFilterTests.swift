import Testing
import TextUI
@testable import MoviesUI

/// `f` on a document (a film's details, a person's films): typing narrows
/// the links and hides the other lines, Enter keeps the filter, Esc gives
/// the whole document back with the focus on the same link.
@Suite struct LinkedDocumentFilterTests {
    private static let lines: [DocumentLine] = [
        DocumentLine(text: "2008 · 2h 32m · Drama, Action"),
        .blank,
        DocumentLine(text: "Cast"),
        DocumentLine(text: "Christian Bale as Bruce Wayne", link: 0),
        DocumentLine(text: "Heath Ledger as Joker", link: 1),
        DocumentLine(text: "Crew"),
        DocumentLine(text: "Christopher Nolan · Director", link: 2),
        DocumentLine(text: "More like this: Batman Begins", link: 3),
    ]

    private func document(typing text: String, after keys: [Key] = []) -> LinkedDocument {
        var document = LinkedDocument()
        var buffer = ScreenBuffer(size: Size(width: 60, height: 10))
        document.draw(Self.lines, into: &buffer, in: Rect(x: 0, y: 0, width: 60, height: 10), theme: MoviesTheme(usesColor: false))
        for key in keys + [.character("f")] + text.map({ Key.character($0) }) {
            _ = document.handleFilter(key, command: KeyTable.movieDetails.command(for: key), lines: Self.lines)
        }
        return document
    }

    @Test func typing_showsOnlyTheLinksThatMatch_andFocusesTheFirst() {
        let document = document(typing: "nol")
        #expect(document.shown(Self.lines).map(\.text) == ["Christopher Nolan · Director"])
        #expect(document.focusedLink == 2)
        #expect(document.filterSummary(lines: Self.lines) == "filter: nol, 1 of 4")
    }

    @Test func theFocusedLink_staysFocusedWhileItStillShows() {
        // given: the second link focused
        var document = LinkedDocument()
        document.focus(link: 1, lines: Self.lines)
        // when: f, "l" (every link has an l)
        for key in [Key.character("f"), .character("l")] {
            _ = document.handleFilter(key, command: KeyTable.movieDetails.command(for: key), lines: Self.lines)
        }
        // then
        #expect(document.shown(Self.lines).map(\.link) == [0, 1, 2, 3])
        #expect(document.focusedLink == 1)
    }

    @Test func enterKeepsTheFilter_andTheMoveKeysWalkTheLinksShown() {
        var document = document(typing: "ch")
        let kept = document.handleFilter(.enter, command: KeyTable.movieDetails.command(for: .enter), lines: Self.lines)
        #expect(kept)
        #expect(!document.filter.isEditing && document.filter.isOn)
        #expect(document.shown(Self.lines).map(\.link) == [0, 2])
        let moved = document.handle(.moveDown, lines: Self.lines)
        #expect(moved)
        #expect(document.focusedLink == 2)
    }

    @Test func escClearsTheFilter_andKeepsTheFocusOnItsLinkInTheWholeDocument() {
        var document = document(typing: "nol")
        let cleared = document.handleFilter(.escape, command: KeyTable.movieDetails.command(for: .escape), lines: Self.lines)
        #expect(cleared && !document.filter.isOn)
        #expect(document.shown(Self.lines) == Self.lines)
        #expect(document.focusedLink == 2)
    }

    @Test func whenNoFilterIsInForce_escIsNotTheFiltersKey() {
        var document = LinkedDocument()
        let taken = document.handleFilter(.escape, command: KeyTable.movieDetails.command(for: .escape), lines: Self.lines)
        #expect(!taken)
        #expect(document.filterSummary(lines: Self.lines).isEmpty)
    }

    @Test func aClickWhileFiltered_opensTheLinkDrawnThere() {
        // given: a filter leaving one link, drawn at the top row
        var document = document(typing: "batman")
        var buffer = ScreenBuffer(size: Size(width: 60, height: 10))
        document.draw(Self.lines, into: &buffer, in: Rect(x: 0, y: 0, width: 60, height: 10), theme: MoviesTheme(usesColor: false))
        // when / then
        #expect(document.link(at: Point(x: 3, y: 0), lines: Self.lines) == 3)
    }
}
