import Foundation
@testable import MoviesData
import MoviesDomain
import TestSupport
import Testing

/// The zip an export writes: read back by our reader, and by two readers
/// that are not ours (Python's `zipfile` and Info-ZIP's `unzip`). A missing
/// tool fails the test: nothing is installed, nothing is skipped.
struct ZipWriterTests {
    private static let files: [(name: String, content: [UInt8])] = [
        ("watched.csv", Array("Date,Name,Year,Letterboxd URI\r\n".utf8) + Array(repeating: "2024-01-01,Heat,1995,\r\n", count: 200).flatMap(\.utf8)),
        ("lists/amélie-et-cie.csv", Array("Letterboxd list export v7\r\nÉté, “quoted”\r\n".utf8)),
        ("import/empty.csv", []),
        ("random.bin", (0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }),
    ]

    private func writtenZip() throws -> [UInt8] {
        var writer = ZipWriter(modified: CalendarDate(year: 2026, month: 11, day: 29)!)
        for file in Self.files { try writer.add(name: file.name, content: file.content) }
        return writer.finish()
    }

    @Test func whenWritten_thenOurReaderReadsEveryFileBack_namesInUTF8_contentsExact() throws {
        // given
        let scratch = try ScratchFiles()
        let file = try scratch.file(try writtenZip())

        // when
        let archive = try ZipArchive(file)
        var contents: [String: [UInt8]] = [:]
        for entry in archive.entries {
            var bytes: [UInt8] = []
            try archive.read(entry, limit: 1 << 20) { bytes += $0 }
            contents[entry.name] = bytes
        }

        // then
        #expect(archive.entries.map(\.name) == Self.files.map(\.name))
        for file in Self.files { #expect(contents[file.name] == file.content, "\(file.name)") }
        // The repeated rows are deflated; what deflate cannot shrink is stored.
        #expect(archive.entries.first { $0.name == "watched.csv" }?.method == 8)
        #expect(archive.entries.first { $0.name == "import/empty.csv" }?.method == 0)
    }

    @Test func whenWritten_thenPythonsZipfileFindsNoDamage_andReadsUTF8Names() throws {
        // given
        let scratch = try ScratchFiles()
        let path = try scratch.path(try writtenZip(), name: "export.zip")
        let script = """
        import sys, zipfile
        z = zipfile.ZipFile(sys.argv[1])
        assert z.testzip() is None, "damaged"
        for info in z.infolist():
            print(info.filename, info.flag_bits & 0x800, len(z.read(info)), info.date_time[:3])
        """

        // when
        let result = try ExternalTool.run(["python3", "-c", script, path])

        // then
        #expect(result.status == 0, "\(result.output)")
        let expected = Self.files.map { "\($0.name) 2048 \($0.content.count) (2026, 11, 29)" }
        #expect(result.output.split(separator: "\n").map(String.init) == expected)
    }

    @Test func whenWritten_thenUnzipTestsItWithoutErrors() throws {
        // given
        let scratch = try ScratchFiles()
        let path = try scratch.path(try writtenZip(), name: "export.zip")

        // when
        let result = try ExternalTool.run(["unzip", "-t", path])

        // then
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("No errors detected"), "\(result.output)")
        #expect(result.output.contains("lists/amélie-et-cie.csv"), "\(result.output)")
    }
}
