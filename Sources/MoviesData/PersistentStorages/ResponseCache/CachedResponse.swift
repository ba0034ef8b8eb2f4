#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A stored response with what HTTP caching needs to judge it.
public struct CachedResponse: Equatable, Sendable {
    public let key: ResponseCacheKey
    public let statusCode: Int
    public let body: Data
    public let fetchedAt: Date
    /// `ETag` validator, sent back as `If-None-Match`.
    public let entityTag: String?
    /// `Last-Modified` validator, sent back as `If-Modified-Since`.
    public let lastModified: String?
    /// `Cache-Control: max-age`; `nil` when the server gave no freshness.
    public let maxAgeSeconds: Double?

    public init(
        key: ResponseCacheKey,
        statusCode: Int,
        body: Data,
        fetchedAt: Date,
        entityTag: String? = nil,
        lastModified: String? = nil,
        maxAgeSeconds: Double? = nil
    ) {
        self.key = key
        self.statusCode = statusCode
        self.body = body
        self.fetchedAt = fetchedAt
        self.entityTag = entityTag
        self.lastModified = lastModified
        self.maxAgeSeconds = maxAgeSeconds
    }

    /// Whether the entry may be served without asking the server.
    public func isFresh(at now: Date) -> Bool {
        guard let maxAgeSeconds else { return false }
        let age = now.timeIntervalSince(fetchedAt)
        return age >= 0 && age < maxAgeSeconds
    }

    /// Headers that turn a request into a conditional one.
    public var validatorHeaders: [String: String] {
        var headers: [String: String] = [:]
        if let entityTag { headers["If-None-Match"] = entityTag }
        if let lastModified { headers["If-Modified-Since"] = lastModified }
        return headers
    }
}
