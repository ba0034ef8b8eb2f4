import MoviesDomain
import MoviesPresentation
import Testing

/// The `L` form's fields become the viewing `movies log` would log, or one
/// sentence that says which field to mend.
struct ViewingLogDraftTests {
    private static let today = CalendarDate(year: 2026, month: 11, day: 29)!

    private func refusal(_ draft: ViewingLogDraft) -> String? {
        do {
            _ = try draft.viewingLog(today: Self.today)
            return nil
        } catch {
            return error.sentence
        }
    }

    @Test func theDateIsTodayYesterdayOrADay_writtenAnyCase_spacesAroundIgnored() throws {
        #expect(try ViewingLogDraft(date: "today").viewingLog(today: Self.today).day == .today)
        #expect(try ViewingLogDraft(date: " Yesterday ").viewingLog(today: Self.today).day == .yesterday)
        #expect(try ViewingLogDraft(date: "2026-11-01").viewingLog(today: Self.today).day == .on(CalendarDate(year: 2026, month: 11, day: 1)!))
    }

    @Test func aDateThatCannotBeRead_isASentence() {
        for date in ["", "tomorrow", "2026-13-01", "2026-02-30", "29/11/2026", "2026-11-01 x"] {
            #expect(refusal(ViewingLogDraft(date: date)) == "The date must be today, yesterday or a day written YYYY-MM-DD, such as 2024-05-31.")
        }
    }

    @Test func aDayAfterToday_isTheSentenceTheUseCaseWouldSay() {
        #expect(refusal(ViewingLogDraft(date: "2026-11-30")) == "2026-11-30 is after today (2026-11-29); give the day you saw the film.")
        // Not known: the use case refuses it when it runs.
        #expect((try? ViewingLogDraft(date: "2026-11-30").viewingLog(today: nil)) != nil)
    }

    @Test func theRatingIsEmptyOrHalfStarsFromHalfToFive() throws {
        #expect(try ViewingLogDraft(date: "today", rating: "").viewingLog(today: Self.today).rating == nil)
        #expect(try ViewingLogDraft(date: "today", rating: " 3.5").viewingLog(today: Self.today).rating == StarRating(stars: 3.5))
        for rating in ["0", "6", "3.3", "four", "-1"] {
            #expect(refusal(ViewingLogDraft(date: "today", rating: rating)) == "The rating must be 0.5 to 5 in halves, such as 3.5, or empty for none.")
        }
    }

    @Test func tagsAreSeparatedByCommas_andABlankReviewIsNone() throws {
        let log = try ViewingLogDraft(date: "today", rewatch: true, tags: " heist, la noir ,,Heist", review: "   ").viewingLog(today: Self.today)
        #expect(log.tags == ["heist", "la noir"])
        #expect(log.review == nil)
        #expect(log.rewatch == true)
        #expect(try ViewingLogDraft(date: "today", review: "The diner scene.").viewingLog(today: Self.today).review == "The diner scene.")
    }
}
