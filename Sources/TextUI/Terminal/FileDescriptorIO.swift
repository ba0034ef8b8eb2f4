#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing file descriptors without the C stdio buffers, which are
/// not safe to share between threads in Swift 6.
enum FileDescriptorIO {
    /// Writes all of `bytes`, retrying after interruptions and partial writes.
    /// - Returns: `false` when the descriptor failed (e.g. the terminal is gone).
    @discardableResult
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Writes all of `buffer`, like `writeAll(_:to:)`, with nothing but
    /// `write` and `poll`: no allocation, no lock, so a signal handler may call it.
    @discardableResult
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var offset = 0
        while offset < buffer.count {
            let written = systemWrite(descriptor, base + offset, buffer.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&request, 1, 100)
            } else {
                return false
            }
        }
        return true
    }

    /// Reads what is available, up to `capacity` bytes.
    /// - Returns: The bytes; empty at end of input; `nil` when nothing could be
    ///   read right now (interrupted, would block) or the read failed.
    static func readAvailable(from descriptor: Int32, capacity: Int = 4096) -> ReadResult {
        var buffer = [UInt8](repeating: 0, count: capacity)
        let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, capacity) }
        if count > 0 {
            return .bytes(Array(buffer[0..<count]))
        }
        if count == 0 {
            return .endOfInput
        }
        return errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK ? .nothingYet : .failed
    }

    enum ReadResult: Equatable {
        case bytes([UInt8])
        case nothingYet
        case endOfInput
        case failed
    }

    private static func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, pointer, count)
        #else
        Darwin.write(descriptor, pointer, count)
        #endif
    }

    private static func systemRead(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, pointer, count)
        #else
        Darwin.read(descriptor, pointer, count)
        #endif
    }
}
