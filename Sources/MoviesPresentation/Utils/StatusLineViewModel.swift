public import MoviesDomain

/// What the status line says about the data on screen.
public struct StatusLineViewModel: Equatable, Sendable {
    /// How the line should look.
    public enum Kind: Equatable, Sendable {
        case neutral, loading, live, cached, offline, error
    }

    public let kind: Kind
    public let text: String
    /// Where the data on screen came from, when the line describes fetched data.
    public let origin: DataOriginViewModel?

    public init(kind: Kind, text: String, origin: DataOriginViewModel? = nil) {
        self.kind = kind
        self.text = text
        self.origin = origin
    }

    public static let idle = StatusLineViewModel(kind: .neutral, text: "")
    public static let loading = StatusLineViewModel(kind: .loading, text: "Loading…")

    /// What the status line says for data fetched just now from a server.
    public static let defaultLiveText = "live"

    /// The line for data that came from `origin`.
    /// - Parameter liveText: The words for fresh data, such as `live` or
    ///   `embedded catalogue` when no server is involved.
    /// - Parameter sourceKind: What machine-readable output names the
    ///   source (`DataSourceWording.sourceKind`), or `nil` for the origin.
    public static func describing(
        _ origin: DataOrigin,
        formatter: any DataAgeFormatting,
        liveText: String = defaultLiveText,
        sourceKind: String? = nil
    ) -> StatusLineViewModel {
        let described = DataOriginViewModel(origin, sourceKind: sourceKind)
        switch origin {
        case .live:
            return StatusLineViewModel(kind: .live, text: liveText, origin: described)
        case .cached(let fetchedAt):
            return StatusLineViewModel(kind: .cached, text: "cached \(formatter.relativeAge(of: fetchedAt))", origin: described)
        case .offline(let fetchedAt, let reason):
            let when = formatter.absoluteTime(of: fetchedAt)
            let why = reason.map { " · \(MoviesErrorMessage.shortReason(for: $0))" } ?? ""
            return StatusLineViewModel(kind: .offline, text: "offline — cached results from \(when)\(why)", origin: described)
        }
    }

    /// The line for data that came from `origin`, in the words of `wording`.
    public static func describing(_ origin: DataOrigin, formatter: any DataAgeFormatting, wording: DataSourceWording) -> StatusLineViewModel {
        describing(origin, formatter: formatter, liveText: wording.liveStatusText, sourceKind: wording.sourceKind)
    }

    /// The line for a failure.
    public static func failure(_ failure: FailureViewModel) -> StatusLineViewModel {
        StatusLineViewModel(kind: .error, text: failure.message)
    }
}
