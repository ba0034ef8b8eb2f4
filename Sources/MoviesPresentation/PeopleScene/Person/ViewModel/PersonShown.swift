import MoviesDomain

/// A fetched person as their screen shows them, with the films its rows open:
/// made off the main actor, since a hostile answer holds hundreds of
/// thousands of credits.
struct PersonShown: Sendable {
    let content: PersonContentViewModel
    let films: [Movie.Identifier: Movie]
    let profilePath: String?

    /// Maps `details`: linear in the credits.
    @concurrent
    static func prepare(_ details: PersonDetails) async -> PersonShown {
        let content = PersonContentViewModel(details: details)
        let kept = Set(content.credits.map(\.movieID))
        var films: [Movie.Identifier: Movie] = [:]
        for credit in details.credits where kept.contains(credit.movie.id) && films[credit.movie.id] == nil {
            films[credit.movie.id] = credit.movie
        }
        return PersonShown(content: content, films: films, profilePath: details.person.profilePath)
    }
}
