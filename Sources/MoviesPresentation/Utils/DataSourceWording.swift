/// How screens and messages name where the data comes from.
///
/// The app knows its configuration; the presentation layer only receives
/// these words, so the screen and stderr name the same server.
public struct DataSourceWording: Equatable, Sendable {
    /// What the status line says for freshly fetched data, such as `live`
    /// or `embedded catalogue`.
    public let liveStatusText: String
    /// The server as a sentence names it: `TMDB`, `the TMDB server at
    /// 127.0.0.1` or `the embedded catalogue`.
    public let serverName: String
    /// The environment variable the credentials came from, or `nil` when
    /// none were configured.
    public let credentialName: String?
    /// What machine-readable output names as the kind of every answer's
    /// source (`catalogue` for the embedded catalogue), or `nil` to name how
    /// current it is (`live`, `cached`, `offline`).
    public let sourceKind: String?

    public init(liveStatusText: String, serverName: String, credentialName: String? = nil, sourceKind: String? = nil) {
        self.liveStatusText = liveStatusText
        self.serverName = serverName
        self.credentialName = credentialName
        self.sourceKind = sourceKind
    }

    /// The source kind of the embedded catalogue's answers.
    public static let catalogueSourceKind = "catalogue"

    /// TMDB itself, with credentials of unknown origin: the default of tests.
    public static let tmdb = DataSourceWording(liveStatusText: "live", serverName: "TMDB")
}
