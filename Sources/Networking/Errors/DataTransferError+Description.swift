extension DataTransferError: CustomStringConvertible {
    /// A plain sentence fragment, safe to show: messages were sanitised and
    /// redacted when the error was made.
    public var description: String {
        switch self {
        case .networkFailure(let error):
            return error.description
        case .httpStatus(let code, let tmdbStatusCode, let message, let retryAfterSeconds):
            var text = "the server answered HTTP \(code)"
            if let message { text += ": \(message)" }
            if let tmdbStatusCode { text += " (TMDB status \(tmdbStatusCode))" }
            if let retryAfterSeconds { text += "; retry after \(Int(retryAfterSeconds.rounded(.up))) s" }
            return text
        case .undecodableBody(let detail):
            return "the server's answer could not be read: \(detail)"
        case .invalidRequest(let detail):
            return "the request could not be built: \(detail)"
        }
    }
}
