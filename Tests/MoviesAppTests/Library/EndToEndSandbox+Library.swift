import Foundation
import Testing

extension EndToEndSandbox {
    /// Where the library lives when only HOME is set: `~/.local/share/movies`.
    var dataDirectory: URL { home.appendingPathComponent(".local/share/movies", isDirectory: true) }
    var libraryFile: URL { dataDirectory.appendingPathComponent("library.sqlite3") }

    /// The library file's bytes, after every writer has checkpointed and closed.
    func libraryBytes() throws -> Data {
        try Data(contentsOf: libraryFile)
    }

    /// A file in the sandbox with `text` in it.
    @discardableResult
    func write(_ text: String, to name: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Runs `movies arguments…` and expects success.
    func succeed(_ arguments: [String], environment: [String: String]? = nil) async throws -> MoviesProcessResult {
        let result = try await run(arguments, environment: environment)
        EndToEndExpectations.expectSuccess(result)
        return result
    }
}
