import CCurl
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What is known about a failed transfer, and the `NetworkError` it means.
struct CurlFailure {
    let code: CURLcode
    /// Only for libcurl's fixed description of `code`.
    let library: CurlLibrary
    /// libcurl's own message from `CURLOPT_ERRORBUFFER`; may be empty.
    let message: String
    let exceededBodyLimit: Bool
    let abortedForCancellation: Bool
    let maximumBodyBytes: Int
    /// Whether libcurl finished setting up the connection (TLS included)
    /// before the failure.
    let connected: Bool
    /// Whether the server took the connection at all, set up or not.
    let socketConnected: Bool
    /// Whether a TLS handshake finished before the failure.
    let completedSecureHandshake: Bool
    /// The status of the last response whose status line arrived; 0 when none did.
    let responseCode: Int
    let request: NetworkRequest

    /// The error the failure means. The line drawn: before the server answered,
    /// the server could not be reached (`notConnected`, `timedOut`, `tlsFailure`);
    /// once it answered, what failed is its answer (`malformedResponse`,
    /// `truncatedResponse`), whatever code libcurl chose for it.
    var networkError: NetworkError {
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT, CURLE_SEND_ERROR:
            return .notConnected(detail: detail)
        case CURLE_RECV_ERROR:
            guard responseCode > 0 else { return .notConnected(detail: detail) }
            // libcurl reports a broken chunked encoding as a receive error.
            return message.lowercased().contains("chunk") ? .malformedResponse(detail: detail) : .truncatedResponse(detail: detail)
        case CURLE_OPERATION_TIMEDOUT:
            return timeoutError
        case CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING:
            if let interim = interimStatusDetail { return .malformedResponse(detail: interim) }
            return .truncatedResponse(detail: detail)
        case CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING, CURLE_HTTP2, CURLE_HTTP2_STREAM:
            return .malformedResponse(detail: interimStatusDetail ?? detail)
        case CURLE_TOO_MANY_REDIRECTS:
            return .badRedirect(detail: detail)
        case CURLE_UNSUPPORTED_PROTOCOL where Self.isWebScheme(request.url):
            // The request itself was http(s): either a redirect led to a
            // refused scheme, or the answer was not HTTP/1.x at all (no status
            // line, which libcurl calls HTTP/0.9, or a status out of range).
            if (300..<400).contains(responseCode) {
                // libcurl's words ("Protocol "http" not supported or disabled in
                // libcurl") would send the user looking for a broken libcurl.
                let isSecure = request.url.scheme?.lowercased() == "https"
                return .badRedirect(detail: isSecure
                    ? "a redirect from https to a scheme that is not https was refused"
                    : "a redirect to a scheme other than http or https was refused")
            }
            return .malformedResponse(detail: interimStatusDetail ?? notHTTPDetail)
        case CURLE_OUT_OF_MEMORY where responseCode > 0:
            // libcurl 7.88 reports a header line over its 100 KB limit this way.
            return .malformedResponse(detail: "a header is too large to read")
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
             CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CIPHER, CURLE_SSL_ENGINE_NOTFOUND,
             CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS,
             CURLE_SSL_CRL_BADFILE, CURLE_SSL_SHUTDOWN_FAILED:
            return .tlsFailure(detail: detail)
        case CURLE_ABORTED_BY_CALLBACK, CURLE_WRITE_ERROR, CURLE_FILESIZE_EXCEEDED:
            if abortedForCancellation { return .cancelled }
            if exceededBodyLimit || code == CURLE_FILESIZE_EXCEEDED {
                return .responseTooLarge(limitBytes: maximumBodyBytes)
            }
            return .transport(code: Int(code.rawValue), detail: detail)
        default:
            return .transport(code: Int(code.rawValue), detail: detail)
        }
    }

    /// The time limit ran out. One limit bounds the whole request, so waiting
    /// longer could help — unless an https server took the connection and
    /// never began TLS, which is what a plain-http server does with a
    /// handshake it cannot read: that is no slowness, and saying "raise the
    /// time limit" would send the user the wrong way.
    private var timeoutError: NetworkError {
        let timeouts = request.timeouts
        let limit = connected ? timeouts.totalSeconds : min(timeouts.connectSeconds, timeouts.totalSeconds)
        let isSecure = request.url.scheme?.lowercased() == "https"
        if socketConnected, isSecure, !completedSecureHandshake {
            return .tlsFailure(
                detail: "the server took the connection but set up no secure session within \(NetworkError.secondsText(limit)) s; "
                    + "it may not speak https"
            )
        }
        return .timedOut(seconds: limit)
    }

    /// What to say when a `1xx` status was the last to arrive: an interim answer
    /// that no final one followed (`102 Processing` and then nothing, or
    /// bytes that are not a status line).
    private var interimStatusDetail: String? {
        guard (100..<200).contains(responseCode) else { return nil }
        return "status \(responseCode) was not followed by a final answer"
    }

    /// libcurl's words for an answer that is not HTTP, in the user's terms.
    private var notHTTPDetail: String {
        // "Received HTTP/0.9 when not allowed": no status line at all.
        message.contains("HTTP/0.9") ? "it has no HTTP status line" : detail
    }

    /// A description fit for a log or a message: libcurl's text without any
    /// part of the request URL after the path (the query may carry `api_key`)
    /// and without the URL's password, without control characters, and of
    /// bounded length.
    var detail: String {
        let generic = library.describe(code)
        var text = message.trimming(where: \.isWhitespaceOrLineBreak)
        if text.isEmpty { text = generic }
        let url = request.url.absoluteString
        if let queryStart = url.firstIndex(of: "?") {
            text = text.replacingEvery(url, with: String(url[..<queryStart]))
            let query = String(url[url.index(after: queryStart)...])
            if !query.isEmpty {
                text = text.replacingEvery(query, with: "…")
            }
        }
        let password = CredentialTransport.passwordForms(of: request.url)
        if text.contains("?") || text.contains("api_key") || password.contains(where: text.contains) {
            // Anything still shaped like a query is not worth the risk.
            text = generic
        }
        return PrintableText.make(text)
    }

    private static func isWebScheme(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return scheme == "http" || scheme == "https"
    }
}
