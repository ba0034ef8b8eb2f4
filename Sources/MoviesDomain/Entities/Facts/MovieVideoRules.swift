/// The order videos are listed in and the trailer a film's details offer.
public enum MovieVideoRules {
    /// Trailers, then teasers, then the rest; newest first within each (those
    /// without a date last), TMDB's order among equals.
    public static func ordered(_ videos: [MovieVideo]) -> [MovieVideo] {
        videos.enumerated()
            .sorted { first, second in
                let left = (kindRank(first.element.kind), -(first.element.publishedAt?.secondsSince1970 ?? -.infinity), first.offset)
                let right = (kindRank(second.element.kind), -(second.element.publishedAt?.secondsSince1970 ?? -.infinity), second.offset)
                return left < right
            }
            .map(\.element)
    }

    /// The video the trailer row plays: official trailers, then official
    /// teasers, then the unofficial ones (trailers before teasers); within
    /// each, the film's language, then English, then any other; then the
    /// newest. Only videos that can be played (YouTube, Vimeo) are picked.
    /// - Parameter filmLanguage: ISO 639-1 code of the film's original language.
    public static func trailer(among videos: [MovieVideo], filmLanguage: String?) -> MovieVideo? {
        let film = filmLanguage?.lowercased()
        var best: (rank: (Int, Int, Int, Double, Int), video: MovieVideo)?
        for (offset, video) in videos.enumerated() where video.kind != .other && video.playableURL != nil {
            let language = video.language?.lowercased()
            let languageRank = language != nil && language == film ? 0 : (language == "en" ? 1 : 2)
            let rank = (
                video.isOfficial ? 0 : 1,
                kindRank(video.kind),
                languageRank,
                -(video.publishedAt?.secondsSince1970 ?? -.infinity),
                offset
            )
            if best.map({ rank < $0.rank }) ?? true { best = (rank, video) }
        }
        return best?.video
    }

    private static func kindRank(_ kind: MovieVideo.Kind) -> Int {
        switch kind {
        case .trailer: 0
        case .teaser: 1
        case .other: 2
        }
    }
}
