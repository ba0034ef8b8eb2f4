import Foundation

/// A fresh directory per test, removed when the test lets go of it, so tests
/// running in parallel never share files.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("StorageTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A fresh directory and the path of a database file named `db` in it,
    /// the pair most connection tests start from.
    static func withDatabasePath() throws -> (directory: TemporaryDirectory, path: String) {
        let directory = try TemporaryDirectory()
        return (directory, directory.path("db"))
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }
}
