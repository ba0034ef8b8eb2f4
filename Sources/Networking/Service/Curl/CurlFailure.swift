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
    /// Whether a connection was established before the failure.
    let connected: Bool
    let request: NetworkRequest

    var networkError: NetworkError {
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT,
             CURLE_SEND_ERROR, CURLE_RECV_ERROR:
            return .notConnected(detail: detail)
        case CURLE_OPERATION_TIMEDOUT:
            let timeouts = request.timeouts
            let limit = connected ? timeouts.totalSeconds : min(timeouts.connectSeconds, timeouts.totalSeconds)
            return .timedOut(seconds: limit)
        case CURLE_PARTIAL_FILE, CURLE_WEIRD_SERVER_REPLY, CURLE_GOT_NOTHING,
             CURLE_BAD_CONTENT_ENCODING, CURLE_HTTP2, CURLE_HTTP2_STREAM:
            return .truncatedResponse(detail: detail)
        case CURLE_TOO_MANY_REDIRECTS:
            return .badRedirect(detail: detail)
        case CURLE_UNSUPPORTED_PROTOCOL where Self.isWebScheme(request.url):
            // The request itself was http(s), so the refused scheme came from a redirect.
            return .badRedirect(detail: detail)
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
