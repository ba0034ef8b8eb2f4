public import MoviesDomain

/// Reads a library list from the library (no network: it is yours, on disk).
@MainActor
public final class DefaultLibraryListViewModel: LibraryListViewModel, LibraryRowsReading {
    public let list: LibraryList
    private let fetchLibraryListUseCase: any FetchLibraryListUseCase
    public let rowActions: LibraryListViewModelActions?
    public let reads = LatestTask()
    private var entries: [LibraryEntry] = []
    /// How many films the list holds, known before the whole list is read.
    private var totalCount: Int?
    /// Rows read ahead of the whole list: a screen's worth and more.
    static let startCount = 200

    public let items = Observable<[LibraryListItemViewModel]>([])
    public let sort: Observable<LibrarySort>
    public let status = Observable<StatusLineViewModel>(.loading)

    public init(list: LibraryList, sort: LibrarySort = .added, fetchLibraryListUseCase: any FetchLibraryListUseCase, actions: LibraryListViewModelActions? = nil) {
        self.list = list
        self.sort = Observable(sort)
        self.fetchLibraryListUseCase = fetchLibraryListUseCase
        self.rowActions = actions
    }

    public var isWatchlist: Bool { list == .watchlist }

    public var heading: String {
        let name = list == .watchlist ? "Your watchlist" : "Seen"
        let total = totalCount ?? items.value.count
        let count = total == 1 ? "1 film" : "\(total) films"
        return "\(name) · \(count) · \(Self.sortName(sort.value))"
    }

    public func viewDidLoad() { reload() }

    public func reload() {
        let useCase = fetchLibraryListUseCase
        let list = list
        let sort = sort.value
        reads.replace { [weak self] in
            do {
                // A long list shows its first films at once; the whole list follows.
                if let start = try? await useCase.executeStart(list: list, sort: sort, count: Self.startCount) {
                    guard let self, !Task.isCancelled else { return }
                    self.totalCount = start.totalCount
                    self.entries = start.entries
                    self.items.value = start.entries.map { LibraryListItemViewModel(entry: $0, list: list) }
                }
                let read = try await useCase.execute(list: list, sort: sort)
                guard let self, !Task.isCancelled else { return }
                self.totalCount = nil
                self.entries = read.value
                self.items.value = read.value.map { LibraryListItemViewModel(entry: $0, list: list) }
                self.status.value = .libraryRead(problem: read.problem)
            } catch {
                guard let self, !Task.isCancelled else { return }
                self.status.value = .libraryFailure(error)
            }
        }
    }

    public func didCycleSort() {
        let sorts = LibrarySort.allCases
        sort.value = sorts[((sorts.firstIndex(of: sort.value) ?? 0) + 1) % sorts.count]
        reload()
    }

    public func film(at index: Int) -> LibraryFilm? {
        entries.indices.contains(index) ? entries[index].film : nil
    }

    static func sortName(_ sort: LibrarySort) -> String {
        switch sort {
        case .added: return "by date added"
        case .title: return "by title"
        case .year: return "by year"
        case .rating: return "by your rating"
        }
    }
}
