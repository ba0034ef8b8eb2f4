import CCurl

/// The libcurl functions this package calls, found in a shared object opened
/// at run time.
///
/// The binary does not link libcurl: a linked libcurl and its ~40 dependencies
/// are loaded before `main` (about 10 ms here) even by a run that only reads
/// the cache. Opening it on the first request makes only requests pay.
struct CurlLibrary: Sendable {
    /// libcurl's soname since 7.16, as Debian's `libcurl4` installs it.
    static let defaultPath = "libcurl.so.4"

    /// The process's libcurl, opened and initialised by the first reader.
    ///
    /// `curl_global_init` is not thread-safe and must finish before any handle
    /// exists; a global `let` is initialised exactly once, under a lock, which
    /// gives that guarantee without any mutable state.
    static let shared: Result<CurlLibrary, NetworkError> = open(path: defaultPath).flatMap { library in
        let code = library.globalInit()
        guard code == CURLE_OK else {
            return .failure(.transport(code: Int(code.rawValue), detail: "libcurl could not initialise"))
        }
        return .success(library)
    }

    /// Addresses filled by `movies_curl_api_load`; none is NULL.
    private let table: movies_curl_api

    /// Opens the libcurl at `path` (a soname or a file) and finds its functions,
    /// without initialising it.
    /// - Returns: the library, or a `.transport` error that says what to install.
    static func open(path: String) -> Result<CurlLibrary, NetworkError> {
        var table = movies_curl_api()
        var message = [CChar](repeating: 0, count: 512)
        guard movies_curl_api_load(path, &table, &message, message.count) == 0 else {
            return .success(CurlLibrary(table: table))
        }
        let reason = PrintableText.make(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        return .failure(.transport(
            code: Int(CURLE_FAILED_INIT.rawValue),
            detail: "libcurl could not be loaded (\(reason)); install libcurl4"
        ))
    }

    private func globalInit() -> CURLcode {
        withUnsafePointer(to: table) { movies_curl_global_init_default($0) }
    }
}

// One method per libcurl function, named after it; each passes the table to
// the shim's wrapper, which calls through the loaded address.
extension CurlLibrary {
    func easyInit() -> UnsafeMutableRawPointer? {
        withUnsafePointer(to: table) { movies_curl_easy_init($0) }
    }

    func easyCleanup(_ easy: UnsafeMutableRawPointer) {
        withUnsafePointer(to: table) { movies_curl_easy_cleanup($0, easy) }
    }

    /// libcurl's fixed description of `code`.
    func describe(_ code: CURLcode) -> String {
        withUnsafePointer(to: table) { table in
            movies_curl_easy_strerror(table, code).map { String(cString: $0) } ?? "libcurl error \(code.rawValue)"
        }
    }

    func setOption(_ easy: UnsafeMutableRawPointer, _ option: CURLoption, _ value: CurlOptionValue) -> CURLcode {
        withUnsafePointer(to: table) { table in
            switch value {
            case .long(let value): movies_curl_setopt_long(table, easy, option, value)
            case .string(let value): movies_curl_setopt_string(table, easy, option, value)
            case .offset(let value): movies_curl_setopt_off_t(table, easy, option, value)
            case .pointer(let value): movies_curl_setopt_pointer(table, easy, option, value)
            case .list(let value): movies_curl_setopt_slist(table, easy, option, value)
            case .dataCallback(let value): movies_curl_setopt_data_callback(table, easy, option, value)
            case .progressCallback(let value): movies_curl_setopt_progress_callback(table, easy, option, value)
            case .closeSocketCallback(let value): movies_curl_setopt_closesocket_callback(table, easy, option, value)
            }
        }
    }

    func info(_ easy: UnsafeMutableRawPointer, _ info: CURLINFO, long value: inout Int) -> CURLcode {
        withUnsafePointer(to: table) { movies_curl_getinfo_long($0, easy, info, &value) }
    }

    func info(_ easy: UnsafeMutableRawPointer, _ info: CURLINFO, offset value: inout curl_off_t) -> CURLcode {
        withUnsafePointer(to: table) { movies_curl_getinfo_off_t($0, easy, info, &value) }
    }

    func appendToList(_ list: UnsafeMutablePointer<curl_slist>?, _ line: String) -> UnsafeMutablePointer<curl_slist>? {
        withUnsafePointer(to: table) { movies_curl_slist_append($0, list, line) }
    }

    func freeList(_ list: UnsafeMutablePointer<curl_slist>?) {
        withUnsafePointer(to: table) { movies_curl_slist_free_all($0, list) }
    }

    func multiInit() -> UnsafeMutableRawPointer? {
        withUnsafePointer(to: table) { movies_curl_multi_init($0) }
    }

    func multiCleanup(_ multi: UnsafeMutableRawPointer) {
        _ = withUnsafePointer(to: table) { movies_curl_multi_cleanup($0, multi) }
    }

    func multiAdd(_ multi: UnsafeMutableRawPointer, _ easy: UnsafeMutableRawPointer) -> CURLMcode {
        withUnsafePointer(to: table) { movies_curl_multi_add_handle($0, multi, easy) }
    }

    func multiRemove(_ multi: UnsafeMutableRawPointer, _ easy: UnsafeMutableRawPointer) {
        _ = withUnsafePointer(to: table) { movies_curl_multi_remove_handle($0, multi, easy) }
    }

    func multiPerform(_ multi: UnsafeMutableRawPointer, running: inout Int32) -> CURLMcode {
        withUnsafePointer(to: table) { movies_curl_multi_perform($0, multi, &running) }
    }

    /// Waits for activity, libcurl's own timers, `multiWakeup` or `timeoutMilliseconds`.
    func multiPoll(_ multi: UnsafeMutableRawPointer, timeoutMilliseconds: Int32) -> CURLMcode {
        withUnsafePointer(to: table) { movies_curl_multi_poll($0, multi, timeoutMilliseconds) }
    }

    func multiInfoRead(_ multi: UnsafeMutableRawPointer, queued: inout Int32) -> UnsafeMutablePointer<CURLMsg>? {
        withUnsafePointer(to: table) { movies_curl_multi_info_read($0, multi, &queued) }
    }

    /// Ends a `multiPoll` early; safe from any thread.
    func multiWakeup(_ multi: UnsafeMutableRawPointer) {
        _ = withUnsafePointer(to: table) { movies_curl_multi_wakeup($0, multi) }
    }
}
