import Foundation

/// chafa, run as a program: the renderer movies' character cells are
/// measured against.
struct Chafa {
    enum Failure: Error, CustomStringConvertible {
        case notInstalled
        case failed(status: Int32, message: String)
        case unreadableOutput

        var description: String {
            switch self {
            case .notInstalled:
                "chafa is not installed (apt-get install -y chafa); it is the renderer movies' posters are measured against"
            case let .failed(status, message):
                "chafa stopped with status \(status)" + (message.isEmpty ? "" : ": \(message)")
            case .unreadableOutput:
                "chafa's output is not UTF-8"
            }
        }
    }

    let executable: URL
    /// "1.12.4", from `chafa --version`.
    let version: String

    /// The first `chafa` on `PATH`.
    init() throws(Failure) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("chafa") }
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw .notInstalled
        }
        self.executable = executable
        let banner = try Self.run(executable, arguments: ["--version"])
        // "Chafa version 1.12.4"
        let firstLine = banner.split(separator: "\n").first.map(String.init) ?? ""
        self.version = firstLine.split(separator: " ").last.map(String.init) ?? "unknown"
    }

    /// The options of every run but the symbol class and the file: truecolor
    /// cells with a background colour, chafa's most thorough search (`--work
    /// 9`), no dithering (it has no effect at 24-bit colour anyway), no
    /// preprocessing (its default above 16 colours), the picture stretched
    /// over exactly the grid, and plain output with no sequence optimised
    /// away. `--color-space din99d` was tried too: at full colour chafa
    /// 1.12.4 draws byte for byte the same cells as with `rgb`, so the
    /// default stays.
    func options(symbols: String, grid: CellGrid) -> [String] {
        [
            "--format", "symbols", "--symbols", symbols,
            "--size", "\(grid.columns)x\(grid.rows)", "--stretch",
            "--colors", "full", "--color-space", "rgb",
            "--dither", "none", "--preprocess", "off", "--work", "9", "--optimize", "0",
        ]
    }

    /// The cells chafa draws for the picture in `file`.
    func cells(of file: URL, symbols: String, grid: CellGrid) throws(Failure) -> [[DrawnCell]] {
        let output = try Self.run(executable, arguments: options(symbols: symbols, grid: grid) + [file.path])
        do {
            return try ANSICellParser.rows(of: output)
        } catch {
            throw .failed(status: 0, message: error.description)
        }
    }

    private static func run(_ executable: URL, arguments: [String]) throws(Failure) -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // chafa picks its control sequences from the environment's terminal:
        // the same plain xterm every time, in UTF-8, whatever runs the tool.
        var environment = ProcessInfo.processInfo.environment
        for name in ["TMUX", "STY", "KITTY_WINDOW_ID", "TERM_PROGRAM", "VTE_VERSION", "WT_SESSION"] {
            environment[name] = nil
        }
        environment["TERM"] = "xterm-256color"
        environment["COLORTERM"] = "truecolor"
        environment["LC_ALL"] = "C.UTF-8"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .failed(status: -1, message: "\(error)")
        }
        // Read before waiting, so a full pipe cannot stall chafa.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw .failed(status: process.terminationStatus, message: text)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .unreadableOutput }
        return text
    }
}
