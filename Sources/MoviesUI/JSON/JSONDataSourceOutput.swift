public import MoviesPresentation

/// Where JSON output's data came from — `kind` (`live`, `cached` or
/// `offline`), `fetched_at` and `reason` — for the screens' `--json` and for
/// the one-shot facts (`providers`, `videos`, `reviews --json`) alike.
public struct JSONDataSourceOutput: Encodable, Sendable {
    let origin: DataOriginViewModel

    public init(origin: DataOriginViewModel) {
        self.origin = origin
    }

    private enum CodingKeys: String, CodingKey {
        case kind, reason
        case fetchedAt = "fetched_at"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(origin.kind, forKey: .kind)
        try container.encodeIfPresent(origin.fetchedAt, forKey: .fetchedAt)
        try container.encodeIfPresent(origin.reason, forKey: .reason)
    }
}
