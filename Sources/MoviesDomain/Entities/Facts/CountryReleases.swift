/// A film's releases in one country, as TMDB's `release_dates` lists them.
public struct CountryReleases: Equatable, Sendable {
    /// ISO 3166-1 code, such as `US`, upper case.
    public let country: String
    /// In TMDB's order.
    public let releases: [MovieRelease]

    public init(country: String, releases: [MovieRelease]) {
        self.country = country
        self.releases = releases
    }
}

/// One release of a film in a country: how, when, and the certification it had.
public struct MovieRelease: Equatable, Sendable {
    public let type: ReleaseType
    /// Such as `PG-13` or `12A`; `nil` when TMDB gives none (often an empty string).
    public let certification: String?
    public let date: ReleaseDate?
    /// Such as `Blu-ray` or a festival's name; `nil` when empty.
    public let note: String?

    public init(type: ReleaseType, certification: String? = nil, date: ReleaseDate? = nil, note: String? = nil) {
        self.type = type
        self.certification = certification
        self.date = date
        self.note = note
    }
}

/// TMDB's release types (its numbers 1 to 6).
public enum ReleaseType: Equatable, Hashable, Sendable {
    case premiere
    case limitedTheatrical
    case theatrical
    case digital
    case physical
    case tv
    /// A number TMDB may add later.
    case other(Int)

    public init(tmdbValue: Int) {
        switch tmdbValue {
        case 1: self = .premiere
        case 2: self = .limitedTheatrical
        case 3: self = .theatrical
        case 4: self = .digital
        case 5: self = .physical
        case 6: self = .tv
        default: self = .other(tmdbValue)
        }
    }

    /// TMDB's number for the type.
    public var tmdbValue: Int {
        switch self {
        case .premiere: 1
        case .limitedTheatrical: 2
        case .theatrical: 3
        case .digital: 4
        case .physical: 5
        case .tv: 6
        case .other(let value): value
        }
    }
}
