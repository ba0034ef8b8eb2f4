import Foundation
import MoviesData
import MoviesDomain
import Testing

/// The first films of the watchlist, read without the rest: exactly the head
/// of the whole list in its own order, ties at the cut included.
struct LibraryListStartTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("LibraryListStartTests-\(UUID().uuidString)")

    @Test func theStart_isTheHeadOfTheWholeList_withTheListsSize() async throws {
        // given: 60 films, added in 20 moments (ties of three), one rated and one seen
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = DefaultLibraryRepository(directory: directory)
        defer { repository.close() }
        for id in 1...60 {
            let title = ["Zed", "alpha", "Émile", "beta"][id % 4] + " \(id % 7)"
            _ = try await repository.addToWatchlist(LibraryFilm(id: id, title: title), at: Timestamp(secondsSince1970: Double(1_700_000_000 + id / 3)))
        }
        _ = try await repository.setRating(FilmRating(rating: StarRating(halfStars: 7)!, ratedAt: Timestamp(secondsSince1970: 1_700_000_100)), of: LibraryFilm(id: 59, title: "x"))
        _ = try await repository.addViewing(
            of: LibraryFilm(id: 58, title: "y"), Viewing(date: CalendarDate(year: 2026, month: 1, day: 2)!, loggedAt: Timestamp(secondsSince1970: 1_700_000_200)), rating: nil, takingOffWatchlist: false
        )

        // when
        let whole = try await repository.entries(in: .watchlist, sortedBy: .added).value
        let starts = try await [1, 10, 11, 59, 60, 200].asyncMap { try await repository.firstEntries(in: .watchlist, sortedBy: .added, count: $0) }

        // then
        for (count, start) in zip([1, 10, 11, 59, 60, 200], starts) {
            #expect(start?.entries == Array(whole.prefix(count)), "count \(count)")
            #expect(start?.totalCount == 60)
        }
        #expect(starts[1]?.entries.contains { $0.rating != nil } == true)
        #expect(try await repository.firstEntries(in: .watchlist, sortedBy: .title, count: 10) == nil)
        #expect(try await repository.firstEntries(in: .seen, sortedBy: .added, count: 10) == nil)
    }

    @Test func filmsAddedAtOneMoment_startFromTheirTitlesAlone_inTheWholeListsOrder() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = DefaultLibraryRepository(directory: directory)
        defer { repository.close() }
        // SQLite orders ASCII titles as Swift does; these others it does not:
        // "\u{212A}" (Kelvin) and "İ" lower to ASCII in Swift, "É" and "Ä" stay apart.
        // ("İzmir" comes second of all in Swift's order, last in SQLite's).
        let titles = ["Zed", "Émile", "Ärger", "\u{212A}ilo", "İzmir", "kappa", "ALPHA", "zulu", "Yak", "Kilo"]
        for id in 1...50 {
            let title = titles[id % titles.count] + (id % 3 == 0 ? "" : " \(id % 4)")
            _ = try await repository.addToWatchlist(LibraryFilm(id: id, title: title), at: Timestamp(secondsSince1970: 1_700_000_000))
        }
        _ = try await repository.addViewing(
            of: LibraryFilm(id: 6, title: "alpha 6"), Viewing(date: CalendarDate(year: 2026, month: 1, day: 2)!, loggedAt: Timestamp(secondsSince1970: 1_700_000_200)), rating: nil, takingOffWatchlist: false
        )
        let whole = try await repository.entries(in: .watchlist, sortedBy: .added).value
        for count in Array(1...51) + [80] {
            let start = try await repository.firstEntries(in: .watchlist, sortedBy: .added, count: count)
            #expect(start?.entries == Array(whole.prefix(count)), "count \(count)")
            #expect(start?.totalCount == 50)
        }
    }

    @Test func marks_areLookedUpForTheIdsAsked_andTheRestLeftOut() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = DefaultLibraryRepository(directory: directory)
        defer { repository.close() }
        let time = Timestamp(secondsSince1970: 1_700_000_000)
        _ = try await repository.addToWatchlist(LibraryFilm(id: 1, title: "One"), at: time)
        _ = try await repository.addViewing(of: LibraryFilm(id: 2, title: "Two"), Viewing(date: CalendarDate(year: 2026, month: 1, day: 2)!, loggedAt: time), rating: nil, takingOffWatchlist: false)
        _ = try await repository.addViewing(of: LibraryFilm(id: 2, title: "Two"), Viewing(date: CalendarDate(year: 2026, month: 1, day: 3)!, loggedAt: time), rating: nil, takingOffWatchlist: false)
        _ = try await repository.setRating(FilmRating(rating: StarRating(halfStars: 9)!, ratedAt: time), of: LibraryFilm(id: 3, title: "Three"))

        let marks = try await repository.marks(for: [3, 2, 1, 4, 2])

        #expect(marks == [
            1: LibraryMark(isOnWatchlist: true),
            2: LibraryMark(viewingCount: 2, lastSeen: CalendarDate(year: 2026, month: 1, day: 3)),
            3: LibraryMark(rating: StarRating(halfStars: 9)),
        ])
        #expect(try await repository.marks(for: []) == [:])
    }

    @Test func withNoLibraryFile_theStartIsEmpty_andNoFileIsMade() async throws {
        let repository = DefaultLibraryRepository(directory: directory)
        defer { repository.close() }
        let start = try await repository.firstEntries(in: .watchlist, sortedBy: .added, count: 10)
        #expect(start == LibraryListStart(entries: [], totalCount: 0))
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }
}

extension Array {
    fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}
