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

/// File-system work around the cache database: a private directory, and
/// moving a damaged database out of the way. (`Storage` creates the file itself,
/// with mode 0600, and never follows a link to it.)
enum PrivateCacheFiles {
    struct Failure: Error {
        let path: String
        let reason: String
    }

    /// Creates `directory` and any missing parents with mode 0700. An existing
    /// directory is left with its mode: it may be one the user chose and shares.
    /// - Returns: Whether users other than the owner may write to the directory
    ///   (its group or others have write permission), and so replace or plant
    ///   files in it.
    static func createDirectory(at directory: URL) throws(Failure) -> Bool {
        // As a path from the start: see `plainPath(of:)`.
        var missing: [String] = []
        var candidate = plainPath(of: directory) ?? directory.standardizedFileURL.path
        var found = directoryStatus(candidate)
        while found == nil {
            missing.append(candidate)
            let parent = parentPath(of: candidate)
            if parent == candidate { break }
            candidate = parent
            found = directoryStatus(candidate)
        }
        guard !missing.isEmpty else {
            // The usual case: one stat, whose mode answers the question too.
            return found.map(isWritableByOthers) ?? false
        }
        for path in missing.reversed() {
            if mkdir(path, 0o700) == 0 {
                // mkdir honours the umask; the exact mode is set explicitly.
                chmod(path, 0o700)
                continue
            }
            let failure = errno
            guard failure == EEXIST else {
                throw Failure(path: path, reason: String(cString: strerror(failure)))
            }
            // strerror would say "File exists", which hides the actual problem.
            guard directoryStatus(path) != nil else { throw Failure(path: path, reason: "a file is in the way") }
        }
        return isDirectoryWritableByOthers(directory)
    }

    /// Whether `directory` exists and its group or others may write to it.
    static func isDirectoryWritableByOthers(_ directory: URL) -> Bool {
        directoryStatus(plainPath(of: directory) ?? directory.standardizedFileURL.path).map(isWritableByOthers) ?? false
    }

    /// The path of the file `name` in `directory`, as `appendingPathComponent`
    /// and `path` would give it.
    static func path(ofFile name: String, in directory: URL) -> String {
        guard let directoryPath = plainPath(of: directory) else {
            return directory.appendingPathComponent(name).path
        }
        return directoryPath == "/" ? "/" + name : directoryPath + "/" + name
    }

