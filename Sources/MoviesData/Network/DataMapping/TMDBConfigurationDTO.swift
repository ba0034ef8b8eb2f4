/// TMDB's `configuration` answer: where images live and which sizes exist.
package struct TMDBConfigurationDTO: Decodable, Equatable, Sendable {
    package struct ImagesDTO: Decodable, Equatable, Sendable {
        /// Such as `https://image.tmdb.org/t/p/`; a size and a poster path follow it.
        package let secureBaseURL: String
        /// Such as `w92`, `w500` or `original`.
        package let posterSizes: [String]

        private enum CodingKeys: String, CodingKey {
            case secureBaseURL = "secure_base_url"
            case posterSizes = "poster_sizes"
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            secureBaseURL = try container.decode(String.self, forKey: .secureBaseURL)
            posterSizes = try container.decodeIfPresent([String].self, forKey: .posterSizes) ?? []
        }
    }

    package let images: ImagesDTO
}
