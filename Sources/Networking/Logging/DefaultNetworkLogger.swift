#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Logging

/// A `NetworkErrorLogger` that writes redacted lines to a swift-log `Logger`
/// at debug level, failures included: the app reports failures to the user itself.
public struct DefaultNetworkLogger: NetworkErrorLogger {
    private let logger: Logger
    private let redactor: CredentialRedactor

    /// - Parameters:
    ///   - logger: where lines go; its level decides whether they appear.
    ///   - redactor: hides credentials; usually `CredentialRedactor(config:)`.
    public init(logger: Logger, redactor: CredentialRedactor) {
        self.logger = logger
        self.redactor = redactor
    }

    public func log(request: NetworkRequest) {
        let headers = redactor.redact(headers: request.headers)
            .sorted { $0.key.lowercased() < $1.key.lowercased() }
            .map { "\($0.key): \($0.value)" }
            .joined(separator: ", ")
        let line = "→ \(request.method.rawValue) \(redactor.redact(url: request.url))"
            + (headers.isEmpty ? "" : " [\(headers)]")
        // Log lines end on a terminal: nothing from the data may steer it.
        logger.debug("\(PrintableText.make(line, maximumLength: 2000))")
    }

    public func log(response: NetworkResponse, for request: NetworkRequest, elapsedSeconds: Double) {
        let line = "← \(response.statusCode) \(request.method.rawValue) \(redactor.redact(url: request.url))"
            + " \(response.body.count) bytes in \(Self.milliseconds(elapsedSeconds)) ms"
        logger.debug("\(PrintableText.make(line, maximumLength: 2000))")
    }

    public func log(error: any Error, for request: NetworkRequest, elapsedSeconds: Double) {
        let line = "✗ \(request.method.rawValue) \(redactor.redact(url: request.url))"
            + " failed after \(Self.milliseconds(elapsedSeconds)) ms: \(redactor.redact(text: String(describing: error)))"
        logger.debug("\(PrintableText.make(line, maximumLength: 2000))")
    }

    public func log(retry number: Int, afterStatus status: Int, waiting delay: Duration, for request: NetworkRequest) {
        let line = "↻ retry \(number) of \(request.method.rawValue) \(redactor.redact(url: request.url))"
            + " after \(status), waiting \(Self.describe(delay))"
        logger.debug("\(PrintableText.make(line, maximumLength: 2000))")
    }

    /// Whole seconds as `1 s`, anything else in milliseconds, such as `500 ms`.
    private static func describe(_ delay: Duration) -> String {
        let (seconds, attoseconds) = delay.components
        if attoseconds == 0 { return "\(seconds) s" }
        return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
    }

    private static func milliseconds(_ seconds: Double) -> Int {
        guard seconds.isFinite else { return 0 }
        return Int((seconds * 1000).rounded())
    }
}
