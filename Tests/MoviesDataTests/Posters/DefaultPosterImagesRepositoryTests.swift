import Foundation
import JPEGTestSupport
import MoviesDomain
import Networking
import TMDBStubServer
import Testing
@testable import MoviesData

struct DefaultPosterImagesRepositoryTests {
    private let directory: TemporaryCacheDirectory
    private let database: MoviesCacheDatabase
    private let cache: SQLiteResponseCache
    private let server: TMDBStubServer

    init() throws {
        directory = try TemporaryCacheDirectory()
        database = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        cache = SQLiteResponseCache(database: database, sizeLimitBytes: 10 * 1024 * 1024)
        // The API server wants a key; the image host must never be given one.
        server = try TMDBStubServer(expectations: .init(credential: "secret-key"))
    }

    private func makeRepository(imageBaseURL: URL? = nil, apiSecrets: CredentialRedactor? = nil) -> DefaultPosterImagesRepository {
        DefaultPosterImagesRepository(
            networkService: CurlNetworkService(),
            imageBaseURL: imageBaseURL ?? server.baseURL,
            cache: cache,
            timeouts: NetworkTimeouts(connectSeconds: 5, totalSeconds: 10),
            apiSecrets: apiSecrets,
            retryPolicy: .none
        )
    }

    /// Serves `body` at `/t/p/w185/x.jpg` and 404 everywhere else below `/t/p/`.
    private func serve(_ body: Data, status: Int = 200) {
        server.override { request in
            guard request.path.hasPrefix("/t/p/") else { return nil }
            guard request.path == "/t/p/w185/x.jpg" else { return .json(#"{"status_code":34}"#, status: 404) }
            return StubHTTPResponse(status: status, headers: ["Content-Type": "image/jpeg"], body: body)
        }
    }

    private func imageRequests() -> [StubHTTPRequest] {
        server.receivedRequests.filter { $0.path.hasPrefix("/t/p/") }
    }

    @Test func fetchesAndDecodesThePosterFromTheImageHost() async throws {
        // given
        serve(try TestJPEG.gradient(width: 40, height: 60))

        // when
        let poster = try await makeRepository().fetchPoster(path: "/x.jpg", preferredWidth: 185, policy: .automatic)

        // then
        #expect(poster.width == 40)
        #expect(poster.height == 60)
        #expect(poster.pixels.count == 40 * 60 * 3)
        let bottomRightRed = poster.pixels[(59 * 40 + 39) * 3]
        #expect(bottomRightRed > 230, "the gradient's red rises to 255 at the right edge")
        #expect(imageRequests().map(\.path) == ["/t/p/w185/x.jpg"])
    }

    @Test func noCredentialEverReachesTheImageHost() async throws {
        // given
        serve(try TestJPEG.gradient(width: 8, height: 8))

        // when
        _ = try await makeRepository().fetchPoster(path: "/x.jpg", preferredWidth: 185, policy: .automatic)

        // then
        let request = try #require(imageRequests().first)
        #expect(request.rawQuery == nil)
        #expect(request.queryValue("api_key") == nil)
        #expect(request.header("Authorization") == nil)
        #expect(!request.target.contains("secret-key"))
        #expect(!request.headers.values.contains { $0.contains("secret-key") })
    }

    /// #11 items 15 and 16: the image host's password travels as Basic
    /// authentication to this machine, and what the host echoes of it is
    /// scrubbed from the stored poster and its validators.
    @Test func whenTheImageHostEchoesThePasswordOfItsURL_theCacheKeepsNoCopyOfIt() async throws {
        // given a host that appends the password to the picture and puts it in the validators
        let password = "pic-pa55-0427"
        let picture = try TestJPEG.gradient(width: 40, height: 60)
        server.override { request in
            guard request.path.hasPrefix("/t/p/"), let echoed = TMDBStubServer.echoedCredential(in: request) else { return nil }
            let headers = ["Content-Type": "image/jpeg", "ETag": "\"\(echoed)\"", "Last-Modified": echoed]
            return StubHTTPResponse(status: 200, headers: headers, body: picture + Data(echoed.utf8))
        }
        let base = try #require(URL(string: "http://pic-user:\(password)@127.0.0.1:\(server.port)"))

        // when
        let poster = try await makeRepository(imageBaseURL: base).fetchPoster(path: "/x.jpg", preferredWidth: 185, policy: .automatic)

        // then
        #expect(poster.width == 40)
        #expect(imageRequests().first?.header("Authorization") == "Basic " + Data("pic-user:\(password)".utf8).base64EncodedString())
        var bytes = try Data(contentsOf: database.fileURL)
        bytes.append(FileManager.default.contents(atPath: database.fileURL.path + "-wal") ?? Data())
        #expect(bytes.range(of: Data(password.utf8)) == nil, "the cache file holds the password")
        #expect(bytes.range(of: Data("<redacted>".utf8)) != nil, "the echo was stored, scrubbed")
        let offline = try await makeRepository(imageBaseURL: base).fetchPoster(path: "/x.jpg", preferredWidth: 185, policy: .offline)
        #expect(offline == poster)
    }

    @Test func whenTheImageHostEchoesTheAPIKey_itIsNeitherSentThereNorStored() async throws {
        // given a host that knows the API key (the same hostile server) and echoes it
        let key = "api-key-0f3c9d"
        let picture = try TestJPEG.gradient(width: 40, height: 60)
        server.override { request in
            guard request.path.hasPrefix("/t/p/") else { return nil }
            return StubHTTPResponse(status: 200, headers: ["Content-Type": "image/jpeg", "ETag": "\"\(key)\""], body: picture + Data(key.utf8))
        }
        let apiConfig = ApiDataNetworkConfig(baseURL: server.baseURL, queryParameters: ["api_key": key], credentialNames: TMDBCredentialNames.all)

        // when
        let poster = try await makeRepository(apiSecrets: CredentialRedactor(config: apiConfig))
            .fetchPoster(path: "/x.jpg", preferredWidth: 185, policy: .automatic)

        // then
        #expect(poster.width == 40)
        #expect(imageRequests().allSatisfy { !$0.target.contains(key) })
        var bytes = try Data(contentsOf: database.fileURL)
        bytes.append(FileManager.default.contents(atPath: database.fileURL.path + "-wal") ?? Data())
        #expect(bytes.range(of: Data(key.utf8)) == nil, "the cache file holds the API key")
    }

    @Test func aCachedPoster_isReplayedOfflineWithoutARequest() async throws {
        // given: the poster fetched once, then the server gone
        serve(try TestJPEG.gradient(width: 24, height: 36))
        let online = try await makeRepository().fetchPoster(path: "/x.jpg", preferredWidth: 185, policy: .automatic)
        let requestsBefore = server.receivedRequests.count
        server.stop()

        // when
        let offline = try await makeRepository().fetchPoster(path: "/x.jpg", preferredWidth: 185, policy: .offline)

        // then
        #expect(offline == online)
        #expect(server.receivedRequests.count == requestsBefore)
    }

    @Test func offlineWithNothingCached_isNotCached() async throws {
        await #expect(throws: MoviesRepositoryError.notCached) {
            try await makeRepository().fetchPoster(path: "/x.jpg", preferredWidth: 185, policy: .offline)
        }
        #expect(imageRequests().isEmpty)
    }

    @Test func garbageInsteadOfAJPEG_isAnInvalidResponse() async throws {
        // given
        serve(Data("<html>not an image</html>".utf8))

        // when / then
        await #expect {
            try await makeRepository().fetchPoster(path: "/x.jpg", preferredWidth: 185, policy: .automatic)
        } throws: { error in
            guard case .invalidResponse(let detail) = error as? MoviesRepositoryError else { return false }
            return detail.contains("poster")
        }
    }

