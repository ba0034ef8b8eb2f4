/// TMDB's `external_ids` part of a film's details; only the IMDb id is read.
package struct ExternalIDsDTO: Decodable, Equatable, Sendable {
    package let imdbID: String?

    private enum CodingKeys: String, CodingKey {
        case imdbID = "imdb_id"
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        imdbID = container.decodeLenientString(forKey: .imdbID)
    }
}

extension ExternalIDsDTO {
    /// As `init(from:)` reads it, from `PlainJSONReader`'s value; `nil` where
    /// that init throws.
    init?(plainJSON value: PlainJSONValue) {
        guard let members = PlainJSONLeniency.object(value) else { return nil }
        imdbID = PlainJSONLeniency.string(members["imdb_id"])
    }
}
