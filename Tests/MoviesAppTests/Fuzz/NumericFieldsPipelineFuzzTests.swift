import Foundation
import MoviesDomain
import MoviesTestSupport
import MoviesPresentation
import MoviesUI
import PropertyBased
import PropertyTestSupport
import Testing
import TextUI
@testable import MoviesApp
@testable import MoviesData

/// Every numeric field TMDB sends, filled with what a broken or hostile
/// server might put there, goes through decoding, mapping, the view models and
/// both renderers (the screen and plain text) and the JSON form: nothing traps,
/// and the film is still shown. (Issue #11, item 1: a `vote_average` of 1e18
/// used to kill every run, and the cache kept it.)
@MainActor
@Suite(.propertySeedReplay) struct NumericFieldsPipelineFuzzTests {
    static let hostileNumbers = [
        "0", "-0", "1e308", "-1e308", "9.3e18", "-9.3e18", "1e18", "-1e18", "1e400", "-1e400",
        "\"NaN\"", "\"Infinity\"", "\"-Infinity\"", "123456789012345678901234567890",
        "-123456789012345678901234567890", "9223372036854775807", "-9223372036854775808",
        "9223372036854775808", "1.5", "-1", "null", "true", "\"12\"", "[]", "{}",
    ]

    static let number = Gen<String?>.element(of: hostileNumbers).map { $0 ?? "null" }

    @Test func aSearchPageWithHostileNumbers_showsTheFilmWithoutTrapping() async throws {
        await propertyCheck(count: 300, input: Self.number.array(of: 6)) { values in
            let body = """
                {"page":\(values[0]),"total_pages":\(values[1]),"total_results":\(values[2]),"results":[
                {"id":27205,"title":"Inception","release_date":"2010-07-15","overview":"Dreams.",
                 "vote_average":\(values[3]),"vote_count":\(values[4]),"genre_ids":[\(values[5])]}]}
                """
            let page: MoviesResponseDTO
            do {
                page = try TMDBResponseDecoder().decode(Data(body.utf8))
            } catch {
                Issue.record("a page with odd numbers must still decode: \(error) — \(values)")
                return
            }
            let domain = page.toDomain(requestedPage: 1)
            #expect(domain.movies.map(\.id) == [27205])
            if let average = domain.movies.first?.voteAverage { #expect((0...10).contains(average)) }
            let screen = await Self.listScreen(showing: domain)
            Self.render(screen, expecting: "Inception")
        }
    }

    @Test func detailsWithHostileNumbers_showTheFilmWithoutTrapping() async throws {
        await propertyCheck(count: 300, input: Self.number.array(of: 6)) { values in
            let body = """
                {"id":27205,"title":"Inception","release_date":"2010-07-15","runtime":\(values[0]),
                 "vote_average":\(values[1]),"vote_count":\(values[2]),"genres":[{"id":\(values[3]),"name":"Action"}],
                 "credits":{"cast":[{"name":"Leonardo DiCaprio","character":"Cobb","order":\(values[4])}],
                 "crew":[{"name":"Christopher Nolan","job":"Director","id":\(values[5])}]}}
                """
            let details: MovieDetailsResponseDTO
            do {
                details = try TMDBResponseDecoder().decode(Data(body.utf8))
            } catch {
                Issue.record("details with odd numbers must still decode: \(error) — \(values)")
                return
            }
            let domain = details.toDomain()
            #expect(domain.movie.title == "Inception" && domain.cast.count == 1 && domain.directors == ["Christopher Nolan"])
            if let runtime = domain.runtimeMinutes { #expect(runtime > 0) }
            let screen = await Self.detailsScreen(showing: domain)
            Self.render(screen, expecting: "Leonardo DiCaprio")
        }
    }

    // MARK: - The real view models and screens over fixed answers

    private static func listScreen(showing page: MoviesPage) async -> any MoviesScreen {
        let viewModel = DefaultMoviesSearchViewModel(
            fetchMoviesListUseCase: StubMoviesListUseCase { _ in
                .pages([Fetched(value: page, origin: .cached(fetchedAt: Timestamp(secondsSince1970: 1_700_000_000)))])
            },
            settings: LoadSettings(formatter: FoundationDataAgeFormatter()),
            query: MovieQuery(text: "inception")
        )
        let screen = MoviesListScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: true), spinnerInterval: nil)
        screen.viewDidLoad()
        await screen.waitUntilSettled()
        return screen
    }

    private static func detailsScreen(showing details: MovieDetails) async -> any MoviesScreen {
        let viewModel = DefaultMovieDetailsViewModel(
            movie: details.movie, fetchMovieDetailsUseCase: StubMovieDetailsUseCase(result: .success(details)),
            settings: LoadSettings(formatter: FoundationDataAgeFormatter())
        )
        let screen = MovieDetailsScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: true), spinnerInterval: nil)
        screen.viewDidLoad()
        await screen.waitUntilSettled()
        return screen
    }

    /// Draws the screen at two sizes, prints it as plain text and as JSON.
    private static func render(_ screen: any MoviesScreen, expecting text: String) {
        for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
            var buffer = ScreenBuffer(size: size)
            screen.draw(into: &buffer, in: buffer.bounds)
        }
        #expect(screen.plainTextLines(width: 80).joined(separator: "\n").contains(text))
        if let document = screen.jsonDocument() {
            #expect((try? JSONOutputEncoder.string(document)) != nil, "the JSON form must encode")
        }
    }
}
