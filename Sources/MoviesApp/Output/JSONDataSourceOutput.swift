#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesDomain

/// Where JSON output's data came from: `live`, `cached` or `offline`, and when.
struct JSONDataSourceOutput: Encodable {
    let kind: String
    let fetchedAt: String?
    let reason: String?

    init(_ origin: DataOrigin) {
        switch origin {
        case .live:
            kind = "live"; fetchedAt = nil; reason = nil
        case .cached(let at):
            kind = "cached"; fetchedAt = Self.iso8601(at); reason = nil
        case .offline(let at, let why):
            kind = "offline"; fetchedAt = Self.iso8601(at)
            reason = why.map { "\($0)" }
        }
    }

    private static func iso8601(_ timestamp: Timestamp) -> String {
        Date(timeIntervalSince1970: timestamp.secondsSince1970).ISO8601Format()
    }

    private enum CodingKeys: String, CodingKey {
        case kind, reason
        case fetchedAt = "fetched_at"
    }
}
