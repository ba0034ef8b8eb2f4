public import MoviesDomain

/// Reads one of your lists from the library: its films in the list's order,
/// each with your note; a row opens its film.
@MainActor
public final class DefaultFilmListViewModel: FilmListViewModel, LibraryRowsReading {
    private let fetchFilmListsUseCase: any FetchFilmListsUseCase
    public let rowActions: FilmListViewModelActions?
    public let reads = LatestTask()
    private var list: FilmList?
    private let askedName: String

    public let items = Observable<[FilmListItemViewModel]>([])
    public let status = Observable<StatusLineViewModel>(.loading)

    public init(name: String, fetchFilmListsUseCase: any FetchFilmListsUseCase, actions: FilmListViewModelActions? = nil) {
        askedName = name
        self.fetchFilmListsUseCase = fetchFilmListsUseCase
        rowActions = actions
    }

    public var name: String { list?.name ?? askedName }
    public var isRanked: Bool { list?.isRanked ?? false }

    public var heading: String {
        let count = items.value.count
        var parts = [name, (count == 1 ? "1 film" : "\(count) films") + (isRanked ? ", ranked" : "")]
        if let description = list?.description { parts.append(description) }
        return parts.joined(separator: " · ")
    }

    public var emptyMessage: String {
        "This list has no film yet: press a on any film to put it here."
    }

    public func viewDidLoad() { reload() }

    public func reload() {
        let useCase = fetchFilmListsUseCase
        let name = name
        reads.replace(
            reading: { try await useCase.list(named: name) }, status: status,
            show: { [weak self] list in
                self?.list = list
                self?.items.value = list.entries.map(FilmListItemViewModel.init(entry:))
            },
            failed: { [weak self] in
                self?.list = nil
                self?.items.value = []
            }
        )
    }

    public func film(at index: Int) -> LibraryFilm? {
        guard let entries = list?.entries, entries.indices.contains(index) else { return nil }
        return entries[index].film
    }
}
