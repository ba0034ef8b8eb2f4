public import MoviesDomain

/// Counts a year of your viewing from the library (no network: it is yours,
/// on disk), the numbers `movies stats` prints.
@MainActor
public final class DefaultStatsViewModel: StatsViewModel {
    private let year: Int?
    private let fetchLibraryStatsUseCase: any FetchLibraryStatsUseCase
    private let actions: StatsViewModelActions?
    private let reads = LatestTask()

    public let page = Observable<StatsPageViewModel?>(nil)
    public let status = Observable<StatusLineViewModel>(.loading)

    /// - Parameter year: `nil` for the current year.
    public init(year: Int?, fetchLibraryStatsUseCase: any FetchLibraryStatsUseCase, actions: StatsViewModelActions? = nil) {
        self.year = year
        self.fetchLibraryStatsUseCase = fetchLibraryStatsUseCase
        self.actions = actions
    }

    public var title: String {
        (page.value?.year ?? year).map { "Your \($0) in film" } ?? "Your year in film"
    }

    public func viewDidLoad() { reload() }

    public func reload() {
        let (useCase, year) = (fetchLibraryStatsUseCase, year)
        reads.replace(reading: { try await useCase.execute(year: year) }, status: status) { [weak self] stats in
            self?.page.value = StatsPageViewModel(stats: stats)
        }
    }

    public func didClose() { actions?.close() }

    public func didStartSearch() { actions?.showSearch() }

    public func waitUntilIdle() async { await reads.waitUntilIdle() }
}
