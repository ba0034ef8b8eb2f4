extension DataTransferError: CustomStringConvertible {
    /// A plain sentence fragment, safe to show: messages were sanitised and
    /// redacted when the error was made.
    public var description: String {
        switch self {
        case .networkFailure(let error):
            return error.description
        case .httpStatus(let code, let serviceCode, let message, let retryAfterSeconds):
            var text = "the server answered HTTP \(code)"
            if let message { text += ": \(message)" }
            if let serviceCode { text += " (\(serviceCode))" }
            if let retryAfterSeconds { text += "; retry after \(Self.wholeSeconds(retryAfterSeconds)) s" }
            return text
        case .undecodableBody(let detail):
            return "the server's answer could not be read: \(detail)"
        case .invalidRequest(let detail):
            return "the request could not be built: \(detail)"
        }
    }

    private static func wholeSeconds(_ seconds: Double) -> String {
        seconds.isFinite && abs(seconds) < 1e9 ? String(Int(seconds.rounded(.up))) : String(seconds)
    }
}
