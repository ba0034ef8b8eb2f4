#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A short, human description of why a body did not decode: what was wrong
/// and where, never the body itself.
enum DecodingErrorDescription {
    /// - Parameter body: the bytes that failed to decode, read again only to
    ///   tell what `error` does not say.
    static func describe(_ error: any Error, body: Data) -> String {
        guard let error = error as? DecodingError else {
            return "the body could not be decoded"
        }
        let text: String
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            // Foundation's decoder says "not valid JSON", with no path, also for
            // valid JSON holding a number the target type cannot hold.
            text = describeTopLevelCorruption(of: body)
        case .dataCorrupted(let context):
            let location = path(context.codingPath)
            if case .valid(outOfRangeNumberAt: location) = JSONSyntaxScan.scan(body) {
                text = "the number at \(location) is out of range"
            } else {
                text = "invalid value at \(location)"
            }
        case .keyNotFound(let key, let context):
            text = "missing key '\(key.stringValue)' at \(path(context.codingPath))"
        case .typeMismatch(let type, let context):
            text = "expected \(type) at \(path(context.codingPath))"
        case .valueNotFound(let type, let context):
            text = "missing \(type) value at \(path(context.codingPath))"
        @unknown default:
            text = "the body could not be decoded"
        }
        return PrintableText.make(text, maximumLength: 200)
    }

    private static func describeTopLevelCorruption(of body: Data) -> String {
        switch JSONSyntaxScan.scan(body) {
        case .invalid:
            return "the body is not valid JSON"
        case .valid(outOfRangeNumberAt: let path?):
            return "the number at \(path.isEmpty ? "the top level" : path) is out of range"
        case .valid(outOfRangeNumberAt: nil):
            guard String(validating: body, as: UTF8.self) != nil else { return "the body is not valid UTF-8" }
            return "the body is valid JSON but holds a value that could not be read"
        }
    }

    /// `results[0].title`, or `the top level` for an empty path.
    private static func path(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "the top level" }
        var result = ""
        for key in codingPath {
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                result += (result.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return result
    }
}
