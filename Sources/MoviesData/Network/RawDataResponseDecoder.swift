#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// Hands a response body over as it came, for endpoints whose answer is not
/// JSON, such as images.
struct RawDataResponseDecoder: ResponseDecoder {
    func decode<T: Decodable>(_ data: Data) throws -> T {
        guard let value = data as? T else {
            throw DecodingError.typeMismatch(
                T.self,
                DecodingError.Context(codingPath: [], debugDescription: "a raw body can only be read as bytes")
            )
        }
        return value
    }
}
