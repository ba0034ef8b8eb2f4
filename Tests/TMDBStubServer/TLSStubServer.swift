import Foundation
import Synchronization

/// A one-connection https server on 127.0.0.1 for tests: `openssl s_server`
/// with a self-signed certificate for `127.0.0.1` made when the server is,
/// sending fixed bytes (a whole HTTP response, written by the test) to the
/// first client that completes a TLS handshake.
///
/// A client trusts it only when told to: point `CURL_CA_BUNDLE` or
/// `SSL_CERT_FILE` (or `CurlNetworkService.caBundlePath`) at
/// `certificatePath`. `openssl` must be on `PATH`; see `isAvailable`.
///
/// `s_server` answers before it reads the request: it sends the bytes as soon
/// as the handshake is done, and the client reads them after sending its
/// request, as it would any answer. What the client sent is in `receivedText`.
public final class TLSStubServer: Sendable {
    /// Whether `openssl` can be found on `PATH`.
    public static var isAvailable: Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/openssl") }
    }

    /// The port on 127.0.0.1 it listens on.
    public let port: Int
    /// The PEM certificate the server presents; trust it to connect.
    public let certificatePath: String

    private let directory: URL
    private let process: Process
    private let input: FileHandle
    /// What `s_server` printed: its `ACCEPT` line, then what the client sent.
    private let printed: PrintedOutput

    /// Makes a certificate and starts `s_server`, which sends `response` to the first client.
    /// - Throws: `TLSStubServerError` when openssl fails or does not start listening within 10 s.
    public init(response: Data) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tls-stub-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let certificate = directory.appendingPathComponent("cert.pem").path
        let key = directory.appendingPathComponent("key.pem").path
        certificatePath = certificate
        try Self.runOpenSSL([
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", key, "-out", certificate, "-days", "2",
            "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
        ])

        // Not -quiet: only without it does s_server print the port it chose
        // (`ACCEPT 127.0.0.1:PORT`). Its stdin commands (`Q`, `q`, `r`, …) are
        // single letters at the start of a read, which an HTTP response is not.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "openssl", "s_server", "-accept", "127.0.0.1:0", "-naccept", "1",
            "-cert", certificate, "-key", key,
        ]
        let inputPipe = Pipe()
        let outputPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = outputPipe
        let printed = PrintedOutput()
        self.printed = printed
        outputPipe.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            printed.bytes.withLock { $0.append(chunk) }
        }
        try process.run()
        self.process = process
        input = inputPipe.fileHandleForWriting
        // Held in the pipe until a client has connected; the pipe holds 64 KiB.
        input.write(response)

        let deadline = Date().addingTimeInterval(10)
        var port: Int?
        while port == nil, Date() < deadline, process.isRunning {
            port = Self.acceptedPort(in: printed.bytes.withLock { $0 })
            if port == nil { Thread.sleep(forTimeInterval: 0.01) }
        }
        guard let port else {
            process.terminate()
            let output = String(decoding: printed.bytes.withLock { $0 }, as: UTF8.self)
            try? FileManager.default.removeItem(at: directory)
            throw TLSStubServerError(reason: "openssl s_server did not start listening: \(output)")
        }
        self.port = port
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// `https://127.0.0.1:<port>`.
    public var baseURL: URL {
        // A literal IPv4 address and a port always make a valid URL.
        URL(string: "https://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// What the client sent over TLS (its request), as far as it arrived.
    public var receivedText: String {
        let text = String(decoding: printed.bytes.withLock { $0 }, as: UTF8.self)
        // Everything after s_server's own report of the handshake.
        guard let start = text.range(of: "ACCEPT ") else { return "" }
        return String(text[start.upperBound...])
    }

    /// Ends `s_server`. Calling it again does nothing.
    public func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? input.close()
    }

    private static func acceptedPort(in output: Data) -> Int? {
        let text = String(decoding: output, as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("ACCEPT ") }),
              let colon = line.lastIndex(of: ":")
        else { return nil }
        return Int(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }

    private static func runOpenSSL(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["openssl"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TLSStubServerError(reason: "openssl \(arguments[0]) failed: \(String(decoding: printed, as: UTF8.self))")
        }
    }
}

/// `s_server`'s output as it arrives, filled on a reading thread.
private final class PrintedOutput: Sendable {
    let bytes = Mutex(Data())
}

/// Why the TLS stub server could not start.
public struct TLSStubServerError: Error, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}
