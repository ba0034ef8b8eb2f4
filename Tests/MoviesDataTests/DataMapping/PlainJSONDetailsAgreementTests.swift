import Foundation
import Networking
import Testing
import TestSupport
import TMDBStubServer
@testable import MoviesData

/// Details read without JSONDecoder (`MovieDetailsResponseDTO(plainJSON:)`)
/// are exactly the details JSONDecoder reads, or not read at all: every film
/// of the catalogue and of the stub with every part, and thousands of
/// generated answers whose every field may be what servers send wrong.
struct PlainJSONDetailsAgreementTests {
    /// The shared deterministic picker (no seed-dependent test results).
    private typealias Generator = ChoicePicker

    private static let junk = [
        "null", "true", "7", "12.0", "12.5", "1e3", "-1", "9223372036854775808", #""""#, #""x""#, #""8""#, "[]", "[null,1]", "{}",
        #"{"k":1}"#, #""\u00e9t\u00e9""#, #""tt0137523""#,
    ]

    /// `usual` most of the time, else junk, else nothing.
    private func field(_ name: String, _ usual: String, _ generator: inout Generator) -> String? {
        switch generator.next(8) {
        case 0: return nil
        case 1: return "\"\(name)\":" + generator.pick(Self.junk)
        default: return "\"\(name)\":" + usual
        }
    }

    private func object(_ fields: [String?]) -> String {
        "{" + fields.compactMap { $0 }.joined(separator: ",") + "}"
    }

    private func list(_ generator: inout Generator, _ element: (inout Generator) -> String) -> String {
        "[" + (0..<generator.next(5)).map { _ in generator.next(6) == 0 ? generator.pick(Self.junk) : element(&generator) }
            .joined(separator: ",") + "]"
    }

