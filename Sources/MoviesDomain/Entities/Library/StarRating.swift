/// Your rating of a film, in half stars from half a star to five stars,
/// as Letterboxd rates.
public struct StarRating: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// 1 (half a star) to 10 (five stars).
    public let halfStars: Int

    /// - Returns: `nil` outside 1...10.
    public init?(halfStars: Int) {
        guard (1...10).contains(halfStars) else { return nil }
        self.halfStars = halfStars
    }

    /// The rating of `stars` (0.5 to 5 in halves).
    /// - Returns: `nil` for any other number.
    public init?(stars: Double) {
        guard stars.isFinite, (0.5...5).contains(stars), (stars * 2).rounded() == stars * 2 else { return nil }
        self.init(halfStars: Int((stars * 2).rounded()))
    }

    public var stars: Double { Double(halfStars) / 2 }

    /// `4.5`, `3`: the stars with a decimal only for a half.
    public var description: String {
        halfStars % 2 == 0 ? String(halfStars / 2) : "\(halfStars / 2).5"
    }

    /// Text such as `4.5`, `4`, `4.0` or `0` (clears): what a person types
    /// after `movies rate ID`.
    public enum Parsed: Equatable, Sendable {
        case rating(StarRating)
        case clear
    }

    /// Reads `0` (clears), or 0.5 to 5 in halves written as digits with at
    /// most one decimal (`3`, `3.5`, `3.0`); anything else is `nil`.
    public static func parse(_ text: String) -> Parsed? {
        let bytes = Array(text.utf8)
        let digit = UInt8(ascii: "0")...UInt8(ascii: "9")
        let whole: Int
        var half = false
        switch bytes.count {
        case 1 where digit.contains(bytes[0]):
            whole = Int(bytes[0] - digit.lowerBound)
        case 3 where digit.contains(bytes[0]) && bytes[1] == UInt8(ascii: ".") && (bytes[2] == UInt8(ascii: "0") || bytes[2] == UInt8(ascii: "5")):
            whole = Int(bytes[0] - digit.lowerBound)
            half = bytes[2] == UInt8(ascii: "5")
        default:
            return nil
        }
        let halfStars = whole * 2 + (half ? 1 : 0)
        if halfStars == 0 { return .clear }
        return StarRating(halfStars: halfStars).map(Parsed.rating)
    }

    public static func < (lhs: StarRating, rhs: StarRating) -> Bool {
        lhs.halfStars < rhs.halfStars
    }
}
