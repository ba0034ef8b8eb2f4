public import MoviesDomain

/// What a row or a details screen shows of a film's place in your library.
///
/// Your rating carries `ratingSymbol` (♥), never TMDB's ★, so the two are
/// never taken for each other: ★ 8.4 is TMDB's vote out of 10, ♥ 4.5 yours
/// out of 5.
public struct LibraryMarkViewModel: Equatable, Sendable {
    /// The mark of your rating.
    public static let ratingSymbol = "♥"

    public let isOnWatchlist: Bool
    /// `seen`, `seen 3×`, or `nil` when never seen.
    public let seenText: String?
    /// `♥ 4.5`, or `nil` when not rated.
    public let ratingText: String?

    public init(mark: LibraryMark) {
        isOnWatchlist = mark.isOnWatchlist
        switch mark.viewingCount {
        case 0: seenText = nil
        case 1: seenText = "seen"
        default: seenText = "seen \(mark.viewingCount)×"
        }
        ratingText = mark.rating.map(Self.ratingText)
    }

    /// `♥ 4.5`.
    public static func ratingText(_ rating: StarRating) -> String {
        "\(ratingSymbol) \(rating)"
    }

    /// The marks in one short run, such as `watchlist · seen 2× · ♥ 4`;
    /// empty for a film the library does not hold.
    public var summary: String {
        [isOnWatchlist ? "watchlist" : nil, seenText, ratingText].compactMap { $0 }.joined(separator: " · ")
    }
}
