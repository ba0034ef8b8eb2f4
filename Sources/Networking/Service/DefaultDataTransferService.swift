#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A `DataTransferService` that sends endpoints through a `NetworkService`,
/// decodes success bodies and turns everything else into `DataTransferError`.
///
/// Answers that say "try later" are sent again as `retryPolicy` allows; the
/// last answer is the one that counts. It knows HTTP only: what an API's error
/// bodies say, and how patiently to retry it, are given by whoever builds it.
public struct DefaultDataTransferService: DataTransferService {
    /// Waits between retries. It throws only when the wait is abandoned, such as
    /// when the task is cancelled; tests pass one that does not really wait.
    public typealias Sleep = @Sendable (Duration) async throws -> Void

    public let config: any NetworkConfigurable
    private let networkService: any NetworkService
    private let logger: (any NetworkErrorLogger)?
    private let redactor: CredentialRedactor
    private let errorBodyReader: (any HTTPErrorBodyReader)?
    private let retryPolicy: RetryPolicy
    private let sleep: Sleep

    /// - Parameters:
    ///   - networkService: what sends the requests.
    ///   - config: base URL, credentials and time limits for every request.
    ///   - logger: receives a redacted trace of each request and retry, if given.
    ///   - errorBodyReader: reads the API's explanation out of an error answer;
    ///     without one, an error is reported by its status alone.
    ///   - retryPolicy: which answers are sent again, and after how long; none unless given.
    ///   - sleep: waits between retries; `Task.sleep` unless a test needs otherwise.
    public init(
        networkService: any NetworkService,
        config: any NetworkConfigurable,
        logger: (any NetworkErrorLogger)? = nil,
        errorBodyReader: (any HTTPErrorBodyReader)? = nil,
        retryPolicy: RetryPolicy = .none,
        sleep: @escaping Sleep = { try await Task.sleep(for: $0) }
    ) {
        self.networkService = networkService
        self.config = config
        self.logger = logger
        self.redactor = CredentialRedactor(config: config)
        self.errorBodyReader = errorBodyReader
        self.retryPolicy = retryPolicy
        self.sleep = sleep
    }

    public func request<E: ResponseRequestable>(
        with endpoint: E,
        extraHeaders: [String: String]
    ) async throws -> DataTransferResult<E.Response> {
        var request = try networkRequest(for: endpoint)
        request.headers = HeaderFields.merging(extraHeaders, into: request.headers)
        let response = try await sendRetrying(request)
        switch response.statusCode {
        case 200..<300:
            return .value(try decode(response.body, for: endpoint), response: response)
        case 304:
            return .notModified(response: response)
        case ..<200, 600...:
            // A final answer has a status from 200 to 599; libcurl hands over a
            // lone `1xx`, or a 3-digit number past 599, as it came.
            throw DataTransferError.networkFailure(
                .malformedResponse(detail: "status \(response.statusCode) is not a final HTTP answer")
            )
        default:
            throw httpStatusError(for: response)
        }
    }

    public func decode<E: ResponseRequestable>(_ body: Data, for endpoint: E) throws -> E.Response {
        do {
            let value: E.Response = try endpoint.responseDecoder.decode(body)
            return value
        } catch {
            throw DataTransferError.undecodableBody(detail: DecodingErrorDescription.describe(error, body: body))
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
        // libcurl sends `user:pass@` of the URL as Basic authentication.
        return inHeaders || inQuery || CredentialTransport.hasUserInfo(request.url)
    }

    /// Sends `request` until the answer is final under `retryPolicy`.
    private func sendRetrying(_ request: NetworkRequest) async throws(DataTransferError) -> NetworkResponse {
        var schedule = RetrySchedule(policy: retryPolicy)
        while true {
            let response = try await send(request)
            guard let delay = schedule.delayBeforeRetrying(after: response) else { return response }
            logger?.log(retry: schedule.retries, afterStatus: response.statusCode, waiting: delay, for: request)
            do {
                try await sleep(delay)
            } catch {
                throw .networkFailure(.cancelled)
            }
            // A sleeper may return normally although the task was cancelled meanwhile.
            if Task.isCancelled { throw .networkFailure(.cancelled) }
        }
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

    /// The error a non-success status means, with the API's explanation when
    /// the reader finds one in the body, and the server's `Retry-After`.
    private func httpStatusError(for response: NetworkResponse) -> DataTransferError {
        let explanation = errorBodyReader?.explanation(of: response)
        // The body is the server's text: it may echo a credential or carry escape sequences.
        let message = explanation?.message.map { PrintableText.make(redactor.redact(text: $0), maximumLength: 200) }
        return .httpStatus(
            code: response.statusCode,
            serviceCode: explanation?.serviceCode,
            message: message,
            retryAfterSeconds: RetryAfter.seconds(from: response.header("Retry-After"))
        )
    }

    private static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
