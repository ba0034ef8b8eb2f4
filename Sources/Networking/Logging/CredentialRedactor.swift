#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Hides credentials in URLs, headers and free text before they reach a log,
/// a message or a cache key.
///
/// Names are compared without regard to case. Besides the named query
/// parameters and headers, the redactor knows the secret values themselves
/// (when built from a configuration) so that a server echoing a key back in an
/// error message cannot leak it either.
public struct CredentialRedactor: Sendable {
    /// What stands in for a secret.
    public static let placeholder = "<redacted>"

    private let credentialNames: Set<String>
    private let secretValues: [String]

    /// - Parameters:
    ///   - credentialNames: names of query parameters and headers whose values are secret.
    ///   - secretValues: the secrets themselves, hidden wherever they appear in free text.
    public init(credentialNames: Set<String>, secretValues: [String] = []) {
        self.credentialNames = Set(credentialNames.map { $0.lowercased() })
        // Longest first, so a secret containing another is replaced whole.
        // Very short values would redact ordinary words, so they are left to the name checks.
        self.secretValues = Set(secretValues.filter { $0.count >= 4 }).sorted { $0.count > $1.count }
    }

    /// A redactor for the credentials `config` sends.
    public init(config: any NetworkConfigurable) {
        let names = Set(config.credentialNames.map { $0.lowercased() })
        let headerSecrets = config.headers.filter { names.contains($0.key.lowercased()) }.flatMap { header in
            // `Bearer <token>`: the token alone is the secret worth finding in text.
            [header.value] + header.value.split(separator: " ").dropFirst().map(String.init)
        }
        let querySecrets = config.queryParameters.filter { names.contains($0.key.lowercased()) }.map(\.value)
        self.init(credentialNames: names, secretValues: headerSecrets + querySecrets)
    }

    /// Whether `name` is the name of a credential.
    public func isCredential(name: String) -> Bool {
        credentialNames.contains(name.lowercased())
    }

    /// `url` as text, with credential query values replaced by `<redacted>`,
    /// user and password removed, and no fragment.
    public func redact(url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return "<unreadable URL>"
        }
        let query = components.percentEncodedQuery
        components.percentEncodedQuery = nil
        components.fragment = nil
        components.user = nil
        components.password = nil
        guard let base = components.string else { return "<unreadable URL>" }
        guard let query, !query.isEmpty else { return redact(text: base) }
        let items = query.split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let rawName = String(pair[0])
            let name = QueryEncoding.decode(rawName) ?? rawName
            guard isCredential(name: name) else { return String(item) }
            return rawName + "=" + Self.placeholder
        }
        return redact(text: base + "?" + items.joined(separator: "&"))
    }

    /// `headers` with the value of every credential header replaced by `<redacted>`.
    public func redact(headers: [String: String]) -> [String: String] {
        var redacted: [String: String] = [:]
        for (name, value) in headers {
            redacted[name] = isCredential(name: name) ? Self.placeholder : redact(text: value)
        }
        return redacted
    }

    /// `text` with every known secret value replaced by `<redacted>`, in plain
    /// and in percent-encoded form.
    public func redact(text: String) -> String {
        var result = text
        for secret in secretValues {
            result = result.replacingEvery(secret, with: Self.placeholder)
            let encoded = QueryEncoding.encode(secret)
            if encoded != secret {
                result = result.replacingEvery(encoded, with: Self.placeholder)
            }
        }
        return result
    }
}
