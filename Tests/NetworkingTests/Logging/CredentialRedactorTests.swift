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
            queryParameters: ["api_key": TestSecrets.apiKey, "language": "en-US"],
            credentialNames: TestSecrets.credentialNames
        )
        let redactor = CredentialRedactor(config: config)
        // when
        let text = redactor.redact(text: "key \(TestSecrets.apiKey), token \(TestSecrets.accessToken), lang en-US")
        // then
        #expect(text == "key <redacted>, token <redacted>, lang en-US")
    }
}

/// A password in the base URL is a credential like the key, and what a server
/// echoes is scrubbed before anything stores it (#11 items 15 and 16).
@Suite struct CredentialRedactorUserInfoAndScrubbingTests {
    private static let password = "pa55/w@rd-Secret"

    private func redactor(base: String = "http://user:pa55%2Fw%40rd-Secret@127.0.0.1:9") throws -> CredentialRedactor {
        let config = ApiDataNetworkConfig(
            baseURL: try #require(URL(string: base)),
            headers: ["Authorization": "Bearer \(TestSecrets.accessToken)"],
            queryParameters: ["api_key": TestSecrets.apiKey],
            credentialNames: TestSecrets.credentialNames
        )
        return CredentialRedactor(config: config)
    }

    @Test func whenTheBaseURLHasAPassword_itIsHiddenInFreeTextDecodedAndAsWritten() throws {
        // when
        let text = try redactor().redact(text: "said \(Self.password) and pa55%2Fw%40rd-Secret and pa55\\/w@rd-Secret")
        // then
        #expect(text == "said <redacted> and <redacted> and <redacted>")
    }

    @Test func whenTheBaseURLHasAPassword_theRedactedURLHasNoUserInfo() throws {
        // given
        let url = try #require(URL(string: "http://user:pa55%2Fw%40rd-Secret@127.0.0.1:9/3/x?api_key=\(TestSecrets.apiKey)"))
        // when
        let text = try redactor().redact(url: url)
        // then
        #expect(text == "http://127.0.0.1:9/3/x?api_key=<redacted>")
    }

    @Test func whenABodyEchoesEverySecret_scrubbingLeavesValidJSONWithoutThem() throws {
        // given a body as a hostile server writes it: the key, the token, and the
        // password JSON-escaped as encoders escape a slash
        let body = Data(
            #"{"key":"\#(TestSecrets.apiKey)","results":[{"title":"\#(TestSecrets.accessToken) x","p":"pa55\/w@rd-Secret"}]}"#.utf8
        )
        // when
        let scrubbed = try redactor().scrub(data: body)
        // then
        let text = String(decoding: scrubbed, as: UTF8.self)
        #expect(text == #"{"key":"<redacted>","results":[{"title":"<redacted> x","p":"<redacted>"}]}"#)
        #expect(try JSONSerialization.jsonObject(with: scrubbed) is [String: Any])
    }

    @Test func whenABodyHoldsNoSecret_itComesBackUnchanged() throws {
        // given bytes that are not text, and a near miss of the key
        var body = Data([0xFF, 0xD8, 0x00, 0x01])
        body.append(Data(String(TestSecrets.apiKey.dropLast()).utf8))
        // when
        let scrubbed = try redactor().scrub(data: body)
        // then
        #expect(scrubbed == body)
    }

    @Test func whenTheSecretIsInsideBinaryData_itIsReplacedByteForByte() throws {
        // given a slice, whose indices do not start at zero
        let whole = Data([0x00, 0xFF] + Array("xx\(TestSecrets.apiKey)yy\(TestSecrets.apiKey)".utf8) + [0x80])
        let slice = whole.dropFirst(1)
        // when
        let scrubbed = try redactor().scrub(data: slice)
        // then
        #expect(scrubbed == Data([0xFF] + Array("xx<redacted>yy<redacted>".utf8) + [0x80]))
    }

    @Test func whenTheConfigHasNoSecrets_itKnowsNone() throws {
        // given
        let config = ApiDataNetworkConfig(baseURL: try #require(URL(string: "https://image.tmdb.org")), credentialNames: TestSecrets.credentialNames)
        // then
        #expect(!CredentialRedactor(config: config).knowsSecretValues)
        #expect(try redactor().knowsSecretValues)
    }
}
