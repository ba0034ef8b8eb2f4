public import MoviesDomain

/// The one sentence for a `--provider` or `--keyword` name that names
/// nothing, or several things: what was not found, where, and the names
/// closest to it, so the next try can be right.
public enum NameResolutionSentence {
    public static func text(for error: NameResolutionError) -> String {
        switch error {
        case .unknown(let name, let kind, let closest):
            let suggestion = closest.isEmpty ? "" : "; the closest are \(list(closest))"
            return "\(noSuch(kind)) called “\(name)”\(suggestion)."
        case .ambiguous(let name, let kind, let candidates):
            return "“\(name)” could name several \(plural(kind)): \(list(candidates)); give more of the name."
        }
    }

    private static func noSuch(_ kind: NameResolutionError.NamedKind) -> String {
        switch kind {
        case .watchProvider(let region): "There is no streaming service or shop in \(region)"
        case .keyword: "TMDB has no keyword"
        }
    }

    private static func plural(_ kind: NameResolutionError.NamedKind) -> String {
        switch kind {
        case .watchProvider(let region): "services in \(region)"
        case .keyword: "keywords"
        }
    }

    /// `A, B or C`.
    private static func list(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
