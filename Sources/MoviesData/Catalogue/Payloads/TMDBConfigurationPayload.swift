/// A `configuration` answer, in TMDB v3's shape.
struct TMDBConfigurationPayload: Encodable {
    struct Images: Encodable {
        let baseURL: String
        let secureBaseURL: String
        let backdropSizes: [String]
        let logoSizes: [String]
        let posterSizes: [String]
        let profileSizes: [String]
        let stillSizes: [String]

        private enum CodingKeys: String, CodingKey {
            case baseURL = "base_url"
            case secureBaseURL = "secure_base_url"
            case backdropSizes = "backdrop_sizes"
            case logoSizes = "logo_sizes"
            case posterSizes = "poster_sizes"
            case profileSizes = "profile_sizes"
            case stillSizes = "still_sizes"
        }
    }

    let images: Images
    let changeKeys: [String]

    private enum CodingKeys: String, CodingKey {
        case images
        case changeKeys = "change_keys"
    }

    /// TMDB's public image server and its usual sizes.
    static let standard = TMDBConfigurationPayload(
        images: Images(
            baseURL: "https://image.tmdb.org/t/p/",
            secureBaseURL: "https://image.tmdb.org/t/p/",
            backdropSizes: ["w300", "w780", "w1280", "original"],
            logoSizes: ["w45", "w92", "w154", "w185", "w300", "w500", "original"],
            posterSizes: ["w92", "w154", "w185", "w342", "w500", "w780", "original"],
            profileSizes: ["w45", "w185", "h632", "original"],
            stillSizes: ["w92", "w185", "w300", "original"]
        ),
        changeKeys: []
    )
}
