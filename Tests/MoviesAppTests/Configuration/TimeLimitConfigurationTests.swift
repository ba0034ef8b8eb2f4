import Foundation
@testable import MoviesApp
import Networking
import Testing

/// The time limit the user gives is the limit of the whole request: no
/// shorter cap on connecting hides behind it (#11 item 6).
@Suite struct TimeLimitConfigurationTests {
    private func timeouts(_ environment: [String: String]) throws -> NetworkTimeouts {
        var variables = environment
        variables["TMDB_BASE_URL"] = "http://127.0.0.1:9"
        let configuration = try AppConfigurationLoader(environment: variables).load()
        return configuration.networkConfig(baseURL: try #require(URL(string: "http://127.0.0.1:9"))).timeouts
    }

    @Test func byDefault_connectingHasTheWhole15Seconds() throws {
        #expect(try timeouts([:]) == NetworkTimeouts(connectSeconds: 15, totalSeconds: 15))
    }

    @Test(arguments: ["20", "600", "0.5"])
    func moviesTimeoutBoundsConnectingToo(seconds: String) throws {
        let limit = try #require(Double(seconds))
        #expect(try timeouts(["MOVIES_TIMEOUT": seconds]) == NetworkTimeouts(connectSeconds: limit, totalSeconds: limit))
    }
}
