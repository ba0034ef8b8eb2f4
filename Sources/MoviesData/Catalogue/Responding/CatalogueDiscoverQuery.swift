import MoviesDomain
import Networking

/// The `discover/movie` parameters the catalogue honours, read and checked.
///
/// Filters: `with_genres` and `with_people` (TMDB ids; a comma means all of them, a pipe
/// any of them), `primary_release_year` (or `year`), `primary_release_date.gte` and
/// `.lte` (`YYYY-MM-DD`, inclusive), `vote_count.gte`, `vote_average.gte`,
/// `with_original_language`. `sort_by` takes TMDB's names — `popularity`,
/// `vote_average`, `vote_count`, `primary_release_date`, `title`, `original_title`,
/// each `.asc` or `.desc` (default `popularity.desc`); ties go to the more popular film,
/// then the one with more votes, then the lower id (as `CatalogueRankings` breaks them). `revenue` is refused, since the catalogue has no box-office
/// figures. Other parameters (`language`, `region`, `include_adult`, …) are ignored.
struct CatalogueDiscoverQuery: Sendable {
    enum SortKey: String, Sendable {
        case popularity
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case primaryReleaseDate = "primary_release_date"
        case title
        case originalTitle = "original_title"
    }

    /// Ids joined by commas (all must match) or pipes (any may).
    struct IDFilter: Sendable, Equatable {
        let ids: [Int]
        let requiresAll: Bool

        func matches(_ present: Set<Int>) -> Bool {
            requiresAll ? ids.allSatisfy(present.contains) : ids.contains(where: present.contains)
        }
    }

    var genres: IDFilter?
    var people: IDFilter?
    var releaseYear: Int?
    var releasedOnOrAfter: String?
    var releasedOnOrBefore: String?
    var minimumVoteCount: Int?
    var minimumVoteAverage: Double?
    var originalLanguage: String?
    var sortKey = SortKey.popularity
    var isAscending = false

    /// - Throws: the TMDB error to answer with when a parameter cannot be read.
    init(queryItems: [String: String]) throws(CatalogueRequestError) {
        genres = try Self.idFilter(queryItems["with_genres"])
        people = try Self.idFilter(queryItems["with_people"])
        releaseYear = try Self.integer(queryItems["primary_release_year"] ?? queryItems["year"])
        releasedOnOrAfter = try Self.date(queryItems["primary_release_date.gte"])
        releasedOnOrBefore = try Self.date(queryItems["primary_release_date.lte"])
        minimumVoteCount = try Self.integer(queryItems["vote_count.gte"])
        if let text = Self.nonEmpty(queryItems["vote_average.gte"]) {
            guard let value = Double(text), value.isFinite else { throw .invalidParameters }
            minimumVoteAverage = value
        }
        originalLanguage = Self.nonEmpty(queryItems["with_original_language"])
        if let sort = Self.nonEmpty(queryItems["sort_by"]) {
            let parts = sort.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, let key = SortKey(rawValue: String(parts[0])), parts[1] == "asc" || parts[1] == "desc" else {
                throw .invalidParameters
            }
            sortKey = key
            isAscending = parts[1] == "asc"
        }
    }

    /// The films that pass every filter, in the requested order.
    func apply(to movies: [CatalogueMovie], catalogue: MovieCatalogue) -> [CatalogueMovie] {
        let filtered = movies.filter { movie in
            if let releaseYear, movie.releaseYear != releaseYear { return false }
            if let releasedOnOrAfter, movie.releaseDate < releasedOnOrAfter { return false }
            if let releasedOnOrBefore, movie.releaseDate > releasedOnOrBefore { return false }
            if let minimumVoteCount, movie.voteCount < minimumVoteCount { return false }
            if let minimumVoteAverage, movie.voteAverage < minimumVoteAverage { return false }
            if let originalLanguage, movie.originalLanguage != originalLanguage { return false }
            if let genres, !genres.matches(Set(movie.genreIDs)) { return false }
            if let people, !people.matches(Self.personIDs(of: movie, in: catalogue)) { return false }
            return true
        }
        let keyed = filtered.map { (movie: $0, key: sortValue(of: $0)) }
        return keyed
            .sorted { lhs, rhs in
                if lhs.key != rhs.key { return isAscending ? lhs.key < rhs.key : lhs.key > rhs.key }
                if lhs.movie.popularity != rhs.movie.popularity { return lhs.movie.popularity > rhs.movie.popularity }
                if lhs.movie.voteCount != rhs.movie.voteCount { return lhs.movie.voteCount > rhs.movie.voteCount }
                return lhs.movie.id < rhs.movie.id
            }
            .map(\.movie)
    }

    private func sortValue(of movie: CatalogueMovie) -> SortValue {
        switch sortKey {
        case .popularity: .number(movie.popularity)
        case .voteAverage: .number(movie.voteAverage)
        case .voteCount: .number(Double(movie.voteCount))
        case .primaryReleaseDate: .text(movie.releaseDate)
        case .title: .text(TitleFolding.fold(movie.title))
        case .originalTitle: .text(TitleFolding.fold(movie.originalTitle))
        }
    }

    private enum SortValue: Comparable {
        case number(Double)
        case text(String)
    }

    private static func personIDs(of movie: CatalogueMovie, in catalogue: MovieCatalogue) -> Set<Int> {
        Set((movie.cast.map(\.name) + movie.crew.map(\.name)).compactMap { catalogue.person(named: $0)?.id })
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text = text?.trimmingSpacesAndTabs, !text.isEmpty else { return nil }
        return text
    }

    private static func integer(_ text: String?) throws(CatalogueRequestError) -> Int? {
        guard let text = nonEmpty(text) else { return nil }
        guard let value = Int(text) else { throw .invalidParameters }
        return value
    }

    private static func date(_ text: String?) throws(CatalogueRequestError) -> String? {
        guard let text = nonEmpty(text) else { return nil }
        let bytes = Array(text.utf8)
        let isDate = bytes.count == 10 && bytes.enumerated().allSatisfy { index, byte in
            index == 4 || index == 7 ? byte == UInt8(ascii: "-") : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        guard isDate else { throw .invalidDate }
        return text
    }

    private static func idFilter(_ text: String?) throws(CatalogueRequestError) -> IDFilter? {
        guard let text = nonEmpty(text) else { return nil }
        let hasComma = text.contains(",")
        let hasPipe = text.contains("|")
        // TMDB reads one kind of separator per list; mixing them has no single meaning.
        guard !(hasComma && hasPipe) else { throw .invalidParameters }
        var ids: [Int] = []
        for part in text.split(separator: hasPipe ? "|" : ",", omittingEmptySubsequences: false) {
            guard let id = Int(part.trimmingSpacesAndTabs) else { throw .invalidParameters }
            ids.append(id)
        }
        return IDFilter(ids: ids, requiresAll: !hasPipe)
    }
}
