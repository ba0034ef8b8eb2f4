import Testing
import TextUI
@testable import MoviesUI

/// The search field edits like a shell line.
@Suite struct QueryFieldEditorTests {
    private func editor(_ text: String, typing keys: [Key] = []) -> QueryFieldEditor {
        var editor = QueryFieldEditor()
        editor.begin(with: text)
        for key in keys { _ = editor.handle(key) }
        return editor
    }

    private func typed(_ text: String) -> [Key] { text.map { Key.character($0) } }

    @Test func openingWithAQuery_selectsIt_soTypingReplacesIt() {
        let field = editor("super", typing: typed("bat"))
        #expect(field.text == "bat")
    }

    @Test func movingFirst_keepsTheQuery_andTypesAtTheCursor() {
        let field = editor("super", typing: [.end] + typed("bat"))
        #expect(field.text == "superbat")
        let start = editor("man", typing: [.home] + typed("bat"))
        #expect(start.text == "batman")
    }

    @Test func leftRightAndDelete_editAtTheCursor() {
        let field = editor("abcd", typing: [.end, .left, .left, .backspace, .delete] + typed("X"))
        #expect(field.text == "aXd")
        #expect(field.cursor == 2)
    }

    @Test func switchingKind_keepsTheTextTheCursorAndTheFieldOpen() {
        var field = editor("nolan", typing: [.left, .left])
        #expect(field.kind == .films && field.label == " Search: ")
        field.switchKind()
        #expect(field.kind == .people && field.label == " People: ")
        #expect(field.text == "nolan" && field.cursor == 3 && field.isActive)
        _ = field.handle(.character("X"))
        #expect(field.text == "nolXan")
        field.switchKind()
        #expect(field.kind == .films)
        field.begin(with: "", kind: .people)
        #expect(field.kind == .people)
    }

    @Test func ctrlKeys_editLikeAShell() {
        #expect(editor("one two three", typing: [.end, .ctrl("w")]).text == "one two ")
        #expect(editor("one two three", typing: [.end, .ctrl("w"), .ctrl("w")]).text == "one ")
        #expect(editor("one two", typing: [.ctrl("a"), .ctrl("f"), .ctrl("k")]).text == "o")
        #expect(editor("one two", typing: [.ctrl("e"), .ctrl("b"), .ctrl("u")]).text == "o")
        #expect(editor("one two", typing: [.ctrl("e"), .ctrl("h")]).text == "one tw")
        #expect(editor("one two", typing: [.ctrl("a"), .ctrl("d")]).text == "ne two")
    }

    @Test func aSelectedQuery_isRemovedWholeByBackspace() {
        #expect(editor("dune", typing: [.backspace]).text == "")
        #expect(editor("dune", typing: [.ctrl("u")]).text == "")
    }

    @Test func thePaste_isCutAtTheLimitAndRefusesControls() {
        var field = editor("")
        field.insert(String(repeating: "a", count: 20_000))
        #expect(field.characters.count == 500)
        var other = editor("")
        other.insert("x\u{1B}[31my\u{202E}z\u{7}")
        #expect(other.text == "x[31myz")
    }

    @Test func aRecentQueryWithControls_entersTheFieldWithoutThem() {
        #expect(editor("bad\u{1B}[31mquery").text == "bad[31mquery")
    }

    @Test func aLongQuery_showsTheTextAroundTheCursorWithEllipses() {
        let atEnd = editor("a very long query typed", typing: [.end])
        #expect(atEnd.visibleText(width: 10) == "…ry typed▏")
        let atStart = editor("a very long query typed", typing: [.home])
        #expect(atStart.visibleText(width: 10) == "▏a very l…")
        let middle = editor("a very long query typed", typing: [.home] + Array(repeating: Key.right, count: 11))
        let shown = middle.visibleText(width: 12)
        #expect(shown.hasPrefix("…") && shown.hasSuffix("…") && shown.contains("long▏"))
        #expect(DisplayWidth.of(shown) <= 12)
    }

    @Test func wideCharacters_neverPassTheWidth() {
        let field = editor("千と千尋の神隠し千と千尋の神隠し", typing: [.end])
        for width in 1...20 {
            #expect(DisplayWidth.of(field.visibleText(width: width)) <= width, "width \(width)")
        }
    }
}
