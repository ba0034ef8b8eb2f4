public import MoviesDomain
public import MoviesPresentation

extension LoadSettings {
    /// Ages that do not depend on the clock or the time zone (`FixedDataAgeFormatter`).
    public static func fixed(
        _ style: FixedDataAgeFormatter.Style = .fixed,
        wording: DataSourceWording = .tmdb,
        policy: FetchPolicy = .automatic
    ) -> LoadSettings {
        LoadSettings(formatter: FixedDataAgeFormatter(style: style), wording: wording, policy: policy)
    }
}
