#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where credentials may travel: over `https` anywhere, over plain `http` only
/// to this machine (a local stub or proxy), never to any other scheme.
enum CredentialTransport {
    static func allows(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https":
            return true
        case "http":
            return isLoopback(host: url.host ?? "")
        default:
            return false
        }
    }

    private static func isLoopback(host: String) -> Bool {
        let host = host.lowercased().trimming(where: { $0 == "[" || $0 == "]" })
        return host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}
