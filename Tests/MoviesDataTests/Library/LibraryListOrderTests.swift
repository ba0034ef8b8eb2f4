@testable import MoviesData
import MoviesDomain
import TestSupport
import Testing

/// The head of a list picked without sorting it is the head of the sorted list.
struct LibraryListOrderTests {
    @Test func theFirstN_areTheHeadOfTheSortedList_forEveryListSortAndCut() {
        var random = SeededGenerator(seed: 20_261_126)
        let titles = ["Zed", "alpha", "Émile", "beta", "Ärger", "zed", "Alpha"]
        let entries = (1...300).map { id in
            let time = Timestamp(secondsSince1970: Double(1_700_000_000 + Int(random.next() % 40)))
            let rating = StarRating(halfStars: Int(random.next() % 12)).map { FilmRating(rating: $0, ratedAt: time) }
            let viewings = random.next() % 3 == 0 ? [Viewing(date: CalendarDate(year: 2026, month: 1, day: 1 + Int(random.next() % 5))!, loggedAt: time)] : []
            return LibraryEntry(
                film: LibraryFilm(id: id, title: titles[Int(random.next() % 7)] + " \(random.next() % 5)", year: Int(random.next() % 4) == 0 ? nil : 1990 + Int(random.next() % 30)),
                watchlistAddedAt: time, viewings: viewings, rating: rating
            )
        }
        for list in LibraryList.allCases {
            for sort in LibrarySort.allCases {
                let order = LibraryListOrder(list: list, sort: sort)
                let sorted = order.sorted(entries)
                for count in [0, 1, 7, 200, 300, 400] {
                    #expect(order.first(count, of: entries) == Array(sorted.prefix(count)), "\(list) \(sort) \(count)")
                }
            }
        }
    }
}
