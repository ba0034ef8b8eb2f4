import MoviesDomain
import MoviesPresentation
import Testing

struct LibraryUndoSentenceTests {
    private static let heat = LibraryFilm(id: 949, title: "Heat", year: 1995)
    private static let time = Timestamp(secondsSince1970: 1_700_000_000)

    private func rating(_ halfStars: Int) -> FilmRating {
        FilmRating(rating: StarRating(halfStars: halfStars)!, ratedAt: Self.time)
    }

    @Test func theSentenceNamesTheFilmAndWhatWasUndone() {
        let sentence = LibraryConfirmation.sentence(forUndoOf: LibraryChange(film: Self.heat, effects: [.addedToWatchlist]))
        #expect(sentence == "Undid: Heat (1995) added to the watchlist.")
    }

    @Test func aChangeOfSeveralEffects_namesThemAllInOneSentence() {
        let viewing = Viewing(date: CalendarDate(year: 2026, month: 11, day: 29)!, loggedAt: Self.time)
        let change = LibraryChange(film: Self.heat, effects: [.removedFromWatchlist(addedAt: Self.time), .viewingAdded(viewing)])
        #expect(LibraryConfirmation.sentence(forUndoOf: change) == "Undid: Heat (1995) removed from the watchlist and marked seen on 2026-11-29.")
    }

    @Test func ratingsAreNamedWithTheHeartOfYours() {
        func sentence(_ from: FilmRating?, _ to: FilmRating?) -> String {
            LibraryConfirmation.sentence(forUndoOf: LibraryChange(film: Self.heat, effects: [.ratingChanged(from: from, to: to)]))
        }
        #expect(sentence(nil, rating(8)) == "Undid: Heat (1995) rated ♥ 4.")
        #expect(sentence(rating(7), nil) == "Undid: Heat (1995) rating ♥ 3.5 cleared.")
        #expect(sentence(rating(6), rating(8)) == "Undid: Heat (1995) rated ♥ 4 (was ♥ 3).")
    }
}
