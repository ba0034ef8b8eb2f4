public import MoviesDomain

/// A film's videos as the outputs list them: trailers, then teasers, then
/// the rest (`MovieVideoRules`), numbered for `--select`.
public struct MovieVideosViewModel: Equatable, Sendable {
    public let items: [MovieVideoItemViewModel]

    /// Said instead of the list when the film has no video (exit 0).
    public static let noVideosSentence = "TMDB lists no videos for this film."

    public init(_ videos: MovieVideos) {
        items = videos.ordered.map(MovieVideoItemViewModel.init)
    }

    /// The numbered rows; the one sentence when there are none.
    public var plainTextLines: [String] {
        guard !items.isEmpty else { return [Self.noVideosSentence] }
        return items.enumerated().map { "\($0.offset + 1). \($0.element.line)" }
    }
}
