/// Finds what a typed name means among a server's names (streaming services,
/// keywords): case, accents and width aside (`TitleFolding`), spacing aside.
public enum NameResolution {
    /// How many close names an unknown one gets, and how many of an
    /// ambiguous one's matches are kept.
    public static let suggestionCount = 5
    /// Characters of a name compared for closeness: a name is a few words,
    /// and what a server sends past that is cut.
    static let comparedLength = 32

    /// What `name` means among `candidates`:
    /// 1. a candidate whose folded name equals it (the first, when several
    ///    do) wins over every longer name;
    /// 2. else the candidates whose folded names start with it (`netfl`),
    ///    else those with a word that starts with it (`prime` in `Amazon
    ///    Prime Video`): one is the match, several are ambiguous;
    /// 3. else it is unknown, with the closest by edit distance.
    ///
    /// Linear in the candidates (each folded once; closeness on at most
    /// `comparedLength` characters).
    public static func match<Candidate>(
        _ name: String,
        among candidates: [Candidate],
        nameOf: (Candidate) -> String
    ) -> NameMatch<Candidate> {
        let wanted = folded(name)
        guard !wanted.isEmpty else { return .unknown(closest: []) }
        var prefixed: [Candidate] = []
        var containing: [Candidate] = []
        var foldedNames: [String] = []
        foldedNames.reserveCapacity(candidates.count)
        for candidate in candidates {
            let candidateName = folded(nameOf(candidate))
            if candidateName == wanted { return .found(candidate) }
            foldedNames.append(candidateName)
            if candidateName.hasPrefix(wanted) {
                prefixed.append(candidate)
            } else if (" " + candidateName).contains(" " + wanted) {
                containing.append(candidate)
            }
        }
        for tier in [prefixed, containing] where !tier.isEmpty {
            return tier.count == 1 ? .found(tier[0]) : .ambiguous(Array(tier.prefix(suggestionCount)))
        }
        return .unknown(closest: closest(to: wanted, among: candidates, foldedNames: foldedNames))
    }

    /// Folded, white space trimmed and collapsed to single spaces.
    static func folded(_ name: String) -> String {
        TitleFolding.fold(name).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The `suggestionCount` candidates nearest `wanted`, ties in the list's order.
    private static func closest<Candidate>(to wanted: String, among candidates: [Candidate], foldedNames: [String]) -> [Candidate] {
        let cut = String(wanted.prefix(comparedLength))
        var best: [(distance: Int, index: Int)] = []
        for (index, candidateName) in foldedNames.enumerated() {
            let distance = EditDistance.between(cut, String(candidateName.prefix(comparedLength)))
            guard best.count < suggestionCount || distance < (best.last?.distance ?? Int.max) else { continue }
            // Kept sorted and short, so each candidate costs a few comparisons.
            let position = best.firstIndex { distance < $0.distance } ?? best.endIndex
            best.insert((distance, index), at: position)
            if best.count > suggestionCount { best.removeLast() }
        }
        return best.map { candidates[$0.index] }
    }
}

/// What a typed name resolved to.
public enum NameMatch<Candidate> {
    case found(Candidate)
    /// Several equally good matches, the first `NameResolution.suggestionCount`.
    case ambiguous([Candidate])
    /// No match; the closest names, nearest first (empty when there are none).
    case unknown(closest: [Candidate])
}

extension NameMatch: Equatable where Candidate: Equatable {}
extension NameMatch: Sendable where Candidate: Sendable {}
