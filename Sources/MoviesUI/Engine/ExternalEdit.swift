/// What came back from the user's editor (`ExternalTextEditor`).
public enum ExternalEdit: Equatable, Sendable {
    /// The text as the editor saved it, final line breaks taken off; the
    /// form drops control characters from it before it is kept.
    case saved(String)
    /// Nothing usable came back (no editor set, it could not start, it
    /// failed or was killed): why, in one sentence. The text stays as it was.
    case failed(String)
}
