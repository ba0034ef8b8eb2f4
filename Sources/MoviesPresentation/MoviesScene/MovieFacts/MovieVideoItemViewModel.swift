public import MoviesDomain

/// One video as a row shows it: type, name, site and date, and the page
/// that plays it (YouTube and Vimeo only; other sites are listed, not opened).
public struct MovieVideoItemViewModel: Equatable, Sendable {
    public let type: String
    public let name: String
    public let site: String
    /// `2010-05-11`, or `nil` when TMDB gives no readable time.
    public let date: String?
    public let isOfficial: Bool
    /// `nil` for a site that is not played here, or a key that is no plain id.
    public let playableURL: String?

    public init(_ video: MovieVideo) {
        type = video.type
        name = video.name
        site = video.site
        date = video.publishedAt?.iso8601UTC.map { String($0.prefix(10)) }
        isOfficial = video.isOfficial
        playableURL = video.playableURL
    }

    /// `Trailer: Stub official trailer (YouTube, 2010-05-11)`, with
    /// `not playable here` for other sites.
    public var line: String {
        let details = [site, date].compactMap { $0 } + (playableURL == nil ? ["not playable here"] : [])
        return "\(type): \(name) (\(details.joined(separator: ", ")))"
    }
}
