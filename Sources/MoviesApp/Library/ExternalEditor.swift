import Dispatch
import MoviesUI
import TextUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The user's own editor for the `L` form's review (Ctrl-O), as `git commit`
/// runs one: `$VISUAL`, else `$EDITOR` (`EditorCommand`; no editor is
/// guessed), run with no shell on a file that holds the review so far, in
/// the foreground on the user's terminal, and waited for on a thread of its
/// own. The file is private (0600, in a directory of its own, 0700) and is
/// removed afterwards, whatever happened.
struct ExternalEditor: ExternalTextEditor {
    let environment: [String: String]

    /// A review is a few paragraphs; more than this is not the file written.
    static let sizeLimit = 1 << 20

    func edit(_ text: String) async -> ExternalEdit {
        let command: EditorCommand
        do {
            command = try EditorCommand.from(environment: environment)
        } catch {
            switch error {
            case .notSet:
                return .failed("Neither $VISUAL nor $EDITOR is set; set one (such as EDITOR=nano) to write the review in it.")
            case .unclosedQuote(let variable):
                return .failed("$\(variable) has a quote or backslash left open; the review is as it was.")
            }
        }
        let editorName = TextSanitizer.sanitize(command.words[0])
        guard let directory = Self.makePrivateDirectory() else {
            return .failed("No private temporary file could be made for the review (\(DescriptorReading.reason(errno))); it is as it was.")
        }
        // Whatever the editor did or left (a backup copy, a swap file) goes.
        defer { Self.remove(directory) }
        let path = directory + "/review.txt"
        guard Self.write(text.isEmpty ? "" : text + "\n", toNewFile: path) else {
            return .failed("The review could not be written to a temporary file (\(DescriptorReading.reason(errno))); it is as it was.")
        }
        let ending = await Self.run(command.words + [path])
        switch ending {
        case .notStarted(let code):
            return .failed("The editor \(editorName) (from $\(command.variable)) could not be started (\(DescriptorReading.reason(code))); the review is as it was.")
        case .exited(let status) where status != 0:
            return .failed("The editor \(editorName) ended with status \(status); the review is as it was.")
        case .killed(let signal):
            return .failed("The editor \(editorName) was ended by signal \(signal); the review is as it was.")
        case .exited:
            return Self.readBack(path, editorName: editorName)
        }
    }

    /// How the editor ended.
    enum Ending: Equatable {
        case exited(Int32)
        case killed(Int32)
        case notStarted(Int32)
    }

    /// Runs `words` on this terminal and waits for it on a dispatch thread,
    /// so that neither the main actor nor the few threads of Swift's
    /// concurrency are held for as long as the user writes.
    static func run(_ words: [String]) async -> Ending {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(returning: runAndWait(words))
            }
        }
    }

    private static func runAndWait(_ words: [String]) -> Ending {
        let process: pid_t
        do {
            process = try DetachedProcess.spawn(words, detached: false)
        } catch {
            return .notStarted(error.code)
        }
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0 {
            // Only EINTR is worth a retry; a lost child counts as killed.
            guard errno == EINTR else { return .killed(0) }
        }
        // The low seven bits are the signal that ended it, zero when it exited.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(signal)
    }

    /// A new directory only this user can enter, in `$TMPDIR` (else `/tmp`).
    /// - Returns: Its path; `nil` when none could be made.
    static func makePrivateDirectory() -> String? {
        let named = getenv("TMPDIR").map { String(cString: $0) } ?? ""
        let base = named.isEmpty ? "/tmp" : named
        var template = Array((base + "/movies-review-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard made != nil else { return nil }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes `directory` and what the editor left in it (files, and empty
    /// folders: an editor keeps its swap and backup files flat beside the file).
    private static func remove(_ directory: String) {
        if let listing = opendir(directory) {
            while let entry = readdir(listing) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard name != ".", name != ".." else { continue }
                let path = directory + "/" + name
                if unlink(path) != 0 { rmdir(path) }
            }
            closedir(listing)
        }
        rmdir(directory)
    }

    /// Writes `text` to a file that must not exist yet, readable by this user alone.
    private static func write(_ text: String, toNewFile path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return LibraryOutputFile.writeAll(Array(text.utf8), to: descriptor)
    }

    /// The file as the editor saved it, its final line breaks taken off.
    private static func readBack(_ path: String, editorName: String) -> ExternalEdit {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failed("The editor \(editorName) left no review file (\(DescriptorReading.reason(errno))); the review is as it was.")
        }
        defer { close(descriptor) }
        guard let bytes = try? DescriptorReading.readAll(descriptor, limit: sizeLimit) else {
            return .failed("The review file could not be read, or is larger than 1 MiB; the review is as it was.")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failed("The review was not saved as UTF-8 text; it is as it was.")
        }
        return .saved(ReviewFile.trimmingFinalLineBreaks(text))
    }
}
