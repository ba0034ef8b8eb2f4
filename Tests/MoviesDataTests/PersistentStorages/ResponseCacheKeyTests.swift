import Foundation
import MoviesData
import Networking
import Testing

struct ResponseCacheKeyTests {
    private func key(_ url: String, dropping credentials: Set<String> = ["api_key"]) throws -> ResponseCacheKey {
        let request = NetworkRequest(url: try #require(URL(string: url)), headers: ["Authorization": "Bearer secret"])
        return ResponseCacheKey(request: request, credentialNames: credentials)
    }

    @Test func whenTheRequestCarriesAnAPIKey_theKeyLeavesItOutAndSortsTheRest() throws {
        // when
        let key = try key("https://API.themoviedb.org/3/search/movie?query=inception&api_key=s3cr3t&page=2&language=en-US")

        // then
        #expect(key.rawValue == "GET https://api.themoviedb.org/3/search/movie?language=en-US&page=2&query=inception")
        #expect(!key.rawValue.contains("s3cr3t"))
        #expect(!key.rawValue.contains("secret"))
    }

    @Test func whenTheURLCarriesAUserNameAndPassword_theKeyLeavesThemOut() throws {
        // when
        let key = try key("http://alice:pa55word@127.0.0.1:8080/3/search/movie?query=x")

        // then: the same entry as without them, and neither in the text
        #expect(key.rawValue == "GET http://127.0.0.1:8080/3/search/movie?query=x")
    }

    @Test func whenOnlyTheParameterOrderDiffers_theKeysAreEqual() throws {
        #expect(try key("https://h/3/x?b=2&a=1") == key("https://h/3/x?a=1&b=2"))
    }

    @Test func whenTheOriginDiffers_theKeysDiffer() throws {
        // given
        let path = "/3/movie/27205?append_to_response=credits"

        // when
        let keys = try Set([
            key("https://api.themoviedb.org" + path),
            key("http://api.themoviedb.org" + path),
            key("http://127.0.0.1:8080" + path),
            key("http://127.0.0.1:8081" + path),
        ])

        // then
        #expect(keys.count == 4)
    }

    @Test func whenTheKeyIsTheOnlyParameter_noQuestionMarkIsLeft() throws {
        #expect(try key("http://127.0.0.1:9/3/configuration?api_key=k").rawValue == "GET http://127.0.0.1:9/3/configuration")
    }
}
