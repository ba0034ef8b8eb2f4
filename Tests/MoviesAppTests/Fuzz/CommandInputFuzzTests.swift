import Foundation
import PropertyBased
import PropertyTestSupport
import Testing
@testable import MoviesApp

/// Arbitrary text where the app takes text from a user: the query, option
/// values and the environment. Nothing crashes; what is refused is refused
/// with a plain sentence; what is accepted is within the documented bounds.
@Suite(.propertySeedReplay) struct CommandInputFuzzTests {
    static let scalar = Gen<Unicode.Scalar>.oneOf(
        Gen.unicodeScalar(in: "\u{00}"..."\u{7F}"),
        Gen.unicodeScalar(in: "\u{80}"..."\u{9F}"),
        Gen.unicodeScalar(in: "\u{A0}"..."\u{D7FF}"),
        Gen.unicodeScalar(in: "\u{E000}"..."\u{10FFFF}"),
        Gen.unicodeScalar(in: "\u{300}"..."\u{36F}"),
        Gen.unicodeScalar(in: "\u{1F300}"..."\u{1FAFF}")
    )

    static func text(upTo count: Int) -> Generator<String, some SendableSequenceType> {
        scalar.array(of: 0...count).map { scalars in
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            return String(text)
        }
    }

    /// Values shaped like what the variables hold, and some that are not.
    static let numberish = Gen<String?>.element(of: [
        "0", "0.05", "0.1", "1", "15", "600", "600.0001", "-1", "1e3", "nan", "inf", "-inf", "0x10", " 5 ", "",
        "50M", "1G", "512K", "50MiB", "9999999999G", "0.0001K", "1e18", "M", "B", "iB", "KB", "-5M",
    ]).map { $0 ?? "" }

    static let urlish = Gen<String?>.element(of: [
        "http://127.0.0.1:8080", "http://localhost", "http://[::1]:1", "http://127.9.9.9", "http://example.com",
        "https://api.themoviedb.org", "ftp://127.0.0.1", "http://", "https://", "://x", "127.0.0.1", "",
        "http://exa mple.com", "http://user:pass@example.com", "https://例え.jp", "HTTP://LOCALHOST",
        "http://ev%1B%5B2Jil.example", "http://127.0.0.1%0A.evil.example", "http://%7F", "https://[::1", "http://\u{1B}[2J",
        "http://user:pass@127.0.0.1:8", "https://user:pass@example.com", "http://:pass@example.com", "http://user@example.com",
        "http://127.evil.example", "http://127.0.0.1.evil.example", "http://127", "http://h?x=1", "http://h/?", "http://h#f",
        "http://h:0", "http://h:99999", "http://h:65535", "http://h:65536", "https://h:443/base/", "http://h:",
    ]).map { $0 ?? "" }

