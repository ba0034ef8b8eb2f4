/// The names under which TMDB takes credentials: whatever travels under them
/// is a secret, redacted from logs and kept out of cache keys.
public enum TMDBCredentialNames {
    /// The query parameter of a v3 API key.
    public static let apiKeyParameter = "api_key"
    /// The header of a v4 read access token (`Bearer <token>`).
    public static let accessTokenHeader = "Authorization"
    /// Both, as a network configuration's `credentialNames`.
    public static let all: Set<String> = [apiKeyParameter, accessTokenHeader]
}
