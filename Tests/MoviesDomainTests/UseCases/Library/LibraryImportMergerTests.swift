@testable import MoviesDomain
import Testing

/// How an import's records of one film become its entry.
struct LibraryImportMergerTests {
    private static let day = CalendarDate(year: 2024, month: 3, day: 9)!
    private static let heat = LibraryFilm(id: 949, title: "Heat", year: 1995)

    @Test func aReviewOfTheDayOfAViewing_joinsThatViewing_notASecondOne() {
        // given: the diary's viewing, then reviews.csv's row of the same day
        var merger = LibraryImportMerger()
        let logged = Timestamp(secondsSince1970: 1_710_000_000)
        merger.add(LibraryImportRecord(film: .identified(Self.heat), viewing: Viewing(date: Self.day, loggedAt: logged, rating: StarRating(stars: 4), tags: ["cinema"])))
        merger.add(LibraryImportRecord(
            film: .identified(Self.heat),
            viewing: Viewing(date: Self.day, loggedAt: Timestamp(secondsSince1970: 1_720_000_000), rating: StarRating(stars: 3), tags: ["home"], review: "Long, and good.")
        ))

        // when
        let entries = merger.entries(resolving: [:])

        // then: the first logged keeps what it has and takes the review
        #expect(entries.map(\.viewings) == [[Viewing(date: Self.day, loggedAt: logged, rating: StarRating(stars: 4), tags: ["cinema"], review: "Long, and good.")]])
    }
}