    private func details(_ generator: inout Generator) -> String {
        let provider = { (g: inout Generator) in
            object([field("provider_id", String(g.next(20)), &g), field("provider_name", #""Service""#, &g), field("display_priority", String(g.next(9)), &g), field("logo_path", #""/l.jpg""#, &g)])
        }
        let region = { (g: inout Generator) in
            object([field("link", #""https://x.invalid""#, &g), field("flatrate", list(&g, provider), &g), field("rent", list(&g, provider), &g), field("ads", list(&g, provider), &g)])
        }
        let video = { (g: inout Generator) in
            object([field("key", #""k1""#, &g), field("site", #""YouTube""#, &g), field("type", #""Trailer""#, &g), field("official", "true", &g),
                    field("name", #""N""#, &g), field("published_at", #""2010-05-11T17:00:06.000Z""#, &g), field("iso_639_1", #""en""#, &g)])
        }
        let release = { (g: inout Generator) in
            object([field("type", String(g.next(7)), &g), field("certification", #""PG-13""#, &g), field("release_date", #""2010-07-16T00:00:00.000Z""#, &g), field("note", #""""#, &g)])
        }
        let country = { (g: inout Generator) in object([field("iso_3166_1", g.pick([#""US""#, #""GB""#, #""gb""#]), &g), field("release_dates", list(&g, release), &g)]) }
        let keyword = { (g: inout Generator) in object([field("id", String(g.next(50)), &g), field("name", #""dream""#, &g)]) }
        let review = { (g: inout Generator) in
            object([field("author", #""a""#, &g), field("content", #""**text**""#, &g), field("created_at", #""2021-03-01T12:00:00.000Z""#, &g),
                    field("author_details", object([field("rating", "8.0", &g), field("username", #""u""#, &g)]), &g), field("id", #""r""#, &g)])
        }
        let person = { (g: inout Generator) in object([field("id", String(g.next(99)), &g), field("name", #""P""#, &g), field("character", #""C""#, &g), field("order", String(g.next(9)), &g), field("job", #""Director""#, &g)]) }
        let film = { (g: inout Generator) in object([field("id", String(g.next(999) + 1), &g), field("title", #""T""#, &g), field("genre_ids", "[1,2]", &g)]) }
        var g = generator
        defer { generator = g }
        let regions = (0..<g.next(4)).map { _ in "\"" + g.pick(["GB", "gb", "US", "DE", "usa"]) + "\":" + region(&g) }
        let regionsObject = "{" + Set(regions.map { String($0.prefix(5)) }).sorted().compactMap { prefix in regions.first { $0.hasPrefix(prefix) } }.joined(separator: ",") + "}"
        return object([
            g.next(20) == 0 ? nil : "\"id\":" + String(g.next(9_999) + 1),
            field("title", #""Film""#, &g), field("runtime", "148", &g), field("tagline", #""T""#, &g), field("status", #""Released""#, &g),
            field("imdb_id", #""tt1375666""#, &g), field("genres", list(&g) { g in object([field("id", "28", &g), field("name", #""Action""#, &g)]) }, &g),
            field("credits", object([field("cast", list(&g, person), &g), field("crew", list(&g, person), &g)]), &g),
            field("recommendations", object([field("page", "1", &g), field("results", list(&g, film), &g), field("total_pages", "2", &g)]), &g),
            field("belongs_to_collection", object([field("id", "263", &g), field("name", #""C""#, &g)]), &g),
            field("videos", object([field("results", list(&g, video), &g)]), &g),
            field("release_dates", object([field("results", list(&g, country), &g)]), &g),
            field("external_ids", object([field("imdb_id", #""tt0000001""#, &g)]), &g),
            field("keywords", object([field("keywords", list(&g, keyword), &g)]), &g),
            field("watch/providers", object([field("results", regionsObject, &g)]), &g),
            field("reviews", object([field("page", "1", &g), field("results", list(&g, review), &g), field("total_results", "4", &g)]), &g),
        ])
    }

    @Test func everyGeneratedAnswerReadWithoutJSONDecoder_isTheOneJSONDecoderReads() throws {
        var generator = Generator(state: 0x5EED_0F_D37A)
        var readPlainly = 0
        let total = 400
        for _ in 0..<total {
            let text = details(&generator)
            let data = Data(text.utf8)
            let decoded = try? JSONDecoder().decode(MovieDetailsResponseDTO.self, from: data)
            guard let plain = MovieDetailsResponseDTO(plainJSON: data) else { continue }
            readPlainly += 1
            #expect(plain == decoded, "\(text)")
        }
        // Most answers must take the quick way, or the check above checks little.
        #expect(readPlainly > total / 2, "\(readPlainly) of \(total)")
    }

    @Test func filmsOfTheStubWithEveryPart_areReadEitherWayTheSame() async throws {
        // given: the stub's answers (the catalogue's films with the invented facts)
        let server = try TMDBStubServer()
        defer { server.stop() }
        let catalogue = try MovieCatalogue.embedded()
        let service = CurlNetworkService()

        // The three fixtures and a film of each of the stub's rules (id % 3).
        let films = [27205, 496243, 550] + catalogue.movies.map(\.id).filter { ![27205, 496243, 550].contains($0) }.prefix(3)
        for movie in films.compactMap(catalogue.movie(withID:)) {
            // when
            let url = try #require(URL(string: server.baseURL.absoluteString + "/3/movie/\(movie.id)?append_to_response=\(APIEndpoints.detailsParts)"))
            let body = try await service.request(NetworkRequest(url: url)).body

            // then
            let plain = try #require(MovieDetailsResponseDTO(plainJSON: body), "\(movie.title)")
            #expect(plain == (try JSONDecoder().decode(MovieDetailsResponseDTO.self, from: body)), "\(movie.title)")
        }
    }

    @Test func regionsNamedInEitherCase_keepTheUpperCaseOne_whicheverComesFirst() throws {
        for text in [
            #"{"id":1,"watch/providers":{"results":{"gb":{"link":"lower"},"GB":{"link":"upper"},"de":{"link":"b"},"dE":{"link":"a"}}}}"#,
            #"{"id":1,"watch/providers":{"results":{"dE":{"link":"a"},"GB":{"link":"upper"},"de":{"link":"b"},"gb":{"link":"lower"}}}}"#,
        ] {
            let data = Data(text.utf8)
            let plain = try #require(MovieDetailsResponseDTO(plainJSON: data))
            #expect(plain == (try JSONDecoder().decode(MovieDetailsResponseDTO.self, from: data)))
            #expect(plain.watchProviders?.regions["GB"]?.link == "upper" && plain.watchProviders?.regions["DE"]?.link == "a")
        }
    }

    @Test func whatTheReaderCannotSettle_isLeftToJSONDecoder() {
        let cases = [
            #"{"title":"no id"}"#,
            #"{"id":1,"id":2}"#,
            #"{"id":1,"recommendations":{"page":1,"results":[{"id":2,"genre_ids":[28.0]}]}}"#,
            #"[1]"#,
        ]
        for text in cases {
            #expect(MovieDetailsResponseDTO(plainJSON: Data(text.utf8)) == nil, "\(text)")
        }
    }
}
