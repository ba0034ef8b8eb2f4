/// The keywords `--keyword NAME|ID…` names.
public protocol ResolveKeywordsUseCase: Sendable {
    /// A term of digits is a keyword id, taken as it is (no request); a name
    /// is searched for (`search/keyword`), an exact folded name first.
    /// - Returns: One keyword per term, in the terms' order (repeats once).
    /// - Throws: `NameResolutionError` for a name that names none or several;
    ///   the search's `MoviesRepositoryError` when it cannot be had.
    func execute(terms: [String], policy: FetchPolicy) async throws -> [Keyword]
}

public struct DefaultResolveKeywordsUseCase: ResolveKeywordsUseCase {
    private let repository: any MovieFactsRepository

    public init(repository: any MovieFactsRepository) {
        self.repository = repository
    }

    public func execute(terms: [String], policy: FetchPolicy) async throws -> [Keyword] {
        var resolved: [Keyword] = []
        for term in terms {
            let keyword = try await resolve(term, policy: policy)
            if !resolved.contains(where: { $0.id == keyword.id }) { resolved.append(keyword) }
        }
        return resolved
    }

    private func resolve(_ term: String, policy: FetchPolicy) async throws -> Keyword {
        if let id = Self.identifier(term) { return Keyword(id: id, name: term) }
        var found: [Keyword] = []
        for try await fetched in repository.searchKeywords(query: term, policy: policy) {
            found = fetched.value
        }
        switch NameResolution.match(term, among: found, nameOf: \.name) {
        case .found(let keyword):
            return keyword
        case .ambiguous(let candidates):
            throw NameResolutionError.ambiguous(name: term, kind: .keyword, candidates: candidates.map(\.name))
        case .unknown(let closest):
            throw NameResolutionError.unknown(name: term, kind: .keyword, closest: closest.map(\.name))
        }
    }

    /// A positive id of at most nine digits, or `nil`.
    static func identifier(_ term: String) -> Keyword.Identifier? {
        guard (1...9).contains(term.utf8.count), term.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let id = Int(term), id > 0
        else { return nil }
        return id
    }
}
