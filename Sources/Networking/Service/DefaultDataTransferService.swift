import Foundation

/// A `DataTransferService` that sends endpoints through a `NetworkService`,
/// decodes success bodies and turns everything else into `DataTransferError`.
public struct DefaultDataTransferService: DataTransferService {
    public let config: any NetworkConfigurable
    private let networkService: any NetworkService
    private let logger: (any NetworkErrorLogger)?
    private let redactor: CredentialRedactor

    /// - Parameters:
    ///   - networkService: what sends the requests.
    ///   - config: base URL, credentials and time limits for every request.
    ///   - logger: receives a redacted trace of each request, if given.
    public init(
        networkService: any NetworkService,
        config: any NetworkConfigurable,
        logger: (any NetworkErrorLogger)? = nil
    ) {
        self.networkService = networkService
        self.config = config
        self.logger = logger
        self.redactor = CredentialRedactor(config: config)
    }

    public func request<E: ResponseRequestable>(
        with endpoint: E,
        extraHeaders: [String: String]
    ) async throws -> DataTransferResult<E.Response> {
        var request = try networkRequest(for: endpoint)
        for (name, value) in extraHeaders {
            for existing in request.headers.keys where existing.lowercased() == name.lowercased() {
                request.headers[existing] = nil
            }
            request.headers[name] = value
        }
        let response = try await send(request)
        switch response.statusCode {
        case 200..<300:
            return .value(try decode(response.body, for: endpoint), response: response)
        case 304:
            return .notModified(response: response)
        default:
            throw httpStatusError(for: response)
        }
    }

    public func decode<E: ResponseRequestable>(_ body: Data, for endpoint: E) throws -> E.Response {
        do {
            let value: E.Response = try endpoint.responseDecoder.decode(body)
            return value
        } catch {
            throw DataTransferError.undecodableBody(detail: DecodingErrorDescription.describe(error))
        }
    }

    public func networkRequest<E: ResponseRequestable>(for endpoint: E) throws -> NetworkRequest {
        let request: NetworkRequest
        do {
            request = try endpoint.networkRequest(with: config)
        } catch RequestGenerationError.invalidURL(let text) {
            throw DataTransferError.invalidRequest(
                detail: PrintableText.make("not a valid URL: \(redactor.redact(text: text))", maximumLength: 200)
            )
        } catch {
            throw DataTransferError.invalidRequest(detail: "the request could not be built")
        }
        if carriesCredentials(request), !CredentialTransport.allows(request.url) {
            throw DataTransferError.invalidRequest(
                detail: "credentials are sent only over https, or over plain http to this machine"
            )
        }
        return request
    }

    private func carriesCredentials(_ request: NetworkRequest) -> Bool {
        let inHeaders = request.headers.contains { redactor.isCredential(name: $0.key) && !$0.value.isEmpty }
        let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let inQuery = query.contains { redactor.isCredential(name: $0.name) && !($0.value ?? "").isEmpty }
        return inHeaders || inQuery
    }

    /// Sends `request`, logging it, and wraps every transport failure.
    private func send(_ request: NetworkRequest) async throws(DataTransferError) -> NetworkResponse {
        logger?.log(request: request)
        let start = ContinuousClock.now
        do {
            let response = try await networkService.request(request)
            logger?.log(response: response, for: request, elapsedSeconds: Self.seconds(since: start))
            return response
        } catch {
            logger?.log(error: error, for: request, elapsedSeconds: Self.seconds(since: start))
            switch error {
            case let error as NetworkError:
                throw .networkFailure(error)
            case is CancellationError:
                throw .networkFailure(.cancelled)
            default:
                let detail = PrintableText.make(redactor.redact(text: String(describing: error)), maximumLength: 200)
                throw .networkFailure(.transport(code: -1, detail: detail))
            }
        }
    }

    /// The error a non-success status means, with TMDB's explanation when the
    /// body carries one and the server's `Retry-After`.
    private func httpStatusError(for response: NetworkResponse) -> DataTransferError {
        let body = TMDBErrorBody.parse(response.body)
        let message = body?.message.map { PrintableText.make(redactor.redact(text: $0), maximumLength: 200) }
        return .httpStatus(
            code: response.statusCode,
            tmdbStatusCode: body?.statusCode,
            message: message,
            retryAfterSeconds: RetryAfter.seconds(from: response.header("Retry-After"))
        )
    }

    private static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
