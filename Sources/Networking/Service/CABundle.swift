#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which certificate authorities https trusts, read from the environment the
/// way curl's own command-line tool reads it.
///
/// libcurl itself ignores these variables; honouring them lets a user behind
/// a TLS-inspecting proxy, or a test with its own certificate, name the
/// authorities to trust without weakening verification, which stays on.
public enum CABundle {
    /// The variables read, in order of precedence: `CURL_CA_BUNDLE` is curl's
    /// own; `SSL_CERT_FILE` is OpenSSL's, shared by many tools.
    public static let environmentVariables = ["CURL_CA_BUNDLE", "SSL_CERT_FILE"]

    /// - Returns: the first non-empty value of `environmentVariables` in
    ///   `environment`, or `nil` to use the system's authorities.
    public static func path(in environment: [String: String]) -> String? {
        path { environment[$0] }
    }

    /// The same, from the process's environment. It reads only the two
    /// variables: building the whole environment dictionary costs more.
    public static func pathFromProcessEnvironment() -> String? {
        path { name in getenv(name).map { String(cString: $0) } }
    }

    private static func path(reading variable: (String) -> String?) -> String? {
        for name in environmentVariables {
            if let value = variable(name), !value.isEmpty {
                return value
            }
        }
        return nil
    }
}
