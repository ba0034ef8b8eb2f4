import CCurl

/// libcurl's process-wide set-up, done once before any handle exists.
///
/// `curl_global_init` is not thread-safe, so it must finish before two threads
/// can create handles. A global `let` is initialised lazily and exactly once,
/// which gives that guarantee without holding any mutable state.
enum CurlGlobal {
    /// Whether libcurl initialised; reading it performs the initialisation.
    static let isInitialised: Bool = movies_curl_global_init_default() == CURLE_OK
}
