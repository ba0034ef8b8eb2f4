import Networking

/// Reads TMDB's explanation out of an error answer, for the data-transfer
/// services that talk to TMDB (and to servers that answer like it).
public struct TMDBErrorBodyReader: HTTPErrorBodyReader {
    /// Whose codes `status_code` carries, as messages name them.
    static let serviceName = "TMDB"

    public init() {}

    public func explanation(of response: NetworkResponse) -> HTTPErrorExplanation? {
        guard let body = TMDBErrorBody.parse(response.body) else { return nil }
        return HTTPErrorExplanation(
            message: body.message,
            serviceCode: body.statusCode.map { ServiceErrorCode(service: Self.serviceName, value: $0) }
        )
    }
}
