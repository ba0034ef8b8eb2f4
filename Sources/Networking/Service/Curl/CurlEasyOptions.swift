import CCurl

/// Typed access to one easy handle's options and information.
///
/// Setting an option checks libcurl's answer: an option this libcurl does not know
/// (such as `CURLOPT_PROTOCOLS_STR` before 7.85) must fail the request rather
/// than silently weaken it.
struct CurlEasyOptions {
    let library: CurlLibrary
    let handle: UnsafeMutableRawPointer

    func set(_ option: CURLoption, _ value: CurlOptionValue) throws(NetworkError) {
        try check(library.setOption(handle, option, value), option)
    }

    /// The last response's HTTP status, or 0 when none arrived.
    var responseCode: Int {
        var code = 0
        _ = library.info(handle, CURLINFO_RESPONSE_CODE, long: &code)
        return code
    }

    /// Whether the connection to the server was set up, TLS included: libcurl
    /// 7.88 reports no connect time before the whole set-up is done.
    var hasConnected: Bool {
        var microseconds: curl_off_t = 0
        _ = library.info(handle, CURLINFO_CONNECT_TIME_T, offset: &microseconds)
        return microseconds > 0
    }

    /// Whether the TLS handshake finished (always `false` over plain http).
    var hasCompletedSecureHandshake: Bool {
        var microseconds: curl_off_t = 0
        _ = library.info(handle, CURLINFO_APPCONNECT_TIME_T, offset: &microseconds)
        return microseconds > 0
    }

    private func check(_ code: CURLcode, _ option: CURLoption) throws(NetworkError) {
        guard code == CURLE_OK else {
            throw .transport(
                code: Int(code.rawValue),
                detail: "libcurl refused option \(option.rawValue): \(library.describe(code))"
            )
        }
    }
}
