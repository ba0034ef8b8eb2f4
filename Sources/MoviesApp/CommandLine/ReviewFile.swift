#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `movies log --review-file PATH`: the review written in a file, or read
/// from standard input for `-`. The text is kept as written (control
/// characters too: every output sanitises it) but for the line breaks that
/// end it, which an editor adds.
///
/// A file that is absent, cannot be read, is not UTF-8 or is larger than any
/// review is one sentence, exit 64 (`AppError.usage`), as the config file is:
/// the command was given a file it cannot use.
enum ReviewFile {
    /// A review is a few paragraphs; a megabyte is a wrong file.
    static let sizeLimit = 1 << 20

    /// The review in `path` (`-`: standard input).
    static func text(at path: String) throws(AppError) -> String {
        let shown = path == "-" ? "standard input" : "the review file " + ConfigFile.printable(path)
        let bytes: [UInt8]
        if path == "-" {
            bytes = try read(STDIN_FILENO, shown: shown)
        } else {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                let code = errno
                if code == ENOENT { throw .usage("\(shown.capitalisingFirst) does not exist; give a file of UTF-8 text, or - for standard input.") }
                throw .usage("\(shown.capitalisingFirst) cannot be read (\(DescriptorReading.reason(code))); check the file.")
            }
            defer { close(descriptor) }
            bytes = try read(descriptor, shown: shown)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .usage("\(shown.capitalisingFirst) is not UTF-8 text; save the review as UTF-8.")
        }
        return trimmingFinalLineBreaks(text)
    }

    private static func read(_ descriptor: Int32, shown: String) throws(AppError) -> [UInt8] {
        do {
            return try DescriptorReading.readAll(descriptor, limit: sizeLimit)
        } catch {
            switch error {
            case .system(let code): throw .usage("\(shown.capitalisingFirst) cannot be read (\(DescriptorReading.reason(code))); check the file.")
            case .tooLarge: throw .usage("\(shown.capitalisingFirst) is larger than 1 MiB, far more than a review; check that it is the right file.")
            }
        }
    }

    /// `text` without the line breaks (LF or CRLF) at its end.
    static func trimmingFinalLineBreaks(_ text: String) -> String {
        var text = Substring(text)
        while let last = text.last, last == "\n" || last == "\r\n" {
            text = text.dropLast()
        }
        return String(text)
    }
}

private extension String {
    var capitalisingFirst: String { prefix(1).uppercased() + dropFirst() }
}
