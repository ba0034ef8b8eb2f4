import CCurl
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Collects one transfer's response as libcurl hands it over, and decides
/// when the transfer must stop.
///
/// It is used only on the thread that drives the transfer (libcurl calls its
/// callbacks from inside `curl_multi_perform`), so it needs no lock; the one
/// piece of cross-thread state, cancellation, lives in `CurlCancellation`.
final class CurlResponseSink {
    let maximumBodyBytes: Int
    let cancellation: CurlCancellation

    private(set) var body = Data()
    /// Header names lowercased; a repeated header keeps its last value.
    private(set) var headers: [String: String] = [:]
    /// Set when the body outgrew `maximumBodyBytes` and the transfer was stopped for it.
    private(set) var exceededBodyLimit = false
    /// Set when the progress callback stopped the transfer because the task was cancelled.
    private(set) var abortedForCancellation = false

    /// Set when a socket libcurl closed had been connected to its peer: the
    /// server took the connection, even if nothing followed.
    private(set) var closedAConnectedSocket = false

    private var lastHeaderName: String?

    init(maximumBodyBytes: Int, cancellation: CurlCancellation) {
        self.maximumBodyBytes = maximumBodyBytes
        self.cancellation = cancellation
    }

    /// Appends a piece of the body.
    /// - Returns: `false` when the body would exceed its limit and the transfer must stop.
    func appendBody(_ chunk: UnsafeRawBufferPointer) -> Bool {
        guard body.count + chunk.count <= maximumBodyBytes else {
            exceededBodyLimit = true
            return false
        }
        body.append(contentsOf: chunk)
        return true
    }

    /// Takes one raw header line, as libcurl delivers them: the status line, each
    /// header, and the blank line that ends a header block.
    func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
        let line = String(decoding: bytes, as: UTF8.self)
        let trimmed = line.trimming(where: \.isLineBreak)
        if trimmed.hasPrefix("HTTP/") {
            // A new status line starts a new response (after a redirect or a
            // `100 Continue`); only the final response's headers count.
            headers = [:]
            lastHeaderName = nil
            return
        }
        if let first = trimmed.first, first == " " || first == "\t" {
            // An obsolete folded line continues the previous header's value.
            if let name = lastHeaderName, let value = headers[name] {
                headers[name] = value + " " + trimmed.trimming(where: \.isHorizontalWhitespace)
            }
            return
        }
        guard let colon = trimmed.firstIndex(of: ":") else { return }
        let name = trimmed[..<colon].trimming(where: \.isHorizontalWhitespace).lowercased()
        guard !name.isEmpty else { return }
        let value = trimmed[trimmed.index(after: colon)...].trimming(where: \.isHorizontalWhitespace)
        headers[name] = value
        lastHeaderName = name
    }

    /// Closes a socket for libcurl, noting whether it had been connected.
    /// - Returns: `close`'s result, as libcurl expects.
    func closeSocket(_ socket: curl_socket_t) -> Int32 {
        var wasConnected: Int32 = 0
        let result = movies_close_socket_noting_peer(socket, &wasConnected)
        if wasConnected != 0 { closedAConnectedSocket = true }
        return result
    }

    /// Whether the progress callback should abort the transfer now.
    func shouldAbortForCancellation() -> Bool {
        if cancellation.isCancelled {
            abortedForCancellation = true
        }
        return abortedForCancellation
    }
}

// libcurl's callbacks are C function pointers that capture nothing; the sink
// travels through the `userdata` pointer, kept alive by the transfer.

/// `CURLOPT_WRITEFUNCTION`: returning fewer bytes than given aborts with `CURLE_WRITE_ERROR`.
let curlWriteBody: movies_curl_data_callback = { data, size, count, userdata in
    guard let userdata else { return 0 }
    let sink = Unmanaged<CurlResponseSink>.fromOpaque(userdata).takeUnretainedValue()
    let length = size * count
    guard length > 0, let data else { return 0 }
    return sink.appendBody(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
}

/// `CURLOPT_HEADERFUNCTION`: one call per header line.
let curlReceiveHeader: movies_curl_data_callback = { data, size, count, userdata in
    guard let userdata else { return 0 }
    let sink = Unmanaged<CurlResponseSink>.fromOpaque(userdata).takeUnretainedValue()
    let length = size * count
    guard let data else { return length }
    sink.receiveHeaderLine(UnsafeRawBufferPointer(start: data, count: length))
    return length
}

/// `CURLOPT_XFERINFOFUNCTION`: a non-zero return aborts with `CURLE_ABORTED_BY_CALLBACK`.
let curlCheckProgress: movies_curl_progress_callback = { userdata, _, _, _, _ in
    guard let userdata else { return 0 }
    let sink = Unmanaged<CurlResponseSink>.fromOpaque(userdata).takeUnretainedValue()
    return sink.shouldAbortForCancellation() ? 1 : 0
}

/// `CURLOPT_CLOSESOCKETFUNCTION`: closes the socket; 0 on success.
let curlCloseSocket: movies_curl_closesocket_callback = { userdata, socket in
    guard let userdata else { return movies_close_socket_noting_peer(socket, nil) }
    let sink = Unmanaged<CurlResponseSink>.fromOpaque(userdata).takeUnretainedValue()
    return sink.closeSocket(socket)
}
