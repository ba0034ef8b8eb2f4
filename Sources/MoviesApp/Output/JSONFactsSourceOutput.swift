import MoviesPresentation

/// Where a fact's data came from in `providers`, `videos` and `reviews
/// --json`: the same shape as the screens' `source` (`kind`, `fetched_at`,
/// `reason`).
struct JSONFactsSourceOutput: Encodable {
    let origin: DataOriginViewModel

    private enum CodingKeys: String, CodingKey {
        case kind, reason
        case fetchedAt = "fetched_at"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(origin.kind, forKey: .kind)
        try container.encodeIfPresent(origin.fetchedAt, forKey: .fetchedAt)
        try container.encodeIfPresent(origin.reason, forKey: .reason)
    }
}
