import Foundation
import MoviesDomain
import Networking
import Testing
@testable import MoviesData

struct EmbeddedCatalogueNetworkServiceTests {
    private let config = ApiDataNetworkConfig(baseURL: EmbeddedCatalogueNetworkService.baseURL, credentialNames: TMDBCredentialNames.all)

    @Test func baseURL_isTheEmbeddedCatalogueOrigin() {
        // then
        #expect(EmbeddedCatalogueNetworkService.baseURL.absoluteString == "movies-catalogue://embedded")
    }

    @Test func whenSearchEndpointIsSent_answerDecodesToAPageOfMatches() async throws {
        // given
        let service = EmbeddedCatalogueNetworkService()
        let request = try APIEndpoints.searchMovies(query: MovieQuery(text: "Inception"), page: 1, language: nil)
            .networkRequest(with: config)

        // when
        let response = try await service.request(request)

        // then
        #expect(response.statusCode == 200)
        #expect(response.header("Content-Type") == "application/json;charset=utf-8")
        #expect(response.headers["content-type"] != nil)
        let page = try JSONDecoder().decode(MoviesResponseDTO.self, from: response.body).toDomain()
        #expect(page.movies.first?.id == 27205)
    }

    @Test func whenQueryNeedsPercentEncoding_itIsDecodedBeforeMatching() async throws {
        // given: accents, an apostrophe and a plus sign all travel percent-encoded
        let service = EmbeddedCatalogueNetworkService()
        let accented = try APIEndpoints.searchMovies(query: MovieQuery(text: "Amélie"), page: 1, language: nil)
            .networkRequest(with: config)
        let apostrophe = try APIEndpoints.searchMovies(query: MovieQuery(text: "Pan's Labyrinth"), page: 1, language: nil)
            .networkRequest(with: config)

        // when
        let amelie = try await service.request(accented)
        let pans = try await service.request(apostrophe)

        // then
        #expect(try JSONDecoder().decode(MoviesResponseDTO.self, from: amelie.body).movies.first?.id == 194)
        #expect(try JSONDecoder().decode(MoviesResponseDTO.self, from: pans.body).movies.first?.id == 1417)
    }

    @Test func whenDetailsEndpointIsSent_answerDecodesToDetailsWithCredits() async throws {
        // given
        let service = EmbeddedCatalogueNetworkService()
        let request = try APIEndpoints.movieDetails(id: 129, language: nil).networkRequest(with: config)

        // when
        let response = try await service.request(request)

        // then
        let details = try JSONDecoder().decode(MovieDetailsResponseDTO.self, from: response.body).toDomain()
        #expect(details.movie.originalTitle == "千と千尋の神隠し")
        #expect(details.directors == ["Hayao Miyazaki"])
        #expect(!details.cast.isEmpty)
    }

    @Test func whenFilmIsUnknown_answerIs404NotAThrow() async throws {
        // given
        let service = EmbeddedCatalogueNetworkService()
        let request = try APIEndpoints.movieDetails(id: 1, language: nil).networkRequest(with: config)

        // when
        let response = try await service.request(request)

        // then
        #expect(response.statusCode == 404)
    }

    @Test func whenCatalogueCannotLoad_requestThrowsATransportErrorThatSaysSo() async throws {
        // given
        let service = EmbeddedCatalogueNetworkService(loadCatalogue: {
            throw MovieCatalogueError.unsupportedVersion(9)
        })
        let request = try APIEndpoints.configuration().networkRequest(with: config)

        // when / then
        await #expect {
            try await service.request(request)
        } throws: { error in
            guard case NetworkError.transport(_, let detail) = error else { return false }
            return detail.contains("catalogue") && detail.contains("version 9")
        }
    }

    @Test func whenManyRequestsArriveAtOnce_theCatalogueIsLoadedOnce() async throws {
        // given
        let loads = LoadCounter()
        let service = EmbeddedCatalogueNetworkService(loadCatalogue: {
            loads.increment()
            return try MovieCatalogue.embedded()
        })
        let request = try APIEndpoints.configuration().networkRequest(with: config)

        // when
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { try await service.request(request).statusCode }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        // then
        #expect(statuses == Array(repeating: 200, count: 8))
        #expect(loads.value == 1)
    }

    @Test func whenTaskIsCancelled_requestThrowsCancelled() async throws {
        // given
        let service = EmbeddedCatalogueNetworkService()
        let request = try APIEndpoints.configuration().networkRequest(with: config)

        // when
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await service.request(request)
        }

        // then
        await #expect(throws: NetworkError.cancelled) { try await task.value }
    }
}

/// Counts catalogue loads across tasks.
private final class LoadCounter: @unchecked Sendable {
    // @unchecked: `count` is only touched while holding `lock`.
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        defer { lock.unlock() }
        count += 1
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
