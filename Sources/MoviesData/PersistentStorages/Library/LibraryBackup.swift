#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MoviesDomain
import Storage

/// Copies of the library made before its schema changes:
/// `library.sqlite3.backup-v<version>-<UTC time>` beside it, kept until the
/// user deletes them.
enum LibraryBackup {
    /// Writes a consistent copy of the database `connection` has open (as of
    /// its last commit) to a new private file.
    /// - Returns: The copy's path.
    static func copy(of connection: SQLiteConnection, version: Int, at time: Timestamp) throws(LibraryError) -> String {
        let path = connection.path
        var target = "\(path).backup-v\(version)-\(stamp(time))"
        var attempt = 1
        while FileManager.default.fileExists(atPath: target) {
            attempt += 1
            target = "\(path).backup-v\(version)-\(stamp(time))-\(attempt)"
        }
        // VACUUM INTO writes into an empty file that exists, which is made
        // private first; it would create a missing one with SQLite's own mode.
        try LibraryFile.createIfMissing(path: target)
        do {
            try connection.run("VACUUM INTO ?", [.text(target)])
        } catch let error as SQLiteError {
            unlink(target)
            throw .writeFailed(path: target, reason: error.message)
        } catch {
            unlink(target)
            throw .writeFailed(path: target, reason: String(describing: error))
        }
        LibraryFile.synchronize(path: target)
        return target
    }

    /// The newest backup beside the library at `path`, if any.
    static func newest(besides path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let prefix = url.lastPathComponent + ".backup-v"
        let directory = url.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let backups = names.filter { $0.hasPrefix(prefix) && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
        // Names sort by version, then by time.
        return backups.max().map { directory.appendingPathComponent($0).path }
    }

    /// Such as `20261124T193500Z`.
    private static func stamp(_ time: Timestamp) -> String {
        guard let day = CalendarDate(utcDayOf: time) else { return "unknown-time" }
        let seconds = Int(time.secondsSince1970.rounded(.down)) - day.daysSince1970 * 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        let date = day.description.replacing("-", with: "")
        return "\(date)T\(two(seconds / 3600))\(two(seconds % 3600 / 60))\(two(seconds % 60))Z"
    }
}
