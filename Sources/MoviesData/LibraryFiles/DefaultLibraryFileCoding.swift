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

/// Reads and writes library files: our JSON, Letterboxd's import CSV (with
/// `tmdbID`), and Letterboxd's account export `.zip`, told apart by content.
public struct DefaultLibraryFileCoding: LibraryFileCoding {
    /// The largest file read: a Letterboxd export of a very heavy user is a
    /// few MiB, so anything far beyond is a mistake (or a zip bomb's outside).
    public let sizeLimitBytes: Int

    public init(sizeLimitBytes: Int = 64 << 20) {
        self.sizeLimitBytes = sizeLimitBytes
    }

    public func encode(_ entries: [LibraryEntry], as format: LibraryFileFormat) throws -> [UInt8] {
        switch format {
        case .letterboxd:
            return LetterboxdImportCSV.encode(entries)
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return Array(try encoder.encode(LibraryJSONDocument(entries: entries))) + [0x0A]
        }
    }

    public func decodeFile(atPath path: String, importedAt: Timestamp) throws -> LibraryImportDocument {
        let bytes = try read(path)
        if ZipArchive.looksLikeZip(bytes) {
            return try decodeZip(bytes, path: path, importedAt: importedAt)
        }
        if bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{") {
            let document: LibraryJSONDocument
            do {
                document = try JSONDecoder().decode(LibraryJSONDocument.self, from: Data(bytes))
            } catch {
                throw LibraryFileError.malformedJSON(path: path, problem: "it is not a movies library export")
            }
            return try document.toDomain(path: path)
        }
        let name = URL(fileURLWithPath: path).lastPathComponent
        return try LetterboxdImportCSV.decode(bytes, name: name, importedAt: importedAt)
    }

    private func decodeZip(_ bytes: [UInt8], path: String, importedAt: Timestamp) throws -> LibraryImportDocument {
        do {
            let archive = try ZipArchive(bytes)
            var files: [String: [UInt8]] = [:]
            for entry in archive.entries where LetterboxdAccountExport.fileNames.contains(entry.name) {
                files[entry.name] = try archive.contents(of: entry, limit: sizeLimitBytes)
            }
            guard !files.isEmpty else { throw LibraryFileError.noLetterboxdFiles(path: path) }
            return try LetterboxdAccountExport.decode(files, importedAt: importedAt)
        } catch let problem as ZipArchive.Problem {
            throw LibraryFileError.malformedZip(path: path, problem: problem.description)
        }
    }

    /// The whole file, refused unread beyond `sizeLimitBytes`.
    private func read(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw LibraryFileError.unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw LibraryFileError.unreadable(path: path, reason: String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw LibraryFileError.unreadable(path: path, reason: "it is not a regular file") }
        guard status.st_size <= sizeLimitBytes else { throw LibraryFileError.tooLarge(path: path, limitBytes: sizeLimitBytes) }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            offset += count
        }
        return Array(bytes[0..<offset])
    }
}
