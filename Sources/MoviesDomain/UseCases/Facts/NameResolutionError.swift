/// A `--provider` or `--keyword` name that names nothing, or several things.
/// Nothing is asked of `discover` then; the command says which (exit 64).
public enum NameResolutionError: Error, Equatable, Sendable {
    /// No service or keyword is called `name`; `closest` names the nearest.
    case unknown(name: String, kind: NamedKind, closest: [String])
    /// `name` matches several equally well; `candidates` names the first few.
    case ambiguous(name: String, kind: NamedKind, candidates: [String])

    /// What was being named.
    public enum NamedKind: Equatable, Sendable {
        /// A streaming service, shop or channel of the region with this code.
        case watchProvider(region: String)
        case keyword
    }
}
