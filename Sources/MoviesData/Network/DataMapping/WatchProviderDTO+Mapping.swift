import MoviesDomain

/// A service in TMDB's answers:
/// `{"logo_path":"/…jpg","provider_id":8,"provider_name":"Netflix","display_priority":1}`.
package struct WatchProviderDTO: Decodable, Equatable, Sendable {
    package let id: Int
    package let name: String
    package let logoPath: String?
    package let displayPriority: Int?

    private enum CodingKeys: String, CodingKey {
        case id = "provider_id"
        case name = "provider_name"
        case logoPath = "logo_path"
        case displayPriority = "display_priority"
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeRequiredInt(forKey: .id, failure: "no provider id")
        name = try container.decode(String.self, forKey: .name)
        logoPath = container.decodeLenientString(forKey: .logoPath)
        displayPriority = container.decodeLenientInt(forKey: .displayPriority)
    }

    /// `nil` for a service without a name.
    package func toDomain() -> WatchProvider? {
        guard let name = Optional(name).nonEmpty else { return nil }
        return WatchProvider(id: id, name: name, logoPath: logoPath.nonEmpty, displayPriority: displayPriority)
    }
}

extension WatchProviderDTO {
    /// As `init(from:)` reads it, from `PlainJSONReader`'s value; `nil` where
    /// that init throws.
    init?(plainJSON value: PlainJSONValue) {
        guard let members = PlainJSONLeniency.object(value),
              let id = PlainJSONLeniency.int(members["provider_id"]),
              let name = PlainJSONLeniency.string(members["provider_name"])
        else { return nil }
        self.id = id
        self.name = name
        logoPath = PlainJSONLeniency.string(members["logo_path"])
        displayPriority = PlainJSONLeniency.int(members["display_priority"])
    }
}
