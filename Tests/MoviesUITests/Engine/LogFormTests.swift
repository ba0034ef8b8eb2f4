import MoviesDomain
import MoviesPresentation
import Testing
import TextUI
@testable import MoviesUI

/// The `L` form opens on today's date, which it reads with the days the film
/// was seen; what is typed before that comes is neither lost nor put in a
/// field that holds nothing yet. Tab and ↓ move on, Enter hands over what
/// the fields say, Esc closes.
@Suite struct LogFormTests {
    private let film = (id: 949, title: "Heat")

    private func start(seenOn: [String] = []) -> ViewingLogStartViewModel {
        let today = CalendarDate(year: 2026, month: 11, day: 29)!
        return ViewingLogStartViewModel(filmID: 949, start: ViewingLogStart(today: today, seenOn: seenOn.compactMap { CalendarDate(iso8601: $0) }))
    }

    private func type(_ text: String, into form: inout LogForm) {
        for character in text { #expect(form.handle(.character(character)) == .stayOpen) }
    }

    @Test func keysTypedBeforeTheStartComes_arePlayedOnceItComes_inOrder() {
        // given: a form whose start is being read
        var form = LogForm(film: film)
        // when: a day, Tab, a rating and Enter, all before the start
        type("2026-11-01", into: &form)
        #expect(form.handle(.tab) == .stayOpen)
        type("4", into: &form)
        #expect(form.handle(.enter) == .stayOpen)
        // then: they wait; once the start comes they are handed back in order and do what they said
        let typed = form.receive(start: start())
        #expect(typed.count == 13)
        let outcomes = typed.map { form.handle($0) }
        #expect(outcomes.last == .save(ViewingLogDraft(date: "2026-11-01", rating: "4")))
        #expect(form.receive(start: start()).isEmpty)
    }

    @Test func escBeforeTheStartComes_closesAtOnce() {
        var form = LogForm(film: film)
        type("4", into: &form)
        #expect(form.handle(.escape) == .close)
    }

    @Test func aStartReadForAnotherFilm_isNotThisFormsOne() {
        var form = LogForm(film: film)
        _ = form.handle(.enter)
        let other = ViewingLogStartViewModel(filmID: 1, start: ViewingLogStart(today: CalendarDate(year: 2026, month: 1, day: 1)!, seenOn: []))
        #expect(form.receive(start: other).isEmpty)
        #expect(form.start == nil)
    }

    @Test func itOpensOnTodaySelectedWhole_soTypingADayReplacesIt() {
        var form = LogForm(film: film)
        _ = form.receive(start: start())
        #expect(form.focus == .date && form.text(of: .date) == "2026-11-29")
        type("yesterday", into: &form)
        #expect(form.handle(.enter) == .save(ViewingLogDraft(date: "yesterday")))
    }

    @Test func tabAndDownMoveOn_shiftTabAndUpMoveBack_andTabPastTheLastComesBackToTheFirst() {
        var form = LogForm(film: film)
        _ = form.receive(start: start())
        _ = form.handle(.tab)
        #expect(form.focus == .rating)
        _ = form.handle(.down)
        #expect(form.focus == .rewatch)
        _ = form.handle(.modified(.tab, .shift))
        #expect(form.focus == .rating)
        _ = form.handle(.up)
        _ = form.handle(.up)
        #expect(form.focus == .review)
        _ = form.handle(.tab)
        #expect(form.focus == .date)
    }

    @Test func rewatchFollowsTheDayTyped_untilSpaceSaysOtherwise() {
        // given: a film seen on 2026-11-01
        var form = LogForm(film: film)
        _ = form.receive(start: start(seenOn: ["2026-11-01"]))
        // then: today it is a rewatch; on a day before that it is not
        #expect(form.isRewatch)
        type("2026-10-01", into: &form)
        #expect(!form.isRewatch)
        // when: Space on Rewatch says yes; the draft says so (and nil before, the library's rule)
        #expect(form.draft.rewatch == nil)
        _ = form.handle(.tab)
        _ = form.handle(.tab)
        _ = form.handle(.character(" "))
        #expect(form.isRewatch && form.draft.rewatch == true)
        _ = form.handle(.character(" "))
        #expect(form.draft.rewatch == false)
    }

    @Test func spaceInATextField_typesASpace_andCtrlKeysEditAsInTheSearchField() {
        var form = LogForm(film: film)
        _ = form.receive(start: start())
        for _ in 0..<3 { _ = form.handle(.tab) }
        #expect(form.focus == .tags)
        type("heist, la noir", into: &form)
        _ = form.handle(.ctrl("w"))
        #expect(form.text(of: .tags) == "heist, la ")
        _ = form.handle(.ctrl("a"))
        _ = form.handle(.ctrl("k"))
        #expect(form.text(of: .tags).isEmpty)
        type("cinema", into: &form)
        _ = form.handle(.tab)
        type("The diner scene.", into: &form)
        #expect(form.handle(.enter) == .save(ViewingLogDraft(date: "2026-11-29", tags: "cinema", review: "The diner scene.")))
    }

    @Test func aRefusalIsShownInTheForm_untilTheNextKey() {
        // given
        var form = LogForm(film: film)
        _ = form.receive(start: start())
        let sentence = "The date must be today, yesterday or a day written YYYY-MM-DD, such as 2024-05-31."
        // when
        form.refuse(sentence)
        // then: the box says it, under the fields
        var buffer = ScreenBuffer(size: Size(width: 80, height: 16))
        form.draw(into: &buffer, in: buffer.bounds, theme: MoviesTheme(usesColor: false))
        let text = buffer.lines.joined(separator: "\n")
        #expect(text.contains("Log Heat") && text.contains("› Date     2026-11-29") && text.contains("Rewatch  no"))
        #expect(text.contains("The date must be today, yesterday or a day written"))
        #expect(text.contains("Tab next  Enter save  Esc close"))
        // when: a key
        _ = form.handle(.backspace)
        #expect(form.refusal == nil)
    }
}
