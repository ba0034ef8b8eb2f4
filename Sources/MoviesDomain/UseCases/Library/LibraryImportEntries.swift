/// The films of an import, one entry per film, each made as the repository
/// writes it: the films are held once, in the merger's compact form, never
/// all over again as entries.
public struct LibraryImportEntries: Sequence, Sendable {
    private var gathered: [LibraryImportMerger.Gathered]
    /// The lists the file holds, in its order, their films named by id.
    public internal(set) var lists: [FilmList] = []

    init(gathered: [LibraryImportMerger.Gathered]) {
        self.gathered = gathered
    }

    /// How many films (lists aside).
    public var count: Int { gathered.count }

    /// The films the file gave no facts for, each once: the entries' in the
    /// file's order, then those only a list names.
    var filmsLackingFacts: [Movie.Identifier] {
        var named = Set<Movie.Identifier>()
        var lacking: [Movie.Identifier] = []
        for film in gathered.lazy.map(\.film) + lists.lazy.flatMap(\.entries).map(\.film) where named.insert(film.id).inserted {
            if film.facts.isUnknown { lacking.append(film.id) }
        }
        return lacking
    }

    /// Gives each film, on a list too, the facts `facts` holds for it, over what the file gave.
    mutating func learn(_ facts: [Movie.Identifier: FilmFacts]) {
        guard !facts.isEmpty else { return }
        for index in gathered.indices {
            guard let known = facts[gathered[index].film.id] else { continue }
            gathered[index].film = gathered[index].film.knowing(known)
        }
        lists = lists.map { $0.knowing(facts) }
    }

    public func makeIterator() -> some IteratorProtocol<LibraryEntry> {
        gathered.lazy.map(\.entry).makeIterator()
    }
}
