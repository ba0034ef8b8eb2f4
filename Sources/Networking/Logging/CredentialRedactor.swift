#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Hides credentials in URLs, headers, free text and stored bytes before they
/// reach a log, a message, a cache key or the cache.
///
/// Names are compared without regard to case. Besides the named query
/// parameters and headers, the redactor knows the secret values themselves
/// (when built from a configuration: the key, the token, and a password in the
/// base URL) so that a server echoing one back — in an error message, a body
/// or a validator — cannot leak it either.
public struct CredentialRedactor: Sendable {
    /// What stands in for a secret.
    public static let placeholder = "<redacted>"

    private let credentialNames: Set<String>
    /// Every form in which a secret is looked for (see `forms(of:)`), longest
    /// first, so a secret containing another is replaced whole.
    private let secretForms: [String]

    /// - Parameters:
    ///   - credentialNames: names of query parameters and headers whose values are secret.
    ///   - secretValues: the secrets themselves, hidden wherever they appear in free text.
    public init(credentialNames: Set<String>, secretValues: [String] = []) {
        self.credentialNames = Set(credentialNames.map { $0.lowercased() })
        // Very short values would redact ordinary words, so they are left to the name checks.
        let secrets = Set(secretValues.filter { $0.count >= 4 })
        self.secretForms = Set(secrets.flatMap(Self.forms(of:))).sorted { $0.utf8.count > $1.utf8.count }
    }

    /// A redactor for the credentials `config` sends.
    public init(config: any NetworkConfigurable) {
        let names = Set(config.credentialNames.map { $0.lowercased() })
        let headerSecrets = config.headers.filter { names.contains($0.key.lowercased()) }.flatMap { header in
            // `Bearer <token>`: the token alone is the secret worth finding in text.
            [header.value] + header.value.split(separator: " ").dropFirst().map(String.init)
        }
        let querySecrets = config.queryParameters.filter { names.contains($0.key.lowercased()) }.map(\.value)
        // `http://user:pass@host`: libcurl sends the password as Basic authentication.
        let userInfoSecrets = CredentialTransport.passwordForms(of: config.baseURL)
        self.init(credentialNames: names, secretValues: headerSecrets + querySecrets + userInfoSecrets)
    }

    /// A redactor that hides what this one and `other` hide: for a service
    /// that carries no secret of its own yet talks to a server that may have
    /// seen another's (the image host beside the API).
    public func merging(_ other: CredentialRedactor) -> CredentialRedactor {
        CredentialRedactor(names: credentialNames.union(other.credentialNames), forms: secretForms + other.secretForms)
    }

    private init(names: Set<String>, forms: [String]) {
        credentialNames = names
        secretForms = Set(forms).sorted { $0.utf8.count > $1.utf8.count }
    }

    /// Whether the redactor knows any secret value to look for.
    public var knowsSecretValues: Bool {
        !secretForms.isEmpty
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

    /// `text` with every known secret value replaced by `<redacted>`, in plain,
    /// percent-encoded and JSON-escaped form.
    public func redact(text: String) -> String {
        var result = text
        for form in secretForms {
            result = result.replacingEvery(form, with: Self.placeholder)
        }
        return result
    }

    /// `data` with every known secret value replaced by `<redacted>`, byte for
    /// byte, in the forms `redact(text:)` finds: what a server sent, made fit
    /// to be stored.
    ///
    /// The placeholder is plain ASCII with no character JSON or HTTP treats
    /// specially, so a secret inside a JSON string leaves a valid string.
    /// Bodies without a secret come back as they were, uncopied.
    public func scrub(data: Data) -> Data {
        var result = data
        let placeholder = Array(Self.placeholder.utf8)
        for form in secretForms {
            if let replaced = ByteReplacement.replacingEvery(Array(form.utf8), with: placeholder, in: result) {
                result = Data(replaced)
            }
        }
        return result
    }

    /// A secret as it may appear: as it is, percent-encoded (in a URL a server
    /// repeats), and escaped as in a JSON string (`/` as `\/`, which many
    /// encoders write).
    private static func forms(of secret: String) -> [String] {
        [secret, QueryEncoding.encode(secret), jsonEscaped(secret)]
    }

    private static func jsonEscaped(_ secret: String) -> String {
        var escaped = ""
        for scalar in secret.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "/": escaped += "\\/"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
