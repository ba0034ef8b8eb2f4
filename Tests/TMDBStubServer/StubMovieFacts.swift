import Foundation

/// What the embedded catalogue leaves out — where to watch, videos, release
/// dates, IMDb ids, keywords, reviews — made up for tests in TMDB's shapes
/// (field names and nesting as TMDB documents them).
///
/// TEST DATA, INVENTED: the services are real names with made-up offers,
/// the IMDb ids are `tt` and the TMDB id padded (not the films' real ids),
/// the video keys, keywords and reviews are invented. None of it claims to be
/// TMDB's data about a film.
///
/// Fixtures tests rely on:
/// - 27205 (Inception): offers in GB, US and DE (GB: stream, ads, rent, buy,
///   with Apple TV listed twice under buy), none in JP; six videos of every
///   kind and site (one not YouTube or Vimeo); US and GB certifications; five
///   keywords; 23 reviews (two pages).
/// - 496243 (Parasite, Korean): an official Korean trailer and an official English one.
/// - 550 (Fight Club): offers in US only; no videos; no reviews.
/// - Any other film, by its id `n`: `n % 3 == 0` no offers anywhere, `1` GB
///   and US (Netflix, Apple TV), `2` US only (Tubi, Pluto TV, Google Play);
///   an official trailer in its own language and an English teaser;
///   `n % 4` reviews; two keywords.
public enum StubMovieFacts {
    /// A service of the stub's made-up lists: id, name, display priority.
    public struct Service: Sendable {
        public let id: Int
        public let name: String
        public let priority: Int
    }

    public static let netflix = Service(id: 8, name: "Netflix", priority: 1)
    public static let netflixWithAds = Service(id: 1796, name: "Netflix Standard with Ads", priority: 2)
    public static let primeVideo = Service(id: 9, name: "Amazon Prime Video", priority: 3)
    public static let amazonVideo = Service(id: 10, name: "Amazon Video", priority: 4)
    public static let appleTV = Service(id: 2, name: "Apple TV", priority: 5)
    public static let googlePlay = Service(id: 3, name: "Google Play Movies", priority: 6)
    public static let tubi = Service(id: 73, name: "Tubi", priority: 7)
    public static let plutoTV = Service(id: 300, name: "Pluto TV", priority: 8)
    /// Made up, with accents, for folding tests.
    public static let cinemaClub = Service(id: 9001, name: "Cinéma Club Étoile", priority: 9)

    /// Every service of `watch/providers/movie`, in every region.
    public static let services = [netflix, netflixWithAds, primeVideo, amazonVideo, appleTV, googlePlay, tubi, plutoTV, cinemaClub]

    /// The made-up keywords `search/keyword` searches and films carry.
    public static let keywords: [(id: Int, name: String)] = [
        (849, "dream"), (9673, "lucid dream"), (3227, "dream within a dream"), (10051, "heist"),
        (4565, "dystopia"), (310, "artificial intelligence"), (9748, "revenge"), (1701, "déjà vu"),
        (818, "based on novel or book"), (6054, "friendship"),
    ]

    /// Offers per region and kind (TMDB's names: flatrate, free, ads, rent, buy).
    public static func offers(movieID: Int) -> [String: [String: [Service]]] {
        switch movieID {
        case 27205:
            return [
                "GB": ["flatrate": [netflix], "ads": [netflixWithAds], "rent": [googlePlay, appleTV], "buy": [appleTV, googlePlay, appleTV]],
                "US": ["flatrate": [primeVideo], "rent": [appleTV, amazonVideo], "buy": [appleTV, amazonVideo]],
                "DE": ["flatrate": [netflix, cinemaClub]],
            ]
        case 550:
            return ["US": ["flatrate": [primeVideo], "buy": [appleTV]]]
        default:
            switch movieID % 3 {
            case 1: return ["GB": ["flatrate": [netflix], "rent": [appleTV]], "US": ["flatrate": [netflix], "rent": [appleTV]]]
            case 2: return ["US": ["free": [tubi], "ads": [plutoTV], "buy": [googlePlay]]]
            default: return [:]
            }
        }
    }

    /// `watch/providers`: `{"results":{"GB":{"link":…,"flatrate":[…]}}}`.
    static func watchProviders(movieID: Int) -> [String: Any] {
        var results: [String: Any] = [:]
        for (region, kinds) in offers(movieID: movieID) {
            var entry: [String: Any] = ["link": "https://www.themoviedb.org/movie/\(movieID)/watch?locale=\(region)"]
            for (kind, services) in kinds {
                entry[kind] = services.map { service -> [String: Any] in
                    ["logo_path": "/stub-logo-\(service.id).jpg", "provider_id": service.id, "provider_name": service.name, "display_priority": service.priority]
                }
            }
            results[region] = entry
        }
        return ["results": results]
    }

