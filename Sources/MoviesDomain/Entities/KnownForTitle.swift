/// A film or a television show someone is best known for, as a search for
/// people names it: a title only, since only films link on.
public struct KnownForTitle: Equatable, Sendable {
    public let title: String
    /// A show rather than a film: shown as text, marked, never as a film link.
    public let isTelevision: Bool

    public init(title: String, isTelevision: Bool = false) {
        self.title = title
        self.isTelevision = isTelevision
    }
}
