#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// Uses of cached responses that were not written yet: a read that finds an
/// entry used recently keeps its use here instead of writing, and the next write
/// of the same cache carries it to the database.
///
/// A class so that copies of one `SQLiteResponseCache` share it.
final class ResponseCacheUseLog: Sendable {
    /// The uses of one key not written yet.
    struct PendingUse: Equatable, Sendable {
        var count: Int
        var lastUsedAt: Date
    }

    private let pending = Mutex<[ResponseCacheKey: PendingUse]>([:])

    /// Remembers one use of `key` at `date`.
    func record(_ key: ResponseCacheKey, at date: Date) {
        merge([key: PendingUse(count: 1, lastUsedAt: date)])
    }

    /// Adds `uses` back, such as ones taken by `drain()` whose write failed.
    func merge(_ uses: [ResponseCacheKey: PendingUse]) {
        pending.withLock { pending in
            for (key, use) in uses {
                if let known = pending[key] {
                    pending[key] = PendingUse(count: known.count + use.count, lastUsedAt: max(known.lastUsedAt, use.lastUsedAt))
                } else {
                    pending[key] = use
                }
            }
        }
    }

    /// Takes every pending use, leaving none.
    func drain() -> [ResponseCacheKey: PendingUse] {
        pending.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
    }

    /// Takes the pending use of `key`, if any.
    func take(_ key: ResponseCacheKey) -> PendingUse? {
        pending.withLock { $0.removeValue(forKey: key) }
    }

    /// Forgets every pending use, for when the entries themselves are removed.
    func removeAll() {
        pending.withLock { $0.removeAll() }
    }
}
