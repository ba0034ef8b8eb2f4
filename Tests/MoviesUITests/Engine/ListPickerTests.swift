import Testing
import TextUI
@testable import MoviesUI

/// The `a` picker reads your lists' names after it opens; what is typed
/// before they come is neither lost nor applied to rows that are not there yet.
@Suite struct ListPickerTests {
    private let film = (id: 155, title: "The Dark Knight")

    @Test func keysTypedBeforeTheNamesCome_arePlayedOnceTheyCome() {
        // given: a picker whose names are being read
        var picker = ListPicker(film: film)
        // when: G and Enter (the new list's row, then its field) before the names
        #expect(picker.handle(.character("G")) == .stayOpen)
        #expect(picker.handle(.enter) == .stayOpen)
        // then: they wait; once the names come they are handed back in order
        let typed = picker.receive(names: ["Heists", "Noir"])
        #expect(typed == [.character("G"), .enter])
        for key in typed { #expect(picker.handle(key) == .stayOpen) }
        #expect(picker.selection == 2)
        // and the field of the new list's name has the keyboard
        for letter in "Nolan" { _ = picker.handle(.character(letter)) }
        #expect(picker.handle(.enter) == .make(list: "Nolan"))
    }

    @Test func enterBeforeTheNamesCome_addsToTheFirstListOnlyOnceItIsKnown() {
        var picker = ListPicker(film: film)
        #expect(picker.handle(.enter) == .stayOpen)
        let typed = picker.receive(names: ["Heists"])
        #expect(typed.map { picker.handle($0) } == [.add(toList: "Heists")])
    }

    @Test func escBeforeTheNamesCome_closesAtOnce() {
        var picker = ListPicker(film: film)
        _ = picker.handle(.character("j"))
        #expect(picker.handle(.escape) == .close)
    }

    @Test func namesReadAgain_keepTheSelectionInsideTheRows() {
        var picker = ListPicker(film: film)
        _ = picker.receive(names: ["A", "B", "C"])
        _ = picker.handle(.character("G"))
        #expect(picker.selection == 3)
        _ = picker.receive(names: ["A"])
        #expect(picker.selection == 1)
        #expect(picker.receive(names: ["A"]).isEmpty)
    }
}
