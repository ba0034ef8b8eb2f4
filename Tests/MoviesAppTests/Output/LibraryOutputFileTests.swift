import Foundation
@testable import MoviesApp
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Where `export --output` writes: a regular file is replaced whole through a
/// short temporary name; anything else is written into or refused, never
/// replaced. What a terminal is shown keeps its lines and loses its controls.
struct LibraryOutputFileTests {
    private let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("output-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    @Test func aTerminalIsShownEveryLineWithoutControlsAndWithItsLineBreaks() {
        // given
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = "a,\"x\u{1B}]0;t\u{07}y\"\r\nb\u{9B}2J,\"two\nlines\"\r\n\u{202E}c\td\re\r\n"

        // when
        let shown = String(decoding: TerminalSafeLines.bytes(Array(text.utf8)), as: UTF8.self)

        // then
        #expect(shown == "a,\"xy\"\r\nb,\"two\nlines\"\r\nc d e\r\n")
        #expect(TerminalSafeLines.bytes(Array("plain,text\r\n".utf8)) == Array("plain,text\r\n".utf8))
    }

    @Test func aRegularFileIsReplacedWholeAndNoTemporaryFileIsLeft_evenWithALongestName() throws {
        // given
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(String(repeating: "n", count: 251) + ".csv")
        try Data("old".utf8).write(to: file)

        // when
        try LibraryOutputFile.export(Array("new".utf8), to: file.path)

        // then
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [file.lastPathComponent])
    }

    @Test func aNamedPipeIsWrittenIntoAndStaysAPipe() throws {
        // given
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }

        // when
        try LibraryOutputFile.export(Array("through the pipe".utf8), to: fifo)

        // then
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
        #expect(count == 16 && String(decoding: buffer.prefix(16), as: UTF8.self) == "through the pipe")
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aDirectoryIsRefusedWithASentence() throws {
        // given
        defer { try? FileManager.default.removeItem(at: directory) }

        // when / then
        #expect(throws: AppError.failure("The export was not written to \(directory.path): it is a directory.")) {
            try LibraryOutputFile.export([0x41], to: directory.path)
        }
    }

    @Test(.rootOnly) func aBlockDeviceIsRefusedAndLeftAsItIs() throws {
        // given: a node for a loop device that is never opened
        defer { try? FileManager.default.removeItem(at: directory) }
        let device = directory.appendingPathComponent("disk").path
        #expect(mknod(device, S_IFBLK | 0o600, dev_t((7 << 8) | 200)) == 0)

        // when / then
        #expect(throws: AppError.failure("The export was not written to \(device): it is a block device, which movies does not write into.")) {
            try LibraryOutputFile.export([0x41], to: device)
        }
        var status = stat()
        #expect(lstat(device, &status) == 0 && status.st_mode & S_IFMT == S_IFBLK)
    }
}
