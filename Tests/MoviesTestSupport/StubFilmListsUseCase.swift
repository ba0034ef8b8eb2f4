public import MoviesDomain
import Synchronization

/// Your lists held in memory: read by name (case aside, as the library
/// finds them), changed between reads, or made to fail.
public final class StubFilmListsUseCase: FetchFilmListsUseCase {
    private let state: Mutex<(lists: [FilmList], failure: LibraryError?)>

    public init(lists: [FilmList] = [], failure: LibraryError? = nil) {
        state = Mutex((lists, failure))
    }

    /// What the next reads return.
    public var lists: [FilmList] {
        get { state.withLock { $0.lists } }
        set { state.withLock { $0.lists = newValue } }
    }

    public func lists() async throws -> LibraryRead<[FilmListSummary]> {
        let (lists, failure) = state.withLock { ($0.lists, $0.failure) }
        if let failure { throw failure }
        return LibraryRead(value: lists.map(\.summary))
    }

    public func list(named name: String) async throws -> LibraryRead<FilmList> {
        let (lists, failure) = state.withLock { ($0.lists, $0.failure) }
        if let failure { throw failure }
        guard let list = lists.first(where: { FilmListName.key($0.name) == FilmListName.key(name) }) else {
            throw FilmListError.unknownList(name: name)
        }
        return LibraryRead(value: list)
    }
}
