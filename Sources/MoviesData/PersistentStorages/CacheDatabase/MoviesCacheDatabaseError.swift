/// Why the cache database cannot be used. The app then runs without a cache.
public enum MoviesCacheDatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The cache directory could not be created, or no file could be created in it.
    case directoryUnavailable(path: String, reason: String)
    /// The database file exists but could not be opened or brought up to date.
    case cannotOpen(path: String, reason: String)
    /// A newer version of movies wrote the cache; it is left as it is.
    case schemaIsNewer(path: String, version: Int, supportedVersion: Int)

    public var description: String {
        switch self {
        case let .directoryUnavailable(path, reason):
            "The cache directory \(path) cannot be used (\(reason)); "
                + "set MOVIES_CACHE_DIR to a writable directory."
        case let .cannotOpen(path, reason):
            "The cache \(path) cannot be opened (\(reason)); remove it or set MOVIES_CACHE_DIR elsewhere."
        case let .schemaIsNewer(path, version, supportedVersion):
            "The cache \(path) was written by a newer movies (schema \(version), this one knows "
                + "\(supportedVersion)); update movies or set MOVIES_CACHE_DIR elsewhere."
        }
    }
}
