/// The films of an import, one entry per film, each made as the repository
/// writes it: the films are held once, in the merger's compact form, never
/// all over again as entries.
public struct LibraryImportEntries: Sequence, Sendable {
    private let gathered: [LibraryImportMerger.Gathered]
    /// The lists the file holds, in its order, their films named by id.
    public internal(set) var lists: [FilmList] = []

    init(gathered: [LibraryImportMerger.Gathered]) {
        self.gathered = gathered
    }

    /// How many films (lists aside).
    public var count: Int { gathered.count }

    public func makeIterator() -> some IteratorProtocol<LibraryEntry> {
        gathered.lazy.map(\.entry).makeIterator()
    }
}
