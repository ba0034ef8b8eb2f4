public import MoviesDomain

/// Fixed films for the screens: wide scripts, emoji, a hostile title, long
/// and missing fields.
public enum MoviesFixtures {
    public static let hostileTitle = "Evil\u{1B}[2J\u{1B}]0;pwned\u{07}Title\u{9B}31m\u{202E}drow"

    public static let firstPageMovies: [Movie] = [
        Movie(
            id: 27205, title: "Inception",
            overview: "Cobb, a skilled thief who commits corporate espionage by infiltrating the subconscious of his targets, is offered a chance to regain his old life.",
            releaseDate: ReleaseDate(year: 2010, month: 7, day: 15), voteAverage: 8.369, voteCount: 35012
        ),
        Movie(
            id: 496243, title: "기생충", originalTitle: "기생충", originalLanguage: "ko",
            overview: "전원백수로 살 길 막막하지만 사이는 좋은 기택 가족. 장남 기우에게 명문대생 친구가 연결시켜 준 고액 과외 자리는 모처럼 싹튼 고정수입의 희망이다.",
            releaseDate: ReleaseDate(year: 2019, month: 5, day: 30), voteAverage: 8.5, voteCount: 17000
        ),
        Movie(
            id: 129, title: "Spirited Away 🐉✨",
            overview: "👧 A young girl wanders into a world ruled by gods, witches and spirits 👻, where humans are changed into beasts.",
            releaseDate: ReleaseDate(year: 2001, month: 7, day: 20), voteAverage: 8.5, voteCount: 15000
        ),
        Movie(
            id: 666, title: hostileTitle,
            overview: "Line one\nline two\u{1B}[31m red\u{7F} and a bell\u{07} at the end.",
            releaseDate: ReleaseDate(year: 1999, month: 1, day: 1), voteAverage: 1.04, voteCount: 3
        ),
        Movie(
            id: 120, title: "The Lord of the Rings: The Fellowship of the Ring — Special Extended Edition",
            overview: "Young hobbit Frodo Baggins, after inheriting a mysterious ring from his uncle Bilbo, must leave his home in order to keep it from falling into the hands of its evil creator.",
            releaseDate: ReleaseDate(year: 2001, month: 12, day: 18), voteAverage: 8.4, voteCount: 25000
        ),
        Movie(id: 999_999, title: "Untitled Project"),
        Movie(
            id: 603, title: "The Matrix", overview: "A hacker learns what the world really is.",
            releaseDate: ReleaseDate(year: 1999, month: 3, day: 30), voteAverage: 8.2, voteCount: 24000
        ),
        Movie(
            id: 13, title: "Forrest Gump", overview: "A man with a low IQ has accomplished great things in his life.",
            releaseDate: ReleaseDate(year: 1994, month: 6, day: 23), voteAverage: 8.5, voteCount: 26000
        ),
        Movie(
            id: 680, title: "Pulp Fiction", overview: "Crime stories in Los Angeles intertwine.",
            releaseDate: ReleaseDate(year: 1994, month: 9, day: 10), voteAverage: 8.5, voteCount: 27000
        ),
        Movie(
            id: 550, title: "Fight Club", overview: "An insomniac office worker and a soap salesman form an underground club.",
            releaseDate: ReleaseDate(year: 1999, month: 10, day: 15), voteAverage: 8.4, voteCount: 28000
        ),
        Movie(
            id: 372058, title: "君の名は。", originalTitle: "君の名は。",
            overview: "Two strangers find themselves linked in a bizarre way.",
            releaseDate: ReleaseDate(year: 2016, month: 8, day: 26), voteAverage: 8.5, voteCount: 11000
        ),
        Movie(
            id: 238, title: "The Godfather", overview: "The aging patriarch of an organised crime dynasty transfers control to his son.",
            releaseDate: ReleaseDate(year: 1972, month: 3, day: 14), voteAverage: 8.7, voteCount: 19000
        ),
    ]

    public static let secondPageMovies: [Movie] = (1...3).map { index in
        Movie(id: 10_000 + index, title: "Second Page Film \(index)", overview: "More results arrive.")
    }

    public static func firstPage(totalPages: Int = 2) -> MoviesPage {
        MoviesPage(page: 1, totalPages: totalPages, totalResults: 15, movies: firstPageMovies)
    }

    public static let secondPage = MoviesPage(page: 2, totalPages: 2, totalResults: 15, movies: secondPageMovies)

    public static let parasiteDetails = MovieDetails(
        movie: Movie(
            id: 496243, title: "Parasite", originalTitle: "기생충", originalLanguage: "ko",
            overview: "All unemployed, Ki-taek's family takes peculiar interest in the wealthy and glamorous Parks for their livelihood until they get entangled in an unexpected incident.",
            releaseDate: ReleaseDate(year: 2019, month: 5, day: 30), posterPath: "/parasite.jpg",
            voteAverage: 8.5, voteCount: 17000
        ),
        runtimeMinutes: 133,
        genres: ["Comedy", "Thriller", "Drama"],
        tagline: "Act like you own the place.",
        status: "Released",
        crew: [CrewMember(name: "Bong Joon-ho", job: "Director")],
        cast: [
            CastMember(name: "Song Kang-ho", character: "Kim Ki-taek"),
            CastMember(name: "Lee Sun-kyun", character: "Park Dong-ik"),
            CastMember(name: "Cho Yeo-jeong", character: "Yeon-kyo"),
            CastMember(name: "Choi Woo-shik", character: "Kim Ki-woo"),
            CastMember(name: "Park So-dam", character: "Kim Ki-jung"),
        ]
    )

