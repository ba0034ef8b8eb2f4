/// What the stats screen tells its view model.
@MainActor
public protocol StatsViewModelInput: ScreenViewModelInput {
    func viewDidLoad()
    /// Counts again (`r`, or a change made on a screen above).
    func reload()
    /// Returns once no read of the library is in flight.
    func waitUntilIdle() async
}

extension StatsViewModelInput {
    /// `r` reads the library again.
    public func didRefresh() { reload() }
}

/// What the stats screen observes: a year of your viewing in numbers.
@MainActor
public protocol StatsViewModelOutput {
    /// `nil` until the library has been read.
    var page: Observable<StatsPageViewModel?> { get }
    var status: Observable<StatusLineViewModel> { get }
    /// `Your year in film` or `Your 2024 in film`, for the breadcrumb.
    var title: String { get }
}

/// The stats view model, as the view sees it.
public typealias StatsViewModel = StatsViewModelInput & StatsViewModelOutput
