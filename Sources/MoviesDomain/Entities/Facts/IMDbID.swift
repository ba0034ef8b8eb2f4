/// A film's IMDb id, such as `tt1375666`: `tt` and seven or more digits.
public struct IMDbID: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// `nil` for anything but `tt` followed by 7 to 12 ASCII digits (TMDB sends
    /// an empty string or `null` when it does not know): the id becomes part
    /// of an address, so only that shape is accepted.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard (9...14).contains(bytes.count), bytes[0] == UInt8(ascii: "t"), bytes[1] == UInt8(ascii: "t"),
              bytes.dropFirst(2).allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        rawValue = text
    }

    /// The film's page on IMDb, such as `https://www.imdb.com/title/tt1375666/`.
    public var url: String {
        "https://www.imdb.com/title/\(rawValue)/"
    }

    public var description: String { rawValue }
}
