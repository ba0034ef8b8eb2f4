import Foundation
import MoviesUI
import Testing
@testable import MoviesApp

/// The L form's review in the user's editor: `$VISUAL`, else `$EDITOR`, never
/// a guessed one; the command split as a shell splits words, run with no
/// shell on a private temporary file that holds the review so far and is
/// gone afterwards, pass or fail.
@Suite struct ExternalEditorTests {
    @Test func VISUALComesFirst_thenEDITOR_andNoEditorIsGuessed() throws {
        let both = try EditorCommand.from(environment: ["VISUAL": "code --wait", "EDITOR": "nano"])
        #expect(both == EditorCommand(variable: "VISUAL", words: ["code", "--wait"]))
        let blankVisual = try EditorCommand.from(environment: ["VISUAL": "  ", "EDITOR": "nano"])
        #expect(blankVisual == EditorCommand(variable: "EDITOR", words: ["nano"]))
        #expect(throws: EditorCommand.Failure.notSet) { try EditorCommand.from(environment: [:]) }
        #expect(throws: EditorCommand.Failure.notSet) { try EditorCommand.from(environment: ["EDITOR": ""]) }
        #expect(throws: EditorCommand.Failure.unclosedQuote(variable: "VISUAL")) {
            try EditorCommand.from(environment: ["VISUAL": "vim 'x", "EDITOR": "nano"])
        }
    }

    /// A directory with an editor script that records what it was given and
    /// how its file was made, then does `then`. `/bin/sh` runs it: a file
    /// just written may be "text file busy" to exec while a concurrent
    /// test's fork still holds it open.
    private struct Workbench {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("movies editor \(UUID().uuidString)")

        func editorCommand(then rest: String) throws -> String {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let script = directory.appendingPathComponent("editor.sh")
            let record = directory.path
            try Data("""
            #!/bin/sh
            for last; do :; done
            printf '%s\\n' "$@" > '\(record)/arguments'
            cat "$last" > '\(record)/given'
            stat -c %a "$last" > '\(record)/file-mode'
            stat -c %a "$(dirname "$last")" > '\(record)/directory-mode'
            \(rest)

            """.utf8).write(to: script)
            return "/bin/sh '\(script.path)' --wait"
        }

        func recorded(_ name: String) -> String {
            (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
        }

        /// The file the editor was given: it must be gone, its directory too.
        func editedFileIsGone() -> Bool {
            let path = recorded("arguments").split(separator: "\n").last.map(String.init) ?? ""
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
            return !path.isEmpty && !FileManager.default.fileExists(atPath: path) && !FileManager.default.fileExists(atPath: directory)
        }

        func remove() {
            try? FileManager.default.removeItem(at: directory)
        }
    }

    @Test func theEditorGetsAPrivateFileWithTheReviewSoFar_andWhatItSavedComesBack_theFileGoneAfter() async throws {
        // given: an editor that writes two lines and a blank one, and leaves a backup copy beside the file
        let bench = Workbench()
        defer { bench.remove() }
        let command = try bench.editorCommand(then: #"cp "$last" "$last~"; printf 'Line one.\nLine two.\n\n' > "$last""#)

        // when
        let edit = await ExternalEditor(environment: ["EDITOR": command]).edit("So far")

        // then
        #expect(edit == .saved("Line one.\nLine two."))
        #expect(bench.recorded("given") == "So far\n")
        #expect(bench.recorded("arguments").hasPrefix("--wait\n"), "\(bench.recorded("arguments"))")
        #expect(bench.recorded("file-mode") == "600\n")
        #expect(bench.recorded("directory-mode") == "700\n")
        #expect(bench.editedFileIsGone())
    }

    @Test func anEditorThatFailsOrIsKilled_givesNothingBack_saysSo_andLeavesNoFile() async throws {
        for (rest, expected) in [("exit 3", "ended with status 3"), ("kill -9 $$", "was ended by signal 9")] {
            // given
            let bench = Workbench()
            defer { bench.remove() }
            let command = try bench.editorCommand(then: #"echo 'Not this.' > "$last"; "# + rest)

            // when
            let edit = await ExternalEdit.sentence(of: ExternalEditor(environment: ["VISUAL": command, "EDITOR": "nano"]).edit("Kept."))

            // then
            #expect(edit?.contains("The editor /bin/sh \(expected); the review is as it was.") == true, "\(edit ?? "saved")")
            #expect(bench.editedFileIsGone())
        }
    }

    @Test func withNoEditorSet_orOneThatCannotStart_theSentenceSaysSo() async {
        let unset = await ExternalEditor(environment: ["PATH": "/usr/bin:/bin"]).edit("x")
        #expect(unset == .failed("Neither $VISUAL nor $EDITOR is set; set one (such as EDITOR=nano) to write the review in it."))
        let missing = await ExternalEditor(environment: ["EDITOR": "/nonexistent/editor -w"]).edit("x")
        #expect(ExternalEdit.sentence(of: missing)?.hasPrefix("The editor /nonexistent/editor (from $EDITOR) could not be started (No such file or directory)") == true, "\(missing)")
    }
}

private extension ExternalEdit {
    static func sentence(of edit: ExternalEdit) -> String? {
        if case .failed(let sentence) = edit { return sentence }
        return nil
    }
}
