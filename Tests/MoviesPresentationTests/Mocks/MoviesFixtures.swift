import MoviesDomain

enum MoviesFixtures {
    static func page(_ number: Int, of total: Int, ids: [Int]) -> MoviesPage {
        MoviesPage(
            page: number,
            totalPages: total,
            totalResults: total * 20,
            movies: ids.map { Movie(id: $0, title: "Movie \($0)", releaseDate: ReleaseDate(year: 2000 + $0 % 20, month: 1, day: 1)) }
        )
    }

    static func live(_ page: MoviesPage) -> Fetched<MoviesPage> {
        Fetched(value: page, origin: .live)
    }

    static func cached(_ page: MoviesPage, at seconds: Double) -> Fetched<MoviesPage> {
        Fetched(value: page, origin: .cached(fetchedAt: Timestamp(secondsSince1970: seconds)))
    }
}
