import Foundation
import MoviesUI
import Testing
import TextUI

/// The README and the man page carry the key table generated from `KeyTable`;
/// `RECORD_DOCS=1 swift test --filter KeyTableDocumentTests` writes it there.
@Suite struct KeyTableDocumentTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_DOCS"].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    @Test func theReadme_carriesTheKeyTableAsTheScreensUseIt() throws {
        try expectSection(in: "README.md", begin: "<!-- keys:begin", end: "<!-- keys:end -->", generated: KeyTableDocument.markdown)
    }

    @Test func theManPage_carriesTheKeyTableAsTheScreensUseIt() throws {
        try expectSection(in: "Resources/movies.1", begin: #".\" keys:begin"#, end: #".\" keys:end"#, generated: KeyTableDocument.manPage)
    }

    @Test func noKeyGivesTwoCommandsOnOneScreen() {
        for map in KeyTable.allScreens {
            var seen: [Key: KeyCommand] = [:]
            for binding in map.bindings {
                for key in binding.keys {
                    #expect(seen[key] == nil || seen[key] == binding.command, "\(map.title): \(key) is bound twice")
                    seen[key] = binding.command
                }
            }
        }
    }

    @Test func everyScreenOffersHelpInItsFooter() {
        for map in [KeyTable.moviesList, KeyTable.movieDetails] {
            #expect(map.footerHints().last == "? help", "\(map.title)")
            #expect(map.footerHints().count <= 5, "\(map.title): four keys and help at most")
        }
    }

    /// The lines between the `begin` line and the `end` line of `file` must be
    /// `generated`; when recording, they are replaced by it.
    private func expectSection(in file: String, begin: String, end: String, generated: String) throws {
        let url = Self.root.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix(begin) }, "\(file) has no \(begin) line")
        let stop = try #require(lines.firstIndex { $0.hasPrefix(end) }, "\(file) has no \(end) line")
        try #require(start < stop)
        let current = lines[(start + 1)..<stop].joined(separator: "\n")
        if Self.isRecording {
            lines.replaceSubrange((start + 1)..<stop, with: generated.components(separatedBy: "\n"))
            try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == generated, "\(file)'s key table differs from KeyTable; run RECORD_DOCS=1 swift test --filter KeyTableDocumentTests")
    }
}