    /// Loopback as the README states it, written out here so the test does not
    /// read the rule under test: `localhost`, `::1`, or an IPv4 literal in 127/8.
    static func isLoopback(_ host: String?) -> Bool {
        guard let host = host?.lowercased() else { return false }
        if ["localhost", "::1", "[::1]"].contains(host) { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.first == "127" && (2...4).contains(parts.count)
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// What every accepted base URL satisfies: requests can be appended to it,
    /// and a user name or password in it travels only where credentials may.
    /// Both base URLs are addresses, and credentials go over plain http to loopback only.
    private static func expectUsableURLs(_ configuration: AppConfiguration, sourceLocation: SourceLocation = #_sourceLocation) {
        if case .server(let url) = configuration.dataSource {
            expectUsable(url, sourceLocation: sourceLocation)
            if configuration.credential != nil, url.scheme?.lowercased() == "http" {
                #expect(isLoopback(url.host), "credentials would travel to \(url)", sourceLocation: sourceLocation)
            }
        }
        expectUsable(configuration.imageBaseURL, sourceLocation: sourceLocation)
    }

    static func expectUsable(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(url.query == nil && url.fragment == nil, "\(url) keeps a query or fragment", sourceLocation: sourceLocation)
        #expect(url.port.map { (1...65535).contains($0) } ?? true, "\(url) keeps its port", sourceLocation: sourceLocation)
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        if components?.percentEncodedUser != nil || components?.percentEncodedPassword != nil, url.scheme?.lowercased() == "http" {
            #expect(isLoopback(url.host), "a password would travel to \(url)", sourceLocation: sourceLocation)
        }
    }

    /// C0 and C1 controls and DEL, written out here so the test does not
    /// read the rule under test.
    static func drivesATerminal(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    @Test func whenTheQueryIsAnyText_itIsAcceptedOrRefusedWithASentence() async {
        await propertyCheck(count: 500, input: Gen<String>.oneOf(Self.text(upTo: 40), Self.text(upTo: 600))) { query in
            do {
                try QueryValidator.validate(query: query)
                // then: what passes has something to search for and nothing that drives a terminal
                #expect(!query.allSatisfy(\.isWhitespace) && query.count <= 500)
                #expect(!query.unicodeScalars.contains(where: Self.drivesATerminal), "\(query.debugDescription)")
            } catch {
                let message = String(describing: error)
                #expect(message.hasSuffix(".") && !message.unicodeScalars.contains(where: Self.drivesATerminal), "\(message)")
            }
        }
    }

    @Test func whenNumericOptionsAreAnyText_theyParseOrSayWhatIsAllowed() async {
        let values = Gen<String>.oneOf(Self.text(upTo: 12), Self.numberish)
        await propertyCheck(count: 500, input: values) { value in
            let whole = NumericArgument.wholeNumber("a whole number from 1 to 500")
            let seconds = NumericArgument.seconds("a number of seconds from 0.1 to 600")
            if let number = try? whole(value) {
                #expect(String(number) == value || value.hasPrefix("+") || value.hasPrefix("0") || value.hasPrefix("-0"))
            }
            if let number = try? seconds(value) {
                #expect(number.isFinite)
            }
            #expect(throws: NumericArgument.NotANumber.self) { try whole(value + "x") }
        }
    }

    @Test func whenTheEnvironmentHoldsAnyValues_loadingGivesUsableSettingsOrAUsageSentence() async {
        let secret = Gen.letterOrNumber.string(of: 16...24)
        let environment = zip(
            Gen<String>.oneOf(Self.urlish, Self.text(upTo: 20)).optional,
            Gen<String>.oneOf(secret, Self.text(upTo: 10)).optional,
            Gen<String>.oneOf(Self.numberish, Self.text(upTo: 8)).array(of: 2),
            Self.text(upTo: 12).array(of: 3),
            Gen<String>.oneOf(Self.urlish, Self.text(upTo: 12))
        )
        await propertyCheck(count: 500, input: environment) { baseURL, credential, numbers, texts, imageBaseURL in
            // given
            var variables = [
                "HOME": "/home/fuzz", "MOVIES_CACHE_LIMIT": numbers[0], "MOVIES_TIMEOUT": numbers[1],
                "LANG": texts[0], "TERM": texts[1], "XDG_CACHE_HOME": texts[2], "TMDB_IMAGE_BASE_URL": imageBaseURL,
            ]
            variables["TMDB_BASE_URL"] = baseURL
            variables[texts[0].count % 2 == 0 ? "TMDB_API_KEY" : "TMDB_ACCESS_TOKEN"] = credential

            // when
            do {
                let configuration = try AppConfigurationLoader(environment: variables).load()

                // then
                #expect((0.1...600).contains(configuration.timeoutSeconds), "MOVIES_TIMEOUT=\(numbers[1].debugDescription)")
                #expect(configuration.cacheLimitBytes > 0)
                Self.expectUsableURLs(configuration)
            } catch let error as AppError {
                #expect(error.exitCode == 64)
                #expect(error.message.hasSuffix(".") && !error.message.unicodeScalars.contains(where: Self.drivesATerminal), "\(error.message)")
                if let credential, credential.count >= 16 {
                    #expect(!error.message.contains(credential), "the message shows the credential")
                }
                #expect(!error.message.contains("pass@") && !error.message.contains("user:"), "the message shows a password: \(error.message)")
            } catch {
                Issue.record("an error that is not a sentence: \(error)")
            }
        }
    }

    /// Only the two URLs vary, everything else is valid, so that most samples
    /// load and the rules on accepted URLs are really exercised (#11 items 15, 17).
    @Test func whenOnlyTheBaseURLsVary_everyAcceptedOneIsAnAddressAndPasswordsTravelOnlyWhereAllowed() async {
        let url = Gen<String>.oneOf(Self.urlish, Self.urlish, Self.text(upTo: 16))
        let secret = Gen.letterOrNumber.string(of: 16...24).optional
        var accepted = 0
        await propertyCheck(count: 500, input: zip(url, url, secret)) { baseURL, imageBaseURL, credential in
            // given
            var variables = ["HOME": "/home/fuzz", "TMDB_BASE_URL": baseURL, "TMDB_IMAGE_BASE_URL": imageBaseURL]
            variables["TMDB_API_KEY"] = credential

            // when
            do {
                let configuration = try AppConfigurationLoader(environment: variables).load()

                // then
                accepted += 1
                Self.expectUsableURLs(configuration)
            } catch let error as AppError {
                #expect(error.exitCode == 64)
                #expect(!error.message.contains("pass@") && !error.message.contains("user:"), "\(error.message)")
                if let credential { #expect(!error.message.contains(credential)) }
            } catch {
                Issue.record("an error that is not a sentence: \(error)")
            }
        }
        #expect(accepted > 0, "no sample loaded: the property was never checked")
    }
}
