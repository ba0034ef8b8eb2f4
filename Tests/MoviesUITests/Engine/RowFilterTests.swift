import Testing
import TextUI
@testable import MoviesUI

/// The `f` filter of every list: typing narrows the rows, Enter keeps the
/// filter, Esc clears it, and a shown row always maps to its own item.
@Suite struct RowFilterTests {
    private static let films = ["Inception (2010)", "Heat (1995)", "Alien (1979)", "The Hateful Eight (2015)", "Amélie (2001)"]

    /// A filter opened over `films`, `keys` pressed in its field, from `selection`.
    private func filter(typing keys: [Key], selection: Int = 0) -> (filter: RowFilter, selection: Int) {
        var filter = RowFilter()
        var selection = selection
        selection = filter.handle(.character("f"), command: .filterRows, selection: selection, candidates: { Self.films }) ?? -1
        for key in keys {
            selection = filter.handle(key, command: nil, selection: selection, candidates: { [] }) ?? -1
        }
        return (filter, selection)
    }

    private func typed(_ text: String) -> [Key] { text.map { Key.character($0) } }

    @Test func typing_narrowsTheRowsAsYouType_andTheSummaryCountsThem() {
        // given / when
        let (oneLetter, _) = filter(typing: typed("h"))
        let (three, _) = filter(typing: typed("hat"))
        // then
        #expect(oneLetter.shown == [1, 3])
        #expect(three.shown == [1, 3])
        #expect(three.summary(total: 5) == "filter: hat, 2 of 5")
        #expect(three.summary(total: 5, loadedOnly: true) == "filter: hat, 2 of 5 loaded")
        #expect(three.isEditing && three.isOn)
    }

    @Test func aShownRow_mapsToItsOwnItem_notTheRowWithTheSameIndex() {
        // given
        let (narrowed, _) = filter(typing: typed("hat"))
        // then: the second row shown is The Hateful Eight, fourth in the list
        #expect(narrowed.listPosition(ofShown: 1) == 3)
        #expect(narrowed.shownPosition(ofListPosition: 3) == 1)
        #expect(narrowed.shownPosition(ofListPosition: 2) == nil)
        #expect(narrowed.listPosition(ofShown: 2) == nil)
        #expect(narrowed.shownCount(of: 5) == 2)
    }

    @Test func typing_keepsTheSelectionOnTheSameItem_whileItStillShows() {
        // given: Heat selected (second in the list)
        // when
        let (_, selection) = filter(typing: typed("hat"), selection: 1)
        // then: Heat is the first row shown
        #expect(selection == 0)
        // and a row that goes puts the selection on the first one left
        let (_, gone) = filter(typing: typed("inc"), selection: 4)
        #expect(gone == 0)
    }

    @Test func enter_keepsTheFilter_andGivesTheKeysBackToTheRows() {
        // given
        var (narrowed, selection) = filter(typing: typed("hat"), selection: 3)
        // when
        let result = narrowed.handleEditing(.enter, selection: selection)
        selection = result?.selection ?? -1
        // then
        #expect(result?.outcome == .kept)
        #expect(!narrowed.isEditing && narrowed.isOn)
        #expect(narrowed.shown == [1, 3])
        // and letters are keys again: `j` is not the filter's
        #expect(narrowed.handle(.character("j"), command: .moveDown, selection: selection, candidates: { [] }) == nil)
    }

    @Test func esc_clearsTheFilter_everyRowAgain_theSelectionOnTheSameItem() {
        // given: The Hateful Eight selected among the rows shown
        let (narrowed, _) = filter(typing: typed("hat"))
        var filter = narrowed
        // when
        let result = filter.handleEditing(.escape, selection: 1)
        // then
        #expect(result?.outcome == .cleared)
        #expect(result?.selection == 3)
        #expect(filter.shown == nil && !filter.isOn && !filter.isEditing)
        #expect(filter.summary(total: 5).isEmpty)
    }

    @Test func esc_onTheRows_clearsAKeptFilter_andOnlyThenMeansBack() {
        // given: a filter kept
        var (filter, _) = filter(typing: typed("hat") + [.enter])
        // when
        let selection = filter.handle(.escape, command: .back, selection: 1, candidates: { [] })
        // then
        #expect(selection == 3)
        #expect(!filter.isOn)
        #expect(filter.handle(.escape, command: .back, selection: 3, candidates: { [] }) == nil)
    }

    @Test func ctrlKeys_editAsInTheSearchField() {
        // given / when: Ctrl-W deletes the word, Ctrl-U all before the cursor
        let (word, _) = filter(typing: typed("dark kni") + [.ctrl("w")])
        let (cleared, _) = filter(typing: typed("hat") + [.ctrl("u")])
        let (moved, _) = filter(typing: typed("ht") + [.ctrl("b")] + typed("a"))
        // then
        #expect(word.editor.text == "dark ")
        #expect(cleared.editor.text.isEmpty && cleared.shown == nil && cleared.isEditing)
        #expect(moved.editor.text == "hat" && moved.shown == [1, 3])
    }

    @Test func reopening_goesOnWithTheFilterInForce() {
        // given: a filter kept
        var (filter, _) = filter(typing: typed("ha") + [.enter])
        // when: f again, and one more letter
        _ = filter.handle(.character("f"), command: .filterRows, selection: 0, candidates: { Self.films })
        _ = filter.handle(.character("t"), command: nil, selection: 0, candidates: { [] })
        // then: added to it, not replacing it
        #expect(filter.editor.text == "hat")
        #expect(filter.shown == [1, 3])
    }

    @Test func aListThatChanges_isFilteredAsItIsNow() {
        // given
        var (filter, _) = filter(typing: typed("hat") + [.enter])
        // when: a page more arrives
        filter.listChanged(candidates: Self.films + ["Hatari! (1962)", "Zodiac (2007)"])
        // then
        #expect(filter.shown == [1, 3, 5])
        #expect(filter.summary(total: 7) == "filter: hat, 3 of 7")
    }

    @Test func accentsAndCase_foldAway_asListFilterSays() {
        let (filter, _) = filter(typing: typed("AMELIE"))
        #expect(filter.shown == [4])
    }
}
