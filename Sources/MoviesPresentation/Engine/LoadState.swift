public import MoviesDomain

/// Where a screen's data stands: the one shape every loader reports, from
/// which the status line is worded in one place.
public enum LoadState<Value> {
    /// Nothing asked for yet (an empty search waiting for its query).
    case idle
    /// A fetch is on its way; `shown` is what stays on screen meanwhile.
    case loading(LoadActivity, shown: Value?)
    /// `value` arrived from `origin`: live, cached at a time, or offline.
    case loaded(Value, origin: DataOrigin)
    /// The last fetch failed; `shown` is what stays on screen despite it.
    case failed(FailureViewModel, shown: Value?)

    /// What the screen shows: the loaded value, or what stays while loading or after a failure.
    public var shown: Value? {
        switch self {
        case .idle: return nil
        case .loading(_, let shown), .failed(_, let shown): return shown
        case .loaded(let value, _): return value
        }
    }

    /// The failure of the last fetch, if it failed.
    public var failure: FailureViewModel? {
        if case .failed(let failure, _) = self { return failure }
        return nil
    }

    /// Whether a fetch is on its way.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// What the status line says about this state.
    /// - Parameters:
    ///   - formatter: Words the age of cached data.
    ///   - wording: How the data source is named: the words for fresh data
    ///     (`live`, `embedded catalogue`) and the kind machine-readable output states.
    public func statusLine(formatter: any DataAgeFormatting, wording: DataSourceWording = .tmdb) -> StatusLineViewModel {
        switch self {
        case .idle:
            return .idle
        case .loading(let activity, _):
            return StatusLineViewModel(kind: .loading, text: activity.statusText)
        case .loaded(_, let origin):
            return .describing(origin, formatter: formatter, wording: wording)
        case .failed(let failure, _):
            return .failure(failure)
        }
    }
}

extension LoadState: Equatable where Value: Equatable {}
extension LoadState: Sendable where Value: Sendable {}
