import Foundation
import Testing
import TMDBStubServer

/// A server that puts terminal escape sequences into titles and overviews
/// must not get them onto the user's terminal.
@Suite struct HostileDataEndToEndTests {
    static let hostile = StubPayloads.Film(
        id: 666,
        title: "Evil\u{1B}[31m Red\u{1B}]0;owned\u{07} Title\u{9B}2J\u{7F}",
        overview: "Clears\u{1B}[2J the\u{9B}31m screen\u{7F} and rings\u{07} the bell\u{1B}]0;owned\u{07}.",
        releaseDate: "2020-02-02",
        director: "Dr.\u{1B}[5m Blink"
    )

    static func hostileServer() throws -> TMDBStubServer {
        let server = try TMDBStubServer()
        server.override { request in
            if request.isSearch { return StubPayloads.searchPage([hostile]) }
            if request.isDetails { return StubPayloads.details(hostile) }
            return nil
        }
        return server
    }

    @Test(arguments: [["search", "evil"], ["search", "evil", "--select", "1"], ["details", "666"]])
    func whenDataCarriesControlCharacters_plainOutputHasNone(arguments: [String]) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try Self.hostileServer()

        // when
        let result = try await sandbox.run(arguments, server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        Self.expectNoTerminalControls(in: result.standardOutput)
        Self.expectNoTerminalControls(in: result.standardError)
        #expect(result.output.contains("Evil"), "stdout: \(result.output)")
    }

    @Test(arguments: [["search", "evil", "--json"], ["details", "666", "--json"]])
    func whenDataCarriesControlCharacters_JSONStaysValidAndEscapesThem(arguments: [String]) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try Self.hostileServer()

        // when
        let result = try await sandbox.run(arguments, server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        Self.expectNoTerminalControls(in: result.standardOutput)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        // A page's own `title` is its heading; the film's is in its results.
        let title = ((object["results"] as? [[String: Any]])?.first?["title"] as? String) ?? (object["title"] as? String)
        // The JSON still carries the data as sent (escaped), for programs that want it.
        #expect(title == Self.hostile.title)
    }

    @Test func whenACachedHostilePageIsReplayedOffline_itIsStillClean() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try Self.hostileServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "evil"], server: server))
        server.stop()

        // when
        let result = try await sandbox.run(["search", "evil"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        Self.expectNoTerminalControls(in: result.standardOutput)
        Self.expectNoTerminalControls(in: result.standardError)
    }

    /// No ESC, BEL or DEL byte, and no C0 (but newline) or C1 character once decoded
    /// (a bare 0x9B byte inside UTF-8 is a continuation byte, such as in "★").
    static func expectNoTerminalControls(in output: Data, sourceLocation: SourceLocation = #_sourceLocation) {
        for byte: UInt8 in [0x1B, 0x07, 0x7F] {
            #expect(!output.contains(byte), "byte \(byte) in output", sourceLocation: sourceLocation)
        }
        let text = String(decoding: output, as: UTF8.self)
        let controls = text.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
        }
        #expect(controls.isEmpty, "control characters: \(controls.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
        #expect(!text.unicodeScalars.contains("\u{FFFD}"), "output is not valid UTF-8", sourceLocation: sourceLocation)
    }
}
