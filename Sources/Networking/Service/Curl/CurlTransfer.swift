import CCurl
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One request, performed with libcurl on the calling thread.
///
/// It blocks until the response is complete, the transfer fails or
/// `cancellation` fires, so it must run on a thread of its own, never on
/// Swift's cooperative pool. Each transfer owns a fresh easy handle and a
/// one-handle multi stack: the multi stack's `curl_multi_poll` can be woken by
/// `CurlCancellation` immediately, where `curl_easy_perform` would only notice a
/// cancellation at its next progress callback.
struct CurlTransfer {
    let library: CurlLibrary
    let request: NetworkRequest
    let maximumBodyBytes: Int
    /// The certificate authorities to trust instead of the system's, when set.
    let caBundlePath: String?
    let cancellation: CurlCancellation

    /// Performs the transfer.
    /// - Returns: the final response whatever its status, or why no response arrived.
    func perform() -> Result<NetworkResponse, NetworkError> {
        guard !cancellation.isCancelled else { return .failure(.cancelled) }
        guard let easy = library.easyInit() else {
            return .failure(.transport(code: Int(CURLE_FAILED_INIT.rawValue), detail: "libcurl could not create a handle"))
        }
        defer { library.easyCleanup(easy) }

        let sink = CurlResponseSink(maximumBodyBytes: maximumBodyBytes, cancellation: cancellation)
        var errorBuffer = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        return withExtendedLifetime(sink) {
            errorBuffer.withUnsafeMutableBufferPointer { errorBuffer in
                let options = CurlEasyOptions(library: library, handle: easy)
                var headerList: UnsafeMutablePointer<curl_slist>?
                defer { library.freeList(headerList) }
                do throws(NetworkError) {
                    headerList = try makeHeaderList()
                    try configure(options, headerList: headerList, sink: sink, errorBuffer: errorBuffer.baseAddress)
                } catch {
                    return .failure(error)
                }
                let code = run(easy)
                // `run` cleaned up its multi stack, closing the transfer's sockets
                // through `sink`, so the sink now knows whether one had connected.
                guard code == CURLE_OK else {
                    if cancellation.isCancelled { return .failure(.cancelled) }
                    let failure = CurlFailure(
                        code: code,
                        library: library,
                        message: errorBuffer.baseAddress.map { String(cString: $0) } ?? "",
                        exceededBodyLimit: sink.exceededBodyLimit,
                        abortedForCancellation: sink.abortedForCancellation,
                        maximumBodyBytes: maximumBodyBytes,
                        connected: options.hasConnected,
                        socketConnected: options.hasConnected || sink.closedAConnectedSocket,
                        completedSecureHandshake: options.hasCompletedSecureHandshake,
                        responseCode: options.responseCode,
                        request: request
                    )
                    return .failure(failure.networkError)
                }
                return .success(NetworkResponse(statusCode: options.responseCode, headers: sink.headers, body: sink.body))
            }
        }
    }

