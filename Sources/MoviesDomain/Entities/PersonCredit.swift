/// One film in a person's filmography and what they did in it.
public struct PersonCredit: Equatable, Sendable {
    /// What the person did in the film.
    public enum Role: Equatable, Sendable {
        /// Acted, playing `character` when known.
        case cast(character: String?)
        /// Worked on it as `job` (`Director`) in `department` (`Directing`).
        case crew(job: String, department: String?)
    }

    public let movie: Movie
    public let role: Role

    public init(movie: Movie, role: Role) {
        self.movie = movie
        self.role = role
    }

    /// The department the credit belongs to: `Acting` for a part played.
    public var department: String {
        switch role {
        case .cast: return "Acting"
        case .crew(let job, let department): return department ?? job
        }
    }
}