    @Test func aHugeAnnouncedPicture_isRefusedAsInvalid() async throws {
        // given
        serve(try TestJPEG.announcingSize(width: 50000, height: 50000, in: TestJPEG.gradient(width: 8, height: 8)))

        // when / then
        await #expect {
            try await makeRepository().fetchPoster(path: "/x.jpg", preferredWidth: 185, policy: .automatic)
        } throws: { error in
            guard case .invalidResponse = error as? MoviesRepositoryError else { return false }
            return true
        }
    }

    @Test func aMissingPoster_isNotFound() async throws {
        // given
        serve(Data())

        // when / then
        await #expect {
            try await makeRepository().fetchPoster(path: "/missing.jpg", preferredWidth: 185, policy: .automatic)
        } throws: { error in
            guard case .notFound = error as? MoviesRepositoryError else { return false }
            return true
        }
    }

    @Test func aPathThatCouldSteerTheRequest_isRefusedWithoutARequest() async throws {
        await #expect {
            try await makeRepository().fetchPoster(path: "//evil.example/x.jpg", preferredWidth: 185, policy: .automatic)
        } throws: { error in
            guard case .invalidResponse = error as? MoviesRepositoryError else { return false }
            return true
        }
        #expect(server.receivedRequests.isEmpty)
    }

    @Test func aPictureWiderThanWanted_isShrunkKeepingItsShape() async throws {
        // given: w185 asked for, but the server sends 370×556
        serve(try TestJPEG.gradient(width: 370, height: 556))

        // when
        let poster = try await makeRepository().fetchPoster(path: "/x.jpg", preferredWidth: 185, policy: .automatic)

        // then
        #expect(poster.width == 185)
        #expect(poster.height == 278)
    }
}
