#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesData
import Synchronization

/// The response cache, remembering why a result could not be stored (the
/// first time it happens), so the run can say so once as it ends: during the
/// full-screen UI, a line on stderr would be drawn over.
final class StoreFailureRecordingResponseCache: ResponseCache {
    private let base: any ResponseCache
    private let firstFailure = Mutex<String?>(nil)

    init(_ base: any ResponseCache) {
        self.base = base
    }

    /// Why a result could not be stored, in plain words; `nil` when every store succeeded.
    var storeFailureReason: String? {
        firstFailure.withLock { $0 }
    }

    func save(_ response: CachedResponse) throws {
        try recordingFailure { try base.save(response) }
    }

    func markRevalidated(
        _ key: ResponseCacheKey,
        at date: Date,
        maxAgeSeconds: Double?,
        entityTag: String?,
        lastModified: String?
    ) throws {
        try recordingFailure {
            try base.markRevalidated(key, at: date, maxAgeSeconds: maxAgeSeconds, entityTag: entityTag, lastModified: lastModified)
        }
    }

    func response(for key: ResponseCacheKey) throws -> CachedResponse? { try base.response(for: key) }
    func recordHit(for key: ResponseCacheKey) { base.recordHit(for: key) }
    func removeResponse(for key: ResponseCacheKey) throws { try base.removeResponse(for: key) }
    func entries() throws -> [ResponseCacheEntrySummary] { try base.entries() }
    func statistics() throws -> ResponseCacheStatistics { try base.statistics() }
    func removeAll() throws { try base.removeAll() }

    private func recordingFailure(_ operation: () throws -> Void) throws {
        do {
            try operation()
        } catch {
            let reason = (error as? CacheStoreError)?.reason ?? "an unexpected error"
            firstFailure.withLock { first in
                if first == nil { first = reason }
            }
            throw error
        }
    }
}
