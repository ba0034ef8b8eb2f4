import Foundation

/// Percent-encoding of query names and values.
///
/// `URLComponents.queryItems` leaves `+`, and depending on the platform `&`
/// and `=`, as they are, which servers read as a space or as separators. Only
/// RFC 3986's unreserved characters stay literal here; every other byte of
/// the UTF-8 form is percent-encoded.
enum QueryEncoding {
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
    )

    static func encode(_ text: String) -> String {
        // Only fails for strings that are not valid Unicode, which Swift strings never are.
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }
}
