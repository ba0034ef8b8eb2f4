/// The facts of the details as a screen shows them, by the rules of
/// `WatchProviders`, `MovieVideoRules` and `CertificationRules`.
extension MovieDetails {
    /// What `region` offers; `nil` when the answer said nothing about offers.
    public func watchAvailability(in region: WatchRegion) -> WatchAvailability? {
        facts.watchProviders?.availability(in: region)
    }

    /// The videos in their order with the trailer; `nil` when unknown.
    public var videos: MovieVideos? {
        facts.videos.map { MovieVideos(videos: $0, filmLanguage: movie.originalLanguage) }
    }

    /// The release whose certification is shown for `region`, or `nil`.
    public func certifiedRelease(in region: WatchRegion) -> MovieRelease? {
        facts.releases.flatMap { CertificationRules.certifiedRelease(in: $0, region: region.code) }
    }
}
