/// A `genre/movie/list` answer, in TMDB v3's shape.
struct TMDBGenreListPayload: Encodable {
    struct Genre: Encodable {
        let id: Int
        let name: String
    }

    let genres: [Genre]

    /// The genres at least one film of `movies` has, in alphabetical order as TMDB lists them.
    init(movies: [CatalogueMovie]) {
        let names = Set(movies.flatMap(\.genres))
        genres = names.sorted().compactMap { name in
            CatalogueGenres.idsByName[name].map { Genre(id: $0, name: name) }
        }
    }
}
