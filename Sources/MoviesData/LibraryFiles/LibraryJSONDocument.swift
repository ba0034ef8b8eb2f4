#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesDomain

/// The library as `movies export --format json` writes it: everything it
/// holds, times to the millisecond, so an import gives it back exactly.
package struct LibraryJSONDocument: Codable {
    static let formatName = "movies-library"
    static let currentVersion = 1

    let format: String
    let version: Int
    let films: [Film]

    /// One film, also what `movies watchlist --json` and `movies seen --json` print.
    package struct Film: Codable {
        let id: Int
        let title: String
        let year: Int?
        let originalTitle: String?
        let posterPath: String?
        let watchlistAddedAt: String?
        let viewings: [ViewingDTO]
        let rating: Double?
        let ratedAt: String?

        private enum CodingKeys: String, CodingKey {
            case id, title, year, viewings, rating
            case originalTitle = "original_title"
            case posterPath = "poster_path"
            case watchlistAddedAt = "watchlist_added_at"
            case ratedAt = "rated_at"
        }

        package init(entry: LibraryEntry) {
            id = entry.film.id
            title = entry.film.title
            year = entry.film.year
            originalTitle = entry.film.originalTitle
            posterPath = entry.film.posterPath
            watchlistAddedAt = entry.watchlistAddedAt.map(LibraryTimeText.string)
            viewings = entry.viewings.map { ViewingDTO(date: $0.date.description, loggedAt: LibraryTimeText.string($0.loggedAt)) }
            rating = entry.rating?.rating.stars
            ratedAt = entry.rating.map { LibraryTimeText.string($0.ratedAt) }
        }
    }

    package struct ViewingDTO: Codable {
        let date: String
        let loggedAt: String

        private enum CodingKeys: String, CodingKey {
            case date
            case loggedAt = "logged_at"
        }
    }

    init(entries: [LibraryEntry]) {
        format = Self.formatName
        version = Self.currentVersion
        films = entries.map(Film.init(entry:))
    }


    /// The records the document holds, one per film.
    /// - Throws: `LibraryFileError.malformedJSON` naming the first value that cannot be read.
    func toDomain(path: String) throws -> LibraryImportDocument {
        guard format == Self.formatName else { throw LibraryFileError.unrecognised(path: path) }
        guard version <= Self.currentVersion else {
            throw LibraryFileError.malformedJSON(path: path, problem: "it is version \(version), newer than this movies reads")
        }
        func bad(_ film: Film, _ what: String) -> LibraryFileError {
            .malformedJSON(path: path, problem: "film \(film.id) has \(what)")
        }
        var records: [LibraryImportRecord] = []
        for film in films {
            guard film.id > 0 else { throw bad(film, "an id that is not a TMDB id") }
            let libraryFilm = LibraryFilm(id: film.id, title: film.title, year: film.year, originalTitle: film.originalTitle, posterPath: film.posterPath)
            var addedAt: Timestamp?
            if let text = film.watchlistAddedAt {
                guard let time = LibraryTimeText.timestamp(text) else { throw bad(film, "a watchlist time that is not one") }
                addedAt = time
            }
            var rating: FilmRating?
            if let stars = film.rating {
                guard let value = StarRating(stars: stars), let time = film.ratedAt.flatMap(LibraryTimeText.timestamp) else {
                    throw bad(film, "a rating that is not 0.5 to 5 in halves with its time")
                }
                rating = FilmRating(rating: value, ratedAt: time)
            }
            records.append(LibraryImportRecord(film: .identified(libraryFilm), watchlistAddedAt: addedAt, rating: rating))
            for viewing in film.viewings {
                guard let date = CalendarDate(iso8601: viewing.date), let loggedAt = LibraryTimeText.timestamp(viewing.loggedAt) else {
                    throw bad(film, "a viewing whose date or time is not one")
                }
                records.append(LibraryImportRecord(film: .identified(libraryFilm), viewing: Viewing(date: date, loggedAt: loggedAt)))
            }
        }
        return LibraryImportDocument(records: records)
    }
}
