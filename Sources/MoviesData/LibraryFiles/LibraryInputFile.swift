#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MoviesDomain

/// A file being imported, open for reading a block at a time: only a regular
/// file, refused unread beyond the size bound, never read whole into memory.
final class LibraryInputFile {
    /// How much is read at once.
    static let blockSize = 64 << 10

    let path: String
    /// The size when opened.
    let size: Int
    private let descriptor: Int32

    /// - Throws: `LibraryFileError.unreadable` for what is not a readable
    ///   regular file, `.tooLarge` past `limitBytes`.
    init(path: String, limitBytes: Int) throws(LibraryFileError) {
        // Non-blocking, so a FIFO at the path is refused instead of waited on.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .unreadable(path: path, reason: reason)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .unreadable(path: path, reason: "it is not a regular file")
        }
        guard status.st_size <= limitBytes else {
            close(descriptor)
            throw .tooLarge(path: path, limitBytes: limitBytes)
        }
        self.path = path
        self.descriptor = descriptor
        size = Int(status.st_size)
    }

    deinit {
        close(descriptor)
    }

    /// Up to `count` bytes from `offset`: fewer only where the file ends.
    func read(at offset: Int, count: Int) throws(LibraryFileError) -> [UInt8] {
        let count = max(0, min(count, size - offset))
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes[done...].withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset + done)) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
            // A file that shrank while read ends here.
            guard got > 0 else { break }
            done += got
        }
        return done == count ? bytes : Array(bytes[0..<done])
    }

    /// Calls `body` with the bytes from `offset` to `offset + count` (to the
    /// end of the file when `nil`), a block at a time.
    func forEachBlock(from offset: Int = 0, count: Int? = nil, _ body: ([UInt8]) throws -> Void) throws {
        let end = min(size, count.map { offset + $0 } ?? size)
        var position = offset
        while position < end {
            let block = try read(at: position, count: min(Self.blockSize, end - position))
            guard !block.isEmpty else { return }
            try body(block)
            position += block.count
        }
    }
}
