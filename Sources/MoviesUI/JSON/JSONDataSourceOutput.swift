import MoviesPresentation

/// Where JSON output's data came from: `live`, `cached` or `offline`, and when.
struct JSONDataSourceOutput: Encodable, Sendable {
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
