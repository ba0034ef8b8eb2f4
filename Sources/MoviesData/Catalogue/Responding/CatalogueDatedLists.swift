/// How `movie/now_playing` and `movie/upcoming` are answered. Both depend on today's
/// date, which a catalogue compiled into the binary cannot know.
public enum CatalogueDatedLists: Sendable, Equatable {
    /// TMDB's error body with HTTP 501 (`CatalogueResponder.liveOnlyHTTPStatus`) and a
    /// sentence that says to set credentials: what the app's embedded catalogue does.
    case refused
    /// Catalogue films under fixed, made-up `dates`: for the test stub server only, which
    /// needs TMDB's shape for these lists and no real dates.
    case fixedStandIns

    /// The `dates` of `now_playing` under `fixedStandIns`.
    public static let standInNowPlayingDates = (minimum: "2026-10-14", maximum: "2026-11-25")
    /// The `dates` of `upcoming` under `fixedStandIns`.
    public static let standInUpcomingDates = (minimum: "2026-11-26", maximum: "2026-12-16")
}
