import Foundation
import Networking
import Testing

@Suite struct CredentialTransportTests {
    @Test(arguments: [
        "https://api.themoviedb.org", "https://user:pass@example.com", "http://127.0.0.1:8080", "http://127.1",
        "http://127.255.0.9", "http://localhost:1", "http://LOCALHOST", "http://[::1]:9",
    ])
    func whenTheURLIsHTTPSOrThisMachine_credentialsMayTravel(text: String) throws {
        #expect(CredentialTransport.allows(try #require(URL(string: text))))
    }

    /// `127.example.com` is a name that DNS may point anywhere; `127` alone is 0.0.0.127.
    @Test(arguments: [
        "http://example.com", "http://127.evil.example", "http://127.0.0.1.evil.example", "http://127",
        "http://127.0.0.1.5", "http://128.0.0.1", "http://0127.0.0.1x", "ftp://127.0.0.1", "http://localhost.evil.example",
    ])
    func whenTheURLIsPlainHTTPToAnotherHost_credentialsMayNotTravel(text: String) throws {
        #expect(!CredentialTransport.allows(try #require(URL(string: text))))
    }

    @Test(arguments: [
        ("http://user:pass@example.com", true), ("http://user@example.com", true), ("http://:pass@example.com", true),
        ("https://example.com/a@b", false), ("http://example.com/?u=a:b@c", false), ("http://example.com", false),
    ])
    func userInfoIsFoundWhereverTheURLHasIt(text: String, expected: Bool) throws {
        #expect(CredentialTransport.hasUserInfo(try #require(URL(string: text))) == expected)
    }
}
