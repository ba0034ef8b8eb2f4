public import MoviesDomain

/// Where shown data came from, as machine-readable output states it.
public struct DataOriginViewModel: Equatable, Sendable {
    /// `live`, `cached` or `offline`; or the source's own kind, such as
    /// `catalogue`, when it names one (`DataSourceWording.sourceKind`).
    public private(set) var kind: String
    /// When the cached copy was fetched, as ISO 8601 UTC (`2026-11-20T14:02:05Z`);
    /// `nil` for live data or an impossible time.
    public let fetchedAt: String?
    /// Why the network was not used, in a few words (`server unreachable`);
    /// `nil` when nothing failed.
    public let reason: String?

    /// - Parameter sourceKind: The kind to state whatever the origin, or
    ///   `nil` to state the origin's.
    public init(_ origin: DataOrigin, sourceKind: String? = nil) {
        switch origin {
        case .live:
            kind = "live"; fetchedAt = nil; reason = nil
        case .cached(let at):
            kind = "cached"; fetchedAt = at.iso8601UTC; reason = nil
        case .offline(let at, let why):
            kind = "offline"; fetchedAt = at.iso8601UTC
            reason = why.map(MoviesErrorMessage.shortReason(for:))
        }
        if let sourceKind { kind = sourceKind }
    }
}
