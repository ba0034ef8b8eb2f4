#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The JSON TMDB sends with an error status, in either of its shapes:
/// `{"status_code":7,"status_message":"Invalid API key…","success":false}` or
/// `{"success":false,"errors":["page must be less than or equal to 500"]}`.
struct TMDBErrorBody: Decodable {
    let statusCode: Int?
    let statusMessage: String?
    let errors: [String]?

    private enum CodingKeys: String, CodingKey {
        case statusCode = "status_code"
        case statusMessage = "status_message"
        case errors
    }

    /// The body's error, or `nil` when `body` is not TMDB's error JSON (an HTML
    /// page from a proxy, an empty body, any other JSON).
    static func parse(_ body: Data) -> TMDBErrorBody? {
        guard let first = body.first(where: { !$0.isASCIIWhitespace }), first == UInt8(ascii: "{") else { return nil }
        guard let decoded = try? JSONDecoder().decode(TMDBErrorBody.self, from: body) else { return nil }
        guard decoded.statusCode != nil || decoded.message != nil else { return nil }
        return decoded
    }

    /// The human-readable part, whichever shape carried it.
    var message: String? {
        if let statusMessage, !statusMessage.isEmpty { return statusMessage }
        let joined = (errors ?? []).filter { !$0.isEmpty }.joined(separator: "; ")
        return joined.isEmpty ? nil : joined
    }
}

private extension UInt8 {
    var isASCIIWhitespace: Bool {
        self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D
    }
}
