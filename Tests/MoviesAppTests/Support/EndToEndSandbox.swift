import Foundation
import TMDBStubServer

/// A fresh home and cache directory for one test, and the clean environment
/// the `movies` binary runs with: nothing of the developer's own environment
/// (no TMDB_* variables, no LANG, no TERM) leaks into a run.
///
/// The directory is removed when the sandbox is released.
final class EndToEndSandbox: Sendable {
    let directory: URL
    var home: URL { directory.appendingPathComponent("home", isDirectory: true) }
    var cacheDirectory: URL { directory.appendingPathComponent("cache", isDirectory: true) }

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("movies-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("home", isDirectory: true),
            withIntermediateDirectories: true
        )
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The environment of every run: HOME and MOVIES_CACHE_DIR in the sandbox, 80 columns.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = [
            "HOME": home.path,
            "MOVIES_CACHE_DIR": cacheDirectory.path,
            "COLUMNS": "80",
        ]
        environment.merge(extra) { _, new in new }
        return environment
    }

    /// The environment pointing at `server`, with `apiKey` when given.
    func environment(server: TMDBStubServer, apiKey: String? = nil, _ extra: [String: String] = [:]) -> [String: String] {
        var values = ["TMDB_BASE_URL": server.baseURL.absoluteString]
        if let apiKey { values["TMDB_API_KEY"] = apiKey }
        values.merge(extra) { _, new in new }
        return environment(values)
    }

    /// Runs `movies arguments…` in this sandbox.
    func run(
        _ arguments: [String],
        environment: [String: String]? = nil,
        timeout: TimeInterval = MoviesProcess.defaultTimeout
    ) async throws -> MoviesProcessResult {
        try await MoviesProcess.run(
            arguments,
            environment: environment ?? self.environment(),
            in: directory,
            timeout: timeout
        )
    }

    /// Runs `movies arguments…` against `server`.
    func run(
        _ arguments: [String],
        server: TMDBStubServer,
        apiKey: String? = nil,
        timeout: TimeInterval = MoviesProcess.defaultTimeout
    ) async throws -> MoviesProcessResult {
        try await run(arguments, environment: environment(server: server, apiKey: apiKey), timeout: timeout)
    }

    /// Every regular file under the sandbox (home, cache, anything the app wrote).
    func allFiles() -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: directory,
            includingPropertiesForKeys: [.isRegularFileKey]
        ) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
    }
}
