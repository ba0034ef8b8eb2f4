/// How the catalogue orders what a search finds, films and people alike, as
/// TMDB does: a hit whose title or name is exactly the query first, then the
/// most popular; ties keep a fixed order so answers are steady.
enum CatalogueSearchOrder {
    /// - Parameters:
    ///   - popularity: how popular a hit is.
    ///   - precedes: the fixed order of hits equal in both, such as by id.
    static func sorted<Hit>(
        _ hits: [(hit: Hit, isExact: Bool)],
        popularity: (Hit) -> Double,
        precedes: (Hit, Hit) -> Bool
    ) -> [Hit] {
        hits
            .sorted { lhs, rhs in
                if lhs.isExact != rhs.isExact { return lhs.isExact }
                let left = popularity(lhs.hit), right = popularity(rhs.hit)
                if left != right { return left > right }
                return precedes(lhs.hit, rhs.hit)
            }
            .map(\.hit)
    }
}
