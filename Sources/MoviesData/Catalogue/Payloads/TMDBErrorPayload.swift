/// TMDB v3's error body, such as `{"success":false,"status_code":34,...}`, with the
/// HTTP status TMDB's table of errors pairs it with.
struct TMDBErrorPayload: Encodable, Equatable, Sendable {
    /// Sent as the HTTP status, not in the body.
    let httpStatus: Int
    let statusCode: Int
    let statusMessage: String
    /// Every error body says so.
    let success = false

    private enum CodingKeys: String, CodingKey {
        case success
        case statusCode = "status_code"
        case statusMessage = "status_message"
    }

    /// `404`, TMDB code 34: an unknown path or id.
    static let notFound = TMDBErrorPayload(
        httpStatus: 404,
        statusCode: 34,
        statusMessage: "The resource you requested could not be found."
    )

    /// `400`, TMDB code 22.
    static let invalidPage = TMDBErrorPayload(
        httpStatus: 400,
        statusCode: 22,
        statusMessage: "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer."
    )

    /// `400`, TMDB code 23: a date filter that is not `YYYY-MM-DD`.
    static let invalidDate = TMDBErrorPayload(
        httpStatus: 400,
        statusCode: 23,
        statusMessage: "Invalid date: Format needs to be YYYY-MM-DD."
    )

    /// `422`, TMDB code 5: a filter or sort order the request cannot mean.
    static let invalidParameters = TMDBErrorPayload(
        httpStatus: 422,
        statusCode: 5,
        statusMessage: "Invalid parameters: Your request parameters are incorrect."
    )

    /// `501`, TMDB code 2 ("this service does not exist"), worded for the embedded
    /// catalogue: what only TMDB knows cannot be answered offline.
    static func liveOnly(_ topic: CatalogueLiveOnlyTopic) -> TMDBErrorPayload {
        TMDBErrorPayload(
            httpStatus: CatalogueResponder.liveOnlyHTTPStatus,
            statusCode: CatalogueResponder.liveOnlyStatusCode,
            statusMessage: CatalogueResponder.liveOnlyMessage(for: topic)
        )
    }
}
