/// Where a film can be watched, region by region, as TMDB lists it (the data
/// comes from JustWatch, which TMDB asks apps to credit).
public struct WatchProviders: Equatable, Sendable {
    /// Keyed by ISO 3166-1 code, upper case.
    public let regions: [String: RegionWatchOffers]

    public init(regions: [String: RegionWatchOffers]) {
        self.regions = regions
    }

    /// The line TMDB asks every app that shows this data to show with it.
    public static let attribution = "Where to watch data by JustWatch"
}

/// What one region offers of a film, per kind of offer, as TMDB lists it:
/// `WatchProviders.availability(in:)` applies the rules for showing it.
public struct RegionWatchOffers: Equatable, Sendable {
    /// TMDB's page of the film's offers in the region, or `nil`.
    public let link: String?
    public let offers: [WatchMonetization: [WatchProvider]]

    public init(link: String? = nil, offers: [WatchMonetization: [WatchProvider]]) {
        self.link = link
        self.offers = offers
    }

    /// Whether no kind lists a provider.
    public var isEmpty: Bool {
        offers.values.allSatisfy(\.isEmpty)
    }
}

/// A streaming service, shop or free channel, such as Netflix or Apple TV.
public struct WatchProvider: Equatable, Hashable, Sendable {
    public typealias Identifier = Int

    public let id: Identifier
    public let name: String
    /// Path of the logo below the image base URL; `nil` when none.
    public let logoPath: String?
    /// TMDB's `display_priority`: lower comes first; `nil` when not given.
    public let displayPriority: Int?

    public init(id: Identifier, name: String, logoPath: String? = nil, displayPriority: Int? = nil) {
        self.id = id
        self.name = name
        self.logoPath = logoPath
        self.displayPriority = displayPriority
    }
}

/// The kinds of offer, in the order they are shown, as the command line
/// names them (`--monetization stream|free|ads|rent|buy`).
public enum WatchMonetization: String, CaseIterable, Equatable, Hashable, Sendable {
    /// With a subscription (TMDB's `flatrate`).
    case stream
    case free
    /// Free with advertising.
    case ads
    case rent
    case buy

    /// TMDB's name, in answers and in `with_watch_monetization_types`.
    public var tmdbName: String {
        self == .stream ? "flatrate" : rawValue
    }

    public init?(tmdbName: String) {
        if tmdbName == "flatrate" {
            self = .stream
        } else if tmdbName != "stream", let kind = WatchMonetization(rawValue: tmdbName) {
            self = kind
        } else {
            return nil
        }
    }
}
