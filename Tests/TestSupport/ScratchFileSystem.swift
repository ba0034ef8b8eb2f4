import Foundation
#if canImport(Testing)
import Testing
#endif

/// A small tmpfs of its own, for a disk that fills up or turns read-only, and
/// a way to act as another user. Both need root: tests that use them run when
/// the suite runs as root (as `make test` does on CI here) and are skipped,
/// with the reason shown, otherwise (the `.rootOnly` trait).
public final class ScratchFileSystem {
    /// Where the file system is mounted.
    public let directory: URL

    /// Mounts a tmpfs of `kibibytes` at a new temporary directory.
    public init(kibibytes: Int) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("scratch-fs-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try RootOnly.run("/usr/bin/mount", ["-t", "tmpfs", "-o", "size=\(kibibytes)k,mode=0755", "tmpfs", directory.path])
    }

    deinit {
        _ = try? RootOnly.run("/usr/bin/umount", ["-l", directory.path])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Makes the whole file system read-only, as a failing disk or a full one
    /// remounted by the kernel would be.
    public func remountReadOnly() throws {
        try RootOnly.run("/usr/bin/mount", ["-o", "remount,ro", directory.path])
    }

    /// Fills what space is left with one file of zeros.
    public func fill() throws {
        let filler = directory.appendingPathComponent("filler").path
        let descriptor = open(filler, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw RootOnly.Failure(description: "cannot create \(filler)") }
        defer { close(descriptor) }
        // Whole blocks, then single bytes, until the file system refuses even one.
        for size in [65_536, 1] {
            let block = [UInt8](repeating: 0, count: size)
            while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, size) }) > 0 {}
        }
    }
}

/// Root-only test conditions.
public enum RootOnly {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Whether the tests run as root.
    public static var isRoot: Bool { getuid() == 0 }


    /// Runs `executable` with `arguments` as the user `nobody`.
    public static func runAsNobody(_ executable: String, _ arguments: [String]) throws {
        try run("/usr/sbin/runuser", ["-u", "nobody", "--", executable] + arguments)
    }

    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let (status, text) = try ExternalTool.run(executable: executable, arguments)
        guard status == 0 else {
            throw Failure(description: "\(executable) \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }
}

#if canImport(Testing)
// A plain `swift build` (release included) builds this target too, without the testing library.
extension Trait where Self == ConditionTrait {
    /// Runs the test only as root; otherwise the runner shows it skipped, with why.
    public static var rootOnly: Self {
        .enabled(
            if: RootOnly.isRoot,
            "needs root (mounts a tmpfs, remounts it read-only, or acts as the user nobody); run the suite as root"
        )
    }
}
#endif
