/// Why the cache database cannot be used. The app then runs without a cache.
///
/// Each description is one sentence that says what to do; none quotes SQL or
/// SQLite's own messages, and none advises removing a file that is not damaged.
public enum MoviesCacheDatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The cache directory could not be created, or no file could be created in it.
    case directoryUnavailable(path: String, reason: String)
    /// The database file exists but could not be opened, not even for reading.
    case cannotOpen(path: String, reason: String)
    /// The file is damaged and could not be moved out of the way.
    case damaged(path: String, reason: String)
    /// A newer version of movies wrote the cache; it is left as it is.
    case schemaIsNewer(path: String, version: Int, supportedVersion: Int)
    /// Something other than a regular file is where a cache file goes (`kind`
    /// such as "a symbolic link"); it is neither followed nor touched.
    case notRegularFile(path: String, kind: String)
    /// An SQLite database of another program is at the cache path; not a
    /// byte of it is written, and it is not moved.
    case foreignDatabase(path: String)

    public var description: String {
        switch self {
        case let .directoryUnavailable(path, reason):
            "The cache directory \(path) cannot be used (\(reason)); "
                + "set MOVIES_CACHE_DIR to a writable directory."
        case let .cannotOpen(path, reason):
            "The cache \(path) cannot be opened (\(reason)); set MOVIES_CACHE_DIR to another directory."
        case let .damaged(path, reason):
            "The cache \(path) is damaged and could not be moved aside (\(reason)); "
                + "remove it or set MOVIES_CACHE_DIR elsewhere."
        case let .schemaIsNewer(path, version, supportedVersion):
            "The cache \(path) was written by a newer movies (schema \(version), this one knows "
                + "\(supportedVersion)); update movies or set MOVIES_CACHE_DIR elsewhere."
        case let .notRegularFile(path, kind):
            "The cache file \(path) is \(kind), which movies does not open; "
                + "remove it or set MOVIES_CACHE_DIR to a directory of your own."
        case let .foreignDatabase(path):
            "The file \(path) is another program's SQLite database, which movies leaves alone; "
                + "set MOVIES_CACHE_DIR to a directory of its own."
        }
    }
}
