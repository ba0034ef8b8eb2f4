/// A film's videos with what the rules need to know of the film.
public struct MovieVideos: Equatable, Sendable {
    /// In TMDB's order.
    public let videos: [MovieVideo]
    /// ISO 639-1 code of the film's original language, such as `ko`.
    public let filmLanguage: String?

    public init(videos: [MovieVideo], filmLanguage: String?) {
        self.videos = videos
        self.filmLanguage = filmLanguage
    }

    /// As they are listed: trailers, teasers, the rest, newest first in each.
    public var ordered: [MovieVideo] {
        MovieVideoRules.ordered(videos)
    }

    /// The one the trailer row plays, or `nil`.
    public var trailer: MovieVideo? {
        MovieVideoRules.trailer(among: videos, filmLanguage: filmLanguage)
    }
}