    /// `path` without its last component, as `deletingLastPathComponent` gives
    /// it for a standardized absolute path; `/` is its own parent.
    static func parentPath(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    /// `url`'s path when standardizing it would change nothing: an absolute
    /// file path with no empty, `.` or `..` component (a trailing slash is
    /// dropped); `nil` for anything else, which the callers standardize as
    /// before.
    ///
    /// Why not `standardizedFileURL.path`: the first `URL.path`,
    /// `standardizedFileURL` or `appendingPathComponent` of a run builds a
    /// `Set<UInt8>` inside FoundationEssentials whose metadata the Swift runtime
    /// finds by name, a scan of all ~5,400 conformance records of the binary:
    /// 0.3 M instructions, 4.5 % of a search answered by the cache (README
    /// "Performance"). `path(percentEncoded:)` builds none.
    static func plainPath(of url: URL) -> String? {
        guard url.isFileURL else { return nil }
        var path = url.path(percentEncoded: false)
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        if path.utf8.count > 1, path.utf8.last == slash { path.removeLast() }
        let bytes = Array(path.utf8)
        guard bytes.first == slash else { return nil }
        var start = 1
        for index in 1...bytes.count where index == bytes.count || bytes[index] == slash {
            let length = index - start
            let isEmpty = length == 0 && bytes.count > 1
            let isDots = (length == 1 && bytes[start] == dot) || (length == 2 && bytes[start] == dot && bytes[start + 1] == dot)
            if isEmpty || isDots { return nil }
            start = index + 1
        }
        return path
    }

    private static func isWritableByOthers(_ status: stat) -> Bool {
        status.st_mode & (S_IWGRP | S_IWOTH) != 0
    }

    /// How many damaged databases are kept beside the cache; older ones are
    /// deleted when another is moved aside, so a disk that keeps damaging
    /// the file cannot fill up with copies.
    static let keptMovedAsideCopies = 3

    /// Renames the database and its -wal, -shm and -journal files to
    /// `<name>.corrupt-<UTC time>[-n]`, keeping them for inspection, then
    /// deletes all but the newest `keptMovedAsideCopies` such copies.
    /// - Returns: The new path of the database file.
    static func moveAside(databasePath: String, at date: Date) throws(Failure) -> String {
        let target = try renameAside(databasePath: databasePath, at: date)
        deleteOldMovedAsideCopies(of: databasePath)
        return target
    }

    private static func renameAside(databasePath: String, at date: Date) throws(Failure) -> String {
        let stamp = timestamp(date)
        var target = "\(databasePath).corrupt-\(stamp)"
        var attempt = 1
        while FileManager.default.fileExists(atPath: target) {
            attempt += 1
            target = "\(databasePath).corrupt-\(stamp)-\(attempt)"
        }
        if rename(databasePath, target) != 0 && errno != ENOENT {
            throw Failure(path: databasePath, reason: String(cString: strerror(errno)))
        }
        for suffix in ["-wal", "-shm", "-journal"] {
            // A missing companion is normal; another process may also have moved them.
            _ = rename(databasePath + suffix, target + suffix)
        }
        return target
    }

    /// Deletes the moved-aside copies of `databasePath` (with their -wal, -shm
    /// and -journal files) beyond the newest `keptMovedAsideCopies`. Only names this
    /// type makes are touched; a file that cannot be deleted is left.
    private static func deleteOldMovedAsideCopies(of databasePath: String) {
        let url = URL(fileURLWithPath: databasePath)
        let directory = url.deletingLastPathComponent().path
        let prefix = url.lastPathComponent + ".corrupt-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let copies = names.compactMap { name in movedAsideOrder(of: name, prefix: prefix).map { (name, $0) } }
            .sorted { $0.1 > $1.1 }
        for (name, _) in copies.dropFirst(keptMovedAsideCopies) {
            for suffix in ["", "-wal", "-shm", "-journal"] {
                _ = unlink(directory + "/" + name + suffix)
            }
        }
    }

    /// For `<prefix><UTC time>[-n]`, the time and `n` (1 when absent), which
    /// order copies from oldest to newest; `nil` for any other name.
    private static func movedAsideOrder(of name: String, prefix: String) -> MovedAsideOrder? {
        guard name.hasPrefix(prefix) else { return nil }
        let rest = name.dropFirst(prefix.count)
        let stamp = rest.prefix(16)
        guard stamp.count == 16, stamp.dropFirst(8).first == "T", stamp.last == "Z",
              stamp.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "T" || $0 == "Z") })
        else { return nil }
        let suffix = rest.dropFirst(16)
        if suffix.isEmpty { return MovedAsideOrder(stamp: String(stamp), attempt: 1) }
        guard suffix.first == "-", let attempt = Int(suffix.dropFirst()), attempt > 1 else { return nil }
        return MovedAsideOrder(stamp: String(stamp), attempt: attempt)
    }

    private struct MovedAsideOrder: Comparable {
        let stamp: String
        let attempt: Int

        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.stamp, lhs.attempt) < (rhs.stamp, rhs.attempt)
        }
    }

    /// The status of `path` when it is a directory (following links: the
    /// directory may well be a link the user made), else `nil`.
    private static func directoryStatus(_ path: String) -> stat? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return status
    }

    /// Such as `20261120T140203Z`: sortable, and free of characters file systems dislike.
    private static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let date = padded(Int(parts.tm_year) + 1900, to: 4) + padded(Int(parts.tm_mon) + 1) + padded(Int(parts.tm_mday))
        let time = padded(Int(parts.tm_hour)) + padded(Int(parts.tm_min)) + padded(Int(parts.tm_sec))
        return date + "T" + time + "Z"
    }

    /// `value` in decimal with leading zeros up to `width` digits, as `%0<width>d` writes it.
    private static func padded(_ value: Int, to width: Int = 2) -> String {
        let digits = String(value.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - digits.count - (value < 0 ? 1 : 0)))
        return (value < 0 ? "-" : "") + zeros + digits
    }
}
