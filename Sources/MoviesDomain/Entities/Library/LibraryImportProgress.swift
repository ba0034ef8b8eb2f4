/// How far an import has gone, for a progress line on a terminal: the
/// import tells it as it goes, and whoever shows it decides when and how.
public struct LibraryImportProgress: Equatable, Sendable {
    /// The steps of an import, in the order they come.
    public enum Phase: Equatable, Sendable {
        /// Reading the file's rows; how many there are is known only at the end.
        case reading
        /// Finding the films rows name only by title and year.
        case matching
        /// Finding the runtime, genres and credits of films that come without them.
        case lookingUpDetails
        /// Writing everything in one transaction.
        case writing
        /// A dry run's last step in place of writing: counting what would
        /// change against the library, which stays as it is.
        case comparing
    }

    public let phase: Phase
    /// Rows read, titles matched or films looked up so far.
    public let done: Int
    /// How many there are to do in this phase; `nil` while it is not known.
    public let total: Int?

    public init(phase: Phase, done: Int = 0, total: Int? = nil) {
        self.phase = phase
        self.done = done
        self.total = total
    }
}
