public import MoviesDomain

/// How a run's screens fetch and word what they show: what every loader is given.
public struct LoadSettings: Sendable {
    /// Words the age of cached data in the status line.
    public let formatter: any DataAgeFormatting
    /// How the status line and failures name the data source.
    public let wording: DataSourceWording
    /// How a screen's first load may use the cache and the network
    /// (`--offline`, `--refresh`, or neither).
    public let policy: FetchPolicy

    public init(formatter: any DataAgeFormatting, wording: DataSourceWording = .tmdb, policy: FetchPolicy = .automatic) {
        self.formatter = formatter
        self.wording = wording
        self.policy = policy
    }

    /// Later loads of the run (a new search, the next page, a picture): the
    /// cache first, unless the run stays offline.
    public var ongoingPolicy: FetchPolicy { policy == .offline ? .offline : .automatic }

    /// `r`: the server again, unless the run stays offline.
    public var refreshPolicy: FetchPolicy { policy == .offline ? .offline : .refresh }

    /// The status line of `state`.
    public func statusLine<Value>(for state: LoadState<Value>) -> StatusLineViewModel {
        state.statusLine(formatter: formatter, wording: wording)
    }

    /// `error` as a screen shows it, about `subject`.
    public func failure(_ error: MoviesRepositoryError, subject: MoviesErrorMessage.Subject) -> FailureViewModel {
        FailureViewModel(error, wording: wording, subject: subject, policy: policy)
    }
}
