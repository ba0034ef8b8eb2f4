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
    /// 2 added a viewing's rating, rewatch, tags and review, 3 your lists, 4
    /// a film's facts, liked mark and Letterboxd URI: a movies that reads
    /// only an older version refuses such a file rather than drop them.
    static let currentVersion = 4

    let format: String
    let version: Int
    let films: [Film]
    /// `nil` in files before version 3.
    let lists: [ListDTO]?

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
        /// Version 4 on; each left out when unknown, or (liked) when not set.
        let runtimeMinutes: Int?
        let genres: [String]?
        let directors: [String]?
        let topCast: [String]?
        let liked: Bool?
        let letterboxdURI: String?

        private enum CodingKeys: String, CodingKey {
            case id, title, year, viewings, rating, genres, directors, liked
            case originalTitle = "original_title"
            case posterPath = "poster_path"
            case watchlistAddedAt = "watchlist_added_at"
            case ratedAt = "rated_at"
            case runtimeMinutes = "runtime_minutes"
            case topCast = "top_cast"
            case letterboxdURI = "letterboxd_uri"
        }

        package init(entry: LibraryEntry) {
            id = entry.film.id
            title = entry.film.title
            year = entry.film.year
            originalTitle = entry.film.originalTitle
            posterPath = entry.film.posterPath
            watchlistAddedAt = entry.watchlistAddedAt.map(LibraryTimeText.string)
            viewings = entry.viewings.map(ViewingDTO.init(viewing:))
            rating = entry.rating?.rating.stars
            ratedAt = entry.rating.map { LibraryTimeText.string($0.ratedAt) }
            let facts = entry.film.facts
            runtimeMinutes = facts.runtimeMinutes
            genres = facts.genres.isEmpty ? nil : facts.genres
            directors = facts.directors.isEmpty ? nil : facts.directors
            topCast = facts.topCast.isEmpty ? nil : facts.topCast
            liked = entry.isLiked ? true : nil
            letterboxdURI = entry.letterboxdURI
        }
    }

    /// A viewing; what it does not have is left out (and files of version 1 never have it).
    package struct ViewingDTO: Codable {
        let date: String
        let loggedAt: String
        let rating: Double?
        let rewatch: Bool?
        let tags: [String]?
        let review: String?

        private enum CodingKeys: String, CodingKey {
            case date, rating, rewatch, tags, review
            case loggedAt = "logged_at"
        }

        init(viewing: Viewing) {
            date = viewing.date.description
            loggedAt = LibraryTimeText.string(viewing.loggedAt)
            rating = viewing.rating?.stars
            rewatch = viewing.isRewatch ? true : nil
            tags = viewing.tags.isEmpty ? nil : viewing.tags
            review = viewing.review
        }

        /// - Returns: `nil` for a value no export writes.
        func viewing() -> Viewing? {
            guard let date = CalendarDate(iso8601: date), let loggedAt = LibraryTimeText.timestamp(loggedAt) else { return nil }
            var stars: StarRating?
            if let rating {
                guard let value = StarRating(stars: rating) else { return nil }
                stars = value
            }
            return Viewing(date: date, loggedAt: loggedAt, rating: stars, isRewatch: rewatch ?? false, tags: tags ?? [], review: review)
        }
    }

    init(entries: [LibraryEntry], lists: [FilmList] = []) {
        format = Self.formatName
        version = Self.currentVersion
        films = entries.map(Film.init(entry:))
        self.lists = lists.map(ListDTO.init(list:))
    }

    /// Refuses a document that is not ours, or is newer than this build reads.
    static func check(format: String?, version: Int?, path: String) throws {
        guard format == formatName, let version else { throw LibraryFileError.unrecognised(path: path) }
        guard version <= currentVersion else {
            throw LibraryFileError.malformedJSON(path: path, problem: "it is version \(version), newer than this movies reads")
        }
    }
}

extension LibraryJSONDocument.Film {
    /// Hands `record` what this film holds: the film, then one record per viewing.
    /// - Parameter today: A later viewing is refused.
    /// - Throws: `LibraryFileError.malformedJSON` naming the first value that cannot be read.
    func records(path: String, today: CalendarDate, _ record: (LibraryImportRecord) throws -> Void) throws {
        func bad(_ what: String) -> LibraryFileError {
            .malformedJSON(path: path, problem: "film \(id) has \(what)")
        }
        guard id > 0 else { throw bad("an id that is not a TMDB id") }
        if let runtimeMinutes, runtimeMinutes <= 0 { throw bad("a runtime that is not a number of minutes") }
        let facts = FilmFacts(runtimeMinutes: runtimeMinutes, genres: genres ?? [], directors: directors ?? [], topCast: topCast ?? [])
        let libraryFilm = LibraryFilm(id: id, title: title, year: year, originalTitle: originalTitle, posterPath: posterPath, facts: facts)
        var addedAt: Timestamp?
        if let text = watchlistAddedAt {
            guard let time = LibraryTimeText.timestamp(text) else { throw bad("a watchlist time that is not one") }
            addedAt = time
        }
        var filmRating: FilmRating?
        if let stars = rating {
            guard let value = StarRating(stars: stars), let time = ratedAt.flatMap(LibraryTimeText.timestamp) else {
                throw bad("a rating that is not 0.5 to 5 in halves with its time")
            }
            filmRating = FilmRating(rating: value, ratedAt: time)
        }
        try record(LibraryImportRecord(
            film: .identified(libraryFilm), watchlistAddedAt: addedAt, rating: filmRating,
            isLiked: liked ?? false, letterboxdURI: letterboxdURI
        ))
        for viewing in viewings {
            guard let read = viewing.viewing() else {
                throw bad("a viewing whose date, time or rating is not one")
            }
            guard read.date <= today else { throw bad("a viewing on \(read.date), after today (\(today))") }
            try record(LibraryImportRecord(film: .identified(libraryFilm), viewing: read))
        }
    }
}
