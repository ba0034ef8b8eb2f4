public import MoviesDomain

/// Reads your diary from the library (no network: it is yours, on disk):
/// the viewings of a period, newest first, by month.
@MainActor
public final class DefaultDiaryViewModel: DiaryViewModel, LibraryRowsReading {
    public let period: DiaryPeriod
    private let fetchDiaryUseCase: any FetchDiaryUseCase
    public let rowActions: DiaryViewModelActions?
    public let reads = LatestTask()
    private var entries: [DiaryEntry] = []
    /// How many viewings the diary holds, known before the whole diary is read.
    private var totalCount: Int?
    /// Viewings read ahead of the whole diary: a screen's worth and more.
    static let startCount = 200

    public let items = Observable<[DiaryItemViewModel]>([])
    public let status = Observable<StatusLineViewModel>(.loading)

    public init(period: DiaryPeriod = .all, fetchDiaryUseCase: any FetchDiaryUseCase, actions: DiaryViewModelActions? = nil) {
        self.period = period
        self.fetchDiaryUseCase = fetchDiaryUseCase
        self.rowActions = actions
    }

    public var title: String {
        switch period {
        case .all: "Diary"
        case .year(let year): "Diary \(year)"
        case .month(let year, let month): "Diary, \(DiaryWording.monthNames[month - 1]) \(year)"
        }
    }

    public var heading: String {
        let count = totalCount ?? items.value.count
        return "\(title) · \(count == 1 ? "1 viewing" : "\(count) viewings"), newest first"
    }

    public var emptyMessage: String {
        let how = "press s on a film you saw, or log one with movies log FILM."
        return period == .all ? "Your diary is empty: \(how)" : "No viewing \(DiaryWording.name(of: period)): \(how)"
    }

    public func viewDidLoad() { reload() }

    public func reload() {
        let useCase = fetchDiaryUseCase
        let period = period
        reads.replace { [weak self] in
            do {
                // A long diary shows its newest viewings at once; the whole diary follows.
                if let start = try? await useCase.executeStart(period: period, count: Self.startCount) {
                    guard let self, !Task.isCancelled else { return }
                    self.totalCount = start.totalCount
                    self.show(start.entries)
                }
                let read = try await useCase.execute(period: period)
                guard let self, !Task.isCancelled else { return }
                self.totalCount = nil
                self.show(read.value)
                self.status.value = .libraryRead(problem: read.problem)
            } catch {
                guard let self, !Task.isCancelled else { return }
                self.status.value = .libraryFailure(error)
            }
        }
    }

    private func show(_ entries: [DiaryEntry]) {
        self.entries = entries
        items.value = entries.map(DiaryItemViewModel.init(entry:))
    }

    public func film(at index: Int) -> LibraryFilm? {
        entries.indices.contains(index) ? entries[index].film : nil
    }
}
