/// What the catalogue knows about one person beyond their credits.
///
/// Credits name people; this entry gives a name its TMDB id (only where the id was
/// confirmed from a readable source, see `Resources/CATALOGUE-SOURCES.md`) and, for
/// the people who appear most, a short biography written for this catalogue.
public struct CataloguePerson: Decodable, Equatable, Sendable {
    public let name: String
    /// TMDB's person id; `nil` leaves the person unlinked rather than guessed.
    public let id: Int?
    /// TMDB's gender code: 0 not set, 1 female, 2 male, 3 non-binary.
    public let gender: Int?
    /// Overrides the department worked out from the person's credits.
    public let knownForDepartment: String?
    /// `YYYY-MM-DD`.
    public let birthday: String?
    /// `YYYY-MM-DD`.
    public let deathday: String?
    public let placeOfBirth: String?
    public let biography: String?

    private enum CodingKeys: String, CodingKey {
        case name
        case id
        case gender
        case knownForDepartment = "known_for_department"
        case birthday
        case deathday
        case placeOfBirth = "place_of_birth"
        case biography
    }
}
