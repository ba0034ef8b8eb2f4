/// A person's `movie_credits`, in TMDB v3's shape: each film as in a list, with the
/// character (cast) or job and department (crew). Newest first, then by title, so
/// answers are steady; TMDB itself promises no order.
struct TMDBPersonMovieCreditsPayload: Encodable {
    let person: CataloguePeopleIndex.Person
    /// The standalone `person/{id}/movie_credits` answer carries the person id; the appended one does not.
    var id: Int?

    private enum CodingKeys: String, CodingKey {
        case cast
        case crew
        case id
    }

    /// One film of theirs: the film's fields and the credit's, in one object.
    private struct Entry: Encodable {
        let credit: CataloguePeopleIndex.Credit

        func encode(to encoder: any Encoder) throws {
            try TMDBMovieListItemPayload(movie: credit.movie).encode(to: encoder)
            try TMDBCreditRoleFields(creditID: credit.creditID, role: credit.role).encode(to: encoder)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let credits = person.credits.sorted { lhs, rhs in
            if lhs.movie.releaseDate != rhs.movie.releaseDate { return lhs.movie.releaseDate > rhs.movie.releaseDate }
            if lhs.movie.title != rhs.movie.title { return lhs.movie.title < rhs.movie.title }
            return lhs.creditID < rhs.creditID
        }
        try container.encode(credits.filter(\.isCast).map(Entry.init), forKey: .cast)
        try container.encode(credits.filter { !$0.isCast }.map(Entry.init), forKey: .crew)
        try container.encodeIfPresent(id, forKey: .id)
    }
}

extension CataloguePeopleIndex.Credit {
    var isCast: Bool {
        if case .cast = role { return true }
        return false
    }
}