    private func configure(
        _ options: CurlEasyOptions,
        headerList: UnsafeMutablePointer<curl_slist>?,
        sink: CurlResponseSink,
        errorBuffer: UnsafeMutablePointer<CChar>?
    ) throws(NetworkError) {
        let context = Unmanaged.passUnretained(sink).toOpaque()
        // Set first, so that a failure in any later option is described.
        try options.set(CURLOPT_ERRORBUFFER, .pointer(errorBuffer.map { UnsafeMutableRawPointer($0) }))
        try options.set(CURLOPT_URL, .string(request.url.absoluteString))
        try options.set(CURLOPT_NOSIGNAL, .long(1))
        try options.set(CURLOPT_PROTOCOLS_STR, .string("http,https"))
        // A redirect never downgrades https to http: headers such as
        // `Authorization` would follow it in clear text to the same host.
        let isSecure = request.url.scheme?.lowercased() == "https"
        try options.set(CURLOPT_REDIR_PROTOCOLS_STR, .string(isSecure ? "https" : "http,https"))
        try options.set(CURLOPT_FOLLOWLOCATION, .long(1))
        try options.set(CURLOPT_MAXREDIRS, .long(5))
        try options.set(CURLOPT_SSL_VERIFYPEER, .long(1))
        try options.set(CURLOPT_SSL_VERIFYHOST, .long(2))
        if let caBundlePath {
            try options.set(CURLOPT_CAINFO, .string(caBundlePath))
        }
        // CURLOPT_TIMEOUT covers the set-up too; the connect limit can only be shorter.
        let timeouts = request.timeouts
        try options.set(CURLOPT_CONNECTTIMEOUT_MS, .long(Self.milliseconds(min(timeouts.connectSeconds, timeouts.totalSeconds))))
        try options.set(CURLOPT_TIMEOUT_MS, .long(Self.milliseconds(request.timeouts.totalSeconds)))
        // An empty string offers every encoding this libcurl can decode.
        try options.set(CURLOPT_ACCEPT_ENCODING, .string(""))
        try options.set(CURLOPT_USERAGENT, .string("movies/0.1"))
        try options.set(CURLOPT_HTTPHEADER, .list(headerList))
        switch request.method {
        case .get: try options.set(CURLOPT_HTTPGET, .long(1))
        case .head: try options.set(CURLOPT_NOBODY, .long(1))
        }
        // Stops early when the server announces a body that is too large.
        try options.set(CURLOPT_MAXFILESIZE_LARGE, .offset(curl_off_t(maximumBodyBytes)))
        try options.set(CURLOPT_WRITEFUNCTION, .dataCallback(curlWriteBody))
        try options.set(CURLOPT_WRITEDATA, .pointer(context))
        try options.set(CURLOPT_HEADERFUNCTION, .dataCallback(curlReceiveHeader))
        try options.set(CURLOPT_HEADERDATA, .pointer(context))
        try options.set(CURLOPT_XFERINFOFUNCTION, .progressCallback(curlCheckProgress))
        try options.set(CURLOPT_XFERINFODATA, .pointer(context))
        try options.set(CURLOPT_NOPROGRESS, .long(0))
        try options.set(CURLOPT_CLOSESOCKETFUNCTION, .closeSocketCallback(curlCloseSocket))
        try options.set(CURLOPT_CLOSESOCKETDATA, .pointer(context))
    }

    /// The request headers as a libcurl list; the caller frees it.
    private func makeHeaderList() throws(NetworkError) -> UnsafeMutablePointer<curl_slist>? {
        var list: UnsafeMutablePointer<curl_slist>?
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            let isSafe = !name.isEmpty && !(name + value).contains { $0.isNewline || $0 == "\0" } && !name.contains(":")
            guard isSafe else {
                library.freeList(list)
                throw .transport(code: Int(CURLE_BAD_FUNCTION_ARGUMENT.rawValue), detail: "a request header has an invalid name or value")
            }
            // `Name:` would tell libcurl to drop the header; `Name;` sends it empty.
            let line = value.isEmpty ? "\(name);" : "\(name): \(value)"
            guard let appended = library.appendToList(list, line) else {
                library.freeList(list)
                throw .transport(code: Int(CURLE_OUT_OF_MEMORY.rawValue), detail: "out of memory building request headers")
            }
            list = appended
        }
        return list
    }

    /// Drives the transfer to its end.
    /// - Returns: libcurl's result for the transfer.
    private func run(_ easy: UnsafeMutableRawPointer) -> CURLcode {
        guard let multi = library.multiInit() else { return CURLE_OUT_OF_MEMORY }
        defer { library.multiCleanup(multi) }
        guard library.multiAdd(multi, easy) == CURLM_OK else { return CURLE_FAILED_INIT }
        defer { library.multiRemove(multi, easy) }
        cancellation.register(multiHandle: multi, of: library)
        defer { cancellation.unregisterMultiHandle() }

        var running: Int32 = 1
        while running > 0 {
            guard library.multiPerform(multi, running: &running) == CURLM_OK else { return CURLE_FAILED_INIT }
            guard running > 0 else { break }
            if cancellation.isCancelled { return CURLE_ABORTED_BY_CALLBACK }
            // libcurl shortens the wait to its own timers (time-outs included);
            // `CurlCancellation.cancel()` ends it at once.
            guard library.multiPoll(multi, timeoutMilliseconds: 1000) == CURLM_OK else { return CURLE_FAILED_INIT }
            if cancellation.isCancelled { return CURLE_ABORTED_BY_CALLBACK }
        }
        var queued: Int32 = 0
        var result = CURLE_FAILED_INIT
        while let message = library.multiInfoRead(multi, queued: &queued) {
            if message.pointee.msg == CURLMSG_DONE {
                result = movies_curl_msg_result(message)
            }
        }
        return result
    }

    /// A libcurl time limit in milliseconds; at least 1, because 0 means "no limit".
    private static func milliseconds(_ seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 1 }
        return max(1, Int((seconds * 1000).rounded(.up).clamped(upTo: Double(Int32.max))))
    }
}

private extension Double {
    func clamped(upTo limit: Double) -> Double { Swift.min(self, limit) }
}
