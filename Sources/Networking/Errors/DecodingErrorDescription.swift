/// A short, human description of why a body did not decode: what was wrong
/// and where, never the body itself.
enum DecodingErrorDescription {
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else {
            return "the body could not be decoded"
        }
        let text: String
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            text = "the body is not valid JSON"
        case .dataCorrupted(let context):
            text = "invalid value at \(path(context.codingPath))"
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
