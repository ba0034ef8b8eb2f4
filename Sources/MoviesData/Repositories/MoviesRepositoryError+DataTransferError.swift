import MoviesDomain
import Networking

extension MoviesRepositoryError {
    /// The user-facing meaning of a data-transfer failure.
    init(_ error: any Error) {
        switch error {
        case let error as MoviesRepositoryError:
            self = error
        case let error as DataTransferError:
            self = Self.mapping(error)
        case let error as NetworkError:
            self = Self.mapping(.networkFailure(error))
        case is CancellationError:
            self = .cancelled
        default:
            self = .other(detail: "unexpected failure")
        }
    }

    private static func mapping(_ error: DataTransferError) -> MoviesRepositoryError {
        switch error {
        case .networkFailure(let networkError):
            return mapping(networkError)
        case .httpStatus(let code, _, let message, _):
            switch code {
            case 401: return .unauthorized(message: message)
            case 404: return .notFound(message: message)
            case 429: return .rateLimited(message: message)
            // 501 Not Implemented: the source cannot answer this kind of question.
            case 501: return .notSupported(message: message)
            case 500...599: return .serverError(status: code, message: message)
            default: return .rejected(status: code, message: message)
            }
        case .undecodableBody(let detail):
            return .invalidResponse(detail: detail)
        case .invalidRequest(let detail):
            return .other(detail: detail)
        }
    }

    private static func mapping(_ error: NetworkError) -> MoviesRepositoryError {
        switch error {
        case .notConnected(let detail):
            return .notConnected(detail: detail)
        case .timedOut(let seconds):
            return .timedOut(seconds: seconds)
        case .truncatedResponse(let detail):
            return .invalidResponse(detail: "the answer was cut short (\(detail))")
        case .malformedResponse(let detail):
            // The server answered: exit 1 and what was wrong, not "cannot reach".
            return .invalidResponse(detail: "it is not valid HTTP (\(detail))")
        case .responseTooLarge(let limit):
            return .invalidResponse(detail: "the answer was larger than \(limit / (1024 * 1024)) MiB")
        case .badRedirect(let detail), .tlsFailure(let detail):
            return .notConnected(detail: detail)
        case .cancelled:
            return .cancelled
        case .transport(_, let detail):
            return .notConnected(detail: detail)
        }
    }
}
