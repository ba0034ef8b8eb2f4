import MoviesDomain
import MoviesPresentation
import Testing

@MainActor
struct MovieDetailsFactsViewModelTests {
    private static let facts = MovieFacts(
        watchProviders: WatchProviders(regions: [
            "GB": RegionWatchOffers(offers: [.stream: [WatchProvider(id: 8, name: "Netflix", displayPriority: 1)]]),
        ]),
        videos: [
            MovieVideo(key: "fanTrailer1", site: "YouTube", type: "Trailer", name: "Fan trailer", language: "en"),
            MovieVideo(key: "teaser0001", site: "YouTube", type: "Teaser", name: "Teaser", isOfficial: true, language: "en"),
            MovieVideo(key: "enTrailer01", site: "YouTube", type: "Trailer", name: "English trailer", isOfficial: true, language: "en"),
            MovieVideo(key: "koTrailer01", site: "YouTube", type: "Trailer", name: "Korean trailer", isOfficial: true, language: "ko"),
        ],
        releases: [
            CountryReleases(country: "GB", releases: [
                MovieRelease(type: .digital, certification: "18"),
                MovieRelease(type: .theatrical, certification: "15"),
            ]),
            CountryReleases(country: "US", releases: [MovieRelease(type: .theatrical, certification: "R")]),
        ],
        imdbID: IMDbID("tt6751668"),
        keywords: [Keyword(id: 849, name: "dream"), Keyword(id: 10051, name: "heist")],
        reviews: ReviewsPage(page: 1, totalPages: 2, totalResults: 1_023, reviews: [])
    )

    private static func details(facts: MovieFacts = facts) -> MovieDetails {
        MovieDetails(
            movie: Movie(id: 496243, title: "Parasite", originalLanguage: "ko"),
            crew: [CrewMember(personID: 21684, name: "Bong Joon-ho", job: "Director")],
            facts: facts
        )
    }

    private static func region(_ code: String) throws -> WatchRegion {
        try #require(WatchRegion(code: code, origin: .flag))
    }

    @Test func theFacts_areTheRegionsCertificationTheatricalFirst_theIMDbId_andWhereToWatch() throws {
        // given / when
        let facts = MovieDetailsContentViewModel(details: Self.details(), region: try Self.region("GB")).facts
        // then
        #expect(facts.certification == "15")
        #expect(facts.imdbID == "tt6751668")
        #expect(facts.imdbURL == "https://www.imdb.com/title/tt6751668/")
        #expect(facts.whereToWatch?.plainTextLines.first == "Where to watch in GB (United Kingdom)")
        #expect(facts.whereToWatch?.sections.map(\.providerNames) == [["Netflix"]])
        #expect(facts.keywords == ["dream", "heist"])
        #expect(facts.reviewCount == 1_023)
    }

    @Test func theTrailer_isAnOfficialTrailerInTheFilmsLanguage_beforeEnglish() throws {
        // given / when
        let facts = MovieDetailsContentViewModel(details: Self.details(), region: try Self.region("US")).facts
        // then
        #expect(facts.trailer?.name == "Korean trailer")
        #expect(facts.certification == "R")
    }

    @Test func theFactRows_followCastCrewAndRelated_trailerThenKeywordsThenReviewsLast() throws {
        // given
        let content = MovieDetailsContentViewModel(details: Self.details(), region: try Self.region("GB"))
        // when
        let rows = content.facts.links
        // then
        #expect(rows.map(\.section) == [.trailer, .keywords, .keywords, .reviews])
        #expect(rows.map(\.text) == ["Korean trailer (YouTube)", "dream", "heist", "Reviews (1,023)"])
        #expect(rows[1].id == 849)
        // On screen, after cast, crew and related films, in that order.
        let onScreen = content.links.map(\.section).drop { [.cast, .crew, .related].contains($0) }
        #expect(Array(onScreen) == [.trailer, .keywords, .keywords, .reviews])
        #expect(content.links.suffix(4) == rows[...])
    }

    @Test func aKeywordRow_opensDiscoverWithThatKeyword_andTheTrailerRowPlaysIt() throws {
        // given
        var listed: [MoviesListSource] = []
        var played: [String] = []
        var reviewsOf: [Int] = []
        let actions = MovieDetailsViewModelActions(
            close: {}, showMoviesList: { listed.append($0) }, playVideo: { played.append($0); return "Playing \($0)." }, showReviews: { id, _ in reviewsOf.append(id) }
        )
        let content = MovieDetailsContentViewModel(details: Self.details(), region: try Self.region("GB"))
        // when
        for row in content.facts.links { row.follow(with: actions) }
        // then
        #expect(played == ["https://www.youtube.com/watch?v=koTrailer01"])
        #expect(listed == [.discover(DiscoverFilter(keywords: [Keyword(id: 849, name: "dream")])), .discover(DiscoverFilter(keywords: [Keyword(id: 10051, name: "heist")]))])
        #expect(reviewsOf == [496243])
    }

    @Test func unknownFacts_showNothing_andNoRows() {
        // given / when
        let facts = MovieDetailsContentViewModel(details: Self.details(facts: .unknown)).facts
        // then
        #expect(facts.certification == nil && facts.imdbID == nil && facts.whereToWatch == nil && facts.trailer == nil)
        #expect(facts.keywords.isEmpty && facts.reviewCount == nil && facts.links.isEmpty)
    }
}
