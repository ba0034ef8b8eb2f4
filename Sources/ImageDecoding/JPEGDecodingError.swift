/// Why a JPEG could not become pixels. The descriptions are plain sentences
/// without control characters, fit for a log or a status line.
public enum JPEGDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There were no bytes at all.
    case empty
    /// The bytes do not start like a JPEG the decoder understands.
    case unreadableHeader(detail: String)
    /// The header announces a picture larger than the decoder accepts.
    case tooLarge(width: Int, height: Int, maximumPixelCount: Int)
    /// The header was fine but the compressed data was not.
    case corruptData(detail: String)
    /// The decoder could not be started (out of memory).
    case decoderUnavailable

    public var description: String {
        switch self {
        case .empty:
            return "the image is empty"
        case .unreadableHeader(let detail):
            return "not a readable JPEG image (\(detail))"
        case .tooLarge(let width, let height, let maximumPixelCount):
            return "the image is \(width)×\(height) pixels, more than the \(maximumPixelCount) allowed"
        case .corruptData(let detail):
            return "the JPEG image is damaged (\(detail))"
        case .decoderUnavailable:
            return "the JPEG decoder could not be started"
        }
    }
}
