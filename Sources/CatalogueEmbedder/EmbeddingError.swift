/// Why a file cannot be embedded as a raw string literal.
enum EmbeddingError: Error, CustomStringConvertible {
    case notUTF8
    case notJSON
    case containsDelimiter(String)
    case containsControlCharacter(UInt32)

    var description: String {
        switch self {
        case .notUTF8:
            "the file is not valid UTF-8"
        case .notJSON:
            "the file is not valid JSON"
        case .containsDelimiter(let delimiter):
            "the file contains \(delimiter), which would end or escape the raw string literal; "
                + "raise the number of # in EmbeddedSourceWriter.hashes"
        case .containsControlCharacter(let value):
            "the file contains the control character U+\(String(value, radix: 16, uppercase: true)), "
                + "which a Swift string literal cannot hold byte for byte"
        }
    }
}
