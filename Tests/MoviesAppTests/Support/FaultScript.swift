import Foundation
import Synchronization
import TMDBStubServer

/// Answers the requests a test aims a fault at from a script — the first
/// request gets the first answer, and so on, then `thereafter` for the rest —
/// and notes when each of them arrived. `nil` lets the catalogue answer.
final class FaultScript: Sendable {
    private let script: [StubHTTPResponse?]
    private let thereafter: StubHTTPResponse?
    private let arrivals = Mutex<[ContinuousClock.Instant]>([])

    init(_ script: [StubHTTPResponse?], thereafter: StubHTTPResponse?) {
        self.script = script
        self.thereafter = thereafter
    }

    /// The same answer to every request.
    convenience init(always response: StubHTTPResponse) {
        self.init([], thereafter: response)
    }

    /// Makes `server` answer requests that satisfy `matching` from this script.
    func install(on server: TMDBStubServer, matching: @escaping @Sendable (StubHTTPRequest) -> Bool) {
        server.override { [self] request in
            guard matching(request) else { return nil }
            let index = arrivals.withLock { arrivals in
                arrivals.append(.now)
                return arrivals.count - 1
            }
            return index < script.count ? script[index] : thereafter
        }
    }

    /// How many of the aimed-at requests arrived.
    var requestCount: Int { arrivals.withLock { $0.count } }

    /// The time between the arrivals of consecutive aimed-at requests.
    var gaps: [Duration] {
        let times = arrivals.withLock { $0 }
        return zip(times, times.dropFirst()).map { earlier, later in later - earlier }
    }
}
