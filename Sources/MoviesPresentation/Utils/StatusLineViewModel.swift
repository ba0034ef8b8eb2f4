import MoviesDomain

/// What the status line says about the data on screen.
public struct StatusLineViewModel: Equatable, Sendable {
    /// How the line should look.
    public enum Kind: Equatable, Sendable {
        case neutral, loading, live, cached, offline, error
    }

    public let kind: Kind
    public let text: String

    public init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }

    public static let idle = StatusLineViewModel(kind: .neutral, text: "")
    public static let loading = StatusLineViewModel(kind: .loading, text: "Loading…")

    /// What the status line says for data fetched just now from a server.
    public static let defaultLiveText = "live"

    /// The line for data that came from `origin`.
    /// - Parameter liveText: The words for fresh data, such as `live` or
    ///   `embedded catalogue` when no server is involved.
    public static func describing(
        _ origin: DataOrigin,
        formatter: any DataAgeFormatting,
        liveText: String = defaultLiveText
    ) -> StatusLineViewModel {
        switch origin {
        case .live:
            return StatusLineViewModel(kind: .live, text: liveText)
        case .cached(let fetchedAt):
            return StatusLineViewModel(kind: .cached, text: "cached \(formatter.relativeAge(of: fetchedAt))")
        case .offline(let fetchedAt, let reason):
            let when = formatter.absoluteTime(of: fetchedAt)
            let why = reason.map { " · \(MoviesErrorMessage.shortReason(for: $0))" } ?? ""
            return StatusLineViewModel(kind: .offline, text: "offline — cached results from \(when)\(why)")
        }
    }

    /// The line for a failure.
    public static func failure(_ error: MoviesRepositoryError) -> StatusLineViewModel {
        StatusLineViewModel(kind: .error, text: MoviesErrorMessage.sentence(for: error))
    }
}
