#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where credentials may travel: over `https` anywhere, over plain `http` only
/// to this machine (a local stub or proxy), never to any other scheme.
///
/// The one home of the rule: the configuration loader refuses a setting that
/// breaks it before anything runs, and `DefaultDataTransferService` refuses to
/// build a request that breaks it, whatever the configuration.
public enum CredentialTransport {
    /// Whether credentials may be sent to `url`.
    public static func allows(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https":
            return true
        case "http":
            return isLoopback(host: url.host)
        default:
            return false
        }
    }

    /// Whether `host` names this machine: `localhost`, `::1`, or an IPv4
    /// literal in 127.0.0.0/8.
    ///
    /// Only literals count: a name such as `127.example.com` is resolved by
    /// DNS and may be anywhere, however it begins.
    public static func isLoopback(host: String?) -> Bool {
        guard let host = host?.lowercased() else { return false }
        let bare = host.trimming { $0 == "[" || $0 == "]" }
        if bare == "localhost" || bare == "::1" { return true }
        // `127.1` and `127.0.1` are the same address to the resolver; a lone
        // `127` is the integer 127, which is 0.0.0.127 and not loopback.
        let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.first == "127", (2...4).contains(parts.count) else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.count <= 10 && part.allSatisfy { $0.isASCII && $0.isNumber }
        }
    }

    /// Whether `url` carries a user name or password (`http://user:pass@host`):
    /// libcurl sends those as Basic authentication, so they are a credential.
    public static func hasUserInfo(_ url: URL) -> Bool {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return false }
        return components.percentEncodedUser != nil || components.percentEncodedPassword != nil
    }

    /// The password in `url`'s user information, as written (percent-encoded)
    /// and decoded; empty when there is none.
    static func passwordForms(of url: URL) -> [String] {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let encoded = components.percentEncodedPassword, !encoded.isEmpty
        else { return [] }
        return [encoded] + [components.password].compactMap { $0 }.filter { $0 != encoded }
    }
}