    /// `watch/providers/movie?watch_region=`: `{"results":[…]}`, each with its `display_priorities`.
    static func serviceList(region: String) -> [String: Any] {
        ["results": services.map { service -> [String: Any] in
            [
                "display_priorities": [region: service.priority], "display_priority": service.priority,
                "logo_path": "/stub-logo-\(service.id).jpg", "provider_name": service.name, "provider_id": service.id,
            ]
        }]
    }

    /// `videos`: `{"results":[…]}` (empty for 550).
    static func videos(movieID: Int, originalLanguage: String) -> [String: Any] {
        func video(_ key: String, _ name: String, site: String = "YouTube", type: String, official: Bool, language: String = "en", published: String) -> [String: Any] {
            [
                "iso_639_1": language, "iso_3166_1": language == "en" ? "US" : language.uppercased(), "name": name, "key": key,
                "site": site, "size": 1080, "type": type, "official": official, "published_at": published, "id": "stubvideo\(key)",
            ]
        }
        switch movieID {
        case 550:
            return ["results": [Any]()]
        case 27205:
            return ["results": [
                video("StubClip01", "Stub clip: the hallway", site: "Vimeo", type: "Clip", official: true, published: "2010-07-20T10:00:00.000Z"),
                video("stubTeaser1", "Stub teaser", type: "Teaser", official: true, published: "2009-12-10T18:00:00.000Z"),
                video("stubFanTrl1", "Stub fan trailer", type: "Trailer", official: false, language: "fr", published: "2011-01-01T00:00:00.000Z"),
                video("stubTrailer", "Stub official trailer", type: "Trailer", official: true, published: "2010-05-11T17:00:06.000Z"),
                video("x7stubdm", "Stub featurette elsewhere", site: "Dailymotion", type: "Featurette", official: true, published: "2010-08-01T09:00:00.000Z"),
                video("123456789", "Stub behind the scenes", site: "Vimeo", type: "Behind the Scenes", official: true, published: "2010-09-01T09:00:00.000Z"),
            ]]
        case 496243:
            return ["results": [
                video("stubEnTrail", "Stub English trailer", type: "Trailer", official: true, published: "2019-10-01T16:00:00.000Z"),
                video("stubKoTrail", "Stub Korean trailer", type: "Trailer", official: true, language: "ko", published: "2019-04-20T03:00:00.000Z"),
            ]]
        default:
            return ["results": [
                video("stubT\(movieID)", "Stub trailer", type: "Trailer", official: true, language: originalLanguage, published: "2020-01-02T03:04:05.000Z"),
                video("stubS\(movieID)", "Stub teaser", type: "Teaser", official: true, published: "2019-06-07T08:09:10.000Z"),
            ]]
        }
    }

    /// `release_dates`: US `PG-13` in cinemas (a digital release too), GB `12A` in cinemas and `12` on disc.
    static func releaseDates(movieID: Int) -> [String: Any] {
        func release(_ certification: String, type: Int, date: String, note: String = "") -> [String: Any] {
            ["certification": certification, "descriptors": [Any](), "iso_639_1": "", "note": note, "release_date": date, "type": type]
        }
        return ["results": [
            ["iso_3166_1": "US", "release_dates": [
                release("", type: 1, date: "2010-07-08T00:00:00.000Z", note: "Stub premiere"),
                release("PG-13", type: 4, date: "2010-12-07T00:00:00.000Z"),
                release("PG-13", type: 3, date: "2010-07-16T00:00:00.000Z"),
            ]],
            ["iso_3166_1": "GB", "release_dates": [
                release("12", type: 5, date: "2010-12-06T00:00:00.000Z", note: "Stub Blu-ray"),
                release("12A", type: 3, date: "2010-07-16T00:00:00.000Z"),
            ]],
        ]]
    }

    /// `external_ids`: an invented IMDb id, `tt` and the TMDB id padded to seven digits.
    static func externalIDs(movieID: Int) -> [String: Any] {
        let digits = String(movieID)
        return [
            "imdb_id": "tt" + String(repeating: "0", count: max(0, 7 - digits.count)) + digits,
            "wikidata_id": NSNull(), "facebook_id": NSNull(), "instagram_id": NSNull(), "twitter_id": NSNull(),
        ]
    }

    /// The keywords a film carries, by index into `keywords`.
    public static func keywordIndices(movieID: Int) -> [Int] {
        movieID == 27205 ? [0, 1, 2, 3, 7] : [movieID % keywords.count, (movieID / 7) % keywords.count]
    }

    /// `keywords`: `{"keywords":[{"id":…,"name":…}]}`.
    static func movieKeywords(movieID: Int) -> [String: Any] {
        var seen = Set<Int>()
        let chosen = keywordIndices(movieID: movieID).filter { seen.insert($0).inserted }.map { keywords[$0] }
        return ["keywords": chosen.map { ["id": $0.id, "name": $0.name] as [String: Any] }]
    }

    /// How many reviews a film has.
    public static func reviewCount(movieID: Int) -> Int {
        switch movieID {
        case 27205: 23
        case 550: 0
        default: movieID % 4
        }
    }
}
