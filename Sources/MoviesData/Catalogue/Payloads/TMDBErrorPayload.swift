/// TMDB v3's error body, such as `{"success":false,"status_code":34,...}`.
struct TMDBErrorPayload: Encodable {
    let success = false
    let statusCode: Int
    let statusMessage: String

    private enum CodingKeys: String, CodingKey {
        case success
        case statusCode = "status_code"
        case statusMessage = "status_message"
    }

    /// `404`, TMDB code 34.
    static let notFound = TMDBErrorPayload(
        statusCode: 34,
        statusMessage: "The resource you requested could not be found."
    )

    /// `422`, TMDB code 22.
    static let invalidPage = TMDBErrorPayload(
        statusCode: 22,
        statusMessage: "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer."
    )
}
