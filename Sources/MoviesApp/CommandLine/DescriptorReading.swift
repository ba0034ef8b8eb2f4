#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads what is left of an open file descriptor, up to a bound, with plain
/// system calls: the config file and a review file (or standard input) are
/// read this way.
enum DescriptorReading {
    enum Failure: Error, Equatable {
        /// `read` failed with this `errno`.
        case system(Int32)
        /// More than the bound was there.
        case tooLarge
    }

    /// Every byte up to end of file.
    /// - Throws: `.tooLarge` past `limit` bytes; `.system` when a read fails.
    static func readAll(_ descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(errno)
            }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= limit else { throw .tooLarge }
        }
    }

    /// The system's words for `code`, such as `Permission denied`.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
