@testable import Networking
import TMDBStubServer
import Testing

@Suite struct CurlLibraryLoadingTests {
    @Test func whenLibcurlIsMissing_requestFailsWithATransportErrorSayingWhatToInstall() async throws {
        // given
        let fixture = try StubServerFixture { _ in .json("{}") }
        defer { fixture.server.stop() }
        let service = CurlNetworkService(
            maximumBodyBytes: CurlNetworkService.defaultMaximumBodyBytes,
            library: { CurlLibrary.open(path: "libmovies-no-such-curl.so.4") }
        )
        // when
        let error = await #expect(throws: NetworkError.self) {
            try await service.request(fixture.request("/3/configuration"))
        }
        // then
        guard case .transport(let code, let detail) = try #require(error) else {
            Issue.record("expected a transport error, got \(String(describing: error))")
            return
        }
        #expect(code == 2)
        #expect(detail.contains("libmovies-no-such-curl.so.4"))
        #expect(detail.hasSuffix("install libcurl4"))
        #expect(fixture.server.receivedRequests.isEmpty)
    }

    @Test func whenTheLibraryLacksLibcurlsFunctions_openingFailsAndNamesTheMissingOne() throws {
        // given: a real shared object that is not libcurl
        let path = "libc.so.6"
        // when
        let result = CurlLibrary.open(path: path)
        // then
        guard case .failure(.transport(_, let detail)) = result else {
            Issue.record("expected a transport error, got \(result)")
            return
        }
        #expect(detail.contains("curl_global_init"))
        #expect(detail.hasSuffix("install libcurl4"))
    }

    @Test func whenLibcurlIsInstalled_theSharedLibraryOpensAndMakesHandles() throws {
        // when
        let library = try CurlLibrary.shared.get()
        let easy = library.easyInit()
        defer { easy.map(library.easyCleanup) }
        // then
        #expect(easy != nil)
    }
}
