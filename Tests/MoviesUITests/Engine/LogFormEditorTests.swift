import MoviesDomain
import MoviesPresentation
import Testing
import TextUI
@testable import MoviesUI

/// The `L` form's review may be written in the user's editor: Ctrl-O (from
/// the key table) asks for it with the review so far; what comes back is
/// cleaned as data is and kept whole, several lines too; a failed editor
/// leaves the review as it was and the form says why.
@Suite struct LogFormEditorTests {
    private let film = (id: 949, title: "Heat")

    /// A form whose start (today, 2026-11-29) was read.
    private func openedForm() -> LogForm {
        var form = LogForm(film: film)
        let today = CalendarDate(year: 2026, month: 11, day: 29)!
        _ = form.receive(start: ViewingLogStartViewModel(filmID: 949, start: ViewingLogStart(today: today, seenOn: [])))
        return form
    }

    private func type(_ text: String, into form: inout LogForm) {
        for character in text { #expect(form.handle(.character(character)) == .stayOpen) }
    }

    private func drawn(_ form: LogForm) -> String {
        var buffer = ScreenBuffer(size: Size(width: 80, height: 16))
        form.draw(into: &buffer, in: buffer.bounds, theme: MoviesTheme(usesColor: false))
        return buffer.lines.joined(separator: "\n")
    }

    @Test func ctrlO_asksForTheEditorWithTheReviewSoFar_fromAnyField() {
        // given: a review typed, then the focus back on the date
        var form = openedForm()
        _ = form.handle(.up)
        type("So far", into: &form)
        _ = form.handle(.tab)
        #expect(form.focus == .date)
        // when / then
        #expect(form.handle(.ctrl("o")) == .editReview("So far"))
        #expect(form.focus == .review)
    }

    @Test func whatTheEditorSaved_isCleanedAsDataIs_itsLinesKept_blankLinesAtTheEndDropped() {
        // given
        var form = openedForm()
        // when: the editor saved escape sequences, a C1 control, CRLF, a tab and blank lines at the end
        form.receive(edit: .saved("The \u{1B}[31mdiner\u{9B}2J scene.\r\n\nAnd\tthe airport.\u{07}\n  \n"))
        // then
        #expect(form.draft.review == "The diner scene.\n\nAnd the airport.")
    }

    @Test func aReviewOfSeveralLines_isShownFlattened_keptWhole_andWrittenInTheEditorAgain() {
        // given
        var form = openedForm()
        // when: the editor gave two lines
        form.receive(edit: .saved("The diner scene.\nAnd the airport."))
        // then: the field shows the first and how many more; typing does not change it;
        // Enter saves it whole; Ctrl-O hands it back whole
        #expect(drawn(form).contains("› Review   The diner scene. (+1 line)"))
        #expect(drawn(form).contains("written in your editor; Ctrl-O edits it again"))
        type("x", into: &form)
        _ = form.handle(.backspace)
        #expect(form.handle(.enter) == .save(ViewingLogDraft(date: "2026-11-29", review: "The diner scene.\nAnd the airport.")))
        #expect(form.handle(.ctrl("o")) == .editReview("The diner scene.\nAnd the airport."))
    }

    @Test func aReviewOfOneLine_comesBackIntoTheField_andIsEditedThere() {
        // given: a review of several lines before
        var form = openedForm()
        form.receive(edit: .saved("One.\nTwo."))
        // when: the editor gives one line
        form.receive(edit: .saved("Short."))
        _ = form.handle(.backspace)
        // then
        #expect(form.draft.review == "Short")
    }

    @Test func whenTheEditorFailed_theFormSaysWhy_andTheReviewIsAsItWas() {
        // given
        var form = openedForm()
        _ = form.handle(.up)
        type("Typed.", into: &form)
        // when
        form.receive(edit: .failed("The editor vim ended with status 1; the review is as it was."))
        // then
        let text = drawn(form)
        #expect(text.contains("The editor vim ended with status 1; the review is as it"), "\(text)")
        #expect(text.contains("› Review   Typed."), "\(text)")
        #expect(form.draft.review == "Typed.")
    }

    @Test func theReviewFieldsHint_namesTheEditorKey_asTheKeyTableWritesIt() throws {
        // given
        let label = try #require(KeyTable.logForm.label(of: .editReview))
        var form = openedForm()
        // when: the focus on the review
        _ = form.handle(.up)
        // then
        #expect(drawn(form).contains("\(label) writes it in $VISUAL or $EDITOR"), "\(drawn(form))")
        #expect(KeyTable.logForm.command(for: .ctrl("o")) == .editReview)
    }
}
