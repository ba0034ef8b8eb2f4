#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// When a hit on each entry was last counted, as far as this process knows:
/// read with the entry, or counted here. It decides whether a new hit is
/// counted (and written) or is part of the one already counted.
///
/// A class so that copies of one `SQLiteResponseCache` share it.
final class ResponseCacheHitLog: Sendable {
    private let lastCounted = Mutex<[ResponseCacheKey: Date]>([:])

    /// Notes what the file says about `key`, unless this process knows of a later count.
    func noteRead(_ key: ResponseCacheKey, lastCountedAt: Date?) {
        guard let lastCountedAt else { return }
        lastCounted.withLock { known in
            if let earlier = known[key], earlier >= lastCountedAt { return }
            known[key] = lastCountedAt
        }
    }

    /// Whether a hit on `key` at `date` is to be counted: the last counted one
    /// is unknown, in the future, or at least `interval` seconds before. When
    /// it is, `date` becomes the last counted hit.
    func countsHit(_ key: ResponseCacheKey, at date: Date, interval: TimeInterval) -> Bool {
        lastCounted.withLock { known in
            if let last = known[key] {
                let elapsed = date.timeIntervalSince(last)
                if elapsed >= 0 && elapsed < interval { return false }
            }
            known[key] = date
            return true
        }
    }

    /// Forgets `key`, whose entry was removed.
    func forget(_ key: ResponseCacheKey) {
        _ = lastCounted.withLock { $0.removeValue(forKey: key) }
    }

    /// Forgets every key, for when all entries are removed.
    func forgetAll() {
        lastCounted.withLock { $0.removeAll() }
    }
}
