import Foundation
import Testing
@testable import MoviesApp

/// Base URLs the app can append request paths to, and credentials in them
/// (#11 items 15 and 17): a refusal is a usage error (64) in one sentence
/// that never repeats a password.
@Suite struct AppConfigurationLoaderURLTests {
    private static let password = "hunter2-pw-9"

    private func load(_ variables: [String: String]) throws -> AppConfiguration {
        try AppConfigurationLoader(environment: ["HOME": "/home/test"].merging(variables) { _, new in new }).load()
    }

    private func refusal(_ variables: [String: String]) -> AppError? {
        do {
            _ = try load(variables)
            return nil
        } catch let error as AppError {
            return error
        } catch {
            Issue.record("not an AppError: \(error)")
            return nil
        }
    }

    @Test(arguments: ["TMDB_BASE_URL", "TMDB_IMAGE_BASE_URL"])
    func whenTheURLHasAQuery_itIsAUsageErrorNamingTheQuery(name: String) throws {
        for url in ["http://127.0.0.1:8080?x=1", "http://127.0.0.1:8080/base/?", "https://h.example/?api_key=\(Self.password)"] {
            // when
            let error = try #require(refusal([name: url, "TMDB_API_KEY": "key-0123"]), "\(url) was accepted")
            // then
            #expect(error.exitCode == 64)
            #expect(error.message == "\(name) must not have a query (a part from ?); give the server's address only, such as \(name == "TMDB_BASE_URL" ? "https://api.themoviedb.org" : "https://image.tmdb.org").")
            #expect(!error.message.contains(Self.password))
        }
    }

    @Test(arguments: ["TMDB_BASE_URL", "TMDB_IMAGE_BASE_URL"])
    func whenTheURLHasAFragment_itIsAUsageErrorNamingTheFragment(name: String) throws {
        for url in ["http://127.0.0.1:8080#top", "http://127.0.0.1:8080/#"] {
            // when
            let error = try #require(refusal([name: url]), "\(url) was accepted")
            // then
            #expect(error.exitCode == 64)
            #expect(error.message.hasPrefix("\(name) must not have a fragment (a part from #);"))
        }
    }

    @Test(arguments: ["0", "65536", "99999", "00"])
    func whenThePortIsOutside1To65535_itIsAUsageError(port: String) throws {
        for name in ["TMDB_BASE_URL", "TMDB_IMAGE_BASE_URL"] {
            // when
            let error = try #require(refusal([name: "http://user:\(Self.password)@127.0.0.1:\(port)"]), "port \(port)")
            // then
            #expect(error.exitCode == 64)
            #expect(error.message.hasPrefix("\(name) has a port outside 1 to 65535;"))
            #expect(!error.message.contains(Self.password))
        }
    }

    @Test(arguments: ["http://127.0.0.1:1", "http://127.0.0.1:65535/base/", "https://h.example:443", "http://127.0.0.1:"])
    func whenTheURLIsAnAddressOnly_itIsAccepted(url: String) throws {
        // when
        let configuration = try load(["TMDB_BASE_URL": url, "TMDB_IMAGE_BASE_URL": url])
        // then
        #expect(configuration.dataSource == .server(baseURL: try #require(URL(string: url))))
        #expect(configuration.imageBaseURL.absoluteString == url)
    }

    @Test(arguments: [
        "http://alice-u:\(password)@example.com", "http://alice-u@example.com", "http://:\(password)@example.com",
        "http://alice-u:\(password)@127.evil.example",
    ])
    func whenAPasswordWouldTravelOverPlainHTTPToAnotherHost_itIsRefusedWithoutACredential(url: String) throws {
        for name in ["TMDB_BASE_URL", "TMDB_IMAGE_BASE_URL"] {
            // when: no key or token at all; the user information is the credential
            let error = try #require(refusal([name: url]), "\(name)=\(url) was accepted")
            // then
            #expect(error.exitCode == 64)
            #expect(error.message.hasPrefix("Refusing to send the user name and password in \(name) over plain http:// to "))
            #expect(!error.message.contains(Self.password) && !error.message.contains("alice-u"))
        }
    }

    @Test(arguments: ["http://user:\(password)@127.0.0.1:9", "http://user:\(password)@localhost", "https://user:\(password)@example.com"])
    func whenAPasswordGoesOverHTTPSOrToThisMachine_itIsAccepted(url: String) throws {
        // when
        let configuration = try load(["TMDB_BASE_URL": url, "TMDB_IMAGE_BASE_URL": url])
        // then
        #expect(configuration.dataSource == .server(baseURL: try #require(URL(string: url))))
    }

    @Test func whenAKeyWouldTravelToAHostThatOnlyLooksLikeLoopback_itIsRefused() throws {
        // when
        let error = try #require(refusal(["TMDB_BASE_URL": "http://127.0.0.1.evil.example", "TMDB_API_KEY": "key-0123"]))
        // then
        #expect(error.exitCode == 64)
        #expect(error.message.hasPrefix("Refusing to send TMDB credentials over plain http:// to 127.0.0.1.evil.example;"))
    }
}
