/// A video TMDB lists for a film: a trailer, a teaser, a clip, a featurette.
public struct MovieVideo: Equatable, Hashable, Sendable {
    /// The video's id on its site, such as YouTube's `YoGHj1O0gBk`.
    public let key: String
    /// The hosting site as TMDB names it, such as `YouTube` or `Vimeo`.
    public let site: String
    /// TMDB's type, such as `Trailer`, `Teaser`, `Clip` or `Featurette`.
    public let type: String
    public let name: String
    /// Whether the film's makers published it (TMDB's `official`).
    public let isOfficial: Bool
    /// When it was published; `nil` when TMDB gives no readable time.
    public let publishedAt: Timestamp?
    /// ISO 639-1 code of its language, such as `en`; `nil` when not given.
    public let language: String?

    public init(
        key: String,
        site: String,
        type: String,
        name: String,
        isOfficial: Bool = false,
        publishedAt: Timestamp? = nil,
        language: String? = nil
    ) {
        self.key = key
        self.site = site
        self.type = type
        self.name = name
        self.isOfficial = isOfficial
        self.publishedAt = publishedAt
        self.language = language
    }

    /// The kinds the rules tell apart; every other type is `.other`.
    public enum Kind: Equatable, Sendable {
        case trailer, teaser, other
    }

    public var kind: Kind {
        switch type.lowercased() {
        case "trailer": .trailer
        case "teaser": .teaser
        default: .other
        }
    }

    /// The sites a video can be played from or opened on.
    public enum PlayableSite: Equatable, Sendable {
        case youTube, vimeo
    }

    /// YouTube or Vimeo (TMDB's spelling, any case); `nil` for any other site,
    /// whose videos are listed but never opened.
    public var playableSite: PlayableSite? {
        switch site.lowercased() {
        case "youtube": .youTube
        case "vimeo": .vimeo
        default: nil
        }
    }

    /// The page that plays it, such as `https://www.youtube.com/watch?v=YoGHj1O0gBk`;
    /// `nil` for other sites and for a key that is not a plain id of its
    /// site: the key comes from a server and must not steer the address (or
    /// reach a player as an option).
    public var playableURL: String? {
        switch playableSite {
        case .youTube?:
            guard Self.isPlainKey(key, allowing: { $0.isLetterOrDigit || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }),
                  key.utf8.first != UInt8(ascii: "-")
            else { return nil }
            return "https://www.youtube.com/watch?v=\(key)"
        case .vimeo?:
            guard Self.isPlainKey(key, allowing: { $0.isDigit }) else { return nil }
            return "https://vimeo.com/\(key)"
        case nil:
            return nil
        }
    }

    /// One to 64 ASCII bytes, each allowed by `allowed`.
    private static func isPlainKey(_ key: String, allowing allowed: (UInt8) -> Bool) -> Bool {
        (1...64).contains(key.utf8.count) && key.utf8.allSatisfy(allowed)
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    fileprivate var isLetterOrDigit: Bool {
        isDigit || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
    }
}
