import Foundation
import TMDBStubServer
import Testing

/// libcurl and its ~30 libraries take ~6 ms to load and, while they load, no
/// thread can start: only runs that go to the network may load them. The
/// dynamic loader says what it loads when `LD_DEBUG=files` is set.
@Suite struct NetworkStackLoadingEndToEndTests {
    @Test func runsThatNeedNoNetwork_neverLoadLibcurl() async throws {
        // given: a cached search, and no cache file at all for the other runs
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        EndToEndExpectations.expectSuccess(try await sandbox.run(["details", "27205"], server: server))
        let noCache = try EndToEndSandbox()

        // when / then
        let cachedRuns: [[String]] = [["search", "Inception", "--offline"], ["details", "27205", "--offline"], ["recent"], ["cache", "stats"]]
        for arguments in cachedRuns {
            let result = try await sandbox.run(arguments, environment: Self.tracing(sandbox.environment(server: server)))
            #expect(result.exitCode == 0, "\(arguments): \(result.errorOutput.suffix(300))")
            #expect(!Self.loadsLibcurl(result), "\(arguments) loaded libcurl")
        }
        for arguments in [["recent"], ["--help"], ["search", "Inception", "--offline"]] {
            let result = try await noCache.run(arguments, environment: Self.tracing(noCache.environment(server: server)))
            #expect(!Self.loadsLibcurl(result), "\(arguments) loaded libcurl without a cache file")
        }
    }

    @Test func aSearchThatGoesToTheServer_loadsLibcurl() async throws {
        // given: the trace must see a load when there is one, or the test above proves nothing
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["search", "Inception"], environment: Self.tracing(sandbox.environment(server: server)))

        // then
        #expect(result.exitCode == 0)
        #expect(Self.loadsLibcurl(result))
    }

    private static func tracing(_ environment: [String: String]) -> [String: String] {
        environment.merging(["LD_DEBUG": "files"]) { _, new in new }
    }

    private static func loadsLibcurl(_ result: MoviesProcessResult) -> Bool {
        result.errorOutput.contains("file=libcurl.so")
    }
}
