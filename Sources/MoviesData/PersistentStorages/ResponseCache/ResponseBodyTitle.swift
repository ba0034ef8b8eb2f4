#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage

/// The title or name a stored answer about one thing gives (a film, a
/// person, a collection), so `movies cache list` can say what it is.
enum ResponseBodyTitle {
    private struct Named: Decodable {
        let title: String?
        let name: String?

        private enum CodingKeys: String, CodingKey {
            case title, name
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            title = container.decodeLenientString(forKey: .title)
            name = container.decodeLenientString(forKey: .name)
        }
    }

    /// The title for answers about one thing; `nil` for lists and anything unreadable.
    static func title(of body: SQLiteValue, for request: ResponseCacheKeyDescription.Request) -> String? {
        switch request {
        case .movieDetails: break
        case .named(let name, _) where name.hasPrefix("person ") || name.hasPrefix("collection "): break
        default: return nil
        }
        guard case .blob(let bytes) = body, let named = try? JSONDecoder().decode(Named.self, from: bytes) else { return nil }
        return (named.title ?? named.name).flatMap { $0.isEmpty ? nil : $0 }
    }
}
