public import MoviesDomain

/// Reads your diary from the library (no network: it is yours, on disk):
/// the viewings of a period, newest first, by month.
@MainActor
public final class DefaultDiaryViewModel: DiaryViewModel {
    public let period: DiaryPeriod
    private let fetchDiaryUseCase: any FetchDiaryUseCase
    private let actions: DiaryViewModelActions?
    private var loadTask: Task<Void, Never>?
    private var entries: [DiaryEntry] = []

    public let items = Observable<[DiaryItemViewModel]>([])
    public let status = Observable<StatusLineViewModel>(.loading)

    public init(period: DiaryPeriod = .all, fetchDiaryUseCase: any FetchDiaryUseCase, actions: DiaryViewModelActions? = nil) {
        self.period = period
        self.fetchDiaryUseCase = fetchDiaryUseCase
        self.actions = actions
    }

    deinit {
        loadTask?.cancel()
    }

    public var title: String {
        switch period {
        case .all: "Diary"
        case .year(let year): "Diary \(year)"
        case .month(let year, let month): "Diary, \(DiaryWording.monthNames[month - 1]) \(year)"
        }
    }

    public var heading: String {
        let count = items.value.count
        return "\(title) · \(count == 1 ? "1 viewing" : "\(count) viewings"), newest first"
    }

    public var emptyMessage: String {
        let how = "press s on a film you saw, or log one with movies log FILM."
        return period == .all ? "Your diary is empty: \(how)" : "No viewing \(DiaryWording.name(of: period)): \(how)"
    }

    public func viewDidLoad() { reload() }

    public func reload() {
        loadTask?.cancel()
        let useCase = fetchDiaryUseCase
        let period = period
        loadTask = Task { [weak self] in
            do {
                let read = try await useCase.execute(period: period)
                guard let self, !Task.isCancelled else { return }
                self.entries = read.value
                self.items.value = read.value.map(DiaryItemViewModel.init(entry:))
                self.status.value = .libraryRead(problem: read.problem)
            } catch {
                guard let self, !Task.isCancelled else { return }
                self.status.value = .libraryFailure(error)
            }
        }
    }

    public func didSelectItem(at index: Int) {
        guard entries.indices.contains(index) else { return }
        actions?.showMovieDetails(entries[index].film.movie)
    }

    public func didClose() { actions?.close() }

    public func didStartSearch() { actions?.showSearch() }

    public func waitUntilIdle() async {
        while let task = loadTask {
            await task.value
            if loadTask == task { return }
        }
    }
}
