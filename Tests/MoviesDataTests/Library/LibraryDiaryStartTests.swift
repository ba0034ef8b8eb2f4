import Foundation
import MoviesData
import MoviesDomain
import Testing

/// The newest viewings of the diary, read without the rest of the library
/// (the diary screen's first frame): exactly the head of the diary the
/// fetch-diary use case reads whole, in its order and period, with its size.
struct LibraryDiaryStartTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("LibraryDiaryStartTests-\(UUID().uuidString)")

    @Test func theStart_isTheHeadOfTheWholeDiary_forEveryPeriod() async throws {
        // given: 47 viewings of 17 films over three years, days shared (logged at
        // other moments, or at one moment, so every tie-break is used), with marks
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = DefaultLibraryRepository(directory: directory)
        defer { repository.close() }
        for id in 1...15 {
            let film = LibraryFilm(id: id, title: ["Heat", "千と千尋の神隠し", "Amélie"][id % 3] + " \(id)", year: 1990 + id, originalTitle: id == 2 ? "Orig" : nil)
            for round in 0..<3 {
                let date = CalendarDate(year: 2023 + round, month: 1 + (id * 5 + round) % 12, day: 1 + id % 3)!
                let viewing = Viewing(
                    date: date, loggedAt: Timestamp(secondsSince1970: Double(1_700_000_000 + (id % 5) * 60)),
                    rating: StarRating(halfStars: 1 + id % 10), isRewatch: round > 0, tags: id % 2 == 0 ? ["cinema", "映画館"] : [],
                    review: id == 3 ? "Again." : nil
                )
                _ = try await repository.addViewing(of: film, viewing, rating: nil, takingOffWatchlist: false)
            }
        }
        // Two films seen the same day, logged at the same moment: the film's id decides.
        for id in [101, 100] {
            let viewing = Viewing(date: CalendarDate(year: 2024, month: 11, day: 2)!, loggedAt: Timestamp(secondsSince1970: 1_700_000_000))
            _ = try await repository.addViewing(of: LibraryFilm(id: id, title: "Tie \(id)"), viewing, rating: nil, takingOffWatchlist: false)
        }
        let useCase = DefaultFetchDiaryUseCase(libraryRepository: repository)

        for period in [DiaryPeriod.all, .year(2024), .month(year: 2025, month: 3), .month(year: 2024, month: 11), .year(2001)] {
            // when
            let whole = try await useCase.execute(period: period).value
            for count in [1, 2, 7, 15, 46, 47, 200] {
                let start = try await useCase.executeStart(period: period, count: count)
                // then
                #expect(start?.entries == Array(whole.prefix(count)), "\(period), count \(count)")
                #expect(start?.totalCount == whole.count, "\(period)")
            }
        }
        #expect(try await useCase.execute(period: .all).value.count == 47)
    }

    @Test func aLibraryNotYetMade_hasAnEmptyStart_andIsNotMade() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = DefaultLibraryRepository(directory: directory)
        defer { repository.close() }
        #expect(try await repository.newestViewings(in: .all, count: 10) == DiaryStart(entries: [], totalCount: 0))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("library.sqlite3").path))
    }
}
