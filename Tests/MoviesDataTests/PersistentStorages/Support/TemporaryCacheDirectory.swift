import Foundation
import Testing

/// A fresh parent directory per test, removed when the test lets go of it; the
/// cache directory inside it does not exist yet, so creating it is tested too.
final class TemporaryCacheDirectory {
    let parent: URL
    let cacheDirectory: URL

    init() throws {
        parent = FileManager.default.temporaryDirectory
            .appendingPathComponent("MoviesDataTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        cacheDirectory = parent.appendingPathComponent("movies", isDirectory: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: parent)
    }

    var databasePath: String {
        cacheDirectory.appendingPathComponent("cache.sqlite3").path
    }

    /// The file-system permission bits of `path`.
    func mode(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let permissions = try #require(attributes[.posixPermissions] as? NSNumber)
        return permissions.intValue & 0o777
    }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path).sorted()
    }
}
