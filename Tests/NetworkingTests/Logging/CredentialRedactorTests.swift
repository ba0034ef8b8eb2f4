import Foundation
import Networking
import Testing

@Suite struct CredentialRedactorTests {
    private let redactor = CredentialRedactor(credentialNames: ["api_key", "Authorization"])

    @Test func whenURLCarriesTheAPIKey_replacesOnlyItsValue() throws {
        // given
        let url = try #require(URL(string: "https://api.themoviedb.org/3/search/movie?api_key=\(TestSecrets.apiKey)&query=a%20b"))
        // when
        let text = redactor.redact(url: url)
        // then
        #expect(text == "https://api.themoviedb.org/3/search/movie?api_key=<redacted>&query=a%20b")
    }

    @Test func whenParameterNameDiffersInCaseOrIsEncoded_stillRedactsIt() throws {
        // given
        let url = try #require(URL(string: "http://127.0.0.1:9/x?API_KEY=\(TestSecrets.apiKey)&api%5Fkey=\(TestSecrets.apiKey)"))
        // when
        let text = redactor.redact(url: url)
        // then
        #expect(!text.contains(TestSecrets.apiKey))
        #expect(text == "http://127.0.0.1:9/x?API_KEY=<redacted>&api%5Fkey=<redacted>")
    }

    @Test func whenURLHasUserInfoOrFragment_dropsThem() throws {
        // given
        let url = try #require(URL(string: "https://user:pa55word@example.com/p?page=1#frag"))
        // when
        let text = redactor.redact(url: url)
        // then
        #expect(text == "https://example.com/p?page=1")
    }

    @Test func whenHeadersCarryTheBearerToken_replacesItsValueWhateverTheCase() {
        // given
        let headers = ["authorization": "Bearer \(TestSecrets.accessToken)", "Accept": "application/json"]
        // when
        let redacted = redactor.redact(headers: headers)
        // then
        #expect(redacted == ["authorization": "<redacted>", "Accept": "application/json"])
    }

    @Test func whenBuiltFromAConfig_findsTheSecretsInFreeText() throws {
        // given
        let config = ApiDataNetworkConfig(
            baseURL: try #require(URL(string: "https://api.themoviedb.org")),
            headers: ["Authorization": "Bearer \(TestSecrets.accessToken)"],
            queryParameters: ["api_key": TestSecrets.apiKey, "language": "en-US"]
        )
        let redactor = CredentialRedactor(config: config)
        // when
        let text = redactor.redact(text: "key \(TestSecrets.apiKey), token \(TestSecrets.accessToken), lang en-US")
        // then
        #expect(text == "key <redacted>, token <redacted>, lang en-US")
    }
}