    /// Parasite with what people check before pressing play: certification
    /// in GB and the US, the IMDb id, keywords, a review count, and offers in
    /// GB alone (streaming, rent, buy), in TMDB's display order.
    public static let parasiteDetailsWithFacts = MovieDetails(
        movie: parasiteDetails.movie, runtimeMinutes: parasiteDetails.runtimeMinutes, genres: parasiteDetails.genres,
        tagline: parasiteDetails.tagline, status: parasiteDetails.status, crew: parasiteDetails.crew,
        cast: parasiteDetails.cast,
        facts: MovieFacts(
            watchProviders: WatchProviders(regions: [
                "GB": RegionWatchOffers(
                    link: "https://www.themoviedb.org/movie/496243-parasite/watch?locale=GB",
                    offers: [
                        .stream: [WatchProvider(id: 8, name: "Netflix", displayPriority: 1)],
                        .rent: [
                            WatchProvider(id: 2, name: "Apple TV", displayPriority: 4),
                            WatchProvider(id: 10, name: "Amazon Video", displayPriority: 12),
                        ],
                        .buy: [WatchProvider(id: 2, name: "Apple TV", displayPriority: 4)],
                    ]
                ),
            ]),
            videos: [MovieVideo(key: "5xH0HfJHsaY", site: "YouTube", type: "Trailer", name: "Official Trailer", isOfficial: true, language: "en")],
            releases: [
                CountryReleases(country: "GB", releases: [MovieRelease(type: .theatrical, certification: "15")]),
                CountryReleases(country: "US", releases: [MovieRelease(type: .theatrical, certification: "R")]),
            ],
            imdbID: IMDbID("tt6751668"),
            keywords: [Keyword(id: 10051, name: "heist"), Keyword(id: 2004, name: "class differences")],
            reviews: ReviewsPage(page: 1, totalPages: 1, totalResults: 12, reviews: [])
        )
    )

    /// Parasite's videos in TMDB's order: a clip, a teaser, a trailer on
    /// Vimeo and one on a site not played here.
    public static let parasiteVideos = MovieVideos(videos: [
        MovieVideo(key: "clip00001", site: "YouTube", type: "Clip", name: "Peach scene", language: "ko"),
        MovieVideo(key: "teaser001", site: "YouTube", type: "Teaser", name: "Teaser", isOfficial: true, language: "ko"),
        MovieVideo(key: "123456789", site: "Vimeo", type: "Trailer", name: "Official Trailer", isOfficial: true, language: "ko"),
        MovieVideo(key: "x8abc", site: "Dailymotion", type: "Trailer", name: "Elsewhere", language: "en"),
    ], filmLanguage: "ko")

    /// Parasite's reviews, two to a page over two pages: one with a rating and
    /// Markdown, one with neither, then one more on page 2.
    public static let parasiteReviewPages: [ReviewsPage] = [
        ReviewsPage(page: 1, totalPages: 2, totalResults: 3, reviews: [
            MovieReview(
                author: "Jane Doe", authorRating: 9, createdAt: Timestamp(secondsSince1970: 1_624_406_400),
                content: "A **masterpiece** of class and *suspense*.\n\nThe second half turns the house upside down."
            ),
            MovieReview(author: "moviegoer", content: "Not for me."),
        ]),
        ReviewsPage(page: 2, totalPages: 2, totalResults: 3, reviews: [
            MovieReview(author: "Late Reviewer", authorRating: 7.5, content: "Worth the hype."),
        ]),
    ]

    /// A 40×60 poster shaped like TMDB's (2:3): red grows to the right,
    /// blue grows downwards, green stays 64.
    public static let gradientPoster: PosterImage? = {
        let width = 40
        let height = 60
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 255 / (width - 1)), 64, UInt8(y * 255 / (height - 1))]
            }
        }
        return PosterImage(width: width, height: height, pixels: pixels)
    }()

    public static let recentQueries: [MovieQuery] = [
        MovieQuery(text: "inception"),
        MovieQuery(text: "기생충"),
        MovieQuery(text: "dune", year: 2021),
        MovieQuery(text: "bad\u{1B}[31mquery"),
    ]

    // MARK: - Numbered pages

    /// Page `number` of `total`, holding films `Movie <id>` for `ids`.
    public static func page(_ number: Int, of total: Int, ids: [Int]) -> MoviesPage {
        MoviesPage(
            page: number,
            totalPages: total,
            totalResults: total * 20,
            movies: ids.map { Movie(id: $0, title: "Movie \($0)", releaseDate: ReleaseDate(year: 2000 + $0 % 20, month: 1, day: 1)) }
        )
    }

    public static func live(_ page: MoviesPage) -> Fetched<MoviesPage> {
        Fetched(value: page, origin: .live)
    }

    public static func cached(_ page: MoviesPage, at seconds: Double) -> Fetched<MoviesPage> {
        Fetched(value: page, origin: .cached(fetchedAt: Timestamp(secondsSince1970: seconds)))
    }
}
