import Foundation

/// Finds the built `movies` executable near the test bundle.
enum MoviesBinaryLocator {
    /// The `movies` executable built next to the test bundle.
    static let moviesBinary: URL? = {
        let starts = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments.first ?? "")]
        for start in starts {
            var directory = start
            for _ in 0..<6 {
                let candidate = directory.appendingPathComponent("movies")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return candidate
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }()
}
