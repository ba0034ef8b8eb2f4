import MoviesDomain
import MoviesPresentation
import Testing

struct LibraryItemViewModelTests {
    private let day = { (text: String) in CalendarDate(iso8601: text)! }
    private let time = Timestamp(secondsSince1970: 1_700_000_000)

    @Test func yourRatingIsMarkedWithAHeartNeverTheStarOfTMDBsVote() {
        // given
        let mark = LibraryMark(isOnWatchlist: true, viewingCount: 3, lastSeen: day("2024-01-01"), rating: StarRating(halfStars: 9))

        // when
        let viewModel = LibraryMarkViewModel(mark: mark)

        // then
        #expect(viewModel.summary == "watchlist · seen 3× · ♥ 4.5")
        #expect(!viewModel.summary.contains("★"))
        #expect(LibraryMarkViewModel(mark: .none).summary.isEmpty)
        #expect(LibraryMarkViewModel(mark: LibraryMark(viewingCount: 1)).summary == "seen")
    }

    @Test func aSeenRowListsItsDaysNewestFirstAndAWatchlistRowWhenItWasAdded() {
        // given
        let entry = LibraryEntry(
            film: LibraryFilm(id: 496243, title: "Parasite", year: 2019, originalTitle: "기생충"),
            watchlistAddedAt: time,
            viewings: [Viewing(date: day("2021-05-01"), loggedAt: time), Viewing(date: day("2019-06-01"), loggedAt: time)]
        )

        // when
        let seen = LibraryListItemViewModel(entry: entry, list: .seen)
        let watchlist = LibraryListItemViewModel(entry: entry, list: .watchlist)

        // then
        #expect(seen.detail == "seen 2021-05-01, 2019-06-01")
        #expect(watchlist.detail == "added 2023-11-14")
        #expect(seen.originalTitle == "기생충" && seen.releaseYear == "2019" && seen.id == 496243)
        #expect(LibraryListItemViewModel(entry: LibraryEntry(film: LibraryFilm(id: 1, title: "x"), rating: FilmRating(rating: StarRating(halfStars: 2)!, ratedAt: time)), list: .seen).detail == "not logged")
    }
}
